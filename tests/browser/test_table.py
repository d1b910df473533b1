"""The page in a real Chromium: lobby, clicking to the end, live play, reload, spectators."""

from __future__ import annotations

import json
import random

import httpx
import pytest

from tests.browser.play import click_some_action, create_from_lobby, wait_for_my_turn_or_end

pytestmark = pytest.mark.browser


def _new_game(server, seats, game="toyrace", **extra):
    body = {"game": game, "players": len(seats), "seats": seats, **extra}
    r = httpx.post(f"{server.url}/api/games", json=body, timeout=10)
    assert r.status_code == 201, r.text
    return r.json()


def test_lobby_game_against_a_bot_is_finished_by_clicking(server, page):
    create_from_lobby(page, server.url, "toyrace", ["human", "random"])
    page.click("a.seat-link")
    rng = random.Random(1)
    clicks, after = 0, None
    while wait_for_my_turn_or_end(page, after=after):
        _action, after, _ = click_some_action(page, rng)
        clicks += 1
    assert clicks > 0
    assert page.locator("#final").is_visible()
    assert "Final scoreboard" in page.locator("#final").inner_text()
    assert page.locator("#actions button").count() == 0


@pytest.mark.slow
def test_southpole_against_a_bot_is_played_to_the_end_by_clicking(server, page):
    create_from_lobby(page, server.url, "southpole", ["human", "ismcts:iters=30"])
    page.click("a.seat-link")
    page.wait_for_selector("#board svg")
    rng = random.Random(2)
    board_clicks, after = 0, None
    while wait_for_my_turn_or_end(page, timeout=60000, after=after):
        _action, after, on_board = click_some_action(page, rng)
        board_clicks += on_board
    final = page.locator("#final")
    assert final.is_visible() and "Final scoreboard" in final.inner_text()
    assert board_clicks > 0, "the board never offered a clickable action"


def test_two_players_online_see_each_others_moves_and_never_the_others_secret(server, browser):
    made = _new_game(server, ["human", "human"])
    pages, frames = [], [[], []]
    for seat in (0, 1):
        context = browser.new_context()
        pg = context.new_page()
        pg.on(
            "websocket",
            lambda ws, seat=seat: ws.on(
                "framereceived", lambda payload: frames[seat].append(payload)
            ),
        )
        pg.goto(made["seats"][seat]["link"])
        pages.append(pg)
    first, second = pages
    assert wait_for_my_turn_or_end(first)
    before = second.locator("#log li").count()
    first.locator('#actions button[data-action="step"]').click()
    second.wait_for_function(f"() => document.querySelectorAll('#log li').length > {before}")
    assert second.locator("#log li").last.inner_text() == "[0] step"
    assert second.locator("#actions button").count() == 0
    for seat, received in enumerate(frames):
        views = [json.loads(f)["view"] for f in received if '"view"' in f]
        assert views
        for v in views:
            assert v["observation"]["cards"][1 - seat] is None
            assert v["observation"]["cards"][seat] is not None
    for pg in pages:
        pg.context.close()


def test_reload_mid_game_returns_to_exactly_the_same_position(server, page):
    made = _new_game(server, ["human", "random"], seed=4)
    page.goto(made["seats"][0]["link"])
    rng = random.Random(3)
    after = None
    for _ in range(3):
        if not wait_for_my_turn_or_end(page, after=after):
            break
        _action, after, _ = click_some_action(page, rng)
    wait_for_my_turn_or_end(page, after=after)  # my turn again: nothing moves now
    seq = page.locator("#turn").get_attribute("data-seq")
    log = page.locator("#log").inner_text()
    page.reload()
    page.wait_for_function(f"() => document.getElementById('turn').dataset.seq === '{seq}'")
    assert page.locator("#log").inner_text() == log


def test_spectator_sees_the_board_but_no_actions_and_no_secrets(server, page):
    made = _new_game(server, ["human", "human"])
    frames = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(f)))
    page.goto(made["spectator"])
    page.wait_for_selector("#board svg")
    assert "(spectating)" in page.locator("#turn").inner_text()
    assert page.locator("#actions button").count() == 0
    assert page.locator("#undo-button").is_disabled()
    view = json.loads(frames[-1])["view"]
    assert view["observation"]["cards"] == [None, None]


def test_replay_viewer_steps_back_and_forth(server, page):
    made = _new_game(server, ["random", "random"], seed=9)
    page.goto(made["spectator"])
    page.wait_for_selector("#final:not([hidden])")
    page.click("#replay-link")
    page.wait_for_selector("#replay-board svg")
    total = int(page.locator("#replay-step").get_attribute("max"))
    assert page.locator("#replay-log li").count() == total
    page.click("#replay-first")
    page.wait_for_function("() => document.querySelectorAll('#replay-log li').length === 0")
    page.click("#replay-next")
    page.wait_for_function("() => document.querySelectorAll('#replay-log li').length === 1")
    page.select_option("#replay-seat", "1")
    page.click("#replay-last")
    page.wait_for_function(f"() => document.querySelectorAll('#replay-log li').length === {total}")


def test_hot_seat_passes_the_screen_between_seats(server, page):
    made = _new_game(server, ["human", "human"])
    links = "&".join(s["link"].split("?")[1] for s in made["seats"])  # token=..&invite=..
    page.goto(f"{server.url}/game/{made['id']}?{links}")
    page.wait_for_selector("#curtain:not([hidden])")
    assert "seat 0" in page.locator("#curtain-text").inner_text()
    page.click("#curtain-button")
    page.locator('#actions button[data-action="step"]').click()
    page.locator('#actions button[data-action="end"]').click()
    page.wait_for_function(
        "() => document.getElementById('curtain-text').textContent.includes('seat 1')"
    )
    assert page.locator("#board").is_hidden()


def _real_games():
    import expeditions

    return [name for name in expeditions.games() if not name.startswith("toy")]


@pytest.mark.parametrize("name", _real_games())
def test_every_game_shows_its_board_and_takes_clicks(server, page, name):
    import expeditions

    info = expeditions.core.game_class(name).info
    players = max(2, info.min_players)
    made = _new_game(server, ["human"] + ["random"] * (players - 1), game=name, seed=5)
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(made["seats"][0]["link"])
    page.wait_for_selector("#board svg")
    rng = random.Random(5)
    after, clicked = None, []
    for _ in range(6):
        if not wait_for_my_turn_or_end(page, after=after):
            break
        action, after, _ = click_some_action(page, rng)
        clicked.append(action)
    wait_for_my_turn_or_end(page, after=after)
    log = page.locator("#log").inner_text()
    assert clicked and all(a in log for a in clicked)
    assert page.locator("#board svg").count() == 1
    assert not errors


def test_an_invitation_seats_the_first_browser_only(server, browser):
    made = _new_game(server, ["human", "human"])
    link = made["seats"][1]["link"]
    assert "invite=" in link
    first = browser.new_context().new_page()
    first.goto(link)
    first.wait_for_function("() => location.search.includes('token=')")
    assert "invite=" not in first.url
    first.wait_for_function("() => document.getElementById('turn').textContent.includes('seat 0')")
    assert not first.locator("#hand-on-button").is_hidden()
    second = browser.new_context().new_page()
    second.goto(link)
    second.wait_for_function(
        "() => document.getElementById('status').textContent.includes('seats one person')"
    )
    assert "(spectating)" in second.locator("#turn").inner_text()
    for pg in (first, second):
        pg.context.close()


def test_the_host_stops_the_game_and_the_page_says_stopped(server, page):
    made = _new_game(server, ["human", "human"])
    page.on("dialog", lambda dialog: dialog.accept())
    page.goto(made["seats"][0]["link"])
    page.wait_for_selector("#stop-button:not([hidden])")
    page.click("#stop-button")
    page.wait_for_function(
        "() => document.getElementById('turn').textContent.startsWith('Game stopped')"
    )
    assert "No winner" in page.locator("#turn").inner_text()
    assert "Winner" not in page.locator("#turn").inner_text().replace("No winner", "")
    assert "no one won" in page.locator("#final").inner_text()
