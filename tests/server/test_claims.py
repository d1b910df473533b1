"""Claiming seats: an invitation seats one person, whose secret is theirs alone."""

from __future__ import annotations

import json

from tests.server.helpers import claim, next_error, next_view, socket, view


def _made(client, seats=("human", "human")):
    body = {"game": "toyrace", "players": len(seats), "seats": list(seats)}
    r = client.post("/api/games", json=body)
    assert r.status_code == 201
    return r.json()


def test_the_creator_cannot_open_an_invited_seat(client):
    made = _made(client)
    game_id, mine = made["id"], made["seats"][0]["token"]
    assert view(client, game_id, mine)["you"] == 0
    assert made["seats"][1]["token"] is None
    # the invitation is not a seat's secret: it opens nothing until claimed
    r = client.get(f"/api/games/{game_id}", params={"token": made["seats"][1]["invite"]})
    assert r.status_code == 403


def test_an_invitation_seats_one_person_only(client):
    made = _made(client)
    game_id, invite = made["id"], made["seats"][1]["invite"]
    got = claim(client, game_id, invite)
    assert got["seat"] == 1 and got["token"] in got["link"]
    assert view(client, game_id, got["token"])["you"] == 1
    again = client.post(f"/api/games/{game_id}/claim", json={"invite": invite})
    assert again.status_code == 403 and "one person" in again.json()["detail"]
    assert view(client, game_id)["seats"][1]["claimed"]


def test_a_holder_hands_the_seat_on_and_loses_it_once_claimed(server, client):
    made = _made(client)
    game_id = made["id"]
    first = claim(client, game_id, made["seats"][1]["invite"])["token"]
    r = client.post(f"/api/games/{game_id}/hand-on", json={"token": first})
    assert r.status_code == 200
    handed = r.json()
    assert handed["seat"] == 1 and handed["invite"] in handed["link"]
    assert view(client, game_id, first)["you"] == 1  # still theirs until claimed
    with socket(server.ws_url, game_id, first) as ws:
        next_view(ws)
        second = claim(client, game_id, handed["invite"])["token"]
        err = next_error(ws)
        assert err["status"] == 403 and "handed on" in err["detail"]
    assert view(client, game_id, second)["you"] == 1
    r = client.get(f"/api/games/{game_id}", params={"token": first})
    assert r.status_code == 403


def test_a_spectator_or_stranger_cannot_hand_a_seat_on(client):
    made = _made(client)
    r = client.post(f"/api/games/{made['id']}/hand-on", json={"token": "nobody"})
    assert r.status_code == 403


def test_a_claimed_seat_plays_over_the_socket(server, client):
    made = _made(client)
    game_id, t0 = made["id"], made["seats"][0]["token"]
    t1 = claim(client, game_id, made["seats"][1]["invite"])["token"]
    with socket(server.ws_url, game_id, t0) as ws0, socket(server.ws_url, game_id, t1) as ws1:
        v = next_view(ws0, lambda v: v["your_turn"])
        ws0.send(json.dumps({"type": "action", "seq": v["seq"], "action": "step"}))
        assert next_view(ws1, lambda x: x["seq"] > v["seq"])["you"] == 1
