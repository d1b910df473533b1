"""One seed, one game: a table of bots plays exactly what `expeditions.play` plays,
even across a restart; the leave grace counts from the last disconnect."""

from __future__ import annotations

import time

import httpx

import expeditions
from tests.server.conftest import Server, sqlite_url
from tests.server.helpers import create, next_view, socket, view, wait_for

BOTS = ["heuristic", "random"]


def _same_as_play(record, seed):
    played = expeditions.play("southpole", players=2, seed=seed, bots=BOTS)
    assert record["seed"] == seed
    assert record["actions"] == played.record()["actions"]


def test_a_table_of_bots_plays_the_game_play_gives_for_its_seed(tmp_path):
    server = Server(sqlite_url(tmp_path)).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            body = {"game": "southpole", "players": 2, "seats": BOTS, "seed": 31}
            made = c.post("/api/games", json=body).json()
            wait_for(c, made["id"], None, lambda v: v["over"], timeout=120)
            _same_as_play(c.get(f"/api/games/{made['id']}/record").json(), 31)
    finally:
        server.stop()


def test_the_same_game_after_a_restart_in_the_middle(tmp_path):
    server = Server(sqlite_url(tmp_path), bot_delay=0.02).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            body = {"game": "southpole", "players": 2, "seats": BOTS, "seed": 32}
            made = c.post("/api/games", json=body).json()
            wait_for(c, made["id"], None, lambda v: v["seq"] > 30, timeout=60)
        server.kill()
        server.start()
        with httpx.Client(base_url=server.url, timeout=10) as c:
            v = wait_for(c, made["id"], None, lambda v: v["over"], timeout=240)
            assert v["seq"] > 40
            _same_as_play(c.get(f"/api/games/{made['id']}/record").json(), 32)
    finally:
        server.stop()


def test_leave_grace_counts_from_the_last_disconnect(tmp_path):
    server = Server(sqlite_url(tmp_path), leave_grace=2.0).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            made = create(c, ["human", "human"], takeover="random")
            game_id, t0 = made["id"], made["seats"][0]["token"]
            with socket(server.ws_url, game_id, t0) as ws:
                next_view(ws)
            time.sleep(1.2)
            with socket(server.ws_url, game_id, t0) as ws:
                next_view(ws)
            closed = time.monotonic()
            time.sleep(1.3)  # 2.5 s after the first close, 1.3 s after the last
            assert not view(c, game_id)["seats"][0]["away"]
            v = wait_for(c, game_id, None, lambda v: v["seats"][0]["away"], timeout=10)
            assert time.monotonic() - closed >= 1.9
            assert v["seats"][0]["away"]
    finally:
        server.stop()
