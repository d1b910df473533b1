"""A seat at a game over HTTP: its view, its moves, undo, taking the seat back."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request

from ..lobby import Lobby
from ..render import check_lang
from ..schemas import MAX_TOKEN, Claim, Claimed, GameView, HandedOn, Join, Move, Token, Undo
from . import lobby_of

router = APIRouter()
LobbyDep = Annotated[Lobby, Depends(lobby_of)]
TokenQuery = Annotated[str | None, Query(max_length=MAX_TOKEN)]
LangQuery = Annotated[str, Query(max_length=5)]


@router.get("/api/games/{game_id}")
async def get_game(
    game_id: str, lobby: LobbyDep, token: TokenQuery = None, lang: LangQuery = "en"
) -> GameView:
    """The view of the token's seat (no token: the spectator's view); `lang` is the
    language of the words drawn in the board."""
    game = await lobby.game(game_id)
    return GameView(**game.view(game.table.seat_of(token), lang=check_lang(lang)))


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


@router.post("/api/games/{game_id}/claim")
async def post_claim(game_id: str, body: Claim, request: Request, lobby: LobbyDep) -> Claimed:
    """Take the seat an invitation is for; the invitation is spent and the secret is yours."""
    game = await lobby.game(game_id)
    seat, token = await game.claim(body.invite)
    base = str(request.base_url).rstrip("/")
    return Claimed(seat=seat, token=token, link=f"{base}/game/{game_id}?token={token}")


@router.post("/api/games/{game_id}/join")
async def post_join(game_id: str, body: Join, request: Request, lobby: LobbyDep) -> Claimed:
    """Take a free seat of an open game (the lobby lists them); the first to ask holds it."""
    game = await lobby.game(game_id)
    token = await game.join(body.seat)
    base = str(request.base_url).rstrip("/")
    return Claimed(seat=body.seat, token=token, link=f"{base}/game/{game_id}?token={token}")


@router.post("/api/games/{game_id}/hand-on")
async def post_hand_on(game_id: str, body: Token, request: Request, lobby: LobbyDep) -> HandedOn:
    """A new invitation for your seat: you hold it until someone claims the invitation."""
    game = await lobby.game(game_id)
    seat, invite = await game.hand_on(body.token)
    base = str(request.base_url).rstrip("/")
    return HandedOn(seat=seat, invite=invite, link=f"{base}/game/{game_id}?invite={invite}")


@router.post("/api/games/{game_id}/stop")
async def post_stop(game_id: str, body: Token, lobby: LobbyDep) -> GameView:
    """The host stops the game: it ends with no winners, marked stopped."""
    game = await lobby.game(game_id)
    await game.stop_by(body.token)
    return GameView(**game.view(game.table.seat_of(body.token)))
