"""The German summary's differences, each an option that is off by default."""

from __future__ import annotations

import expeditions
from expeditions.games.cave.components import PASSAGE
from expeditions.games.cave.explorer import POS

from .scenario import FIRST_GAME_KIT, discover, do, explorer, started, tile_at

ROPES = ({**FIRST_GAME_KIT, "consumable": 2, "rope": 3}, None)


def test_every_variant_is_off_by_default():  # Cave summary (variants)
    game = expeditions.load("cave", players=2)
    assert dict(game.options) == {
        "depth_first_come": False,
        "descent_token_on_tile": False,
        "upkeep_at_base": False,
    }


def _two_descents(state) -> None:
    """Seat 0 ropes down to 25 m north; seat 1 then ropes to another 25 m tile."""
    do(state, "move 0 -1")
    discover(state, 16, 0, -2, 0)
    do(state, "move 0 -2 rope 1", "end turn", "move 0 1")
    discover(state, 18, 0, 2, 0)
    do(state, "move 0 2 rope 1")


def test_depth_tokens_one_per_player_by_default():  # Cave p.8
    state = started(2, kits=[ROPES] * 2)
    _two_descents(state)
    assert explorer(state, 0)["depth_tokens"] == [25]
    assert explorer(state, 1)["depth_tokens"] == [25]


def test_variant_depth_first_come():  # Cave summary: only the first to reach a depth
    state = started(2, kits=[ROPES] * 2, depth_first_come=True)
    _two_descents(state)
    assert explorer(state, 0)["depth_tokens"] == [25]
    assert explorer(state, 1)["depth_tokens"] == []
    assert explorer(state, 1)["tokens"] == {"traverse": 1}


def test_variant_traverse_token_lies_on_each_descent():  # Cave summary: one lies on the tile
    state = started(2, kits=[ROPES] * 2, descent_token_on_tile=True)
    do(state, "move 0 -1")
    discover(state, 16, 0, -2, 0)
    assert tile_at(state, 0, -2)["traverse_token"]
    do(state, "move 0 -2 rope 1")
    assert explorer(state, 0)["tokens"] == {"traverse": 1}
    assert not tile_at(state, 0, -2)["traverse_token"]


def test_variant_traverse_token_taken_only_once_per_descent():  # Cave summary
    state = started(2, kits=[ROPES] * 2, descent_token_on_tile=True)
    do(state, "move 0 -1")
    discover(state, 16, 0, -2, 0)  # descent open N, E, S
    do(state, "move 0 -2 rope 1", "end turn")
    # seat 1 stands on a passage east of the descent, at 0 m, and ropes in from there
    with state.edit():
        state.add((1, -2), PASSAGE, 0b1000, 0, -1, False)
        state.explorers[1][POS] = state.cells[(1, -2)]
    do(state, "move 0 -2 rope 1")
    e = explorer(state, 1)
    assert e["tokens"] == {}, "the one lying there is gone and a single rope adds none"
    assert e["depth_tokens"] == [25]


def test_base_camp_spares_the_upkeep_by_default():  # Cave p.4
    state = started(2)
    do(state, "end turn", "end turn")
    assert explorer(state, 0)["backpack"]["consumable"] == 4


def test_variant_upkeep_at_base_camp_too():  # Cave summary: a consumable every turn
    state = started(2, upkeep_at_base=True)
    assert explorer(state, 0)["backpack"]["consumable"] == 3, "the very first turn too"
    do(state, "end turn", "end turn")
    assert explorer(state, 0)["backpack"]["consumable"] == 2
