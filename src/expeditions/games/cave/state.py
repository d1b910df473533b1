"""Cave's State: the laid cave (see board.py), the explorers and the turn."""

from __future__ import annotations

import random
from typing import Any

from expeditions.core import Game

from . import kit, rules
from .board import BoardState
from .components import REMOVED_PER_STACK, STACK_TILES, STACKS
from .explorer import new_explorer
from .observe import observation
from .scoring import scores, winners


class CaveState(BoardState):
    __slots__ = (
        "phase",
        "seat",
        "turn",
        "first",
        "ap",
        "restricted",
        "fresh",
        "arranged",
        "pending",
        "explorers",
        "ropes",
        "drawn",
        "left",
        "discarded",
        "end_at",
        "closed",
        "claimed",
        "edit_mode",
        "edit_steps",
        "edit_i",
        "edit_pool",
        "edit_held",
        "edit_fill",
    )

    phase: int
    seat: int
    turn: int
    """turns played since the first player's first turn (-1 before it)"""
    first: int
    ap: int
    restricted: bool
    """no consumable at the start of this turn: only the 5-AP move"""
    fresh: bool
    """nothing done yet this turn: only then may the 5-AP move be made"""
    arranged: bool
    """the pitched tent was rearranged since the last AP was spent"""
    pending: int
    explorers: list[list[int]]
    ropes: dict[tuple[int, int], int]
    """rope link between two placed tiles -> seat that placed it"""
    drawn: int
    """bitmask of tile ids drawn so far (all public once drawn)"""
    left: list[int]
    """tiles still to draw per stack (the rest were removed unseen at setup)"""
    discarded: list[int]
    end_at: int
    closed: bool
    claimed: int
    edit_mode: int
    edit_steps: tuple[int, ...]
    edit_i: int
    edit_pool: list[int]
    edit_held: list[int]
    edit_fill: int

    @classmethod
    def initial(cls, game: Game) -> CaveState:
        self = cls.__new__(cls)
        self._init_base(game)
        n = game.players
        self._init_board(n)
        self.phase = rules.KIT
        self.seat = 0
        self.turn = -1
        self.first = -1
        self.ap = 0
        self.restricted = False
        self.fresh = False
        self.arranged = False
        self.pending = -1
        self.explorers = [new_explorer() for _ in range(n)]
        self.ropes = {}
        self.drawn = 0
        self.left = [len(STACK_TILES[s]) - REMOVED_PER_STACK[n] for s in range(STACKS)]
        self.discarded = []
        self.end_at = -1
        self.closed = False
        self.claimed = 0
        kit.start(self, kit.SETUP)
        return self

    # --- hooks ------------------------------------------------------------------

    def _current_player(self) -> int:
        return rules.current_player(self)

    def _is_terminal(self) -> bool:
        return self.phase == rules.OVER

    def _legal_actions(self) -> list[Any]:
        return rules.legal(self)

    def _chance_outcomes(self) -> list[tuple[Any, float]]:
        return rules.outcomes(self)

    def _apply(self, action: Any) -> None:
        rules.apply(self, action)

    def _copy_into(self, other: CaveState) -> None:
        self._copy_board_into(other)
        other.phase = self.phase
        other.seat = self.seat
        other.turn = self.turn
        other.first = self.first
        other.ap = self.ap
        other.restricted = self.restricted
        other.fresh = self.fresh
        other.arranged = self.arranged
        other.pending = self.pending
        other.explorers = [p.copy() for p in self.explorers]
        other.ropes = self.ropes.copy()
        other.drawn = self.drawn
        other.left = self.left.copy()
        other.discarded = self.discarded.copy()
        other.end_at = self.end_at
        other.closed = self.closed
        other.claimed = self.claimed
        other.edit_mode = self.edit_mode
        other.edit_steps = self.edit_steps
        other.edit_i = self.edit_i
        other.edit_pool = self.edit_pool.copy()
        other.edit_held = self.edit_held.copy()
        other.edit_fill = self.edit_fill

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return observation(self, seat)

    def _resample(self, seat: int, rng: random.Random) -> CaveState:
        """Undrawn tiles need no redraw: they are drawn at discovery, from what is
        unseen. Only starting kits still secret are answered again at random."""
        other = self.clone()
        if self.phase == rules.KIT:
            kit.redraw_hidden(other, seat, rng)
        other._determinized = True
        return other  # type: ignore[return-value]

    def _scores(self) -> list[float]:
        return [float(s) for s in scores(self)]

    def _winners(self) -> list[int]:
        """The most points among the teams back at the base camp, ties shared;
        a team away from base has lost whatever its points (p.12), so when no
        team is back nobody wins."""
        return winners(self)
