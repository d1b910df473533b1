"""Relic Expedition scoring: the first explorer out with four matching relics wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import RelicTable


def scores(s: RelicTable) -> list[float]:
    """1 for the explorer who left the jungle, 0 for everyone else."""
    return [1.0 if i == s.winner else 0.0 for i in range(s.game.players)]


def final(s: RelicTable) -> list[list[list]]:
    """Per seat, every point with its reason."""
    return [
        [["left the jungle with four matching relics", 1 if i == s.winner else 0]]
        for i in range(s.game.players)
    ]


def winners(s: RelicTable) -> list[int]:
    """Only the explorer who leaves the jungle with four matching relics (p.8)."""
    return [s.winner] if s.winner >= 0 else []
