"""Records and replays: download a game, step through it from a seat's view."""

from __future__ import annotations

import json
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query
from fastapi.responses import Response

import expeditions
from expeditions.core import RecordError

from ..lobby import Lobby
from ..render import board_svg, check_lang
from ..schemas import MAX_TOKEN, ReplayRequest
from ..table import TableError
from . import lobby_of

router = APIRouter()
LobbyDep = Annotated[Lobby, Depends(lobby_of)]
TokenQuery = Annotated[str | None, Query(max_length=MAX_TOKEN)]


@router.get("/api/games/{game_id}/record")
async def get_record(game_id: str, lobby: LobbyDep, token: TokenQuery = None) -> Response:
    """The full record once the game is over; before that, your seat's log."""
    table = (await lobby.game(game_id)).table
    record = table.record(table.seat_of(token))
    return Response(
        json.dumps(record, indent=1),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{game_id}.json"'},
    )


@router.get("/api/games/{game_id}/replay")
async def get_replay_step(
    game_id: str,
    lobby: LobbyDep,
    step: Annotated[int, Query(ge=0)],
    token: TokenQuery = None,
    seat: int | None = None,
    lang: Annotated[str, Query(max_length=5)] = "en",
) -> dict[str, Any]:
    """The board after `step` actions, as your seat saw it (any seat once over)."""
    table = (await lobby.game(game_id)).table
    mine = table.seat_of(token)
    if seat is not None and seat != mine and not table.is_over():
        raise TableError(403, "other seats' views open only once the game is over")
    viewer = seat if seat is not None else mine
    if viewer is not None and not 0 <= viewer < table.game.players:
        raise TableError(422, f"seat must be 0..{table.game.players - 1}")
    state = table.state_at(step)
    total = len(table.state.history)
    return step_view(table.game.name, state, viewer, step, total, check_lang(lang))


@router.post("/api/replay")
async def post_replay(body: ReplayRequest) -> dict[str, Any]:
    """A step of an uploaded full record, seen from one seat (or the spectator)."""
    try:
        state = expeditions.replay(body.record)
    except (RecordError, ValueError, TypeError) as exc:
        raise TableError(422, f"record does not replay: {str(exc)[:300]}") from None
    total = len(state.history)
    if body.step > total:
        raise TableError(422, f"step must be 0..{total}, got {body.step}")
    if body.seat is not None and not 0 <= body.seat < state.game.players:
        raise TableError(422, f"seat must be 0..{state.game.players - 1}")
    partial = state.game.new_initial_state()
    for action in state.history[: body.step]:
        partial.apply_unchecked(action)
    return step_view(state.game.name, partial, body.seat, body.step, total, check_lang(body.lang))


def step_view(
    name: str, state: Any, seat: int | None, step: int, total: int, lang: str = "en"
) -> dict[str, Any]:
    observation = state.observation(seat)
    return {
        "step": step,
        "total": total,
        "seat": seat,
        "observation": observation,
        "board": board_svg(name, observation, None, lang),
        "log": state.log(seat),
    }
