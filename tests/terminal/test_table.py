"""The terminal table: typed input, bad input, bots, quitting and the saved record."""

from __future__ import annotations

import io
import json
import random

from rich.console import Console

import expeditions
from expeditions.terminal.session import TerminalTable
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
    table = TerminalTable(
        state, bots, {s: "first" for s in bots}, seed, tmp_path / "rec.json", console, ask
    )
    final = table.run()
    return final, out.getvalue(), tmp_path / "rec.json"


def test_number_and_text_both_choose_an_action(tmp_path):
    final, out, path = run_table(tmp_path, ["2", "deal 1", "keep"])
    assert final.is_terminal()
    assert "swap" in final.record()["actions"]
    saved = json.loads(path.read_text())
    assert saved == final.record()
    assert "Final scores" in out


def test_bad_input_gets_a_message_and_the_prompt_again(tmp_path):
    final, out, _ = run_table(tmp_path, ["9", "fold", "help", "keep", "keep"])
    assert "no action number 9; choose 1 to 2" in out
    assert "'fold' is not a legal action here" in out
    assert "Type an action's number" in out
    assert final.is_terminal()


def test_quitting_saves_the_record_so_far(tmp_path):
    final, out, path = run_table(tmp_path, ["keep", "quit"])
    assert not final.is_terminal()
    saved = json.loads(path.read_text())
    assert saved["actions"] == final.record()["actions"]
    assert expeditions.replay(saved, game=ToyGame(2)).to_json() == final.to_json()
    assert "record saved to" in out


def test_bot_seats_play_themselves_and_the_human_sees_only_own_card(tmp_path):
    final, out, _ = run_table(tmp_path, ["keep"], bots={1: FirstLegal()})
    assert final.is_terminal()
    opponent_deal = final.record()["actions"][1]
    lines = [line.strip() for line in out.splitlines()]
    assert f"2. {opponent_deal}" not in lines
    assert "2. ?" in lines


def test_typing_the_start_of_an_action_lists_the_matches(tmp_path):
    final, out, _ = run_table(tmp_path, ["sw", "1", "deal 2", "keep"])
    assert "1 action starts with 'sw':" in out
    assert final.is_terminal()


def test_many_actions_are_grouped_by_their_first_word():
    out = io.StringIO()
    console = Console(file=out, width=100)
    state = ToyGame(2).new_initial_state()
    table = TerminalTable(state, {}, {}, 1, None, console, input)
    legal = (*(f"peek {i}" for i in range(30)), "arrive", "rest 1", "rest 2")
    table.show_legal(legal)
    text = out.getvalue()
    assert "peek ... (30 actions)" in text
    assert "31 arrive" in text and "33 rest 2" in text
    assert "peek 7" not in text


def test_a_long_run_of_one_verb_is_folded_into_one_line():
    from expeditions.terminal.session import FOLD_RUN, fold_runs

    deal = [f"back {c}" for c in ("white", "blue", "black") * FOLD_RUN]
    log = ["start", *deal, "peek g5", "roll black 2"]
    lines = fold_runs(log)
    assert lines[0] == (0, 0, "start")
    first, last, text = lines[1]
    assert (first, last) == (1, len(deal))
    assert text.startswith(f"back x{len(deal)}: white blue black white")
    assert lines[2:] == [
        (len(deal) + 1, len(deal) + 1, "peek g5"),
        (len(deal) + 2,) * 2 + ("roll black 2",),
    ]


def test_short_runs_and_the_already_shown_part_are_kept_as_they_are():
    from expeditions.terminal.session import FOLD_RUN, fold_runs

    log = ["move a1"] * (FOLD_RUN - 1) + ["camp"]
    assert fold_runs(log) == [(i, i, e) for i, e in enumerate(log)]
    assert fold_runs(log, start=FOLD_RUN - 1) == [(FOLD_RUN - 1, FOLD_RUN - 1, "camp")]


def test_the_south_pole_deal_opens_as_one_line(tmp_path):
    game = expeditions.load("southpole", players=2)
    state = game.new_initial_state()
    state.seed = 5
    out = io.StringIO()
    console = Console(file=out, width=100, force_terminal=False)
    bots = {0: FirstLegal()}  # seat 1 quits at its first turn: the deal is all we read
    table = TerminalTable(
        state, bots, {0: "first"}, 5, tmp_path / "r.json", console, lambda prompt: "quit"
    )
    table.run()
    text = out.getvalue()
    assert "1-43. back x43: " in text
    assert "\n     2. back" not in text
