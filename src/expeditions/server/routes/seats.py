"""A seat at a game over HTTP: its view, its moves, undo, taking the seat back."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from ..lobby import Lobby
from ..schemas import MAX_TOKEN, GameView, Move, Token, Undo
from . import lobby_of

router = APIRouter()
LobbyDep = Annotated[Lobby, Depends(lobby_of)]
TokenQuery = Annotated[str | None, Query(max_length=MAX_TOKEN)]


@router.get("/api/games/{game_id}")
async def get_game(game_id: str, lobby: LobbyDep, token: TokenQuery = None) -> GameView:
    """The view of the token's seat (no token: the spectator's view)."""
    game = await lobby.game(game_id)
    return GameView(**game.view(game.table.seat_of(token)))


@router.post("/api/games/{game_id}/actions")
async def post_action(game_id: str, body: Move, lobby: LobbyDep) -> GameView:
    """Play one action; accepted only against the current sequence number."""
    game = await lobby.game(game_id)
    seat = await game.move(body.token, body.seq, body.action)
    return GameView(**game.view(seat))


@router.post("/api/games/{game_id}/undo")
async def post_undo(game_id: str, body: Undo, lobby: LobbyDep) -> GameView:
    """Take back your last decision of this turn (not past chance or secrets)."""
    game = await lobby.game(game_id)
    seat = await game.undo(body.token, body.seq)
    return GameView(**game.view(seat))


@router.post("/api/games/{game_id}/return")
async def post_return(game_id: str, body: Token, lobby: LobbyDep) -> GameView:
    """Take your seat back from the takeover bot."""
    game = await lobby.game(game_id)
    return GameView(**game.view(await game.come_back(body.token)))
