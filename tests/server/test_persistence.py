"""Nothing lost: commit before broadcast, replay on start, SIGKILL, PostgreSQL."""

from __future__ import annotations

import json
import os
import uuid

import httpx
import pytest

import expeditions
from tests.server.conftest import Server, sqlite_url
from tests.server.helpers import create, move, next_view, socket, view, wait_for

PG_URL = os.environ.get("EXPEDITIONS_PG_URL")


@pytest.fixture(
    params=[
        "sqlite",
        pytest.param(
            "postgres",
            marks=[
                pytest.mark.postgres,
                pytest.mark.skipif(not PG_URL, reason="EXPEDITIONS_PG_URL is not set"),
            ],
        ),
    ]
)
def db_url(request, tmp_path):
    if request.param == "sqlite":
        return sqlite_url(tmp_path)
    return PG_URL


def _play_some(c, game_id, token, n):
    """Play `n` human decisions for one seat (the bot and chance answer in between)."""
    for _ in range(n):
        v = wait_for(c, game_id, token, lambda v: v["your_turn"] or v["over"])
        if v["over"]:
            return v
        action = "step" if "step" in v["legal"] else v["legal"][0]
        assert move(c, game_id, token, v["seq"], action).status_code == 200
    return view(c, game_id, token)


def test_killed_server_continues_from_the_last_accepted_move(db_url):
    server = Server(db_url).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            made = create(c, ["human", "random"], seed=uuid.uuid4().int % 10**9)
            game_id, token = made["id"], made["seats"][0]["token"]
            before = _play_some(c, game_id, token, 3)
            with socket(server.ws_url, game_id, token) as ws:
                pushed = next_view(ws)
            server.kill()  # SIGKILL: no shutdown hook runs
        server.start()
        with httpx.Client(base_url=server.url, timeout=10) as c:
            after = view(c, game_id, token)
            assert after["seq"] >= pushed["seq"] >= before["seq"]
            assert after["log"][: len(pushed["log"])] == pushed["log"]
            assert after["observation"]["positions"][0] >= before["observation"]["positions"][0]
            if not after["over"]:
                _play_some(c, game_id, token, 1)
                assert view(c, game_id, token)["seq"] > after["seq"]
    finally:
        server.stop()


def test_every_pushed_move_was_already_committed(db_url):
    server = Server(db_url).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            made = create(c, ["human", "human"])
            game_id = made["id"]
            t0 = made["seats"][0]["token"]
            t1 = made["seats"][1]["token"]
            with socket(server.ws_url, game_id, t1) as ws:
                v = wait_for(c, game_id, t0, lambda v: v["your_turn"])
                ws.send(json.dumps({"type": "ping"}))
                move(c, game_id, t0, v["seq"], "step")
                pushed = next_view(ws, lambda x: x["seq"] > v["seq"])
                server.kill()
        server.start()
        with httpx.Client(base_url=server.url, timeout=10) as c:
            assert view(c, game_id, t1)["seq"] == pushed["seq"]
    finally:
        server.stop()


def test_unfinished_games_are_rebuilt_by_replay_on_start_and_bots_resume(db_url):
    server = Server(db_url).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            made = create(c, ["human", "random"], seed=11)
            game_id, token = made["id"], made["seats"][0]["token"]
            v = wait_for(c, game_id, token, lambda v: v["your_turn"])
            move(c, game_id, token, v["seq"], "roll")  # chance, then the bot, then seat 0
            server.stop()
        server.start()
        with httpx.Client(base_url=server.url, timeout=10) as c:
            after = wait_for(c, game_id, token, lambda v: v["your_turn"] or v["over"])
            assert after["seq"] > v["seq"] + 1
            assert any(e["by"] == "bot" for e in after["log"][len(v["log"]) :])
    finally:
        server.stop()


def test_server_record_replays_to_the_same_state(db_url):
    # a real game, so that the toy never registers in the pytest process itself; the
    # lost temple, whose random games end by its rules (a table sets no limit)
    name = "temple"
    server = Server(db_url).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as c:
            body = {"game": name, "players": 2, "seats": ["random", "random"], "seed": 3}
            made = c.post("/api/games", json=body).json()
            v = wait_for(c, made["id"], None, lambda v: v["over"], timeout=60)
            record = c.get(f"/api/games/{made['id']}/record").json()
        state = expeditions.replay(record)
        assert state.scores() == v["scores"]
        assert json.loads(json.dumps(state.observation(None))) == v["observation"]
    finally:
        server.stop()
