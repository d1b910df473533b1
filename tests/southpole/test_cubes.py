"""Power cubes and resting (rulebook p.10-11)."""

from __future__ import annotations

import pytest

from expeditions import CHANCE, IllegalAction
from expeditions.games.southpole.components import SPACE_OF_LABEL

from .scenario import dealt, play, roll, texts


def _second_player_checking(tile_back: str, choice: str, tile: int) -> object:
    """Player 1 fails once at g5, then player 2 (2 cubes) steps onto g4."""
    s = dealt(3, g4=tile_back)
    play(s, "choose 5 white 1 blue", "move g5")
    play(s, texts(s)[0])
    roll(s, 0, 0, 0, 0, 0, 0)
    play(s, "fail", choice, "move g4", f"tile {tile}")
    return s


def test_reroll_any_number_of_dice_for_one_cube():  # South Pole p.10 (example)
    s = _second_player_checking("black", "choose 3 black 3 blue", 3)
    roll(s, 3, 1, 0, 0, 0, 0)
    assert "fail" in texts(s)
    play(s, "reroll 3 4 5 6")
    assert s.cubes[1] == 1
    assert s.rolling == [2, 3, 4, 5] and s.current_player() == CHANCE
    roll(s, 1, 0, 2, 1)
    assert s.pips == [3, 1, 1, 0, 2, 1], "the two kept dice keep their faces"
    assert "arrive" in texts(s)


def test_recolour_black_3_counts_as_blue():  # South Pole p.10 (example 1)
    s = _second_player_checking("black", "choose 4 black 2 blue", 3)
    roll(s, 3, 1, 0, 3, 0, 0)
    assert "fail" in texts(s)
    play(s, "recolour 4 blue")
    assert s.cubes[1] == 1
    assert s.observation(1)["sums"] == {"white": 0, "black": 4, "blue": 3}
    assert "arrive" in texts(s)


def test_recolour_black_2_and_white_1_both_as_blue_costs_two_cubes():  # p.10 (example 2)
    s = _second_player_checking("blue", "choose 1 white 2 black 3 blue", 8)
    roll(s, 1, 2, 3, 1, 1, 0)
    assert "fail" in texts(s)
    play(s, "recolour 2 blue", "recolour 1 blue")
    assert s.cubes[1] == 0
    assert s.observation(1)["sums"] == {"white": 0, "black": 3, "blue": 5}
    assert "arrive" in texts(s)
    assert not any(t.startswith(("recolour", "reroll", "peek")) for t in texts(s))


def test_recolour_lasts_for_this_check_only():  # South Pole p.10
    s = _second_player_checking("blue", "choose 1 white 2 black 3 blue", 8)
    roll(s, 1, 2, 3, 1, 1, 0)
    play(s, "recolour 2 blue", "recolour 1 blue", "arrive")
    assert s.hue == s.dice == [0, 1, 1, 2, 2, 2]
    assert s.observation(1)["sums"] == {"white": 1, "black": 5, "blue": 2}


def test_recolour_holds_through_a_reroll_in_the_same_check():  # p.10 (decision)
    s = _second_player_checking("black", "choose 4 black 2 blue", 3)
    roll(s, 3, 1, 0, 3, 0, 0)
    play(s, "recolour 4 blue", "reroll 4")
    roll(s, 2)
    assert s.hue[3] == 2 and s.observation(1)["sums"]["blue"] == 2


def test_peek_at_any_face_down_tile_before_choosing_dice():  # South Pole p.10
    s = dealt(3, b4="white")
    play(s, "peek b4")
    assert s.cubes[0] == 0 and s.current_player() == CHANCE
    play(s, "tile 9")
    b4 = SPACE_OF_LABEL["b4"]
    assert s.observation(0)["spaces"][b4]["face"]["need"] == {"white": 3}
    assert s.observation(1)["spaces"][b4]["face"] is None
    assert s.observation(None)["spaces"][b4]["face"] is None
    assert not s.observation(0)["spaces"][b4]["face_up"], "it goes back face down"
    assert s.observation(2)["spaces"][b4]["peeked_by"] == [0]
    assert any(t.startswith("choose") for t in texts(s))


def test_peeked_tile_shows_the_same_face_when_revealed():  # South Pole p.10
    s = dealt(3, g4="white")
    play(s, "peek g4", "tile 23", "choose 5 white 1 blue", "move g4")
    assert s.drawing < 0 and s.face[SPACE_OF_LABEL["g4"]] == 23
    assert s.observation(2)["spaces"][SPACE_OF_LABEL["g4"]]["face"]["tile"] == 23


def test_peek_costs_a_cube_and_needs_one():  # South Pole p.10
    s = play(dealt(3), "peek b4")
    play(s, texts(s)[0])
    assert not any(t.startswith("peek") for t in texts(s))
    with pytest.raises(IllegalAction, match="power cube"):
        play(s, "peek b5")


def test_peek_during_the_check_and_many_cubes_in_one_turn():  # South Pole p.10
    s = _second_player_checking("black", "choose 3 black 3 blue", 3)
    roll(s, 3, 1, 0, 0, 0, 0)
    play(s, "peek a4")
    play(s, texts(s)[0])
    play(s, "reroll 3")
    roll(s, 0)
    assert s.cubes[1] == 0
    assert "peek b4" not in texts(s) and "fail" in texts(s)


def test_rest_gives_up_a_blank_die_for_a_cube():  # South Pole p.11
    s = play(dealt(3, g4="black"), "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 2, 2, 0, 1, 1, 1)
    assert [t for t in texts(s) if t.startswith("rest")] == ["rest 3"]
    play(s, "rest 3")
    assert s.cubes[0] == 2 and len(s.dice) == 5
    assert s.pips == [2, 2, 1, 1, 1]


def test_only_a_blank_die_may_rest():  # South Pole p.11
    s = play(dealt(3, g4="black"), "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 2, 2, 0, 1, 1, 1)
    with pytest.raises(IllegalAction, match="blank"):
        play(s, "rest 1")


def test_rest_even_after_a_failed_roll():  # South Pole p.11
    s = play(dealt(3, g4="black"), "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 0, 0, 1, 1, 0, 1)
    assert "fail" in texts(s)
    play(s, "rest 1", "rest 1", "fail")
    assert s.cubes[0] == 4, "1 at the start, 2 for resting, 1 for failing"


def test_rested_dice_are_gone_for_the_rest_of_the_turn():  # South Pole p.11
    s = play(dealt(3, g4="white"), "choose 2 white 2 black 2 blue", "move g4", "tile 9")
    roll(s, 3, 3, 3, 3, 3, 0)
    play(s, "rest 6", "arrive", "move f4")
    play(s, texts(s)[0])
    assert len(s.rolling) == 5 and s.dice == [0, 0, 1, 1, 2]


def test_never_more_than_five_cubes():  # South Pole p.11 (note)
    s = play(dealt(2), "choose 2 white 2 black 2 blue", "move g4")
    play(s, texts(s)[0])
    roll(s, 0, 0, 0, 0, 0, 0)
    for _ in range(6):
        play(s, "rest 1")
        assert s.cubes[0] <= 5
    assert s.cubes[0] == 5 and s.dice == []
    play(s, "fail")
    assert s.cubes[0] == 5


def test_a_die_with_pips_is_always_left_to_go_on_with():  # South Pole p.11
    s = play(dealt(2, g4="white"), "choose 2 white 2 black 2 blue", "move g4", "tile 9")
    roll(s, 3, 0, 3, 0, 0, 0)
    play(s, "arrive")
    assert [t for t in texts(s) if t.startswith("rest")] == ["rest 2", "rest 4", "rest 5", "rest 6"]
    play(s, "rest 2", "rest 3", "rest 3", "rest 3")
    assert s.dice == [0, 1] and s.pips == [3, 3] and s.cubes[0] == 5
    assert "move f4" in texts(s) and "camp" in texts(s)


def test_dice_being_rerolled_show_nothing_until_they_land():  # South Pole p.10
    s = _second_player_checking("black", "choose 3 black 3 blue", 3)
    roll(s, 3, 1, 0, 0, 0, 0)
    play(s, "reroll 1 2")
    dice = s.observation(0)["dice"]
    assert [d["pips"] for d in dice] == [None, None, 0, 0, 0, 0]
    assert s.observation(0)["sums"] == {"white": 0, "black": 0, "blue": 0}
    roll(s, 2)
    assert s.observation(0)["sums"]["black"] == 2


def test_at_five_cubes_a_rest_cube_spent_at_once_is_not_lost():  # South Pole p.11
    # "Cubes go on your board, or are spent at once": at 5 a rested cube would
    # be spent at once. Spending first and resting after reaches the same end.
    s = play(dealt(2), "choose 2 white 2 black 2 blue", "move g4")
    play(s, texts(s)[0])
    roll(s, 0, 0, 0, 0, 0, 1)
    play(s, "rest 1", "rest 1", "rest 1", "rest 1")
    assert s.cubes[0] == 5 and s.pips == [0, 1]
    play(s, "reroll 2")
    roll(s, 2)
    play(s, "rest 1")
    assert s.cubes[0] == 5 and s.dice == [2] and s.pips == [2]
