"""What is on the table in Roll to the South Pole, in plain ints and lists.

Data and copying only: the rules, the scoring and each seat's view are
functions on this table, wired to it in `game.py`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from expeditions.core import State

from .components import (
    FLAGS_EACH,
    INITIAL_POOLS,
    SHIP_SPACE,
    SPACES,
    STARTING_CUBES,
)

SETUP, START, STEP, CHECK, ONWARD, OVER = range(6)
"""The phases of a turn (their names are declared with the game)."""

BOARD: tuple[str, ...] = ("face", "shown", "seen", "pools", "tents", "flags", "planted", "camps")
"""The lists copies share until one of them writes (`SouthPoleTable.own_board`)."""


class SouthPoleTable(State):
    """Faces of face-down tiles are drawn only when revealed or peeked at.

    `back` is public from setup on; `face` holds a tile id once it is fixed,
    which is either face up (`shown`) or known only to the seats in the bit
    mask `seen`. `pools` hold the tiles not yet fixed, by pile.
    """

    __slots__ = (
        "phase",
        "turn",
        "dealt",
        "undealt",
        "back",
        "face",
        "shown",
        "seen",
        "pools",
        "drawing",
        "peeker",
        "tents",
        "at",
        "cubes",
        "flags",
        "planted",
        "camps",
        "dice",
        "pips",
        "hue",
        "rolling",
        "winner",
    )

    phase: int
    turn: int
    dealt: int
    undealt: list[int]
    back: list[int]
    face: list[int]
    shown: list[int]
    seen: list[int]
    pools: list[tuple[int, ...]]
    drawing: int
    peeker: int
    tents: list[int]
    at: int
    cubes: list[int]
    flags: list[int]
    planted: list[int]
    camps: list[int]
    dice: list[int]
    pips: list[int]
    hue: list[int]
    rolling: list[int]
    winner: int

    COPY = {
        "phase": "value",
        "turn": "value",
        "dealt": "value",
        "undealt": "value",
        "back": "value",
        "face": "value",
        "shown": "value",
        "seen": "value",
        "pools": "value",
        "drawing": "value",
        "peeker": "value",
        "tents": "value",
        "at": "value",
        "cubes": "list",
        "dice": "list",
        "flags": "value",
        "planted": "value",
        "camps": "value",
        "pips": "list",
        "hue": "list",
        "rolling": "list",
        "winner": "value",
    }
    """`undealt` and `back` are written only by the deal: shared once it is over.
    The board lists (`BOARD`) change a few times a turn while a bot's lookahead
    copies the table hundreds of times a decision, so copies share them, and
    no board list is written in place once a write is over: a table about to
    write takes fresh copies first (`own_board`)."""

    def _copy_into(self, other: State) -> None:
        assert isinstance(other, SouthPoleTable)
        self._copy_fields(self, other)
        if self.phase == SETUP:
            other.undealt = self.undealt[:]
            other.back = self.back[:]

    def own_board(self) -> None:
        """Call before writing any board list: fresh copies of them all, so a
        board list another table or a cache holds never changes (the heuristic
        knows an unchanged board by its lists being the same objects)."""
        self.face = self.face[:]
        self.shown = self.shown[:]
        self.seen = self.seen[:]
        self.pools = self.pools[:]
        self.tents = self.tents[:]
        self.flags = self.flags[:]
        self.planted = self.planted[:]
        self.camps = self.camps[:]

    def _forget(self) -> None:
        self.own_board()

    @contextmanager
    def edit(self) -> Iterator[State]:
        """`State.edit` on board lists of this table's own; after the block
        they are copied again, as after any write."""
        self.own_board()
        with State.edit(self) as state:
            yield state

    def clone(self) -> SouthPoleTable:
        """`State.clone` and `COPY` in one step: the bots copy a table some
        200,000 times a game. `tests/southpole/test_speed_paths.py` checks it
        copies every slot as `COPY` says."""
        secret = self.secret.copy() if self.secret else {}
        return self._copy(self.history[:], secret, self._determinized)

    def lookahead_copy(self) -> SouthPoleTable:
        """`State.lookahead_copy` (no history, no secrets, no record), by this
        table's own one-step copy."""
        return self._copy([], {}, True)

    def _copy(self, history: list[Any], secret: dict[int, tuple[int, ...]], guess: bool) -> Any:
        cls = type(self)
        o = cls.__new__(cls)
        o.game = self.game
        o.history = history
        o.seed = self.seed
        o.secret = secret
        o.stopped = self.stopped
        o._legal = self._legal
        o._determinized = guess
        phase = o.phase = self.phase
        o.turn = self.turn
        o.dealt = self.dealt
        if phase == SETUP:
            o.undealt = self.undealt[:]
            o.back = self.back[:]
        else:
            o.undealt = self.undealt
            o.back = self.back
        o.face = self.face
        o.shown = self.shown
        o.seen = self.seen
        o.pools = self.pools
        o.drawing = self.drawing
        o.peeker = self.peeker
        o.tents = self.tents
        o.at = self.at
        o.cubes = self.cubes[:]
        o.flags = self.flags
        o.planted = self.planted
        o.camps = self.camps
        o.dice = self.dice[:]
        o.pips = self.pips[:]
        o.hue = self.hue[:]
        o.rolling = self.rolling[:]
        o.winner = self.winner
        return o

    @classmethod
    def initial(cls, game: Any) -> SouthPoleTable:
        s = cls.__new__(cls)
        s._init_base(game)
        n = game.players
        s.phase = SETUP
        s.turn = 0
        s.dealt = 0
        s.undealt = [len(p) for p in INITIAL_POOLS]
        s.back = [-1] * SPACES
        s.face = [-1] * SPACES
        s.shown = [0] * SPACES
        s.seen = [0] * SPACES
        s.pools = list(INITIAL_POOLS)
        s.drawing = -1
        s.peeker = -1
        s.tents = [SHIP_SPACE] * n
        s.at = SHIP_SPACE
        s.cubes = list(STARTING_CUBES[:n])
        s.flags = [FLAGS_EACH[n]] * n
        s.planted = [-1] * SPACES
        s.camps = [0] * SPACES
        s.dice = []
        s.pips = []
        s.hue = []
        s.rolling = []
        s.winner = -1
        return s
