"""Counting over study rows: win shares, Wilson intervals, distributions.

A game won outright gives its winner one win; a shared win gives each of the
k tied winners 1/k of a win, so win rates over all seats sum to one per game.
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class Rate:
    """A proportion with its 95% Wilson score interval."""

    wins: float
    games: int
    low: float
    high: float

    @property
    def value(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class Spread:
    """Summary of a list of numbers."""

    count: int
    mean: float
    sd: float
    low: float
    median: float
    high: float


def wilson(wins: float, games: int, z: float = Z95) -> Rate:
    """The Wilson score interval: sound near 0% and 100% and for small samples."""
    if games <= 0:
        return Rate(0.0, 0, 0.0, 1.0)
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    # Clamped so that rounding never leaves the estimate outside its own interval.
    return Rate(wins, games, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def spread(values: Iterable[float]) -> Spread:
    data = sorted(float(v) for v in values)
    if not data:
        return Spread(0, 0.0, 0.0, 0.0, 0.0, 0.0)
    sd = statistics.stdev(data) if len(data) > 1 else 0.0
    return Spread(len(data), statistics.fmean(data), sd, data[0], statistics.median(data), data[-1])


def win_share(row: dict[str, Any], seat: int) -> float:
    winners = row["winners"]
    return 1.0 / len(winners) if seat in winners else 0.0


def rates_by_bot(rows: list[dict[str, Any]]) -> dict[str, Rate]:
    """Each bot's win rate over every seat it sat in."""
    wins: dict[str, float] = defaultdict(float)
    games: dict[str, int] = defaultdict(int)
    for row in rows:
        for seat, bot in enumerate(row["bots"]):
            wins[bot] += win_share(row, seat)
            games[bot] += 1
    return {bot: wilson(wins[bot], games[bot]) for bot in sorted(games)}


def rates_by_seat(rows: list[dict[str, Any]]) -> dict[int, Rate]:
    """Each seat's win rate whoever sat there."""
    seats = max((row["seats"] for row in rows), default=0)
    return {seat: wilson(sum(win_share(r, seat) for r in rows), len(rows)) for seat in range(seats)}


def scores_by_bot(rows: list[dict[str, Any]]) -> dict[str, list[float]]:
    out: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        for bot, score in zip(row["bots"], row["scores"], strict=True):
            out[bot].append(float(score))
    return dict(sorted(out.items()))


def scores_by_seat(rows: list[dict[str, Any]]) -> dict[int, list[float]]:
    out: dict[int, list[float]] = defaultdict(list)
    for row in rows:
        for seat, score in enumerate(row["scores"]):
            out[seat].append(float(score))
    return dict(sorted(out.items()))
