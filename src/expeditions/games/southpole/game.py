"""Roll to the South Pole put together: its table, rules, views and bots, registered."""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate

from expeditions.core import (
    CHANCE,
    TERMINAL,
    Game,
    GameInfo,
    SearchHints,
    State,
    register,
    sample_outcome,
)

from . import heuristic, observation, render, rules, scoring
from .actions import ACTIONS, REROLL, Action
from .components import NEED
from .narration import SouthPoleNarrator
from .rules import REROLLED, ROLL_OUTCOMES
from .state import CHECK, SETUP, SouthPoleTable

MAX_GAME_LENGTH = 5000
"""Not a rule (a game played by people has no limit): the length at which the
simulator, the benchmarks and the adapters stop a game. Nothing in the rules
forces progress, so random play may wander for ever; games of heuristic bots
end with a winner in about 300-800 actions."""


_EDGES: tuple[float, ...] = tuple(accumulate(p for _, p in ROLL_OUTCOMES[0]))
"""Where each face of a die ends on `rng.random()`'s line, summed as
`core.sample_outcome` sums them (every colour has the same faces)."""
_ROLLS: tuple[tuple[Action, ...], ...] = tuple(
    (*(a for a, _ in row), row[-1][0]) for row in ROLL_OUTCOMES
)
"""By colour, the roll that `bisect_right(_EDGES, x)` points at; past the
last edge (rounding) it is the last face, as in `core.sample_outcome`."""
_PIPS: tuple[int, ...] = tuple(roll.b for roll in _ROLLS[0])
"""The pips of the face `bisect_right(_EDGES, x)` points at (the same for every colour)."""


class SouthPoleState(SouthPoleTable):
    """The table with its hooks: each is a function of the rules, scoring or views."""

    __slots__ = ()

    _is_terminal = rules.is_over
    _current_player = rules.current_player
    _legal_actions = rules.legal_actions
    _chance_outcomes = rules.chance_outcomes
    _apply = rules.apply
    _why_illegal = rules.why_illegal
    _scores = scoring.scores
    _winners = scoring.winners
    _observation = observation.observe
    _resample = observation.resample
    _lookahead_resample = observation.lookahead_resample

    # The contract's busiest calls, answered in one step each: a bot's
    # lookahead asks them some 700,000 times a game. Each gives what the
    # base class gives through the hooks above (checked against it in
    # tests/southpole/test_speed_paths.py).

    def current_player(self) -> int:
        if self.stopped is not None or self.winner >= 0:
            return TERMINAL
        if self.phase == SETUP or self.drawing >= 0 or self.rolling:
            return CHANCE
        return self.turn

    def is_chance_node(self) -> bool:
        return (
            self.stopped is None
            and self.winner < 0
            and bool(self.phase == SETUP or self.drawing >= 0 or self.rolling)
        )

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.stopped is None and self.winner < 0:
            if self.rolling and self.phase != SETUP and self.drawing < 0:
                return list(ROLL_OUTCOMES[self.dice[self.rolling[0]]])
            if self.phase == SETUP or self.drawing >= 0:
                return rules.chance_outcomes(self)
        return State.chance_outcomes(self)

    def play_chance(self, rng: random.Random) -> None:
        """Play chance outcomes until a seat is to move or the game is over,
        each drawn by one `rng.random()` exactly as `core.sample_outcome`
        draws it: what a bot's lookahead does after a reroll, die by die,
        without asking for the outcomes of each."""
        while self.stopped is None and self.winner < 0:
            if self.phase == SETUP or self.drawing >= 0:
                self.apply_unchecked(sample_outcome(rules.chance_outcomes(self), rng))
                continue
            rolling = self.rolling
            if rolling:
                dice, pips, history, draw = self.dice, self.pips, self.history, rng.random
                for die in rolling:
                    action = _ROLLS[dice[die]][bisect_right(_EDGES, draw())]
                    pips[die] = action.b
                    history.append(action)
                rolling.clear()
                self._legal = None
            break

    def one_step_values(
        self,
        actions: Sequence[Action],
        seat: int,
        evaluate: Callable[[State, int], float],
        rng: random.Random,
    ) -> list[float]:
        """`State.one_step_values`, with the rerolls at a check judged in one go.

        A search widening a check judges each of up to 63 rerolls after its
        own roll of the dice. The heuristic reads the dice after a reroll
        only through whether they meet the tile (`heuristic.evaluate`), so
        each reroll draws its dice as `play_chance` would and two positions
        are judged, one with the tile met and one missed; the values and
        the draws are those of the general way. Any other action, phase or
        evaluation takes the general way.
        """
        if self.phase != CHECK or evaluate is not heuristic.evaluate:
            return State.one_step_values(self, actions, seat, evaluate, rng)
        dice, hue = self.dice, self.hue
        need0, need1, need2 = NEED[self.face[self.at]]
        kept = [pip if pip > 0 else 0 for pip in self.pips]  # what each die now adds
        shown = rules.counts(self)
        draw, edges, pips_of, face_of = rng.random, _EDGES, _PIPS, bisect_right
        judged: dict[bool, float] = {}
        values: list[float] = []
        for action in actions:
            if action.kind != REROLL:
                values.extend(State.one_step_values(self, (action,), seat, evaluate, rng))
                continue
            rerolled = REROLLED[action.a]
            sums = shown[:]
            faces = []
            for die in rerolled:
                face = face_of(edges, draw())
                faces.append(face)
                sums[hue[die]] += pips_of[face] - kept[die]
            met = sums[0] >= need0 and sums[1] >= need1 and sums[2] >= need2
            value = judged.get(met)
            if value is None:
                child = self.lookahead_copy()
                child.apply_unchecked(action)
                for die, face in zip(rerolled, faces, strict=True):
                    child.apply_unchecked(_ROLLS[dice[die]][face])
                value = judged[met] = evaluate(child, seat)
            values.append(value)
        return values


class SouthPoleGame(Game):
    info = GameInfo(
        name="southpole",
        title="Roll to the South Pole",
        min_players=2,
        max_players=5,
        chance=True,
        hidden_information=True,
        max_game_length=MAX_GAME_LENGTH,
        options={},
        summary="push your luck with 6 chosen dice over hidden hex terrain; "
        "first to plant all flags wins",
        phases=("setup", "start", "move", "check", "onward", "over"),
    )
    state_class = SouthPoleState
    actions = ACTIONS
    narrator = SouthPoleNarrator
    renderer = render
    heuristic = heuristic
    # playout_depth: ISMCTS judges each new leaf at once: random actions waste cubes on rerolls
    # and push on against the odds, and against `heuristic` the search won 60% of 48 games at 0
    # but 44% at 5 actions.
    # follow: the heuristic bot judges an action by the position after its dice. Looking one own
    # decision further took the best of up to 8 next decisions, each after one sampled roll: the
    # luckiest roll's value, so the bot pushed its luck. Without it the bot won 65.2% [60.5, 69.8]
    # of 400 games (seats alternated) against the bot with it, at an eighth of the time.
    # chance: ISMCTS walks on after each die or tile in a node of its own for each outcome. In
    # the open loop a roll's worth is the next decision that is best on average over the faces,
    # and more search won less against `heuristic`: 55.4% of 92 games at 1,000 iterations, 47.5%
    # of 40 at a second a decision. Split: 68.0% of 50 at 1,000, 68.0% of 200 at a second.
    # fresh (left to widen): judging a new outcome as a leaf ran 2.5 times the iterations a
    # second but won 31 of 64 games at a second a decision, where widening won 48 of them.
    search = SearchHints(playout_depth=0, follow=0, chance="split")


register(SouthPoleGame)
