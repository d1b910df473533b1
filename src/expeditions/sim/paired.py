"""A rule or bot variant against its base, game by game over the same seeds.

Two studies with the same bots by seat and the same seeds differ only by the
rule change and the chance it sets off. Taking the difference seed by seed
(variant minus base) removes what the seeds share, so the interval of the
mean difference is much narrower than two separate intervals suggest. A
bot variant pairs the same way: where one bot of the base is replaced by
another in every game, seat for seat (`ismcts:chance=fuse` by
`ismcts:chance=split`, the same rotation), each game is paired with the
base's game of its seed, and the bot's win rate with its replacement's.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .stats import Z95, is_stopped, win_share

T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip
"""Student's t, 97.5th percentile, for 1..30 degrees of freedom; beyond, 1.96."""


@dataclass(frozen=True, slots=True)
class Difference:
    """Mean of base and variant over the paired games, and variant - base."""

    measure: str
    pairs: int
    base: float
    variant: float
    mean: float
    low: float
    high: float

    @property
    def verdict(self) -> str:
        if self.low > 0:
            return "higher"
        if self.high < 0:
            return "lower"
        return "no difference shown"


def t_quantile(freedom: int) -> float:
    """Student's t at 97.5% for `freedom` degrees of freedom (two-sided 95%)."""
    if freedom < 1:
        return math.inf
    return T975[freedom - 1] if freedom <= len(T975) else Z95


def paired_difference(measure: str, base: list[float], variant: list[float]) -> Difference:
    """The mean of `variant[i] - base[i]` with its 95% t interval."""
    if len(base) != len(variant):
        raise ValueError("paired values come in pairs: the lists differ in length")
    n = len(base)
    if n == 0:
        return Difference(measure, 0, 0.0, 0.0, 0.0, -math.inf, math.inf)
    diffs = [v - b for b, v in zip(base, variant, strict=True)]
    mean = statistics.fmean(diffs)
    sd = statistics.stdev(diffs) if n > 1 else math.inf
    half = t_quantile(n - 1) * sd / math.sqrt(n) if n > 1 else math.inf
    if sd == 0:
        half = 0.0
    return Difference(
        measure,
        n,
        statistics.fmean(base),
        statistics.fmean(variant),
        mean,
        mean - half,
        mean + half,
    )


def replacements(base: list[dict[str, Any]], variant: list[dict[str, Any]]) -> dict[str, str]:
    """Which bot of the variant sits where each bot of the base sat, read off
    the games of both with the same seed; every bot stands for itself unless
    one bot was replaced by another in every such game, seat for seat."""
    by_seed = {row["seed"]: row for row in base}
    found: dict[str, str] = {}
    for row in variant:
        other = by_seed.get(row["seed"])
        if other is None or len(other["bots"]) != len(row["bots"]):
            continue
        for was, now in zip(other["bots"], row["bots"], strict=True):
            if found.setdefault(was, now) != now:
                return {}
    if len(set(found.values())) != len(found):
        return {}
    renamed = {was: now for was, now in found.items() if was != now}
    if set(renamed.values()) & set(found):
        return {}  # bots that changed seats, not a bot replaced by a new one
    return renamed


def pair_rows(
    base: list[dict[str, Any]], variant: list[dict[str, Any]], renamed: dict[str, str] | None = None
) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Games of both studies with the same seed and the same bots by seat
    (a base bot counted as the one `renamed` says replaced it)."""
    renamed = renamed or {}
    by_seed = {row["seed"]: row for row in base}
    pairs = []
    for row in sorted(variant, key=lambda r: r["seed"]):
        other = by_seed.get(row["seed"])
        if other is not None and [renamed.get(b, b) for b in other["bots"]] == list(row["bots"]):
            pairs.append((other, row))
    return pairs


def _measure(
    name: str,
    pairs: list[tuple[dict[str, Any], dict[str, Any]]],
    value: Callable[[Any], Any],
    variant_value: Callable[[Any], Any] | None = None,
) -> Difference | None:
    """`value` of each paired game (`variant_value` of the variant's, when given)."""
    read = variant_value or value
    base, variant = [], []
    for b, v in pairs:
        x, y = value(b), read(v)
        if x is None or y is None:
            continue
        base.append(float(x))
        variant.append(float(y))
    if not base:
        return None
    return paired_difference(name, base, variant)


def _bot_share(bot: str) -> Callable[[dict[str, Any]], float | None]:
    """A bot's win share in one game, averaged over the seats it sat in."""

    def share(row: dict[str, Any]) -> float | None:
        seats = [s for s, b in enumerate(row["bots"]) if b == bot]
        if not seats:
            return None
        return sum(win_share(row, s) for s in seats) / len(seats)

    return share


def compare_pairs(
    base: list[dict[str, Any]],
    variant: list[dict[str, Any]],
    renamed: dict[str, str] | None = None,
) -> list[Difference]:
    """Every measure of the comparison: each seat's score and win share, each
    bot's win share (a replaced bot's against its replacement's, named
    `old → new`; `renamed` as `replacements` reads it, when not given),
    games stopped at the limit, and game length."""
    if renamed is None:
        renamed = replacements(base, variant)
    pairs = pair_rows(base, variant, renamed)
    seats = max((r["seats"] for r in base), default=0)
    out: list[Difference | None] = []
    for seat in range(seats):
        out.append(_measure(f"seat {seat + 1} score", pairs, lambda r, s=seat: r["scores"][s]))
    for seat in range(seats):
        out.append(_measure(f"seat {seat + 1} win rate", pairs, lambda r, s=seat: win_share(r, s)))
    for bot in sorted({b for row, _ in pairs for b in row["bots"]}):
        now = renamed.get(bot, bot)
        name = f"{bot} win rate" if now == bot else f"{bot} → {now} win rate"
        out.append(_measure(name, pairs, _bot_share(bot), _bot_share(now)))
    out.append(_measure("stopped at the limit", pairs, lambda r: float(is_stopped(r))))
    out.append(_measure("actions per game", pairs, lambda r: r["length"]))
    out.append(_measure("turns per game", pairs, lambda r: r.get("turns")))
    out.append(_measure("rounds per game", pairs, lambda r: r.get("rounds")))
    return [d for d in out if d is not None]
