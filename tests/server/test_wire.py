"""What the table sends is the JSON `json` would write, shared parts encoded once."""

from __future__ import annotations

import enum
import json
from collections import OrderedDict

import pytest

from expeditions.core.observation import Shared
from expeditions.server.wire import encode


class Colour(enum.StrEnum):
    WHITE = "white"


class Pips(enum.IntEnum):
    SIX = 6


def test_a_message_reads_back_as_json_writes_it():
    spaces = Shared([{"label": "a1", "tents": [0, 1]}, {"label": "b2", "tents": []}])
    message = {
        "view": {"spaces": spaces, 3: "seat key"},
        "colour": Colour.WHITE,
        "pips": Pips.SIX,
        "ordered": OrderedDict(z=1, a=2),
        "flags": [True, None, 1.5],
    }
    assert json.loads(encode(message)) == json.loads(json.dumps(message))


def test_a_shared_part_is_encoded_once_and_kept_for_the_next_message():
    spaces = Shared([{"label": "a1"}])
    encode({"spaces": spaces})
    assert spaces.encoded == b'[{"label":"a1"}]'
    spaces.encoded = b'["kept"]'  # what is kept is what goes out
    assert encode({"spaces": spaces}) == '{"spaces":["kept"]}'


def test_what_json_cannot_write_is_refused_by_name():
    with pytest.raises(TypeError, match="set"):
        encode({"seats": {1, 2}})


def test_a_copy_of_a_shared_part_is_encoded_afresh():
    import copy
    import pickle

    spaces = Shared([{"label": "a1"}])
    encode({"spaces": spaces})
    for twin in (copy.deepcopy(spaces), pickle.loads(pickle.dumps(spaces))):
        twin[0]["label"] = "b2"  # a copy may be written
        assert encode({"spaces": twin}) == '{"spaces":[{"label":"b2"}]}'
