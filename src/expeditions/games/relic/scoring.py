"""Relic Expedition scoring: the first explorer out with four matching relics wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import RELIC_BASE

if TYPE_CHECKING:
    from .state import RelicState


def relic_sets(pack: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """How many relics in `pack` there are of each colour and of each symbol."""
    colours = [0] * 6
    symbols = [0] * 6
    for item in pack:
        if item >= RELIC_BASE:
            x = item - RELIC_BASE
            colours[x // 6] += 1
            symbols[x % 6] += 1
    return colours, symbols


def best_match(pack: tuple[int, ...]) -> int:
    """The most relics in `pack` that share one symbol or one colour."""
    colours, symbols = relic_sets(pack)
    return max(max(colours), max(symbols))


def has_match(pack: tuple[int, ...]) -> bool:
    """Four relics share a symbol or a colour (Relic Expedition p.3)."""
    return best_match(pack) >= 4


def scores(s: RelicState) -> list[float]:
    """1 for the explorer who left the jungle, 0 for everyone else."""
    return [1.0 if i == s.winner else 0.0 for i in range(s.game.players)]


def final(s: RelicState) -> list[list[list]]:
    """Per seat, every point with its reason."""
    return [
        [["left the jungle with four matching relics", 1 if i == s.winner else 0]]
        for i in range(s.game.players)
    ]
