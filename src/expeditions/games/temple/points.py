"""Points as play scores them: door points, the two scoring rounds and the final extras (p.6-10).

Each point goes to one part of the score (`components.PART_LABELS`); `scoring.py`
reads the totals and the parts once the rules have moved the markers.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from expeditions.core.copying import own_row

from .components import (
    ALTAR,
    ALTAR_POINTS,
    C_COLOURS,
    C_FIVE,
    C_PAIR,
    COLOUR_CARD_POINTS,
    FIVE_POINTS,
    KEY_SET_POINTS,
    LAYOUTS,
    LIGHT,
    MULTI,
    NUM_SPACES,
    P_ALTARS_1,
    P_ALTARS_2,
    P_CARDS,
    P_KEYS_1,
    P_KEYS_2,
    P_TREASURES,
    PAIR_BOTH,
    PAIR_ONE,
    WHEEL_SECTORS,
)

if TYPE_CHECKING:
    from .state import TempleTable


def add_points(s: TempleTable, seat: int, part: int, points: int) -> int:
    """Move the seat's marker; the score never goes below 0. Returns the change."""
    if s.score[seat] + points < 0:
        points = -s.score[seat]
    s.score[seat] += points
    own_row(s.parts, seat)[part] += points
    return points


def price(s: TempleTable, treasure: int) -> int:
    """What one treasure of a kind brings at the current wheel position."""
    return WHEEL_SECTORS[(treasure + s.wheel) % 5]


def key_set_points(counts: list[int]) -> int:
    """Sets of different colours score 1/3/6/10/15; duplicates start new sets (p.9)."""
    return _set_points(tuple(counts))


@functools.lru_cache(maxsize=4096)
def _set_points(counts: tuple[int, ...]) -> int:
    """`key_set_points`, remembered: a search judges the same few camps thousands of times."""
    total = 0
    level = 1
    while True:
        different = sum(1 for n in counts if n >= level)
        if not different:
            return total
        total += KEY_SET_POINTS[different]
        level += 1


def camp_keys(s: TempleTable, seat: int) -> list[int]:
    """Camp keys lie face down, except while they are scored (p.9)."""
    return s.camp_hidden[seat]


def doors_of(s: TempleTable, space: int) -> int:
    return len(LAYOUTS[s.tile[space] // 6])


def colour_doors(s: TempleTable, seat: int, colour: int) -> int:
    """Doors of one colour in the light rooms holding the seat's flag (scoring tile, p.7)."""
    bit = 1 << seat
    total = 0
    for space in range(NUM_SPACES):
        if s.kind[space] == LIGHT and s.colour[space] == colour and s.flags[space] & bit:
            total += doors_of(s, space)
    return total


def light_room_door_points(s: TempleTable, seat: int, space: int) -> int:
    """After a flag in a light room: its doors plus same-colour doors already flagged (p.6).

    Called once the flag is down, so the room counts itself.
    """
    return colour_doors(s, seat, s.colour[space])


def altar_winners(s: TempleTable, space: int, camps: list[list[int]]) -> list[int]:
    """Among flags in an altar, the most camp keys of its colour score; ties all score."""
    flags = s.flags[space]
    seats = [p for p in range(s.game.players) if flags >> p & 1]
    if not seats:
        return []
    colour = s.colour[space]

    def count(p: int) -> int:
        return sum(camps[p]) if colour == MULTI else camps[p][colour]

    best = max(count(p) for p in seats)
    return [p for p in seats if count(p) == best]


def round_points(s: TempleTable) -> tuple[list[int], list[int]]:
    """Key sets and altar points of every seat for a scoring round."""
    n = s.game.players
    camps = [camp_keys(s, p) for p in range(n)]
    keys = [key_set_points(camps[p]) for p in range(n)]
    altars = [0] * n
    for space in range(NUM_SPACES):
        if s.kind[space] == ALTAR:
            for p in altar_winners(s, space, camps):
                altars[p] += ALTAR_POINTS
    return keys, altars


def card_points(s: TempleTable, seat: int) -> int:
    """End-game cards: the pair, +5, +2 per light-room colour holding a flag (p.10)."""
    hand = s.cards[seat]
    points = {0: 0, 1: PAIR_ONE, 2: PAIR_BOTH}[hand[C_PAIR]]
    points += FIVE_POINTS * hand[C_FIVE]
    if hand[C_COLOURS]:
        bit = 1 << seat
        colours = {
            s.colour[sp] for sp in range(NUM_SPACES) if s.kind[sp] == LIGHT and s.flags[sp] & bit
        }
        points += COLOUR_CARD_POINTS * len(colours) * hand[C_COLOURS]
    return points


def score_round(s: TempleTable, final: bool) -> None:
    """Camp keys are shown and scored, then hidden again (p.9); altars scored; at
    the end treasures and cards too."""
    keys, altars = round_points(s)
    for p in range(s.game.players):
        add_points(s, p, P_KEYS_2 if final else P_KEYS_1, keys[p])
        add_points(s, p, P_ALTARS_2 if final else P_ALTARS_1, altars[p])
        if final:
            left = sum(s.tr_public[p]) + sum(s.tr_hidden[p])
            add_points(s, p, P_TREASURES, left)
            add_points(s, p, P_CARDS, card_points(s, p))
