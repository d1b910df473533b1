"""Setup: relics per player count, the bag, starting tiles, first player."""

from __future__ import annotations

import expeditions
from expeditions import CHANCE
from expeditions.games.relic import components, tasks
from expeditions.games.relic.components import (
    BAG_START,
    CLEARING,
    RELICS,
    START_CLEARINGS,
    START_TILES,
    TWO_PLAYER_REMOVED,
)

from .scene import act, cell, texts


def test_two_players_remove_six_relics_sharing_no_symbol_or_colour():  # Relic p.8
    s = expeditions.load("relic", players=2).new_initial_state()
    assert len(s.pool) == 30
    for name in ("purple-bird", "orange-eye", "red-hand", "white-fish", "green-sun", "pink-moon"):
        assert f"relic {name}" not in {f"relic {n}" for n in _pool_names(s)}
    assert set(TWO_PLAYER_REMOVED).isdisjoint(s.pool)


def test_three_and_four_players_use_all_36_relics():  # Relic p.8
    for n in (3, 4):
        s = expeditions.load("relic", players=n).new_initial_state()
        assert sorted(s.pool) == sorted(RELICS)


def test_feature_relics_are_kept_face_down_for_the_boards():  # Relic p.22
    s = expeditions.load("relic", players=2).new_initial_state()
    assert s.reserved == 16  # mountain 4, river 2x3, cave 2x3


def test_bag_holds_fifty_supplies_without_vines_bananas_or_panther_traps():  # Relic p.10
    s = expeditions.load("relic", players=3).new_initial_state()
    assert sum(s.bag) == 50 and s.bag == BAG_START
    assert s.bag[9] == s.bag[10] == s.bag[11] == 0


def test_first_player_is_a_chance_node_over_every_seat():  # Relic p.5 (decision: d8 roll-off)
    s = expeditions.load("relic", players=4).new_initial_state()
    assert s.current_player() == CHANCE
    assert texts(s) == ["first seat 0", "first seat 1", "first seat 2", "first seat 3"]
    act(s, "first seat 2")
    assert s.turn == 2


def test_explorers_start_on_clearings_with_starting_tiles_around_them():  # Relic p.5
    s = expeditions.load("relic", players=2).new_initial_state()
    assert s.pos == list(START_CLEARINGS[:2])
    assert all(s.kind[c] == CLEARING for c in s.pos)
    act(s, "first seat 0")
    # every empty space next to an occupied clearing is filled from the red stack
    while s.phase == tasks.P_SETUP:
        assert all(str(a).startswith(("tile", "rotate")) for a in s.legal_actions())
        text = texts(s)[0]
        if text.startswith("tile"):
            assert int(text.split()[1]) in START_TILES
        act(s, text)
    for seat in range(2):
        for n in components.NEIGH[s.pos[seat]]:
            assert s.kind[n] != components.EMPTY
    assert s.phase == tasks.P_ROLL and s.turn == 0


def test_starting_spaces_of_unoccupied_clearings_stay_empty():  # Relic p.5
    s = expeditions.load("relic", players=2).new_initial_state()
    reveals = [t[1] for t in s.todo if t[0] == tasks.T_REVEAL]
    nw = START_CLEARINGS[3]
    only_nw = (
        set(components.NEIGH[nw])
        - set(components.NEIGH[s.pos[0]])
        - set(components.NEIGH[s.pos[1]])
    )
    assert not only_nw & set(reveals)
    assert cell("k6") in reveals


def _pool_names(s):
    from expeditions.games.relic.components import ITEM_NAMES

    return [ITEM_NAMES[r] for r in s.pool]
