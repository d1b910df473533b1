"""One WebSocket per seat: pushes the seat's views, takes moves as messages.

Every message a client sends gets an answer if it is refused (`{type:
"error", status, detail}`), and the socket stays open: binary frames, text
that is not JSON (or nested too deep), oversized messages and wrong types
are all answered the way HTTP answers them.
"""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from ..live import Listener, LiveGame
from ..render import check_lang
from ..schemas import MAX_ACTION, MAX_TOKEN
from ..table import TableError
from ..wire import encode

router = APIRouter()

KINDS = ("action", "undo", "return", "ping")


@router.websocket("/ws/games/{game_id}")
async def live(
    ws: WebSocket, game_id: str, token: str | None = None, board: bool = True, lang: str = "en"
) -> None:
    """Pushes this seat's view after every change; takes moves as messages too.

    `board=false` leaves the SVG out of the pushes, for scripted clients;
    `lang` is the language of the words drawn in the boards (`en`, `el`).
    """
    lobby = ws.app.state.lobby
    await ws.accept()
    try:
        if token is not None and len(token) > MAX_TOKEN:
            raise TableError(403, "this token does not belong to any seat of this game")
        check_lang(lang)
        game = await lobby.game(game_id)
        seat = game.table.seat_of(token)
    except TableError as exc:
        await ws.send_text(encode({"type": "error", "status": exc.status, "detail": exc.message}))
        await ws.close(code=4000 + exc.status)
        return

    async def close(code: int) -> None:
        detail = "this seat was handed on; its old secret no longer holds it"
        await ws.send_text(encode({"type": "error", "status": 403, "detail": detail}))
        await ws.close(code=code)

    listener = Listener(seat, ws.send_text, board, close, lang)
    limit = lobby.settings.max_message_chars
    try:
        # under the lock, so a bot move committing now is in this first view, and none after
        async with game.lock:
            game.connect(listener)
            first = game.view(seat, 0, board, lang)
            listener.sent(game.table)
        await ws.send_text(encode({"type": "view", "view": first}))
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                break
            text = message.get("text")
            try:
                if text is None:
                    raise TableError(400, "binary messages are not accepted; send JSON text")
                if len(text) > limit:
                    raise TableError(
                        400, f"message too long: {len(text)} characters; at most {limit}"
                    )
                await _on_message(game, token, _parse(text))
            except TableError as exc:
                refusal = {"type": "error", "status": exc.status, "detail": exc.message}
                await ws.send_text(encode(refusal))
    except (WebSocketDisconnect, RuntimeError):
        pass  # closed by the client, or the connection dropped mid-message
    finally:
        game.disconnect(listener)


def _parse(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except RecursionError:
        raise TableError(400, "malformed JSON: nested too deeply") from None
    except ValueError as exc:
        raise TableError(400, f"malformed JSON: {exc}") from None
    if not isinstance(data, dict):
        raise TableError(400, "malformed JSON: a message must be a JSON object")
    return data


async def _on_message(game: LiveGame, token: str | None, data: dict[str, Any]) -> None:
    kind = data.get("type")
    if kind not in KINDS:
        raise TableError(400, f"unknown message type {_brief(kind)}; use {', '.join(KINDS)}")
    if kind == "action":
        action = data.get("action")
        if not isinstance(action, str) or not 1 <= len(action) <= MAX_ACTION:
            raise TableError(
                422,
                f"action must be text of 1 to {MAX_ACTION} characters, got {_brief(action)}",
            )
        await game.move(token, _seq(data), action)
    elif kind == "undo":
        await game.undo(token, _seq(data))
    elif kind == "return":
        await game.come_back(token)


def _seq(data: dict[str, Any]) -> int:
    value = data.get("seq")
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise TableError(422, f"seq must be a whole number, got {_brief(value)}")
    return value


def _brief(value: Any) -> str:
    """A value named in an error, never echoed at length."""
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else f"text of {len(value)} characters"
    if value is None or isinstance(value, bool | int | float):
        return repr(value) if len(repr(value)) <= 40 else "a very long number"
    return f"a JSON {'list' if isinstance(value, list) else 'object'}"
