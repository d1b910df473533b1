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
    root = ET.fromstring(render.svg(s.observation(s.current_player())))
    drawn = {(e.get("data-kind"), e.get("data-part")) for e in root.iter() if e.get("data-part")}
    wanted = {
        (kind, text)
        for a in s.legal_actions()
        for kind, text in s.game.actions.parts(a)
        if kind in ("space", "animal")
    }
    assert any(t.startswith("move") for t in map(str, s.legal_actions()))
    assert wanted and wanted <= drawn


def test_svg_and_text_accept_every_seat_and_none():
    s = _state()
    for seat in (0, 1, 2, None):
        seen = s.observation(seat)
        root = ET.fromstring(render.svg(seen))
        spaces = [e.get("data-part") for e in root.iter() if e.get("data-kind") == "space"]
        assert spaces == [c["cell"] for c in seen["cells"]]
        board = render.text(seen)
        assert "player 1" in board and "[CMP]" in board
    assert render.text(None) == "(no game)"
    ET.fromstring(render.svg(None))


def test_svg_draws_dense_jungle_edges_and_animals():
    s = _state()
    seen = s.observation(None)
    root = ET.fromstring(render.svg(seen))
    dense = [e for e in root.iter() if e.get("class") == "dense"]
    assert len(dense) == sum(len(c["dense"]) for c in seen["cells"]) > 0
    drawn = sorted(e.get("data-part") for e in root.iter() if e.get("data-kind") == "animal")
    on_board = sorted(f"{a['species']} {a['number']}" for a in seen["animals"] if a["cell"])
    assert drawn == on_board and on_board


def test_svg_lets_the_player_click_the_animal_to_pick():
    from .scene import animal, lay, table

    s = table()
    with s.edit():
        s.stack = ()
        for name in ("c3", "d3", "c10", "d10"):
            lay(s, name, 3)
        animal(s, "boar", "c3")
        animal(s, "boar", "c10")
    s.apply(s.game.parse_action(s, "roll boar 2"))
    legal = [str(a) for a in s.legal_actions()]
    root = ET.fromstring(render.svg(s.observation(0), legal))
    marked = sorted(e.get("data-part") for e in root.iter() if e.get("data-kind") == "animal")
    assert marked == ["boar 1", "boar 2"]
    assert legal == ["pick boar 1", "pick boar 2"]


def test_text_names_columns_and_shows_animal_beside_explorer():
    from .scene import actions_phase, animal, give, lay, position, put, table

    s = table()
    with position(s):
        lay(s, "k6", 3)
        put(s, 0, "j6")
        animal(s, "snake", "j6")
        give(s, 0, "raft", "machete")
    actions_phase(s, 0, 3)
    board = render.text(s.observation(0))
    lines = board.splitlines()
    header = next(line for line in lines if line.split()[:3] == ["i", "j", "k"])
    row6 = lines.index(next(line for line in lines if line.startswith(" 6 ")))
    # the explorer's digit and the snake's letter sit under hex j6, half a hex east
    # of the column letter since row 6 is a shifted row
    col = header.index("j") + 3
    assert lines[row6][col - 2 : col + 3] == "[CLR]"
    assert lines[row6 + 1][col - 1 : col + 2].rstrip() == "1S"  # player 1 and a snake
    assert "backpack 1 raft, 2 machete (6 free)" in board
    assert "rolled" not in board  # no roll yet this turn


def test_text_lists_dense_jungle_next_to_the_explorer():  # p.10: a step across costs 1 more
    from .scene import actions_phase, lay, nb, table

    s = table()
    with s.edit():
        lay(s, nb("j6", 0), 3, dense=0b1000)  # its west edge faces j6
        lay(s, nb("j6", 5), 3)
    actions_phase(s, 0, 3)
    board = render.text(s.observation(0))
    assert f"player 1 at j6: backpack empty (8 free); dense jungle toward {nb('j6', 0)}" in board


def test_text_counts_face_down_relics_on_a_feature_spot():  # p.22: they stay face down
    from expeditions.games.relic.components import KIND_NAMES

    from .scene import cell, table

    s = table()
    with s.edit():
        s.spot_hidden[cell("c3")] = 2
        s.spot_size[cell("c3")] = 2
        s.kind[cell("c3")] = KIND_NAMES.index("cave")
    board = render.text(s.observation(None))
    assert "relic spot c3 (of 2); 2 face down" in board


def test_text_headline_names_the_turn_the_roll_and_the_end():  # Relic p.5, p.8
    from .scene import act, actions_phase, give, table

    s = table()
    act(s, "roll monkey-boar 4")
    board = render.text(s.observation(0))
    assert "player 1's turn; rolled monkey-boar and 4 actions" in board.splitlines()[0]
    with s.edit():
        give(s, 0, "red-bird", "red-eye", "red-hand", "red-sun")
    actions_phase(s, 0, 3)
    act(s, "leave")
    board = render.text(s.observation(None))
    assert board.splitlines()[0] == "Relic Expedition - round 1: game over"
    assert board.splitlines()[-1] == "player 1 left the jungle and wins"
