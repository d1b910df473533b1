"""Discovering tiles: drawing, placing, rockfalls, tokens and depth (pp.4-6)."""

from __future__ import annotations

import pytest

from expeditions import CHANCE, IllegalAction
from expeditions.games.cave.components import ROCKFALL, ROCKFALL_MASK

from .scenario import discover, do, explorer, started, texts, tile_at


def _blocked_exit(state):
    """Seat 0 on a corner at (1, -2) whose only exit leads to (1, -1): that space
    needs an opening north and rock west and south (the start passages)."""
    do(state, "move 0 -1")
    discover(state, 0, 0, -2, 0)  # cross
    do(state, "move 0 -2")
    discover(state, 2, 1, -2, 2)  # corner open south and west
    do(state, "move 1 -2", "end turn", "end turn")


def test_discovery_costs_one_ap_and_draws_from_stack_one():  # Cave p.4
    state = started(2)
    do(state, "move 0 -1", "discover")
    assert state.ap == 3
    assert state.current_player() == CHANCE
    drawn = {a.a for a in state.legal_actions()}
    assert drawn == set(range(20)), "stack I first"


def test_stacks_are_drawn_in_order_once_one_runs_out():  # Cave p.4
    state = started(2)
    with state.edit():
        state.left = [0, 3, 11, 11]
    do(state, "move 0 -1", "discover")
    assert {a.a for a in state.legal_actions()} == set(range(20, 40))


def test_no_discovery_from_the_base_camp():  # Cave p.6 (note)
    state = started(4)
    assert "discover" not in texts(state)
    do(state, "move 0 -1")
    assert "discover" in texts(state)


def test_placement_offers_every_fitting_exit_and_rotation():  # Cave p.4
    state = started(4)
    do(state, "move 0 -1", "discover", "draw 2")
    assert texts(state) == [
        "place 2 at 0 -2 turn 1",
        "place 2 at 0 -2 turn 2",
        "place 2 at 1 -1 turn 3",
    ]


def test_placement_must_match_opening_to_opening_and_rock_to_rock():  # Cave p.4
    state = started(4)
    do(state, "move 0 -1", "discover", "draw 0")
    assert texts(state) == ["place 0 at 0 -2 turn 0"], "a cross cannot sit on rock at 1 -1"


def test_new_tile_need_not_match_a_neighbouring_rockfall():  # Cave p.4 (note)
    state = started(2)
    _blocked_exit(state)
    do(state, "discover", "draw 4", "rockfall at 1 -1")
    # (2, -1) touches the rockfall (open all round) on its west: rock there fits too
    assert state.fits((2, -1), 0b1000)
    assert state.fits((2, -1), 0b0001)
    assert not state.fits((1, -3), 0b0100), "a real tile still needs its openings matched"


def test_unplaceable_tile_is_discarded_and_rockfall_laid_at_chosen_exit():  # Cave p.4, p.6 ex.3
    state = started(2)
    _blocked_exit(state)
    do(state, "discover", "draw 4")  # a straight fits nowhere around (1, -2)
    assert texts(state) == ["rockfall at 1 -1"]
    do(state, "rockfall at 1 -1")
    assert state.observation(0)["discarded"] == [4]
    assert tile_at(state, 1, -1)["kind"] == "rockfall"
    assert state.ap == 4


def test_explorers_may_enter_a_rockfall_but_not_discover_from_it():  # Cave p.4, p.10
    state = started(2)
    _blocked_exit(state)
    do(state, "discover", "draw 4", "rockfall at 1 -1", "move 1 -1")
    assert state.ap == 2, "a rockfall costs 2 AP"
    assert state.unexplored_exits(state.cells[(1, -1)]), "it has open space around"
    assert "discover" not in texts(state)


def test_example_descent_found_from_depth_zero_lies_at_25_m():  # Cave p.5-6 ex.1
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 16, 0, -2, 0)
    assert tile_at(state, 0, -2)["depth"] == 25
    assert tile_at(state, 0, -2)["token"] is None, "a depth marker, no exploration token"


def test_example_squeeze_gets_its_own_difficulty_token():  # Cave p.6 ex.2
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 13, 0, -2, 1)  # squeeze of difficulty I, a corner turned open E and S
    assert tile_at(state, 0, -2)["kind"] == "squeeze 1"
    assert tile_at(state, 0, -2)["token"] == "squeeze 1"


def test_no_discovery_from_a_tile_whose_exits_are_all_explored():  # Cave p.4
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 19, 0, -2, 0)  # a descent laid on the only exit of (0, -1)
    assert not state.unexplored_exits(state.cells[(0, -1)])
    assert "discover" not in texts(state)


def test_rockfalls_never_run_out():  # Cave p.4 (a substitute once the 16 are used)
    state = started(2)
    with state.edit():
        for k in range(16):
            state.add((10 + k, 10), ROCKFALL, ROCKFALL_MASK, 0, -1, False)
    _blocked_exit(state)
    do(state, "discover", "draw 4", "rockfall at 1 -1")
    assert sum(1 for t in state.observation(0)["tiles"] if t["kind"] == "rockfall") == 17


def test_water_and_photo_tiles_get_their_tokens():  # Cave p.5
    state = started(3)
    do(state, "move 0 -1")
    discover(state, 7, 0, -2, 0)
    do(state, "move 0 0", "move -1 0")
    discover(state, 9, -2, 0, 1)
    assert tile_at(state, 0, -2)["token"] == "water"
    assert tile_at(state, -2, 0)["token"] == "photo"


def test_tiles_found_beyond_a_descent_stay_at_its_depth():  # Cave p.5
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 16, 0, -2, 0)  # descent, open N E S
    do(state, "move 0 -2 rope 1")
    discover(state, 0, 0, -3, 0)  # a cross beyond it
    assert tile_at(state, 0, -3)["depth"] == 25
    do(state, "end turn", "end turn", "move 0 -3")
    discover(state, 17, 0, -4, 0)  # a second descent goes one level deeper
    assert tile_at(state, 0, -4)["depth"] == 50


def test_rockfall_lies_at_the_depth_it_was_found_from():  # Cave p.4 (decision)
    state = started(2)
    _blocked_exit(state)
    do(state, "discover", "draw 4", "rockfall at 1 -1")
    assert tile_at(state, 1, -1)["depth"] == 0


def test_placing_is_compulsory_when_a_fit_exists():  # Cave p.4 (decision)
    state = started(2)
    do(state, "move 0 -1", "discover", "draw 0")
    with pytest.raises(IllegalAction):
        do(state, "end turn")
    assert explorer(state, 0)["at"] == [0, -1]
