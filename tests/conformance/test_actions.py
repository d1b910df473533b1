"""The declared actions of every game: text, parsing, ids, descriptions, part by part."""

from __future__ import annotations

import json
import random

import pytest

import expeditions
from expeditions import IllegalAction
from expeditions.core.actions import next_parts
from tests.conftest import game_configs, random_walk

CONFIGS = game_configs()
IDS = [f"{name}-{n}p" for name, n in CONFIGS]
NAMES = expeditions.games()


def positions(game, seed: int, every: int = 1):
    """Sampled states of one random game: the opening densely, then sparser."""
    rng = random.Random(seed)
    for i, state in enumerate(random_walk(game.new_initial_state(), rng)):
        if i < 40 or (i % every == 0):
            yield state


def _every(game) -> int:
    return max(1, game.max_game_length() // 4000)


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_every_legal_action_round_trips_through_text_ids_and_description(name, players):
    game = expeditions.load(name, players=players)
    checked = 0
    for state in positions(game, seed=players, every=7 * _every(game)):
        chance = state.is_chance_node()
        for action in state.legal_actions()[:60]:
            text = str(action)
            assert game.parse_action(state, text) == action
            assert game.parse_action(state, "  " + text.upper().replace(" ", "  ")) == action
            described = json.loads(json.dumps(game.describe_action(action)))
            assert described["text"] == text
            assert " ".join(p["text"] for p in described["parts"]) == text
            assert all(p["kind"] and p["text"] == p["text"].strip() for p in described["parts"])
            assert isinstance(described["verb"], str) and described["verb"]
            if chance:
                with pytest.raises(IllegalAction):
                    game.action_id(action)
            else:
                i = game.action_id(action)
                assert 0 <= i < game.num_distinct_actions()
                assert game.action_from_id(state, i) == action
            checked += 1
    assert checked > 100


def _walk(game, legal, chosen=()):
    """Every action reached by choosing parts one at a time from `chosen`."""
    step = next_parts(game, legal, chosen)
    reached = [] if step.action is None else [step.action]
    for _, text in step.choices:
        reached += _walk(game, legal, (*chosen, text))
    return reached


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_choosing_part_by_part_reaches_every_legal_action_and_only_those(name, players):
    game = expeditions.load(name, players=players)
    walked = 0
    for state in positions(game, seed=100 + players, every=50 * _every(game)):
        legal = state.legal_actions()
        reached = _walk(game, legal)
        assert sorted(map(str, reached)) == sorted(map(str, legal))
        first = next_parts(game, legal)
        assert not first.complete or len(legal) == 1
        for action in legal[:20]:
            parts = [p["text"] for p in game.describe_action(action)["parts"]]
            for k in range(len(parts)):
                step = next_parts(game, legal, parts[:k])
                assert parts[k] in [t for _, t in step.choices]
            assert next_parts(game, legal, parts).action == action
        walked += 1
    assert walked > 10


@pytest.mark.parametrize("name", NAMES)
def test_a_choice_no_legal_action_starts_with_is_refused(name):
    game = expeditions.load(name)
    state = next(s for s in positions(game, 1) if not s.is_chance_node())
    with pytest.raises(IllegalAction, match="no legal action starts with"):
        next_parts(game, state.legal_actions(), ["no-such-verb"])


BAD_IDS = [-1, -(10**9), 10**9, 2.0, 1.5, "3", None, True, [1], (0,)]


@pytest.mark.parametrize("name", NAMES)
def test_bad_ids_raise_illegal_action(name):
    game = expeditions.load(name)
    state = next(s for s in positions(game, 2) if not s.is_chance_node())
    n = game.num_distinct_actions()
    for bad in [*BAD_IDS, n, n + 1]:
        with pytest.raises(IllegalAction):
            game.action_from_id(state, bad)


@pytest.mark.parametrize("name", NAMES)
def test_every_id_names_its_action_or_raises_illegal_action(name):
    game = expeditions.load(name)
    seen = 0
    for state in positions(game, 3, every=400 * _every(game)):
        if state.is_chance_node():
            continue
        for i in range(game.num_distinct_actions()):
            try:
                action = game.action_from_id(state, i)
            except IllegalAction:
                continue
            assert game.action_id(action) == i
            seen += 1
        if seen > 2000:
            break
    assert seen > 0


BAD_TEXTS = ["", "   ", "\n", "xyzzy", "move", "move to the moon", "place 1 2 3 4 5 6 7", "-1", 7]


@pytest.mark.parametrize("name", NAMES)
def test_bad_texts_raise_illegal_action(name):
    game = expeditions.load(name)
    for state in positions(game, 4, every=10**9):
        for bad in BAD_TEXTS:
            with pytest.raises(IllegalAction):
                game.parse_action(state, bad)


@pytest.mark.parametrize("name", NAMES)
def test_things_that_are_not_actions_have_no_id_or_description(name):
    game = expeditions.load(name)
    action_type = type(next(positions(game, 5)).legal_actions()[0])
    strangers = [None, "move", 3, (0, 0, 0), object(), action_type(*([10**6] * 3))]
    for bad in strangers:
        with pytest.raises(IllegalAction):
            game.action_id(bad)
        with pytest.raises(IllegalAction):
            game.describe_action(bad)


@pytest.mark.parametrize("name", NAMES)
def test_chance_outcomes_have_no_id(name):
    game = expeditions.load(name)
    state = next(s for s in positions(game, 5) if s.is_chance_node())
    outcome = state.legal_actions()[0]
    with pytest.raises(IllegalAction, match="chance outcome"):
        game.action_id(outcome)
    assert game.describe_action(outcome)["text"] == str(outcome)


@pytest.mark.parametrize("name", NAMES)
def test_a_chance_outcome_typed_by_a_player_is_named_as_such(name):
    game = expeditions.load(name)
    outcome = str(next(s for s in positions(game, 6) if s.is_chance_node()).legal_actions()[0])
    state = next(s for s in positions(game, 6) if not s.is_chance_node())
    assert outcome not in map(str, state.legal_actions())
    with pytest.raises(IllegalAction, match="chance outcome"):
        game.parse_action(state, outcome)


PINNED_IDS = {
    "cave": {"end turn": 0, "bag rope 3": 65, "tent camera 1": 144},
    "relic": {"move k3": 48, "snake 3 to k9": 5950, "pick boar 12": 9483},
    "southpole": {"choose 1 black 5 blue": 0, "reroll 2": 120, "tent here": 209},
    "temple": {"start key pink": 0, "place blue 4 at a4 turn 5": 650, "tent key brown": 1936},
}
"""Ids that trained models and saved encodings rely on: they must not move."""


@pytest.mark.parametrize("name", sorted(PINNED_IDS))
def test_action_ids_stay_where_they_were(name):
    game = expeditions.load(name)
    for text, expected in PINNED_IDS[name].items():
        action = game.actions.parse(text)
        assert str(action) == text
        assert game.action_id(action) == expected
