"""Full states consistent with one seat's observation, the hidden parts guessed (for search)."""

from __future__ import annotations

import functools
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
    """Shuffle what a seat cannot see among the places it cannot see into.

    The items are laid out by kind before the shuffle, so what the seat
    cannot see does not order the guess: the same counts give the same
    guess from the same draws."""
    counts = pool[:]
    for hand in hands:
        for k, m in enumerate(hand):
            if m:
                counts[k] += m
    for lst, i in slots:
        counts[lst[i]] += 1
    items = list(_laid_out(tuple(counts)))
    shuffle(items, rng)
    pos = len(slots)
    for (lst, i), k in zip(slots, items, strict=False):
        lst[i] = k
    for hand in hands:
        total = sum(hand)
        if total:
            dealt = [0] * len(hand)
            for k in items[pos : pos + total]:
                dealt[k] += 1
            hand[:] = dealt
            pos += total
    for k in items[:pos]:
        counts[k] -= 1  # the rest stays in the pool
    pool[:] = counts


@functools.lru_cache(maxsize=1024)
def _laid_out(counts: tuple[int, ...]) -> tuple[int, ...]:
    """Each kind `counts` times, in the order of the kinds: a search redeals
    the same unseen items at every iteration."""
    return tuple(k for k, m in enumerate(counts) for _ in range(m))


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
    for _ in _rewritten(o, s.history, s.secret, seat, rng, write=False):
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

    camps = o.camp_hidden
    _redeal(rng, [], [own_row(camps, p) for p in others if any(camps[p])], [0] * 5)


def _shuffled(counts: list[int], rng: random.Random, write: bool = True) -> list[int]:
    """The items of `counts` shuffled; without `write`, as many stand-ins,
    shuffled by the same draws."""
    items = list(_laid_out(tuple(counts))) if write else [0] * sum(counts)
    shuffle(items, rng)
    return items


def shuffle(items: list[int], rng: random.Random) -> None:
    """`rng.shuffle(items)`: the same swaps from the same bits of `rng`, with
    the draw of each swap written out here, since a search redeals what a
    seat cannot see at every iteration and the draws were a third of it."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def _rewritten(
    o: TempleTable,
    history: list[Action],
    secret: dict[int, tuple[int, ...]],
    seat: int,
    rng: random.Random,
    write: bool = True,
) -> Iterator[tuple[int, Action]]:
    """Entries of the log `seat` may not read, each with what it is to say on
    the guess `o`: the guess, not the truth. Without `write` none is given,
    but every draw is made, so the draws after it are those of `resample`.

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
            left = camps.setdefault(p, _shuffled(o.camp_hidden[p], rng, write))
            colour = left.pop() if left else rng.randrange(5)
            if write:
                yield i, Action(verb, colour, 0)
        elif verb in (KEEP_TREASURE, KEEP_CARD):
            held = o.tr_hidden[p] if verb == KEEP_TREASURE else o.cards[p]
            left = hands.setdefault((verb, p), _shuffled(held, rng, write))
            item = left.pop() if left else rng.randrange(len(held))
            if write:
                yield i, Action(verb, item)
        elif verb in _DRAW_SIZES:
            face = rng.randrange(_DRAW_SIZES[verb])
            if write:
                yield i, Action(verb, face)


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
    kept = [holdings.known_to(known[p], seat, size) if known[p] else None for p in others]
    unknown = [
        [n - k for n, k in zip(hands[p], held, strict=True)] if held is not None else hands[p][:]
        for p, held in zip(others, kept, strict=True)
    ]
    _redeal(rng, slots, unknown, pool)
    shown = (1 << seat) << 4
    for p, rest, held in zip(others, unknown, kept, strict=True):
        if held is None:  # nothing of this hand is known to `seat`
            hands[p] = rest
            known[p] = []
        else:
            hands[p] = [a + b for a, b in zip(rest, held, strict=True)]
            known[p] = [shown | item for item in range(size) for _ in range(held[item])]
