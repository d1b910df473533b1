"""Speed work keeps play identical: the kept records replay move for move."""

from __future__ import annotations

import json

import pytest

from tests.agents.same_play import CASES, FIXTURE, GAMES, case_key, play_case

RECORDS = json.loads(FIXTURE.read_text())


def first_difference(actions: list[str], expected: list[str]) -> int:
    for i, (a, b) in enumerate(zip(actions, expected, strict=False)):
        if a != b:
            return i
    return min(len(actions), len(expected))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}-{c[3]}")
def test_the_same_seed_plays_the_same_game(game, case):
    expected = RECORDS[case_key(game, case)]
    actions = play_case(game, case)
    assert actions == expected, (
        f"{case_key(game, case)} now plays differently from action "
        f"{first_difference(actions, expected)};"
        " if the rules or the bot changed play on purpose, record again with"
        " `PYTHONPATH=src python -m tests.agents.same_play`"
    )
