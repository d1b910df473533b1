"""A recorded playthrough that must replay to the same scores forever, and the
two renderings of an observation."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import expeditions
from expeditions.games.cave import render

from .scenario import discover, do, started, texts
from .test_properties import busy_walk

GOLDEN = Path(__file__).with_name("golden_3p.json")


def test_golden_playthrough_replays_to_the_same_scores():
    # Stopped at its last action: it once ended by a round limit, no rule of Cave.
    record = json.loads(GOLDEN.read_text())
    state = expeditions.replay(record)
    assert state.is_terminal() and state.stopped == record["stopped"]
    assert state.scores() == record["scores"]
    assert state.record()["actions"] == record["actions"]


def test_text_shows_tiles_depths_explorers_and_stacks():
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 16, 0, -2, 0)
    board = render.text(state.observation(0))
    assert "|D     25m" in board, "a descent shown with its depth"
    assert "stacks left I-IV: 10 11 11 11" in board
    assert "player 1: at 0 -1" in board
    assert render.text(None) == "Cave: no game"


def test_text_tells_a_squeeze_apart_from_an_explorer_standing_on_it():
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 15, 0, -2, 0)  # squeeze 2, a cross
    do(state, "move 0 -2")
    rows = render.text(state.observation(0)).splitlines()
    k = next(i for i, r in enumerate(rows) if " S2     0m " in r)  # its token taken
    assert rows[k + 1].startswith(" 1 "), "player 1 on the row below the kind"


def test_text_names_the_seat_of_each_pitched_tent():
    tent = {"consumable": 2, "rope": 1, "oxygen": 1}
    state = started(2, kits=[({"consumable": 4}, tent), ({"consumable": 4}, tent)])
    do(state, "pitch", "end turn", "move 0 1", "pitch")
    board = render.text(state.observation(0))
    assert "1 t1 " in board, "player 1 on the base camp with its tent"
    assert "2 t2 " in board, "player 2 on its tent south of the base"


def test_text_draws_a_rope_in_the_opening_it_crosses():
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 16, 0, -2, 0)
    do(state, "move 0 -2 rope 1")
    rows = render.text(state.observation(0)).splitlines()
    ropes = [r for r in rows if "+--- R ---+" in r]
    assert len(ropes) == 2, "the rope shows in the descent's south and the passage's north gap"


def test_text_shows_the_drawn_tile_kind_and_openings_at_each_turn():
    state = started(2)
    do(state, "move 0 -1", "discover", "draw 18")  # a straight descent
    board = render.text(state.observation(0))
    assert "drawn tile 18: descent; turn 0 opens N S; turn 1 opens E W" in board


def test_text_says_when_only_the_five_ap_step_is_left():  # Cave p.10
    state = started(2, kits=[({"rope": 1}, None), ({"consumable": 4}, None)])
    do(state, "move 0 -1", "end turn", "end turn")
    board = render.text(state.observation(0))
    assert "only the 5-AP step (crawl) or end turn" in board


def test_svg_marks_every_placement_as_a_legal_target():
    state = started(4)
    do(state, "move 0 -1", "discover", "draw 2")
    legal = [str(a) for a in state.legal_actions()]
    picture = render.svg(state.observation(None), legal)
    root = ET.fromstring(picture)
    squares = {e.get("data-part") for e in root.iter() if e.get("data-kind") == "space"}
    spots = {" ".join(t.split()[3:5]) for t in legal}
    assert all(t.startswith("place") for t in legal) and spots <= squares
    texts_ = [e.text for e in root.iter() if e.text]
    assert "drawn tile 2: passage; turn 0 opens N E; turn 1 opens E S; " in "".join(texts_)


def test_renderings_draw_what_every_seat_sees_along_a_game():
    state = expeditions.load("cave", players=3).new_initial_state()
    for i, s in enumerate(busy_walk(state, random.Random(2))):
        if i % 97:
            continue
        legal = [] if s.is_chance_node() else [str(a) for a in s.legal_actions()]
        for seat in (0, 1, 2, None):
            obs = s.observation(seat)
            board = render.text(obs)
            stacks = " ".join(str(n) for n in obs["stacks"])
            assert f"stacks left I-IV: {stacks}" in board
            for k, e in enumerate(obs["explorers"]):
                assert f"player {k + 1}: at {e['at'][0]} {e['at'][1]}; " in board
            root = ET.fromstring(render.svg(obs, legal))
            drawn = [e.text for e in root.iter() if e.text]
            spaces = {e.get("data-part") for e in root.iter() if e.get("data-kind") == "space"}
            assert {f"{t['x']} {t['y']}" for t in obs["tiles"]} <= spaces, "a space per tile"
            depths = [t for t in drawn if t.endswith("m") and t[:-1].isdigit()]
            assert sorted(depths) == sorted(f"{t['depth']}m" for t in obs["tiles"])
            assert sorted(t for t in drawn if t.startswith("explorer ")) == [
                f"explorer {k}" for k in range(3)
            ], "one piece per explorer"
            assert f"stacks left {stacks}" in "".join(drawn)
    ET.fromstring(render.svg(None))


KIT = [
    *["tent camera 0", "tent boat 0", "tent consumable 0", "tent rope 0", "tent oxygen 4"],
    *["leave tent", "bag camera 1", "bag boat 1", "bag consumable 4", "bag rope 1"],
    "bag oxygen 1",
]
NOTATION_EXAMPLE = {
    "game": "cave",
    "players": 2,
    "options": {},
    "seed": None,
    "actions": [
        *KIT,
        *KIT,
        "first player 0",
        *["move 0 -1", "discover", "draw 16", "place 16 at 0 -2 turn 0", "move 0 -2 rope 1"],
        "end turn",
        *["move 0 1", "discover", "draw 7", "place 7 at 0 2 turn 0", "dive 0 2", "end turn"],
    ],
}


def test_notation_example_record_replays():
    state = expeditions.replay(NOTATION_EXAMPLE)
    obs = state.observation(None)
    assert obs["explorers"][0]["tokens"] == {"traverse": 1}
    assert obs["explorers"][0]["depth_tokens"] == [25]
    assert obs["explorers"][1]["tokens"] == {"water": 1}
    assert state.record()["actions"] == NOTATION_EXAMPLE["actions"]


def test_text_names_the_last_round_and_the_final_points_of_each_seat():  # Cave p.11-12
    state = started(2, first=0)
    do(state, "move 0 -1", "move 0 0")
    with state.edit():
        state.left = [0, 0, 0, 1]  # one tile of stack IV to go
    do(state, "move 0 -1", "discover", "draw 60")
    do(state, texts(state)[0])
    assert "the game ends after round 4" in render.text(state.observation(0))
    do(state, "move 0 0")
    while not state.is_terminal():
        do(state, "end turn")
    board = render.text(state.observation(0))
    assert "final, player 1: " in board and "final, player 2: " in board
    assert "final, player 1: nothing; total 0" in board, "back at the base camp with no token"


def test_text_draws_a_rope_through_a_side_opening_on_the_kind_row_only():
    state = started(2)
    do(state, "move 1 0")
    discover(state, 16, 2, 0, 3)  # a descent east of the east arm
    do(state, "move 2 0 rope 1")
    rows = render.text(state.observation(0)).splitlines()
    k = next(i for i, r in enumerate(rows) if "RRD     25m" in r)
    assert "R" not in rows[k + 1], "the explorer row keeps the opening blank"
