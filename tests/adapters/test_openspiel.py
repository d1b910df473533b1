"""The OpenSpiel adapter, checked by OpenSpiel's own suite and against the contract."""

from __future__ import annotations

import pickle
import random
import subprocess
import sys

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import expeditions  # noqa: E402
from expeditions.adapters import openspiel  # noqa: E402
from expeditions.adapters.encoding import canonical_json  # noqa: E402
from expeditions.sim.limits import default_limit  # noqa: E402

from .conftest import CONFIGS, FULL_GAME_CONFIGS, IDS  # noqa: E402
from .toy import NAME  # noqa: E402


def _walk(game, seed: int, limit: int = 400, state=None):
    """Yield each OpenSpiel state (before acting) along one random game, up to `limit`."""
    rng = random.Random(seed)
    state = game.new_initial_state() if state is None else state
    for _ in range(limit):
        if state.is_terminal():
            return
        yield state
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])


def _deal(state, *cards: int) -> None:
    """Force the toy's deal: the outcome whose text is `deal <card>`, in turn."""
    for card in cards:
        texts = [state.action_to_string(-1, o) for o, _ in state.chance_outcomes()]
        state.apply_action(texts.index(f"deal {card}"))


@pytest.mark.parametrize(("name", "players"), FULL_GAME_CONFIGS)
def test_openspiel_random_sim_test_with_serialization(name, players):
    # A random game may run to the action limit, replayed at every step when
    # serialised: a lower limit keeps that quick and checks a stopped game too.
    game = openspiel.load(name, players=players, limit=1500)
    sims = 3 if name == NAME else 1  # a real game is long: one whole game, checked at every step
    pyspiel.random_sim_test(game, num_sims=sims, serialize=True, verbose=False)


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_game_info_matches_the_contract(name, players):
    game = openspiel.load(name, players=players)
    inner = expeditions.load(name, players=players)
    info = inner.info
    kind = game.get_type()
    assert kind.short_name == f"python_expeditions_{name}"
    assert (kind.min_num_players, kind.max_num_players) == (info.min_players, info.max_players)
    assert game.num_players() == players
    assert game.num_distinct_actions() == inner.num_distinct_actions()
    assert game.max_game_length() == default_limit(inner) <= inner.max_game_length()
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-1.0, 1.0, 0.0)
    hidden = kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert hidden == info.hidden_information
    stochastic = kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert stochastic == info.chance


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_action_ids_and_chance_outcomes_follow_the_contract(name, players):
    game = openspiel.load(name, players=players)
    inner_game = game.inner
    for state in _walk(game, seed=players):
        inner = state.inner
        if state.is_chance_node():
            assert [p for _, p in state.chance_outcomes()] == [
                p for _, p in inner.chance_outcomes()
            ]
            for i, (outcome, _) in enumerate(inner.chance_outcomes()):
                assert state.action_to_string(-1, i) == str(outcome)
        else:
            ids = sorted(inner_game.action_id(a) for a in inner.legal_actions())
            assert state.legal_actions() == ids
            first = ids[0]
            text = str(inner_game.action_from_id(inner, first))
            assert state.action_to_string(state.current_player(), first) == text


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_strings_and_tensors_are_built_from_the_observation(name, players):
    game = openspiel.load(name, players=players)
    encoder = game.encoder
    for i, state in enumerate(_walk(game, seed=3, limit=200)):
        if i % 5:
            continue
        for seat in range(players):
            view = state.inner.observation(seat)
            assert state.information_state_string(seat) == f"seat {seat} {canonical_json(view)}"
            assert state.observation_string(seat) == f"seat {seat} {canonical_json(view)}"
            expected = np.asarray(encoder.vector(view, seat), np.float32)
            assert np.array_equal(np.asarray(state.observation_tensor(seat)), expected)
            assert np.array_equal(np.asarray(state.information_state_tensor(seat)), expected)


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_resample_from_infostate_keeps_what_the_seat_knows(name, players):
    game = openspiel.load(name, players=players)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for i, state in enumerate(_walk(game, seed=9)):
        if i % 4 or state.is_chance_node():
            continue
        seat = state.current_player()
        guess = state.resample_from_infostate(seat, sampler)
        assert guess.information_state_string(seat) == state.information_state_string(seat)
        assert guess.legal_actions() == state.legal_actions()
        assert guess.history() == state.history()
        assert guess.inner is not state.inner


def test_public_observer_reads_the_spectator_view():
    game = openspiel.load(NAME, players=2)
    public = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    observation = openspiel.ExpeditionsObserver(game, public, None)
    state = game.new_initial_state()
    _deal(state, 2, 5)
    assert observation.string_from(state, 0) == observation.string_from(state, 1)
    assert '"hands":[null,null]' in observation.string_from(state, 0)
    assert '"hands":[2,null]' in state.observation_string(0)


def test_toy_infostate_hides_the_other_hand():  # toyswap: a hand is seen by its seat only
    game = openspiel.load(NAME, players=2)
    low, high = game.new_initial_state(), game.new_initial_state()
    _deal(low, 3, 1)
    _deal(high, 3, 5)
    assert low.information_state_string(0) == high.information_state_string(0)
    assert low.information_state_tensor(0) == high.information_state_tensor(0)
    assert low.information_state_string(1) != high.information_state_string(1)
    assert low.information_state_tensor(1) != high.information_state_tensor(1)


def test_toy_declared_chance_bound_reaches_openspiel():
    assert openspiel.load(NAME, players=2).max_chance_outcomes() == 5


def test_parameters_choose_players_options_and_tensor_size():
    game = pyspiel.load_game(f"python_expeditions_{NAME}(players=3,rounds=1,tensor_size=64)")
    assert game.inner == expeditions.load(NAME, players=3, rounds=1)
    assert game.observation_tensor_shape() == [3 + 64]
    with pytest.raises(ValueError, match="rounds"):
        pyspiel.load_game(f"python_expeditions_{NAME}(players=2,rounds=7)")
    with pytest.raises(pyspiel.SpielError, match="colour"):
        pyspiel.load_game(f"python_expeditions_{NAME}(players=2,colour=1)")


def test_serialization_keeps_a_resampled_state():
    game = openspiel.load(NAME, players=3)
    state = game.new_initial_state()
    _deal(state, 4, 1, 2)
    guess = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    text = pyspiel.serialize_game_and_state(game, guess)
    _, back = pyspiel.deserialize_game_and_state(text)
    assert str(back) == str(guess)
    assert back.history() == guess.history()
    assert back.inner._determinized


def test_pickled_state_replays_its_record():
    game = openspiel.load(NAME, players=2)
    state = game.new_initial_state()
    _deal(state, 5, 2)
    state.apply_action(1)
    box = pickle.loads(pickle.dumps(state._box))
    assert box.state.record() == state.inner.record()
    assert box.state.to_json() == state.inner.to_json()


def test_illegal_action_id_is_refused_and_changes_nothing():
    game = openspiel.load(NAME, players=2)
    state = game.new_initial_state()
    _deal(state, 5, 2)
    before = str(state)
    with pytest.raises(ValueError, match="not legal"):
        state.apply_action(7)
    assert str(state) == before


def test_openspiel_ismcts_bot_plays_a_toy_game():
    from open_spiel.python.algorithms import ismcts, mcts

    game = openspiel.load(NAME, players=2)
    rng = np.random.RandomState(4)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=20, random_state=rng)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(int(action))
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_core_imports_no_rl_library():
    code = (
        "import sys, expeditions\n"
        "for name in expeditions.games(): expeditions.load(name)\n"
        "bad = {'pyspiel', 'pettingzoo', 'gymnasium'} & set(sys.modules)\n"
        "assert not bad, bad\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", [g for g in expeditions.games() if g != NAME])
def test_max_game_length_is_the_simulators_limit_not_a_bound_in_millions(name):
    game = openspiel.load(name, players=2)
    assert game.max_game_length() == default_limit(expeditions.load(name, players=2))
    assert game.max_game_length() <= 20_000
    assert game.max_chance_nodes_in_history() == game.max_game_length()


def test_a_game_reaching_the_limit_is_stopped_with_returns_zero():
    game = openspiel.load(NAME, players=2, limit=5)
    assert game.max_game_length() == 5
    last = game.new_initial_state()
    steps = sum(1 for _ in _walk(game, seed=3, state=last))
    assert steps == 5 and last.is_terminal()
    assert last.inner.is_truncated() and last.inner.stopped == "limit of 5 actions"
    assert last.returns() == [0.0, 0.0]
    again = pickle.loads(pickle.dumps(last))
    assert again.is_terminal() and again.inner.stopped == "limit of 5 actions"


def test_a_limit_below_one_is_refused_in_words():
    with pytest.raises(ValueError, match="OpenSpiel needs a bound"):
        openspiel.load(NAME, players=2, limit=0)
