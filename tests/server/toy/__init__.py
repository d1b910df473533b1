"""Toy race: a tiny game with dice, a secret card and turns of several decisions.

It exists only in the test process, so the table can be tested before (and
independently of) the real games. Each turn a runner may `step` (one space)
as often as they like, `roll` (a chance node: 1-3 spaces, ends the turn), or
`peek` at the hidden goal card (a secret log entry), then `end`. The first to
reach the goal space ends the game; score = position + own card.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from expeditions.core import CHANCE, Game, GameInfo, Option, State, register

from . import render

GOAL = 6


class Act(NamedTuple):
    word: str
    value: int = 0

    def __str__(self) -> str:
        return f"{self.word} {self.value}" if self.word in ("card", "die", "goal") else self.word


WORDS = ("step", "roll", "peek", "end")


class ToyState(State):
    __slots__ = ("pos", "cards", "turn", "steps", "phase", "peeked", "goal_card")

    @classmethod
    def initial(cls, game: Game) -> ToyState:
        self = cls.__new__(cls)
        self._init_base(game)
        n = game.players
        self.pos = [0] * n
        self.cards = [0] * n
        self.turn = 0
        self.steps = 0
        self.phase = "deal"  # deal -> play -> die -> goal? -> play
        self.peeked = [False] * n
        self.goal_card = 0
        return self

    def _dealt(self) -> int:
        return sum(1 for c in self.cards if c)

    def _current_player(self) -> int:
        if self.phase in ("deal", "die", "goal"):
            return CHANCE
        return self.turn

    def _is_terminal(self) -> bool:
        return max(self.pos) >= GOAL

    def _legal_actions(self):
        out = []
        if self.steps < self.game.options["max_steps"]:
            out.append(Act("step"))
        out.append(Act("roll"))
        if not self.peeked[self.turn]:
            out.append(Act("peek"))
        if self.steps:
            out.append(Act("end"))
        return out

    def _chance_outcomes(self):
        if self.phase == "deal":
            return [(Act("card", v), 1 / 3) for v in (1, 2, 3)]
        if self.phase == "goal":
            return [(Act("goal", v), 1 / 2) for v in (1, 2)]
        return [(Act("die", v), 1 / 3) for v in (1, 2, 3)]

    def _next(self) -> None:
        self.turn = (self.turn + 1) % self.game.players
        self.steps = 0
        self.phase = "play"

    def _apply(self, action: Act) -> None:
        w = action.word
        if w == "card":
            self._keep_secret(self._dealt())
            self.cards[self._dealt()] = action.value
            if self._dealt() == self.game.players:
                self.phase = "play"
        elif w == "step":
            self.pos[self.turn] += 1
            self.steps += 1
        elif w == "roll":
            self.phase = "die"
        elif w == "die":
            self.pos[self.turn] += action.value
            self._next()
        elif w == "peek":
            self.peeked[self.turn] = True
            self.phase = "goal"
        elif w == "goal":
            self._keep_secret(self.turn)
            self.goal_card = action.value
            self.phase = "play"
        elif w == "end":
            self._next()

    def _copy_into(self, other: State) -> None:
        other.pos = self.pos[:]
        other.cards = self.cards[:]
        other.turn = self.turn
        other.steps = self.steps
        other.phase = self.phase
        other.peeked = self.peeked[:]
        other.goal_card = self.goal_card

    def _observation(self, seat: int | None) -> dict[str, Any]:
        over = self._is_terminal()
        obs: dict[str, Any] = {
            "positions": list(self.pos),
            "turn": self.turn,
            "steps": self.steps,
            "cards": [c if (over or seat == i) else None for i, c in enumerate(self.cards)],
        }
        if over:
            obs["final"] = {
                "scores": self._scores(),
                "explain": [
                    f"{p} spaces + card {c}" for p, c in zip(self.pos, self.cards, strict=True)
                ],
            }
        return obs

    def _resample(self, seat: int, rng: random.Random) -> State:
        other = self.clone()
        for i in range(len(self.cards)):
            if i != seat and self.cards[i]:
                other.cards[i] = rng.choice((1, 2, 3))
        return other

    def _scores(self) -> list[float]:
        return [float(p + c) for p, c in zip(self.pos, self.cards, strict=False)]


class ToyGame(Game):
    __slots__ = ()
    info = GameInfo(
        name="toyrace",
        title="Toy race",
        min_players=2,
        max_players=3,
        chance=True,
        hidden_information=True,
        max_game_length=400,
        options={"max_steps": Option(2, "steps allowed per turn", (1, 2, 3))},
    )
    state_class = ToyState
    renderer = render

    def num_distinct_actions(self) -> int:
        return len(WORDS)

    def action_id(self, action: Act) -> int:
        return WORDS.index(action.word)

    def action_from_id(self, state: State, action_id: int) -> Act:
        return Act(WORDS[action_id])


Game_ = register(ToyGame)
