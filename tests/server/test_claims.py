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


def _listed(client, game_id):
    r = client.get("/api/games", params={"limit": 200})
    assert r.status_code == 200
    return next(g for g in r.json()["games"] if g["id"] == game_id)


def test_an_open_game_lists_its_free_seats_and_seats_the_first_to_join(client):
    body = {"game": "toyrace", "players": 3, "seats": ["human", "human", "human"], "open": True}
    r = client.post("/api/games", json=body)
    assert r.status_code == 201
    game_id = r.json()["id"]
    listed = _listed(client, game_id)
    assert listed["open"] is True and listed["free"] == [1, 2]
    # the list never carries a secret or an invitation
    text = json.dumps(listed)
    assert "token" not in text and "invite" not in text
    for seat in r.json()["seats"][1:]:
        assert seat["invite"] not in text
    first = client.post(f"/api/games/{game_id}/join", json={"seat": 1})
    assert first.status_code == 200, first.text
    got = first.json()
    assert got["seat"] == 1 and got["token"] in got["link"]
    assert view(client, game_id, got["token"])["you"] == 1
    assert _listed(client, game_id)["free"] == [2]
    again = client.post(f"/api/games/{game_id}/join", json={"seat": 1})
    assert again.status_code == 409 and "already taken" in again.json()["detail"]
    # the creator's seat was never free
    mine = client.post(f"/api/games/{game_id}/join", json={"seat": 0})
    assert mine.status_code == 409
    # the seat's invitation was spent by the join, as by a claim
    spent = client.post(
        f"/api/games/{game_id}/claim", json={"invite": r.json()["seats"][1]["invite"]}
    )
    assert spent.status_code == 403


def test_a_game_not_marked_open_cannot_be_joined(client):
    made = _made(client)
    listed = _listed(client, made["id"])
    assert listed["open"] is False and listed["free"] == []
    r = client.post(f"/api/games/{made['id']}/join", json={"seat": 1})
    assert r.status_code == 403 and "invitation" in r.json()["detail"]
    assert not view(client, made["id"])["seats"][1]["claimed"]


def test_join_refuses_a_bot_seat_and_a_seat_out_of_range(client):
    body = {"game": "toyrace", "players": 2, "seats": ["human", "random"], "open": True}
    game_id = client.post("/api/games", json=body).json()["id"]
    assert _listed(client, game_id)["free"] == []
    assert client.post(f"/api/games/{game_id}/join", json={"seat": 1}).status_code == 422
    assert client.post(f"/api/games/{game_id}/join", json={"seat": 5}).status_code == 422
    assert client.post(f"/api/games/{game_id}/join", json={"seat": "1"}).status_code == 422
