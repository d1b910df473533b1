"""A recorded playthrough that must replay to the same scores forever, and the
two renderings of an observation."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import expeditions
from expeditions.games.cave import render

from .scenario import discover, do, started
from .test_properties import busy_walk

GOLDEN = Path(__file__).with_name("golden_3p.json")


def test_golden_playthrough_replays_to_the_same_scores():
    record = json.loads(GOLDEN.read_text())
    state = expeditions.replay(record)
    assert state.is_terminal()
    assert state.scores() == record["scores"]
    assert state.record()["actions"] == record["actions"]


def test_text_shows_tiles_depths_explorers_and_stacks():
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 16, 0, -2, 0)
    board = render.text(state.observation(0))
    assert "|D   25m" in board, "a descent shown with its depth"
    assert "stacks left I-IV: 10 11 11 11" in board
    assert "0: at 0 -1" in board
    assert render.text(None) == "Cave: no game"


def test_svg_marks_every_placement_as_a_legal_target():
    state = started(4)
    do(state, "move 0 -1", "discover", "draw 2")
    legal = [str(a) for a in state.legal_actions()]
    picture = render.svg(state.observation(None), legal)
    root = ET.fromstring(picture)
    targets = [e.get("data-action") for e in root.iter() if e.get("class") == "legal"]
    assert targets == legal


def test_renderings_accept_every_seat_along_a_game():
    state = expeditions.load("cave", players=3).new_initial_state()
    for i, s in enumerate(busy_walk(state, random.Random(2))):
        if i % 97:
            continue
        legal = [] if s.is_chance_node() else [str(a) for a in s.legal_actions()]
        for seat in (0, 1, 2, None):
            obs = s.observation(seat)
            assert render.text(obs)
            ET.fromstring(render.svg(obs, legal))
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
