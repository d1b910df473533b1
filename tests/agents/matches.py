"""Seat-alternated toy races between one bot and `random`, for strength tests."""

from __future__ import annotations

import expeditions
from expeditions.agents import make_bot


def share_against_random(spec: str, games: int) -> float:
    """The bot's share of wins (a shared win counts its part), seats alternated by seed."""
    wins = 0.0
    for seed in range(games):
        me = seed % 2
        bots = [make_bot(spec), make_bot("random")]
        if me:
            bots.reverse()
        state = expeditions.play("toyrace", players=2, seed=seed, bots=bots)
        winners = state.winners()
        wins += (me in winners) / len(winners)
    return wins / games
