"""The renderers work from any seat's observation, and mark legal actions."""

from __future__ import annotations

import random
import re
import xml.dom.minidom

import expeditions
from expeditions.games.temple import render

from .helpers import do, explore_now, light_room, place, setup, to_explore


def test_text_and_svg_from_every_seat_and_the_spectator():
    state = expeditions.play("temple", players=3, seed=4, max_actions=150)
    legal = [str(a) for a in state.legal_actions()]
    for seat in (0, 1, 2, None):
        obs = state.observation(seat)
        board = render.text(obs)
        assert "The lost temple" in board and "a1 pi:NW" in board
        picture = render.svg(obs, legal)
        xml.dom.minidom.parseString(picture)
        for space in obs["temple"]:  # every space is labelled on the board
            assert f'text-anchor="middle">{space["name"]}</text>' in picture
        for tiles in obs["sites"]:  # every tile lying on the river is drawn
            for tile in tiles:
                assert f'data-part="{tile}" data-kind="tile">{tile}</text>' in picture
    assert render.text(None) == "(no game)" and ">no game</text>" in render.svg(None)


def test_svg_marks_tiles_and_rooms_as_click_targets():
    s = setup()
    legal = [str(a) for a in s.legal_actions()]
    picture = render.svg(s.observation(0), legal)
    drawn = set(re.findall(r'data-part="([^"]*)" data-kind="(tile|site)"', picture))
    assert ("room", "tile") in drawn and ("a", "site") in drawn
    assert "take room at a" in legal
    s = to_explore(s)
    picture = render.svg(s.observation(0), [str(a) for a in s.legal_actions()])
    assert 'data-part="a1" data-kind="space"' in picture
    assert 'data-part="outside" data-kind="space"' in picture


def test_render_a_finished_game():
    state = expeditions.play("temple", players=2, seed=random.Random(1).randrange(100))
    obs = state.observation(0)
    board = render.text(obs)
    assert "game over" in board
    rows = board.splitlines()[-2:]  # one line per player: colour, points, pirogue, explorer
    for p, (row, player) in enumerate(zip(rows, obs["player"], strict=True)):
        assert row.startswith(f"P{p + 1} ") and f" {player['score']} pts " in row
        assert f"pirogue {player['pirogue'].upper()}" in row
        assert f"explorer {player['explorer']}" in row


def test_svg_makes_empty_spaces_click_targets_for_a_drawn_light_room():
    s = setup()
    do(s, "take room at a", "use room", "draw room pink 3", "draw room blue 4", "draw room green 3")
    legal = [str(a) for a in s.legal_actions()]
    picture = render.svg(s.observation(0), legal)
    xml.dom.minidom.parseString(picture)
    assert 'data-action="place pink 3 at c3 turn 0"' in picture
    marked = set(re.findall(r'data-action="([^"]*)"', picture))
    assert marked <= set(legal)
    assert {t.split(" at ")[1].split()[0] for t in marked if t.startswith("place")} >= {
        "c3",
        "a2",
        "e4",
    }


def _kept(kind: str, camp: list[int]):
    s = setup()
    do(s, "take double treasure at f", "treasure from 1", "draw mask", "draw idol")
    do(s, "draw vase", f"keep {kind}", "treasure from 2", "draw dagger", "draw dagger")
    do(s, "draw necklace", "keep necklace", "end exploration")
    with s.edit():
        s.camp_hidden[0] = camp
    return s


def test_views_of_other_seats_hide_camp_keys_treasures_and_cards():  # p.7
    a, b = _kept("idol", [0, 0, 0, 0, 1]), _kept("vase", [1, 0, 0, 0, 0])
    for seat in (1, None):
        assert render.text(a.observation(seat)) == render.text(b.observation(seat))
        assert render.svg(a.observation(seat)) == render.svg(b.observation(seat))
    theirs = render.text(a.observation(1)).splitlines()[-2]
    assert "camp 1 hidden" in theirs and "treasures 2 hidden" in theirs
    mine = render.text(a.observation(0)).splitlines()[-2]
    assert "camp br1" in mine and "ido1" in mine and "nec1" in mine


def test_text_shows_where_the_doors_of_each_light_room_face():
    s = setup()
    light_room(s, "c3", 2, 2, 1)  # yellow layout 3 turned once: doors SE and W
    board = render.text(s.observation(0))
    assert "c3 ye:SE,W" in board and "e1 bl:SW,NE" in board and "a2 ." in board


def test_text_shows_flags_explorers_and_free_bonuses_under_each_room():
    s = explore_now(setup(), 0, "outside", keys=(1, 1, 0, 0, 0))
    do(s, "go a1", "dig")
    rows = render.text(s.observation(1)).splitlines()
    under_a = rows[rows.index(next(r for r in rows if "a1 pi:NW" in r)) + 1]
    assert under_a.split()[:3] == ["f1", "@1", "+3"]  # a1 taken by player 1; a3 still +3
    assert "Outside the temple: @2" in rows


def test_text_shows_a_drawn_light_room_with_its_doors_at_turn_0():
    s = setup()
    do(s, "take room at a", "use room", "draw room pink 3", "draw room blue 4", "draw room green 3")
    board = render.text(s.observation(0))
    assert "pink 3 (turn 0: doors E SW)" in board and "blue 4 (turn 0: doors E)" in board
    assert "Drawn (rooms) by P1: ?, ?, ?" in render.text(s.observation(1))


def test_text_shows_the_turn_order_and_its_direction():  # p.5, p.10
    board = render.text(setup(players=3).observation(0))
    assert "Turn order: P1 > P2 > P3 (clockwise)" in board


def test_text_shows_the_drawer_the_treasures_it_put_back_on_top():  # p.7, p.11
    s = setup()
    do(s, "take double treasure at f", "treasure from 1", "draw mask", "draw idol", "draw vase")
    do(s, "keep idol")
    assert "1: 7 (top: mask, vase)" in render.text(s.observation(0))
    assert "1: 7  2: 8" in render.text(s.observation(1))
    do(s, "treasure from 2", "draw dagger")
    assert "Drawn (treasures of stack 2) by P1: ?" in render.text(s.observation(1))


def test_text_shows_the_seaplanes_the_forest_and_the_pirogues_on_the_river():  # p.1, p.5
    s = setup()
    do(s, "take altar at c")
    line = render.text(s.observation(1)).splitlines()[1]
    assert line.startswith("River (clockwise, @N pirogues): A@2")
    assert "A@2[room, room, room] ~seaplane~ B[altar, room, room] ~ C@1[altar] ~ D" in line
    assert "D[key blue, key pink, key yellow] ~seaplane~ E[" in line
    assert line.endswith("~forest~ (to A)")


def test_text_map_stays_aligned_when_a_room_is_crowded():
    s = setup(players=4)
    with s.edit():  # the chamber, four flags, four explorers
        s.kind[place("d4")], s.colour[place("d4")] = 3, -1
        s.flags[place("d4")] = 0b1111
        s.explorer = [place("d4")] * 4
    rows = render.text(s.observation(0)).splitlines()
    d_names = next(r for r in rows if "d0 br:W" in r)
    d_marks = rows[rows.index(d_names) + 1]
    assert "#1234 f1234 @1234" in d_marks
    assert d_names.index("d4") + 3 == d_marks.index("#1234")


def test_text_names_the_last_explorer_turns_after_round_two():  # p.10
    state = expeditions.play("temple", players=2, seed=3)
    assert "The lost temple - last explorer turns - over" in render.text(state.observation(0))


def test_text_counts_the_camp_keys_of_others_face_down():  # p.7, p.9
    s = setup()
    with s.edit():
        s.camp_hidden[1] = [1, 0, 2, 0, 0]
    assert "camp 3 hidden" in render.text(s.observation(0)).splitlines()[-1]
    assert "camp pi1 ye2 |" in render.text(s.observation(1)).splitlines()[-1]
