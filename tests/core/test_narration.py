"""The log told in words: each game's phrases, names, and nothing a seat may not know."""

from __future__ import annotations

import itertools
import random

import pytest

import expeditions
from expeditions.core import replay
from expeditions.core.narration import Line, Turns, narrate, narrator_for, outcome, tell
from expeditions.core.registry import load
from expeditions.games.southpole.narration import need_text


def played(name: str, actions: int, seed: int = 1):
    """A seeded game of two, random decisions and chance, stopped after `actions`."""
    state = load(name, 2).new_initial_state()
    rng = random.Random(seed)
    while not state.is_terminal() and len(state.history) < actions:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
    return state


def covering(lines: list[Line], index: int) -> Line:
    return next(line for line in lines if line.first <= index <= line.last)


def test_lines_cover_the_history_in_order_and_name_players():
    state = played("relic", 90)
    lines = narrate(state, 0, names=["Anna"])
    assert lines[0].first == 0 and lines[-1].last == len(state.history) - 1
    for before, after in itertools.pairwise(lines):
        assert after.first == before.last + 1
    texts = " ".join(line.text for line in lines)
    assert "Anna" in texts and "Player 2" in texts and "Player 1" not in texts


def test_start_leaves_out_lines_that_end_before_it():
    state = played("relic", 90)
    lines = narrate(state, 0, start=60)
    assert lines and all(line.last >= 60 for line in lines)
    assert lines[0].first <= 60


def test_southpole_setup_is_one_line_and_a_move_is_told_with_its_dice():
    state = played("southpole", 90)
    lines = narrate(state, 0, names=["Anna", "Bot 2"])
    assert lines[0].seat is None and lines[0].last == 42
    assert lines[0].text == "The tiles were dealt face down (43 of them)."
    move = covering(lines, 46)
    assert move.seat == 0
    assert move.text.startswith("Anna took 4 white, 2 black; set out for g5")
    assert "rolled white 1, 2, 2, 1; black 2, 3" in move.text
    assert "fell short of g5" in move.text


def test_southpole_a_peeked_face_is_told_only_to_the_peeker():
    state = played("southpole", 90)
    # index 56 is Bot 2's "peek e4"; 57 the face only Bot 2 may see
    assert state.log(0)[57] == "?"
    face = need_text(state.history[57].a)
    mine = covering(narrate(state, 0, names=["Anna", "Bot 2"]), 57)
    theirs = covering(narrate(state, 1, names=["Anna", "Bot 2"]), 57)
    assert mine.text == "Bot 2 peeked at the tile at e4."
    assert face in theirs.text


def test_relic_tells_draws_reveals_and_animals():
    lines = narrate(played("relic", 90), 0, names=["Anna"])
    texts = [line.text for line in lines]
    assert "Anna drew from the supply bag: it was first-aid." in texts
    assert "Player 2 moved boar 1 to l6." in texts
    assert any(t.startswith("Anna walked to k5: a green-eye relic turned up") for t in texts)
    assert any("revealed quicksand at i5" in t for t in texts)


def test_relic_harm_is_said_plainly():
    lost: list[Line] = []
    knocked: list[Line] = []
    for seed in range(40):
        lines = narrate(played("relic", 400, seed), 0)
        lost += [line for line in lines if line.harm and " lost " in line.text]
        knocked += [line for line in lines if line.harm and " was knocked down." in line.text]
        if lost and knocked:
            break
    assert lost and knocked, "40 seeded games had no explorer lose anything and fall"
    assert all(line.text.endswith(".") for line in lost + knocked)


def test_cave_a_starting_kit_is_secret_to_the_other_seat():
    state = played("cave", 60)
    anna = narrate(state, 0, names=["Anna", "Bot 2"])
    bot = narrate(state, 1, names=["Anna", "Bot 2"])
    # 0-10 Anna's kit, 11-21 Bot 2's, 22 the first player drawn
    kit = covering(anna, 11)
    assert kit.text == "Bot 2 packed their starting kit in secret. Anna goes first."
    assert (kit.first, kit.last) == (11, 22)
    assert covering(bot, 0).text == "Anna packed their starting kit in secret"
    assert covering(bot, 11).text.startswith("Bot 2 packed their kit")
    # a turn is one line: "Anna dropped a boat; repacked at base camp; ...; moved to 0 1; ..."
    turn = covering(anna, 34)
    assert turn.seat == 0 and turn.text.startswith("Anna dropped a boat; repacked at base camp")
    assert "; moved to 0 1; moved to 0 0; moved to 0 -1; ended the turn" in turn.text


def test_temple_secret_draws_never_show_for_the_other_seat():
    state = played("temple", 110, seed=4)
    anna = narrate(state, 0, names=["Anna", "Bot 2"])
    bot = narrate(state, 1, names=["Anna", "Bot 2"])
    assert anna[0].seat is None and anna[0].text.startswith("The temple was set up")
    assert "16 tiles dealt to the river sites" in anna[0].text
    # indices 78-80: Bot 2 draws three cards only it may see, 81 keeps one
    assert str(state.history[77]) == "use card" and state.log(0)[78] == "?"
    secret_cards = [str(state.history[i]) for i in (78, 79, 80, 81)]
    told = " ".join(line.text for line in anna)
    for text in secret_cards:
        assert text.split(" ", 1)[1] not in told
    assert "kept bonus card" in " ".join(line.text for line in bot)
    assert "drew something only they saw" in covering(anna, 78).text


@pytest.mark.parametrize("name", ["southpole", "relic", "cave", "temple"])
def test_greek_falls_back_to_english_where_a_phrase_is_missing(name):
    state = played(name, 60)
    greek = narrate(state, 0, lang="el")
    assert greek and all(line.text for line in greek)
    assert len(greek) == len(narrate(state, 0))


def test_outcome_says_stopped_and_nobody_rather_than_everyone():
    state = played("relic", 30)
    state.stop("limit of 30 actions")
    assert outcome(state) == "The game was stopped: limit of 30 actions."


@pytest.mark.parametrize("name", ["southpole", "relic"])
def test_turns_kept_between_calls_tell_what_a_fresh_narration_tells(name):
    state = played(name, 120)
    kept = Turns(load(name, 2).new_initial_state(), 1, watch=True)
    for cut in (30, 31, 75, 120):
        part = replay({**state.record(), "actions": state.record()["actions"][:cut]})
        told = tell(narrator_for(part, names=["Anna"]), kept.extend(part))
        assert told == narrate(part, 1, names=["Anna"])
    other = played(name, 40, seed=9)
    with pytest.raises(ValueError, match="not a continuation"):
        kept.extend(other)


def test_outcome_names_a_shared_win_with_both_names():  # lost temple p.10: a tie shares
    state = expeditions.play("temple", players=2, seed=4)
    state.score = [10, 10]
    assert state.is_terminal() and state.winners() == [0, 1]
    assert outcome(state, ["Anna", "Bob"]) == "Anna and Bob share the win."
