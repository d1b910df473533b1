"""Golden playthroughs: seeded random games replay to the same scores forever."""

from __future__ import annotations

import json

import pytest

import expeditions

GOLDEN = [
    ({"players": 2}, 11, 210, [7.0, 13.0]),
    ({"players": 3}, 12, 277, [4.0, 13.0, 8.0]),
    ({"players": 4}, 13, 320, [7.0, 11.0, 7.0, 16.0]),
    ({"players": 3, "more_control": True, "short_game": True}, 21, 252, [4.0, 18.0, 7.0]),
    # every tile action carried out: the same games as before skipping was allowed
    ({"players": 2, "all_tile_actions": True}, 11, 216, [16.0, 29.0]),
    ({"players": 4, "all_tile_actions": True}, 13, 344, [37.0, 32.0, 9.0, 37.0]),
]


@pytest.mark.parametrize(("config", "seed", "length", "scores"), GOLDEN)
def test_golden_playthrough(config, seed, length, scores):
    state = expeditions.play("temple", seed=seed, **config)
    assert len(state.history) == length
    assert state.scores() == scores
    again = expeditions.replay(json.loads(json.dumps(state.record())))
    assert again.scores() == scores


def test_four_player_tie_in_the_golden_game_shares_the_win():  # p.10
    state = expeditions.play("temple", seed=40, players=4)
    assert state.winners() == [2, 3]
    assert state.returns() == [-0.5, -0.5, 0.5, 0.5]
