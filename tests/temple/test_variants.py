"""The two variants of the rulebook (p.11)."""

from __future__ import annotations

import expeditions
from expeditions.games.temple.phases import PH_CHANCE

from .helpers import do, setup, texts


def test_variants_are_off_by_default():  # p.11
    game = expeditions.load("temple", players=3)
    assert dict(game.options) == {
        "more_control": False,
        "short_game": False,
        "all_tile_actions": False,
    }


def test_more_control_two_stacks_and_three_face_up_treasures():  # p.11
    s = setup(players=2, more_control=True)
    assert s.open_tr == [0, 1, 2]
    assert s.tr_count == [11, 11, 0]
    assert s.observation(1)["open_treasures"] == ["mask", "idol", "vase"]


def test_more_control_take_a_face_up_treasure_replaced_from_a_stack():  # p.11
    s = setup(players=2, more_control=True)
    do(s, "take treasure passage point at e")
    legal = texts(s)
    assert {
        "treasure open mask",
        "treasure open idol",
        "treasure from 1",
        "treasure from 2",
    } <= set(legal)
    assert "treasure from 3" not in legal
    do(s, "treasure open idol")
    assert s.phase == PH_CHANCE
    do(s, "refill dagger")
    assert s.open_tr == [0, 2, 4] and s.tr_count[0] == 10
    assert s.observation(1)["player"][0]["treasures"]["idol"] == 1  # taken face up


def test_more_control_still_allows_the_top_three_of_a_stack():  # p.11
    s = setup(players=2, more_control=True)
    do(s, "take treasure passage point at e", "treasure from 2", "draw mask", "draw mask")
    do(s, "draw necklace", "keep necklace")
    assert s.tr_hidden[0][3] == 1 and s.tr_count[1] == 10


def test_short_game_keeps_the_tent_on_its_plain_side():  # p.11
    s = setup(players=4, short_game=True)
    assert all(s.tent_used)
    assert not any(t.startswith("tent") for t in texts(s))
