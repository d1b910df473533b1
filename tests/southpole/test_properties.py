"""Random play keeps every count within the box, and every view renders."""

from __future__ import annotations

import random
import re
from collections import Counter
from xml.etree import ElementTree

from hypothesis import given, settings
from hypothesis import strategies as st

import expeditions
from expeditions.core.play import resolve_chance
from expeditions.games.southpole import heuristic, render
from expeditions.games.southpole.actions import ACTION_ID, ALL_PLAYER_ACTIONS
from expeditions.games.southpole.components import (
    CAMP_MARKERS,
    DICE_PER_COLOUR,
    FLAG_SPACES,
    FLAG_SYMBOL,
    INITIAL_POOLS,
    MAX_CUBES,
    SPACE_OF_LABEL,
    TILES,
)


def _check_counts(s) -> None:
    assert all(0 <= c <= MAX_CUBES for c in s.cubes)
    assert len(s.dice) <= 6 and all(n <= DICE_PER_COLOUR for n in Counter(s.dice).values())
    fixed = [t for t in s.face if t >= 0]
    assert len(fixed) == len(set(fixed)), "a tile lies in two places"
    in_piles = [t for pile in s.pools for t in pile]
    assert sorted(fixed + in_piles) == sorted(t for p in INITIAL_POOLS for t in p)
    planted = [t for t in range(len(s.planted)) if s.planted[t] >= 0]
    assert all(t in FLAG_SPACES and s.shown[t] and FLAG_SYMBOL[s.face[t]] for t in planted)
    assert len(planted) <= sum(FLAG_SYMBOL) and all(f >= 0 for f in s.flags)
    assert len(fixed) + len(in_piles) == len(TILES)
    assert sum(s.camps) <= CAMP_MARKERS


def _check_drawn(obs: dict, screen: str, picture: str) -> None:
    """What the observation says is on the table is what both drawings show:
    every space by its label, the explorer, each tent, the dice, each seat's cubes."""
    for seat, cubes in enumerate(obs["cubes"]):
        flags = int(obs["scores"][seat])
        assert f"player {seat + 1}" in screen
        assert f": cubes {cubes}, flags planted {flags}, flags left" in screen
    assert f"at {obs['explorer']}: " in screen
    svg_ns = "{http://www.w3.org/2000/svg}"
    root = ElementTree.fromstring(picture)
    groups = {g.get("id"): g for g in root.iter(f"{svg_ns}g")}
    for space in obs["spaces"]:
        label = space["label"]
        assert re.search(rf"(?:^| ){label}(?: |$)", screen, re.M), label
        drawn = groups[f"space-{label}"]
        assert next(drawn.iter(f"{svg_ns}text")).text == label
        tents = len(list(drawn.iter(f"{svg_ns}polygon"))) - 1
        assert tents == len(space["tents"]), label
        assert (drawn.find(f"{svg_ns}circle") is not None) == (label == obs["explorer"])
    dice = [g for g in groups if g and g.startswith("die-")]
    assert len(dice) == len(obs["dice"])


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 5))
def test_random_play_keeps_every_count_within_the_components(seed, players):
    game = expeditions.load("southpole", players=players)
    s = game.new_initial_state()
    rng = random.Random(seed)
    start = sum(s.flags)
    for i in range(1500):
        if s.is_terminal():
            break
        if s.is_chance_node():
            resolve_chance(s, rng)
        else:
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
        _check_counts(s)
        planted = sum(1 for t in s.planted if t >= 0)
        assert planted + sum(s.flags) == start
        if i % 97 == 0:
            for seat in (*range(players), None):
                obs = s.observation(seat)
                _check_drawn(obs, render.text(obs), render.svg(obs))
            assert -1.0 <= heuristic.evaluate(s, i % players) <= 1.0


def test_svg_marks_legal_spaces_and_dice_as_clickable():
    s = expeditions.load("southpole", players=3).new_initial_state()
    while s.is_chance_node():
        s.apply(s.legal_actions()[0])
    s.apply(s.game.parse_action(s, "choose 2 white 2 black 2 blue"))
    legal = [str(a) for a in s.legal_actions()]
    picture = render.svg(s.observation(0), legal)
    assert 'class="legal" data-action="move g4"' in picture
    assert 'data-action="peek a2"' in picture
    assert 'data-action="move a2"' not in picture
    ElementTree.fromstring(picture)
    assert render.text(None) == "Roll to the South Pole: no game"
    assert "Roll to the South Pole" in render.svg(None)
    screen = render.text(s.observation(None))
    assert "player 1 at ship: move the explorer to a neighbouring space" in screen
    _check_drawn(s.observation(None), screen, render.svg(s.observation(None)))


def test_heuristic_prefers_the_winner_and_stays_in_range():
    s = expeditions.load("southpole", players=2).new_initial_state()
    while s.is_chance_node():
        s.apply(s.legal_actions()[0])
    assert heuristic.evaluate(s, 1) > heuristic.evaluate(s, 0), "one cube more"
    before = heuristic.evaluate(s, 0)
    with s.edit():
        s.tents[0] = SPACE_OF_LABEL["c4"]
    assert heuristic.evaluate(s, 0) > before, "a tent nearer the flags"
    with s.edit():
        s.winner = 1
    assert heuristic.evaluate(s, 1) == 1.0 and heuristic.evaluate(s, 0) == -1.0


def test_action_ids_are_dense_and_texts_unique():
    texts = [str(a) for a in ALL_PLAYER_ACTIONS]
    assert len(set(texts)) == len(texts)
    assert sorted(ACTION_ID.values()) == list(range(len(ALL_PLAYER_ACTIONS)))
    game = expeditions.load("southpole", players=2)
    assert game.num_distinct_actions() == len(ALL_PLAYER_ACTIONS)


def test_heuristic_ignores_flag_spaces_seen_to_hold_no_flag():
    from .scenario import dealt, play, step, walk

    b2 = SPACE_OF_LABEL["b2"]
    s = walk(dealt(2, b2="blue"), "g4", "f3", "e3", "d2", "c2")
    assert b2 in heuristic._open_flags(s)
    step(s, "b2", tile=40)
    play(s, "arrive", "camp")
    assert s.planted[b2] == -1
    assert b2 not in heuristic._open_flags(s)
