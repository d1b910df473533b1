"""Small clients for the server tests: HTTP moves and WebSocket views."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect


def create(client: httpx.Client, seats: list[str], **extra: Any) -> dict[str, Any]:
    """A toy race; seed 5 where a seed may be chosen (at most one person seated)."""
    seed = {"seed": 5} if seats.count("human") <= 1 else {}
    body = {"game": "toyrace", "players": len(seats), "seats": seats, **seed, **extra}
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    made = r.json()
    for seat in made["seats"]:  # each invited person claims their seat
        if seat["invite"]:
            seat["token"] = claim(client, made["id"], seat["invite"])["token"]
    return made


def claim(client: httpx.Client, game_id: str, invite: str) -> dict[str, Any]:
    r = client.post(f"/api/games/{game_id}/claim", json={"invite": invite})
    assert r.status_code == 200, r.text
    return r.json()


def view(client: httpx.Client, game_id: str, token: str | None = None) -> dict[str, Any]:
    params = {"token": token} if token else {}
    r = client.get(f"/api/games/{game_id}", params=params)
    assert r.status_code == 200, r.text
    return r.json()


def wait_for(client: httpx.Client, game_id: str, token: str | None, test, timeout=10.0):
    """Poll the seat's view until `test(view)` holds."""
    deadline = time.monotonic() + timeout
    while True:
        v = view(client, game_id, token)
        if test(v):
            return v
        assert time.monotonic() < deadline, f"timed out; last view seq {v['seq']}"
        time.sleep(0.05)


def move(client: httpx.Client, game_id: str, token: str, seq: int, action: str) -> httpx.Response:
    return client.post(
        f"/api/games/{game_id}/actions", json={"token": token, "seq": seq, "action": action}
    )


def socket(ws_url: str, game_id: str, token: str | None = None) -> ClientConnection:
    q = f"?token={token}" if token else ""
    return connect(f"{ws_url}/ws/games/{game_id}{q}", open_timeout=10)


def next_view(ws: ClientConnection, test=lambda v: True, timeout: float = 10.0) -> dict[str, Any]:
    """The next pushed view that passes `test`."""
    deadline = time.monotonic() + timeout
    while True:
        msg = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
        if msg["type"] == "view" and test(msg["view"]):
            return msg["view"]


def next_error(ws: ClientConnection, timeout: float = 10.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        msg = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
        if msg["type"] == "error":
            return msg
