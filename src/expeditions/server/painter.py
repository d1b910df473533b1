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
"""The most of the table's time drawing may take: after boards that took t
seconds to draw, the next wait t * (1 - share) / share."""

BOARD_QUANTUM = 0.002
"""Seconds of drawing at one go, before the boards drawn are sent."""


class Drawn(Protocol):
    """What the painter asks of a game (`live.LiveGame`)."""

    def draw(self) -> Awaitable[Any]:
        """Draw the boards now; the awaitable sends them."""
        ...


class Painter:
    """The queue of games whose boards are to be drawn, and the task drawing them."""

    def __init__(
        self, delay: float = BOARD_DELAY, share: float = BOARD_SHARE, quantum: float = BOARD_QUANTUM
    ) -> None:
        self.delay = delay
        self.rest = (1 - share) / share
        self.quantum = quantum
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
            # Draw for up to a quantum, send, then rest: on a busy loop a timer fires
            # late, so one board per wake-up would give the boards far less than
            # their share.
            began = time.perf_counter()
            sending = []
            drawn = 0
            while self.waiting and (not drawn or time.perf_counter() - began < self.quantum):
                game = next(iter(self.waiting))
                del self.waiting[game]
                drawn += 1
                try:
                    sending.append(game.draw())
                except Exception:  # one game's drawing failing leaves the others' to come
                    log.exception("drawing a board failed")
            spent = time.perf_counter() - began
            await asyncio.gather(*sending)
            await asyncio.sleep(spent * self.rest)
