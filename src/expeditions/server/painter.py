"""Boards drawn when the table has time for them.

A view goes out at once and its board (an SVG of the same position) follows.
Games wanting a board wait in one queue, each at most once, and are drawn one
per turn of the event loop: moves that arrive meanwhile are played first, and
a game that moved several times while it waited is drawn once, as it stands.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Protocol

BOARD_DELAY = 0.02
"""Seconds between the first board wanted and the first drawn: a run of quick
moves is drawn once, at its end."""


class Drawn(Protocol):
    """What the painter asks of a game (`live.LiveGame`)."""

    def draw(self) -> Awaitable[None]: ...


class Painter:
    """The queue of games whose boards are to be drawn, and the task drawing them."""

    def __init__(self, delay: float = BOARD_DELAY) -> None:
        self.delay = delay
        self.waiting: dict[Drawn, None] = {}
        self.running = False
        self.task: asyncio.Future[None] | None = None

    def want(self, game: Drawn) -> None:
        """Draw `game`'s boards soon (once, however often it asks before then)."""
        if game in self.waiting:
            return
        self.waiting[game] = None
        if not self.running:
            self.running = True
            self.task = asyncio.ensure_future(self._run())

    async def _run(self) -> None:
        try:
            await asyncio.sleep(self.delay)
            while self.waiting:
                game = next(iter(self.waiting))
                del self.waiting[game]
                await game.draw()
                await asyncio.sleep(0)  # whatever arrived meanwhile goes first
        finally:
            self.running = False
