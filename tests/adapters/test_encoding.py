"""Observations flattened into fixed-size vectors, as documented in `encoding`."""

from __future__ import annotations

from zlib import crc32

import pytest

from expeditions.adapters.encoding import ObservationEncoder, canonical_json, features


def _slot(name: str, hashed: int, players: int) -> int:
    return players + crc32(name.encode()) % hashed


def test_every_leaf_lands_at_the_crc_of_its_path():
    encoder = ObservationEncoder(players=2, hashed=1 << 20)
    view = {"b": [True, "x"], "a": 2, "c": None}
    vector = encoder.vector(view, seat=1)
    expected = {
        1: 1.0,  # the seat's one-hot
        _slot("/a", 1 << 20, 2): 2.0,
        _slot("/b#len", 1 << 20, 2): 2.0,
        _slot("/b/0", 1 << 20, 2): 1.0,
        _slot("/b/1=x", 1 << 20, 2): 1.0,
        _slot("/c=None", 1 << 20, 2): 1.0,
    }
    assert {i: v for i, v in enumerate(vector) if v} == expected


def test_leaves_are_listed_in_key_order_whatever_the_dict_order():
    one = features({"z": {"y": 1, "x": [0.5]}, "a": False})
    two = features({"a": False, "z": {"x": [0.5], "y": 1}})
    assert one == two
    assert one == [("/a", 0.0), ("/z/x#len", 1.0), ("/z/x/0", 0.5), ("/z/y", 1.0)]


def test_colliding_leaves_add_up():
    encoder = ObservationEncoder(players=1, hashed=1)
    assert encoder.vector({"a": 2, "b": 3}, seat=None) == [0.0, 5.0]


def test_spectator_vector_has_no_seat_bit():
    encoder = ObservationEncoder(players=3, hashed=8)
    assert encoder.vector({}, seat=None) == [0.0] * 11
    assert encoder.vector({}, seat=2)[:3] == [0.0, 0.0, 1.0]


def test_numpy_array_equals_the_plain_vector():
    encoder = ObservationEncoder(players=2, hashed=32)
    view = {"board": [{"x": 1, "y": -2}, {"x": 3, "face": "ice"}], "turn": 0}
    array = encoder.array(view, seat=0)
    assert array.dtype.name == "float32"
    assert array.tolist() == encoder.vector(view, seat=0)


def test_canonical_json_sorts_keys_without_spaces():
    assert canonical_json({"b": [1, 2], "a": None}) == '{"a":null,"b":[1,2]}'


def test_empty_hashed_part_is_refused():
    with pytest.raises(ValueError, match="at least 1 slot"):
        ObservationEncoder(players=2, hashed=0)
