"""The page in a real Chromium: lobby, clicking to the end, live play, reload, spectators."""

from __future__ import annotations

import json
import random

import httpx
import pytest
from playwright.sync_api import expect

from tests.browser.play import (
    create_from_lobby,
    play_one_action,
    play_to_the_end,
    wait_for_my_turn_or_end,
)

pytestmark = pytest.mark.browser


def _new_game(server, seats, game="toyrace", **extra):
    body = {"game": game, "players": len(seats), "seats": seats, **extra}
    r = httpx.post(f"{server.url}/api/games", json=body, timeout=10)
    assert r.status_code == 201, r.text
    return r.json()


def test_lobby_game_against_a_bot_is_finished_by_clicking(server, page):
    create_from_lobby(page, server.url, "toyrace", ["human", "random"], names=["Anna", ""])
    page.click("#play-link")
    totals = play_to_the_end(page, random.Random(1))
    assert totals["turns"] > 0
    final = page.locator("#final")
    assert final.is_visible()
    assert page.locator("#final h3").get_attribute("data-end") in ("won", "nobody")
    assert "Anna" in final.inner_text() and "Bot 2" in final.inner_text()
    assert page.locator("#choices [data-part]").count() == 0


def test_create_game_twice_and_copy_an_invitation(server, page):
    create_from_lobby(page, server.url, "toyrace", ["human", "human"])
    first = page.get_attribute("#created", "data-game")
    page.click("#create-button")
    # the panel is drawn again for the second game (the list may show it a moment sooner)
    page.wait_for_function(
        "(first) => { const box = document.querySelector('#created');"
        " return box.dataset.game && box.dataset.game !== first; }",
        arg=first,
    )
    second = page.get_attribute("#created", "data-game")
    page.wait_for_function(
        "() => document.querySelectorAll('#game-list li[data-game]').length >= 2"
    )
    assert page.locator("[data-invite-link]").count() == 1
    assert second in page.locator("[data-invite-link]").input_value()
    page.click("button[data-copy]")
    # the copy is asynchronous (the clipboard, or its fallback): wait for the mark
    page.wait_for_selector('button[data-copy][data-copied="1"]', timeout=10000)
    assert "Copied" in page.locator("button[data-copy]").inner_text()


def test_lobby_errors_show_on_the_page(server, page):
    page.goto(server.url + "/")
    page.wait_for_selector("#lobby[data-ready]", state="attached")
    page.set_input_files(
        "#record-file", files=[{"name": "x.json", "mimeType": "application/json", "buffer": b"{]"}]
    )
    box = page.locator("#lobby .error-box")
    box.wait_for(state="visible")
    assert "x.json is not a game record" in box.inner_text()


def test_the_page_has_a_favicon(server):
    r = httpx.get(f"{server.url}/static/favicon.svg", timeout=10)
    assert r.status_code == 200 and r.text.startswith("<svg")


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
    # the log is first drawn in notation, then told in words (fewer lines):
    # count and read it only once told, before and after the move
    told = (
        "(before) => { const seq = document.getElementById('turn').dataset.seq;"
        " return seq && seq !== before"
        " && document.getElementById('log').dataset.toldSeq === seq; }"
    )
    second.wait_for_function(told, arg="")
    seq = second.locator("#turn").get_attribute("data-seq")
    first.locator('#choices button[data-part="step"]').click()
    second.wait_for_function(told, arg=seq)
    last = second.locator("#log li").last.inner_text()
    assert last.startswith("Player 1") and "step" in last
    assert second.locator("#choices [data-part]").count() == 0
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
        after = play_one_action(page, rng)["seq"]
    wait_for_my_turn_or_end(page, after=after)  # my turn again: nothing moves now
    seq = page.locator("#turn").get_attribute("data-seq")
    told = f"#log[data-told-seq='{seq}']"
    page.wait_for_selector(told)
    log = page.locator("#log").inner_text()
    page.reload()
    page.wait_for_function(f"() => document.getElementById('turn').dataset.seq === '{seq}'")
    page.wait_for_selector(told)
    assert page.locator("#log").inner_text() == log


def test_spectator_sees_the_board_but_no_actions_and_no_secrets(server, page):
    made = _new_game(server, ["human", "human"])
    frames = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(f)))
    page.goto(made["spectator"])
    page.wait_for_selector("#board svg")
    assert "(watching)" in page.locator("#turn").inner_text()
    assert page.locator("#choices [data-part]").count() == 0
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
    assert "Player 1" in page.locator("#curtain-text").inner_text()
    assert page.locator("#log li").count() == 0 and page.locator("#panels *").count() == 0
    page.click("#curtain-button")
    assert "token=" in page.locator("#replay-link").get_attribute("href")
    page.locator('#choices button[data-part="step"]').click()
    page.locator('#choices button[data-part="end"]').click()
    page.wait_for_function(
        "() => document.getElementById('curtain-text').textContent.includes('Player 2')"
    )
    assert page.locator("#board").is_hidden() and page.locator("#log").is_hidden()
    assert page.locator("#log li").count() == 0 and page.locator("#board svg").count() == 0


def test_a_stopped_game_says_so_and_that_nobody_wins(server, page):
    made = _new_game(server, ["human", "random"], seed=3)
    token = made["seats"][0]["token"]
    page.goto(made["seats"][0]["link"])
    wait_for_my_turn_or_end(page)
    r = httpx.post(f"{server.url}/api/games/{made['id']}/stop", json={"token": token}, timeout=10)
    assert r.status_code == 200, r.text
    page.wait_for_selector("#final:not([hidden])")
    assert page.locator("#final h3").get_attribute("data-end") == "stopped"
    assert "nobody wins" in page.locator("#final").inner_text()
    assert "Nobody wins" in page.locator("#turn").inner_text()


def _settled_choices(page) -> list[str]:
    """The choices offered, once two looks a tenth of a second apart agree: a
    view pushed right after the turn began may draw them again."""
    last: list[str] = []
    for _ in range(50):
        now = page.locator("#choices [data-part]").all_inner_texts()
        if now and now == last:
            return now
        last = now
        page.wait_for_timeout(100)
    return last


def test_a_click_is_taken_back_before_anything_is_sent(server, page):
    made = _new_game(server, ["human", "heuristic"], game="southpole", seed=2)
    page.goto(made["seats"][0]["link"])
    wait_for_my_turn_or_end(page)
    seq = page.locator("#turn").get_attribute("data-seq")
    offered = _settled_choices(page)
    first = page.locator('#choices button[data-kind="dice"]').first
    first.click()  # one die colour of "choose ...": more parts to come
    assert page.locator("#choices .picked").count() == 1
    page.click("#choices [data-undo]")
    assert page.locator("#choices .picked").count() == 0
    assert page.locator("#choices [data-undo]").count() == 0
    # the choices are drawn again after the undo: wait for them, then compare
    expect(page.locator("#choices [data-part]")).to_have_count(len(offered))
    assert page.locator("#choices [data-part]").all_inner_texts() == offered
    assert page.locator("#turn").get_attribute("data-seq") == seq


def test_an_invitation_seats_the_first_browser_only(server, browser):
    made = _new_game(server, ["human", "human"])
    link = made["seats"][1]["link"]
    assert "invite=" in link
    first = browser.new_context().new_page()
    first.goto(link)
    first.wait_for_function("() => location.search.includes('token=')")
    assert "invite=" not in first.url
    first.wait_for_selector("#turn[data-seq]")
    assert not first.locator("#hand-on-button").is_hidden()
    second = browser.new_context().new_page()
    second.goto(link)
    second.wait_for_function(
        "() => document.getElementById('status').textContent.includes('seats one person')"
    )
    assert "(watching)" in second.locator("#turn").inner_text()
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
    assert "Nobody wins" in page.locator("#turn").inner_text()
    page.wait_for_selector("#final:not([hidden])")
    assert page.locator("#final h3").get_attribute("data-end") == "stopped"


def test_a_second_browser_joins_an_open_game_from_the_lobby_list(server, page, browser):
    create_from_lobby(page, server.url, "toyrace", ["human", "human"], ["", "Bea"], open=True)
    # the game just made, named by its spectator link (the list refreshes on its own time)
    game_id = page.locator("#spectator-link").get_attribute("href").split("/game/")[1].split("?")[0]
    closed = _new_game(server, ["human", "human"])  # not open: offers no join
    # the creator's own lobby leads back to their seat rather than offering them another
    page.wait_for_selector(f'#game-list li[data-game="{game_id}"] a[data-your-seat]')
    mine = page.locator(f'#game-list li[data-game="{game_id}"]')
    assert mine.locator("button[data-join]").count() == 0
    assert "token=" in mine.locator("a[data-your-seat]").get_attribute("href")

    other = browser.new_context().new_page()
    other.goto(server.url + "/")
    other.wait_for_selector(f'#game-list li[data-game="{game_id}"] button[data-join]')
    entry = other.locator(f'#game-list li[data-game="{game_id}"]')
    assert entry.locator("button[data-join]").count() == 1  # seat 0 is the creator's
    assert (
        other.locator(f'#game-list li[data-game="{closed["id"]}"] button[data-join]').count() == 0
    )
    listing = other.locator("#game-list").inner_html()
    assert closed["seats"][1]["invite"] not in listing
    assert "Bea" in entry.locator("button[data-join]").inner_text()
    entry.locator(f'button[data-join="{game_id}:1"]').click()
    other.wait_for_function("() => location.pathname.startsWith('/game/')")
    other.wait_for_selector("#turn[data-seq]")
    assert f"/game/{game_id}" in other.url and "token=" in other.url
    # seated as Bea (seat 1): a holder's page, not a spectator's
    assert "(watching)" not in other.locator("#turn").inner_text()
    assert not other.locator("#hand-on-button").is_hidden()
    seat = other.evaluate(
        "async () => (await (await fetch('/api/games/' + location.pathname.split('/')[2]"
        " + location.search)).json()).you"
    )
    assert seat == 1
    # taken: the list offers the seat no more, and the API refuses a second join
    page.goto(server.url + "/")
    page.wait_for_selector(f'#game-list li[data-game="{game_id}"]')
    assert page.locator(f'#game-list li[data-game="{game_id}"] button[data-join]').count() == 0
    r = httpx.post(f"{server.url}/api/games/{game_id}/join", json={"seat": 1}, timeout=10)
    assert r.status_code == 409
    other.context.close()
