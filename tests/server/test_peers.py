"""Two server processes on one PostgreSQL database follow each other (LISTEN/NOTIFY)."""

from __future__ import annotations

import json
import os
import statistics
import time

import httpx
import pytest

from tests.server.conftest import Server
from tests.server.helpers import create, move, next_view, socket, view, wait_for

PG_URL = os.environ.get("EXPEDITIONS_PG_URL")

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(not PG_URL, reason="EXPEDITIONS_PG_URL is not set"),
]


@pytest.fixture(scope="module")
def pair():
    a, b = Server(PG_URL).start(), Server(PG_URL).start()
    yield a, b
    a.stop()
    b.stop()


def test_a_move_through_one_process_reaches_players_on_the_other(pair):
    a, b = pair
    delays = []
    with httpx.Client(base_url=a.url, timeout=10) as ca:
        made = create(ca, ["human", "human"], options={"max_steps": 3})
        game_id, t0, t1 = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
        with socket(b.ws_url, game_id, t1) as ws:
            for _ in range(3):
                v = wait_for(ca, game_id, t0, lambda v: v["your_turn"] and "step" in v["legal"])
                sent = time.perf_counter()
                assert move(ca, game_id, t0, v["seq"], "step").status_code == 200
                seen = next_view(ws, lambda x, s=v["seq"]: x["seq"] > s)
                delays.append(time.perf_counter() - sent)
                assert seen["log"][-1] == {"i": v["seq"], "text": "step", "seat": 0, "by": "human"}
                assert seen["observation"]["cards"][0] is None  # still only seat 1's view
    assert statistics.median(delays) < 0.1, delays


def test_moves_through_either_process_make_one_game(pair):
    a, b = pair
    with httpx.Client(base_url=a.url, timeout=10) as ca, httpx.Client(base_url=b.url) as cb:
        made = create(ca, ["human", "human"])
        game_id, t0, t1 = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
        with socket(a.ws_url, game_id, t0) as wa:
            v = wait_for(cb, game_id, t0, lambda v: v["your_turn"])
            r = move(cb, game_id, t0, v["seq"], "step")
            assert r.status_code == 200
            seen = next_view(wa, lambda x: x["seq"] > v["seq"])
            assert seen["log"][-1]["text"] == "step"
            # the same sequence number again, through the other process: refused, not doubled
            r = move(ca, game_id, t0, v["seq"], "step")
            assert r.status_code == 409
            wa.send(json.dumps({"type": "action", "seq": seen["seq"], "action": "end"}))
            after = wait_for(cb, game_id, t1, lambda x: x["seq"] > seen["seq"])
            assert after["log"][seen["seq"]]["text"] == "end"
        assert view(ca, game_id, t1)["seq"] == view(cb, game_id, t1)["seq"]


def test_a_seat_handed_on_through_one_process_is_lost_on_the_other(pair):
    a, b = pair
    with httpx.Client(base_url=a.url, timeout=10) as ca:
        made = create(ca, ["human", "human"])
        game_id, t1 = made["id"], made["seats"][1]["token"]
        with socket(b.ws_url, game_id, t1) as ws:
            next_view(ws)
            handed = ca.post(f"/api/games/{game_id}/hand-on", json={"token": t1}).json()
            ca.post(f"/api/games/{game_id}/claim", json={"invite": handed["invite"]})
            deadline = time.monotonic() + 5
            while True:
                msg = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
                if msg["type"] == "error":
                    assert msg["status"] == 403
                    break


def test_a_move_whose_notification_was_missed_still_reaches_the_players(pair):
    from sqlalchemy import create_engine, insert

    from expeditions.server.store import events_table

    a, b = pair
    with httpx.Client(base_url=a.url, timeout=10) as ca:
        made = create(ca, ["human", "human"], options={"max_steps": 3})
        game_id, t0, t1 = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
        v = wait_for(ca, game_id, t0, lambda v: v["your_turn"] and "step" in v["legal"])
        with socket(b.ws_url, game_id, t1) as ws:
            next_view(ws)
            # written straight to the database: no server hears of it by a notification
            engine = create_engine(PG_URL)
            with engine.begin() as conn:
                row = {"game_id": game_id, "seq": v["seq"], "kind": "action", "text": "step"}
                conn.execute(insert(events_table), [{**row, "seat": 0, "by": "human"}])
            engine.dispose()
            seen = next_view(ws, lambda x: x["seq"] > v["seq"], timeout=8.0)
            assert seen["log"][-1] == {"i": v["seq"], "text": "step", "seat": 0, "by": "human"}
