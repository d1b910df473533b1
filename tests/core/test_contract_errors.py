"""The registry, options and records refuse bad input with clear messages."""

from __future__ import annotations

import pytest

import expeditions
from expeditions import RecordError
from expeditions.core import serial


def test_unknown_game_names_the_games():
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        expeditions.load("chess")


@pytest.mark.parametrize("name", expeditions.games())
def test_player_count_out_of_range_says_what_is_allowed(name):
    info = expeditions.core.game_class(name).info
    with pytest.raises(ValueError, match=f"{info.min_players} to {info.max_players} players"):
        expeditions.load(name, players=info.max_players + 1)


@pytest.mark.parametrize("name", expeditions.games())
def test_unknown_option_lists_options(name):
    with pytest.raises(ValueError, match="has no option 'nonsense'"):
        expeditions.load(name, nonsense=True)


@pytest.mark.parametrize("name", expeditions.games())
def test_game_is_immutable_and_compares_by_value(name):
    a = expeditions.load(name)
    b = expeditions.load(name)
    assert a == b and hash(a) == hash(b)
    with pytest.raises(AttributeError):
        a.players = 3


def test_record_missing_field_is_named():
    with pytest.raises(RecordError, match="'actions' is missing"):
        expeditions.replay({"game": expeditions.games()[0], "players": 2})


def test_record_with_bad_action_names_its_position():
    name = expeditions.games()[0]
    with pytest.raises(RecordError, match="action 1 'fly to the moon'"):
        expeditions.replay({"game": name, "players": 2, "actions": ["fly to the moon"]})


def test_serial_round_trip_keeps_types():
    value = {"a": (1, 2), "b": [frozenset({1, 2}), {3}], (1, 2): {"x": None}}
    assert serial.from_jsonable(serial.to_jsonable(value)) == value


def test_name_value_pairs_are_split_once_for_every_command():
    from expeditions.core.pairs import split_pairs

    assert split_pairs([" a = 1", "b=x"], "--option") == {"a": "1", "b": "x"}
    for bad in ("a", "=1", "a="):
        with pytest.raises(ValueError, match=f"--bot takes SEAT=BOT, got '{bad}'"):
            split_pairs([bad], "--bot", "SEAT=BOT")
