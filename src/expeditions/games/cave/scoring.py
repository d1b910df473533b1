"""Victory points: exploration and depth tokens, then the four majorities.

At the end an explorer not back on the base camp scores nothing and takes no
part in the majorities; before the end everyone counts, as a running total.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import (
    BASE,
    MAJORITY_CATEGORIES,
    MAJORITY_FIRST,
    MAJORITY_SECOND,
    TOKEN_NAMES,
    TOKEN_POINTS,
    depth_token_points,
)
from .explorer import DEPTHS, POS, TOKENS

if TYPE_CHECKING:
    from .state import CaveState


def depth_levels(mask: int) -> list[int]:
    return [level for level in range(1, mask.bit_length()) if mask >> level & 1]


def category_counts(p: list[int]) -> tuple[int, int, int, int]:
    """Traverse, water, photo, and squeeze tokens of every difficulty together."""
    t = p[TOKENS : TOKENS + 6]
    return (t[0], t[1], t[2], t[3] + t[4] + t[5])


def majority_awards(counts: list[int | None]) -> list[int]:
    """8 to the most, 4 to the second; ties as the rulebook says (None: left out).

    Two tied for most get 4 each and nobody is second; three or more tied for
    most get nothing; a tie for second gets nothing. A player needs at least
    one token to place (design).
    """
    awards = [0] * len(counts)
    values = sorted({c for c in counts if c}, reverse=True)
    if not values:
        return awards
    top = [i for i, c in enumerate(counts) if c == values[0]]
    if len(top) == 1:
        awards[top[0]] = MAJORITY_FIRST
        if len(values) > 1:
            second = [i for i, c in enumerate(counts) if c == values[1]]
            if len(second) == 1:
                awards[second[0]] = MAJORITY_SECOND
    elif len(top) == 2:
        for i in top:
            awards[i] = MAJORITY_SECOND
    return awards


def eligible(state: CaveState) -> list[bool]:
    if not state.is_terminal():
        return [True] * state.game.players
    return [state.kind[p[POS]] == BASE for p in state.explorers]


def breakdown(state: CaveState) -> list[list[list]]:
    """Per seat, every point as [label, points]."""
    ok = eligible(state)
    counts = [category_counts(p) for p in state.explorers]
    out: list[list[list]] = []
    for seat, p in enumerate(state.explorers):
        rows: list[list] = []
        if not ok[seat]:
            out.append([["not back at the base camp", 0]])
            continue
        for k, name in enumerate(TOKEN_NAMES):
            n = p[TOKENS + k]
            if n:
                rows.append([f"{n} x {name}", n * TOKEN_POINTS[k]])
        for level in depth_levels(p[DEPTHS]):
            rows.append([f"depth {25 * level} m", depth_token_points(level)])
        out.append(rows)
    for c, name in enumerate(MAJORITY_CATEGORIES):
        awards = majority_awards([counts[s][c] if ok[s] else None for s in range(len(ok))])
        for seat, points in enumerate(awards):
            if points:
                out[seat].append([f"majority {name}", points])
    return out


def scores(state: CaveState) -> list[int]:
    """The totals of `breakdown`, without its labels: the bots read them at
    every node of a search."""
    ok = eligible(state)
    points = [0] * len(ok)
    counts = []
    for seat, p in enumerate(state.explorers):
        counts.append(category_counts(p))
        if ok[seat]:
            total = sum(p[TOKENS + k] * TOKEN_POINTS[k] for k in range(len(TOKEN_NAMES)))
            points[seat] = total + sum(depth_token_points(lv) for lv in depth_levels(p[DEPTHS]))
    for c in range(len(MAJORITY_CATEGORIES)):
        awards = majority_awards([counts[s][c] if ok[s] else None for s in range(len(ok))])
        for seat, award in enumerate(awards):
            points[seat] += award
    return points
