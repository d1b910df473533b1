"""How a finished game ended, in words: who won as the rules say, or why it stopped."""

from __future__ import annotations

from collections.abc import Callable

from expeditions.core import State


def outcome(state: State, name: Callable[[int], str] = lambda seat: f"seat {seat}") -> str:
    """'stopped: <reason>', 'nobody wins', or the winners (a tie shares the win)."""
    if state.is_truncated():
        return f"stopped: {state.stopped}"
    winners = state.winners()
    if not winners:
        return "nobody wins"
    names = ", ".join(name(seat) for seat in winners)
    if len(winners) == 1:
        return f"{names} wins"
    return f"{names} share the win"
