"""Plain game data <-> JSON-safe values, without losing tuples, sets or int keys."""

from __future__ import annotations

from typing import Any


def to_jsonable(value: Any) -> Any:
    """Encode ints, floats, strings, None, bools, lists, tuples, sets and dicts;
    a bytearray (a board of small numbers, copied fast) as the list of its numbers."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [to_jsonable(v) for v in value]
    if isinstance(value, bytearray):
        return list(value)
    if isinstance(value, tuple):
        return {"t": [to_jsonable(v) for v in value]}
    if isinstance(value, (set, frozenset)):
        items = sorted((to_jsonable(v) for v in value), key=repr)
        return {"s": items, "f": isinstance(value, frozenset)}
    if isinstance(value, dict):
        return {"d": [[to_jsonable(k), to_jsonable(v)] for k, v in value.items()]}
    raise TypeError(f"cannot encode {type(value).__name__} as game data")


def _hashable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_hashable(v) for v in value)
    return value


def from_jsonable(value: Any) -> Any:
    """Inverse of `to_jsonable`."""
    if isinstance(value, list):
        return [from_jsonable(v) for v in value]
    if isinstance(value, dict):
        if "t" in value:
            return tuple(from_jsonable(v) for v in value["t"])
        if "s" in value:
            items = [_hashable(from_jsonable(v)) for v in value["s"]]
            return frozenset(items) if value.get("f") else set(items)
        if "d" in value:
            return {_hashable(from_jsonable(k)): from_jsonable(v) for k, v in value["d"]}
        raise ValueError(f"unknown encoded value {value!r}")
    return value
