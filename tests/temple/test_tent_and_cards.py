"""The tent (rulebook p.9, p.11) and the ten special card effects (p.10)."""

from __future__ import annotations

from expeditions.games.temple.components import (
    C_BONUS,
    C_COLOURS,
    C_EXPLORE,
    C_FIVE,
    C_FOREST,
    C_KEY,
    C_KINDS,
    C_PAIR,
    C_PASSAGE,
    C_PLANE,
)
from expeditions.games.temple.exploring import start_explore
from expeditions.games.temple.phases import EX_FINAL, PH_AFTER, PH_DELIVERY, PH_EXPLORE, PH_START
from expeditions.games.temple.points import card_points

from .helpers import do, explore_now, light_room, place, setup, texts, to_explore


def give(s, seat: int, card: int, n: int = 1) -> None:
    with s.edit():
        s.cards[seat][card] += n
        s.card_pool[card] -= n


def test_tent_extra_exploration_before_the_pirogue_phase():  # p.9, p.11
    s = setup()
    do(s, "tent explore")
    assert s.phase == PH_EXPLORE
    do(s, "go a1", "dig")
    assert s.phase == PH_START and s.tent_used[0]
    assert "tent explore" not in texts(s)
    assert any(t.startswith("take ") for t in texts(s))


def test_tent_extra_exploration_after_the_turn():  # p.9
    s = to_explore(setup())
    do(s, "go a1", "dig")
    assert s.phase == PH_AFTER and "tent explore" in texts(s)
    do(s, "tent explore", "go e1", "dig")
    assert s.current_player() == 1  # nothing left to do: the turn passed
    assert s.flags[place("a1")] == 1 and s.flags[place("e1")] == 1


def test_tent_key_of_ones_choice_goes_to_the_backpack():  # p.9
    s = setup()
    do(s, "tent key green")
    assert s.backpack[0][3] == 1 and s.camp_hidden[0][3] == 0 and s.tent_used[0]
    assert not any(t.startswith("tent") for t in texts(s))


def test_short_game_variant_has_no_tent():  # p.11
    s = setup(short_game=True)
    assert not any(t.startswith("tent") for t in texts(s))


def test_tent_and_exploration_card_give_three_explorations_in_one_turn():  # p.11
    s = setup()
    give(s, 0, C_EXPLORE)
    do(s, "take key pink at d", "key pink camp", "go a1", "dig")
    do(s, "tent explore", "go e1", "dig")
    assert s.current_player() == 0 and "play explore card" in texts(s)
    do(s, "play explore card", "go a3", "dig")
    assert sum(1 for f in s.flags if f & 1) == 3
    assert s.discard[C_EXPLORE] == 1


def test_card_secret_passage_used_like_a_token():  # p.10
    s = setup()
    light_room(s, "a2", 0, 0, 1)
    give(s, 0, C_PASSAGE)
    explore_now(s, 0, "a1", keys=(1, 0, 0, 0, 0))
    do(s, "card passage a2")
    assert s.explorer[0] == place("a2") and s.discard[C_PASSAGE] == 1


def test_card_plus_two_per_treasure_in_one_delivery():  # p.10
    s = setup(wheel=2)  # mask 3
    give(s, 0, C_BONUS)
    s.tr_hidden[0][0] = 2
    do(s, "take room at b", "play bonus card", "deliver 2 mask")
    assert s.score[0] == 2 * 3 + 2 * 2


def test_card_pair_three_each_twelve_for_both():  # p.10
    s = setup()
    give(s, 0, C_PAIR)
    assert card_points(s, 0) == 3
    give(s, 0, C_PAIR)
    assert card_points(s, 0) == 12


def test_card_any_key_to_backpack_or_camp():  # p.10
    s = setup()
    give(s, 0, C_KEY)
    assert "play key card yellow camp" in texts(s) and "play key card yellow backpack" in texts(s)
    do(s, "play key card yellow camp")
    assert s.camp_hidden[0][2] == 1


def test_card_free_forest_crossing_once():  # p.10
    s = setup()
    give(s, 0, C_FOREST)
    s.pirogue[0] = 5
    do(s, "take room at a")
    assert "play forest card" in texts(s)
    do(s, "play forest card")
    assert s.backpack[0] == [1, 1, 0, 0, 0] and s.cards[0][C_FOREST] == 0


def test_card_several_kinds_in_one_delivery_wheel_turns_once():  # p.10
    s = setup(wheel=0)  # mask 5, idol 4
    give(s, 0, C_KINDS)
    s.tr_hidden[0] = [1, 2, 0, 0, 0]
    do(s, "take room at b", "play kinds card", "deliver 1 mask")
    assert s.phase == PH_DELIVERY and s.wheel == 0
    do(s, "deliver 2 idol")
    assert s.score[0] == 5 + 8 and s.wheel == 1


def test_card_delivery_without_a_seaplane():  # p.8, p.10
    s = setup(wheel=0)
    give(s, 0, C_PLANE)
    s.tr_hidden[0] = [0, 0, 1, 0, 0]
    do(s, "play plane card")
    assert s.phase == PH_DELIVERY
    do(s, "deliver 1 vase")
    assert s.score[0] == 3 and s.wheel == 1 and s.phase == PH_START


def test_card_end_game_five_points():  # p.10
    s = setup()
    give(s, 1, C_FIVE)
    assert card_points(s, 1) == 5


def test_card_two_points_per_light_room_colour_with_a_flag():  # p.10
    s = setup()
    give(s, 0, C_COLOURS)
    for name in ("a1", "e3", "a3", "b0"):  # pink twice, blue, green
        s.flags[place(name)] |= 1
    assert card_points(s, 0) == 6


def test_several_cards_at_once():  # p.10
    s = setup(wheel=2)
    give(s, 0, C_BONUS)
    give(s, 0, C_KINDS)
    s.tr_hidden[0] = [1, 1, 0, 0, 0]
    do(
        s,
        "take room at b",
        "play bonus card",
        "play kinds card",
        "deliver 1 mask",
        "deliver 1 idol",
    )
    assert s.score[0] == 3 + 2 + 3 + 2


def test_cards_playable_during_the_final_explorer_move():  # p.10
    s = setup()
    light_room(s, "a2", 0, 0, 1)
    give(s, 0, C_PASSAGE)
    give(s, 0, C_KEY)
    with s.edit():
        s.round = 3
        s.mover = 0
        s.explorer[0] = place("a1")
        start_explore(s, EX_FINAL)
    legal = texts(s)
    assert "card passage a2" in legal and "play key card pink backpack" in legal
    assert not any(t.startswith("tent") for t in legal)


def test_last_turn_is_one_last_move_for_one_last_flag():  # p.10
    # p.10: «μία ακόμη τελευταία φορά, ώστε να τοποθετήσει μια τελευταία σημαία»:
    # neither the tent nor the extra-exploration card adds a move in the last turn.
    s = setup()
    give(s, 0, C_EXPLORE)
    with s.edit():
        s.round = 3
        s.sites_count = [0] * 6
        start_explore(s, EX_FINAL)
    assert s.mover == 0 and "play explore card" not in texts(s)
    do(s, "go a1", "dig")
    assert s.mover == 1, "the last flag ends the turn: nothing more to explore"
    assert s.cards[0][C_EXPLORE] == 1 and sum(1 for f in s.flags if f & 1) == 1
