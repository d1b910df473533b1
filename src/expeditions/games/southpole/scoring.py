"""Flags planted: the only count that matters in a race to the pole."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import FLAGS_EACH, LABELS

if TYPE_CHECKING:
    from .state import SouthPoleState


def flags_planted(s: SouthPoleState) -> list[int]:
    """Flags each seat has planted; the first to plant them all wins at once."""
    start = FLAGS_EACH[len(s.flags)]
    return [start - left for left in s.flags]


def planted_by(s: SouthPoleState, seat: int) -> list[int]:
    return [space for space, owner in enumerate(s.planted) if owner == seat]


def breakdown(s: SouthPoleState) -> list[list[list[object]]]:
    """Per seat, every point with its reason: one per flag planted."""
    return [
        [[f"flag on {LABELS[space]}", 1] for space in planted_by(s, seat)]
        for seat in range(len(s.flags))
    ]
