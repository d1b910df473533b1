"""The page: one HTML file, its script and its style sheet (no build step, no CDN)."""

from __future__ import annotations

from importlib import resources

from fastapi import APIRouter
from fastapi.responses import FileResponse, JSONResponse, Response

WEB = resources.files("expeditions") / "web"
TYPES = {
    ".html": "text/html",
    ".css": "text/css",
    ".js": "text/javascript",
    ".json": "application/json",
    ".svg": "image/svg+xml",
}
PAGES = {
    f.name: TYPES[ext]
    for f in WEB.iterdir()
    for ext in TYPES
    if f.name.endswith(ext) and not f.name.startswith(".")
}
"""The page's files: its script modules, style, words in each language, icon."""

router = APIRouter(include_in_schema=False)


@router.get("/")
@router.get("/game/{game_id}")
@router.get("/replay")
async def page(game_id: str | None = None) -> Response:
    return FileResponse(str(WEB / "index.html"), media_type="text/html")


@router.get("/favicon.ico")
async def favicon() -> Response:
    return FileResponse(str(WEB / "favicon.svg"), media_type="image/svg+xml")


@router.get("/static/{name}")
async def static(name: str) -> Response:
    if name not in PAGES:
        return JSONResponse({"detail": f"no static file {name[:40]!r}"}, status_code=404)
    return FileResponse(str(WEB / name), media_type=PAGES[name])
