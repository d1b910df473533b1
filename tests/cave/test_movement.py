"""Moving: tile kinds, ropes and depth, water, photos, the 5-AP move (pp.7-10)."""

from __future__ import annotations

from expeditions.games.cave.components import DESCENT, PASSAGE
from expeditions.games.cave.explorer import POS

from .scenario import FIRST_GAME_KIT, discover, do, explorer, started, texts, tile_at

ROPES = {**FIRST_GAME_KIT, "consumable": 2, "rope": 3}
BARE = {"consumable": 4}


def _descent_north(state):
    """Seat 0 stands on (0, -1); a descent (25 m) lies at (0, -2)."""
    do(state, "move 0 -1")
    discover(state, 16, 0, -2, 0)


def _deep_neighbour(state, levels: int) -> None:
    """A passage `levels` below (0, -2), laid directly for the example."""
    with state.edit():
        state.add((0, -2), PASSAGE, 0b0101, levels, -1, False)


def test_step_to_a_passage_costs_one_ap():  # Cave p.7, p.10
    state = started(2)
    do(state, "move 0 -1")
    assert state.ap == 4
    assert explorer(state, 0)["at"] == [0, -1]


def test_several_explorers_may_share_a_tile():  # Cave p.7
    state = started(2)
    do(state, "move 0 -1", "end turn", "move 0 -1")
    obs = state.observation(1)
    assert obs["explorers"][0]["at"] == obs["explorers"][1]["at"] == [0, -1]


def test_only_connected_neighbours_can_be_entered():  # Cave p.10
    state = started(3)
    do(state, "move 0 -1")
    steps = [t for t in texts(state) if t.startswith("move")]
    assert steps == ["move 0 0"], "rock between (0, -1) and (1, -1)-less sides"


def test_example_rope_one_level_costs_one_rope_two_ap_one_traverse():  # Cave p.7 ex.1
    state = started(2, kits=[(ROPES, None)] * 2)
    _descent_north(state)
    assert "move 0 -2 rope 1" in texts(state)
    do(state, "move 0 -2 rope 1")
    e = explorer(state, 0)
    assert state.ap == 1, "1 + 1 discovery + 2 for the rope and the step"
    assert e["backpack"]["rope"] == 2
    assert e["tokens"] == {"traverse": 1}
    assert e["depth_tokens"] == [25]
    assert state.observation(0)["ropes"] == [[0, -1, 0, -2, 0]]


def test_rope_two_levels_costs_two_ropes_three_ap():  # Cave p.7-8
    state = started(2, kits=[(ROPES, None)] * 2)
    _deep_neighbour(state, 2)
    do(state, "move 0 -1")
    assert "move 0 -2 rope 2" in texts(state)
    do(state, "move 0 -2 rope 2")
    e = explorer(state, 0)
    assert state.ap == 1
    assert (e["backpack"]["rope"], e["tokens"]["traverse"], e["depth_tokens"]) == (1, 2, [50])


def test_example_rope_three_levels_costs_three_ropes_four_ap():  # Cave p.8 ex.2
    state = started(2, kits=[(ROPES, None)] * 2)
    _deep_neighbour(state, 3)
    do(state, "move 0 -1", "end turn", "end turn")
    do(state, "move 0 -2 rope 3")
    e = explorer(state, 0)
    assert state.ap == 1
    assert "rope" not in e["backpack"]
    assert e["tokens"]["traverse"] == 3
    assert e["depth_tokens"] == [75]


def test_rope_placing_and_step_must_fit_in_one_turn():  # Cave p.7
    state = started(2, kits=[(ROPES, None)] * 2)
    _deep_neighbour(state, 3)
    do(state, "move 0 -1", "move 0 0", "move 0 -1")
    assert state.ap == 2
    assert not [t for t in texts(state) if t.startswith("move 0 -2")], "4 AP needed"


def test_too_few_ropes_means_no_step():  # Cave p.7
    state = started(2)  # one rope only
    _deep_neighbour(state, 2)
    do(state, "move 0 -1")
    assert not [t for t in texts(state) if t.startswith("move 0 -2")]


def test_existing_rope_costs_one_ap_and_no_rope_from_anyone():  # Cave p.7
    state = started(2, kits=[(ROPES, None)] * 2)
    _descent_north(state)
    do(state, "move 0 -2 rope 1", "end turn", "move 0 -1")
    assert "move 0 -2" in texts(state)
    assert "move 0 -2 rope 1" not in texts(state), "no second rope on a linked pair"
    do(state, "move 0 -2")
    e = explorer(state, 1)
    assert state.ap == 3
    assert e["backpack"]["rope"] == 3
    assert e["tokens"] == {} and e["depth_tokens"] == [], "not over one's own rope"


def test_depth_token_once_per_value_only_over_own_rope():  # Cave p.8
    state = started(2, kits=[(ROPES, None)] * 2)
    _descent_north(state)
    do(state, "move 0 -2 rope 1", "end turn", "end turn")
    do(state, "move 0 -1", "move 0 -2")  # back up and down its own rope
    assert explorer(state, 0)["depth_tokens"] == [25]
    discover(state, 17, 1, -2, 1)  # a descent to 50 m found from 25 m
    do(state, "move 1 -2 rope 1")
    assert explorer(state, 0)["depth_tokens"] == [25, 50]
    assert explorer(state, 0)["tokens"]["traverse"] == 2


def test_depth_token_for_climbing_up_to_a_new_depth_too():  # Cave p.8
    state = started(2, kits=[(ROPES, None)] * 2)
    with state.edit():
        state.add((0, -2), PASSAGE, 0b0111, 2, -1, False)  # at 50 m, open N, E, S
        state.add((1, -2), PASSAGE, 0b1000, 1, -1, False)  # at 25 m, open W
        state.explorers[0][POS] = state.cells[(0, -2)]  # explorer 0 down at 50 m
    do(state, "move 1 -2 rope 1")
    assert explorer(state, 0)["depth_tokens"] == [25]


def test_dive_costs_two_ap_and_one_oxygen_use_and_takes_the_token():  # Cave p.9
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 7, 0, -2, 0)
    do(state, "dive 0 -2")
    e = explorer(state, 0)
    assert state.ap == 1
    assert e["tokens"] == {"water": 1}
    assert e["backpack"]["half-oxygen"] == 1 and "oxygen" not in e["backpack"]
    assert tile_at(state, 0, -2)["token"] is None


def test_oxygen_token_has_two_uses():  # Cave p.9
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 7, 0, -2, 0)
    do(state, "dive 0 -2", "end turn", "end turn", "move 0 -1", "dive 0 -2")
    e = explorer(state, 0)
    assert "oxygen" not in e["backpack"] and "half-oxygen" not in e["backpack"]
    do(state, "move 0 -1")
    assert "dive 0 -2" not in texts(state), "no oxygen left"


def test_boat_costs_one_ap_and_takes_no_token():  # Cave p.9
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 7, 0, -2, 0)
    do(state, "boat 0 -2")
    e = explorer(state, 0)
    assert state.ap == 2
    assert e["tokens"] == {} and e["backpack"]["boat"] == 1 and e["backpack"]["oxygen"] == 1
    assert tile_at(state, 0, -2)["token"] == "water"


def test_after_the_boat_one_ap_and_oxygen_explore_the_water():  # Cave p.9 (note)
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 7, 0, -2, 0)
    do(state, "boat 0 -2", "explore")
    e = explorer(state, 0)
    assert state.ap == 1
    assert e["tokens"] == {"water": 1} and e["backpack"]["half-oxygen"] == 1
    assert "explore" not in texts(state)


def test_photo_needs_a_camera_and_one_ap():  # Cave p.9
    kits = [(FIRST_GAME_KIT, None), ({**FIRST_GAME_KIT, "camera": 0}, None)]
    state = started(2, kits=kits)
    do(state, "move 0 -1")
    discover(state, 9, 0, -2, 0)
    do(state, "end turn", "move 0 -1", "move 0 -2")
    assert state.ap == 3, "entering a photo tile costs 1"
    assert "photo" not in texts(state), "no camera"
    do(state, "end turn", "move 0 -2", "photo")
    assert explorer(state, 0)["tokens"] == {"photo": 1}
    assert explorer(state, 0)["backpack"]["camera"] == 1, "the camera stays"
    assert tile_at(state, 0, -2)["token"] is None


def test_tokens_collected_lie_open_for_everyone_to_see():  # Cave p.7
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 15, 0, -2, 0)
    do(state, "move 0 -2")
    for seat in (0, 1, None):
        assert state.observation(seat)["explorers"][0]["tokens"] == {"squeeze 2": 1}


def test_example_squeeze_two_costs_three_ap_first_takes_token():  # Cave p.10 example
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 15, 0, -2, 0)
    assert "move 0 -2" in texts(state)
    do(state, "move 0 -2")
    assert state.ap == 0
    assert explorer(state, 0)["tokens"] == {"squeeze 2": 1}


def test_squeeze_cost_is_paid_even_without_its_token():  # Cave p.10
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 15, 0, -2, 0)
    do(state, "move 0 -2", "end turn", "move 0 -1")
    do(state, "move 0 -2")
    assert state.ap == 1
    assert explorer(state, 1)["tokens"] == {}


def test_five_ap_move_into_water_without_equipment_takes_no_token():  # Cave p.10 example
    state = started(2, kits=[(BARE, None)] * 2)
    do(state, "move 0 -1")
    discover(state, 7, 0, -2, 0)
    assert not [t for t in texts(state) if t.endswith("0 -2")]
    do(state, "end turn", "end turn")
    assert "crawl 0 -2" in texts(state)
    do(state, "crawl 0 -2")
    assert explorer(state, 0)["at"] == [0, -2]
    assert explorer(state, 0)["tokens"] == {}
    assert state.current_player() == 1, "nothing else that turn"


def test_five_ap_move_needs_no_rope_and_gives_no_depth_token():  # Cave p.10
    state = started(2, kits=[(BARE, None)] * 2)
    _descent_north(state)
    do(state, "end turn", "end turn", "crawl 0 -2")
    e = explorer(state, 0)
    assert e["at"] == [0, -2] and e["depth_tokens"] == [] and e["tokens"] == {}
    assert state.observation(0)["ropes"] == []


def test_five_ap_move_only_with_all_five_ap():  # Cave p.10
    state = started(2)
    assert "crawl 0 -1" in texts(state)
    do(state, "move 0 -1")
    assert not [t for t in texts(state) if t.startswith("crawl")]


def test_five_ap_move_is_the_whole_turn_not_even_a_free_drop_before():  # Cave p.10
    """ "without doing anything else in its turn": not even a free action."""
    state = started(2)
    do(state, "drop rope")
    assert state.ap == 5
    assert not [t for t in texts(state) if t.startswith("crawl")]
    do(state, "end turn", "end turn")
    assert "crawl 0 -1" in texts(state), "the next turn starts fresh"


def test_without_consumables_only_the_five_ap_move_until_base():  # Cave p.10
    state = started(2, kits=[({"consumable": 0, "rope": 1}, None)] * 2)
    do(state, "move 0 -1", "end turn", "end turn")
    assert state.restricted
    assert texts(state) == ["end turn", "crawl 0 0"]
    do(state, "crawl 0 0", "end turn")
    assert not state.restricted, "back on the base camp"
    assert "refill" in texts(state)


def test_restricted_explorer_recovers_on_own_tent_with_consumables():  # Cave p.10
    tent = {"consumable": 4}
    state = started(2, kits=[({"consumable": 0, "rope": 1}, tent), (BARE, None)])
    do(state, "move 0 -1", "pitch", "end turn", "end turn")
    assert not state.restricted
    e = explorer(state, 0)
    assert e["tent_contents"] == {"consumable": 3}


def test_consumables_in_a_packed_tent_do_not_feed_the_team():  # Cave p.10-11
    # the tent's slots are unusable while it is in the backpack, and a team
    # without consumables may do nothing but the 5-AP step, so not pitch
    tent = {"consumable": 4}
    state = started(2, kits=[({"consumable": 0, "rope": 1}, tent), (BARE, None)])
    do(state, "move 0 -1", "end turn", "end turn")
    assert state.restricted
    assert texts(state) == ["end turn", "crawl 0 0"]
    assert explorer(state, 0)["tent_contents"] == {"consumable": 4}


def test_descent_needs_rope_but_same_level_neighbours_do_not():  # Cave p.7
    state = started(2)
    _descent_north(state)
    assert tile_at(state, 0, -2)["kind"] == "descent"
    assert state.kind[state.cells[(0, -2)]] == DESCENT
    assert [t for t in texts(state) if "0 -2" in t and not t.startswith("crawl")] == [
        "move 0 -2 rope 1"
    ]


def test_a_rope_links_two_specific_tiles_only():  # Cave p.7
    state = started(2, kits=[(ROPES, None)] * 2)
    _descent_north(state)  # descent at (0, -2), open N, E, S
    do(state, "move 0 -2 rope 1", "end turn")
    # a passage at 0 m east of the descent: the rope from (0, -1) does not serve it
    with state.edit():
        state.add((1, -2), PASSAGE, 0b1000, 0, -1, False)
        state.explorers[1][POS] = state.cells[(1, -2)]
    assert "move 0 -2 rope 1" in texts(state)
    assert "move 0 -2" not in texts(state)
