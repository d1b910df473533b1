"""The pictures: SVG with clickable legal actions, and the terminal text."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import expeditions
from expeditions.games.relic import render


def _state():
    return expeditions.play(expeditions.load("relic", players=3), seed=3, max_actions=500)


def test_svg_marks_every_legal_action_with_a_place():
    s = _state()
    while s.is_chance_node() or not any(str(a).startswith("move") for a in s.legal_actions()):
        expeditions.play(s.game, state=s, seed=1, max_actions=1)
    legal = [str(a) for a in s.legal_actions()]
    root = ET.fromstring(render.svg(s.observation(s.current_player()), legal))
    marked = [e.get("data-action") for e in root.iter() if e.get("class") == "legal"]
    assert sorted(marked) == sorted(t for t in legal if render._target(t) or t.startswith("pick"))
    assert any(t.startswith("move") for t in marked)


def test_svg_and_text_accept_every_seat_and_none():
    s = _state()
    for seat in (0, 1, 2, None):
        ET.fromstring(render.svg(s.observation(seat)))
        board = render.text(s.observation(seat))
        assert "seat 0" in board and "[CMP]" in board
    assert render.text(None) == "(no game)"
    ET.fromstring(render.svg(None))


def test_svg_draws_dense_jungle_edges_and_animals():
    s = _state()
    out = render.svg(s.observation(None))
    assert 'class="dense"' in out
    if any(a[1] >= 0 for a in s.animals):
        assert 'class="animal"' in out


def test_svg_lets_the_player_click_the_animal_to_pick():
    from .scene import animal, lay, table

    s = table()
    s.stack = ()
    for name in ("c3", "d3", "c10", "d10"):
        lay(s, name, 3)
    animal(s, "boar", "c3")
    animal(s, "boar", "c10")
    s.apply(s.game.parse_action(s, "roll boar 2"))
    legal = [str(a) for a in s.legal_actions()]
    root = ET.fromstring(render.svg(s.observation(0), legal))
    marked = sorted(e.get("data-action") for e in root.iter() if e.get("class") == "legal")
    assert marked == ["pick boar 1", "pick boar 2"]
