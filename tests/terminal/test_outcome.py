"""The end of a game in words: winners as the rules say, nobody, or stopped."""

from __future__ import annotations

import json

from typer.testing import CliRunner

import expeditions
from expeditions.cli import app
from expeditions.core.narration import outcome

runner = CliRunner()


def test_a_stopped_game_says_why_and_names_no_winner():
    state = expeditions.play("relic", players=2, seed=1, limit=300)
    assert outcome(state) == "The game was stopped: limit of 300 actions."


def test_a_tie_shares_the_win_and_one_winner_wins():  # lost temple p.10
    state = expeditions.play("temple", players=2, seed=4)
    won = state.winners()
    text = outcome(state, ["Anna", "Bob"])
    if len(won) == 1:
        assert text == f"{['Anna', 'Bob'][won[0]]} wins."
    else:
        assert text == "Anna and Bob share the win."
    state.score = [10, 10]
    assert outcome(state, ["Anna", "Bob"]) == "Anna and Bob share the win."


def test_nobody_wins_when_no_cave_team_is_back_at_base():  # Cave p.12
    from tests.cave.scenario import do, started
    from tests.cave.test_end_and_scoring import _end_turns_until_over, _last_tile_of_stack_four

    state = started(2)
    do(state, "move 0 -1", "end turn", "move 0 -1")
    _last_tile_of_stack_four(state)
    _end_turns_until_over(state)
    assert state.winners() == [] and outcome(state) == "Nobody wins."


def test_replaying_a_stopped_record_prints_stopped(tmp_path):
    state = expeditions.play("southpole", players=2, seed=2, limit=120)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.record()))
    result = runner.invoke(app, ["replay", str(path), "--step", "120"])
    assert result.exit_code == 0, result.output
    assert "The game was stopped: limit of 120 actions." in result.output
    assert "winners" not in result.output
