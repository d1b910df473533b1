"""Resolving chance nodes with an injected `random.Random`.

The state never owns a generator: whoever drives the game samples here, so
the history alone replays the game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any


def sample_outcome(outcomes: Sequence[tuple[Any, float]], rng: random.Random) -> Any:
    """One outcome drawn with its probability, by a single `rng.random()` call."""
    x = rng.random()
    acc = 0.0
    for outcome, p in outcomes:
        acc += p
        if x < acc:
            return outcome
    return outcomes[-1][0]
