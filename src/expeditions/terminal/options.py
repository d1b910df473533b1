"""Parsing `NAME=VALUE` command-line pairs into game options and seat bots."""

from __future__ import annotations

from typing import Any

import typer


def parse_pairs(pairs: list[str] | None, what: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise typer.BadParameter(f"{pair!r}: write {what} as NAME=VALUE")
        out[name.strip()] = value.strip()
    return out


def parse_options(pairs: list[str] | None) -> dict[str, Any]:
    """Option values stay text here; each game's Option converts and checks them."""
    return dict(parse_pairs(pairs, "an option"))


def parse_seat_bots(pairs: list[str] | None, players: int) -> dict[int, str]:
    out: dict[int, str] = {}
    for seat_text, spec in parse_pairs(pairs, "a bot").items():
        if not seat_text.isdigit() or not 0 <= int(seat_text) < players:
            raise typer.BadParameter(
                f"--bot {seat_text}={spec}: the seat must be 0 to {players - 1}"
            )
        out[int(seat_text)] = spec
    return out
