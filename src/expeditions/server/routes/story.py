"""The log told in words for one seat (`core.narration`), asked for by the page
when it is idle, so telling a long history never delays a move."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query

from expeditions.core.narration import narrate

from ..lobby import Lobby
from ..naming import seat_names
from ..render import check_lang
from ..schemas import MAX_TOKEN
from . import lobby_of

router = APIRouter()
LobbyDep = Annotated[Lobby, Depends(lobby_of)]
_told: OrderedDict[tuple, list[dict[str, Any]]] = OrderedDict()
"""Stories already told, by game, seat, language, length of history and undos."""
KEEP = 256


@router.get("/api/games/{game_id}/story")
async def get_story(
    game_id: str,
    lobby: LobbyDep,
    token: Annotated[str | None, Query(max_length=MAX_TOKEN)] = None,
    lang: Annotated[str, Query(max_length=5)] = "en",
) -> dict[str, Any]:
    """Every line of the log in words, as your seat may know it."""
    check_lang(lang)
    table = (await lobby.game(game_id)).table
    seat = table.seat_of(token)
    state = table.state
    key = (game_id, seat, lang, len(state.history), table.undos)
    lines = _told.get(key)
    if lines is None:
        names = table.header.get("names") or seat_names(None, table.seats)
        lines = await asyncio.to_thread(_tell, state.clone(), seat, names, lang)
        _told[key] = lines
        while len(_told) > KEEP:
            _told.popitem(last=False)
    # entries after the last line told (a turn still going on) the page shows as notation
    upto = max((x["last"] + 1 for x in lines), default=0)
    return {"upto": upto, "lines": lines}


def _tell(state: Any, seat: int | None, names: list[str], lang: str) -> list[dict[str, Any]]:
    return [
        {"first": x.first, "last": x.last, "seat": x.seat, "text": x.text, "harm": x.harm}
        for x in narrate(state, seat, names=names, lang=lang)
    ]
