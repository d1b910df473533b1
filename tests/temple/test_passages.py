"""Secret passages and secret rooms (rulebook p.7-8, p.11)."""

from __future__ import annotations

from expeditions.games.temple.phases import PH_AFTER, PH_RETURN

from .helpers import altar, do, explore_now, light_room, place, setup, texts

NONE, PINK = (0, 0, 0, 0, 0), (1, 0, 0, 0, 0)


def _orange_board():
    s = setup()
    light_room(s, "a2", 0, 0, 1)  # pink door towards b2, no door towards a1
    altar(s, "b2", 2)  # the yellow altar
    return s


def test_orange_example_passage_through_a_wall_then_on_with_the_pink_key():  # p.8
    s = explore_now(_orange_board(), 0, "a1", keys=PINK, passages=1)
    assert "go a2" not in texts(s)
    do(s, "passage a2")
    assert s.passages[0] == 0 and s.passages_left == 6
    do(s, "go b2", "dig 1")
    assert s.explorer[0] == place("b2") and s.score[0] == 3


def test_red_example_secret_room_plus_ten_then_out_before_it_closes():  # p.8
    s = explore_now(setup(), 0, "a1", keys=PINK, passages=1)
    do(s, "go outside", "passage x1", "dig 1")
    assert s.score[0] == 10
    assert s.phase == PH_RETURN and texts(s) == ["return", "stay"]
    do(s, "return")
    assert s.explorer[0] == place("outside") and s.phase == PH_AFTER


def test_beige_example_two_passages_dig_at_the_altar_and_slip_back():  # p.8
    s = setup()
    light_room(s, "a2", 4, 0, 4)  # brown door to the outside
    altar(s, "b2", 2)
    explore_now(s, 0, "outside", keys=NONE, passages=2)
    do(s, "passage a2", "passage b2", "dig 3", "return")
    assert s.explorer[0] == place("a2")
    assert s.passages[0] == 0 and s.score[0] == 2 and s.phase == PH_AFTER


def test_black_example_passage_through_a_door_dig_and_stay():  # p.8
    s = explore_now(setup(), 0, "outside", keys=NONE, passages=1)
    do(s, "passage a1", "dig", "stay")
    assert s.explorer[0] == place("a1") and s.phase == PH_AFTER


def test_red_example_two_passages_then_stays_at_the_altar():  # p.8
    s = setup()
    light_room(s, "a2", 4, 0, 4)
    altar(s, "b2", 2)
    explore_now(s, 0, "outside", keys=NONE, passages=2)
    do(s, "passage a2", "passage b2", "dig 1", "draw pair card", "draw five card", "draw key card")
    do(s, "keep key card", "stay")
    assert s.explorer[0] == place("b2")


def test_passage_only_where_keys_do_not_open():  # p.8
    s = setup()
    light_room(s, "b1", 1, 0, 4)  # blue door between a1 and b1
    explore_now(s, 0, "a1", keys=(1, 1, 0, 0, 0), passages=1)
    assert "go b1" in texts(s) and "passage b1" not in texts(s)
    explore_now(s, 0, "a1", keys=PINK, passages=1)
    assert "passage b1" in texts(s)


def test_passing_the_same_wall_a_second_time_stops_the_explorer():  # p.8
    s = setup()
    light_room(s, "a2", 4, 0, 4)
    explore_now(s, 0, "outside", keys=NONE, passages=2)
    do(s, "passage a2", "passage outside")
    assert s.ex_stopped
    assert texts(s) == ["end exploration"]


def test_secret_rooms_are_reached_only_from_outside_by_passage():  # p.7
    s = explore_now(setup(), 0, "a1", keys=PINK, passages=1)
    assert not any(t.startswith("passage x") for t in texts(s))
    explore_now(s, 0, "outside", keys=PINK, passages=1)
    assert {f"passage x{i}" for i in range(1, 7)} <= set(texts(s))
    assert not any(t.startswith("go x") for t in texts(s))


def test_locked_in_a_secret_room_without_a_passage():  # p.8
    s = explore_now(setup(), 0, "x2", keys=PINK, passages=0)
    s.flags[place("x2")] = 1
    s.tent_used[0] = True
    assert texts(s) == ["end exploration"]


def test_start_the_turn_in_a_room_reached_by_passage_and_dig_without_moving():  # p.11
    s = explore_now(setup(), 0, "e3", keys=NONE)
    assert "dig" in texts(s)


def test_secret_room_bonuses():  # p.6, p.7
    s = explore_now(setup(), 0, "outside", keys=NONE, passages=1)
    do(s, "passage x5", "dig 1")
    assert s.score[0] == 5
    assert texts(s)[:3] == ["treasure from 1", "treasure from 2", "treasure from 3"]


def test_walking_on_after_a_passage_closes_it_behind():  # p.8
    s = setup()
    light_room(s, "a2", 0, 1, 1)  # pink doors towards b2 (SE) and the outside (NW)
    light_room(s, "b2", 0, 0, 4)  # pink door back towards a2
    explore_now(s, 0, "a1", keys=PINK, passages=1)
    do(s, "passage a2", "go b2")
    do(s, "tent key yellow")  # a new key: walking on is allowed again
    assert "go a2" in texts(s)
    do(s, "go a2", "dig")
    assert s.phase != PH_RETURN  # option 3 of p.8 was only for the room just entered
    assert s.explorer[0] == place("a2") and s.flags[place("a2")] == 1


def test_option_three_return_is_offered_only_in_the_room_entered_by_passage():  # p.8
    s = explore_now(_orange_board(), 0, "a1", keys=PINK, passages=1)
    do(s, "passage a2", "dig")
    assert s.phase == PH_RETURN
    do(s, "return")
    assert s.explorer[0] == place("a1")
