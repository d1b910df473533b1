"""Scenario builders for the temple's rule tests: chance forced, positions exact."""

from __future__ import annotations

import expeditions
from expeditions.games.temple.components import PLACE_INDEX, SITE_DEAL
from expeditions.games.temple.exploring import start_explore
from expeditions.games.temple.phases import EX_MAIN
from expeditions.games.temple.state import put_light_room

DEFAULT_SITES = {
    2: (
        ("room", "room", "room"),
        ("room", "room", "altar"),
        ("altar", "altar"),
        ("key pink", "key blue", "key yellow"),
        ("key green", "key brown", "treasure passage point"),
        ("double treasure", "card"),
    ),
    3: (
        ("room", "room", "room", "room"),
        ("room", "altar", "altar"),
        ("altar", "key pink", "key blue", "key yellow"),
        ("key green", "key brown", "treasure passage point"),
        ("double treasure", "card", "card", "any key"),
        ("treasure", "passage points", "scoring"),
    ),
    4: (
        ("room", "room", "room", "room"),
        ("room", "altar", "altar", "altar"),
        ("key pink", "key blue", "key yellow", "key green"),
        ("key brown", "treasure passage point", "double treasure", "card"),
        ("any key", "any key", "treasure", "passage points"),
        ("scoring", "scoring", "card", "treasure point"),
    ),
}


def do(state, *texts: str):
    """Apply actions (or chance outcomes) by their notation."""
    for text in texts:
        state.apply(state.game.parse_action(state, text))
    return state


def deal(state, sites=None) -> None:
    sites = sites or DEFAULT_SITES[state.game.players]
    assert tuple(len(x) for x in sites) == SITE_DEAL[state.game.players]
    for letter, tiles in zip("abcdef", sites, strict=True):
        for tile in tiles:
            do(state, f"deal {tile} to {letter}")


def setup(players=2, sites=None, wheel=0, altar="pink", keys=None, **options):
    """A game past setup: wheel, altar top, tiles dealt, two start keys each."""
    game = expeditions.load("temple", players=players, **options)
    s = game.new_initial_state()
    do(s, f"wheel {wheel}", f"altar top {altar}")
    deal(s, sites)
    if options.get("more_control"):
        do(s, "refill mask", "refill idol", "refill vase")
    keys = keys or [("pink", "blue")] * players
    for pair in keys:
        do(s, *(f"start key {c}" for c in pair))
    return s


def place(name: str) -> int:
    return PLACE_INDEX[name]


def light_room(s, name: str, colour: int, layout: int, rotation: int) -> None:
    """Put a light room on the board directly (for scenarios)."""
    with s.edit():
        put_light_room(s, place(name), colour, layout, rotation)


def clear_room(s, name: str) -> None:
    i = place(name)
    with s.edit():
        s.kind[i] = 0
        s.colour[i] = -1
        s.tile[i] = -1
        for e in range(6):
            s.doors[i * 6 + e] = 0


def texts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def to_explore(s, tile="key pink", site="d", where="camp"):
    """Seat to move takes a key tile and stands at the start of its explorer phase."""
    colour = tile.split()[1]
    do(s, f"take {tile} at {site}")
    do(s, f"key {colour} {where}")
    assert s.phase == 10
    return s


def explore_now(s, seat: int, at: str, keys=None, passages: int = 0):
    """Put a seat at the start of an explorer phase, standing at `at`."""
    with s.edit():
        s.mover = seat
        s.explorer[seat] = place(at)
        if keys is not None:
            s.backpack[seat] = list(keys)
        s.passages[seat] = passages
        s.passages_left -= passages
        s.took_tile = True
        start_explore(s, EX_MAIN)
    return s


def altar(s, name: str, colour: int) -> None:
    i = place(name)
    with s.edit():
        s.kind[i] = 2
        s.colour[i] = colour
