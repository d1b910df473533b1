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


def parse_seat_bots(pairs: list[str] | None, players: int) -> dict[int, str]:
    out: dict[int, str] = {}
    for seat_text, spec in _pairs(pairs, "--bot", "SEAT=BOT").items():
        if not seat_text.isdigit() or not 0 <= int(seat_text) < players:
            raise typer.BadParameter(
                f"--bot {seat_text}={spec}: the seat must be 0 to {players - 1}"
            )
        out[int(seat_text)] = spec
    return out
