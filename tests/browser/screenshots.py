"""Screenshots of the page for docs/screenshots/: the lobby, each game at a
desktop and a phone size, the end of a game, and the page in Greek.

    PYTHONPATH=src .venv/bin/python -m tests.browser.screenshots [actions] [--greek]

`--greek` makes only the Greek pages, `<game>-<size>-el.png` (and greek.png);
`--lobby` only the lobby.
Not a test: it starts a server, plays a few actions as seat 1 against an easy
bot by clicking parts on the board and in widgets, and saves the page.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

import httpx
from playwright.sync_api import sync_playwright

from tests.browser.conftest import ARGS, CHROMIUM
from tests.browser.play import create_from_lobby, play_one_action, wait_for_my_turn_or_end
from tests.server.conftest import ROOT, Server

OUT = ROOT / "docs" / "screenshots"
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
GAMES = ["cave", "relic", "southpole", "temple"]


def _game(server: Server, name: str, seats: list[str]) -> dict:
    body = {"game": name, "players": len(seats), "seats": seats, "names": ["Anna", ""]}
    return httpx.post(f"{server.url}/api/games", json=body, timeout=10).json()


def _play(page, actions: int, seed: str) -> None:
    rng, after = random.Random(seed), None
    for _ in range(actions):
        if not wait_for_my_turn_or_end(page, after=after):
            return
        after = play_one_action(page, rng)["seq"]
    wait_for_my_turn_or_end(page, after=after)
    page.wait_for_timeout(600)  # the log in words arrives after the move


def _lobby(browser, server: Server) -> None:
    """The lobby just after making a game, with an open game of someone else's to join."""
    body = {
        "game": "relic",
        "players": 2,
        "seats": ["human", "human"],
        "names": ["Eleni", ""],
        "open": True,
    }
    httpx.post(f"{server.url}/api/games", json=body, timeout=10).raise_for_status()
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    create_from_lobby(page, server.url, "temple", ["human", "human"], ["Anna", "Nikos"], open=True)
    page.wait_for_selector("#game-list button[data-join]")
    page.wait_for_selector("#game-list a[data-your-seat]")
    page.screenshot(path=str(OUT / "lobby.png"), full_page=True)
    print(OUT / "lobby.png")
    page.close()


def _greek(browser, server: Server, actions: int) -> None:
    """Each game in Greek at both sizes; the temple at the desktop size is greek.png."""
    for name in GAMES:
        for size, (width, height) in SIZES.items():
            made = _game(server, name, ["human", "heuristic"])
            page = browser.new_page(viewport={"width": width, "height": height})
            page.goto(made["seats"][0]["link"] + "&lang=el")
            _play(page, actions, f"{name}/{size}/el")
            page.screenshot(path=str(OUT / f"{name}-{size}-el.png"))
            print(OUT / f"{name}-{size}-el.png")
            if name == "temple" and size == "desktop":
                page.screenshot(path=str(OUT / "greek.png"))
            page.close()


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    actions = int(args[0]) if args else 14
    OUT.mkdir(parents=True, exist_ok=True)
    server = Server(f"sqlite:///{Path(tempfile.mkdtemp()) / 'shots.db'}").start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            if "--greek" in sys.argv:
                _greek(browser, server, actions)
                browser.close()
                return
            if "--lobby" in sys.argv:
                _lobby(browser, server)
                browser.close()
                return
            _lobby(browser, server)
            for name in GAMES:
                for size, (width, height) in SIZES.items():
                    made = _game(server, name, ["human", "heuristic"])
                    page = browser.new_page(viewport={"width": width, "height": height})
                    page.goto(made["seats"][0]["link"])
                    _play(page, actions, f"{name}/{size}")
                    page.screenshot(path=str(OUT / f"{name}-{size}.png"))
                    print(OUT / f"{name}-{size}.png")
                    page.close()
            _greek(browser, server, actions)
            made = _game(server, "cave", ["heuristic", "heuristic"])
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(made["spectator"])
            page.wait_for_selector("#final:not([hidden])", timeout=300000)
            page.locator("#final").scroll_into_view_if_needed()
            page.screenshot(path=str(OUT / "end.png"))
            page.close()
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
