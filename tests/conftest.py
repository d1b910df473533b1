"""Shared fixtures: games by name and seeded random playthroughs."""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions.core.play import resolve_chance


def game_configs() -> list[tuple[str, int]]:
    """Every registered game at every player count it allows."""
    out = []
    for name in expeditions.games():
        info = expeditions.core.game_class(name).info
        for n in range(info.min_players, info.max_players + 1):
            out.append((name, n))
    return out


def random_walk(state, rng: random.Random, limit: int | None = None):
    """Yield each state (before acting) along a random game."""
    steps = 0
    cap = limit if limit is not None else state.game.max_game_length()
    while not state.is_terminal() and steps < cap:
        yield state
        if state.is_chance_node():
            resolve_chance(state, rng)
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        steps += 1


@pytest.fixture
def rng() -> random.Random:
    return random.Random(12345)
