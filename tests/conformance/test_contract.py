"""One conformance suite over every registered game and player count."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import expeditions
from expeditions import CHANCE, TERMINAL, IllegalAction
from expeditions.agents.evaluation import evaluator_for, every_seat
from expeditions.core.play import resolve_chance
from tests.conftest import game_configs, random_walk

from .may_win import may_win

CONFIGS = game_configs()
IDS = [f"{name}-{n}p" for name, n in CONFIGS]


def checkpoint(i: int) -> bool:
    """Where the costlier checks look: the opening, then ever sparser points."""
    return i < 10 or (i & (i - 1)) == 0 or i % 1000 == 0


def _finish(state, rng):
    """Play on at random to the end, or stop at the game's length limit."""
    for _ in random_walk(state, rng):
        pass
    if not state.is_terminal():
        state.stop(f"limit of {state.game.max_game_length()} actions")
    return state


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_random_games_end_by_the_rules_or_stop_at_the_limit(name, players):
    game = expeditions.load(name, players=players)
    cap = game.max_game_length()
    for seed in range(2):
        rng = random.Random(seed)
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal() and steps < cap:
            player = state.current_player()
            assert player == CHANCE or 0 <= player < players
            if player >= 0:  # a seat decides inside some seat's turn
                assert 0 <= state.turn_owner() < players
            if player == CHANCE:
                outcomes = state.chance_outcomes()
                assert outcomes, "a chance node with no outcome"
                assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
                assert all(p > 0 for _, p in outcomes)
                resolve_chance(state, rng)
            else:
                legal = state.legal_actions()
                assert legal, "the player to move has no action"
                assert len(set(legal)) == len(legal), "duplicate legal actions"
                state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        if not state.is_terminal():
            state.stop(f"limit of {cap} actions")
        assert state.current_player() == TERMINAL == state.turn_owner()
        assert state.legal_actions() == ()
        assert len(state.scores()) == players
        if state.is_truncated():
            assert steps == cap and state.winners() == []
            assert state.returns() == [0.0] * players
        else:
            assert set(state.winners()) <= may_win(state)
        assert abs(sum(state.returns())) < 1e-9


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_a_stopped_game_has_no_winner_and_replays_stopped(name, players):
    game = expeditions.load(name, players=players)
    for at in (0, 57, 400):
        state = expeditions.play(game, seed=at, max_actions=at)
        if state.is_terminal():
            continue
        before = state.scores()
        state.stop("abandoned")
        assert state.is_terminal() and state.is_truncated() and state.stopped == "abandoned"
        assert state.winners() == [] and state.returns() == [0.0] * players
        assert state.scores() == before
        assert state.legal_actions() == () and state.current_player() == TERMINAL
        with pytest.raises(IllegalAction):
            state.apply(None)
        again = expeditions.replay(json.loads(json.dumps(state.record())))
        assert again.stopped == "abandoned" and again.winners() == []
        assert again.scores() == before


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_notation_and_action_ids_round_trip(name, players):
    game = expeditions.load(name, players=players)
    rng = random.Random(7)
    n = game.num_distinct_actions()
    assert n > 0
    for i, state in enumerate(random_walk(game.new_initial_state(), rng)):
        if i > 200 and not checkpoint(i) and i % 25:
            continue
        legal = state.legal_actions()
        for action in legal[:40]:
            text = str(action)
            assert text == text.strip() and "\n" not in text
            assert game.parse_action(state, text) == action
            assert hash(action) == hash(game.parse_action(state, text))
            if not state.is_chance_node():
                i = game.action_id(action)
                assert 0 <= i < n
                assert game.action_from_id(state, i) == action
        if not state.is_chance_node():
            ids = [game.action_id(a) for a in legal]
            assert len(set(ids)) == len(ids), "two legal actions share an id"


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_clone_is_independent(name, players):
    game = expeditions.load(name, players=players)
    rng = random.Random(3)
    for i, state in enumerate(random_walk(game.new_initial_state(), rng)):
        if not checkpoint(i):
            continue
        before = state.to_json()
        copy = state.clone()
        assert copy.to_json() == before
        _finish(copy, random.Random(i))
        assert state.to_json() == before, "playing on a clone changed the original"


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_a_lookahead_copy_plays_and_judges_as_a_clone(name, players):
    """Bots look ahead on copies without the history: the same moves and
    draws must give the same positions and the same judgement."""
    game = expeditions.load(name, players=players)
    evaluate = evaluator_for(game)
    rng = random.Random(5)
    for i, state in enumerate(random_walk(game.new_initial_state(), rng)):
        if not checkpoint(i):
            continue
        ahead, whole = state.lookahead_copy(), state.clone()
        assert ahead.history == [] and ahead.secret == {}
        assert ahead.snapshot() == whole.snapshot()
        with pytest.raises(ValueError, match="no true record"):
            ahead.record()
        for copy in (ahead, whole):
            for _ in random_walk(copy, random.Random(i), limit=12):
                pass  # the same twelve moves and draws on each
        assert ahead.snapshot() == whole.snapshot()
        for seat in range(players):
            assert evaluate(ahead, seat) == evaluate(whole, seat)


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_judging_every_seat_at_once_equals_judging_each_seat(name, players):
    """A search judges its leaves for every seat in one call (the game's
    `evaluate_all` where it has one): the very values of `evaluate`, seat by seat."""
    game = expeditions.load(name, players=players)
    evaluate = evaluator_for(game)
    judge_all = every_seat(game, evaluate)
    rng = random.Random(9)
    for i, state in enumerate(random_walk(game.new_initial_state(), rng)):
        if checkpoint(i) or i % 97 == 0:
            assert judge_all(state) == [evaluate(state, seat) for seat in range(players)]
    assert judge_all(state) == [evaluate(state, seat) for seat in range(players)]


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_json_and_record_round_trip(name, players):
    game = expeditions.load(name, players=players)
    rng = random.Random(11)
    for i, state in enumerate(random_walk(game.new_initial_state(), rng)):
        if not checkpoint(i):
            continue
        data = json.loads(json.dumps(state.to_json()))
        back = game.state_from_json(data)
        assert back.to_json() == state.to_json()
        assert back.legal_actions() == state.legal_actions()
    final = _finish(game.new_initial_state(), random.Random(5))
    record = json.loads(json.dumps(final.record()))
    again = expeditions.replay(record)
    assert again.scores() == final.scores()
    assert again.winners() == final.winners()
    assert again.to_json() == final.to_json()


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_resample_keeps_every_observation(name, players):
    game = expeditions.load(name, players=players)
    rng = random.Random(21)
    for i, state in enumerate(random_walk(game.new_initial_state(), rng)):
        if not checkpoint(i) and i % 50:
            continue
        before = state.to_json()
        for seat in range(players):
            obs = state.observation(seat)
            json.dumps(obs)
            guess = state.resample(seat, random.Random(i * 10 + seat))
            assert guess.observation(seat) == obs
            assert guess.current_player() == state.current_player()
            if state.current_player() == seat:
                assert guess.legal_actions() == state.legal_actions()
            for _ in random_walk(guess, random.Random(i), limit=12):
                pass  # a search plays on its guesses
        assert state.to_json() == before, "guessing, or playing on a guess, changed the truth"
        json.dumps(state.observation(None))


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_a_lookahead_resample_is_the_resample_without_its_history(name, players):
    """A search guesses with `lookahead_resample`: the very guess `resample`
    makes from the same generator (same table, same draws, the generator
    left where `resample` leaves it), without history or secrets."""
    game = expeditions.load(name, players=players)
    rng = random.Random(23)
    looked = 0
    for i, state in enumerate(random_walk(game.new_initial_state(), rng, limit=1500)):
        if not checkpoint(i) and i % 60:
            continue
        for seat in range(players):
            draws, again = random.Random(i * 7 + seat), random.Random(i * 7 + seat)
            ahead, whole = state.lookahead_resample(seat, draws), state.resample(seat, again)
            assert ahead.history == [] and ahead.secret == {}
            assert ahead.snapshot() == whole.snapshot()
            assert draws.random() == again.random(), "the guesses drew differently"
            assert ahead.current_player() == whole.current_player()
            if state.current_player() == seat:
                assert ahead.legal_actions() == whole.legal_actions()
            looked += 1
    assert looked
    with pytest.raises(ValueError, match="seat must be"):
        state.lookahead_resample(players, random.Random(0))


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_a_resampled_history_holds_nothing_the_seat_may_not_see(name, players):
    """Two states a seat cannot tell apart (the truth, and a guess of it) must
    resample alike with the same generator: the log entries the seat cannot
    read are rewritten from what it sees, never copied from the truth."""
    game = expeditions.load(name, players=players)
    rng = random.Random(31)
    looked = rewritten = 0
    for i, state in enumerate(random_walk(game.new_initial_state(), rng, limit=1500)):
        if not state.secret or (not checkpoint(i) and i % 40):
            continue
        for seat in range(players):
            hidden = [k for k, seats in state.secret.items() if seat not in seats]
            if not hidden:
                continue
            looked += 1
            twin = state.resample(seat, random.Random(i))
            assert twin.log(seat) == state.log(seat)
            rewritten += any(twin.history[k] != state.history[k] for k in hidden)
            a = state.resample(seat, random.Random(i + 1))
            b = twin.resample(seat, random.Random(i + 1))
            assert [str(a.history[k]) for k in hidden] == [str(b.history[k]) for k in hidden]
            assert a.log(seat) == state.log(seat)
    assert looked or name in ("relic",), "no secret log entry was ever checked"
    assert rewritten or not looked, "guesses kept the true text of every secret entry"


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_illegal_actions_raise_and_change_nothing(name, players):
    game = expeditions.load(name, players=players)
    rng = random.Random(17)
    seen = []
    for i, state in enumerate(random_walk(game.new_initial_state(), rng)):
        legal = set(state.legal_actions())
        if checkpoint(i):
            before = state.to_json()
            for other in seen[-30:]:
                if other not in legal:
                    with pytest.raises(IllegalAction):
                        state.apply(other)
                    assert state.to_json() == before
            with pytest.raises(IllegalAction):
                game.parse_action(state, "no such action 42")
            assert state.to_json() == before
        seen.extend(state.legal_actions()[:3])
    with pytest.raises(IllegalAction):
        state.apply(seen[0])


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_property_random_play_is_legal_throughout(name, players, seed):
    game = expeditions.load(name, players=players)
    state = expeditions.play(game, seed=seed, limit=min(game.max_game_length(), 3000))
    assert state.is_terminal()
    replayed = expeditions.replay(state.record())
    assert replayed.scores() == state.scores()
    assert replayed.winners() == state.winners()
    assert replayed.stopped == state.stopped


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_observation_determines_the_legal_actions(name, players):
    """A seat must be able to tell its options from what it sees alone."""
    game = expeditions.load(name, players=players)
    seen: dict[str, tuple[str, ...]] = {}
    for seed in range(4):
        rng = random.Random(100 + seed)
        for i, state in enumerate(random_walk(game.new_initial_state(), rng, limit=3000)):
            seat = state.current_player()
            if seat < 0 or (i > 400 and i % 10):
                continue
            key = json.dumps(state.observation(seat), sort_keys=True)
            legal = tuple(sorted(str(a) for a in state.legal_actions()))
            if key in seen:
                assert seen[key] == legal, (
                    f"one observation of seat {seat}, two sets of legal actions: "
                    f"{sorted(set(seen[key]) ^ set(legal))[:6]}"
                )
            else:
                seen[key] = legal
