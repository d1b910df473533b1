"""What a bot is handed: one seat's window on a game, nothing more.

A bot sees the observation of its seat, the legal actions when it is its turn,
and full states only through `resample`, so hidden facts stay hidden by
construction rather than by convention.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol

from .errors import IllegalAction

if TYPE_CHECKING:
    from .game import Game
    from .state import State


class SeatView:
    __slots__ = ("_state", "seat")

    def __init__(self, state: State, seat: int) -> None:
        self._state = state
        self.seat = seat

    @property
    def game(self) -> Game:
        return self._state.game

    def current_player(self) -> int:
        return self._state.current_player()

    def observation(self) -> dict[str, Any]:
        return self._state.observation(self.seat)

    def legal_actions(self) -> tuple[Any, ...]:
        if self._state.current_player() != self.seat:
            raise IllegalAction(f"it is not seat {self.seat}'s turn")
        return self._state.legal_actions()

    def resample(self, rng: random.Random) -> State:
        """A full state this seat cannot tell apart from the real one."""
        return self._state.resample(self.seat, rng)

    def lookahead_resample(self, rng: random.Random) -> State:
        """`resample`'s guess, by the same draws, without the history: to play ahead on."""
        return self._state.lookahead_resample(self.seat, rng)

    def move_count(self) -> int:
        return len(self._state.history)


class Bot(Protocol):
    """The one bot interface: pick one of `legal_actions` using `rng` only."""

    def choose(self, view: SeatView, legal_actions: tuple[Any, ...], rng: random.Random) -> Any: ...
