"""ISMCTS: determinized search from one seat's view, with a documented tie-break."""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions.agents import HeuristicBot, ISMCTSBot, make_bot
from expeditions.agents.evaluation import DEFAULT_ROOT_DETS, evaluator_for, root_dets_for
from expeditions.agents.ismcts import (
    MAX_VISITS,
    SPREAD_WIDTH,
    Node,
    Rewards,
    backpropagate,
    best_child,
    widen,
)
from expeditions.core import CHANCE, SeatView
from tests.agents.matches import share_against_random
from tests.agents.positions import relic_decision, toy_position
from tests.agents.spies import judgements
from tests.agents.toy import CARD, DIE, ROLL, STOP, Move
from tests.agents.trees import deciders_below, nodes


class CountingView(SeatView):
    """A view that counts determinizations, to check one per iteration.

    Subclasses `adjust` each guess by how many came before it.
    """

    __slots__ = ("draws",)

    def __init__(self, state, seat):
        super().__init__(state, seat)
        self.draws = 0

    def resample(self, rng):
        guess = super().resample(rng)
        self.adjust(guess)
        self.draws += 1
        return guess

    def lookahead_resample(self, rng):
        guess = super().lookahead_resample(rng)
        self.adjust(guess)
        self.draws += 1
        return guess

    def adjust(self, guess) -> None:
        pass


def test_every_iteration_draws_a_fresh_determinization():
    state = toy_position(position=(3, 5))
    view = CountingView(state, 0)
    root = ISMCTSBot(iters=40, prior=0, width=0).search(view, random.Random(2))
    assert view.draws == 40
    assert root.visits == 40
    assert sum(child.visits for child in root.children.values()) == 40


def _heuristic_values(state, seat: int = 0) -> dict:
    judge = HeuristicBot(follow=ISMCTSBot().follow)  # as the root judgement looks ahead
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
    root = ISMCTSBot(iters=30, prior=4, width=2, dets=3).search(view, random.Random(5))
    assert view.draws == 33  # three to judge the root, one per iteration
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
    bot = ISMCTSBot(iters=50, width=1, dets=2)
    pick = bot.choose(view, state.legal_actions(), random.Random(1))
    assert pick == max(values, key=values.get)
    assert view.draws == 2


class RivalView(CountingView):
    """Determinizations that put the rival alternately at 5 and at 15."""

    __slots__ = ()

    def adjust(self, guess) -> None:
        guess.position[1] = 15 if self.draws % 2 else 5


def test_the_root_judgement_averages_over_determinizations():
    state = toy_position(position=(3, 5))
    near, far = state.clone(), state.clone()
    far.position[1] = 15
    low, high = _heuristic_values(far), _heuristic_values(near)
    assert low != high  # where the rival stands changes what each action is worth
    bot = ISMCTSBot(iters=1, prior=1000, width=0, dets=2)
    root = bot.search(RivalView(state, 0), random.Random(5))
    for action, child in root.children.items():
        expected = (low[action] + high[action]) / 2
        assert abs(child.total / child.visits - expected) < 0.01


def test_the_root_judgement_looks_through_only_its_top_actions(monkeypatch):
    state = relic_decision(8)
    seat = state.current_player()
    legal = state.legal_actions()
    calls = judgements(monkeypatch)
    bot = ISMCTSBot(iters=1, prior=1000, width=0, dets=1, top=3)
    root = bot.search(SeatView(state, seat), random.Random(5))
    at_once, looked = calls[: len(legal)], calls[len(legal) :]
    assert [(a, f) for a, f, _ in at_once] == [(a, 0) for a in legal]
    best = sorted(at_once, key=lambda c: -c[2])[:3]
    assert [(a, f) for a, f, _ in looked] == [(a, 1) for a, _, _ in best]
    final = {a: v for a, _, v in at_once} | {a: v for a, _, v in looked}
    for action, child in root.children.items():
        assert abs(child.total / child.visits - final[action]) < 0.01
    calls.clear()
    ISMCTSBot(iters=1, dets=1, top=0).search(SeatView(state, seat), random.Random(5))
    assert [(a, f) for a, f, _ in calls] == [(a, 1) for a in legal]


def test_the_root_judgement_averages_over_the_game_s_determinizations(monkeypatch):
    # Relic Expedition's root judgement guesses once (`search.root_dets`);
    # a game that declares none, such as the toy race, four times
    assert root_dets_for(expeditions.load("relic", players=2)) == 1
    state = relic_decision(8)
    seat = state.current_player()
    legal = state.legal_actions()
    calls = judgements(monkeypatch)
    ISMCTSBot(iters=1).search(SeatView(state, seat), random.Random(5))
    assert sum(1 for _, f, _ in calls if f == 0) == len(legal)
    calls.clear()
    ISMCTSBot(iters=1, dets=2).search(SeatView(state, seat), random.Random(5))
    assert sum(1 for _, f, _ in calls if f == 0) == 2 * len(legal)
    toy = toy_position(position=(3, 5))
    assert root_dets_for(toy.game) == DEFAULT_ROOT_DETS == 4
    calls.clear()
    ISMCTSBot(iters=1).search(SeatView(toy, 0), random.Random(5))
    assert len(calls) == 4 * len(toy.legal_actions())


def test_dets_must_be_positive_or_the_game_s():
    with pytest.raises(ValueError, match="dets"):
        ISMCTSBot(dets=0)


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


class AlternatingView(CountingView):
    """Determinizations that alternately do and do not let seat 1 play its card."""

    __slots__ = ()

    def adjust(self, guess) -> None:
        with guess.edit():
            guess.used[1] = self.draws % 2 == 1


def test_selection_counts_only_the_determinizations_where_an_action_is_available():
    state = toy_position(position=(3, 5), used=(True, False))
    bot = ISMCTSBot(iters=400, c=2.0, horizon="game")
    root = bot.search(AlternatingView(state, 0), random.Random(4))
    after_stop = root.children[STOP]
    card, roll = after_stop.children[CARD], after_stop.children[ROLL]
    assert card.player == roll.player == 1
    # CARD is legal in every other determinization only: so is its availability.
    assert 0.3 * roll.avail < card.avail < 0.7 * roll.avail
    assert card.visits <= card.avail


@pytest.mark.parametrize("scale", ["range", "spread"])
def test_search_is_blind_to_the_scale_of_the_rewards(monkeypatch, scale):
    # Each game's evaluate has its own scale; shrinking every reward (evaluations
    # and final returns alike) must leave the whole tree unchanged.
    from expeditions.agents import ismcts, score_margin
    from expeditions.core import State
    from tests.agents.toy import ToyState

    state = toy_position(position=(1, 2))

    def visits(factor: float) -> dict:
        monkeypatch.setattr(
            ismcts, "evaluator_for", lambda game: lambda s, i: factor * score_margin(s, i)
        )
        monkeypatch.setattr(ToyState, "returns", lambda s: [factor * r for r in State.returns(s)])
        bot = ISMCTSBot(iters=300, depth=3, horizon="game", scale=scale)
        root = bot.search(SeatView(state, 0), random.Random(8))
        return {action: child.visits for action, child in root.children.items()}

    assert visits(1.0) == visits(2.0**-10)  # a power of two: rescaling is exact in floats


def test_by_range_one_extreme_reward_sets_the_scale_by_spread_it_does_not():
    usual = [0.01 * (i % 5 - 2) for i in range(200)]  # -0.02 .. +0.02
    by_range, by_spread = Rewards(spread=False), Rewards(spread=True)
    for rewards in (by_range, by_spread):
        for r in usual:
            rewards.add_all([r, -r])
    before = by_range.scale(), by_spread.scale()
    assert before[0] == pytest.approx(1 / 0.04)
    assert before[1] == pytest.approx(1 / (SPREAD_WIDTH * (0.0002**0.5)))
    for rewards in (by_range, by_spread):
        rewards.add_all([0.9, -0.9])  # a leaf where the game is all but decided
    assert by_range.scale() == pytest.approx(1 / 1.8)  # 45 times smaller
    assert by_spread.scale() > before[1] / 5
    for rewards in (by_range, by_spread):
        for r in usual * 50:
            rewards.add_all([r, -r])
    # the range remembers the extreme for good; the spread forgets it as rewards come in
    assert by_range.scale() == pytest.approx(1 / 1.8)
    assert by_spread.scale() > 0.75 * before[1]


def test_by_spread_each_seat_is_measured_about_its_own_mean():
    # one seat far ahead all search long: the gap between the seats is no spread
    rewards = Rewards(spread=True)
    for i in range(100):
        wobble = 0.01 if i % 2 else -0.01
        rewards.add_all([0.6 + wobble, -0.6 - wobble])
    assert rewards.scale() == pytest.approx(1 / (SPREAD_WIDTH * 0.01))
    assert Rewards(spread=True).scale() == 0.0  # nothing seen yet: no scale


def test_the_scale_is_read_by_range_unless_spread_is_asked(monkeypatch):
    from expeditions.agents import ismcts

    made = []

    class Seen(Rewards):
        def __init__(self, spread: bool = False) -> None:
            made.append(spread)
            super().__init__(spread)

    monkeypatch.setattr(ismcts, "Rewards", Seen)
    state = toy_position(position=(3, 5))
    for bot in (ISMCTSBot(iters=20), ISMCTSBot(iters=20, scale="spread")):
        bot.search(SeatView(state, 0), random.Random(6))
    assert made == [False, True]


def test_an_unknown_scale_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="scale must be one of range, spread"):
        ISMCTSBot(scale="log")


def _path_of(*players: int) -> list[Node]:
    """A root and a chain of nodes, each the only child of the one before."""
    path = [Node(players[0])]
    for player in players[1:]:
        node = Node(player)
        path[-1].children[len(path)] = node
        path.append(node)
    return path


def test_max_backup_values_a_half_spent_turn_by_its_best_continuation():
    root, mid, strong = _path_of(0, 0, 0)
    weak = mid.children["weak"] = Node(0)
    backpropagate([root, mid, strong], [0.9, 0.0], greedy=True)
    # no continuation has MAX_VISITS visits yet: the mean stands
    assert mid.value == 0.9 and strong.value == 0.9
    backpropagate([root, mid, weak], [0.1, 0.0], greedy=True)
    backpropagate([root, mid, weak], [0.3, 0.0], greedy=True)
    assert abs(mid.value - 0.2) < 1e-12  # only `weak` counts, at its mean 0.2
    backpropagate([root, mid, strong], [0.7, 0.0], greedy=True)
    assert abs(strong.value - 0.8) < 1e-12
    assert abs(mid.value - 0.8) < 1e-12  # the best continuation, not the mean 0.5
    assert abs(mid.total / mid.visits - 0.5) < 1e-12
    backpropagate([root, mid, strong], [0.5, 0.0], greedy=False)
    assert abs(mid.value - 2.5 / 5) < 1e-12  # the mean backup averages


def test_robust_backup_values_a_half_spent_turn_by_its_most_visited_continuation():
    root, mid, steady = _path_of(0, 0, 0)
    lucky = mid.children["lucky"] = Node(0)
    for reward in (0.5, 0.5, 0.5):
        backpropagate([root, mid, steady], [reward, 0.0], greedy=True, robust=True)
    for reward in (0.9, 0.9):
        backpropagate([root, mid, lucky], [reward, 0.0], greedy=True, robust=True)
    # the max backup would take `lucky` (0.9 over 2 visits); robust takes `steady`
    assert abs(mid.value - 0.5) < 1e-12
    backpropagate([root, mid, lucky], [0.9, 0.0], greedy=True, robust=True)
    assert abs(mid.value - 0.9) < 1e-12  # as many visits: the higher value wins the tie
    backpropagate([root, mid, lucky], [0.1, 0.0], greedy=True)
    assert abs(mid.value - lucky.value) < 1e-12  # without robust: the best value


def test_max_backup_keeps_the_mean_across_an_opponent_or_chance():
    for players, chance in (((0, 0, 1), False), ((0, 0, 0), True)):
        _root, mid, leaf = path = _path_of(*players)
        mid.chance = chance
        backpropagate(path, [0.2, 0.8], greedy=True)
        backpropagate(path, [0.6, 0.4], greedy=True)
        assert leaf.visits == MAX_VISITS
        assert abs(mid.value - 0.4) < 1e-12  # the mean of 0.2 and 0.6


def test_max_backup_keeps_the_weight_of_prior_visits():
    _root, mid, _leaf = path = _path_of(0, 0, 0)
    mid.visits = mid.avail = mid.seed = 3
    mid.total, mid.value = 3 * 0.5, 0.5
    mid.seed_value = 0.5
    for _ in range(2):
        backpropagate(path, [1.0, 0.0], greedy=True)
    # 3 prior visits at 0.5 and 2 real ones worth the best continuation, 1.0
    assert abs(mid.value - (3 * 0.5 + 2 * 1.0) / 5) < 1e-12


def test_split_chance_walks_on_in_a_node_of_its_own_for_each_outcome():
    state = toy_position(position=(3, 5))
    view = SeatView(state, 0)
    fused = ISMCTSBot(iters=300, depth=0).search(view, random.Random(6)).children[ROLL]
    assert fused.outcomes is None and fused.children
    roll = ISMCTSBot(iters=300, depth=0, chance="split").search(view, random.Random(6))
    roll = roll.children[ROLL]
    assert not roll.children and roll.outcomes
    assert set(roll.outcomes) <= {(Move("die", d),) for d in DIE} and len(roll.outcomes) > 3
    # a die of 1 ends the turn; any other lets seat 0 decide again in that outcome's node
    assert any(node.children for key, node in roll.outcomes.items() if key[0].value > 1)


def test_split_chance_keeps_an_outcome_hidden_from_the_seat_as_one(monkeypatch):
    from tests.agents.toy import ToyState

    played = ToyState._apply

    def apply(self, action):
        if action.kind == "die":
            self._keep_secret(1)  # as if only seat 1 saw the die
        played(self, action)

    monkeypatch.setattr(ToyState, "_apply", apply)
    state = toy_position(position=(3, 5))
    bot = ISMCTSBot(iters=200, depth=0, chance="split")
    roll = bot.search(SeatView(state, 0), random.Random(6)).children[ROLL]
    assert set(roll.outcomes) == {(None,)}


def test_a_node_before_split_chance_is_worth_its_outcomes_by_how_often_each_came_up():
    root, act, often = _path_of(0, 0, 0)
    del act.children[2]
    rare = Node(0)
    act.outcomes = {"often": often, "rare": rare}
    for _ in range(3):
        backpropagate([root, act, often], [0.2, 0.0], greedy=True)
    backpropagate([root, act, rare], [0.6, 0.0], greedy=True)
    assert abs(act.value - (3 * 0.2 + 1 * 0.6) / 4) < 1e-12
    act.seed, act.seed_value = 4, 1.0  # prior visits keep their weight
    act.visits += 4
    backpropagate([root, act, rare], [0.6, 0.0], greedy=True)
    assert abs(act.value - (4 * 1.0 + 5 * (3 * 0.2 + 2 * 0.6) / 5) / 9) < 1e-12


def test_chance_must_be_a_known_walk():
    with pytest.raises(ValueError, match="chance must be one of"):
        ISMCTSBot(chance="both")


def test_the_search_marks_chance_between_a_decision_and_the_next():
    state = toy_position(position=(3, 5))
    root = ISMCTSBot(iters=200).search(SeatView(state, 0), random.Random(3))
    roll = root.children[ROLL]
    assert roll.chance  # a die is rolled before the seat decides again
    assert not root.children[STOP].chance  # the opponent decides next, no chance
    assert abs(roll.value - roll.total / roll.visits) < 1e-12


def test_a_leaf_is_judged_after_chance_has_spoken():
    """A roll just made is judged once the die shows, never with the die in the air."""
    state = toy_position(position=(3, 5))
    state.apply(ROLL)
    assert state.current_player() == CHANCE
    seen = []

    def evaluate(s, seat):
        seen.append(s.current_player())
        return 0.0

    ISMCTSBot(depth=0)._playout(state, evaluate, random.Random(1), 0)
    assert seen and CHANCE not in seen


def test_the_turn_horizon_judges_a_plan_before_the_next_turn_s_first_roll(monkeypatch):
    """Where the game names whose turn it is, the roll that opens a rival's turn
    lies beyond the seat's own: left unplayed, every plan is judged at the
    same point. Where it does not, a chance node may be the seat's own roll
    and is played as before."""
    from tests.agents.toy import ToyState

    state = toy_position(position=(3, 5))
    state.apply(STOP)
    state.apply(ROLL)  # the rival's roll, in the rival's turn
    assert state.current_player() == CHANCE
    seen = []

    def evaluate(s, seat):
        seen.append(s.current_player())
        return 0.0

    ISMCTSBot(depth=0)._playout(state.clone(), evaluate, random.Random(1), 0, seat=0)
    assert seen and CHANCE not in seen
    seen.clear()
    monkeypatch.setattr(ToyState, "_turn_owner", lambda s: s.turn)
    ISMCTSBot(depth=0)._playout(state.clone(), evaluate, random.Random(1), 0, seat=0)
    assert seen and set(seen) == {CHANCE}
    seen.clear()
    ISMCTSBot(depth=0)._playout(state.clone(), evaluate, random.Random(1), 0, seat=1)
    assert seen and CHANCE not in seen  # the roller's own roll is played


def test_the_turn_horizon_plans_only_the_seat_s_own_turn():
    state = toy_position(position=(3, 5))
    for horizon, players in (("turn", {0}), ("game", {0, 1})):
        bot = ISMCTSBot(iters=300, depth=0, horizon=horizon)
        root = bot.search(SeatView(state, 0), random.Random(6))
        assert deciders_below(root) == players
    # STOP hands the turn over: under the turn horizon nothing grows below it
    bot = ISMCTSBot(iters=300, depth=0, horizon="turn")
    turn = bot.search(SeatView(state, 0), random.Random(6))
    assert not turn.children[STOP].children and turn.children[ROLL].children


def test_the_turn_horizon_searches_a_rival_s_decision_inside_the_seat_s_turn(monkeypatch):
    from tests.agents.toy import ToyState

    # as in Relic Expedition, where every seat moves animals in the roller's turn
    monkeypatch.setattr(ToyState, "_turn_owner", lambda s: 0)
    state = toy_position(position=(3, 5))
    bot = ISMCTSBot(iters=300, depth=0, horizon="turn")
    root = bot.search(SeatView(state, 0), random.Random(6))
    assert deciders_below(root) == {0, 1}


def test_the_auto_horizon_is_the_game_s_own(monkeypatch):
    from expeditions.agents import ismcts

    state = toy_position(position=(3, 5))
    grown = {}
    for own in ("turn", "game"):
        monkeypatch.setattr(ismcts, "search_horizon_for", lambda game, own=own: own)
        root = ISMCTSBot(iters=300, depth=0).search(SeatView(state, 0), random.Random(6))
        grown[own] = deciders_below(root)
    assert grown == {"turn": {0}, "game": {0, 1}}


def test_a_game_may_name_its_horizon_by_the_position(monkeypatch):
    """`SEARCH_HORIZON` may be a function of a determinization of the position."""
    from expeditions.agents import ismcts

    seen = []

    def by_position(state):
        seen.append(tuple(state.position))
        return "turn" if state.position[0] == 3 else "game"

    monkeypatch.setattr(ismcts, "search_horizon_for", lambda game: by_position)
    grown = {}
    for start in ((3, 5), (2, 5)):
        state = toy_position(position=start)
        root = ISMCTSBot(iters=300, depth=0).search(SeatView(state, 0), random.Random(6))
        grown[start] = deciders_below(root)
    assert grown == {(3, 5): {0}, (2, 5): {0, 1}}
    assert seen == [(3, 5), (2, 5)], "asked once per decision"


def test_a_turn_horizon_playout_stops_where_a_rival_is_to_decide():
    state = toy_position(position=(3, 5))
    state.apply(STOP)
    assert state.current_player() == 1
    before = len(state.history)
    seen = []

    def evaluate(s, seat):
        seen.append(s.current_player())
        return 0.0

    ISMCTSBot()._playout(state, evaluate, random.Random(1), 5, seat=0)
    assert len(state.history) == before and seen == [1, 1]
    ISMCTSBot()._playout(state, evaluate, random.Random(1), 5)
    assert len(state.history) > before  # no seat given: the rival's actions are played


def test_greedy_expansion_adds_the_mover_s_best_actions_first():
    state = toy_position(position=(3, 5))
    bot = ISMCTSBot(iters=400, depth=0, horizon="game", expand="greedy")
    root = bot.search(SeatView(state, 0), random.Random(6))
    judged = [n for n in nodes(root) if n is not root and n.scores]
    assert judged, "the search grew below the root"
    partial = 0
    for node in judged:
        tried = [node.scores[a] for a in node.children]
        untried = [v for a, v in node.scores.items() if a not in node.children]
        assert len(node.children) <= 1 + node.visits**0.5  # widened with its visits
        if untried:
            partial += 1
            assert min(tried) >= max(untried)  # none left out that judged better
    assert partial, "some node was still widening"


def test_greedy_expansion_judges_each_action_once_per_node(monkeypatch):
    calls = []
    state = toy_position(position=(3, 5))
    real = type(state).one_step_values

    def counted(self, actions, seat, evaluate, rng):
        calls.extend(actions)
        return real(self, actions, seat, evaluate, rng)

    monkeypatch.setattr(type(state), "one_step_values", counted)
    bot = ISMCTSBot(iters=300, depth=0, horizon="game", expand="greedy")
    root = bot.search(SeatView(state, 0), random.Random(2))
    assert len(calls) == sum(len(n.scores or ()) for n in nodes(root))


def test_greedy_expansion_widens_one_child_at_a_time():
    state = toy_position(position=(3, 5))
    node = Node(0)
    evaluate = evaluator_for(state.game)
    legal = tuple(state.legal_actions())
    rng = random.Random(1)
    first = widen(node, state, legal, 0, 0, evaluate, rng)
    assert first == max(node.scores, key=node.scores.get)
    node.children[first] = Node(0)
    node.visits = 1
    second = widen(node, state, legal, 0, 1, evaluate, rng)
    ranked = sorted(node.scores, key=node.scores.get, reverse=True)
    assert second == ranked[1]
    node.children[second] = Node(0)
    node.visits = 3  # 1 + int(sqrt(3)) == 2 children: select among them
    assert widen(node, state, legal, 0, 2, evaluate, rng) is None
    node.visits = 4
    assert widen(node, state, legal, 0, 2, evaluate, rng) == ranked[2]


def test_a_leaf_is_judged_for_every_seat_in_one_call_of_the_game_s_shortcut(monkeypatch):
    """Relic Expedition gives `evaluate_all`: the search's playouts ask it, once a leaf."""
    from expeditions.games.relic import heuristic
    from tests.agents.test_bots import decisions

    state = decisions("relic", count=1, seed=3)[0]
    calls = []
    judge_all = heuristic.evaluate_all

    def counted(s):
        calls.append(s.game.players)
        return judge_all(s)

    monkeypatch.setattr(heuristic, "evaluate_all", counted)
    ISMCTSBot(iters=40).search(SeatView(state, state.current_player()), random.Random(2))
    assert 0 < len(calls) <= 40


def test_a_new_outcome_is_widened_or_judged_as_a_leaf_as_asked():
    state = toy_position(position=(3, 5))
    view = SeatView(state, 0)
    trees = {
        (fresh, iters): ISMCTSBot(iters=iters, depth=0, chance="split", fresh=fresh)
        .search(view, random.Random(6))
        .children[ROLL]
        for fresh in ("widen", "leaf")
        for iters in (6, 300)
    }
    met_once = {
        fresh: [node for node in trees[fresh, 6].outcomes.values() if node.visits == 1]
        for fresh in ("widen", "leaf")
    }
    # widened: each outcome met once got a child (someone decides after any die)
    assert met_once["widen"] and all(node.children for node in met_once["widen"])
    # a leaf: judged where it stands, nothing below it and no action judged there
    assert met_once["leaf"]
    assert all(not node.children and node.scores is None for node in met_once["leaf"])
    # met again, a leaf outcome grows as any node does
    assert all(node.children for node in trees["leaf", 300].outcomes.values() if node.visits > 1)


def test_fresh_auto_takes_the_games_own_and_every_game_widens(monkeypatch):
    from expeditions.agents.evaluation import DEFAULT_FRESH, fresh_for
    from expeditions.core import SearchHints

    games = ("cave", "relic", "southpole", "temple")
    assert {fresh_for(expeditions.load(name)) for name in games} == {DEFAULT_FRESH} == {"widen"}
    state = toy_position(position=(3, 5))
    monkeypatch.setattr(type(state.game), "search", SearchHints(chance="split", fresh="leaf"))
    roll = ISMCTSBot(iters=6, depth=0).search(SeatView(state, 0), random.Random(6)).children[ROLL]
    met_once = [node for node in roll.outcomes.values() if node.visits == 1]
    assert met_once and not any(node.children for node in met_once)


def test_fresh_must_be_a_known_treatment():
    with pytest.raises(ValueError, match="fresh must be one of auto, widen, leaf"):
        ISMCTSBot(fresh="prune")
