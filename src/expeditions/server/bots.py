"""Bot seats: bot strings become bots, and bots think off the event loop.

`expeditions.agents` is imported lazily; until it exists (or if it does not
know a string) only the seeded `random` bot is available.
"""

from __future__ import annotations

import importlib
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from expeditions.core import SeatView, State


class RandomBot:
    """Uniform choice from the seat's own seeded generator."""

    __slots__ = ()

    def choose(self, view: SeatView, legal_actions: tuple[Any, ...], rng: random.Random) -> Any:
        return legal_actions[rng.randrange(len(legal_actions))]


def _agents() -> Any | None:
    try:
        return importlib.import_module("expeditions.agents")
    except ImportError:
        return None


def make_bot(spec: str) -> Any:
    """A bot from its registry string; ValueError names the problem."""
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError("a bot seat needs a bot string such as 'random'")
    agents = _agents()
    factory = getattr(agents, "make_bot", None) if agents else None
    if factory is not None:
        return factory(spec)
    if spec.strip() == "random":
        return RandomBot()
    raise ValueError(f"unknown bot {spec!r}; bots available now: {', '.join(bot_names())}")


def bot_names() -> list[str]:
    """Example bot strings for the lobby (the registry's own list when it has one)."""
    agents = _agents()
    for name in ("bot_names", "bots", "available"):
        lister = getattr(agents, name, None) if agents else None
        if callable(lister):
            try:
                return [str(s) for s in lister()]
            except Exception:
                break
    return ["random"]


class BotPool:
    """Worker threads for `choose`, handed a clone made on the event loop."""

    def __init__(self, workers: int = 4) -> None:
        self.executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="bot")

    @staticmethod
    def think(bot: Any, private: State, seat: int, rng: random.Random) -> str:
        """The text of the bot's choice; `private` is a clone no one else touches."""
        legal = private.legal_actions()
        return str(bot.choose(SeatView(private, seat), legal, rng))

    def shutdown(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
