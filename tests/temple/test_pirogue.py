"""The pirogue phase: river, forest portage, seaplane deliveries (rulebook p.5, p.8, p.11)."""

from __future__ import annotations

import pytest

from expeditions import IllegalAction
from expeditions.games.temple.phases import PH_DELIVERY, PH_EXPLORE, PH_FOREST

from .helpers import do, setup, texts, to_explore


def test_pirogue_phase_is_mandatory_no_end_turn_before_a_tile():  # p.5
    s = setup()
    legal = texts(s)
    assert "end turn" not in legal and "end exploration" not in legal
    assert all(t.startswith(("take ", "tent ")) for t in legal)


def test_take_a_tile_where_the_pirogue_is_without_moving():  # p.5
    s = setup()
    do(s, "take room at a")
    assert s.pirogue[0] == 0 and s.path == []


def test_every_site_is_within_five_steps_clockwise():  # p.5, p.11
    s = setup()
    s.pirogue[0] = 1
    takes = {t.split(" at ")[1] for t in texts(s) if t.startswith("take")}
    assert takes == set("abcdef")


def test_pirogue_moves_clockwise_to_the_site_of_its_tile():  # p.5
    s = setup()
    do(s, "take key pink at d")
    assert s.pirogue[0] == 3


def test_forest_portage_costs_one_backpack_key_of_ones_choice():  # p.5
    s = setup()
    s.pirogue[0] = 4  # at E, going to B crosses the forest F -> A
    do(s, "take room at b")
    assert s.phase == PH_FOREST
    assert texts(s) == ["pay key pink", "pay key blue"]
    do(s, "pay key blue")
    assert s.backpack[0] == [1, 0, 0, 0, 0]
    assert s.supply[1] == 7 - 2 + 1  # both players took a blue start key


def test_forest_portage_without_a_key_costs_ten_points():  # p.5
    s = setup()
    s.pirogue[0] = 5
    s.backpack[0] = [0] * 5
    s.score[0] = 15
    do(s, "take room at a")
    assert s.score[0] == 5


def test_forest_penalty_never_takes_the_score_below_zero():  # decision (rules/temple.md)
    s = setup()
    s.pirogue[0] = 5
    s.backpack[0] = [0] * 5
    s.score[0] = 4
    do(s, "take room at a")
    assert s.score[0] == 0


def test_delivery_example_four_masks_at_price_three_scores_twelve():  # p.8
    s = setup(wheel=2)  # mask price 3
    assert s.observation(0)["wheel"][0] == 3
    s.tr_hidden[0][0] = 4
    s.tr_pool[0] -= 4
    do(s, "take room at b")  # A -> B passes the seaplane
    assert s.phase == PH_DELIVERY
    assert "deliver 4 mask" in texts(s)
    do(s, "deliver 4 mask")
    assert s.score[0] == 12
    assert s.wheel == 3  # the wheel turns after the delivery
    assert s.delivered[0] == 4 and s.tr_hidden[0][0] == 0
    assert s.pirogue[0] == 1


def test_a_delivery_is_of_one_kind_only():  # p.8
    s = setup(wheel=0)
    s.tr_hidden[0] = [2, 1, 0, 0, 0]
    do(s, "take room at b")
    legal = texts(s)
    assert "deliver 2 mask" in legal and "deliver 1 idol" in legal
    do(s, "deliver 2 mask")
    assert s.phase != PH_DELIVERY  # the idol stays in the camp
    assert s.tr_hidden[0] == [0, 1, 0, 0, 0]


def test_no_delivery_keeps_the_wheel_still():  # p.8
    s = setup(wheel=0)
    s.tr_hidden[0] = [1, 0, 0, 0, 0]
    do(s, "take room at b", "no delivery")
    assert s.wheel == 0 and s.tr_hidden[0][0] == 1


def test_two_seaplanes_in_one_move_two_deliveries_wheel_turns_after_each():  # p.8
    s = setup(wheel=0)  # prices: mask 5, idol 4, vase 3, necklace 3, dagger 2
    s.pirogue[0] = 3  # D -> B passes D->E seaplane, forest, A->B seaplane
    s.tr_hidden[0] = [1, 2, 0, 0, 0]
    do(s, "take room at b")
    do(s, "deliver 1 mask")
    assert s.score[0] == 5 and s.wheel == 1
    do(s, "pay key pink")
    assert s.phase == PH_DELIVERY
    do(s, "deliver 2 idol")  # idol now at price 3
    assert s.score[0] == 5 + 6 and s.wheel == 2


def test_no_delivery_without_moving_the_pirogue():  # p.8
    s = setup()
    s.tr_hidden[0] = [3, 0, 0, 0, 0]
    s.pirogue[0] = 1
    do(s, "take room at b")
    assert s.phase != PH_DELIVERY and s.score[0] == 0


def test_last_player_of_the_round_is_forced_to_take_the_last_tile():  # p.11
    s = setup()
    with s.edit():
        for site in s.sites:
            site.clear()
        s.sites[4] = [2]
        s.sites_count = [0, 0, 0, 0, 1, 0]
    takes = [t for t in texts(s) if t.startswith("take")]
    assert takes == ["take key pink at e"]


def test_pirogue_phase_comes_before_the_explorer_phase():  # p.11
    s = setup()
    assert "go a1" not in texts(s)
    do(s, "take key pink at d", "key pink camp")
    assert s.phase == PH_EXPLORE and "go a1" in texts(s)


def test_exploring_before_taking_a_tile_is_refused_with_the_rule():  # p.11
    s = setup()
    go = s.game.parse_action(to_explore(setup()), "go a1")
    with pytest.raises(IllegalAction, match="take an action tile first"):
        s.apply(go)


def test_forest_toll_is_paid_on_the_way_before_the_tiles_points():  # p.5, p.7
    s = setup()
    with s.edit():
        s.sites[0].append(12)  # a "passage points" tile at A
        s.sites_count[0] += 1
        s.pirogue[0] = 5
        s.backpack[0] = [0] * 5
        s.score[0] = 5
    do(s, "take passage points at a")  # F -> A: the forest, then the tile's 2 points
    assert s.score[0] == 0
    do(s, "use points", "use passage")
    assert s.score[0] == 2
    assert s.passages[0] == 1


def test_tile_points_and_passage_wait_until_the_pirogue_arrives():  # p.5, p.8
    s = setup(wheel=0)
    with s.edit():
        s.tr_hidden[0] = [1, 0, 0, 0, 0]
        s.sites[1].append(7)  # treasure passage point at B
        s.sites_count[1] += 1
    do(s, "take treasure passage point at b")  # A -> B: the seaplane comes first
    assert s.phase == PH_DELIVERY and s.score[0] == 0 and s.passages[0] == 0
    do(s, "deliver 1 mask")
    assert s.score[0] == 5 and s.passages[0] == 0
    assert {"use passage", "use points"} <= set(texts(s))
    do(s, "use points", "use passage")
    assert s.score[0] == 5 + 1 and s.passages[0] == 1


def test_round_two_the_river_still_flows_clockwise():  # p.10
    s = setup(wheel=0)
    with s.edit():
        s.round = 2
        s.order = [1, 0]
        s.tr_hidden[0] = [1, 0, 1, 0, 0]
    do(s, "take key brown at e")  # A -> E: clockwise past both seaplanes, no forest
    do(s, "deliver 1 mask", "deliver 1 vase")  # mask 5, then vase 3 on the turned wheel
    assert s.pirogue[0] == 4 and s.score[0] == 5 + 3
    assert s.backpack[0] == [1, 1, 0, 0, 0]
