"""The explorer phase: moving through doors with keys and digging (rulebook p.6, p.11)."""

from __future__ import annotations

from expeditions.games.temple.components import CHAMBER, P_DIG, P_DOORS
from expeditions.games.temple.phases import PH_AFTER, PH_CHANCE, PH_EXPLORE

from .helpers import altar, do, explore_now, light_room, place, setup, texts, to_explore

PINK, BLUE = (1, 0, 0, 0, 0), (0, 1, 0, 0, 0)
PINK_BLUE = (1, 1, 0, 0, 0)


def _goes(s) -> set[str]:
    return {t[3:] for t in texts(s) if t.startswith("go ")}


def test_explorer_moves_only_through_discovered_rooms_with_keys():  # p.6
    s = to_explore(setup())
    assert _goes(s) == {"a1", "a3", "e1", "e3"}  # pink and blue doors to the outside


def test_a_door_needs_a_key_of_its_colour_in_the_backpack():  # p.6
    s = explore_now(setup(), 0, "outside", keys=PINK)
    assert _goes(s) == {"a1", "e3"}


def test_camp_keys_do_not_open_doors():  # p.9
    s = explore_now(setup(), 0, "outside", keys=(0, 0, 0, 0, 0))
    s.camp_hidden[0] = [3, 3, 3, 3, 3]
    assert _goes(s) == set()


def test_a_door_on_one_side_of_a_wall_opens_it_both_ways():  # p.6
    s = setup()
    light_room(s, "b1", 1, 0, 4)  # blue door facing a1; a1 has no door on that wall
    s = explore_now(s, 0, "outside", keys=PINK_BLUE)
    assert "b1" in _goes(s)
    s = explore_now(s, 0, "b1", keys=BLUE)
    assert "a1" in _goes(s) and "outside" not in _goes(s)
    s = explore_now(s, 0, "outside", keys=PINK)
    assert "b1" not in _goes(s)


def test_two_different_doors_on_one_wall_need_both_keys():  # p.6
    s = setup()
    light_room(s, "a1", 0, 1, 1)  # pink doors towards b1 and outside
    light_room(s, "b1", 1, 0, 4)  # blue door towards a1
    s = explore_now(s, 0, "outside", keys=PINK)
    assert "a1" in _goes(s) and "b1" not in _goes(s)
    s = explore_now(s, 0, "outside", keys=PINK_BLUE)
    assert "b1" in _goes(s)


def test_leave_the_temple_by_one_door_and_come_back_by_another():  # p.6
    s = explore_now(setup(), 0, "a1", keys=PINK_BLUE)
    assert {"outside", "e1", "a3"} <= _goes(s)
    do(s, "go e1")
    assert s.explorer[0] == place("e1")


def test_movement_distance_is_unlimited():  # p.6
    s = setup()
    light_room(s, "b1", 1, 0, 4)
    light_room(s, "c2", 1, 1, 1)  # blue doors towards b1 (edge 4) and edge 1
    s = explore_now(s, 0, "e3", keys=PINK_BLUE)
    assert "c2" in _goes(s)


def test_explorer_phase_is_optional():  # p.5
    s = to_explore(setup())
    assert "end exploration" in texts(s)
    do(s, "end exploration")
    assert s.phase == PH_AFTER and s.explorer[0] == place("outside")


def test_dig_plants_a_flag_for_the_bonus_and_the_door_points():  # p.6
    s = to_explore(setup())
    do(s, "go a1", "dig")
    assert s.flags[place("a1")] == 1
    assert s.parts[0][P_DIG] == 3  # a light room with one door
    assert s.parts[0][P_DOORS] == 1
    assert s.flags_left[0] == 19


def test_a_flag_stops_the_explorer():  # p.6
    s = to_explore(setup())
    do(s, "go a1", "dig")
    assert s.phase == PH_AFTER
    assert not any(t.startswith("go ") for t in texts(s))


def test_one_flag_per_room_per_player():  # p.6, p.11
    s = setup()
    s.flags[place("a1")] = 1
    s = explore_now(s, 0, "a1", keys=PINK)
    assert "dig" not in texts(s)
    s = explore_now(s, 1, "a1", keys=PINK)
    assert "dig" in texts(s)


def test_light_room_bonus_taken_once_later_flags_earn_door_points_only():  # p.6
    s = setup()
    s.flags[place("e1")] = 1
    s.bonus_owner[place("e1") * 4] = 0
    explore_now(s, 1, "e1", keys=BLUE)
    do(s, "dig")
    assert s.parts[1][P_DIG] == 0 and s.parts[1][P_DOORS] == 2


def test_light_room_with_two_doors_bonus_is_one_point():  # decision (rules/temple.md)
    s = explore_now(setup(), 0, "e1", keys=BLUE)
    do(s, "dig")
    assert s.parts[0][P_DIG] == 1 and s.parts[0][P_DOORS] == 2


def test_door_points_example_first_second_green_third_blue():  # p.6
    s = setup()
    explore_now(s, 0, "e5")  # first green room, two doors
    do(s, "dig")
    assert s.parts[0][P_DOORS] == 2
    light_room(s, "c3", 3, 2, 0)  # a second green room with two doors
    explore_now(s, 0, "c3")
    do(s, "dig")
    assert s.parts[0][P_DOORS] == 2 + 4
    light_room(s, "c4", 1, 2, 0)  # blue rooms already flagged: 1 + 2 doors
    s.flags[place("a3")] |= 1
    s.flags[place("c4")] |= 1
    explore_now(s, 0, "e1")  # the third blue room, two doors
    do(s, "dig")
    assert s.parts[0][P_DOORS] == 2 + 4 + 5


def test_altar_bonus_spaces_each_taken_once():  # p.6
    s = setup()
    altar(s, "c3", 0)
    explore_now(s, 0, "c3")
    assert [t for t in texts(s) if t.startswith("dig")] == ["dig 1", "dig 2", "dig 3"]
    do(s, "dig 1")
    assert s.score[0] == 3 and s.phase == PH_CHANCE  # and a special card
    explore_now(s, 1, "c3")
    assert [t for t in texts(s) if t.startswith("dig")] == ["dig 2", "dig 3"]


def test_altar_treasure_space_draws_from_a_chosen_stack():  # p.6
    s = setup()
    altar(s, "c3", 0)
    explore_now(s, 0, "c3")
    do(s, "dig 2")
    assert texts(s)[:3] == ["treasure from 1", "treasure from 2", "treasure from 3"]
    do(s, "treasure from 1", "draw mask", "draw mask", "draw idol", "keep idol")
    assert s.tr_hidden[0][1] == 1 and s.phase == PH_AFTER


def test_treasure_chamber_example_sixteen_points():  # p.6
    s = setup()
    s.kind[place("c3")] = CHAMBER
    explore_now(s, 0, "c3")
    do(s, "dig 1")
    assert s.score[0] == 16
    explore_now(s, 1, "c3")
    do(s, "dig 2")
    assert s.score[1] == 12


def test_rescue_key_for_ten_points_when_no_dig_is_within_reach():  # p.6
    s = setup()
    s.score[0] = 12
    explore_now(s, 0, "outside", keys=(0, 0, 0, 0, 0))
    assert "rescue pink" in texts(s)
    do(s, "rescue pink")
    assert s.score[0] == 2 and s.backpack[0][0] == 1
    assert "go a1" in texts(s)


def test_rescue_again_while_the_new_key_still_reaches_no_dig():  # p.6, decision
    s = setup()
    s.score[0] = 25
    s.flags[place("a1")] = s.flags[place("e3")] = 1  # both pink rooms already flagged
    explore_now(s, 0, "outside", keys=(0, 0, 0, 0, 0))
    do(s, "rescue pink")
    assert "rescue blue" in texts(s)
    do(s, "rescue blue")
    assert s.score[0] == 5 and not any(t.startswith("rescue") for t in texts(s))
    assert {"go a3", "go e1"} <= set(texts(s))


def test_no_rescue_when_a_dig_is_within_reach_or_too_few_points():  # p.6
    s = setup()
    s.score[0] = 30
    explore_now(s, 0, "outside", keys=PINK)
    assert not any(t.startswith("rescue") for t in texts(s))
    s.score[0] = 9
    explore_now(s, 0, "outside", keys=(0, 0, 0, 0, 0))
    assert not any(t.startswith("rescue") for t in texts(s))


def test_explorer_may_stop_in_or_pass_a_room_with_own_flag():  # p.11
    s = setup()
    s.flags[place("a1")] = 1
    explore_now(s, 0, "outside", keys=PINK)
    assert "go a1" in texts(s)
    do(s, "go a1")
    assert s.phase == PH_EXPLORE and "dig" not in texts(s)


def test_treasure_chamber_without_doors_facing_it_only_by_passage():  # p.11
    s = setup()
    s.kind[place("b1")] = CHAMBER  # a1 and b0 beside it have their doors on the outside
    s = explore_now(s, 0, "a1", keys=(1, 1, 1, 1, 1), passages=1)
    assert "go b1" not in texts(s) and "passage b1" in texts(s)
    do(s, "passage b1", "dig 1")
    assert s.score[0] == 16


def test_a_light_room_door_facing_the_chamber_opens_the_way_in():  # p.6, p.7
    s = setup()
    s.kind[place("c1")] = CHAMBER
    light_room(s, "b0", 3, 1, 0)  # green doors east (towards b1) and west (outside)
    light_room(s, "b1", 3, 0, 2)  # green door south-west, towards c1
    s = explore_now(s, 0, "outside", keys=(0, 0, 0, 1, 0))
    assert "go c1" in texts(s)
    s = explore_now(s, 0, "outside", keys=(0, 0, 0, 0, 1))
    assert "go c1" not in texts(s)
