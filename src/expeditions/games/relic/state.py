"""The Relic Expedition table: what lies on it, in plain data, and how it is copied.

The rules that change it are in `rules.py` and its helpers; `game.py` joins
the two in `RelicState`, which callers play.
"""

from __future__ import annotations

from typing import Any

from expeditions.core import CHANCE, State

from .components import (
    BAG_START,
    CAMP_CELLS,
    CAMP_KINDS,
    EMPTY,
    EMPTY_PACK,
    FEATURE_RELICS,
    MAIN_TILES,
    NEIGH,
    PANTHER_TRAPS,
    RELIC_BASE,
    RELICS,
    START_CLEARINGS,
    START_TILES,
    TRAINING_OUT,
    TWO_PLAYER_REMOVED,
)
from .tasks import P_SETUP, T_FIRST, T_REVEAL


def holds_relic(items: tuple[int, ...]) -> bool:
    """Whether a relic is among the items lying on a space."""
    return max(items) >= RELIC_BASE


def relics_lying(ground: dict[int, tuple[int, ...]]) -> dict[int, tuple[int, ...]]:
    """The spaces of `ground` where a relic lies face up, with all that lies there
    (kept on the table as `_relics` for the bots, see `backpack.ground_add`)."""
    return {c: items for c, items in ground.items() if holds_relic(items)}


class RelicTable(State):
    """Board by cell index (see components.NEIGH); backpacks are 8-slot tuples.

    The kinds of space and their dense jungle are bytearrays: a search copies
    the table thousands of times a second, and a bytearray copies in one
    block, where a list of 247 numbers took half of each copy.

    The tile stack, the supply bag and the relics nobody has seen are drawn
    only when they come into play; the one secret fixed in the state is the
    supplies each seat drew face down (`known` holds, per seat, a bit per slot
    for the items everyone has seen).
    """

    __slots__ = (
        "phase",
        "turn",
        "turns",
        "to_move",
        "ap",
        "face",
        "rolled",
        "species_queue",
        "moved",
        "chooser",
        "picked",
        "kind",
        "dense",
        "wall",
        "_board",
        "_relics",
        "starts",
        "features",
        "stack",
        "start_stack",
        "bag",
        "pool",
        "reserved",
        "spot_hidden",
        "spot_size",
        "spot_orig",
        "spot_taken",
        "ground",
        "animals",
        "pos",
        "lying",
        "pack",
        "known",
        "gone",
        "overflow",
        "overflow_seat",
        "todo",
        "choices",
        "taken",
        "dropped",
        "panther_traps",
        "winner",
        "_outcomes",
        "_judged",
    )

    COPY = {
        "phase": "value",
        "turn": "value",
        "turns": "value",
        "to_move": "value",
        "ap": "value",
        "face": "value",
        "rolled": "value",
        "species_queue": "value",
        "moved": "value",
        "chooser": "value",
        "picked": "value",
        "kind": "list",
        "dense": "list",
        "wall": "copy",
        "_board": "value",  # walks.board_of: shared by copies; None again when the board changes
        "_relics": "value",  # relics_lying(ground): shared by copies, replaced on a change
        "starts": "copy",
        "features": "copy",
        "stack": "value",
        "start_stack": "value",
        "bag": "value",
        "pool": "value",
        "reserved": "value",
        "spot_hidden": "copy",
        "spot_size": "copy",
        "spot_orig": "copy",
        "spot_taken": "copy",
        "ground": "copy",
        "animals": "list",
        "pos": "list",
        "lying": "list",
        "pack": "list",
        "known": "list",
        "gone": "value",
        "overflow": "value",
        "overflow_seat": "value",
        "todo": "list",
        "choices": "value",
        "taken": "value",
        "dropped": "value",
        "panther_traps": "value",
        "winner": "value",
        "_outcomes": "value",  # the outcomes of the same chance node: shared, never changed
        "_judged": "value",  # heuristic's progress: shared by copies until a change (rules.apply)
    }

    @classmethod
    def initial(cls, game: Any) -> RelicTable:
        """The table before any chance: camp board, explorers on clearings, full stack."""
        self = cls.__new__(cls)
        self._init_base(game)
        self._outcomes = None
        self._judged = {}
        n = game.players
        training = game.options["training"]
        self.phase = P_SETUP
        self.turn = 0
        self.turns = 0
        self.ap = 0
        self.face = -1
        self.rolled = 0
        self.species_queue = ()
        self.moved = ()
        self.chooser = -1
        self.picked = -1
        self.kind = bytearray([EMPTY] * len(NEIGH))
        self.dense = bytearray(len(NEIGH))
        for cell, k in zip(CAMP_CELLS, CAMP_KINDS, strict=True):
            self.kind[cell] = k
        self.wall = {}
        self._board = None
        self.starts = {}
        self.features = {}
        self.stack = tuple(t for t in MAIN_TILES if not (training and t in TRAINING_OUT))
        self.start_stack = tuple(t for t in START_TILES if not (training and t in TRAINING_OUT))
        self.bag = BAG_START
        self.pool = tuple(r for r in RELICS if not (n == 2 and r in TWO_PLAYER_REMOVED))
        self.reserved = FEATURE_RELICS
        self.spot_hidden = {}
        self.spot_size = {}
        self.spot_orig = {}
        self.spot_taken = {}
        self.ground = {}
        self._relics = {}
        self.animals = []
        self.pos = [START_CLEARINGS[i] for i in range(n)]
        self.lying = [False] * n
        self.pack = [EMPTY_PACK] * n
        self.known = [0] * n
        self.gone = ()
        self.overflow = -1
        self.overflow_seat = -1
        self.choices = ()
        self.taken = ()
        self.dropped = ()
        self.panther_traps = PANTHER_TRAPS
        self.winner = -1
        # The first chance names the first player; then every empty space next
        # to an explorer is revealed with a starting tile.
        self.todo = [(T_FIRST,)]
        for seat in range(n):
            for cell in NEIGH[self.pos[seat]]:
                if cell >= 0 and self.kind[cell] == EMPTY:
                    self.todo.append((T_REVEAL, cell, seat, ()))
        self.to_move = CHANCE
        return self

    def _forget(self) -> None:
        self._outcomes = None
        self._judged = {}
        self._board = None
        self._relics = relics_lying(self.ground)
