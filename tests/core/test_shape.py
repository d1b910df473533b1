"""Scaffolding every game shares: declared copying, the observation header, `edit`."""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions.core import CHANCE, State, sample_outcome
from expeditions.core.copying import copier, own, own_row
from expeditions.core.observation import header


def test_declared_copy_copies_each_kind_as_declared():
    class Pile(State):
        __slots__ = ("count", "cards", "hands", "seen", "cache")
        COPY = {
            "count": "value",
            "cards": "list",
            "hands": "rows",
            "seen": "copy",
            "cache": "reset",
        }

    a = Pile.__new__(Pile)
    a.count, a.cards, a.hands, a.seen, a.cache = 3, [1, 2], [[1], [2]], {4}, object()
    b = Pile.__new__(Pile)
    a._copy_into(b)
    assert (b.count, b.cards, b.hands, b.seen, b.cache) == (3, [1, 2], [[1], [2]], {4}, None)
    b.cards.append(9)
    b.hands[0].append(9)
    b.seen.add(9)
    assert a.cards == [1, 2] and a.hands == [[1], [2]] and a.seen == {4}


class Board(State):
    __slots__ = ("cells", "holdings")
    COPY = {"cells": "shared", "holdings": "shared rows"}


def _board() -> Board:
    a = Board.__new__(Board)
    a._init_base(expeditions.load("southpole", players=2))
    a.cells, a.holdings = [0, 0, 0], [[1, 2], [3, 4]]
    return a


def test_shared_fields_are_shared_until_the_rules_make_them_a_table_s_own():
    a = _board()
    b = a.lookahead_copy()
    assert b.cells is a.cells
    assert b.holdings is not a.holdings and b.holdings[0] is a.holdings[0]
    own(b, "cells")[1] = 5
    own_row(b.holdings, 1)[0] = 9
    assert (a.cells, a.holdings) == ([0, 0, 0], [[1, 2], [3, 4]])
    assert (b.cells, b.holdings) == ([0, 5, 0], [[1, 2], [9, 4]])
    assert b.holdings[0] is a.holdings[0]  # the row left alone is still shared


def test_edit_gives_the_state_its_own_shared_fields_before_hands_change_them():
    a = _board()
    b = a.clone()
    with b.edit():
        b.cells[0] = 7
        b.holdings[1][1] = 8
    assert (a.cells, a.holdings) == ([0, 0, 0], [[1, 2], [3, 4]])
    assert (b.cells, b.holdings) == ([7, 0, 0], [[1, 2], [3, 8]])


def test_a_copy_declaration_must_name_every_slot_once_with_a_known_kind():
    with pytest.raises(ValueError, match="leaves out cards"):
        copier("Pile", {"count": "value"}, ("count", "cards"))
    with pytest.raises(ValueError, match="not slots"):
        copier("Pile", {"count": "value", "ghost": "list"}, ("count",))
    with pytest.raises(ValueError, match="kinds"):
        copier("Pile", {"count": "deep"}, ("count",))


@pytest.mark.parametrize("name", ["cave", "relic", "southpole", "temple"])
def test_every_observation_starts_with_the_same_header(name):
    state = expeditions.play(name, players=2, seed=5, bots=["random", "random"], limit=60)
    for seat in (None, 0, 1):
        seen = state.observation(seat)
        same = header(state, seat, final=seen["final"])
        assert {k: seen[k] for k in same} == same
        assert isinstance(seen["phase"], str) and seen["phase"]


def test_header_takes_scores_a_game_already_has_without_counting_them_again(monkeypatch):
    state = expeditions.play("cave", players=2, seed=5, bots=["random", "random"], limit=60)
    counted = []
    monkeypatch.setattr(type(state), "scores", lambda self: counted.append(1) or [0.0, 0.0])
    assert header(state, 0, scores=[7, 3])["scores"] == [7, 3]
    assert counted == []
    seen = state.observation(0)  # Cave shows whole points it counts itself
    assert counted == [] and all(isinstance(x, int) for x in seen["scores"])
    assert header(state, 0)["scores"] == [0.0, 0.0] and counted == [1]


def test_edit_drops_cached_legal_actions_and_the_game_s_own_caches():
    class Steps(State):
        __slots__ = ("left", "cache")
        COPY = {"left": "value", "cache": "reset"}

        def _current_player(self):
            return 0

        def _is_terminal(self):
            return self.left == 0

        def _legal_actions(self):
            return list(range(1, self.left + 1))

        def _forget(self):
            self.cache = None

    game = expeditions.load("southpole", players=2)
    state = Steps.__new__(Steps)
    state._init_base(game)
    state.left, state.cache = 3, "stale"
    assert state.legal_actions() == (1, 2, 3)
    with state.edit() as s:
        s.left = 1
    assert state.legal_actions() == (1,) and state.cache is None


@pytest.mark.parametrize("name", ["cave", "relic", "southpole", "temple"])
def test_chance_played_out_makes_the_draws_sample_outcome_makes(name):
    state = expeditions.load(name, players=2).new_initial_state()
    slow, fast = state.clone(), state.lookahead_copy()
    rng_slow, rng_fast = random.Random(7), random.Random(7)
    while slow.current_player() == CHANCE:
        slow.apply_unchecked(sample_outcome(slow.chance_outcomes(), rng_slow))
    fast.play_chance(rng_fast)
    assert fast.current_player() == slow.current_player() != CHANCE
    assert fast.observation(None) == slow.observation(None)
    assert rng_fast.random() == rng_slow.random()  # as many draws
