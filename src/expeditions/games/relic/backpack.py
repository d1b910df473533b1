"""Backpacks of eight slots and items lying face up on the spaces."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import (
    BACKPACK_SLOTS,
    EMPTY_PACK,
    FEATURE_OF_KIND,
    NEEDED_FOR,
    RELIC_BASE,
)
from .state import holds_relic

if TYPE_CHECKING:
    from .state import RelicTable

OVERFLOW_BIT = 1 << BACKPACK_SLOTS
"""In `s.known[seat]`, bit i says slot i holds an item every seat has seen;
this bit says the same of the ninth item waiting to be dropped."""


def kept_item(s: RelicTable, seat: int) -> int:
    """The one supply keeping `seat` on its feature (cannot be dropped or stolen), or -1."""
    cell = s.pos[seat]
    if cell < 0:
        return -1
    return kept_on(s.pack[seat], s.kind[cell])


def kept_on(pack: tuple[int, ...], kind: int) -> int:
    """`kept_item` for a backpack on a space of `kind`: where the explorer will
    stand, as well as where it stands."""
    f = FEATURE_OF_KIND.get(kind, -1)
    if f < 0:
        return -1
    need = NEEDED_FOR[f]
    return need if pack.count(need) == 1 else -1


def ground_add(s: RelicTable, cell: int, item: int) -> None:
    s.ground[cell] = (*s.ground.get(cell, ()), item)
    _note_relics(s, cell)


def ground_remove(s: RelicTable, cell: int, item: int) -> None:
    items = list(s.ground[cell])
    items.remove(item)
    if items:
        s.ground[cell] = tuple(items)
    else:
        del s.ground[cell]
    _note_relics(s, cell)


def _note_relics(s: RelicTable, cell: int) -> None:
    """Keep `s._relics` (`state.relics_lying(s.ground)`) up to date after `cell` changed.

    The bots' evaluation reads it at every position, most positions are
    copies whose ground never changed, and copies share it: a change makes
    a new one."""
    items = s.ground.get(cell)
    lying = items is not None and holds_relic(items)
    if lying or cell in s._relics:
        relics = dict(s._relics)
        if lying:
            relics[cell] = items
        else:
            del relics[cell]
        s._relics = relics


def gain(s: RelicTable, seat: int, item: int, shown: bool = True) -> None:
    """Into the first free backpack slot; a ninth item waits to be dropped.

    `shown` is False for a supply drawn face down from the bag (p.7): only its
    owner knows it."""
    pack = s.pack[seat]
    for i, x in enumerate(pack):
        if x < 0:
            s.pack[seat] = (*pack[:i], item, *pack[i + 1 :])
            _mark(s, seat, 1 << i, shown)
            return
    s.overflow = item
    s.overflow_seat = seat
    _mark(s, seat, OVERFLOW_BIT, shown)


def _mark(s: RelicTable, seat: int, bit: int, shown: bool) -> None:
    known = s.known[seat]
    s.known[seat] = known | bit if shown else known & ~bit


def show(s: RelicTable, seat: int, item: int) -> None:
    """Everyone sees that `seat` holds an `item` (used to enter a feature or
    cross dense jungle at the plain cost): one slot holding it becomes known."""
    pack = s.pack[seat]
    known = s.known[seat]
    slots = [i for i, x in enumerate(pack) if x == item]
    if slots and not any((known >> i) & 1 for i in slots):
        s.known[seat] = known | 1 << slots[0]


def lose_slot(s: RelicTable, seat: int, slot: int) -> int:
    pack = s.pack[seat]
    item = pack[slot]
    s.pack[seat] = (*pack[:slot], -1, *pack[slot + 1 :])
    s.known[seat] &= ~(1 << slot)
    still_shown(s, seat)
    return item


def still_shown(s: RelicTable, seat: int) -> None:
    """On a feature everyone knows the explorer holds its supply, even after
    the one they saw leaves the backpack and a face-down one stays."""
    cell = s.pos[seat]
    f = FEATURE_OF_KIND.get(s.kind[cell], -1) if cell >= 0 else -1
    if f >= 0:
        show(s, seat, NEEDED_FOR[f])


def discard(s: RelicTable, seat: int, item: int) -> None:
    """Take one `item` out of the backpack."""
    lose_slot(s, seat, s.pack[seat].index(item))


def use_up(s: RelicTable, seat: int, item: int) -> None:
    """A used supply leaves the game (p.14), in everyone's sight."""
    discard(s, seat, item)
    s.gone = (*s.gone, item)


def spill(s: RelicTable, seat: int) -> None:
    """Everything in the backpack falls face up on the explorer's space."""
    cell = s.pos[seat]
    for item in s.pack[seat]:
        if item >= 0:
            ground_add(s, cell, item)
    s.pack[seat] = EMPTY_PACK
    s.known[seat] &= OVERFLOW_BIT


def takeable(s: RelicTable, seat: int, cell: int) -> list[int]:
    """Item kinds on the ground `seat` may pick up (the relic curse applies)."""
    items = s.ground.get(cell)
    if not items:
        return []
    out = []
    orig = s.spot_orig.get(cell, ())
    for item in items:
        if item in out or item in s.dropped:
            continue
        if item in orig and not may_take_spot_relic(s, seat, cell):
            continue
        out.append(item)
    return out


def may_take_spot_relic(s: RelicTable, seat: int, cell: int) -> bool:
    return s.spot_taken.get(seat * 1000 + cell, 0) < s.spot_size[cell] // 2


def cursed_for(s: RelicTable, cell: int) -> list[int]:
    """Seats that have taken half a spot's relics: the rest are cursed for them."""
    size = s.spot_size.get(cell, 0)
    return [i for i in range(s.game.players) if s.spot_taken.get(i * 1000 + cell, 0) >= size // 2]


def without(items: tuple[int, ...], x: int) -> tuple[int, ...]:
    i = items.index(x)
    return items[:i] + items[i + 1 :]


def drop_orig(s: RelicTable, cell: int, relic: int) -> None:
    rest = tuple(r for r in s.spot_orig[cell] if r != relic)
    if rest:
        s.spot_orig[cell] = rest
    else:
        del s.spot_orig[cell]


def relic_sets(pack: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """How many relics in `pack` there are of each colour and of each symbol."""
    colours = [0] * 6
    symbols = [0] * 6
    for item in pack:
        if item >= RELIC_BASE:
            x = item - RELIC_BASE
            colours[x // 6] += 1
            symbols[x % 6] += 1
    return colours, symbols


def best_match(pack: tuple[int, ...]) -> int:
    """The most relics in `pack` that share one symbol or one colour."""
    colours, symbols = relic_sets(pack)
    return max(max(colours), max(symbols))


def has_match(pack: tuple[int, ...]) -> bool:
    """Four relics share a symbol or a colour (Relic Expedition p.3)."""
    return best_match(pack) >= 4
