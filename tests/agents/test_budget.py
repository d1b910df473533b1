"""`ismcts:time=T` bounds the whole decision, root judgement included.

The clock is injected and advanced by the work itself (each determinization
costs a fixed tick), so the bound is checked on the logic, not on a timer.
"""

from __future__ import annotations

import random

from expeditions.agents import ISMCTSBot
from expeditions.core import SeatView
from tests.agents.positions import toy_position

TICK = 0.01
"""What one determinization costs on the fake clock."""


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class CostlyView(SeatView):
    """A view whose every determinization moves the fake clock on by `TICK`."""

    __slots__ = ("clock", "draws")

    def __init__(self, state, seat, clock: FakeClock) -> None:
        super().__init__(state, seat)
        self.clock = clock
        self.draws = 0

    def resample(self, rng):
        self.clock.now += TICK
        self.draws += 1
        return super().resample(rng)

    def lookahead_resample(self, rng):
        self.clock.now += TICK
        self.draws += 1
        return super().lookahead_resample(rng)


def timed_bot(clock: FakeClock, **options) -> ISMCTSBot:
    class Timed(ISMCTSBot):
        __slots__ = ()

    Timed.clock = staticmethod(clock)
    return Timed(**options)


def decision_time(budget: float, **options) -> tuple[float, CostlyView]:
    clock = FakeClock()
    state = toy_position(position=(3, 5))
    view = CostlyView(state, 0, clock)
    bot = timed_bot(clock, time=budget, **options)
    start = clock()
    action = bot.choose(view, state.legal_actions(), random.Random(4))
    assert action in state.legal_actions()
    return clock() - start, view


def test_the_root_judgement_counts_against_the_budget():
    # Judging the root takes ten determinizations here (0.1 on the fake
    # clock), as long as the whole budget: before, the search then took
    # another full budget of iterations.
    elapsed, view = decision_time(0.1, dets=10)
    assert elapsed <= 0.1 * 1.1 + 1e-9
    assert view.draws <= 11


def test_a_budget_shorter_than_the_judgement_cuts_it_short():
    elapsed, view = decision_time(0.03, dets=40)
    assert elapsed <= 0.03 + TICK + 1e-9
    assert view.draws < 40


def test_the_budget_is_spent_searching_once_the_root_is_judged():
    elapsed, view = decision_time(0.2, dets=2)
    # two determinizations judge the root, the rest of the budget iterates
    # until one more iteration would end past the deadline
    assert 0.2 - TICK - 1e-9 <= elapsed <= 0.2 * 1.1 + 1e-9
    assert view.draws >= 18


def test_an_iteration_budget_ignores_the_clock():
    clock = FakeClock()
    state = toy_position(position=(3, 5))
    view = CostlyView(state, 0, clock)
    root = timed_bot(clock, iters=25, dets=3).search(view, random.Random(4))
    assert root.visits == 25
    assert view.draws == 28
