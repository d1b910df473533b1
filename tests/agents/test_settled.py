"""`ismcts:stop=settled`: a search ends once the rest of its budget could not
change the move, and plays the move the whole budget would play."""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions.agents import ISMCTSBot, make_bot
from expeditions.agents.ismcts import Node, best_child, settled
from expeditions.core import SeatView
from tests.agents.positions import toy_position
from tests.agents.test_budget import TICK, CostlyView, FakeClock, timed_bot
from tests.agents.toy import CARD, ROLL, STOP


def _root(*visits: int) -> Node:
    root = Node(0)
    for action, n in zip((ROLL, STOP, CARD), visits, strict=False):
        child = root.children[action] = Node(0)
        child.visits = n
    return root


def test_settled_when_the_lead_is_more_than_the_iterations_left():
    assert settled(_root(30, 19, 5), 10)
    assert not settled(_root(30, 20, 5), 10)  # ten more for the second would tie it
    assert not settled(_root(30, 30, 5), 0)  # a tie is decided by the means, not settled


def test_an_action_not_yet_tried_counts_as_none_visited():
    assert settled(_root(12), 11)
    assert not settled(_root(12), 12)


def _lead(root: Node) -> int:
    """Visits of the most visited root action less those of the next."""
    visits = sorted((child.visits for child in root.children.values()), reverse=True)
    return visits[0] - (visits[1] if len(visits) > 1 else 0)


def _decisions(name: str, count: int) -> list:
    """Positions of a heuristic game where the seat to move has a choice."""
    game = expeditions.load(name, players=2)
    state = game.new_initial_state()
    rng = random.Random(7)
    bot = make_bot("heuristic")
    found = []
    while not state.is_terminal() and len(found) < count:
        if state.is_chance_node():
            state.play_chance(rng)
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        if len(legal) > 2 and len(state.history) % 5 == 0:
            found.append(state.clone())
        state.apply(bot.choose(SeatView(state, seat), legal, rng))
    return found


@pytest.mark.parametrize("name", ["cave", "relic", "southpole", "temple"])
def test_a_settled_search_plays_what_the_whole_budget_plays(name):
    fewer = 0
    for state in _decisions(name, 3):
        seat = state.current_player()
        legal = state.legal_actions()
        whole = ISMCTSBot(iters=300).search(SeatView(state, seat), random.Random(5))
        early = ISMCTSBot(iters=300, stop="settled").search(SeatView(state, seat), random.Random(5))
        assert best_child(early, legal) == best_child(whole, legal)
        assert early.visits <= whole.visits == 300
        if early.visits < whole.visits:
            # it stopped on the first iteration after which no other could catch up
            done = early.visits
            assert _lead(early) > 300 - done
            before = ISMCTSBot(iters=done - 1).search(SeatView(state, seat), random.Random(5))
            assert _lead(before) <= 300 - (done - 1)
            fewer += 1
    assert fewer  # at least one of the searches had iterations to spare


def test_a_settled_timed_search_ends_before_its_deadline_with_the_same_move():
    # the toy racer 3 squares from home against 5: one move leads all the way
    state = toy_position(position=(3, 5))
    legal = state.legal_actions()
    roots = []
    for stop in ("budget", "settled"):
        clock = FakeClock()
        view = CostlyView(state, 0, clock)
        roots.append(
            (timed_bot(clock, time=2.0, stop=stop).search(view, random.Random(4)), clock.now)
        )
    (whole, whole_time), (early, early_time) = roots
    assert best_child(early, legal) == best_child(whole, legal)
    assert whole_time >= 2.0 - TICK - 1e-9
    assert early_time < 2.0 - 10 * TICK
    # every iteration costs one tick here, so the iterations left are the ticks left
    assert _lead(early) > (2.0 - early_time) / TICK - 1e-6


def test_an_unknown_stop_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="budget, settled"):
        make_bot("ismcts:stop=never")
