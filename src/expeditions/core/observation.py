"""The part of every observation that is the same in all games: who, what phase, the scores.

Renderers, the server and bots read these keys the same way in every game;
a game's observation module adds its own table after them.
"""

from __future__ import annotations

from typing import Any

from .constants import CHANCE, TERMINAL
from .state import State


def to_move(state: State) -> int | str | None:
    """The seat to decide, "chance" at a chance node, None once the game is over."""
    player = state.current_player()
    if player == TERMINAL:
        return None
    return "chance" if player == CHANCE else player


def header(
    state: State, seat: int | None, *, scores: Any = None, final: Any = None, **extra: Any
) -> dict[str, Any]:
    """`game, players, seat, to_move, phase, scores, final`, then `extra`.

    `phase` names the state's `phase` by the game's `info.phases`; `scores`
    defaults to `state.scores()` (a game may show them otherwise, as whole
    points); `final` is the game's scoring breakdown (None while it means
    nothing yet).
    """
    info = state.game.info
    phase = getattr(state, "phase", None)
    out: dict[str, Any] = {
        "game": info.name,
        "players": state.game.players,
        "seat": seat,
        "to_move": to_move(state),
        "phase": info.phases[phase] if phase is not None and info.phases else None,
        "scores": state.scores() if scores is None else scores,
        "final": final,
    }
    out.update(extra)
    return out


class Shared(list):  # type: ignore[type-arg]
    """A part of an observation that other observations of the same board share.

    Observations are read, never written; a game may hand the same list (and
    the same items) to every observation of an unchanged board, instead of
    copying it for each. `encoded` is where a wire encoder keeps its JSON, so
    a board pushed on every move is encoded once (`server.wire`).
    """

    __slots__ = ("encoded",)

    def __init__(self, items: Any = ()) -> None:
        super().__init__(items)
        self.encoded: bytes | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        # a copy may be written: it keeps the items, not the encoding
        return (Shared, (list(self),))
