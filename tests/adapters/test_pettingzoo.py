"""The PettingZoo adapter, checked by PettingZoo's own tests and against the contract."""

from __future__ import annotations

import numpy as np
import pytest

pettingzoo = pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

import expeditions  # noqa: E402
from expeditions import IllegalAction  # noqa: E402
from expeditions.adapters import raster  # noqa: E402
from expeditions.adapters.pettingzoo import ExpeditionsEnv, env  # noqa: E402

from .conftest import CONFIGS, FULL_GAME_CONFIGS, IDS  # noqa: E402
from .toy import NAME  # noqa: E402

REAL_GAMES = expeditions.games()


def _play_to_the_end(table: ExpeditionsEnv, seed: int) -> tuple[list[str], dict[str, float]]:
    """Random legal play by mask until every agent is done.

    Returns the agents that were asked to act and the rewards each held when
    the game ended.
    """
    rng = np.random.default_rng(seed)
    seen: list[str] = []
    final: dict[str, float] = {}
    for agent in table.agent_iter():
        seen.append(agent)
        observation, reward, terminated, truncated, _ = table.last()
        if terminated or truncated:
            final[agent] = reward
            table.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        table.step(int(rng.choice(legal)))
    return seen, final


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_pettingzoo_api_test(name, players):
    api_test(env(name, players=players), num_cycles=200)


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_pettingzoo_seed_test(name, players):
    seed_test(lambda: env(name, players=players), num_cycles=100)


@pytest.mark.parametrize(("name", "players"), FULL_GAME_CONFIGS)
def test_full_game_pays_the_returns(name, players):
    table = env(name, players=players, limit=4000)  # random play may run to the limit
    table.reset(seed=players)
    seen, final = _play_to_the_end(table, seed=0)
    assert table.table.is_terminal()
    returns = table.table.returns()
    assert final == {f"player_{i}": returns[i] for i in range(players)}
    assert not table.agents
    assert set(seen) == set(table.possible_agents)


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_observation_is_the_encoded_view_and_mask_the_legal_ids(name, players):
    table = env(name, players=players)
    table.reset(seed=11)
    game = table.game
    for step, agent in enumerate(table.agent_iter(60)):
        observation, _, terminated, _, _ = table.last()
        if terminated:
            break
        seat = table.table.current_player()
        assert agent == f"player_{seat}"
        view = table.table.observation(seat)
        assert np.array_equal(observation["observation"], table.encoder.array(view, seat))
        legal = sorted(game.action_id(a) for a in table.table.legal_actions())
        assert np.flatnonzero(observation["action_mask"]).tolist() == legal
        other = table.possible_agents[(seat + 1) % players]
        assert not table.observe(other)["action_mask"].any()
        table.step(legal[step % len(legal)])


def test_same_seed_same_game():
    first, second = env(NAME, players=3), env(NAME, players=3)
    for table in (first, second):
        table.reset(seed=8)
        _play_to_the_end(table, seed=2)
    assert first.table.record() == second.table.record()
    assert first.table.record()["seed"] == 8


def test_illegal_action_id_is_refused():
    table = env(NAME, players=2)
    table.reset(seed=1)
    with pytest.raises(IllegalAction, match="not legal"):
        table.step(5)


def test_render_ansi_without_text_renderer_is_the_json_view():
    table = env(NAME, players=2, render_mode="ansi")
    table.reset(seed=3)
    text = table.render()
    assert '"hands": [' in text
    assert "null" in text


def test_render_rgb_array_without_svg_renderer_draws_the_text():
    table = env(NAME, players=2, render_mode="rgb_array")
    table.reset(seed=3)
    picture = table.render()
    assert picture.dtype == np.uint8 and picture.ndim == 3 and picture.shape[2] == 3
    assert (picture < 128).any(), "no text was drawn"
    assert (picture == 255).any()


def test_unknown_render_mode_is_refused():
    with pytest.raises(ValueError, match="render_mode"):
        env(NAME, players=2, render_mode="vr")


def test_render_human_prints_the_text_board(capsys):
    table = env("temple", players=2, render_mode="human")
    table.reset(seed=3)
    assert table.render() is None
    printed = capsys.readouterr().out
    assert printed.strip() == raster.text_of("temple", table.table.observation(None)).strip()


@pytest.mark.parametrize("name", [*REAL_GAMES, NAME])
def test_pettingzoo_render_test(name):
    render_test(lambda render_mode=None: env(name, players=2, render_mode=render_mode))


def _truncated_at_end(table: ExpeditionsEnv) -> tuple[int, dict[str, tuple]]:
    """Random play until every agent is done; decisions made and each agent's last()."""
    rng = np.random.default_rng(0)
    decisions = 0
    ends = {}
    for agent in table.agent_iter():
        observation, reward, terminated, truncated, info = table.last()
        if terminated or truncated:
            ends[agent] = (reward, terminated, truncated, info)
            table.step(None)
            continue
        decisions += 1
        table.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    return decisions, ends


def test_max_cycles_truncates_after_one_decision_per_player_per_cycle():
    table = env("southpole", players=3, max_cycles=4)
    table.reset(seed=1)
    decisions, ends = _truncated_at_end(table)
    assert decisions == 12
    assert table.table.is_truncated() and table.table.stopped == "max_cycles of 4"
    assert ends == {
        a: (0.0, False, True, {"stopped": "max_cycles of 4"}) for a in table.possible_agents
    }


def test_a_game_at_its_action_limit_is_truncated_not_terminated():
    table = env("relic", players=2, limit=150)
    table.reset(seed=2)
    _, ends = _truncated_at_end(table)
    assert len(table.table.history) == 150
    assert all(truncated and not terminated for _, terminated, truncated, _ in ends.values())
    assert all(reward == 0.0 for reward, *_ in ends.values())


def test_a_game_the_rules_end_is_terminated_not_truncated():
    table = env("temple", players=2)
    table.reset(seed=2)
    _, ends = _truncated_at_end(table)
    assert not table.table.is_truncated()
    assert all(terminated and not truncated for _, terminated, truncated, _ in ends.values())


def test_the_default_limit_is_the_simulators():
    from expeditions.sim.limits import default_limit

    table = env("relic", players=3)
    assert table.limit == default_limit(expeditions.load("relic", players=3))
    assert env("relic", players=3, limit=0).limit is None


def test_bad_max_cycles_is_refused():
    with pytest.raises(ValueError, match="max_cycles"):
        env(NAME, players=2, max_cycles=0)


def test_svg_is_rasterised_at_its_size():
    if not raster.cairo_available():
        pytest.skip("CairoSVG or the system cairo library is not installed")
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20">'
        '<rect x="0" y="0" width="10" height="20" fill="#ff0000"/></svg>'
    )
    picture = raster.svg_to_rgb(svg)
    assert picture.shape == (20, 30, 3)
    assert picture[10, 5].tolist() == [255, 0, 0]
    assert picture[10, 25].tolist() == [255, 255, 255]


@pytest.mark.parametrize("name", REAL_GAMES)
def test_render_modes_of_every_game(name):
    for mode in ("ansi", "rgb_array"):  # human: test_pettingzoo_render_test
        table = env(name, render_mode=mode)
        table.reset(seed=4)
        picture = table.render()
        if mode == "ansi":
            assert picture == raster.text_of(name, table.table.observation(None))
        else:
            assert picture.dtype == np.uint8 and picture.shape[2] == 3
            assert picture.shape[0] > 20 and picture.shape[1] > 20
