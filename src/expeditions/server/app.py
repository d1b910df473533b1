"""The FastAPI application: middleware, error answers and the routes of `routes/`."""

from __future__ import annotations

import dataclasses
import gc
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from .limits import CreationLimit, Guard
from .lobby import Lobby
from .routes import games, pages, records, seats, socket, story
from .settings import Settings
from .store import Store
from .table import TableError


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


def tune_collector(young: int) -> None:
    """Collect garbage less often, and never walk what exists at start (code, resumed games)."""
    if young > 0:
        gc.collect()
        gc.freeze()
        _, middle, old = gc.get_threshold()
        gc.set_threshold(young, middle, old)


def create_app(
    db: str = "sqlite:///expeditions.db", settings: Settings | None = None, **overrides: Any
) -> FastAPI:
    """The table on database `db` (a SQLAlchemy URL); unfinished games resume.

    `overrides` replace single fields of `settings` (see `Settings`).
    """
    settings = dataclasses.replace(settings or Settings(), **overrides)
    store = Store(db)
    lobby = Lobby(store, settings)

    @asynccontextmanager
    async def lifespan(_app: FastAPI):  # type: ignore[no-untyped-def]
        await lobby.start()
        tune_collector(settings.young_collection)
        yield
        await lobby.stop()
        store.close()

    app = FastAPI(
        title="Expeditions table",
        summary="Play the Expeditions games in a browser, with friends or bots.",
        lifespan=lifespan,
    )
    app.state.lobby = lobby
    app.state.creation_limit = CreationLimit(settings.games_per_minute)

    @app.exception_handler(TableError)
    async def table_error(_request: Request, exc: TableError) -> JSONResponse:
        return _error(exc.status, exc.message)

    @app.exception_handler(RequestValidationError)
    async def bad_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        message = _explain(exc)
        return _error(400 if message.startswith("malformed") else 422, message[:1000])

    for module in (pages, games, seats, records, socket, story):
        app.include_router(module.router)
    app.add_middleware(Guard, max_body=settings.max_body_bytes)
    return app
