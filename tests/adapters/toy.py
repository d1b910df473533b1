"""`toyswap`: a tiny game on the core contract for testing the adapters.

Five cards, valued 1 to 5, are shuffled face down. Each seat is dealt one
that only it sees. For `rounds` rounds each seat in turn may `keep` its card
or `swap` it: the old card goes face up on the discard pile and a new one is
drawn from the deck (while the deck lasts). Highest card wins; hands are
shown at the end. Chance, hidden information, secrets in the log and
resampling, in as few lines as possible.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from expeditions.core import CHANCE, Game, GameInfo, Option, State

NAME = "toyswap"
CARDS = (1, 2, 3, 4, 5)


class Move(NamedTuple):
    kind: str
    value: int = 0

    def __str__(self) -> str:
        return f"deal {self.value}" if self.kind == "deal" else self.kind


KEEP, SWAP = Move("keep"), Move("swap")
MOVE_IDS = {KEEP: 0, SWAP: 1}


class ToySwapState(State):
    __slots__ = ("hands", "deck", "discards", "turn", "round", "dealing")

    @classmethod
    def initial(cls, game: Game) -> ToySwapState:
        self = cls.__new__(cls)
        self._init_base(game)
        self.hands = [0] * game.players
        self.deck = list(CARDS)
        self.discards = []
        self.turn = 0
        self.round = 0
        self.dealing = 0
        return self

    def _current_player(self) -> int:
        return CHANCE if self.dealing >= 0 else self.turn

    def _is_terminal(self) -> bool:
        return self.round >= self.game.options["rounds"]

    def _legal_actions(self) -> list[Move]:
        return [KEEP, SWAP] if self.deck else [KEEP]

    def _chance_outcomes(self) -> list[tuple[Move, float]]:
        p = 1 / len(self.deck)
        return [(Move("deal", c), p) for c in self.deck]

    def _apply(self, action: Move) -> None:
        if action.kind == "deal":
            swapping = 0 not in self.hands
            self._keep_secret(self.dealing)
            self.hands[self.dealing] = action.value
            self.deck.remove(action.value)
            self.dealing = self.hands.index(0) if 0 in self.hands else -1
            if swapping:
                self._next_turn()
            return
        if action == SWAP:
            self.discards.append(self.hands[self.turn])
            self.dealing = self.turn
            return
        self._next_turn()

    def _next_turn(self) -> None:
        self.turn += 1
        if self.turn == self.game.players:
            self.turn = 0
            self.round += 1

    def _copy_into(self, other: ToySwapState) -> None:
        other.hands = self.hands[:]
        other.deck = self.deck[:]
        other.discards = self.discards[:]
        other.turn = self.turn
        other.round = self.round
        other.dealing = self.dealing

    def _observation(self, seat: int | None) -> dict[str, Any]:
        over = self._is_terminal()
        hands = [h if over or seat == i else (None if h else 0) for i, h in enumerate(self.hands)]
        return {
            "hands": hands,
            "deck": len(self.deck),
            "discards": list(self.discards),
            "turn": self.turn,
            "round": self.round,
            "dealing": self.dealing,
        }

    def _resample(self, seat: int, rng: random.Random) -> ToySwapState:
        guess = self.clone()
        unseen = [i for i, h in enumerate(self.hands) if h and i != seat]
        pool = [self.hands[i] for i in unseen] + self.deck
        rng.shuffle(pool)
        for i in unseen:
            guess.hands[i] = pool.pop()
        guess.deck = sorted(pool)
        return guess

    def _scores(self) -> list[float]:
        return [float(h) for h in self.hands]


class ToySwapGame(Game):
    __slots__ = ()
    info = GameInfo(
        name=NAME,
        title="Toy swap",
        min_players=2,
        max_players=3,
        chance=True,
        hidden_information=True,
        max_game_length=3 + 3 * 3 * 2,
        options={"rounds": Option(2, "rounds of keep-or-swap", choices=(1, 2, 3))},
    )
    state_class = ToySwapState

    def max_chance_outcomes(self) -> int:
        return len(CARDS)

    def num_distinct_actions(self) -> int:
        return len(MOVE_IDS)

    def action_id(self, action: Move) -> int:
        return MOVE_IDS[action]

    def action_from_id(self, state: State, action_id: int) -> Move:
        for move, i in MOVE_IDS.items():
            if i == action_id:
                return move
        raise ValueError(f"no action has id {action_id}")
