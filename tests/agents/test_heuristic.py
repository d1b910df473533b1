"""The generic greedy bot: chance by expectation, multi-decision turns looked through."""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions.agents import HeuristicBot, make_bot, score_margin
from expeditions.agents.evaluation import follow_for
from expeditions.core import SeatView
from tests.agents.matches import share_against_random
from tests.agents.positions import toy_position
from tests.agents.toy import CARD, ROLL, STOP


def test_roll_is_valued_by_exact_expectation_over_the_die():
    state = toy_position(position=(5, 9), pending=4, used=(True, False))
    bot = HeuristicBot(follow=0)
    value = bot.action_value(state, ROLL, 0, score_margin, random.Random(0), follow=0)
    expected = 0.0
    for face in range(1, 7):
        child = state.clone()
        child.apply(ROLL)
        child.apply(child.game.parse_action(child, f"die {face}"))
        expected += score_margin(child, 0) / 6
    assert value == pytest.approx(expected)


def test_many_outcomes_are_sampled_not_enumerated():
    state = toy_position(position=(5, 9), pending=4, used=(True, False))
    bot = HeuristicBot(follow=1, outcomes=3, samples=1)
    values = {
        bot.action_value(state, ROLL, 0, score_margin, random.Random(s), follow=1)
        for s in range(12)
    }
    assert len(values) > 1, "one sampled die face per evaluation: values vary"


def test_banks_a_total_that_wins_the_race():
    state = toy_position(position=(15, 12), pending=6, used=(True, False))
    for seed in range(5):
        pick = make_bot("heuristic").choose(
            SeatView(state, 0), state.legal_actions(), random.Random(seed)
        )
        assert pick == STOP


def test_follow_sees_past_a_roll_to_the_stop_that_banks_it():
    # After a roll the turn is still seat 0's: only looking one decision further
    # shows that the rolled points can be banked.
    state = toy_position(position=(0, 10), used=(True, False))
    follow = HeuristicBot(follow=1)
    for seed in range(6):
        assert follow.choose(SeatView(state, 0), state.legal_actions(), random.Random(seed)) == ROLL
    flat = HeuristicBot(follow=0)
    roll = flat.action_value(state, ROLL, 0, score_margin, random.Random(0), follow=0)
    stop = flat.action_value(state, STOP, 0, score_margin, random.Random(0), follow=0)
    assert roll == pytest.approx(stop), "one step alone cannot tell rolling from stopping"


def test_plays_its_card_when_it_gains_most():
    state = toy_position(cards=(4, 1), position=(16, 18))
    picks = {
        make_bot("heuristic").choose(SeatView(state, 0), state.legal_actions(), random.Random(s))
        for s in range(4)
    }
    assert picks == {CARD}


def test_heuristic_beats_random_in_the_toy_race():
    assert share_against_random("heuristic", games=40) >= 0.75


@pytest.mark.parametrize("name", ["cave", "relic", "southpole", "temple"])
def test_the_lookahead_is_the_games_own_unless_given(name):
    # South Pole judges an action by the position after its dice: the best of a
    # few next decisions, each after one sampled draw, is the luckiest draw's.
    game = expeditions.load(name, players=2)
    assert follow_for(game) == (0 if name == "southpole" else 1)
    state = game.new_initial_state()
    rng = random.Random(4)
    decisions = 0
    while not state.is_terminal() and decisions < 6:
        if state.is_chance_node():
            state.play_chance(rng)
            continue
        legal = state.legal_actions()
        if len(legal) > 1:
            decisions += 1
            view = SeatView(state, state.current_player())
            mine, given = random.Random(decisions), random.Random(decisions)
            own = HeuristicBot().choose(view, legal, mine)
            explicit = HeuristicBot(follow=follow_for(game)).choose(view, legal, given)
            assert own == explicit
            assert mine.random() == given.random(), "the same draws, in the same order"
        state.apply(legal[rng.randrange(len(legal))])
    assert decisions == 6
