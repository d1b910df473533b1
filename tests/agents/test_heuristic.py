"""The generic greedy bot: chance by expectation, multi-decision turns looked through."""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions.agents import HeuristicBot, make_bot, score_margin
from expeditions.agents.evaluation import evaluator_for, follow_for, follow_top_for
from expeditions.core import SeatView
from tests.agents.matches import share_against_random
from tests.agents.positions import relic_decision, relic_decisions, toy_position
from tests.agents.spies import judgements
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


def _judged(state, follow: int) -> dict:
    """Each action's value for seat 0, judged at once (`follow=0`) or looked through."""
    bot = HeuristicBot()
    return {
        a: bot.action_value(state, a, 0, score_margin, random.Random(0), follow)
        for a in state.legal_actions()
    }


def test_top_looks_through_only_the_actions_best_judged_at_once():
    # At once the card is best and rolling no better than stopping; looked
    # through, the roll is worth most (the rolled points can be banked).
    state = toy_position(position=(3, 5))
    at_once, looked = _judged(state, 0), _judged(state, 1)
    assert max(at_once, key=at_once.get) == CARD
    assert max(looked, key=looked.get) == ROLL
    legal = state.legal_actions()
    bot = HeuristicBot()
    one = bot.values(state, legal, 0, score_margin, random.Random(0), follow=1, top=1)
    assert one == pytest.approx([looked[a] if a == CARD else at_once[a] for a in legal])
    # the best two at once are the card and, of the tied roll and stop, the
    # earlier in legal order: the roll, now looked through
    two = bot.values(state, legal, 0, score_margin, random.Random(0), follow=1, top=2)
    assert two == pytest.approx([at_once[a] if a == STOP else looked[a] for a in legal])
    view = SeatView(state, 0)
    assert HeuristicBot(top=1).choose(view, legal, random.Random(0)) == CARD
    assert HeuristicBot(top=2).choose(view, legal, random.Random(0)) == ROLL
    assert HeuristicBot(top=0).choose(view, legal, random.Random(0)) == ROLL


def test_top_judges_each_action_at_once_then_looks_through_the_best(monkeypatch):
    state = relic_decision(8)
    seat = state.current_player()
    legal = state.legal_actions()
    calls = judgements(monkeypatch)
    HeuristicBot(top=3).choose(SeatView(state, seat), legal, random.Random(0))
    at_once, looked = calls[: len(legal)], calls[len(legal) :]
    assert [(a, f) for a, f, _ in at_once] == [(a, 0) for a in legal]
    best = [a for a, _, _ in sorted(at_once, key=lambda c: -c[2])[:3]]
    assert looked and all(f == 1 for _, f, _ in looked)
    assert [a for a, _, _ in looked] == [a for a in best if a in {b for b, _, _ in looked}]
    for a in set(best) - {b for b, _, _ in looked}:  # settled at once: see the next test
        assert a == state.game.parse_action(state, "end")
    calls.clear()
    small = legal[:3]
    HeuristicBot(top=3).choose(SeatView(state, seat), small, random.Random(0))
    assert [(a, f) for a, f, _ in calls] == [(a, 1) for a in small], "no more than top: all looked"


def test_an_action_with_nothing_to_look_through_keeps_its_value_judged_at_once(monkeypatch):
    # Ending the turn leaves the rival to decide after every animal roll, and no
    # draw is sampled: looking it through judges the very positions judged at
    # once, so it is not judged again, and the values and draws are the same.
    state, top = _end_among_the_best()
    seat = state.current_player()
    legal = state.legal_actions()
    end = state.game.parse_action(state, "end")
    calls = judgements(monkeypatch)
    mine = random.Random(0)
    values = HeuristicBot().values(state, legal, seat, evaluate_of(state), mine, 1, top)
    assert (end, 1) not in [(a, f) for a, f, _ in calls]
    looked = sum(1 for _, f, _ in calls if f == 1)
    assert looked == top - 1, "every other best action looked through"
    calls.clear()
    bot, given = HeuristicBot(), random.Random(0)
    at_once = [bot.action_value(state, a, seat, evaluate_of(state), given, 0) for a in legal]
    best = sorted(range(len(legal)), key=at_once.__getitem__, reverse=True)[:top]
    assert legal.index(end) in best
    reference = list(at_once)
    for i in best:
        reference[i] = bot.action_value(state, legal[i], seat, evaluate_of(state), given, 1)
    assert values == reference
    assert mine.random() == given.random(), "the same draws, in the same order"


def evaluate_of(state):
    return evaluator_for(state.game)


def _end_among_the_best():
    """A Relic Expedition decision, reached by random play, where ending the
    turn is judged at once better than some other action; with the `top` that
    just takes it in."""
    for state in relic_decisions():
        legal = state.legal_actions()
        seat = state.current_player()
        end = state.game.parse_action(state, "end") if state.turn_owner() == seat else None
        if end in legal and len(legal) >= 4:
            bot = HeuristicBot()
            at_once = [
                bot.action_value(state, a, seat, evaluate_of(state), random.Random(0), 0)
                for a in legal
            ]
            above = sum(1 for v in at_once if v > at_once[legal.index(end)])
            if above < len(legal) - 2:
                return state, above + 1
    raise AssertionError("random play from seed 3 never reached such a decision")


def test_top_must_not_be_below_minus_one():
    with pytest.raises(ValueError, match="top"):
        make_bot("heuristic:top=-2")


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
    # Relic Expedition looks through the 3 actions best judged at once only.
    game = expeditions.load(name, players=2)
    assert follow_for(game) == (0 if name == "southpole" else 1)
    assert follow_top_for(game) == (3 if name == "relic" else 0)
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
            explicit = HeuristicBot(follow=follow_for(game), top=follow_top_for(game)).choose(
                view, legal, given
            )
            assert own == explicit
            assert mine.random() == given.random(), "the same draws, in the same order"
        state.apply(legal[rng.randrange(len(legal))])
    assert decisions == 6
