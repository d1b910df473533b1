"""OpenSkill (Plackett-Luce) ratings of the bots of a study, game by game in seed order.

Every seat is a team of one, ranked by score. A bot sitting in several seats of
one game is rated in each, and its new rating is the mean of those updates.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """A cautious skill estimate: mu - 3 sigma."""
        return self.mu - 3 * self.sigma


def rate_bots(rows: list[dict[str, Any]]) -> dict[str, Rating]:
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current: dict[str, Any] = {}
    for row in sorted(rows, key=lambda r: r["seed"]):
        bots = row["bots"]
        for bot in bots:
            if bot not in current:
                current[bot] = model.rating(name=bot)
        teams = [[model.rating(mu=current[b].mu, sigma=current[b].sigma)] for b in bots]
        rated = model.rate(teams, scores=[float(s) for s in row["scores"]])
        updates: dict[str, list[Any]] = {}
        for bot, team in zip(bots, rated, strict=True):
            updates.setdefault(bot, []).append(team[0])
        for bot, news in updates.items():
            mu = sum(r.mu for r in news) / len(news)
            sigma = sum(r.sigma for r in news) / len(news)
            current[bot] = model.rating(mu=mu, sigma=sigma, name=bot)
    ranked = sorted(current.items(), key=lambda kv: -(kv[1].mu - 3 * kv[1].sigma))
    return {bot: Rating(r.mu, r.sigma) for bot, r in ranked}
