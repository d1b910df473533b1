"""Round end, scoring rounds, round 2, the last explorer turn (rulebook p.9-10)."""

from __future__ import annotations

import random

from expeditions.core.play import resolve_chance
from expeditions.games.temple.components import (
    P_ALTARS_1,
    P_CARDS,
    P_KEYS_1,
    P_TREASURES,
    tile_counts,
)
from expeditions.games.temple.phases import EX_FINAL, PH_EXPLORE
from expeditions.games.temple.points import altar_winners, key_set_points, score_round

from .helpers import altar, do, place, setup


def step(s, rng) -> None:
    if s.is_chance_node():
        resolve_chance(s, rng)
    else:
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])


def run_until(s, rng, cond, limit=5000):
    for _ in range(limit):
        if cond(s):
            return s
        step(s, rng)
    raise AssertionError("condition never reached")


def test_key_sets_example_one_totals_seven():  # p.9
    assert key_set_points([2, 1, 1, 0, 0]) == 6 + 1


def test_key_sets_example_two_totals_thirteen():  # p.9
    assert key_set_points([2, 2, 1, 1, 0]) == 10 + 3


def test_a_full_set_of_five_colours_scores_fifteen():  # p.9
    assert key_set_points([1, 1, 1, 1, 1]) == 15
    assert key_set_points([0, 0, 0, 0, 0]) == 0


def _altar_state(players=4):
    s = setup(players=players)
    altar(s, "c3", 2)  # yellow
    return s


def _camps(*yellow):
    return [[0, 0, y, 0, 0] for y in yellow]


def test_altar_alone_in_the_room_scores_three_whatever_the_keys():  # p.9
    s = _altar_state()
    s.flags[place("c3")] = 0b0001
    assert altar_winners(s, place("c3"), _camps(0, 5, 5, 5)) == [0]


def test_altar_nobody_with_the_colour_all_score_three():  # p.9
    s = _altar_state()
    s.flags[place("c3")] = 0b0011
    assert altar_winners(s, place("c3"), _camps(0, 0, 4, 4)) == [0, 1]


def test_altar_the_only_one_with_a_yellow_key_scores():  # p.9
    s = _altar_state()
    s.flags[place("c3")] = 0b0111
    assert altar_winners(s, place("c3"), _camps(0, 0, 1, 0)) == [2]


def test_altar_tie_for_most_keys_both_score():  # p.9
    s = _altar_state()
    s.flags[place("c3")] = 0b1101
    assert altar_winners(s, place("c3"), _camps(1, 0, 0, 1)) == [0, 3]


def test_altar_most_keys_of_its_colour_scores_alone():  # p.9
    s = _altar_state()
    s.flags[place("c3")] = 0b0111
    assert altar_winners(s, place("c3"), _camps(1, 3, 2, 0)) == [1]


def test_multicoloured_altar_counts_all_camp_keys():  # p.9
    s = _altar_state()
    altar(s, "c4", 5)
    s.flags[place("c4")] = 0b0011
    camps = [[1, 1, 0, 0, 0], [0, 0, 3, 0, 0], [9, 0, 0, 0, 0], [0] * 5]
    assert altar_winners(s, place("c4"), camps) == [1]


def test_intermediate_scoring_counts_camp_keys_only_then_hides_them_again():  # p.9
    # p.9: «οι παίκτες μπορούν και πάλι να κρύψουν τα κλειδιά τους»
    s = setup()
    s.camp_hidden[0] = [1, 1, 1, 0, 0]
    s.backpack[0] = [0, 0, 0, 1, 1]
    s.flags[place("c3")] = 0
    score_round(s, final=False)
    assert s.parts[0][P_KEYS_1] == 6
    assert s.camp_hidden[0] == [1, 1, 1, 0, 0]
    other = s.observation(1)["player"][0]
    assert set(other["camp"].values()) == {0} and other["camp_hidden"] == 3
    assert s.observation(0)["player"][0]["camp"]["yellow"] == 1


def test_altar_points_at_the_intermediate_scoring():  # p.9
    s = _altar_state(players=2)
    s.flags[place("c3")] = 0b11
    s.camp_hidden[1] = [0, 0, 1, 0, 0]
    score_round(s, final=False)
    assert s.parts[1][P_ALTARS_1] == 3 and s.parts[0][P_ALTARS_1] == 0


def test_undelivered_treasures_one_point_each_at_the_end():  # p.10
    s = setup()
    s.tr_hidden[1] = [1, 0, 2, 0, 0]
    score_round(s, final=True)
    assert s.parts[1][P_TREASURES] == 3


def test_end_game_cards_score_at_the_final_scoring():  # p.10
    s = setup()
    s.cards[0][8] = 1  # +5
    score_round(s, final=True)
    assert s.parts[0][P_CARDS] == 5


def test_round_ends_when_all_tiles_are_taken_and_that_player_finishes():  # p.9
    rng = random.Random(4)
    s = setup(players=2)
    run_until(s, rng, lambda s: not sum(s.sites_count))
    last = s.mover
    assert s.round == 1 and s.current_player() == last  # still finishing the turn
    run_until(s, rng, lambda s: s.round == 2)
    assert s.order[0] == last


def test_round_two_pirogues_back_order_reversed_tiles_redealt_explorers_stay():  # p.10
    rng = random.Random(9)
    s = setup(players=3)
    run_until(s, rng, lambda s: not sum(s.sites_count))
    last = s.mover
    run_until(s, rng, lambda s: s.round == 2)
    explorers = list(s.explorer)
    assert s.order == [last, (last - 1) % 3, (last - 2) % 3]
    assert s.pirogue == [0, 0, 0]
    assert not any(s.tent_used)
    assert s.parts[0][P_KEYS_1] == key_set_points(s.camp_hidden[0])
    run_until(s, rng, lambda s: not s.is_chance_node())
    assert [len(x) for x in s.sites] == [4, 3, 4, 3, 4, 3]
    assert s.explorer == explorers and s.current_player() == last


def test_after_round_two_one_last_explorer_turn_each_then_the_end():  # p.10
    rng = random.Random(2)
    s = setup(players=2)
    run_until(s, rng, lambda s: s.round == 3)
    seen = []
    while not s.is_terminal():
        if s.phase == PH_EXPLORE and s.ex_kind == EX_FINAL and (not seen or seen[-1] != s.mover):
            seen.append(s.mover)
            assert not any(str(a).startswith("take") for a in s.legal_actions())
        step(s, rng)
    assert seen == s.order
    assert s.winners()


def test_ties_share_the_win():  # p.10
    s = setup(players=3)
    s.phase = 13
    s.score = [20, 20, 5]
    assert s.winners() == [0, 1]
    assert s.returns() == [0.5, 0.5, -1.0]


def test_keys_laid_in_the_camp_after_the_first_scoring_are_face_down_again():  # p.9
    s = setup()
    s.camp_hidden[0] = [1, 0, 0, 0, 0]
    score_round(s, final=False)
    do(s, "take key blue at d", "key blue camp")
    seen_by_other = s.observation(1)["player"][0]
    assert seen_by_other["camp"]["pink"] == 0  # shown at the scoring, face down again
    assert seen_by_other["camp"]["blue"] == 0 and seen_by_other["camp_hidden"] == 2
    assert s.observation(0)["player"][0]["camp"]["blue"] == 1


def test_every_player_takes_as_many_tiles_so_the_last_in_order_takes_the_last():  # p.3, p.9
    for players in (2, 3, 4):
        assert sum(tile_counts(players)) % players == 0
        s = setup(players=players)
        run_until(s, random.Random(players), lambda s: not sum(s.sites_count))
        assert s.current_player() == s.order[-1] == players - 1
