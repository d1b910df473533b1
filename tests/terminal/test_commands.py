"""`expeditions play` and `expeditions replay` as a person uses them."""

from __future__ import annotations

import json

from typer.testing import CliRunner

import expeditions
from expeditions.cli import app

runner = CliRunner()


def test_play_with_bots_in_every_seat_saves_a_record_that_replays(tmp_path):
    path = tmp_path / "game.json"
    result = runner.invoke(
        app,
        [
            *("play", "temple", "--players", "2", "--bot", "1=random", "--bot", "2=random"),
            *("--seed", "4", "--record", str(path)),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "Final scores" in result.output
    record = json.loads(path.read_text())
    assert record["seed"] == 4
    state = expeditions.replay(record)
    assert state.is_terminal()
    same = expeditions.play("temple", players=2, seed=4)
    assert same.record()["actions"] == record["actions"]


def test_play_refuses_a_bad_player_count_with_the_allowed_range():
    result = runner.invoke(app, ["play", "temple", "--players", "9"])
    assert result.exit_code == 2
    assert "2 to 4 players" in result.output


def test_play_refuses_an_unknown_game_and_a_bad_bot():
    result = runner.invoke(app, ["play", "chess"])
    assert result.exit_code == 2 and "unknown game 'chess'" in result.output
    result = runner.invoke(app, ["play", "temple", "--bot", "2=genius"])
    assert result.exit_code == 2 and "genius" in result.output
    result = runner.invoke(app, ["play", "temple", "--bot", "0=random"])
    assert result.exit_code == 2 and "the player must be 1 to 2" in " ".join(result.output.split())
    result = runner.invoke(app, ["play", "temple", "--name", "3=Anna"])
    assert result.exit_code == 2 and "the player must be 1 to 2" in " ".join(result.output.split())


def test_person_types_actions_and_quits_keeping_the_record(tmp_path):
    path = tmp_path / "game.json"
    result = runner.invoke(
        app,
        ["play", "temple", "--bot", "2=random", "--seed", "2", "--record", str(path)],
        input="nonsense\n1\nquit\n",
    )
    assert result.exit_code == 0, result.output
    assert "'nonsense' is not a legal action here" in result.output
    record = json.loads(path.read_text())
    state = expeditions.replay(record)
    assert not state.is_terminal()
    assert state.record()["actions"] == record["actions"]


def test_bot_2_is_the_second_player_and_names_are_shown(tmp_path):
    path = tmp_path / "game.json"
    args = ["play", "relic", "--name", "1=Anna", "--bot", "2=random", "--seed", "5"]
    result = runner.invoke(app, [*args, "--record", str(path)], input="quit\n")
    assert result.exit_code == 0, result.output
    assert "Anna (player 1), Bot 2 (player 2, random bot)" in result.output
    assert "Anna (player 1, you) to play." in result.output
    assert json.loads(path.read_text())["table"] == {
        "bots": {"2": "random"},
        "names": {"1": "Anna", "2": "Bot 2"},
    }


def test_help_says_how_players_are_numbered_and_how_to_resume():
    result = runner.invoke(app, ["play", "--help"], env={"COLUMNS": "200"})
    text = " ".join(result.output.split())
    assert "players counted from 1: 2=heuristic makes the second player a bot" in text
    assert "--resume" in text and "1=Anna" in text


def test_resume_continues_a_saved_game_with_its_names_and_bots(tmp_path):
    path = tmp_path / "game.json"
    args = ["play", "relic", "--name", "1=Anna", "--bot", "2=random", "--seed", "5"]
    first = runner.invoke(app, [*args, "--record", str(path)], input="1\n1\nsave\nquit\n")
    assert first.exit_code == 0, first.output
    assert "expeditions play --resume" in first.output
    saved = json.loads(path.read_text())
    assert len(saved["actions"]) > 0
    again = runner.invoke(app, ["play", "--resume", str(path)], input="1\n" * 6 + "quit\n")
    assert again.exit_code == 0, again.output
    assert f"resumed after {len(saved['actions'])} actions" in " ".join(again.output.split())
    assert "Anna (player 1, you) to play." in again.output
    resumed = json.loads(path.read_text())
    assert resumed["actions"][: len(saved["actions"])] == saved["actions"]
    assert len(resumed["actions"]) > len(saved["actions"])
    assert resumed["table"] == saved["table"]
    assert (
        expeditions.replay(resumed).history[: len(saved["actions"])]
        == expeditions.replay(saved).history
    )


def test_resume_refuses_a_finished_game_and_a_game_named_too(tmp_path):
    _, path = _finished_record(tmp_path)
    result = runner.invoke(app, ["play", "--resume", str(path)])
    assert result.exit_code == 2 and "is over" in result.output
    result = runner.invoke(app, ["play", "relic", "--resume", str(path)])
    assert result.exit_code == 2 and "not both" in result.output


def _finished_record(tmp_path):
    state = expeditions.play("temple", players=2, seed=9)
    path = tmp_path / "rec.json"
    path.write_text(json.dumps(state.record()))
    return state, path


def test_replay_shows_a_chosen_step_and_the_end(tmp_path):
    state, path = _finished_record(tmp_path)
    result = runner.invoke(app, ["replay", str(path), "--step", "3"])
    assert result.exit_code == 0, result.output
    assert f"after action 3 of {len(state.history)}" in result.output
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 0
    assert f"scores {state.scores()}" in result.output


def test_replay_refuses_malformed_json_naming_the_line(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"game": "temple",\n "players": 2,\n "actions": [oops]}')
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 2
    assert "line 3" in result.output
    assert "Traceback" not in result.output


def test_replay_refuses_a_tampered_record_naming_the_first_bad_action(tmp_path):
    _, path = _finished_record(tmp_path)
    record = json.loads(path.read_text())
    record["actions"][5] = "take everything"
    path.write_text(json.dumps(record))
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 2
    assert "action 6 'take everything'" in result.output
    assert "Traceback" not in result.output


def test_replay_of_a_missing_file_says_so(tmp_path):
    result = runner.invoke(app, ["replay", str(tmp_path / "nope.json")])
    assert result.exit_code == 2
    assert "no such file" in result.output
