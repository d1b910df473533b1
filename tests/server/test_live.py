"""WebSocket pushes, moves over the socket, clocks, leaving and the takeover bot."""

from __future__ import annotations

import json
import time

from tests.server.helpers import create, next_error, next_view, socket, view, wait_for


def test_other_players_move_is_pushed_live(server, client):
    made = create(client, ["human", "human"])
    game_id = made["id"]
    t0, t1 = (s["token"] for s in made["seats"])
    with socket(server.ws_url, game_id, t0) as ws0, socket(server.ws_url, game_id, t1) as ws1:
        v0 = next_view(ws0, lambda v: v["your_turn"])
        ws0.send(json.dumps({"type": "action", "seq": v0["seq"], "action": "step"}))
        seen = next_view(ws1, lambda v: v["seq"] > v0["seq"])
        assert seen["log"][-1]["text"] == "step" and seen["log"][-1]["seat"] == 0
        assert seen["observation"]["cards"][0] is None  # never the other's hidden card
        assert seen["legal"] == []


def test_spectator_socket_gets_public_views_only(server, client):
    made = create(client, ["random", "random"])
    with socket(server.ws_url, made["id"]) as ws:
        v = next_view(ws, lambda v: v["over"])
        assert v["you"] is None and v["final"] is not None
    with socket(server.ws_url, create(client, ["human", "human"])["id"]) as ws:
        v = next_view(ws, lambda v: v["to_move"] == 0)
        assert v["observation"]["cards"] == [None, None] and v["legal"] == []


def test_socket_errors_are_clear_and_change_nothing(server, client):
    made = create(client, ["human", "human"])
    game_id, t0 = made["id"], made["seats"][0]["token"]
    with socket(server.ws_url, game_id, t0) as ws:
        v = next_view(ws, lambda v: v["your_turn"])
        ws.send("{not json")
        assert next_error(ws)["detail"].startswith("malformed JSON")
        ws.send(json.dumps({"type": "action", "seq": v["seq"] - 1, "action": "step"}))
        err = next_error(ws)
        assert err["status"] == 409 and "stale" in err["detail"]
        ws.send(json.dumps({"type": "action", "seq": v["seq"], "action": "jump"}))
        assert next_error(ws)["status"] == 422
    assert view(client, game_id, t0)["seq"] == v["seq"]


def test_socket_with_a_wrong_token_is_refused(server, client):
    made = create(client, ["human", "human"])
    with socket(server.ws_url, made["id"], "wrong") as ws:
        assert next_error(ws)["status"] == 403


def test_turn_clock_timeout_hands_the_seat_to_the_takeover_bot(server, client):
    made = create(client, ["human", "human"], takeover="random", clock={"turn": 1, "bank": 0})
    game_id = made["id"]
    t0, t1 = (s["token"] for s in made["seats"])
    with socket(server.ws_url, game_id, t0), socket(server.ws_url, game_id, t1):
        v = wait_for(client, game_id, t0, lambda v: any(e["by"] == "takeover" for e in v["log"]))
        assert v["clock"]["turn"] == 1
        marked = [e for e in v["log"] if e["by"] == "takeover"]
        assert {e["seat"] for e in marked} <= {0, 1}
        away = [s["seat"] for s in v["seats"] if s["away"]]
        assert away
        token = made["seats"][away[0]]["token"]
        r = client.post(f"/api/games/{game_id}/return", json={"token": token})
        assert r.status_code == 200


def test_clock_needs_a_takeover_bot(client):
    body = {"game": "toyrace", "players": 2, "seats": ["human"] * 2, "clock": {"turn": 5}}
    r = client.post("/api/games", json=body)
    assert r.status_code == 422 and "takeover" in r.json()["detail"]


def test_a_player_who_leaves_is_replaced_until_they_return(server, client):
    made = create(client, ["human", "random"], takeover="random")
    game_id, t0 = made["id"], made["seats"][0]["token"]
    with socket(server.ws_url, game_id, t0) as ws:
        next_view(ws, lambda v: v["your_turn"])
    # the server's leave grace is 0.5 s: the bot then plays seat 0, marked in the log
    v = wait_for(client, game_id, None, lambda v: any(e["by"] == "takeover" for e in v["log"]))
    assert v["seats"][0]["away"]
    with socket(server.ws_url, game_id, t0) as ws:
        back = next_view(ws, lambda v: not v["seats"][0]["away"])
        assert back["seats"][0]["connected"]
        assert back["over"] or back["to_move"] != 0 or back["legal"]
    seq = back["seq"]
    time.sleep(0.3)
    later = view(client, game_id, t0)
    # once back, the bot no longer plays seat 0 (unless the grace ran out again)
    assert all(e["by"] != "takeover" for e in later["log"][seq:]) or later["seats"][0]["away"]


def test_pushes_carry_only_the_new_log_entries(server, client):
    made = create(client, ["human", "human"])
    game_id, t0 = made["id"], made["seats"][0]["token"]
    with socket(server.ws_url, game_id, t0) as ws:
        first = next_view(ws, lambda v: v["your_turn"])
        held = list(first["log"])
        ws.send(json.dumps({"type": "action", "seq": first["seq"], "action": "step"}))
        later = next_view(ws, lambda v: v["seq"] > first["seq"])
        assert later["log_from"] > 0
        held = held[: later["log_from"]] + later["log"]
    assert held == view(client, game_id, t0)["log"]


def test_scripted_clients_may_leave_the_board_out(server, client):
    made = create(client, ["human", "human"])
    game_id, t0 = made["id"], made["seats"][0]["token"]
    with socket(server.ws_url, game_id, f"{t0}&board=false") as ws:
        assert next_view(ws)["board"] == ""
    with socket(server.ws_url, game_id, t0) as ws:
        assert next_view(ws)["board"].startswith("<svg")


def test_a_thinking_bot_never_blocks_other_games(client):
    slow = create(client, ["ismcts:time=1.5", "human"])
    fast = create(client, ["human", "human"])
    token = fast["seats"][0]["token"]
    v = wait_for(client, fast["id"], token, lambda v: v["your_turn"])
    time.sleep(0.2)  # the slow game's bot is thinking now
    assert view(client, slow["id"])["to_move"] == 0
    started = time.monotonic()
    r = client.post(
        f"/api/games/{fast['id']}/actions", json={"token": token, "seq": v["seq"], "action": "step"}
    )
    assert r.status_code == 200
    assert time.monotonic() - started < 0.5


def test_a_pushed_view_comes_at_once_and_its_board_follows(server, client):
    made = create(client, ["human", "human"])
    game_id, t0, t1 = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    with socket(server.ws_url, game_id, t1) as ws:
        first = next_view(ws)
        assert first["board"].startswith("<svg")  # the first view is whole
        v = wait_for(client, game_id, t0, lambda v: v["your_turn"])
        client.post(
            f"/api/games/{game_id}/actions", json={"token": t0, "seq": v["seq"], "action": "step"}
        )
        pushed = next_view(ws, lambda x: x["seq"] > v["seq"])
        assert pushed["board"] == "" and pushed["board_follows"] is True
        while True:
            msg = json.loads(ws.recv(timeout=10))
            if msg["type"] == "board":
                break
        assert msg["seq"] == pushed["seq"] and msg["board"].startswith("<svg")
        assert msg["board"] == view(client, game_id, t1)["board"]
