"""The bots on every registered game: legal, reproducible, and blind to hidden facts."""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions.agents import evaluator_for, make_bot, score_margin
from expeditions.core import SeatView, resolve_chance

GAMES = [*expeditions.games(), "toyrace"]
"""Every registered game, and the toy race registered by this folder's conftest."""
SPECS = (
    "random",
    "heuristic:samples=2",
    "ismcts:iters=25,depth=8",
    "ismcts:iters=15,playout=heuristic",
)


def decisions(name: str, count: int = 3, seed: int = 4):
    """A few positions with a seat to move, reached by seeded random play."""
    game = expeditions.load(name, players=2)
    rng = random.Random(seed)
    state = game.new_initial_state()
    found = []
    step = 0
    while not state.is_terminal() and len(found) < count:
        if state.is_chance_node():
            resolve_chance(state, rng)
            continue
        if step % 5 == 0:
            found.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        step += 1
    return found


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("spec", SPECS)
def test_every_bot_chooses_a_legal_action_in_every_game(name, spec):
    bot = make_bot(spec)
    for state in decisions(name):
        seat = state.current_player()
        before = state.to_json()
        action = bot.choose(SeatView(state, seat), state.legal_actions(), random.Random(1))
        assert action in state.legal_actions()
        assert state.to_json() == before, "a bot changed the real state"


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("spec", SPECS[1:])
def test_same_rng_gives_the_same_choice(name, spec):
    for state in decisions(name, count=2, seed=9):
        seat = state.current_player()
        picks = {
            make_bot(spec).choose(SeatView(state, seat), state.legal_actions(), random.Random(5))
            for _ in range(2)
        }
        assert len(picks) == 1


@pytest.mark.parametrize("name", GAMES)
def test_evaluation_stays_within_minus_one_and_one(name):
    evaluate = evaluator_for(expeditions.load(name, players=2))
    for state in decisions(name, count=6, seed=2):
        for seat in range(2):
            assert -1.0 <= evaluate(state, seat) <= 1.0


def test_every_seat_is_judged_by_the_game_s_own_shortcut_only_for_its_own_evaluate():
    from expeditions.agents.evaluation import every_seat
    from expeditions.games.relic import heuristic

    relic = expeditions.load("relic", players=3)
    assert every_seat(relic, heuristic.evaluate) is heuristic.evaluate_all
    asked = []

    def evaluate(state, seat):
        asked.append(seat)
        return seat / 10

    state = relic.new_initial_state()
    assert every_seat(relic, evaluate)(state) == [0.0, 0.1, 0.2]
    assert asked == [0, 1, 2]
    cave = expeditions.load("cave", players=2)  # no shortcut: one call per seat
    evaluate = evaluator_for(cave)
    assert every_seat(cave, evaluate)(cave.new_initial_state()) == [
        evaluate(cave.new_initial_state(), seat) for seat in range(2)
    ]


def test_game_without_heuristic_module_falls_back_to_score_margin():
    assert evaluator_for(expeditions.load("toyrace", players=2)) is score_margin


@pytest.mark.parametrize("spec", ["heuristic", "ismcts:iters=60"])
def test_choice_ignores_what_the_seat_cannot_see(spec):
    from tests.agents.positions import toy_position

    # The opponent's face-down card differs; seat 0 must not be able to tell.
    low = toy_position(cards=(2, 1), position=(6, 9))
    high = toy_position(cards=(2, 4), position=(6, 9))
    assert low.observation(0) == high.observation(0)
    for seed in range(4):
        a = make_bot(spec).choose(SeatView(low, 0), low.legal_actions(), random.Random(seed))
        b = make_bot(spec).choose(SeatView(high, 0), high.legal_actions(), random.Random(seed))
        assert a == b


def test_playout_depth_and_horizon_are_the_game_s_own_or_the_defaults(monkeypatch):
    from expeditions.agents import evaluation
    from expeditions.core import SearchHints

    game = expeditions.load("toyrace", players=2)
    assert evaluation.playout_depth_for(game) == evaluation.DEFAULT_PLAYOUT_DEPTH
    assert evaluation.search_horizon_for(game) == evaluation.DEFAULT_SEARCH_HORIZON == "game"
    monkeypatch.setattr(type(game), "search", SearchHints(playout_depth=2, horizon="turn"))
    assert evaluation.playout_depth_for(game) == 2
    assert evaluation.search_horizon_for(game) == "turn"


def test_each_game_names_its_renderer_heuristic_and_search_hints():
    for name in ("cave", "relic", "southpole", "temple"):
        game_class = type(expeditions.load(name))
        assert game_class.renderer.__name__ == f"expeditions.games.{name}.render"
        assert game_class.heuristic.__name__ == f"expeditions.games.{name}.heuristic"
        assert evaluator_for(expeditions.load(name)) is game_class.heuristic.evaluate
    relic = expeditions.load("relic")
    assert type(relic).search.horizon == "turn" and type(relic).search.playout_depth == 0


def test_relic_and_south_pole_split_chance_cave_and_the_temple_walk_on():
    from expeditions.agents.evaluation import DEFAULT_CHANCE, chance_for

    walks = {
        name: chance_for(expeditions.load(name))
        for name in ("cave", "relic", "southpole", "temple")
    }
    assert walks == {"cave": "fuse", "relic": "split", "southpole": "split", "temple": "fuse"}
    assert chance_for(expeditions.load("toyrace", players=2)) == DEFAULT_CHANCE == "fuse"
