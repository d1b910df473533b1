"""Positions for bot tests: exact toy ones (chance forced) and a real Relic Expedition decision."""

from __future__ import annotations

import random
from collections.abc import Iterator

import expeditions
from expeditions.core import State
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


def relic_decisions() -> Iterator[State]:
    """Each decision of a Relic Expedition game played at random from seed 3,
    the state itself: take what is wanted before asking for the next."""
    state = expeditions.load("relic", players=2).new_initial_state()
    rng = random.Random(3)
    while True:
        if state.is_chance_node():
            state.play_chance(rng)
            continue
        yield state
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def relic_decision(actions: int) -> State:
    """A Relic Expedition explorer to decide in its own turn among at least
    `actions` choices, reached by random play from seed 3."""
    return next(
        state
        for state in relic_decisions()
        if len(state.legal_actions()) >= actions and state.turn_owner() == state.current_player()
    )
