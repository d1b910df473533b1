"""OpenSkill (Plackett-Luce) ratings of the bots of a study.

Every seat is a team of one, ranked by score. A bot sitting in several seats of
one game is rated in each, and its new rating is the mean of those updates.

OpenSkill rates game by game and weighs the latest games most: rated in one
order, a study's ratings tell mostly how its last few dozen games went. The
games of a study are alike whatever their seeds, so each bot's rating is the
mean over several passes, each over the games in its own shuffled order
(shuffles seeded, so a report comes out the same every time).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

PASSES = 16
"""Shuffled orders the ratings are averaged over: in one order a rating
difference between two bots moved by about ±1.6 mu from order to order over a
163-game study; the mean of 16 moves by about a quarter of that."""


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """A cautious skill estimate: mu - 3 sigma."""
        return self.mu - 3 * self.sigma


def rate_bots(rows: list[dict[str, Any]], passes: int = PASSES) -> dict[str, Rating]:
    """Each bot's rating, the mean over `passes` shuffled orders of the games,
    best `ordinal` first."""
    if passes < 1:
        raise ValueError(f"passes must be at least 1, got {passes}")
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    games = sorted(rows, key=lambda r: r["seed"])
    totals: dict[str, list[float]] = {}
    for n in range(passes):
        order = list(games)
        random.Random(n).shuffle(order)
        for bot, r in _rate_in_order(model, order).items():
            mu_sigma = totals.setdefault(bot, [0.0, 0.0])
            mu_sigma[0] += r.mu
            mu_sigma[1] += r.sigma
    ratings = {bot: Rating(mu / passes, sigma / passes) for bot, (mu, sigma) in totals.items()}
    return dict(sorted(ratings.items(), key=lambda kv: -kv[1].ordinal))


def _rate_in_order(model: Any, games: list[dict[str, Any]]) -> dict[str, Any]:
    """OpenSkill's ratings after the games, one after another in this order."""
    current: dict[str, Any] = {}
    for row in games:
        bots = row["bots"]
        for bot in bots:
            if bot not in current:
                current[bot] = model.rating(name=bot)
        # `rate` works on copies of the teams and leaves the ratings given alone
        rated = model.rate([[current[b]] for b in bots], scores=[float(s) for s in row["scores"]])
        updates: dict[str, list[Any]] = {}
        for bot, team in zip(bots, rated, strict=True):
            updates.setdefault(bot, []).append(team[0])
        for bot, news in updates.items():
            if len(news) == 1:
                current[bot] = news[0]
                continue
            mu = sum(r.mu for r in news) / len(news)
            sigma = sum(r.sigma for r in news) / len(news)
            current[bot] = model.rating(mu=mu, sigma=sigma, name=bot)
    return current
