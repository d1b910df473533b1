"""Bot seats: bot strings become bots (from `expeditions.agents`), bounded by the table.

Every bot's thinking is bounded by the table's settings: a string asking for
more is refused when the game is created, and a game stored before the bound
existed is played with its bot held to the bound.
"""

from __future__ import annotations

import math
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from expeditions.agents import bot_names, make_bot
from expeditions.core import SeatView, State

from .settings import Settings

__all__ = ["BotPool", "bot_names", "bounded_bot", "check_bot"]


def check_bot(spec: str, where: str, settings: Settings) -> None:
    """Refuse a bot string that is unknown or thinks beyond the table's bounds.

    Raises ValueError (unknown bot or parameter) or OverflowError (over a bound);
    both name the problem.
    """
    bot = make_bot(spec)
    seconds = getattr(bot, "time", 0.0) or 0.0
    if seconds and not (0 < seconds <= settings.max_bot_seconds):
        raise OverflowError(
            f"{where}: bots think at most {settings.max_bot_seconds:g} s a decision on this "
            f"table (time={_short(seconds)} asked)"
        )
    iters = getattr(bot, "iters", None)
    if not seconds and iters is not None and iters > settings.max_bot_iterations:
        raise OverflowError(
            f"{where}: bots search at most {settings.max_bot_iterations} iterations a decision "
            f"on this table (iters={_short(iters)} asked)"
        )


def bounded_bot(spec: str, settings: Settings) -> Any:
    """The bot for `spec`, its thinking held within the table's bounds."""
    bot = make_bot(spec)
    seconds = getattr(bot, "time", 0.0) or 0.0
    if (seconds and not (seconds <= settings.max_bot_seconds)) or math.isnan(seconds):
        bot.time = settings.max_bot_seconds
    iters = getattr(bot, "iters", None)
    if iters is not None and iters > settings.max_bot_iterations:
        bot.iters = settings.max_bot_iterations
    return bot


def _short(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 24 else f"{text[:12]}...({len(text)} digits)"


class BotPool:
    """Worker threads for `choose`, handed a clone made on the event loop."""

    def __init__(self, workers: int = 4) -> None:
        self.executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="bot")

    @staticmethod
    def think(bot: Any, private: State, seat: int, rng: random.Random) -> str:
        """The text of the bot's choice; `private` and `rng` are copies no one else touches."""
        legal = private.legal_actions()
        return str(bot.choose(SeatView(private, seat), legal, rng))

    def shutdown(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
