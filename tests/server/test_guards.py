"""The table under attack: seeds, bounded bots, malformed input, size and rate limits."""

from __future__ import annotations

import json

import httpx
import pytest

from tests.server.conftest import Server, sqlite_url
from tests.server.helpers import create, move, next_error, next_view, socket, view, wait_for


def test_a_seed_is_refused_when_more_than_one_person_is_seated(client):
    body = {"game": "toyrace", "players": 2, "seats": ["human", "human"], "seed": 424242}
    r = client.post("/api/games", json=body)
    assert r.status_code == 422 and "at most one person" in r.json()["detail"]


def test_games_of_two_people_get_different_secret_seeds(client):
    a, b = create(client, ["human", "human"]), create(client, ["human", "human"])
    assert a["seed"] is None and b["seed"] is None
    for made in (a, b):
        v = view(client, made["id"], made["seats"][0]["token"])
        assert "seed" not in v
    cards = {
        view(client, m["id"], m["seats"][0]["token"])["observation"]["cards"][0]
        for m in [create(client, ["human", "human"]) for _ in range(8)]
    }
    assert len(cards) > 1  # the dealt card varies: the seeds are not all the same


def test_a_solo_game_against_bots_may_choose_its_seed_and_shows_it(client):
    made = create(client, ["human", "random"], seed=77)
    assert made["seed"] == 77
    assert view(client, made["id"], made["seats"][0]["token"])["seed"] == 77


@pytest.mark.parametrize(
    ("bot", "bound"),
    [
        ("ismcts:time=inf", "at most 5 s"),
        ("ismcts:time=nan", "at most 5 s"),
        ("ismcts:iters=1000000000000", "at most 20000 iterations"),
        ("ismcts:iters=" + "9" * 80, "at most 20000 iterations"),
    ],
)
def test_a_bot_thinking_beyond_the_tables_bound_is_refused(client, bot, bound):
    r = client.post("/api/games", json={"game": "toyrace", "players": 2, "seats": ["human", bot]})
    assert r.status_code == 400 and bound in r.json()["detail"]
    assert len(r.text) < 300
    r = client.post(
        "/api/games",
        json={"game": "toyrace", "players": 2, "seats": ["human", "random"], "takeover": bot},
    )
    assert r.status_code == 400 and "takeover" in r.json()["detail"]


def test_an_overlong_bot_string_is_refused(client):
    body = {"game": "toyrace", "players": 2, "seats": ["human", "ismcts:iters=" + "9" * 3000]}
    r = client.post("/api/games", json=body)
    assert r.status_code == 422 and len(r.text) < 1200


def test_the_catalog_names_the_bot_bounds(client):
    assert client.get("/api/catalog").json()["bot_bounds"] == {"seconds": 5.0, "iterations": 20000}


def test_every_malformed_socket_message_is_answered_and_the_socket_stays_open(server, client):
    made = create(client, ["human", "human"])
    game_id, t0 = made["id"], made["seats"][0]["token"]
    with socket(server.ws_url, game_id, t0) as ws:
        v = next_view(ws, lambda v: v["your_turn"])
        ws.send(b"\x00\x01binary")
        assert next_error(ws)["status"] == 400
        ws.send("[" * 100_000 + "]" * 100_000)
        err = next_error(ws)
        assert err["status"] == 400 and len(err["detail"]) < 200
        ws.send("[" * 1500 + "]" * 1500)
        err = next_error(ws)
        assert err["status"] == 400 and "nested too deeply" in err["detail"]
        big = json.dumps({"type": "action", "seq": v["seq"], "action": "x" * 1_000_000})
        ws.send(big)
        err = next_error(ws)
        assert err["status"] == 400 and len(json.dumps(err)) < 300
        long = json.dumps({"type": "action", "seq": v["seq"], "action": "x" * 1000})
        ws.send(long)
        err = next_error(ws)
        assert err["status"] == 422 and "1000 characters" in err["detail"]
        for bad in ("43", 4.0, True, None, -1):
            ws.send(json.dumps({"type": "action", "seq": bad, "action": "step"}))
            err = next_error(ws)
            assert err["status"] == 422 and "seq" in err["detail"]
        ws.send(json.dumps({"type": "action", "seq": v["seq"], "action": ["step"]}))
        assert next_error(ws)["status"] == 422
        ws.send(json.dumps({"type": {"deep": 1}}))
        assert next_error(ws)["status"] == 400
        # still open, and a well-formed move is played
        ws.send(json.dumps({"type": "action", "seq": v["seq"], "action": "step"}))
        assert next_view(ws, lambda x: x["seq"] > v["seq"])["log"][-1]["text"] == "step"


def test_http_reads_types_strictly(client):
    made = create(client, ["human", "human"])
    game_id, t0 = made["id"], made["seats"][0]["token"]
    v = wait_for(client, game_id, t0, lambda v: v["your_turn"])
    r = client.post(
        f"/api/games/{game_id}/actions", json={"token": t0, "seq": str(v["seq"]), "action": "step"}
    )
    assert r.status_code == 422 and "seq" in r.json()["detail"]
    r = move(client, game_id, t0, v["seq"], "x" * 1000)
    assert r.status_code == 422 and len(r.text) < 1200
    r = client.post("/api/games", json={"game": "toyrace", "players": "2", "seats": ["human"] * 2})
    assert r.status_code == 422 and "players" in r.json()["detail"]
    assert view(client, game_id, t0)["seq"] == v["seq"]


def test_deeply_nested_json_over_http_is_a_400(client):
    r = client.post(
        "/api/replay",
        content=b"[" * 50_000 + b"]" * 50_000,
        headers={"content-type": "application/json"},
    )
    assert r.status_code == 400 and len(r.text) < 300


def test_a_request_body_over_the_cap_is_refused(client):
    r = client.post(
        "/api/replay",
        content=b'{"record": "' + b"x" * (600 * 1024) + b'"}',
        headers={"content-type": "application/json"},
    )
    assert r.status_code == 413 and "at most 524288" in r.json()["detail"]

    def chunks():
        for _ in range(700):
            yield b"x" * 1024

    r = client.post("/api/replay", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413


def test_security_headers_on_every_page(client):
    for path in ("/", "/game/abc", "/static/app.js", "/api/catalog", "/api/games/nosuch"):
        r = client.get(path)
        assert r.headers["x-frame-options"] == "DENY", path
        assert r.headers["x-content-type-options"] == "nosniff", path
        assert "default-src 'self'" in r.headers["content-security-policy"], path
        assert "frame-ancestors 'none'" in r.headers["content-security-policy"], path
        assert r.headers["referrer-policy"] == "no-referrer"
    assert "cdn.jsdelivr.net" in client.get("/docs").headers["content-security-policy"]


def test_the_games_list_comes_in_pages_newest_first(client):
    ids = [create(client, ["random", "random"])["id"] for _ in range(3)]
    page = client.get("/api/games", params={"limit": 2}).json()
    assert [g["id"] for g in page["games"]] == ids[::-1][:2]
    assert page["next"] == 2
    rest = client.get("/api/games", params={"limit": 2, "offset": 2}).json()
    assert rest["games"][0]["id"] == ids[0]
    assert client.get("/api/games", params={"limit": 1000}).status_code == 422


def test_finished_games_leave_memory_but_stay_in_the_store(tmp_path):
    server = Server(sqlite_url(tmp_path), finished_cache=2).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            made = [create(c, ["random", "random"]) for _ in range(6)]
            for m in made:
                wait_for(c, m["id"], None, lambda v: v["over"])
            counts = c.get("/api/status").json()
            assert counts == {"live": 0, "finished_in_memory": 2}
            first = view(c, made[0]["id"])
            assert first["over"] and first["winners"]
            rec = c.get(f"/api/games/{made[0]['id']}/record").json()
            assert rec["seed"] == 5 and rec["actions"]
            statuses = {g["id"]: g["status"] for g in c.get("/api/games").json()["games"]}
            assert all(statuses[m["id"]] == "over" for m in made)
    finally:
        server.stop()


def test_games_created_per_client_per_minute_are_capped(tmp_path):
    server = Server(sqlite_url(tmp_path), games_per_minute=3).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            for _ in range(3):
                create(c, ["human", "random"])
            body = {"game": "toyrace", "players": 2, "seats": ["human", "random"]}
            r = c.post("/api/games", json=body)
            assert r.status_code == 429 and "at most 3 games a minute" in r.json()["detail"]
    finally:
        server.stop()
