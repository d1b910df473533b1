"""The terminal table on a toy game: typed input, bad input, bots, quitting, the record."""

from __future__ import annotations

import io
import json
import random

from rich.console import Console

import expeditions
from expeditions.core.narration import Line
from expeditions.terminal.menu import MAX_LINES, Option, layout
from expeditions.terminal.session import TerminalTable, default_names
from tests.core.toy import ToyGame


class FirstLegal:
    def choose(self, view, legal, rng: random.Random):
        return legal[0]


def run_table(tmp_path, answers, players=2, bots=None, seed=3):
    game = ToyGame(players)
    state = game.new_initial_state()
    state.seed = seed
    out = io.StringIO()
    console = Console(file=out, width=100, force_terminal=False)
    feed = iter(answers)

    def ask(prompt: str) -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    bots = bots or {}
    names = default_names(players, bots, {0: "Anna"})
    table = TerminalTable(state, bots, names, seed, tmp_path / "rec.json", console, ask)
    final = table.run()
    return final, out.getvalue(), tmp_path / "rec.json"


def test_number_and_text_both_choose_an_action(tmp_path):
    final, out, path = run_table(tmp_path, ["2", "keep"])
    assert final.is_terminal()
    assert "swap" in final.record()["actions"]
    saved = json.loads(path.read_text())
    assert saved["actions"] == final.record()["actions"]
    assert "Final scores" in out


def test_players_are_numbered_from_one_with_their_names(tmp_path):
    _, out, _ = run_table(tmp_path, ["keep", "keep"])
    assert "Anna (player 1) to play." in out
    assert "Player 2 (player 2) to play." in out
    assert "seat 0" not in out and "seat 1" not in out


def test_bad_input_gets_a_message_and_the_prompt_again(tmp_path):
    final, out, _ = run_table(tmp_path, ["9", "fold", "help", "keep", "keep"])
    assert "there is no option 9 here" in out
    assert "'fold' is not a legal action here" in out
    assert "Commands: 'board' shows the board" in out
    assert final.is_terminal()


def test_quitting_saves_the_record_so_far_and_says_how_to_resume(tmp_path):
    final, out, path = run_table(tmp_path, ["keep", "quit"])
    assert not final.is_terminal()
    saved = json.loads(path.read_text())
    assert saved["actions"] == final.record()["actions"]
    assert expeditions.replay(saved, game=ToyGame(2)).to_json() == final.to_json()
    assert "record saved to" in out
    assert "expeditions play --resume" in out


def test_a_bot_plays_itself_and_its_secret_card_is_not_told(tmp_path):
    final, out, _ = run_table(tmp_path, ["keep"], bots={1: FirstLegal()})
    assert final.is_terminal()
    assert "Bot 2: keep." in out
    mine = final.record()["actions"][0]
    assert f"The game was set up: {mine}, something hidden." in out


def test_harm_is_said_plainly_and_marked():
    out = io.StringIO()
    state = ToyGame(2).new_initial_state()
    table = TerminalTable(state, {}, ["Anna", "Bob"], 1, None, Console(file=out, width=100), input)
    table.tell([Line(3, 5, 1, "A boar ran into Anna. Anna lost machete.", harm=True)], 0)
    table.tell([Line(6, 6, 1, "Bob walked to k4.")], 0)
    text = out.getvalue()
    assert "  ! A boar ran into Anna. Anna lost machete." in text
    assert "  - Bob walked to k4." in text


def test_a_long_menu_is_laid_out_in_columns_of_at_most_twelve_lines():
    options = [Option(f"c{i}", "space") for i in range(60)]
    rows = layout(options, 100)
    assert len(rows) <= MAX_LINES
    assert " 1 c0" in rows[0] and "60 c59" in " ".join(rows)
    few = layout([Option("move", "verb", "1-3 AP"), Option("end turn", "verb")], 100)
    assert few == ["   1  move      1-3 AP", "   2  end turn"]
