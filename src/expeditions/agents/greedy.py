"""The generic `heuristic` bot: one decision's lookahead on the game's evaluation.

For each legal action it plays the action on a resampled state, lets chance
settle (exactly over the outcomes when there are few, by sampling when there
are many) and reads the game's `evaluate` from its own seat. Turns made of
several decisions need care: right after a `roll`, or halfway through a
5-action-point turn, the position is still the bot's own to improve, so when
the same seat moves again the value is the best of its next decisions
(`follow` levels deep) instead of the half-finished position. How deep is the
game's (`search.follow`): the best of a few next decisions, each after one
sampled draw, is the luckiest draw's value, so in a push-your-luck game such as
South Pole looking ahead makes the bot reckless. Ties are broken by the
injected rng, so a bot never loops on equal values in a fixed order.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from typing import Any

from expeditions.core import TERMINAL, SeatView, State, sample_outcome

from .evaluation import Evaluate, evaluator_for, follow_for, follow_top_for

TIE = 1e-9


class HeuristicBot:
    """Greedy on `evaluate`.

    `dets` resampled states per decision; chance enumerated exactly up to
    `outcomes` outcomes, else `samples` draws; `follow` further own decisions
    looked through (-1: the game's `search.follow`), at most `width` of them
    (drawn at random) at each level, with any chance beyond the first layer
    sampled once, so a decision costs about legal x samples x width
    evaluations at most. With `top` (-1: the game's `search.follow_top`; 0:
    every action) each action is first judged at once (its chance settled,
    no further decision looked at) and only the `top` best are looked
    through: the rest keep the value judged at once, as does an action after
    which the seat never decided again and no draw was sampled (ending the
    turn): looking it through would judge the same positions again.
    """

    __slots__ = ("_unsettled", "dets", "follow", "outcomes", "samples", "top", "width")
    name = "heuristic"

    def __init__(
        self,
        dets: int = 1,
        follow: int = -1,
        outcomes: int = 24,
        samples: int = 4,
        width: int = 8,
        top: int = -1,
    ) -> None:
        if min(dets, outcomes, samples, width) < 1 or min(follow, top) < -1:
            raise ValueError(
                "dets, outcomes, samples and width must be >= 1; follow and top >= 0"
                " (-1: the game's; top 0: every action)"
            )
        self.dets = dets
        self.follow = follow
        self.outcomes = outcomes
        self.samples = samples
        self.width = width
        self.top = top
        self._unsettled = False

    def choose(self, view: SeatView, legal_actions: tuple[Any, ...], rng: random.Random) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        game = view.game
        evaluate = evaluator_for(game)
        seat = view.seat
        follow = self.follow if self.follow >= 0 else follow_for(game)
        top = self.top if self.top >= 0 else follow_top_for(game)
        totals = [0.0] * len(legal_actions)
        for _ in range(self.dets):
            state = view.lookahead_resample(rng)
            values = self.values(state, legal_actions, seat, evaluate, rng, follow, top)
            for i, value in enumerate(values):
                totals[i] += value
        best = max(totals)
        tied = [a for a, v in zip(legal_actions, totals, strict=True) if v >= best - TIE]
        return tied[0] if len(tied) == 1 else tied[rng.randrange(len(tied))]

    def values(
        self,
        state: State,
        legal_actions: tuple[Any, ...],
        seat: int,
        evaluate: Evaluate,
        rng: random.Random,
        follow: int,
        top: int = 0,
    ) -> list[float]:
        """Each action's value for `seat` in `state` (left untouched); with
        `top`, only the `top` best judged at once are looked through, the
        others keep the value judged at once."""
        values = [0.0] * len(legal_actions)
        for i, value in self.judgements(state, legal_actions, seat, evaluate, rng, follow, top):
            values[i] = value
        return values

    def judgements(
        self,
        state: State,
        legal_actions: tuple[Any, ...],
        seat: int,
        evaluate: Evaluate,
        rng: random.Random,
        follow: int,
        top: int = 0,
    ) -> Iterator[tuple[int, float]]:
        """`values`, one judgement at a time as (action's index, value): with
        `top`, every action at once, then the best `top` again, looked through.
        A caller with a deadline stops between two of them."""
        if not top or follow <= 0 or len(legal_actions) <= top:
            for i, a in enumerate(legal_actions):
                yield i, self.action_value(state, a, seat, evaluate, rng, follow)
            return
        at_once = []
        settled = []
        for i, a in enumerate(legal_actions):
            self._unsettled = False
            value = self.action_value(state, a, seat, evaluate, rng, 0)
            at_once.append(value)
            settled.append(not self._unsettled)
            yield i, value
        ranked = sorted(range(len(at_once)), key=at_once.__getitem__, reverse=True)
        for i in ranked[:top]:
            if settled[i]:
                # no decision of the seat's own to look through, nor a draw to
                # make again: looking through it would judge the same positions
                yield i, at_once[i]
            else:
                yield i, self.action_value(state, legal_actions[i], seat, evaluate, rng, follow)

    def action_value(
        self,
        state: State,
        action: Any,
        seat: int,
        evaluate: Evaluate,
        rng: random.Random,
        follow: int,
        exact: bool = True,
    ) -> float:
        """The value for `seat` of playing `action` in `state` (left untouched)."""
        child = state.lookahead_copy()
        child.apply_unchecked(action)
        return self._settle(child, seat, evaluate, rng, follow, exact)

    def _settle(
        self,
        state: State,
        seat: int,
        evaluate: Evaluate,
        rng: random.Random,
        follow: int,
        exact: bool,
    ) -> float:
        """The value of `state`, which is this call's own to change: the last
        branch of each choice or chance node is played on it in place, so
        only the branches before it cost a copy."""
        player = state.current_player()
        if player == TERMINAL:
            return state.returns()[seat]
        if player >= 0:
            if player != seat:
                return evaluate(state, seat)
            if follow <= 0:
                self._unsettled = True
                return evaluate(state, seat)
            legal = state.legal_actions()
            if len(legal) > self.width:
                legal = rng.sample(legal, self.width)
            follow -= 1
            best = -math.inf
            last = len(legal) - 1
            for i, a in enumerate(legal):
                child = state.lookahead_copy() if i < last else state
                child.apply_unchecked(a)
                value = self._settle(child, seat, evaluate, rng, follow, False)
                if value > best:
                    best = value
            return best
        if not exact:
            self._unsettled = True
            state.play_chance(rng)  # one draw at each chance node, to the next decision
            return self._settle(state, seat, evaluate, rng, follow, False)
        outcomes = state.chance_outcomes()
        if exact and len(outcomes) <= self.outcomes:
            value = 0.0
            last = len(outcomes) - 1
            for i, (outcome, p) in enumerate(outcomes):
                child = state.lookahead_copy() if i < last else state
                child.apply_unchecked(outcome)
                value += p * self._settle(child, seat, evaluate, rng, follow, False)
            return value
        self._unsettled = True
        draws = self.samples
        value = 0.0
        for i in range(draws):
            child = state.lookahead_copy() if i < draws - 1 else state
            child.apply_unchecked(sample_outcome(outcomes, rng))
            value += self._settle(child, seat, evaluate, rng, follow, False)
        return value / draws

    def __repr__(self) -> str:
        return (
            f"heuristic:dets={self.dets},follow={self.follow},"
            f"outcomes={self.outcomes},samples={self.samples},width={self.width},top={self.top}"
        )
