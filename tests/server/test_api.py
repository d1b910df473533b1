"""The table's HTTP API on a real port with a real SQLite file (toy race game)."""

from __future__ import annotations

import httpx

from tests.server.helpers import create, move, view, wait_for


def _two_humans(client):
    made = create(client, ["human", "human"])
    t0, t1 = (s["token"] for s in made["seats"])
    v = wait_for(client, made["id"], t0, lambda v: v["your_turn"])
    return made["id"], t0, t1, v


def test_catalog_lists_registered_games_options_and_bots(client):
    data = client.get("/api/catalog").json()
    toy = next(g for g in data["games"] if g["name"] == "toyrace")
    assert toy["min_players"] == 2 and toy["max_players"] == 3
    assert toy["options"]["max_steps"]["choices"] == [1, 2, 3]
    assert "random" in data["bots"]


def test_create_gives_the_creator_a_secret_link_and_the_others_invitations(client):
    body = {"game": "toyrace", "players": 3, "seats": ["human", "random", "human"]}
    made = client.post("/api/games", json=body).json()
    humans = [s for s in made["seats"] if s["kind"] == "human"]
    assert [s["seat"] for s in humans] == [0, 2]
    assert humans[0]["token"] in humans[0]["link"] and humans[0]["invite"] is None
    assert humans[1]["token"] is None and humans[1]["invite"] in humans[1]["link"]
    assert made["seats"][1]["token"] is None and made["seats"][1]["bot"] == "random"
    assert made["spectator"].endswith(f"/game/{made['id']}")


def test_tokens_are_not_stored_in_clear(server, client):
    import sqlite3

    made = create(client, ["human", "human"])
    path = server.db.removeprefix("sqlite:///")
    header = sqlite3.connect(path).execute("select header from games").fetchone()[0]
    assert made["seats"][0]["token"] not in header


def test_openapi_docs_are_served(client):
    assert client.get("/docs").status_code == 200
    assert "/api/games" in client.get("/openapi.json").json()["paths"]


def test_chance_and_bots_move_until_a_human_is_to_move(client):
    made = create(client, ["random", "human"])
    token = made["seats"][1]["token"]
    v = wait_for(client, made["id"], token, lambda v: v["your_turn"])
    assert v["to_move"] == 1
    kinds = {e["by"] for e in v["log"]}
    assert "chance" in kinds and "bot" in kinds
    assert all(e["seat"] == 0 for e in v["log"] if e["by"] == "bot")


def test_accepted_move_advances_the_sequence_number(client):
    game_id, t0, _t1, v = _two_humans(client)
    r = move(client, game_id, t0, v["seq"], "step")
    assert r.status_code == 200, r.text
    after = r.json()
    assert after["seq"] == v["seq"] + 1
    assert after["log"][-1] == {"i": len(v["log"]), "text": "step", "seat": 0, "by": "human"}
    assert after["observation"]["positions"][0] == 1


def test_stale_sequence_number_is_rejected_and_nothing_is_played(client):
    game_id, t0, _t1, v = _two_humans(client)
    assert move(client, game_id, t0, v["seq"], "step").status_code == 200
    r = move(client, game_id, t0, v["seq"], "step")
    assert r.status_code == 409
    assert "stale sequence number" in r.json()["detail"]
    assert view(client, game_id, t0)["observation"]["positions"][0] == 1


def test_malformed_json_is_a_400_with_a_clear_message(client):
    game_id, t0, _t1, v = _two_humans(client)
    r = client.post(
        f"/api/games/{game_id}/actions",
        content=b'{"token": "x", "seq": ',
        headers={"content-type": "application/json"},
    )
    assert r.status_code == 400
    assert r.json()["detail"].startswith("malformed JSON")
    assert view(client, game_id, t0)["seq"] == v["seq"]


def test_missing_field_names_the_field(client):
    game_id, t0, _t1, _v = _two_humans(client)
    r = client.post(f"/api/games/{game_id}/actions", json={"token": t0, "action": "step"})
    assert r.status_code == 422
    assert "seq" in r.json()["detail"]


def test_unknown_game_name_is_refused_naming_the_games(client):
    r = client.post("/api/games", json={"game": "chess", "players": 2, "seats": ["human"] * 2})
    assert r.status_code == 422
    assert "unknown game 'chess'" in r.json()["detail"] and "toyrace" in r.json()["detail"]


def test_bad_player_count_and_option_are_refused(client):
    r = client.post("/api/games", json={"game": "toyrace", "players": 5, "seats": ["human"] * 5})
    assert r.status_code == 422 and "2 to 3 players" in r.json()["detail"]
    body = {"game": "toyrace", "players": 2, "seats": ["human"] * 2, "options": {"max_steps": 9}}
    r = client.post("/api/games", json=body)
    assert r.status_code == 422 and "max_steps" in r.json()["detail"]


def test_seat_count_must_match_players(client):
    r = client.post("/api/games", json={"game": "toyrace", "players": 3, "seats": ["human"] * 2})
    assert r.status_code == 422 and "2 seats given for 3 players" in r.json()["detail"]


def test_unknown_bot_string_is_refused(client):
    r = client.post("/api/games", json={"game": "toyrace", "players": 2, "seats": ["human", "zz"]})
    assert r.status_code == 422 and "seat 1" in r.json()["detail"]


def test_unknown_game_id_is_404(client):
    r = client.get("/api/games/nosuchgame")
    assert r.status_code == 404 and "nosuchgame" in r.json()["detail"]


def test_illegal_action_is_refused_and_the_game_is_unchanged(client):
    game_id, t0, _t1, v = _two_humans(client)
    r = move(client, game_id, t0, v["seq"], "fly")
    assert r.status_code == 422
    assert "illegal action" in r.json()["detail"] and "legal:" in r.json()["detail"]
    assert view(client, game_id, t0)["seq"] == v["seq"]


def test_wrong_token_is_403(client):
    game_id, _t0, _t1, v = _two_humans(client)
    r = move(client, game_id, "not-a-token", v["seq"], "step")
    assert r.status_code == 403 and "does not belong" in r.json()["detail"]
    other = create(client, ["human", "human"])
    r = move(client, game_id, other["seats"][0]["token"], v["seq"], "step")
    assert r.status_code == 403
    assert view(client, game_id)["seq"] == v["seq"]


def test_a_token_acts_only_for_its_own_seat(client):
    game_id, _t0, t1, v = _two_humans(client)
    r = move(client, game_id, t1, v["seq"], "step")
    assert r.status_code == 409 and "not your turn" in r.json()["detail"]
    assert view(client, game_id)["seq"] == v["seq"]


def test_a_seat_sees_its_own_card_and_never_the_others(client):
    game_id, t0, t1, _v = _two_humans(client)
    a, b, spectator = view(client, game_id, t0), view(client, game_id, t1), view(client, game_id)
    assert a["observation"]["cards"][0] is not None and a["observation"]["cards"][1] is None
    assert b["observation"]["cards"][1] is not None and b["observation"]["cards"][0] is None
    assert spectator["observation"]["cards"] == [None, None]
    assert spectator["scores"] is None  # hidden information: scores only at the end
    assert [e["text"] for e in a["log"][:2]][1] == "?"
    assert [e["text"] for e in spectator["log"][:2]] == ["?", "?"]
    for v in (a, b, spectator):
        assert "seed" not in str(v) and "token" not in str(v)


def test_record_is_the_seat_log_until_the_game_is_over(client):
    game_id, t0, _t1, _v = _two_humans(client)
    rec = client.get(f"/api/games/{game_id}/record", params={"token": t0}).json()
    assert rec["partial"] is True and rec["seed"] is None
    assert rec["actions"][1] == "?"


def test_finished_game_gives_the_full_record_and_final_scoreboard(client):
    made = create(client, ["random", "random"])
    v = wait_for(client, made["id"], None, lambda v: v["over"])
    assert v["final"]["scores"] == v["scores"] and v["winners"]
    rec = client.get(f"/api/games/{made['id']}/record").json()
    assert rec["seed"] == 5 and "?" not in rec["actions"]
    assert len(rec["actions"]) == len(v["log"])


def test_uploaded_record_replays_step_by_step_per_seat(client):
    made = create(client, ["random", "random"])
    wait_for(client, made["id"], None, lambda v: v["over"])
    rec = client.get(f"/api/games/{made['id']}/record").json()
    r = client.post("/api/replay", json={"record": rec, "step": 2, "seat": 0})
    assert r.status_code == 200
    step = r.json()
    assert step["total"] == len(rec["actions"]) and len(step["log"]) == 2
    assert step["log"][1] == "?" and step["observation"]["cards"][1] is None
    bad = client.post("/api/replay", json={"record": {"game": "toyrace"}, "step": 0})
    assert bad.status_code == 422 and "missing" in bad.json()["detail"]


def test_live_replay_shows_only_your_seat_until_the_end(client):
    game_id, t0, _t1, _v = _two_humans(client)
    mine = client.get(f"/api/games/{game_id}/replay", params={"step": 2, "token": t0}).json()
    assert mine["observation"]["cards"][1] is None and mine["log"][1] == "?"
    r = client.get(f"/api/games/{game_id}/replay", params={"step": 2, "token": t0, "seat": 1})
    assert r.status_code == 403


def test_page_and_its_static_files_are_served(client):
    assert "Expeditions" in client.get("/").text
    assert client.get("/game/abc").status_code == 200
    assert "WebSocket" in client.get("/static/app.js").text
    assert client.get("/static/../pyproject.toml").status_code == 404


def test_games_list_has_no_tokens(client):
    made = create(client, ["human", "random"])
    listing = client.get("/api/games").json()["games"]
    assert any(g["id"] == made["id"] for g in listing)
    assert made["seats"][0]["token"] not in str(listing)


def test_server_refuses_when_game_id_unknown_over_http_and_ws(server):
    with httpx.Client(base_url=server.url) as c:
        assert c.post("/api/games/zzz/undo", json={"token": "a", "seq": 0}).status_code == 404


def test_last_moves_are_what_others_did_since_my_last_action(client):
    made = create(client, ["human", "random"], options={"max_steps": 1})
    game_id, token = made["id"], made["seats"][0]["token"]
    v = wait_for(client, game_id, token, lambda v: v["your_turn"])
    v = move(client, game_id, token, v["seq"], "step").json()
    v = move(client, game_id, token, v["seq"], "end").json()
    mine = len(v["log"]) - 1
    v = wait_for(client, game_id, token, lambda v: v["your_turn"] or v["over"])
    assert v["recent"] == list(range(mine + 1, len(v["log"])))
    assert v["recent"] and all(v["log"][i]["seat"] != 0 for i in v["recent"])


def test_last_moves_after_my_own_move_include_my_run_and_the_others_before(client):
    made = create(client, ["human", "human"])
    game_id, t0, t1 = made["id"], made["seats"][0]["token"], made["seats"][1]["token"]
    v = wait_for(client, game_id, t0, lambda v: v["your_turn"])
    v = move(client, game_id, t0, v["seq"], "step").json()
    v = move(client, game_id, t0, v["seq"], "end").json()
    b = move(client, game_id, t1, v["seq"], "step").json()
    n = len(b["log"])
    assert b["recent"][-1] == n - 1  # my own step
    assert {n - 3, n - 2} <= set(b["recent"])  # seat 0's step and end before it
    assert [b["log"][i]["seat"] for i in (n - 3, n - 2)] == [0, 0]


def test_the_page_loads_nothing_from_elsewhere(client):
    for name in ("/", "/static/app.js", "/static/style.css"):
        text = client.get(name).text
        assert "http://" not in text and "https://" not in text and "//cdn" not in text
