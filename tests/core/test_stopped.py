"""A game stopped outside its rules: truncated, no winners, returns 0."""

from __future__ import annotations

import pytest

import expeditions
from expeditions import TERMINAL, IllegalAction, RecordError
from tests.core.toy import DEALS, KEEP, ToyGame


def mid_game():
    state = ToyGame(2).new_initial_state()
    state.apply(DEALS[0])
    state.apply(DEALS[2])
    return state


def test_a_stopped_game_is_over_without_winners_and_keeps_its_scores():
    state = mid_game()
    before = state.scores()
    state.stop("limit of 2 actions")
    assert state.is_terminal() and state.is_truncated()
    assert state.current_player() == TERMINAL == state.turn_owner()
    assert state.legal_actions() == ()
    assert state.winners() == []
    assert state.returns() == [0.0, 0.0]
    assert state.scores() == before
    with pytest.raises(IllegalAction, match="stopped"):
        state.apply(KEEP)


def test_a_game_ended_by_its_rules_is_not_truncated_and_stop_changes_nothing():
    state = mid_game()
    state.apply(KEEP)
    state.apply(KEEP)
    assert state.is_terminal() and not state.is_truncated()
    state.stop("abandoned")
    assert not state.is_truncated()
    assert state.winners() == [1]


def test_a_stop_needs_a_reason():
    with pytest.raises(ValueError, match="reason"):
        mid_game().stop("  ")


def test_the_record_keeps_the_stop_and_replay_restores_it():
    state = mid_game()
    state.stop("abandoned by everyone")
    record = state.record()
    assert record["stopped"] == "abandoned by everyone"
    again = expeditions.replay(record, game=state.game)
    assert again.is_truncated() and again.stopped == "abandoned by everyone"
    assert again.winners() == []
    clone = state.clone()
    assert clone.is_truncated()


def test_a_record_that_is_both_ended_and_stopped_is_refused():
    state = mid_game()
    state.apply(KEEP)
    state.apply(KEEP)
    record = state.record() | {"stopped": "limit"}
    with pytest.raises(RecordError, match="stopped"):
        expeditions.replay(record, game=state.game)


def test_play_stops_at_the_limit_and_only_there():
    game = expeditions.load("southpole", players=2)
    stopped = expeditions.play(game, seed=3, limit=40)
    assert stopped.is_truncated() and len(stopped.history) == 40
    assert stopped.stopped == "limit of 40 actions"
    assert stopped.winners() == [] and stopped.returns() == [0.0, 0.0]
    paused = expeditions.play(game, seed=3, max_actions=40)
    assert not paused.is_terminal()


@pytest.mark.parametrize("bad", [0, -3, 2.5, True, "10"])
def test_play_refuses_a_limit_that_is_not_a_positive_count(bad):
    with pytest.raises(ValueError, match="limit"):
        expeditions.play("southpole", players=2, seed=1, limit=bad)


def test_play_takes_bots_by_name():
    by_name = expeditions.play(
        "southpole", players=2, seed=5, bots=["heuristic", "random"], limit=1500
    )
    from expeditions.agents import make_bot

    by_object = expeditions.play(
        "southpole", players=2, seed=5, bots=[make_bot("heuristic"), None], limit=1500
    )
    assert by_name.record() == by_object.record()
    with pytest.raises(ValueError, match="unknown bot"):
        expeditions.play("southpole", players=2, seed=5, bots=["nobody", "random"])
