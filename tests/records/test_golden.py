"""Golden playthroughs replay to the same views and scores forever."""

from __future__ import annotations

import json

import pytest

import expeditions
from tests.records.golden import load_golden, path_for, playthrough

GOLDEN = [name for name in expeditions.games() if path_for(name).exists()]


@pytest.mark.parametrize("name", GOLDEN)
def test_golden_record_replays_to_the_same_scores(name):
    data = load_golden(path_for(name))
    state = expeditions.replay(data["record"])
    assert state.is_terminal()
    assert state.scores() == data["scores"]
    assert state.winners() == data["winners"]


@pytest.mark.parametrize("name", GOLDEN)
def test_golden_playthrough_views_are_unchanged(name):
    data = load_golden(path_for(name))
    players = data["record"]["players"]
    again = json.loads(json.dumps(playthrough(name, players, data["record"]["seed"])))
    assert again["record"]["actions"] == data["record"]["actions"]
    assert again["views"] == data["views"]


def test_every_registered_game_has_a_golden_playthrough():
    missing = [name for name in expeditions.games() if not path_for(name).exists()]
    assert not missing, f"no golden playthrough for {missing}; run python -m tests.records.golden"
