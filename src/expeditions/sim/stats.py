"""Counting over study rows: win shares, Wilson intervals, distributions.

A game won outright gives its winner one win; a shared win gives each of the
k tied winners 1/k of a win. A game the rules ended with nobody winning (Cave
with no team back at base) and a game stopped at the action limit give no
one anything: they stay in the count of games, as games nobody won, and are
counted apart.
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

Z95 = 1.959963984540054


OUTCOMES = ("won", "shared", "nobody", "stopped")
"""How a game ended for the table: one winner, several, none by the rules, or
stopped outside the rules (at the action limit)."""


@dataclass(frozen=True, slots=True)
class Rate:
    """A proportion with its 95% Wilson score interval, and how the games ended.

    `won` counts games this bot or seat won alone, `shared` those it won with
    others; `nobody` and `stopped` count its games that nobody won by the
    rules and those stopped at the limit.
    """

    wins: float
    games: int
    low: float
    high: float
    won: int = 0
    shared: int = 0
    nobody: int = 0
    stopped: int = 0

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


def is_stopped(row: dict[str, Any]) -> bool:
    """Whether the game was stopped outside the rules (at the limit)."""
    return bool(row.get("stopped"))


def outcome(row: dict[str, Any]) -> str:
    """One of OUTCOMES for the game of `row`."""
    if is_stopped(row):
        return "stopped"
    winners = row["winners"]
    if not winners:
        return "nobody"
    return "won" if len(winners) == 1 else "shared"


def outcome_counts(rows: list[dict[str, Any]]) -> dict[str, int]:
    """Games by how they ended, in the order of OUTCOMES."""
    counts = dict.fromkeys(OUTCOMES, 0)
    for row in rows:
        counts[outcome(row)] += 1
    return counts


def win_share(row: dict[str, Any], seat: int) -> float:
    """1 for a sole winner, 1/k to each of k tied winners; 0 in a stopped game."""
    if is_stopped(row):
        return 0.0
    winners = row["winners"]
    return 1.0 / len(winners) if seat in winners else 0.0


class _Tally:
    __slots__ = ("wins", "games", "won", "shared", "nobody", "stopped")

    def __init__(self) -> None:
        self.wins = 0.0
        self.games = self.won = self.shared = self.nobody = self.stopped = 0

    def add(self, row: dict[str, Any], seat: int) -> None:
        self.games += 1
        ended = outcome(row)
        if ended in ("nobody", "stopped"):
            setattr(self, ended, getattr(self, ended) + 1)
        elif seat in row["winners"]:
            self.wins += win_share(row, seat)
            setattr(self, ended, getattr(self, ended) + 1)

    def rate(self) -> Rate:
        base = wilson(self.wins, self.games)
        return Rate(
            base.wins, base.games, base.low, base.high,
            self.won, self.shared, self.nobody, self.stopped,
        )  # fmt: skip


def rates_by_bot(rows: list[dict[str, Any]]) -> dict[str, Rate]:
    """Each bot's win rate over every seat it sat in."""
    tallies: dict[str, _Tally] = defaultdict(_Tally)
    for row in rows:
        for seat, bot in enumerate(row["bots"]):
            tallies[bot].add(row, seat)
    return {bot: tallies[bot].rate() for bot in sorted(tallies)}


def rates_by_seat(rows: list[dict[str, Any]]) -> dict[int, Rate]:
    """Each seat's win rate whoever sat there."""
    seats = max((row["seats"] for row in rows), default=0)
    tallies = [_Tally() for _ in range(seats)]
    for row in rows:
        for seat in range(row["seats"]):
            tallies[seat].add(row, seat)
    return {seat: tally.rate() for seat, tally in enumerate(tallies)}


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
