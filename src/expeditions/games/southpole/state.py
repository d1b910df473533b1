"""What is on the table in Roll to the South Pole, in plain ints and lists."""

from __future__ import annotations

import random
from typing import Any

from expeditions.core import CHANCE, State

from . import rules
from .actions import TILE_ACTIONS, Action
from .components import (
    FLAGS_EACH,
    INITIAL_POOLS,
    KINDS,
    SHIP_SPACE,
    SPACES,
    STARTING_CUBES,
    pool_index,
)
from .scoring import flags_planted
from .view import observe

_SETUP = rules.SETUP


class SouthPoleState(State):
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

    @classmethod
    def initial(cls, game: Any) -> SouthPoleState:
        s = cls.__new__(cls)
        s._init_base(game)
        n = game.players
        s.phase = rules.SETUP
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

    # --- hooks --------------------------------------------------------------

    def _is_terminal(self) -> bool:
        return self.winner >= 0

    def _current_player(self) -> int:
        if self.phase == _SETUP or self.drawing >= 0 or self.rolling:
            return CHANCE
        return self.turn

    def _legal_actions(self) -> list[Action]:
        return rules.legal_actions(self)

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        return rules.chance_outcomes(self)

    def _apply(self, action: Action) -> None:
        rules.apply_action(self, action)

    def _why_illegal(self, action: Any) -> str:
        if not self.is_chance_node():
            why = rules.why_illegal(self, action)
            if why is not None:
                return why
        return super()._why_illegal(action)

    def _copy_into(self, other: State) -> None:
        assert isinstance(other, SouthPoleState)
        other.phase = self.phase
        other.turn = self.turn
        other.dealt = self.dealt
        if self.phase == _SETUP:
            other.undealt = self.undealt[:]
            other.back = self.back[:]
        else:  # only the deal writes these: once it is over they can be shared
            other.undealt = self.undealt
            other.back = self.back
        other.face = self.face[:]
        other.shown = self.shown[:]
        other.seen = self.seen[:]
        other.pools = self.pools[:]
        other.drawing = self.drawing
        other.peeker = self.peeker
        other.tents = self.tents[:]
        other.at = self.at
        other.cubes = self.cubes[:]
        other.flags = self.flags[:]
        other.planted = self.planted[:]
        other.camps = self.camps[:]
        other.dice = self.dice[:]
        other.pips = self.pips[:]
        other.hue = self.hue[:]
        other.rolling = self.rolling[:]
        other.winner = self.winner

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return observe(self, seat)

    def _resample(self, seat: int, rng: random.Random) -> SouthPoleState:
        """Faces others peeked at go back to their piles and are drawn again."""
        guess = self.clone()
        assert isinstance(guess, SouthPoleState)
        bit = 1 << seat
        redraw = [
            t
            for t in range(SPACES)
            if guess.face[t] >= 0 and not guess.shown[t] and not guess.seen[t] & bit
        ]
        for t in redraw:
            i = pool_index_of(guess, t)
            guess.pools[i] = tuple(sorted((*guess.pools[i], guess.face[t])))
            guess.face[t] = -1
        for t in redraw:
            i = pool_index_of(guess, t)
            pile = guess.pools[i]
            tile = pile[rng.randrange(len(pile))]
            rules._fix_face(guess, t, tile)
        self._rewrite_secrets(guess, seat)
        guess._determinized = True
        return guess

    def _rewrite_secrets(self, guess: SouthPoleState, seat: int) -> None:
        """Secret draws the seat did not see now name the guessed faces."""
        for i, seats in self.secret.items():
            if seat in seats:
                continue
            space = guess.history[i - 1].a
            if guess.face[space] >= 0:
                guess.history[i] = TILE_ACTIONS[guess.face[space]]

    def _scores(self) -> list[float]:
        return [float(n) for n in flags_planted(self)]

    def _winners(self) -> list[int]:
        """Only the first to plant all their flags (p.11); the game ends then."""
        return [self.winner]


def pool_index_of(s: SouthPoleState, space: int) -> int:
    return pool_index(KINDS[space], s.back[space])
