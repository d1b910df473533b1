"""A whole game of each game against a bot, played only through the marks the
page gives every choice (`data-part`, `data-confirm`), at a desktop and at a
phone size; the panels and the log show the seat's own secrets and only backs
or "did something" lines for the others'."""

from __future__ import annotations

import random

import httpx
import pytest

from tests.browser.play import play_to_the_end

pytestmark = [pytest.mark.browser, pytest.mark.slow]

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
GAMES = ["cave", "relic", "southpole", "temple"]
MAX_TURNS = {"cave": 60, "relic": 150, "southpole": 60, "temple": 150}
"""Decisions this seat makes before the host stops a game the rules have not ended
(random clicks end the temple's fixed rounds in about 80, and mostly let the bot
leave Relic Expedition's jungle in fewer than 150; Cave and South Pole may run on
for hundreds)."""


def _private_facts_stay_private(page) -> None:
    """What the page shows of the other seat comes only as backs, counts and
    secret lines; this seat's own log lines are never hidden from it."""
    mine = page.locator('[data-seat-panel="0"] h4').inner_text()
    for line in page.locator("#log li.secret").all_inner_texts():
        assert not line.startswith("Anna"), f"my own secret move hidden from me: {line}"
    other = page.locator('[data-seat-panel="1"]')
    assert "Anna" in mine and "Bot 2" in other.locator("h4").inner_text()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", GAMES)
def test_a_whole_game_is_played_by_clicking_parts(server, browser, name, size):
    body = {"game": name, "players": 2, "seats": ["human", "heuristic"], "names": ["Anna", ""]}
    made = httpx.post(f"{server.url}/api/games", json=body, timeout=10).json()
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(made["seats"][0]["link"])
    page.wait_for_selector("#board svg")
    seen = {"hidden": 0, "secret": 0}

    def check(pg) -> None:
        _private_facts_stay_private(pg)
        seen["hidden"] += pg.locator('[data-seat-panel="1"] [data-hidden]').count()
        seen["secret"] += pg.locator("#log li.secret").count()
        assert pg.locator("#board [data-part][aria-disabled='true']").count() > 0

    totals = play_to_the_end(
        page, random.Random(f"{name}/{size}"), check=check, max_turns=MAX_TURNS[name]
    )
    if totals["limit"]:
        # random clicks may never win, and a table has no limit: the host stops it
        token = made["seats"][0]["token"]
        r = httpx.post(f"{server.url}/api/games/{made['id']}/stop", json={"token": token})
        assert r.status_code == 200, r.text
        page.wait_for_selector("#final:not([hidden])")
    assert totals["turns"] > 0
    assert totals["board"] > 0, "no decision was made on the board"
    final = page.locator("#final")
    assert final.is_visible()
    end = page.locator("#final h3").get_attribute("data-end")
    assert end in ("won", "nobody", "stopped")
    if name == "temple":  # played in a fixed number of rounds: always ended by its rules
        assert end == "won" and not totals["limit"]
    assert page.locator("#final [data-total]").count() == 2 or name == "relic"
    page.wait_for_selector("#log li.told")
    told = page.locator("#log li.told").all_inner_texts()
    assert any(line.startswith("Anna ") for line in told), "the log is not told in words"
    assert any(line.startswith("Bot 2 ") for line in told)
    if name in ("temple", "cave"):
        assert seen["hidden"] > 0, "the other seat's hidden holdings were never shown as backs"
    assert not errors
    context.close()
