"""`expeditions play` driven through its session object, one game of each kind:
one numbering, turns told in words, short menus with costs, Cave's kit, the
rule named for an illegal action."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console

import expeditions
from expeditions.agents import make_bot
from expeditions.core.play import resolve_chance
from expeditions.terminal.hints import hints_for
from expeditions.terminal.menu import MAX_LINES, Menu
from expeditions.terminal.session import TerminalTable, default_names

GAMES = ["southpole", "relic", "cave", "temple"]
OPTION = re.compile(r"^\s+\d+\s")


class Person:
    """Answers as a patient person would: the scripted answers, then the first
    option, "y" to a yes/no question and the least count to a packing one."""

    def __init__(self, script=(), limit=60, pack=False):
        self.pack = pack
        """Answer the kit's questions alone, keeping the script for the menus."""
        self.script = list(script)
        self.limit = limit
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if len(self.prompts) > self.limit:
            raise EOFError
        kit = "(y/n)" in prompt or prompt.startswith("How many")
        if self.script and not (kit and self.pack):
            return self.script.pop(0)
        if "(y/n)" in prompt:
            return "y"
        counts = re.search(r"\((\d+)", prompt)
        if prompt.startswith("How many") and counts:
            return counts.group(1)
        return "1"


def session(tmp_path, game, script=(), limit=60, seed=3, pack=False):
    state = expeditions.load(game, players=2).new_initial_state()
    state.seed = seed
    out = io.StringIO()
    console = Console(file=out, width=160, force_terminal=False)
    bots = {1: make_bot("random")}
    person = Person(script, limit, pack)
    names = default_names(2, bots, {0: "Anna"})
    table = TerminalTable(state, bots, names, seed, tmp_path / "rec.json", console, person)
    table.run()
    return out.getvalue(), state, person


def menu_runs(text: str) -> list[int]:
    """Lengths of the runs of numbered option lines."""
    runs, n = [], 0
    for line in text.splitlines():
        if OPTION.match(line):
            n += 1
        elif n:
            runs.append(n)
            n = 0
    return runs


@pytest.mark.parametrize("game", GAMES)
def test_one_numbering_names_and_turns_told_in_words(tmp_path, game):
    out, state, _ = session(tmp_path, game)
    assert "Anna (player 1, you) to play." in out
    assert re.search(r"^  - Bot 2 ", out, re.M), "the bot's turns are told with its name"
    assert "seat 0" not in out and "seat 1" not in out
    assert re.search(r"\b(player 2|P2)\b", out)  # the board numbers players as people do
    assert len(state.history) > 0


@pytest.mark.parametrize("game", GAMES)
def test_menus_stay_short(tmp_path, game):
    out, _, _ = session(tmp_path, game)
    runs = menu_runs(out)
    assert runs and max(runs) <= MAX_LINES


def test_cave_menus_show_ap_costs_and_offer_the_crawl_after_the_move(tmp_path):
    out, _, _ = session(tmp_path, "cave")
    assert re.search(r"^\s+\d+\s+move\s+\d(-\d)? AP", out, re.M)
    block = out[out.index("move  ") - 40 :]
    assert block.index("move") < block.index("crawl")


def test_relic_menus_show_what_an_action_costs(tmp_path):
    out, _, _ = session(tmp_path, "relic", limit=30)
    assert re.search(r"^\s+\d+\s+move\s+\d(-\d)? actions?", out, re.M)
    assert re.search(r"^\s+\d+\s+end\s+ends your turn", out, re.M)


def test_cave_kit_asks_for_the_tent_first_as_a_packing_list(tmp_path):
    out, _, person = session(tmp_path, "cave", limit=20)
    kit = [p for p in person.prompts if "(y/n)" in p or p.startswith("How many")]
    assert kit[0] == "Take the tent along? (y/n) > "
    assert any("in the tent" in p for p in kit[1:]) and any("in the backpack" in p for p in kit)
    before = out[: out.index("Packed.")]
    assert "Cave, 2 players" not in before, "no board is drawn while packing"
    assert "Backpack:" in before and "Tent:" in before


def test_cave_kit_without_the_tent_asks_nothing_about_its_contents(tmp_path):
    _, _, person = session(tmp_path, "cave", script=["n"], limit=12)
    kit = person.prompts[: person.prompts.index("Anna > ")]
    assert kit[0] == "Take the tent along? (y/n) > "
    assert not any("in the tent" in p for p in kit)
    assert any("in the backpack" in p for p in kit)


def test_south_pole_a_roll_to_take_comes_first():
    game = expeditions.load("southpole", players=2)
    rng = random.Random(2)
    for _ in range(200):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                resolve_chance(state, rng)
                continue
            texts = [str(a) for a in state.legal_actions()]
            if "arrive" in texts:
                options, _ = Menu(state, state.current_player(), hints_for("southpole")).step()
                assert options[0].text == "arrive"
                assert options[-1].text == "peek" if "peek" in [o.text for o in options] else True
                return
            state.apply(rng.choice(state.legal_actions()))
    pytest.fail("no position with 'arrive' found")


def test_temple_a_room_is_placed_part_by_part_with_its_doors():
    game = expeditions.load("temple", players=2)
    rng = random.Random(4)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            resolve_chance(state, rng)
            continue
        legal = state.legal_actions()
        places = [a for a in legal if str(a).startswith("place") and "altar" not in str(a)]
        if places:
            break
        state.apply(rng.choice(legal))
    assert len(places) > MAX_LINES
    table = TerminalTable(state, {}, ["Anna", "Bob"], 1, None, Console(file=io.StringIO()), input)
    menu = Menu(state, state.current_player(), hints_for("temple"), table.note)
    while True:
        options, _ = menu.step()
        assert len(options) <= 60
        if options[0].kind == "rotation":
            break
        menu.choose(options[0].text)
    assert menu.chosen[0] == "place" and "at" in menu.chosen and menu.chosen[-1] == "turn"
    assert all(o.cost.startswith("doors ") for o in options)
    assert len({o.cost for o in options}) == len(options), "each rotation shows its own doors"


@pytest.mark.parametrize(
    ("game", "typed", "said"),
    [
        ("southpole", "move a2", "move a2 is not a legal action now; now you may: choose, peek"),
        ("relic", "fly a1", "fly a1: it takes 3 actions"),
        ("temple", "go e5", "go e5 is not legal in the start keys step; now you may: start key"),
        ("cave", "move 3 3", "'move 3 3': 3 3 is not next to you: you are at 0 0"),
    ],
)
def test_an_illegal_typed_action_is_answered_with_the_rule(tmp_path, game, typed, said):
    out, _, _ = session(tmp_path, game, script=[typed], limit=14, seed=1, pack=True)
    assert said in out


def test_south_pole_recolours_that_cannot_change_the_check_are_not_offered():
    game = expeditions.load("southpole", players=2)
    rng = random.Random(5)
    state = game.new_initial_state()
    while True:
        if state.is_chance_node():
            resolve_chance(state, rng)
            continue
        if any(str(a).startswith("recolour") for a in state.legal_actions()):
            break
        state.apply(rng.choice(state.legal_actions()))
    obs = state.observation(state.current_player())
    # dice white 2, 2, 1, black 1, blue 2 against a tile needing black 2 and blue 2
    assert obs["sums"] == {"white": 5, "black": 1, "blue": 2}
    offered = {str(a) for a in Menu(state, 0, hints_for("southpole")).actions}
    assert {"recolour 1 black", "recolour 5 black"} <= offered  # black still falls short
    assert "recolour 1 blue" not in offered  # blue is already met
    assert "recolour 4 white" not in offered  # the tile needs no white


def test_a_few_actions_are_offered_whole_naming_the_animal_met():
    game = expeditions.load("relic", players=2)
    rng = random.Random(1)
    state = None
    for _ in range(40):
        state = game.new_initial_state()
        while not state.is_terminal() and len(state.history) < 800:
            if state.is_chance_node():
                resolve_chance(state, rng)
                continue
            texts = [str(a) for a in state.legal_actions()]
            if any(t.startswith("endure ") for t in texts) and len(texts) <= 6:
                break
            state.apply(rng.choice(state.legal_actions()))
        else:
            continue
        break
    assert state is not None and not state.is_terminal()
    seat = state.current_player()
    options, done = Menu(state, seat, hints_for("relic")).step()
    assert done is None and all(o.done for o in options)
    endure = next(o for o in options if o.text.startswith("endure "))
    assert len(endure.text.split()) >= 2  # the animal is named, not left for later
    assert "take the animal's attack" in endure.cost


def test_cave_scores_keep_the_majorities_apart_as_they_would_stand_now(tmp_path):
    record = expeditions.play("cave", players=2, seed=3, max_actions=300)
    state = expeditions.replay(record.record())
    rows = state.observation(0)["final"]
    majority = [sum(p for label, p in r if label.startswith("majority")) for r in rows]
    assert any(majority), "by action 300 someone holds a majority"
    table = TerminalTable(state, {}, ["Anna", "Bob"], 4, None, Console(file=io.StringIO()), input)
    line = table.score_line()
    scores = state.scores()
    assert line == (
        f"points so far: Anna {scores[0] - majority[0]:g}, Bob {scores[1] - majority[1]:g}; "
        f"majorities if the game ended now: Anna {majority[0]:g}, Bob {majority[1]:g}"
    )
