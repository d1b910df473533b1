"""The boards' words and the log in Greek; English stays as it was."""

from __future__ import annotations

import random
import re

import pytest

from expeditions.core import game_class
from expeditions.core.narration import narrate
from expeditions.core.registry import load
from expeditions.core.words import BoardWords, in_language
from expeditions.server.render import board_svg

GAMES = ["southpole", "relic", "cave", "temple"]
TEXT = re.compile(r"<(?:text|tspan|title)\b[^>]*>([^<]+)<")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
"""English left over: a word of three Latin letters or more (labels like g5, x1,
die letters W K B and tile codes S1 are symbols the legend explains)."""
GREEK = re.compile(r"[α-ωά-ώ]{3,}")

SHOWN = {
    "southpole": ["βουνό", "πλοίο", "σημαία"],
    "relic": ["ζούγκλα", "γύρος"],
    "cave": ["γύρος", "ΠΔ", "στοίβες", "σπηλαιολόγος"],
    "temple": ["έξω", "πόντοι", "μάσκα"],
}
"""Greek words each game's board draws early in a game."""


def positions(name: str, count: int = 6, seed: int = 3, actions: int = 400):
    """States along a seeded random game of two, of at most `actions` actions."""
    state = load(name, 2).new_initial_state()
    rng = random.Random(seed)
    out = []
    while not state.is_terminal() and len(out) < count and len(state.history) < actions:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            if rng.random() < 0.3:
                out.append(state.clone())
            action = rng.choice(state.legal_actions())
        state.apply(action)
    return out, state


@pytest.mark.parametrize("name", GAMES)
def test_a_greek_board_has_greek_words_and_no_english_ones(name):
    renderer = game_class(name).renderer
    states, _ = positions(name)
    words = []
    for state in states:
        seat = state.current_player()
        legal = [str(a) for a in state.legal_actions()]
        obs = state.observation(seat)
        english = renderer.svg(obs, legal)
        greek = in_language(english, "el", renderer.WORDS)
        assert in_language(english, "en", renderer.WORDS) == english
        # the drawing and its marks are the same; only the words differ
        strip = lambda svg: TEXT.sub("", svg)  # noqa: E731
        assert strip(greek) == strip(english)
        assert re.findall(r'data-part="[^"]*"', greek) == re.findall(r'data-part="[^"]*"', english)
        for text in TEXT.findall(greek):
            assert not LATIN_WORD.search(text.replace("&amp;", "")), (name, text)
            words.append(text)
    drawn = " ".join(words)
    for word in SHOWN[name]:
        assert word in drawn, (name, word)


@pytest.mark.parametrize("name", GAMES)
def test_a_greek_story_reads_in_greek(name):
    _, state = positions(name, count=10**6, seed=5)
    for seat in (None, 0):
        lines = narrate(state, seat, names=["Άννα", "Βασίλης"], lang="el")
        assert lines
        for line in lines:
            assert GREEK.search(line.text), line.text
            assert not LATIN_WORD.search(line.text), (name, line.text)


@pytest.mark.parametrize("name", GAMES)
def test_english_story_and_board_do_not_change_when_greek_is_asked_too(name):
    renderer = game_class(name).renderer
    states, state = positions(name, seed=7)
    before = narrate(state, 0, names=["Anna"])
    narrate(state, 0, names=["Anna"], lang="el")
    assert narrate(state, 0, names=["Anna"]) == before
    assert all(LATIN_WORD.search(line.text) for line in before)
    obs = states[-1].observation(0)
    english = renderer.svg(obs, None)
    in_language(english, "el", renderer.WORDS)
    assert renderer.svg(obs, None) == english
    assert board_svg(name, obs, None, "en") == english != board_svg(name, obs, None, "el")


def test_board_words_translate_whole_texts_then_patterns_group_by_group():
    words = BoardWords({"vine": "κληματσίδα", "raft": "σχεδία"}, [(r"(.+?), (.+)", "{0}, {1}")])
    assert words.text("vine, raft, rope") == "κληματσίδα, σχεδία, rope"
    svg = '<svg><g data-part="vine"><title>vine, raft</title><text x="1"> raft </text></g></svg>'
    assert words.svg(svg) == (
        '<svg><g data-part="vine"><title>κληματσίδα, σχεδία</title><text x="1"> σχεδία </text>'
        "</g></svg>"
    )
