"""Boards drawn when the table has time for them.

A view goes out at once and its board (an SVG of the same position) follows.
Games wanting a board wait in one queue, each at most once, and are drawn one
at a time, taking at most a set share of the table's time: moves that arrive
meanwhile are played first, and a game that moved several times while it
waited is drawn once, as it stands. On a quiet table a board follows its view
within milliseconds; on a table at full stretch the boards fall behind, never
the moves.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable
from typing import Any, Protocol

log = logging.getLogger("expeditions.server")

BOARD_DELAY = 0.02
"""Seconds between the first board wanted and the first drawn: a run of quick
moves is drawn once, at its end."""

BOARD_SHARE = 0.1
"""The most of the table's time drawing may take: after a board that took t
seconds to draw, the next waits t * (1 - share) / share."""


class Drawn(Protocol):
    """What the painter asks of a game (`live.LiveGame`)."""

    def draw(self) -> Awaitable[Any]:
        """Draw the boards now; the awaitable sends them."""
        ...


class Painter:
    """The queue of games whose boards are to be drawn, and the task drawing them."""

    def __init__(self, delay: float = BOARD_DELAY, share: float = BOARD_SHARE) -> None:
        self.delay = delay
        self.rest = (1 - share) / share
        self.waiting: dict[Drawn, None] = {}
        self.task: asyncio.Future[None] | None = None
        """The task drawing the queue; a new one starts when none is running."""

    def want(self, game: Drawn) -> None:
        """Draw `game`'s boards soon (once, however often it asks before then)."""
        self.waiting[game] = None  # a game already waiting keeps its place
        if self.task is None or self.task.done():
            self.task = asyncio.ensure_future(self._run())

    async def _run(self) -> None:
        await asyncio.sleep(self.delay)
        while self.waiting:
            game = next(iter(self.waiting))
            del self.waiting[game]
            began = time.perf_counter()
            try:
                sending = game.draw()
            except Exception:  # one game's drawing failing leaves the others' boards to come
                log.exception("drawing a board failed")
                continue
            spent = time.perf_counter() - began
            await sending
            await asyncio.sleep(spent * self.rest)
