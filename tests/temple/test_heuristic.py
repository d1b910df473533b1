"""The heuristic the generic bots call on resampled states."""

from __future__ import annotations

import random

import expeditions
from expeditions.games.temple.heuristic import evaluate

from .helpers import setup


def test_evaluate_stays_in_range_and_follows_the_lead():
    s = setup(players=3)
    assert evaluate(s, 0) == 0.0
    s.score[1] = 40
    assert evaluate(s, 1) > 0.5 and evaluate(s, 0) < -0.5
    state = expeditions.play("temple", players=4, seed=8, max_actions=200)
    for seat in range(4):
        guess = state.resample(seat, random.Random(seat))
        assert -1.0 <= evaluate(guess, seat) <= 1.0
