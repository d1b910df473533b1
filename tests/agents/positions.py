"""Exact toy positions for bot tests: chance forced, nothing left to luck."""

from __future__ import annotations

import expeditions
from tests.agents.toy import ToyState


def toy_position(
    cards: tuple[int, ...] = (2, 3),
    position: tuple[int, ...] = (0, 0),
    pending: int = 0,
    used: tuple[bool, ...] | None = None,
) -> ToyState:
    """Seat 0 to move after the deal, with the given track, pending total and cards."""
    game = expeditions.load("toyrace", players=len(cards))
    state = game.new_initial_state()
    for card in cards:
        state.apply(game.parse_action(state, f"deal {card}"))
    with state.edit():
        state.position = list(position)
        state.pending = pending
        state.used = list(used) if used is not None else [False] * len(cards)
    return state
