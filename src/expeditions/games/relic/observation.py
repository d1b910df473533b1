"""What a seat sees: the table, and of other backpacks only what was shown.

The tile stack, the supply bag and the face-down feature relics are only
counted, never listed: they are drawn when they come into play. Supplies
another seat drew face down show as `?` (see `backpack_view`). Everything else the
rules look at is here too, down to what was dropped this turn and
which animals have already moved, so a seat can tell its options from what
it sees.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from expeditions.core.observation import header

from .backpack import OVERFLOW_BIT, cursed_for
from .components import (
    CELL_NAMES,
    EMPTY,
    FEATURE_NAMES,
    FEATURE_OF_KIND,
    ITEM_NAMES,
    KIND_NAMES,
    SPECIES_NAMES,
    cell_offset,
)
from .pending import describe
from .scoring import final
from .tasks import P_ANIMALS, P_LAND, T_AMEET, T_ATTACH, T_IVY, T_MEET

if TYPE_CHECKING:
    from .state import RelicTable


HIDDEN = "?"
"""A hidden item, as observations show it (the web page draws a back)."""


def backpack_view(s: RelicTable, owner: int, seat: int | None) -> dict[str, Any]:
    """`owner`'s backpack as `seat` sees it: names, `?` for hidden, None for empty."""
    pack = s.pack[owner]
    known = s.known[owner]
    mine = seat == owner
    slots = [
        None if x < 0 else ITEM_NAMES[x] if mine or (known >> i) & 1 else HIDDEN
        for i, x in enumerate(pack)
    ]
    overflow = None
    if s.overflow_seat == owner:
        shown = mine or known & OVERFLOW_BIT
        overflow = ITEM_NAMES[s.overflow] if shown else HIDDEN
    return {
        "backpack": slots,
        "overflow": overflow,
        "items": sum(1 for x in slots if x is not None),
        "hidden": slots.count(HIDDEN) + (overflow == HIDDEN),
    }


def _cells(s: RelicTable) -> list[dict[str, Any]]:
    out = []
    for c, k in enumerate(s.kind):
        if k == EMPTY:
            continue
        col, row = cell_offset(c)
        f = FEATURE_OF_KIND.get(k, -1)
        out.append(
            {
                "cell": CELL_NAMES[c],
                "col": col,
                "row": row,
                "kind": KIND_NAMES[k],
                "feature": FEATURE_NAMES[f] if f >= 0 else None,
                "dense": [d for d in range(6) if (s.dense[c] >> d) & 1],
                "walls": [d for d in range(6) if (s.wall.get(c, 0) >> d) & 1],
            }
        )
    return out


def _animal_state(s: RelicTable, cell: int, sedated: bool) -> str:
    if cell < 0:
        return "gone"
    if sedated:
        return "sedated"
    return "occupied" if cell in s.pos else "free"


_TASK_WORDS = {
    T_ATTACH: "place a feature board",
    T_MEET: "encounter",
    T_AMEET: "encounter",
    T_IVY: "poison ivy",
}


def _decision(s: RelicTable) -> str | None:
    """What the player to move is deciding, in words (None at chance or the end)."""
    if s.to_move < 0:
        return None
    if s.overflow_seat >= 0:
        return "backpack full: drop an item"
    if s.todo:
        return _TASK_WORDS.get(s.todo[0][0])
    return {P_ANIMALS: "move an animal", P_LAND: "return on a landing clearing"}.get(
        s.phase, "actions"
    )


def _animal_phase(s: RelicTable) -> dict[str, Any]:
    """Who is still to move this roll: species in order, animals done, the one picked."""
    return {
        "species_left": [SPECIES_NAMES[sp] for sp in s.species_queue],
        "moved": [i + 1 for i in s.moved],
        "picked": s.picked + 1 if s.picked >= 0 else None,
        "chooser": s.chooser if s.chooser >= 0 else None,
    }


def observe(s: RelicTable, seat: int | None) -> dict[str, Any]:
    n = s.game.players
    return header(
        s,
        seat,
        final=final(s),
        decision=_decision(s),
        turn=s.turn,
        round=s.turns // n + 1,
        roll=None if s.face < 0 else [s.face, s.rolled],
        actions_left=max(s.ap, 0),
        dropped_this_turn=[ITEM_NAMES[x] for x in s.dropped],
        taken_this_turn=[ITEM_NAMES[x] for x in s.taken],
        animal_phase=_animal_phase(s),
        pending=[describe(s, task) for task in s.todo],
        board_choices=[str(a) for a in s.choices],
        winner=s.winner if s.winner >= 0 else None,
        cells=_cells(s),
        ground={CELL_NAMES[c]: [ITEM_NAMES[x] for x in items] for c, items in s.ground.items()},
        spots={
            CELL_NAMES[c]: {
                "size": size,
                "face_down": s.spot_hidden.get(c, 0),
                "relics": [ITEM_NAMES[x] for x in s.spot_orig.get(c, ())],
                "cursed_for": cursed_for(s, c),
                "taken_by": [s.spot_taken.get(i * 1000 + c, 0) for i in range(n)],
            }
            for c, size in s.spot_size.items()
        },
        animals=[
            {
                "number": i + 1,
                "species": SPECIES_NAMES[sp],
                "cell": CELL_NAMES[c] if c >= 0 else None,
                "state": _animal_state(s, c, sed),
            }
            for i, (sp, c, sed) in enumerate(s.animals)
        ],
        explorers=[
            {
                "seat": i,
                "cell": CELL_NAMES[s.pos[i]] if s.pos[i] >= 0 else None,
                "lying": s.lying[i],
                **backpack_view(s, i, seat),
            }
            for i in range(n)
        ],
        left_the_game=[ITEM_NAMES[x] for x in s.gone],
        tiles_left=len(s.stack),
        bag_left=sum(s.bag),
        panther_traps_left=s.panther_traps,
        options=dict(s.game.options),
    )
