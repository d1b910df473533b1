"""Turn clocks: a per-turn allowance spent first, then a per-seat time bank.

"2 minutes a turn" is `turn=120, bank=0`; a chess-like bank is `turn=0,
bank=600`. A turn is the run of decisions of one seat (chance outcomes in
between do not end it). When both are spent the seat's player is marked away
and the takeover bot plays until they come back.
"""

from __future__ import annotations

import time

RETURN_GRACE = 30.0
"""Seconds a returning player gets when they come back with nothing left."""


class Clock:
    __slots__ = ("turn", "bank", "owner", "started")

    def __init__(self, turn: float, bank: float, players: int) -> None:
        self.turn = float(turn)
        self.bank = [float(bank)] * players
        self.owner: int | None = None
        self.started = 0.0

    def switch(self, seat: int | None, now: float | None = None) -> None:
        """The seat whose time runs now (None: nobody's, e.g. a bot or the end)."""
        now = time.monotonic() if now is None else now
        if seat == self.owner:
            return
        self._charge(now)
        self.owner = seat
        self.started = now

    def _charge(self, now: float) -> None:
        if self.owner is not None:
            over = (now - self.started) - self.turn
            if over > 0:
                self.bank[self.owner] = max(0.0, self.bank[self.owner] - over)

    def deadline(self) -> float | None:
        """When the owner's time runs out (monotonic seconds)."""
        if self.owner is None:
            return None
        return self.started + self.turn + self.bank[self.owner]

    def timed_out(self, seat: int) -> None:
        """The owner's time is spent: stop their clock with an empty bank."""
        if self.owner == seat:
            self.bank[seat] = 0.0
            self.owner = None

    def came_back(self, seat: int) -> None:
        if self.turn <= 0 and self.bank[seat] <= 0:
            self.bank[seat] = RETURN_GRACE

    def public(self, now: float | None = None) -> dict[str, object]:
        """What every client may see: remaining time per seat."""
        now = time.monotonic() if now is None else now
        left = list(self.bank)
        turn_left = self.turn
        if self.owner is not None:
            elapsed = now - self.started
            turn_left = max(0.0, self.turn - elapsed)
            left[self.owner] = max(0.0, self.bank[self.owner] - max(0.0, elapsed - self.turn))
        return {
            "turn": self.turn,
            "owner": self.owner,
            "turn_left": round(turn_left, 1),
            "bank": [round(x, 1) for x in left],
        }
