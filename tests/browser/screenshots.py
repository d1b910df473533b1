"""Screenshots of a game in progress for every registered game (docs/screenshots/).

    .venv/bin/python -m tests.browser.screenshots [clicks]

Not a test: it starts a server, plays a few random clicks as seat 0 against
random bots, and saves the page.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

import httpx
from playwright.sync_api import sync_playwright

import expeditions
from tests.browser.conftest import ARGS, CHROMIUM
from tests.browser.play import click_some_action, wait_for_my_turn_or_end
from tests.server.conftest import ROOT, Server

OUT = ROOT / "docs" / "screenshots"


def _final(browser, server: Server, name: str, players: int) -> None:
    """A game between random bots, seen by a spectator at the end."""
    body = {"game": name, "players": players, "seats": ["random"] * players, "seed": 1}
    made = httpx.post(f"{server.url}/api/games", json=body, timeout=10).json()
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(made["spectator"])
    page.wait_for_selector("#final:not([hidden])", timeout=120000)
    page.screenshot(path=str(OUT / f"{name}-final.png"), full_page=True)
    page.close()


def main() -> None:
    clicks = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    OUT.mkdir(parents=True, exist_ok=True)
    server = Server(f"sqlite:///{Path(tempfile.mkdtemp()) / 'shots.db'}").start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for name in [g for g in expeditions.games() if not g.startswith("toy")]:
                info = expeditions.core.game_class(name).info
                seats = ["human"] + ["random"] * (max(2, info.min_players) - 1)
                body = {"game": name, "players": len(seats), "seats": seats, "seed": 3}
                made = httpx.post(f"{server.url}/api/games", json=body, timeout=10).json()
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                page.goto(made["seats"][0]["link"])
                rng, after = random.Random(3), None
                for _ in range(clicks):
                    if not wait_for_my_turn_or_end(page, after=after):
                        break
                    _action, after, _ = click_some_action(page, rng)
                wait_for_my_turn_or_end(page, after=after)
                page.screenshot(path=str(OUT / f"{name}.png"), full_page=True)
                print(f"{name}: {OUT / (name + '.png')}")
                page.close()
                _final(browser, server, name, len(seats))
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
