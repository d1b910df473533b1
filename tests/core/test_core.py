"""The base State's invariants, on a tiny game of the tests' own."""

from __future__ import annotations

import random

import pytest

import expeditions
from expeditions import CHANCE, TERMINAL, IllegalAction, RecordError
from expeditions.core import hexgrid, squaregrid
from expeditions.core.chance import sample_outcome
from tests.core.toy import DEALS, KEEP, SWAP, ToyGame


def dealt(game, *cards):
    state = game.new_initial_state()
    for c in cards:
        state.apply(DEALS[c - 1])
    return state


def test_chance_then_players_then_terminal():
    state = ToyGame(2).new_initial_state()
    assert state.current_player() == CHANCE
    state.apply(DEALS[0])
    state.apply(DEALS[2])
    assert state.current_player() == 0
    state.apply(KEEP)
    state.apply(KEEP)
    assert state.current_player() == TERMINAL
    assert state.scores() == [1.0, 3.0]
    assert state.winners() == [1]
    assert state.returns() == [-1.0, 1.0]


def test_returns_share_among_winners_and_zero_on_full_tie():
    game = ToyGame(3)
    tie_two = dealt(game, 3, 3, 1)
    for _ in range(3):
        tie_two.apply(KEEP)
    assert tie_two.returns() == [0.5, 0.5, -1.0]
    full = dealt(game, 2, 2, 2)
    for _ in range(3):
        full.apply(KEEP)
    assert full.returns() == [0.0, 0.0, 0.0]


def test_illegal_action_leaves_state_untouched():
    state = dealt(ToyGame(2), 1, 2)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="not a legal action now"):
        state.apply(DEALS[0])
    assert state.to_json() == before


def test_acting_after_the_end_is_refused():
    state = dealt(ToyGame(2), 1, 2)
    state.apply(KEEP)
    state.apply(KEEP)
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(KEEP)


def test_secret_outcomes_are_hidden_in_other_seats_log():
    state = dealt(ToyGame(2), 2, 3)
    assert state.log(0) == ["deal 2", "?"]
    assert state.log(1) == ["?", "deal 3"]
    assert state.log(None) == ["?", "?"]
    state.apply(SWAP)
    state.apply(DEALS[0])
    assert state.log(1)[-2:] == ["swap", "?"]
    state.apply(KEEP)
    assert state.is_terminal()
    assert state.log(None) == ["deal 2", "deal 3", "swap", "deal 1", "keep"]


def test_resampled_state_keeps_observation_and_has_no_record():
    state = dealt(ToyGame(3), 1, 2, 3)
    for seat in range(3):
        guess = state.resample(seat, random.Random(seat))
        assert guess.observation(seat) == state.observation(seat)
        with pytest.raises(ValueError, match="no true record"):
            guess.record()


def test_observation_refuses_a_seat_out_of_range():
    state = dealt(ToyGame(2), 1, 2)
    with pytest.raises(ValueError, match=r"seat must be 0\.\.1"):
        state.observation(2)


def test_parse_action_ignores_case_and_spacing_and_names_the_legal_ones():
    game = ToyGame(2)
    state = dealt(game, 1, 2)
    assert game.parse_action(state, "  KEEP ") == KEEP
    with pytest.raises(IllegalAction, match="legal: keep, swap"):
        game.parse_action(state, "fold")


def test_seeded_play_is_reproducible_and_replays():
    game = ToyGame(3)
    a = expeditions.play(game, seed=5)
    b = expeditions.play(game, seed=5)
    assert a.record() == b.record()
    assert a.record()["seed"] == 5
    again = expeditions.replay(a.record(), game=game)
    assert again.scores() == a.scores()


def test_state_from_json_detects_a_tampered_snapshot():
    game = ToyGame(2)
    state = dealt(game, 1, 2)
    data = state.to_json()
    assert game.state_from_json(data).to_json() == data
    data["state"]["cards"] = [3, 3]
    with pytest.raises(RecordError, match="snapshot does not match"):
        game.state_from_json(data)


def test_options_are_checked_and_converted():
    assert ToyGame(2, bonus="yes").options["bonus"] is True
    with pytest.raises(ValueError, match="option 'bonus' takes true or false, got 3"):
        ToyGame(2, bonus=3)
    with pytest.raises(ValueError, match="no option 'speed'"):
        ToyGame(2, speed=1)
    assert ToyGame(2).changed_options() == {}


def test_sample_outcome_follows_probabilities():
    rng = random.Random(0)
    outcomes = [("a", 0.25), ("b", 0.75)]
    counts = {"a": 0, "b": 0}
    for _ in range(4000):
        counts[sample_outcome(outcomes, rng)] += 1
    assert 800 < counts["a"] < 1200


def test_hex_grid_neighbours_distance_and_rotation():
    h = (2, -1)
    ns = hexgrid.neighbours(h)
    assert len(set(ns)) == 6
    assert all(hexgrid.distance(h, n) == 1 for n in ns)
    for d in range(6):
        n = hexgrid.neighbour(h, d)
        assert hexgrid.direction_to(h, n) == d
        assert hexgrid.direction_to(n, h) == hexgrid.opposite(d)
    assert hexgrid.rotate_edges((0, 2), 5) == (1, 5)
    for col in range(-3, 4):
        for row in range(-3, 4):
            assert hexgrid.axial_to_offset(hexgrid.offset_to_axial(col, row)) == (col, row)


def test_square_grid_rotation_and_sides():
    assert squaregrid.rotate_mask(0b0001, 1) == 0b0010
    assert squaregrid.rotate_mask(0b1000, 1) == 0b0001
    assert squaregrid.distinct_rotations(0b1111) == (0,)
    assert squaregrid.distinct_rotations(0b0101) == (0, 1)
    c = (0, 0)
    for s in range(4):
        n = squaregrid.neighbour(c, s)
        assert squaregrid.side_to(c, n) == s
        assert squaregrid.side_to(n, c) == squaregrid.opposite(s)
