"""What a player holds: keys gained, cards discarded, treasures in the camp.

A treasure or card kept from a top-3 draw is hidden, but a seat that had seen
its face on top of the stack knows who holds it: the two put back show which
one is gone. `tr_known` and `cards_known` list such items per holder as
`mask * 16 + item`, the mask being the other seats that know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from expeditions.core.copying import own_row

if TYPE_CHECKING:
    from .state import TempleTable


def gain_key(s: TempleTable, seat: int, colour: int, where: int) -> None:
    s.supply[colour] -= 1
    if where:
        own_row(s.backpack, seat)[colour] += 1
    else:
        own_row(s.camp_hidden, seat)[colour] += 1


def discard(s: TempleTable, card: int) -> None:
    own_row(s.cards, s.mover)[card] -= 1
    s.discard[card] += 1
    forget(own_row(s.cards_known, s.mover), card, 1)


def remember(known: list[int], item: int, mask: int) -> None:
    """A kept item whose face the seats in `mask` had seen."""
    if mask:
        known.append(mask << 4 | item)


def forget(known: list[int], item: int, n: int) -> None:
    """`n` items of a kind leave the hand openly: the known ones go first."""
    for i in range(len(known) - 1, -1, -1):
        if n and known[i] & 15 == item:
            known.pop(i)
            n -= 1


def known_to(known: list[int], seat: int, size: int) -> list[int]:
    """How many of each item `seat` knows to be in the hand."""
    counts = [0] * size
    bit = 1 << seat
    for code in known:
        if code >> 4 & bit:
            counts[code & 15] += 1
    return counts


def has_treasure(s: TempleTable, seat: int) -> bool:
    return any(s.tr_public[seat]) or any(s.tr_hidden[seat])
