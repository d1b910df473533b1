"""A tiny dice race with a hidden card, built on the core contract for bot tests.

Each seat is dealt a face-down card (1-4) only it sees. On its turn a seat may
`roll` a die again and again (a 1 loses what the turn gathered), `stop` to bank
what it gathered, or once per game play its `card` to advance by its value. The
first to reach the goal wins at once; otherwise the game ends after `rounds`
rounds and the furthest ahead wins. Chance, hidden information, multi-decision
turns and a push-your-luck choice: everything the bots must cope with.

It is registered only while a test of tests/agents or tests/sim runs (see
their conftest), so other suites never see it; worker processes of the runner
find it through the module named in each task.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from expeditions.core import CHANCE, Game, GameInfo, Option, State

GOAL = 20
DIE = (1, 2, 3, 4, 5, 6)
CARDS = (1, 2, 3, 4)


class Move(NamedTuple):
    kind: str
    value: int = 0

    def __str__(self) -> str:
        return f"{self.kind} {self.value}" if self.kind in ("deal", "die") else self.kind


ROLL, STOP, CARD = Move("roll"), Move("stop"), Move("card")
MOVE_IDS = {ROLL: 0, STOP: 1, CARD: 2}
DEALS = tuple((Move("deal", c), 1 / len(CARDS)) for c in CARDS)
ROLLS = tuple((Move("die", d), 1 / len(DIE)) for d in DIE)


class ToyState(State):
    __slots__ = ("position", "card", "used", "pending", "turn", "rolling", "dealt", "round")

    @classmethod
    def initial(cls, game: Game) -> ToyState:
        self = cls.__new__(cls)
        self._init_base(game)
        n = game.players
        self.position = [0] * n
        self.card = [0] * n
        self.used = [False] * n
        self.pending = 0
        self.turn = 0
        self.rolling = False
        self.dealt = 0
        self.round = 0
        return self

    def _current_player(self) -> int:
        if self.dealt < self.game.players or self.rolling:
            return CHANCE
        return self.turn

    def _is_terminal(self) -> bool:
        return max(self.position) >= GOAL or self.round >= self.game.options["rounds"]

    def _legal_actions(self) -> list[Move]:
        turn = self.turn
        moves = [ROLL, STOP] if self.position[turn] + self.pending < GOAL else [STOP]
        if not self.used[turn] and self.pending == 0:
            moves.append(CARD)
        return moves

    def _chance_outcomes(self) -> tuple[tuple[Move, float], ...]:
        return DEALS if self.dealt < self.game.players else ROLLS

    def _apply(self, action: Move) -> None:
        kind = action.kind
        if kind == "deal":
            self._keep_secret(self.dealt)
            self.card[self.dealt] = action.value
            self.dealt += 1
        elif kind == "roll":
            self.rolling = True
        elif kind == "die":
            self.rolling = False
            if action.value == 1:
                self.pending = 0
                self._next_turn()
            else:
                self.pending += action.value
        elif kind == "stop":
            self.position[self.turn] += self.pending
            self.pending = 0
            self._next_turn()
        else:
            self.used[self.turn] = True
            self.position[self.turn] += self.card[self.turn]
            self._next_turn()

    def _next_turn(self) -> None:
        self.turn = (self.turn + 1) % self.game.players
        if self.turn == 0:
            self.round += 1

    def _copy_into(self, other: State) -> None:
        other.position = self.position[:]
        other.card = self.card[:]
        other.used = self.used[:]
        other.pending = self.pending
        other.turn = self.turn
        other.rolling = self.rolling
        other.dealt = self.dealt
        other.round = self.round

    def _observation(self, seat: int | None) -> dict[str, Any]:
        shown = [
            c if (seat == i or self.used[i] or self._is_terminal()) else None
            for i, c in enumerate(self.card)
        ]
        return {
            "position": self.position[:],
            "card": shown if self.dealt == self.game.players else shown[: self.dealt],
            "used": self.used[:],
            "pending": self.pending,
            "turn": self.turn,
            "rolling": self.rolling,
            "dealt": self.dealt,
            "round": self.round,
        }

    def _resample(self, seat: int, rng: random.Random) -> State:
        other = self.clone()
        for i in range(self.dealt):
            if i != seat and not self.used[i]:
                other.card[i] = rng.choice(CARDS)
        return other

    def _scores(self) -> list[float]:
        return [float(p) for p in self.position]


class ToyGame(Game):
    __slots__ = ()
    info = GameInfo(
        name="toyrace",
        title="Toy dice race",
        min_players=2,
        max_players=4,
        chance=True,
        hidden_information=True,
        max_game_length=24 * 4 * (2 * GOAL + 1) + 4,
        options={
            "rounds": Option(12, "rounds before the game ends", choices=(6, 12, 24)),
        },
    )
    state_class = ToyState

    def num_distinct_actions(self) -> int:
        return len(MOVE_IDS)

    def action_id(self, action: Move) -> int:
        return MOVE_IDS[action]

    def action_from_id(self, state: State, action_id: int) -> Move:
        return (ROLL, STOP, CARD)[action_id]
