"""The fast paths a bot's lookahead takes give what the general ones give.

South Pole answers the contract's busiest calls in one step, shares board
lists between copies and remembers the heuristic's open flags by those
lists; each test plays seeded random games and compares, position by
position, the fast answer with the one the base class or a fresh start gives.
"""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions.core import CHANCE, State, sample_outcome
from expeditions.games.southpole import heuristic, rules
from expeditions.games.southpole.actions import REROLL
from expeditions.games.southpole.components import FLAG_SPACES
from expeditions.games.southpole.state import BOARD, CHECK, SouthPoleTable


def positions(games: int = 6, players: int = 2, limit: int = 400):
    """Every position of seeded random games (the same positions on every run)."""
    for seed in range(games):
        rng = random.Random(seed)
        game = expeditions.load("southpole", players=players + seed % 2)
        s = game.new_initial_state()
        while not s.is_terminal() and len(s.history) < limit:
            yield s
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
        yield s


def slots(s: State) -> dict[str, object]:
    names = [*State.__slots__, *SouthPoleTable.__slots__]
    return {name: getattr(s, name) for name in names}


def test_the_copy_holds_every_slot_as_copy_declares():
    for s in positions(games=3):
        fast, slow = s.clone(), State.clone(s)
        assert slots(fast) == slots(slow)
        for name, kind in SouthPoleTable.COPY.items():
            if kind == "list":
                assert getattr(fast, name) is not getattr(s, name), name
        assert fast.history is not s.history


def test_fast_contract_calls_answer_as_the_hooks_do():
    for s in positions():
        assert s.current_player() == State.current_player(s)
        assert s.is_chance_node() == State.is_chance_node(s)
        if s.is_chance_node():
            assert s.chance_outcomes() == State.chance_outcomes(s)


def test_playing_chance_at_once_draws_as_sample_outcome_does():
    checked = 0
    for i, s in enumerate(positions()):
        if s.current_player() != CHANCE:
            continue
        fast, slow = s.clone(), s.clone()
        fast_rng, slow_rng = random.Random(i), random.Random(i)
        fast.play_chance(fast_rng)
        while slow.current_player() == CHANCE:
            slow.apply_unchecked(sample_outcome(slow.chance_outcomes(), slow_rng))
        assert fast.history == slow.history
        assert fast.snapshot() == slow.snapshot()
        assert fast.legal_actions() == slow.legal_actions()
        assert fast_rng.random() == slow_rng.random(), "as many draws on both"
        checked += 1
    assert checked > 500


def test_no_board_list_changes_once_a_write_is_over():
    """What lets copies share the board and the heuristic trust its memory."""
    kept = []
    rng = random.Random(7)
    for s in positions(games=3):
        guess = s.resample(len(s.history) % len(s.tents), rng)
        for table in (s, guess):
            kept.extend((getattr(table, name), getattr(table, name)[:]) for name in BOARD)
        if not guess.is_terminal():
            legal = guess.legal_actions()
            guess.apply(legal[rng.randrange(len(legal))])
    assert all(lst == was for lst, was in kept)


def _fresh(s: SouthPoleTable, seat: int) -> float:
    heuristic._LAST = (None, None, None, (), ())
    return heuristic.evaluate(s, seat)


def test_remembered_and_fresh_evaluations_agree():
    checked = 0
    for s in positions():
        if s.current_player() == CHANCE:
            continue
        seat = len(s.history) % len(s.tents)
        child = s.clone()  # shares the board: the remembered open flags apply
        remembered = [heuristic.evaluate(s, seat), heuristic.evaluate(child, seat)]
        assert remembered == [_fresh(s, seat), _fresh(child, seat)]
        checked += 1
    assert checked > 500


def test_an_edited_board_is_judged_afresh():
    s = expeditions.load("southpole", players=2).new_initial_state()
    while s.is_chance_node():
        s.apply(s.legal_actions()[0])
    before = heuristic.evaluate(s, 0)
    with s.edit():
        for f in FLAG_SPACES[1:]:
            s.planted[f] = 1  # the opponent holds every flag space but one
    after = heuristic.evaluate(s, 0)
    assert after == _fresh(s, 0)
    assert after != before


def test_remembered_legal_actions_agree_with_fresh_ones():
    checked = 0
    for s in positions():
        if s.current_player() == CHANCE or s.is_terminal():
            continue
        remembered = rules.legal_actions(s)
        rules._LAST_PEEKS = (None, None, -1, ())
        rules._SPENDS.clear()
        assert remembered == rules.legal_actions(s)
        checked += 1
    assert checked > 500


def test_a_lookahead_copy_is_the_table_without_its_history():
    for s in positions(games=2):
        ahead, whole = s.lookahead_copy(), s.clone()
        assert ahead.snapshot() == whole.snapshot()
        assert ahead.history == [] and ahead.secret == {}
        assert ahead.current_player() == whole.current_player()
        assert ahead.legal_actions() == whole.legal_actions()
        if not s.is_chance_node() and not s.is_terminal():
            seat = s.current_player()
            assert heuristic.evaluate(ahead, seat) == heuristic.evaluate(whole, seat)
    with pytest.raises(ValueError, match="no true record"):
        ahead.record()


def test_remembered_spaces_and_drawings_are_what_a_fresh_start_makes():
    """The table pushes the map on every move, so spaces seen and drawn are
    remembered; what comes from memory must be what a cold start builds, for
    every seat (a face one seat peeked at never reaches another)."""
    from expeditions.games.southpole import observation, render

    for s in positions(games=3, limit=150):
        seats = [None, *range(s.game.players)]
        legal = [str(a) for a in s.legal_actions()] if s.current_player() >= 0 else []
        warm = [s.observation(seat) for seat in seats]
        drawn = [render.svg(obs, legal) for obs in warm]
        observation._SEEN.clear()
        render._DRAWN.clear()
        render._LAYOUTS.clear()
        cold = [s.observation(seat) for seat in seats]
        assert warm == cold
        assert drawn == [render.svg(obs, legal) for obs in cold]


def test_an_observation_remembered_by_its_board_lists_is_the_one_made_afresh():
    """The table observes every seat on every move; a board seen before is taken from
    memory by its lists' identity, and must be what a fresh look gives (deal included)."""
    from expeditions.games.southpole import observation

    for s in positions(games=4):
        for seat in (None, *range(s.game.players)):
            remembered = s.observation(seat)
            boards, observation._BOARDS = observation._BOARDS, {}
            try:
                fresh = s.observation(seat)
            finally:
                observation._BOARDS = boards
            assert remembered == fresh, (len(s.history), seat)


def test_observations_of_an_unchanged_board_share_its_spaces_and_own_the_rest():
    from expeditions.core.observation import Shared

    s = next(p for p in positions(games=1) if p.phase != 0 and not p.is_chance_node())
    first, again = s.observation(0), s.clone().observation(0)
    assert type(first["spaces"]) is Shared and first["spaces"] is again["spaces"]
    assert first["face_down"] is not again["face_down"]
    assert first["final"] is not again["final"]
    assert s.observation(1)["spaces"] is not first["spaces"]  # each seat its own


def test_rerolls_at_a_check_are_judged_as_the_general_way_judges_them():
    """A search widening a check asks for the one-step value of every action:
    South Pole judges its rerolls by whether the dice meet the tile, and must
    give the general way's values from the same draws, for every seat."""
    checked = rerolls = 0
    for i, s in enumerate(positions(games=10, limit=600)):
        if s.phase != CHECK or s.is_chance_node() or s.is_terminal():
            continue
        legal = s.legal_actions()
        for seat in range(s.game.players):
            fast_rng, slow_rng = random.Random(i), random.Random(i)
            fast = s.one_step_values(legal, seat, heuristic.evaluate, fast_rng)
            slow = State.one_step_values(s, legal, seat, heuristic.evaluate, slow_rng)
            assert fast == slow
            assert fast_rng.random() == slow_rng.random(), "as many draws on both"
        checked += 1
        rerolls += sum(a.kind == REROLL for a in legal)
    assert checked > 50 and rerolls > 1000


def test_another_evaluation_is_asked_at_every_reroll():
    """The shortcut holds for the heuristic only: any other judgement sees each position."""
    s = next(
        p for p in positions() if p.phase == CHECK and not p.is_chance_node() and p.cubes[p.turn]
    )
    legal = s.legal_actions()
    asked = []

    def judge(state, seat):
        asked.append(tuple(state.pips))
        return heuristic.evaluate(state, seat)

    values = s.one_step_values(legal, s.turn, judge, random.Random(1))
    assert len(asked) == len(legal)
    assert values == State.one_step_values(s, legal, s.turn, heuristic.evaluate, random.Random(1))
