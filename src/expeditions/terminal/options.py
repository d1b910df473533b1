"""Parsing `NAME=VALUE` command-line pairs into game options and seat bots."""

from __future__ import annotations

from typing import Any

import typer

from expeditions.core.pairs import split_pairs


def _pairs(items: list[str] | None, flag: str, form: str) -> dict[str, str]:
    try:
        return split_pairs(items, flag, form)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None


def parse_options(pairs: list[str] | None) -> dict[str, Any]:
    """Option values stay text here; each game's Option converts and checks them."""
    return dict(_pairs(pairs, "--option", "NAME=VALUE"))


def _seat(text: str, value: str, flag: str, players: int) -> int:
    """A player's number as people count (1..N) to the seat index (0..N-1)."""
    if not text.isdigit() or not 1 <= int(text) <= players:
        raise typer.BadParameter(
            f"{flag} {text}={value}: the player must be 1 to {players} (players count from 1)"
        )
    return int(text) - 1


def parse_seat_bots(pairs: list[str] | None, players: int) -> dict[int, str]:
    """`--bot 2=heuristic`: player 2 (the second player) is a bot."""
    return {
        _seat(k, v, "--bot", players): v for k, v in _pairs(pairs, "--bot", "PLAYER=BOT").items()
    }


def parse_names(pairs: list[str] | None, players: int) -> dict[int, str]:
    """`--name 1=Anna`: player 1 is called Anna."""
    out = {}
    for k, v in _pairs(pairs, "--name", "PLAYER=NAME").items():
        name = " ".join(v.split())
        if not name:
            raise typer.BadParameter(f"--name {k}=: a name cannot be empty")
        out[_seat(k, v, "--name", players)] = name
    return out
