"""The baseline: a uniformly random legal action."""

from __future__ import annotations

import random
from typing import Any

from expeditions.core import SeatView


class RandomBot:
    """Picks any legal action with equal probability, from the injected rng only."""

    __slots__ = ()
    name = "random"

    def choose(self, view: SeatView, legal_actions: tuple[Any, ...], rng: random.Random) -> Any:
        return legal_actions[rng.randrange(len(legal_actions))]

    def __repr__(self) -> str:
        return "random"
