"""A tiny game with chance and hidden cards, to test the core on its own.

Each seat is dealt a secret card 1-3; then, in turn, each seat keeps it or
swaps it for a new secret card. Highest card wins.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from expeditions.core import CHANCE, Game, GameInfo, Option, State


class ToyAction(NamedTuple):
    verb: str
    value: int = 0

    def __str__(self) -> str:
        return f"deal {self.value}" if self.verb == "deal" else self.verb


KEEP, SWAP = ToyAction("keep"), ToyAction("swap")
DEALS = tuple(ToyAction("deal", v) for v in (1, 2, 3))


class ToyState(State):
    __slots__ = ("cards", "decided", "dealing")

    @classmethod
    def initial(cls, game: Game) -> ToyState:
        s = cls.__new__(cls)
        s._init_base(game)
        s.cards = []
        s.decided = 0
        s.dealing = 0
        return s

    def _is_terminal(self) -> bool:
        return self.decided == self.game.players and self.dealing is None

    def _current_player(self) -> int:
        if self.dealing is not None:
            return CHANCE
        return self.decided

    def _legal_actions(self):
        return (KEEP, SWAP)

    def _chance_outcomes(self):
        return [(d, 1 / 3) for d in DEALS]

    def _apply(self, action) -> None:
        if action.verb == "deal":
            seat = self.dealing
            self._keep_secret(seat)
            if seat < len(self.cards):
                self.cards[seat] = action.value
            else:
                self.cards.append(action.value)
            if len(self.cards) < self.game.players and seat == len(self.cards) - 1:
                self.dealing = seat + 1
            else:
                self.dealing = None
                if (
                    seat >= self.decided
                    and len(self.cards) == self.game.players
                    and (self.history and self.history[-1] == SWAP)
                ):
                    self.decided += 1
        elif action == SWAP:
            self.dealing = self.decided
        else:
            self.decided += 1

    def _copy_into(self, other) -> None:
        other.cards = self.cards[:]
        other.decided = self.decided
        other.dealing = self.dealing

    def _observation(self, seat):
        return {
            "seat": seat,
            "decided": self.decided,
            "cards": [
                c if seat == i or self._is_terminal() else None for i, c in enumerate(self.cards)
            ],
        }

    def _resample(self, seat, rng: random.Random):
        other = self.clone()
        for i in range(len(other.cards)):
            if i != seat:
                other.cards[i] = rng.randint(1, 3)
        return other

    def _scores(self):
        return [float(c) for c in self.cards]


class ToyGame(Game):
    info = GameInfo(
        name="toy",
        title="Toy high card",
        min_players=2,
        max_players=3,
        chance=True,
        hidden_information=True,
        max_game_length=20,
        options={"bonus": Option(False, "does nothing; tests option checking")},
    )
    state_class = ToyState

    def num_distinct_actions(self) -> int:
        return 2

    def action_id(self, action) -> int:
        return 0 if action == KEEP else 1

    def action_from_id(self, state, action_id: int):
        return (KEEP, SWAP)[action_id]
