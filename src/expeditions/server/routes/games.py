"""The lobby over HTTP: the catalog, the list of games, creating one."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request

import expeditions
from expeditions.core import game_class

from ..bots import bot_names
from ..lobby import Lobby
from ..schemas import Created, CreateGame
from ..table import TableError
from . import lobby_of

router = APIRouter()
LobbyDep = Annotated[Lobby, Depends(lobby_of)]


def catalog() -> list[dict[str, Any]]:
    """Every registered game with what the lobby needs to offer it."""
    out = []
    for name in expeditions.games():
        info = game_class(name).info
        out.append(
            {
                "name": name,
                "title": info.title,
                "min_players": info.min_players,
                "max_players": info.max_players,
                "hidden_information": info.hidden_information,
                "summary": info.summary,
                "options": {
                    key: {
                        "default": opt.default,
                        "help": opt.help,
                        "choices": list(opt.choices) if opt.choices else None,
                    }
                    for key, opt in info.options.items()
                },
            }
        )
    return out


@router.get("/api/catalog")
async def get_catalog(lobby: LobbyDep) -> dict[str, Any]:
    """The games that can be created, their options, example bot strings and bot bounds."""
    settings = lobby.settings
    return {
        "games": catalog(),
        "bots": bot_names(),
        "bot_bounds": {
            "seconds": settings.max_bot_seconds,
            "iterations": settings.max_bot_iterations,
        },
    }


@router.get("/api/games")
async def list_games(
    lobby: LobbyDep,
    limit: Annotated[int | None, Query(ge=1, le=200)] = None,
    offset: Annotated[int, Query(ge=0)] = 0,
) -> dict[str, Any]:
    """One page of the games on this table, newest first (no tokens); `next` is the
    offset of the following page, or null on the last."""
    return await lobby.games(limit or lobby.settings.page_size, offset)


@router.get("/api/status")
async def status(lobby: LobbyDep) -> dict[str, int]:
    """How many games this server holds in memory (live, and finished kept for replays)."""
    return lobby.counts()


@router.post("/api/games", status_code=201)
async def create_game(body: CreateGame, request: Request, lobby: LobbyDep) -> Created:
    """A new game; each human seat gets an invitation link with its secret token."""
    client = request.client.host if request.client else "unknown"
    wait = request.app.state.creation_limit.allow(client)
    if wait:
        limit = request.app.state.creation_limit.per_minute
        raise TableError(
            429, f"at most {limit} games a minute from one address; try again in {wait:.0f} s"
        )
    spec = body.model_dump()
    if spec["clock"] and not (spec["clock"]["turn"] or spec["clock"]["bank"]):
        raise TableError(422, "a clock needs a turn allowance or a bank above 0 seconds")
    made = await lobby.create(spec)
    base = str(request.base_url).rstrip("/")
    for seat in made["seats"]:
        token, invite = seat["token"], seat["invite"]
        link = f"token={token}" if token else f"invite={invite}" if invite else None
        seat["link"] = f"{base}/game/{made['id']}?{link}" if link else None
    made["spectator"] = f"{base}/game/{made['id']}"
    return Created(**made)
