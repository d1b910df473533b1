"""The movement phase: step, reveal, roll, succeed or fail (rulebook p.7-9)."""

from __future__ import annotations

import pytest

import expeditions
from expeditions import CHANCE, IllegalAction
from expeditions.games.southpole.actions import CAMP_ACTION, MOVE, TENT_ACTION, Action
from expeditions.games.southpole.components import (
    INITIAL_POOLS,
    SHIP_SPACE,
    SPACE_OF_LABEL,
    pool_index,
)
from expeditions.games.southpole.state import ONWARD

from .scenario import dealt, play, roll, step, texts, walk


def test_explorer_moves_only_to_neighbouring_spaces():  # South Pole p.8
    s = play(dealt(3), "choose 5 white 1 blue")
    assert sorted(t for t in texts(s) if t.startswith("move")) == [
        "move g4",
        "move g5",
        "move h3",
    ]
    with pytest.raises(IllegalAction, match="neighbouring"):
        play(s, "move f3")


def test_moving_onto_a_face_down_tile_reveals_it_to_everyone():  # South Pole p.8
    s = play(dealt(3, g4="black"), "choose 3 black 3 blue", "move g4")
    assert s.current_player() == CHANCE
    assert "tile 3" in texts(s)
    play(s, "tile 3")
    for seat in (None, 0, 1, 2):
        space = s.observation(seat)["spaces"][SPACE_OF_LABEL["g4"]]
        assert space["face_up"] and space["face"]["need"] == {"black": 4, "blue": 3}


def test_face_drawn_only_from_tiles_with_that_back():  # South Pole p.7 (back hint)
    s = play(dealt(3, g4="blue"), "choose 1 black 5 blue", "move g4")
    outcomes = s.chance_outcomes()
    blue_terrain = INITIAL_POOLS[pool_index(0, 2)]
    assert [a.a for a, _ in outcomes] == list(blue_terrain)
    assert all(abs(p - 1 / len(blue_terrain)) < 1e-12 for _, p in outcomes)
    assert "tile 3" not in texts(s), "tile 3 has a black back"


def test_mountains_can_never_be_entered():  # South Pole p.8
    s = dealt(3)
    walk(s, "g4", "f4")
    play(s, "move e4")
    play(s, texts(s)[0])
    roll(s, 3, 3, 3, 3, 3, 3)
    play(s, "arrive")
    assert "move d4" not in texts(s)
    with pytest.raises(IllegalAction, match="mountain"):
        play(s, "move d4")


def test_may_enter_a_space_already_crossed_this_turn():  # South Pole p.8
    s = walk(dealt(3), "g4")
    assert "move g5" in texts(s)
    walk(s, "g5")
    assert "move g4" in texts(s)
    step(s, "g4")
    assert s.at == SPACE_OF_LABEL["g4"] and s.current_player() == 0


def test_may_enter_a_space_with_an_opponent_tent():  # South Pole p.8
    s = walk(dealt(2), "g4")
    play(s, "camp")
    play(s, "choose 2 white 2 black 2 blue")
    assert "move g4" in texts(s)
    step(s, "g4")
    assert "arrive" in texts(s)


def test_every_die_is_rolled_on_its_own_with_true_odds():  # South Pole p.8
    s = play(dealt(3, g4="black"), "choose 1 white 5 black", "move g4", "tile 3")
    assert len(s.rolling) == 6
    odds = {str(a): p for a, p in s.chance_outcomes()}
    assert odds == {
        "roll white blank": 1 / 6,
        "roll white 1": 2 / 6,
        "roll white 2": 2 / 6,
        "roll white 3": 1 / 6,
    }
    roll(s, 1)
    assert {str(a) for a in s.legal_actions()} == {
        "roll black blank",
        "roll black 1",
        "roll black 2",
        "roll black 3",
    }


def test_example_black_4_and_blue_3_reaches_the_tile():  # South Pole p.8 (example)
    s = play(dealt(3, g4="black"), "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 2, 2, 0, 1, 1, 1)
    assert s.observation(0)["sums"] == {"white": 0, "black": 4, "blue": 3}
    assert "arrive" in texts(s) and "fail" not in texts(s)


def test_example_black_4_but_blue_2_fails():  # South Pole p.8 (example)
    s = play(dealt(3, g4="black"), "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 3, 3, 3, 2, 0, 0)
    assert "fail" in texts(s) and "arrive" not in texts(s)


def test_failed_roll_gains_a_cube_tent_stays_turn_passes():  # South Pole p.8
    s = play(dealt(3, g4="black"), "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 0, 0, 0, 0, 0, 0)
    play(s, "fail")
    assert s.cubes[0] == 2
    assert s.tents[0] == SHIP_SPACE
    assert s.current_player() == 1 and s.at == SHIP_SPACE
    assert s.dice == [], "all dice go back to the supply"
    assert s.observation(None)["spaces"][SPACE_OF_LABEL["g4"]]["face_up"], "stays revealed"


def test_failed_tile_stays_revealed_for_the_next_player():  # South Pole p.8 (decision)
    s = play(dealt(3, g4="black"), "choose 5 white 1 blue", "move g4", "tile 3")
    roll(s, 3, 3, 3, 3, 3, 3)
    play(s, "fail", "choose 3 black 3 blue", "move g4")
    assert s.current_player() == CHANCE and s.drawing < 0, "no new draw: the face is up"
    assert len(s.rolling) == 6


def test_after_success_go_on_or_make_camp():  # South Pole p.9
    s = walk(dealt(3), "g4")
    options = texts(s)
    assert "camp" in options and any(t.startswith("move") for t in options)
    assert "end turn" not in options


def test_going_on_uses_the_same_dice():  # South Pole p.9 (example A), p.11
    s = play(dealt(3), "choose 4 white 2 blue")
    walk(s, "g4")
    play(s, "move f4")
    play(s, texts(s)[0])
    assert s.dice == [0, 0, 0, 0, 2, 2]
    assert not any(t.startswith("choose") for t in texts(s))
    with pytest.raises(IllegalAction):
        play(s, "choose 5 black 1 blue")


def test_making_camp_places_marker_and_tent_and_ends_turn():  # South Pole p.9 (example B)
    s = walk(dealt(3), "g4")
    play(s, "camp")
    g4 = SPACE_OF_LABEL["g4"]
    assert s.tents[0] == g4 and s.camps[g4] == 1
    assert s.current_player() == 1
    s2 = walk(s, "g5")
    play(s2, "camp")
    assert s2.current_player() == 2


def test_next_turn_starts_from_the_tent():  # South Pole p.7
    s = walk(dealt(2), "g4", "f4")
    play(s, "camp")
    play(s, "choose 5 white 1 blue", "move g4")
    roll(s, 0, 0, 0, 0, 0, 0)
    play(s, "fail")
    assert s.at == SPACE_OF_LABEL["f4"]
    assert {t for t in texts(s) if t.startswith("choose")}


def test_no_camp_where_an_opponent_tent_stands_must_go_on():  # South Pole p.9, p.11
    s = walk(dealt(2), "g4")
    play(s, "camp")
    walk(s, "g4")
    options = texts(s)
    assert "camp" not in options and "end turn" not in options
    with pytest.raises(IllegalAction, match="tent"):
        play(s, "camp")
    walk(s, "g5")
    play(s, "camp")
    assert s.tents == [SPACE_OF_LABEL["g4"], SPACE_OF_LABEL["g5"]]


def test_camp_marker_stays_when_the_tent_moves_on():  # South Pole p.9 (note)
    s = walk(dealt(2), "g4")
    play(s, "camp")
    s = walk(s, "h3")
    play(s, "camp")
    walk(s, "f4")
    play(s, "camp")
    g4 = SPACE_OF_LABEL["g4"]
    assert s.tents[0] == SPACE_OF_LABEL["f4"]
    assert s.camps[g4] == 1
    assert s.observation(None)["spaces"][g4]["camp_marker"]


def test_notation_example_record():  # docs/notation.md, p.8-11
    s = dealt(2, g4="black", f4="white")
    play(s, "peek f4", "tile 9", "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 3, 2, 1, 1, 1, 0)
    play(s, "rest 6", "recolour 3 blue", "arrive", "camp")
    play(s, "choose 2 white 2 black 2 blue", "move g4")
    roll(s, 0, 1, 3, 2, 1, 1)
    play(s, "fail")
    assert s.log(1)[43:45] == ["peek f4", "?"]
    assert s.cubes == [0, 3] and s.tents == [SPACE_OF_LABEL["g4"], SHIP_SPACE]
    assert expeditions.replay(s.record()).to_json() == s.to_json()


def test_no_step_onward_before_the_roll_is_settled():  # South Pole p.8 (steps 2-3)
    s = play(dealt(2, g4="black"), "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 1, 1, 1, 1, 1, 1)
    move = Action(MOVE, SPACE_OF_LABEL["f4"])
    with pytest.raises(IllegalAction, match="settle this roll first"):
        s.apply(move)
    with pytest.raises(IllegalAction, match="only right after reaching a space"):
        s.apply(CAMP_ACTION)


def test_tent_here_needs_a_camp_with_no_tent():  # South Pole p.10
    s = play(dealt(2, g4="black"), "choose 2 white 2 black 2 blue")
    step(s, "g4", tile=3)  # black 4 + blue 3, no printed camp
    play(s, "arrive")
    assert s.phase == ONWARD and not s.camps[SPACE_OF_LABEL["g4"]]
    with pytest.raises(IllegalAction, match="tent here: only on a camp"):
        s.apply(TENT_ACTION)
