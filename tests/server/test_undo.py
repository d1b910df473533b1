"""Undo as a mechanism: own decisions of this turn, back to chance or secrets only."""

from __future__ import annotations

from tests.server.helpers import create, move, view, wait_for


def _undo(client, game_id, token, seq):
    return client.post(f"/api/games/{game_id}/undo", json={"token": token, "seq": seq})


def _start(client):
    made = create(client, ["human", "human"], options={"max_steps": 3})
    t0, t1 = (s["token"] for s in made["seats"])
    v = wait_for(client, made["id"], t0, lambda v: v["your_turn"])
    return made["id"], t0, t1, v


def test_undo_takes_back_own_decisions_of_this_turn(client):
    game_id, t0, _t1, v = _start(client)
    v1 = move(client, game_id, t0, v["seq"], "step").json()
    v2 = move(client, game_id, t0, v1["seq"], "step").json()
    assert v2["observation"]["positions"][0] == 2 and v2["can_undo"]
    r = _undo(client, game_id, t0, v2["seq"])
    assert r.status_code == 200
    back = r.json()
    assert back["observation"]["positions"][0] == 1
    assert back["seq"] == v2["seq"] + 1  # an undo is an event too
    assert len(back["log"]) == len(v1["log"])
    back = _undo(client, game_id, t0, back["seq"]).json()
    assert back["observation"]["positions"][0] == 0 and not back["can_undo"]


def test_undo_stops_at_the_last_chance_outcome(client):
    game_id, t0, _t1, v = _start(client)
    assert not v["can_undo"]  # the last entry is the deal, a chance outcome
    r = _undo(client, game_id, t0, v["seq"])
    assert r.status_code == 409 and "nothing to undo" in r.json()["detail"]
    assert view(client, game_id, t0)["seq"] == v["seq"]


def test_undo_stops_at_revealed_information(client):
    game_id, t0, _t1, v = _start(client)
    v1 = move(client, game_id, t0, v["seq"], "peek").json()
    # the goal card is drawn in the same commit, seen by seat 0 alone
    assert v1["log"][-1]["by"] == "chance" and v1["log"][-1]["text"].startswith("goal")
    assert view(client, game_id)["log"][-1]["text"] == "?"
    assert not v1["can_undo"]
    assert _undo(client, game_id, t0, v1["seq"]).status_code == 409


def test_undo_never_goes_past_another_players_action(client):
    game_id, t0, t1, v = _start(client)
    v1 = move(client, game_id, t0, v["seq"], "step").json()
    v2 = move(client, game_id, t0, v1["seq"], "end").json()
    assert not v2["can_undo"]  # no longer seat 0's turn
    assert _undo(client, game_id, t0, v2["seq"]).status_code == 409
    b = view(client, game_id, t1)
    assert b["your_turn"] and not b["can_undo"]  # seat 0's step is not seat 1's to undo
    assert _undo(client, game_id, t1, b["seq"]).status_code == 409


def test_undo_with_a_stale_sequence_number_is_rejected(client):
    game_id, t0, _t1, v = _start(client)
    v1 = move(client, game_id, t0, v["seq"], "step").json()
    r = _undo(client, game_id, t0, v["seq"])
    assert r.status_code == 409 and "stale" in r.json()["detail"]
    assert view(client, game_id, t0)["seq"] == v1["seq"]
