"""Full states consistent with one seat's observation, the hidden parts guessed (for search)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING

from expeditions.core.copying import own_row

from . import holdings
from .actions import (
    DRAW_CARD,
    DRAW_ROOM,
    DRAW_TREASURE,
    KEEP_CARD,
    KEEP_TREASURE,
    KEY,
    PLAY_KEY_CARD,
    Action,
)
from .components import CARD_NAMES, ROOM_TILES, TREASURES
from .phases import DRAW_CARDS, DRAW_ROOMS, DRAW_TREASURES

if TYPE_CHECKING:
    from .state import TempleTable


def _redeal(
    rng: random.Random,
    slots: list[tuple[list[int], int]],
    hands: list[list[int]],
    pool: list[int],
) -> None:
    """Shuffle what a seat cannot see among the places it cannot see into."""
    items = [lst[i] for lst, i in slots]
    for hand in hands:
        for k, m in enumerate(hand):
            items += [k] * m
    for k, m in enumerate(pool):
        items += [k] * m
    items.sort()  # what the seat cannot see must not order the guess
    rng.shuffle(items)
    pos = 0
    for lst, i in slots:
        lst[i] = items[pos]
        pos += 1
    for hand in hands:
        total = sum(hand)
        hand[:] = [0] * len(hand)
        for k in items[pos : pos + total]:
            hand[k] += 1
        pos += total
    pool[:] = [0] * len(pool)
    for k in items[pos:]:
        pool[k] += 1


def _unseen(items: list[int], masks: list[int], bit: int) -> list[tuple[list[int], int]]:
    return [(items, i) for i, m in enumerate(masks) if not m & bit]


def resample(s: TempleTable, seat: int, rng: random.Random) -> TempleTable:
    o: TempleTable = s.clone()  # type: ignore[assignment]
    _redeal_unseen(o, seat, rng)
    history = o.history
    for i, action in _rewritten(o, s.history, s.secret, seat, rng):
        history[i] = action
    return o


def lookahead_resample(s: TempleTable, seat: int, rng: random.Random) -> TempleTable:
    """`resample`'s guess, by the same draws, on a copy without history or
    secrets: the log's rewriting is drawn, for the draws' sake, not written."""
    o: TempleTable = s.lookahead_copy()  # type: ignore[assignment]
    _redeal_unseen(o, seat, rng)
    for _ in _rewritten(o, s.history, s.secret, seat, rng):
        pass
    return o


def _redeal_unseen(o: TempleTable, seat: int, rng: random.Random) -> None:
    """Rooms, cards, treasures and camps `seat` has not seen, dealt again."""
    o._determinized = True
    bit = 1 << seat
    others = [p for p in range(o.game.players) if p != seat]
    drawn = _unseen(o.drawn, o.drawn_masks, bit)

    slots = _unseen(o.room_tops, o.room_masks, bit) + (drawn if o.draw_cat == DRAW_ROOMS else [])
    _redeal(rng, slots, [], o.room_pool)

    slots = _unseen(o.card_tops, o.card_masks, bit) + (drawn if o.draw_cat == DRAW_CARDS else [])
    _redeal_hands(rng, slots, o.cards, o.cards_known, others, seat, o.card_pool)

    slots = [x for i in range(3) for x in _unseen(o.tr_tops[i], o.tr_masks[i], bit)]
    slots += drawn if o.draw_cat == DRAW_TREASURES else []
    _redeal_hands(rng, slots, o.tr_hidden, o.tr_known, others, seat, o.tr_pool)

    _redeal(rng, [], [own_row(o.camp_hidden, p) for p in others], [0] * 5)


def _shuffled(counts: list[int], rng: random.Random) -> list[int]:
    items = [k for k, m in enumerate(counts) for _ in range(m)]
    rng.shuffle(items)
    return items


def _rewritten(
    o: TempleTable,
    history: list[Action],
    secret: dict[int, tuple[int, ...]],
    seat: int,
    rng: random.Random,
) -> Iterator[tuple[int, Action]]:
    """Entries of the log `seat` may not read, each with what it is to say on
    the guess `o`: the guess, not the truth.

    A camp key's colour comes from the guessed camp of its owner (camp keys never
    leave it), a kept treasure or card from the owner's guessed hand while it
    lasts; what the guess does not pin down (the faces drawn, items since
    delivered or played) is drawn at random.
    """
    camps: dict[int, list[int]] = {}
    hands: dict[tuple[int, int], list[int]] = {}
    for i in sorted(secret):
        owners = secret[i]
        if seat in owners:
            continue
        p = owners[0]
        a = history[i]
        verb = a.verb
        if verb in (KEY, PLAY_KEY_CARD) and a.b == 0:
            left = camps.setdefault(p, _shuffled(o.camp_hidden[p], rng))
            yield i, Action(verb, left.pop() if left else rng.randrange(5), 0)
        elif verb in (KEEP_TREASURE, KEEP_CARD):
            held = o.tr_hidden[p] if verb == KEEP_TREASURE else o.cards[p]
            left = hands.setdefault((verb, p), _shuffled(held, rng))
            yield i, Action(verb, left.pop() if left else rng.randrange(len(held)))
        elif verb in _DRAW_SIZES:
            yield i, Action(verb, rng.randrange(_DRAW_SIZES[verb]))


_DRAW_SIZES = {
    DRAW_ROOM: len(ROOM_TILES),
    DRAW_TREASURE: len(TREASURES),
    DRAW_CARD: len(CARD_NAMES),
}


def _redeal_hands(
    rng: random.Random,
    slots: list[tuple[list[int], int]],
    hands: list[list[int]],
    known: list[list[int]],
    others: list[int],
    seat: int,
    pool: list[int],
) -> None:
    """Redeal opponents' hidden items, except those `seat` knows they hold."""
    size = len(pool)
    kept = {p: holdings.known_to(known[p], seat, size) for p in others}
    unknown = [[n - k for n, k in zip(hands[p], kept[p], strict=True)] for p in others]
    _redeal(rng, slots, unknown, pool)
    for p, rest in zip(others, unknown, strict=True):
        hands[p] = [a + b for a, b in zip(rest, kept[p], strict=True)]
        known[p] = [(1 << seat) << 4 | item for item in range(size) for _ in range(kept[p][item])]
