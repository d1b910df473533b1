"""What the table calls each seat's player: the names given at creation, else
"Player 1" for a person and "Bot 2" for a bot (counting from 1, as people do)."""

from __future__ import annotations

from typing import Any


def seat_names(given: list[str] | None, seats: list[dict[str, Any]]) -> list[str]:
    """One name per seat; blank or missing names are filled in."""
    out = []
    for i, seat in enumerate(seats):
        name = " ".join((given[i] if given and i < len(given) else "").split())
        if not name:
            name = f"{'Bot' if seat['kind'] == 'bot' else 'Player'} {i + 1}"
        out.append(name)
    return out
