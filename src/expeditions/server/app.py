"""The FastAPI application: the lobby over HTTP and one WebSocket per seat."""

from __future__ import annotations

import json
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response

import expeditions
from expeditions.core import RecordError, game_class

from .bots import bot_names
from .lobby import Listener, Lobby
from .render import board_svg
from .schemas import Created, CreateGame, GameView, Move, ReplayRequest, Token, Undo
from .store import Store
from .table import TableError

WEB = resources.files("expeditions") / "web"
PAGES = {"index.html": "text/html", "style.css": "text/css", "app.js": "text/javascript"}


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


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"detail": message}, status_code=status)


def _explain(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors():
        where = ".".join(str(x) for x in err.get("loc", ()) if x != "body") or "body"
        if err.get("type") == "json_invalid":
            return f"malformed JSON: {err.get('msg', 'cannot parse the request body')}"
        parts.append(f"{where}: {err.get('msg')}")
    return "bad request: " + "; ".join(parts)


def create_app(
    db: str = "sqlite:///expeditions.db",
    *,
    bot_workers: int = 4,
    bot_delay: float = 0.0,
    leave_grace: float = 20.0,
) -> FastAPI:
    """The table on database `db` (a SQLAlchemy URL); unfinished games resume."""
    store = Store(db)
    lobby = Lobby(store, bot_workers=bot_workers, bot_delay=bot_delay, leave_grace=leave_grace)

    @asynccontextmanager
    async def lifespan(_app: FastAPI):  # type: ignore[no-untyped-def]
        await lobby.start()
        yield
        await lobby.stop()
        store.close()

    app = FastAPI(
        title="Expeditions table",
        summary="Play the Expeditions games in a browser, with friends or bots.",
        lifespan=lifespan,
    )
    app.state.lobby = lobby

    @app.exception_handler(TableError)
    async def table_error(_request: Request, exc: TableError) -> JSONResponse:
        return _error(exc.status, exc.message)

    @app.exception_handler(RequestValidationError)
    async def bad_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        message = _explain(exc)
        return _error(400 if message.startswith("malformed") else 422, message)

    # --- the page -----------------------------------------------------------------

    @app.get("/", include_in_schema=False)
    @app.get("/game/{game_id}", include_in_schema=False)
    @app.get("/replay", include_in_schema=False)
    async def page(game_id: str | None = None) -> Response:
        return FileResponse(str(WEB / "index.html"), media_type="text/html")

    @app.get("/static/{name}", include_in_schema=False)
    async def static(name: str) -> Response:
        if name not in PAGES:
            return _error(404, f"no static file {name!r}")
        return FileResponse(str(WEB / name), media_type=PAGES[name])

    # --- the lobby ----------------------------------------------------------------

    @app.get("/api/catalog")
    async def get_catalog() -> dict[str, Any]:
        """The games that can be created, their options, and example bot strings."""
        return {"games": catalog(), "bots": bot_names()}

    @app.get("/api/games")
    async def list_games() -> list[dict[str, Any]]:
        """Every game on this table (no tokens)."""
        return await lobby.games()

    @app.post("/api/games", status_code=201)
    async def create_game(body: CreateGame, request: Request) -> Created:
        """A new game; each human seat gets an invitation link with its secret token."""
        spec = body.model_dump()
        if spec["clock"] and not (spec["clock"]["turn"] or spec["clock"]["bank"]):
            raise TableError(422, "a clock needs a turn allowance or a bank above 0 seconds")
        made = await lobby.create(spec)
        base = str(request.base_url).rstrip("/")
        for seat in made["seats"]:
            token = seat["token"]
            seat["link"] = f"{base}/game/{made['id']}?token={token}" if token else None
        made["spectator"] = f"{base}/game/{made['id']}"
        return Created(**made)

    @app.get("/api/games/{game_id}")
    async def get_game(game_id: str, token: str | None = None) -> GameView:
        """The view of the token's seat (no token: the spectator's view)."""
        table = await lobby.table(game_id)
        return GameView(**lobby.view(table, table.seat_of(token)))

    @app.post("/api/games/{game_id}/actions")
    async def post_action(game_id: str, body: Move) -> GameView:
        """Play one action; accepted only against the current sequence number."""
        table = await lobby.move(game_id, body.token, body.seq, body.action)
        return GameView(**lobby.view(table, table.seat_of(body.token)))

    @app.post("/api/games/{game_id}/undo")
    async def post_undo(game_id: str, body: Undo) -> GameView:
        """Take back your last decision of this turn (not past chance or secrets)."""
        table = await lobby.undo(game_id, body.token, body.seq)
        return GameView(**lobby.view(table, table.seat_of(body.token)))

    @app.post("/api/games/{game_id}/return")
    async def post_return(game_id: str, body: Token) -> GameView:
        """Take your seat back from the takeover bot."""
        table = await lobby.come_back(game_id, body.token)
        return GameView(**lobby.view(table, table.seat_of(body.token)))

    @app.get("/api/games/{game_id}/record")
    async def get_record(game_id: str, token: str | None = None) -> Response:
        """The full record once the game is over; before that, your seat's log."""
        table = await lobby.table(game_id)
        record = table.record(table.seat_of(token))
        return Response(
            json.dumps(record, indent=1),
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{game_id}.json"'},
        )

    @app.get("/api/games/{game_id}/replay")
    async def get_replay_step(
        game_id: str, step: int = Query(ge=0), token: str | None = None, seat: int | None = None
    ) -> dict[str, Any]:
        """The board after `step` actions, as your seat saw it (any seat once over)."""
        table = await lobby.table(game_id)
        mine = table.seat_of(token)
        if seat is not None and seat != mine and not table.is_over():
            raise TableError(403, "other seats' views open only once the game is over")
        viewer = seat if seat is not None else mine
        if viewer is not None and not 0 <= viewer < table.game.players:
            raise TableError(422, f"seat must be 0..{table.game.players - 1}")
        state = table.state_at(step)
        return _step_view(table.game.name, state, viewer, step, len(table.state.history))

    @app.post("/api/replay")
    async def post_replay(body: ReplayRequest) -> dict[str, Any]:
        """A step of an uploaded full record, seen from one seat (or the spectator)."""
        try:
            state = expeditions.replay(body.record)
        except (RecordError, ValueError) as exc:
            raise TableError(422, f"record does not replay: {exc}") from None
        total = len(state.history)
        if body.step > total:
            raise TableError(422, f"step must be 0..{total}, got {body.step}")
        if body.seat is not None and not 0 <= body.seat < state.game.players:
            raise TableError(422, f"seat must be 0..{state.game.players - 1}")
        partial = state.game.new_initial_state()
        for action in state.history[: body.step]:
            partial.apply_unchecked(action)
        return _step_view(state.game.name, partial, body.seat, body.step, total)

    # --- live ---------------------------------------------------------------------

    @app.websocket("/ws/games/{game_id}")
    async def live(
        ws: WebSocket, game_id: str, token: str | None = None, board: bool = True
    ) -> None:
        """Pushes this seat's view after every change; takes moves as messages too.

        `board=false` leaves the SVG out of the pushes, for scripted clients.
        """
        await ws.accept()
        try:
            table = await lobby.table(game_id)
            seat = table.seat_of(token)
        except TableError as exc:
            await ws.send_json({"type": "error", "status": exc.status, "detail": exc.message})
            await ws.close(code=4000 + exc.status)
            return
        listener = Listener(seat, ws.send_text, board)
        lobby.connect(table, listener)
        try:
            await ws.send_json({"type": "view", "view": lobby.view(table, seat, 0, board)})
            listener.sent(table)
            while True:
                message = await ws.receive_text()
                await _on_message(lobby, game_id, token, message, ws)
        except (WebSocketDisconnect, RuntimeError):
            pass  # closed by the client, or the connection dropped mid-message
        finally:
            lobby.disconnect(table, listener)

    return app


async def _on_message(lobby: Lobby, game_id: str, token: str | None, text: str, ws: Any) -> None:
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("a message must be a JSON object")
    except ValueError as exc:
        await ws.send_json({"type": "error", "status": 400, "detail": f"malformed JSON: {exc}"})
        return
    kind = data.get("type")
    try:
        if kind == "action":
            await lobby.move(game_id, token, _int(data.get("seq")), str(data.get("action", "")))
        elif kind == "undo":
            await lobby.undo(game_id, token, _int(data.get("seq")))
        elif kind == "return":
            await lobby.come_back(game_id, token)
        elif kind != "ping":
            raise TableError(400, f"unknown message type {kind!r}; use action, undo or return")
    except TableError as exc:
        await ws.send_json({"type": "error", "status": exc.status, "detail": exc.message})


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TableError(400, f"seq must be an integer, got {value!r}")
    return value


def _step_view(name: str, state: Any, seat: int | None, step: int, total: int) -> dict[str, Any]:
    observation = state.observation(seat)
    return {
        "step": step,
        "total": total,
        "seat": seat,
        "observation": observation,
        "board": board_svg(name, observation, None),
        "log": state.log(seat),
    }
