"""ISMCTS: determinized search from one seat's view, with a documented tie-break."""

from __future__ import annotations

import random

from expeditions.agents import HeuristicBot, ISMCTSBot, make_bot
from expeditions.agents.evaluation import evaluator_for
from expeditions.agents.ismcts import Node, best_child
from expeditions.core import SeatView
from tests.agents.matches import share_against_random
from tests.agents.positions import toy_position
from tests.agents.toy import CARD, ROLL, STOP


class CountingView(SeatView):
    """A view that counts determinizations, to check one per iteration."""

    __slots__ = ("draws",)

    def __init__(self, state, seat):
        super().__init__(state, seat)
        self.draws = 0

    def resample(self, rng):
        self.draws += 1
        return super().resample(rng)


def test_every_iteration_draws_a_fresh_determinization():
    state = toy_position(position=(3, 5))
    view = CountingView(state, 0)
    root = ISMCTSBot(iters=40, prior=0, width=0).search(view, random.Random(2))
    assert view.draws == 40
    assert root.visits == 40
    assert sum(child.visits for child in root.children.values()) == 40


def _heuristic_values(state, seat: int = 0) -> dict:
    judge = HeuristicBot()
    evaluate = evaluator_for(state.game)
    return {
        a: judge.action_value(state, a, seat, evaluate, random.Random(0), judge.follow)
        for a in state.legal_actions()
    }


def test_the_root_is_seeded_with_the_heuristic_s_best_actions():
    state = toy_position(position=(3, 5))
    values = _heuristic_values(state)
    best_two = sorted(values, key=values.get, reverse=True)[:2]
    assert len(set(values.values())) == 3  # no ties: the top two are well defined
    view = CountingView(state, 0)
    root = ISMCTSBot(iters=30, prior=4, width=2).search(view, random.Random(5))
    assert view.draws == 31  # one to judge the root, one per iteration
    assert set(root.children) == set(best_two)
    # each starts with 4 virtual visits at the heuristic's value
    assert sum(child.visits for child in root.children.values()) == 30 + 2 * 4


def test_prior_visits_carry_the_heuristic_value():
    state = toy_position(position=(3, 5))
    values = _heuristic_values(state)
    root = ISMCTSBot(iters=1, prior=1000, width=0).search(SeatView(state, 0), random.Random(5))
    for action, child in root.children.items():
        assert abs(child.total / child.visits - values[action]) < 0.01


def test_width_one_plays_the_heuristic_choice_without_search():
    state = toy_position(position=(3, 5))
    values = _heuristic_values(state)
    view = CountingView(state, 0)
    pick = ISMCTSBot(iters=50, width=1).choose(view, state.legal_actions(), random.Random(1))
    assert pick == max(values, key=values.get)
    assert view.draws == 1


def test_root_children_are_the_seat_s_legal_actions():
    state = toy_position(position=(3, 5))
    root = ISMCTSBot(iters=50).search(SeatView(state, 0), random.Random(3))
    assert set(root.children) == {ROLL, STOP, CARD}
    assert all(child.player == 0 for child in root.children.values())


def test_takes_the_stop_that_wins_the_game():
    state = toy_position(position=(15, 12), pending=6, used=(True, False))
    for seed in range(3):
        pick = make_bot("ismcts:iters=200").choose(
            SeatView(state, 0), state.legal_actions(), random.Random(seed)
        )
        assert pick == STOP


def test_time_budget_runs_at_least_one_iteration():
    state = toy_position(position=(3, 5))
    root = ISMCTSBot(time=0.02).search(SeatView(state, 0), random.Random(1))
    assert root.visits >= 1


def test_single_legal_action_is_played_without_search():
    state = toy_position(position=(19, 3), pending=2, used=(True, False))
    assert state.legal_actions() == (STOP,)
    view = CountingView(state, 0)
    assert ISMCTSBot(iters=50).choose(view, state.legal_actions(), random.Random(0)) == STOP
    assert view.draws == 0


def _child(visits: int, total: float) -> Node:
    node = Node(0)
    node.visits, node.total = visits, total
    return node


def test_tie_break_most_visits_then_mean_then_legal_order():
    root = Node(0)
    root.children = {ROLL: _child(10, 1.0), STOP: _child(12, -3.0), CARD: _child(12, 2.0)}
    assert best_child(root, (ROLL, STOP, CARD)) == CARD
    root.children[STOP] = _child(12, 2.0)
    assert best_child(root, (ROLL, STOP, CARD)) == STOP
    assert best_child(root, (ROLL, CARD, STOP)) == CARD


def test_ismcts_beats_random_in_the_toy_race():
    assert share_against_random("ismcts:iters=150", games=16) >= 0.8


class AlternatingView(SeatView):
    """Determinizations that alternately do and do not let seat 1 play its card."""

    __slots__ = ("draws",)

    def __init__(self, state, seat):
        super().__init__(state, seat)
        self.draws = 0

    def resample(self, rng):
        guess = super().resample(rng)
        guess.used[1] = self.draws % 2 == 1
        guess._legal = None
        self.draws += 1
        return guess


def test_selection_counts_only_the_determinizations_where_an_action_is_available():
    state = toy_position(position=(3, 5), used=(True, False))
    root = ISMCTSBot(iters=400, c=2.0).search(AlternatingView(state, 0), random.Random(4))
    after_stop = root.children[STOP]
    card, roll = after_stop.children[CARD], after_stop.children[ROLL]
    assert card.player == roll.player == 1
    # CARD is legal in every other determinization only: so is its availability.
    assert 0.3 * roll.avail < card.avail < 0.7 * roll.avail
    assert card.visits <= card.avail


def test_search_is_blind_to_the_scale_of_the_rewards(monkeypatch):
    # Each game's evaluate has its own scale; shrinking every reward (evaluations
    # and final returns alike) must leave the whole tree unchanged.
    from expeditions.agents import ismcts, score_margin
    from expeditions.core import State
    from tests.agents.toy import ToyState

    state = toy_position(position=(1, 2))

    def visits(scale: float) -> dict:
        monkeypatch.setattr(
            ismcts, "evaluator_for", lambda game: lambda s, i: scale * score_margin(s, i)
        )
        monkeypatch.setattr(ToyState, "returns", lambda s: [scale * r for r in State.returns(s)])
        root = ISMCTSBot(iters=300, depth=3).search(SeatView(state, 0), random.Random(8))
        return {action: child.visits for action, child in root.children.items()}

    assert visits(1.0) == visits(2.0**-10)  # a power of two: rescaling is exact in floats
