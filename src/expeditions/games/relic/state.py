"""The Relic Expedition state: what lies on the table, in plain data."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from expeditions.core import State

from . import flow, rules, scoring
from .actions import Action
from .hidden import redraw_hidden, rewrite_draws
from .observation import observe
from .tasks import P_OVER


class RelicState(State):
    """Board by cell index (see components.NEIGH); backpacks are 8-slot tuples.

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
    )

    @classmethod
    def initial(cls, game: Any) -> RelicState:
        self = cls.__new__(cls)
        self._init_base(game)
        self._outcomes = None
        flow.setup(self)
        return self

    def _current_player(self) -> int:
        return self.to_move

    def _is_terminal(self) -> bool:
        return self.phase == P_OVER

    def _turn_owner(self) -> int:
        """The roller: every seat moves animals in each player's turn."""
        return self.turn

    def _legal_actions(self) -> Sequence[Action]:
        return rules.legal_actions(self)

    def _chance_outcomes(self) -> Sequence[tuple[Action, float]]:
        outcomes = self._outcomes
        if outcomes is None:
            outcomes = self._outcomes = rules.chance_outcomes(self)
        return outcomes

    def _apply(self, action: Action) -> None:
        self._outcomes = None
        rules.apply(self, action)

    def _copy_into(self, other: State) -> None:
        o: RelicState = other  # type: ignore[assignment]
        o.phase = self.phase
        o.turn = self.turn
        o.turns = self.turns
        o.to_move = self.to_move
        o.ap = self.ap
        o.face = self.face
        o.rolled = self.rolled
        o.species_queue = self.species_queue
        o.moved = self.moved
        o.chooser = self.chooser
        o.picked = self.picked
        o.kind = self.kind[:]
        o.dense = self.dense[:]
        o.wall = self.wall.copy()
        o.starts = self.starts.copy()
        o.features = self.features.copy()
        o.stack = self.stack
        o.start_stack = self.start_stack
        o.bag = self.bag
        o.pool = self.pool
        o.reserved = self.reserved
        o.spot_hidden = self.spot_hidden.copy()
        o.spot_size = self.spot_size.copy()
        o.spot_orig = self.spot_orig.copy()
        o.spot_taken = self.spot_taken.copy()
        o.ground = self.ground.copy()
        o.animals = self.animals[:]
        o.pos = self.pos[:]
        o.lying = self.lying[:]
        o.pack = self.pack[:]
        o.known = self.known[:]
        o.gone = self.gone
        o.overflow = self.overflow
        o.overflow_seat = self.overflow_seat
        o.todo = self.todo[:]
        o.choices = self.choices
        o.taken = self.taken
        o.dropped = self.dropped
        o.panther_traps = self.panther_traps
        o.winner = self.winner
        o._outcomes = self._outcomes

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return observe(self, seat)

    def _resample(self, seat: int, rng: random.Random) -> State:
        # The stack, the bag and the feature relics are drawn only when they
        # turn up, so they stay chance nodes. What is fixed and unseen is the
        # supplies other seats drew face down: they go back among the bag's
        # tokens and are drawn again.
        guess = self.clone()
        guess._determinized = True
        redraw_hidden(guess, seat, rng)
        rewrite_draws(guess, seat, rng)
        return guess

    def _scores(self) -> list[float]:
        return scoring.scores(self)

    def _winners(self) -> list[int]:
        """Only the explorer who leaves the jungle with four matching relics (p.8)."""
        return [self.winner] if self.winner >= 0 else []

    def _why_illegal(self, action: Any) -> str:
        return rules.why_illegal(self, action) or super()._why_illegal(action)
