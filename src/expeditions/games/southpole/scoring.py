"""Flags planted: the only count that matters in a race to the pole."""

from __future__ import annotations

from .components import FLAGS_EACH, LABELS
from .state import SouthPoleTable


def scores(s: SouthPoleTable) -> list[float]:
    """One point per flag planted (p.11); the first to plant them all wins at once."""
    start = FLAGS_EACH[len(s.flags)]
    return [float(start - left) for left in s.flags]


def winners(s: SouthPoleTable) -> list[int]:
    """Only the first to plant all their flags (p.11); the game ends then."""
    return [s.winner]


def planted_by(s: SouthPoleTable, seat: int) -> list[int]:
    return [space for space, owner in enumerate(s.planted) if owner == seat]


def breakdown(s: SouthPoleTable) -> list[list[list[object]]]:
    """Per seat, every point with its reason: one per flag planted."""
    return [
        [[f"flag on {LABELS[space]}", 1] for space in planted_by(s, seat)]
        for seat in range(len(s.flags))
    ]
