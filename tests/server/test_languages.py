"""The table speaks the page's language: the board's words and the log in words."""

from __future__ import annotations

import json

from tests.server.helpers import next_view, socket, wait_for


def _southpole(client):
    body = {"game": "southpole", "players": 2, "seats": ["human", "heuristic"], "seed": 3}
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return r.json()["id"], r.json()["seats"][0]["token"]


def test_the_board_and_the_story_come_in_greek_when_asked(client):
    game_id, token = _southpole(client)
    english = client.get(f"/api/games/{game_id}", params={"token": token}).json()
    greek = client.get(f"/api/games/{game_id}", params={"token": token, "lang": "el"}).json()
    assert ">mountain<" in english["board"] and ">βουνό<" not in english["board"]
    assert ">βουνό<" in greek["board"] and ">mountain<" not in greek["board"]
    # the table deals after answering the creation: the story has the deal once it is my turn
    wait_for(client, game_id, token, lambda v: v["your_turn"])
    story = client.get(f"/api/games/{game_id}/story", params={"token": token, "lang": "el"})
    assert story.status_code == 200
    assert "μοιράστηκαν" in " ".join(line["text"] for line in story.json()["lines"])
    bad = client.get(f"/api/games/{game_id}", params={"lang": "xx"})
    assert bad.status_code == 422 and "language" in bad.json()["detail"]


def test_a_socket_in_greek_gets_greek_boards(server, client):
    game_id, token = _southpole(client)
    with socket(server.ws_url, game_id, f"{token}&lang=el") as ws:
        assert ">βουνό<" in next_view(ws)["board"]
        ws.send(json.dumps({"type": "ping", "seq": 0}))
    with socket(server.ws_url, game_id, f"{token}&lang=xx") as ws:
        msg = json.loads(ws.recv(timeout=10))
        assert msg["type"] == "error" and msg["status"] == 422
