"""The score as it stands: totals for the contract, and every seat's points by part."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import PART_LABELS

if TYPE_CHECKING:
    from .state import TempleTable


def scores(s: TempleTable) -> list[float]:
    return [float(x) for x in s.score]


def breakdown(s: TempleTable) -> list[list[list]]:
    """Every point of every seat, as [label, points] rows."""
    return [
        [[label, pts] for label, pts in zip(PART_LABELS, s.parts[p], strict=True) if pts]
        for p in range(s.game.players)
    ]
