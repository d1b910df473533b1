"""What the server sends the page beyond the observation: each legal action as
its parts, the players' names and colours, and the log told in words."""

from __future__ import annotations

from tests.server.helpers import create, wait_for


def test_the_view_gives_each_legal_action_as_its_parts_and_names_every_seat(client):
    made = create(client, ["human", "random"], names=["Anna", " "])
    token = made["seats"][0]["token"]
    v = wait_for(client, made["id"], token, lambda v: v["your_turn"])
    assert len(v["parts"]) == len(v["legal"]) > 0
    for text, parts in zip(v["legal"], v["parts"], strict=True):
        assert " ".join(t for _, t in parts) == text  # the toy declares no parts: one each
    assert v["names"] == ["Anna", "Bot 2"]
    assert len(v["colours"]) == 2 and v["colours"][0] != v["colours"][1]


def test_the_log_is_told_in_words_with_names_in_the_language_asked(client):
    body = {"game": "southpole", "players": 2, "seats": ["heuristic", "heuristic"], "seed": 3}
    body["names"] = ["Anna", "Nikos"]
    made = client.post("/api/games", json=body).json()
    wait_for(client, made["id"], None, lambda v: v["over"], timeout=60)
    story = client.get(f"/api/games/{made['id']}/story").json()
    assert story["upto"] > 40 and story["lines"][-1]["last"] + 1 == story["upto"]
    texts = [line["text"] for line in story["lines"]]
    assert any(t.startswith("Anna ") for t in texts), texts[:4]
    assert any(t.startswith("Nikos ") for t in texts), texts[:4]
    greek = client.get(f"/api/games/{made['id']}/story", params={"lang": "el"}).json()
    assert [x["text"] for x in greek["lines"]] != texts[: len(greek["lines"])]
    bad = client.get(f"/api/games/{made['id']}/story", params={"lang": "xx"})
    assert bad.status_code == 422 and "no words for language" in bad.json()["detail"]
