"""Messages to clients as JSON text, encoded by orjson: pushes are the table's busiest path."""

from __future__ import annotations

from typing import Any

import orjson

from expeditions.core.observation import Shared

_OPTIONS = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_SUBCLASS


def _part(value: Any) -> Any:
    """A shared part of an observation is encoded once and kept; other subclasses of
    built-in types are sent as their base type, as `json` would send them."""
    if type(value) is Shared:
        if value.encoded is None:
            value.encoded = orjson.dumps(list(value), default=_part, option=_OPTIONS)
        return orjson.Fragment(value.encoded)
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, list):
        return list(value)
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, int):
        return int.__int__(value)
    raise TypeError(f"{type(value).__name__} cannot be sent as JSON")


def encode(message: Any) -> str:
    """`message` as compact JSON text (integer keys become strings, as `json` makes them)."""
    return orjson.dumps(message, default=_part, option=_OPTIONS).decode()
