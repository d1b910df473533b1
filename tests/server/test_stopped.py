"""A game stopped by its host or abandoned by everyone: stopped, never "everyone won"."""

from __future__ import annotations

import time

import httpx

from tests.server.conftest import Server, sqlite_url
from tests.server.helpers import create, move, next_view, socket, view, wait_for


def test_the_host_stops_the_game_and_no_one_wins(client):
    made = create(client, ["human", "human"])
    game_id, t0, t1 = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    v = wait_for(client, game_id, t0, lambda v: v["your_turn"])
    r = client.post(f"/api/games/{game_id}/stop", json={"token": t1})
    assert r.status_code == 403 and "host" in r.json()["detail"]
    r = client.post(f"/api/games/{game_id}/stop", json={"token": t0})
    assert r.status_code == 200
    stopped = r.json()
    assert stopped["over"] and stopped["winners"] == []
    assert stopped["stopped"] == "stopped by the host (seat 0)"
    r = move(client, game_id, t0, stopped["seq"], "step")
    assert r.status_code == 409 and "stopped" in r.json()["detail"]
    assert move(client, game_id, t0, v["seq"], "step").status_code == 409
    statuses = {g["id"]: g["status"] for g in client.get("/api/games").json()["games"]}
    assert statuses[game_id] == "stopped"


def test_a_stopped_game_record_replays_as_stopped(client):
    made = create(client, ["human", "random"])
    game_id, t0 = made["id"], made["seats"][0]["token"]
    wait_for(client, game_id, t0, lambda v: v["your_turn"])
    client.post(f"/api/games/{game_id}/stop", json={"token": t0})
    record = client.get(f"/api/games/{game_id}/record").json()
    assert record["stopped"] == "stopped by the host (seat 0)"
    # the toy game is registered only in the server process: replay it there
    r = client.post("/api/replay", json={"record": record, "step": len(record["actions"])})
    assert r.status_code == 200 and r.json()["total"] == len(record["actions"])
    bad = client.post("/api/replay", json={"record": {**record, "stopped": ""}, "step": 0})
    assert bad.status_code == 422 and "stopped" in bad.json()["detail"]


def test_a_game_abandoned_by_everyone_is_stopped(tmp_path):
    server = Server(sqlite_url(tmp_path), abandon_after=1.0).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            kept = create(c, ["human", "human"])
            left = create(c, ["human", "random"])
            with socket(server.ws_url, kept["id"], kept["seats"][1]["token"]) as ws:
                next_view(ws)
                v = wait_for(c, left["id"], None, lambda v: v["over"])
                assert v["stopped"].startswith("abandoned") and v["winners"] == []
                time.sleep(0.5)
                assert not view(c, kept["id"])["over"]  # someone is still there
            later = wait_for(c, kept["id"], None, lambda v: v["over"])
            assert later["stopped"].startswith("abandoned")
    finally:
        server.stop()
