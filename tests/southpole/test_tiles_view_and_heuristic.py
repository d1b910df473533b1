"""Tile requirements, what renders show each seat, and the heuristic's sense of play."""

from __future__ import annotations

import pytest

from expeditions.games.southpole import heuristic, render
from expeditions.games.southpole.components import (
    AT_LEAST,
    BACK,
    FLAG,
    FLAG_SYMBOL,
    NEED,
    PRINTED_CAMP,
    SPACE_OF_LABEL,
    TILE_KIND,
    TILES,
)

from .scenario import dealt, play, roll, route, step, texts, walk


def test_a_tile_names_one_or_two_terrains_each_with_a_least_sum():  # South Pole p.7-8
    colours_named = [sum(1 for n in need if n) for need in NEED]
    assert set(colours_named) == {1, 2}
    singles = colours_named.count(1)
    assert 0.3 <= singles / len(TILES) <= 0.5, "about 40% one colour (decision)"
    assert all(2 <= n <= 6 for need in NEED for n in need if n)
    assert all(sum(need) <= 7 for need in NEED), "no tile harder than black 4 + blue 3 in sum"
    assert sum(PRINTED_CAMP) == 5 and sum(FLAG_SYMBOL) == 8


def test_the_back_shows_one_of_the_terrains_the_face_requires():  # South Pole p.7
    assert all(NEED[t][BACK[t]] > 0 for t in range(len(TILES)))
    for colour in range(3):
        share = sum(1 for t in range(len(TILES)) if NEED[t][colour]) / len(TILES)
        assert 0.4 <= share <= 0.7, "the three terrains are about equally common"


def test_a_one_colour_tile_is_reached_with_that_colour_alone():  # South Pole p.8 (3a)
    s = play(dealt(3, g4="white"), "choose 5 white 1 blue", "move g4", "tile 9")
    assert NEED[9] == (3, 0, 0)
    roll(s, 1, 1, 1, 0, 0, 0)
    assert texts(s)[0] == "arrive", "white 3 is met; the blue die does not matter"
    s = play(dealt(3, g4="white"), "choose 5 white 1 blue", "move g4", "tile 9")
    roll(s, 1, 1, 0, 0, 0, 3)
    assert texts(s)[0] == "fail", "blue pips never count as white"


def test_a_cube_from_resting_may_be_spent_at_once():  # South Pole p.11
    s = play(dealt(3, b4="white"), "peek b4", "tile 9", "choose 3 black 3 blue", "move g4")
    play(s, texts(s)[0])
    assert s.cubes[0] == 0
    roll(s, 0, 1, 1, 0, 0, 0)
    assert not any(t.startswith("reroll") for t in texts(s)), "no cube, no reroll"
    play(s, "rest 1")
    assert s.cubes[0] == 1 and "reroll 1 2 3 4 5" in texts(s)


def test_renders_show_a_peeked_face_only_to_the_peeker():  # South Pole p.10
    a = play(dealt(3, b4="white"), "peek b4", "tile 9")
    b = play(dealt(3, b4="white"), "peek b4", "tile 14")
    for seat in (1, 2, None):
        oa, ob = a.observation(seat), b.observation(seat)
        assert render.text(oa) == render.text(ob)
        assert render.svg(oa, texts(a)) == render.svg(ob, texts(b))
    assert render.text(a.observation(0)) != render.text(b.observation(0))
    assert render.svg(a.observation(0)) != render.svg(b.observation(0))


def test_heuristic_values_dice_in_the_colours_ahead():  # South Pole p.7 (note)
    ahead = {"h3": "white", "g4": "white", "g5": "white"}
    matching = play(dealt(2, **ahead), "choose 5 white 1 blue")
    other = play(dealt(2, **ahead), "choose 1 white 5 black")
    assert heuristic.evaluate(matching, 0) > heuristic.evaluate(other, 0)


def test_heuristic_knows_the_odds_of_a_peeked_tile():  # South Pole p.10
    s = play(dealt(2, g4="white"), "peek g4", "tile 29")
    held, g4, white_6 = [5, 0, 1], SPACE_OF_LABEL["g4"], pytest.approx(AT_LEAST[5][6])
    assert heuristic._reach_chance(s, g4, held, 0) == white_6
    unseen = heuristic._reach_chance(s, g4, held, 1)
    assert unseen != white_6, "seat 1 did not see the face and averages the pile"


def test_heuristic_counts_a_reached_flag_and_a_banked_camp():  # South Pole p.9, p.11
    start = heuristic.evaluate(dealt(2), 0)
    s = walk(dealt(2), *route("ship", "b3"))
    play(s, "camp")
    assert heuristic.evaluate(s, 0) > start + 0.05, "a camp near the flags keeps the turn's gain"
    flag = next(t for t in range(len(TILES)) if TILE_KIND[t] == FLAG and FLAG_SYMBOL[t])
    s = walk(dealt(2, a3=("white", "black", "blue")[BACK[flag]]), *route("ship", "b3"))
    at_b3 = heuristic.evaluate(s, 0)
    step(s, "a3", tile=flag)
    play(s, "arrive")
    assert s.planted[SPACE_OF_LABEL["a3"]] == 0
    assert heuristic.evaluate(s, 0) > at_b3 + 0.1, "a planted flag outweighs any nearness"


def test_peek_after_arriving_before_deciding_to_go_on_or_camp():  # South Pole p.10
    s = walk(dealt(2, f4="blue"), "g4")
    assert {"camp", "peek f4"} <= set(texts(s))
    play(s, "peek f4")
    play(s, texts(s)[0])  # the face seen: a chance outcome, shown to seat 0 only
    assert s.cubes[0] == 0 and s.seen[SPACE_OF_LABEL["f4"]] == 1
    assert s.phase == 4 and "camp" in texts(s), "still free to go on or to camp"
    assert not any(t.startswith("peek") for t in texts(s)), "no cube left to peek again"
