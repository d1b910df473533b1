"""The renderers work from any seat's observation, and mark legal actions."""

from __future__ import annotations

import random
import re
import xml.dom.minidom

import expeditions
from expeditions.games.temple import render

from .helpers import do, setup, to_explore


def test_text_and_svg_from_every_seat_and_the_spectator():
    state = expeditions.play("temple", players=3, seed=4, max_actions=150)
    legal = [str(a) for a in state.legal_actions()]
    for seat in (0, 1, 2, None):
        obs = state.observation(seat)
        board = render.text(obs)
        assert "The lost temple" in board and "a1:" in board
        xml.dom.minidom.parseString(render.svg(obs, legal))
    assert render.text(None) and "<svg" in render.svg(None)


def test_svg_marks_tiles_and_rooms_as_click_targets():
    s = setup()
    legal = [str(a) for a in s.legal_actions()]
    picture = render.svg(s.observation(0), legal)
    assert 'data-action="take room at a"' in picture
    marked = set(re.findall(r'data-action="([^"]*)"', picture))
    assert marked == set(legal)
    s = to_explore(s)
    picture = render.svg(s.observation(0), [str(a) for a in s.legal_actions()])
    assert 'data-action="go a1"' in picture


def test_render_a_finished_game():
    state = expeditions.play("temple", players=2, seed=random.Random(1).randrange(100))
    assert "game over" in render.text(state.observation(0))


def test_svg_makes_empty_spaces_click_targets_for_a_drawn_light_room():
    s = setup()
    do(s, "take room at a", "draw room pink 3", "draw room blue 4", "draw room green 3")
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
    s.camp_hidden[0] = camp
    return s


def test_views_of_other_seats_hide_camp_keys_treasures_and_cards():  # p.7
    a, b = _kept("idol", [0, 0, 0, 0, 1]), _kept("vase", [1, 0, 0, 0, 0])
    for seat in (1, None):
        assert render.text(a.observation(seat)) == render.text(b.observation(seat))
        assert render.svg(a.observation(seat)) == render.svg(b.observation(seat))
    theirs = render.text(a.observation(1)).splitlines()[-2]
    assert "camp - +1 hidden" in theirs and "treasures - +2 hidden" in theirs
    mine = render.text(a.observation(0)).splitlines()[-2]
    assert "camp br1" in mine and "ido1" in mine and "nec1" in mine
