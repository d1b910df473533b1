"""The page: one HTML file, its script and its style sheet (no build step, no CDN)."""

from __future__ import annotations

from importlib import resources

from fastapi import APIRouter
from fastapi.responses import FileResponse, JSONResponse, Response

WEB = resources.files("expeditions") / "web"
PAGES = {"index.html": "text/html", "style.css": "text/css", "app.js": "text/javascript"}

router = APIRouter(include_in_schema=False)


@router.get("/")
@router.get("/game/{game_id}")
@router.get("/replay")
async def page(game_id: str | None = None) -> Response:
    return FileResponse(str(WEB / "index.html"), media_type="text/html")


@router.get("/static/{name}")
async def static(name: str) -> Response:
    if name not in PAGES:
        return JSONResponse({"detail": f"no static file {name[:40]!r}"}, status_code=404)
    return FileResponse(str(WEB / name), media_type=PAGES[name])
