"""`expeditions bench` times ISMCTS in mid-game, not at the setup decision."""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions.bench import (
    heuristic_decisions,
    ismcts_speed,
    midgame_positions,
    random_playout,
)


@pytest.mark.parametrize("name", ["temple", "cave"])
def test_positions_come_from_the_middle_of_a_seeded_game(name):
    game = expeditions.load(name, players=2)
    length = random_playout(game, random.Random(7))
    found = midgame_positions(game, seed=7, count=3)
    assert len(found) == 3
    for state in found:
        assert state.current_player() >= 0
        assert len(state.legal_actions()) > 1
        assert 0.25 * length <= len(state.history) <= 0.75 * length


def test_the_speed_counts_the_iterations_searched():
    rate = ismcts_speed(expeditions.load("temple", players=2), seed=3, iterations=5)
    assert rate is not None and rate > 0


def test_heuristic_decisions_are_choices_after_the_first_actions_of_a_seeded_game():
    """The search studies judge moves at these: decisions with a choice, of the
    kind asked for, after `after` actions, the same for the same seed."""
    game = expeditions.load("temple", players=2)
    found = heuristic_decisions(game, seed=3, count=3, after=40)
    assert len(found) == 3
    for state in found:
        assert len(state.history) >= 40
        assert state.current_player() >= 0 and len(state.legal_actions()) > 1
    again = heuristic_decisions(game, seed=3, count=3, after=40)
    assert [s.history for s in again] == [s.history for s in found]
    assert heuristic_decisions(game, seed=3, count=3, offered=lambda legal: False) == []
    many = heuristic_decisions(game, seed=3, count=3, offered=lambda legal: len(legal) > 3)
    assert many and all(len(s.legal_actions()) > 3 for s in many)
