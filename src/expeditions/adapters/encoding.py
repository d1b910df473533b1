"""Observations as fixed-size vectors and canonical strings, for learning code.

An observation is a nested JSON-safe dict whose shape differs from game to
game and grows during play (tiles laid, dice kept), so a tensor of fixed size
is made by feature hashing:

- the first `players` entries are a one-hot of the observing seat;
- every leaf of the observation is named by its path (dict keys and list
  indices, each after a `/`, e.g. `/board/3/mask`);
- a number (ints, floats, bools as 0/1) is added at `hash(path)`;
- a string or null is an indicator: 1.0 added at `hash(path=value)`
  (`path=None` for null);
- a list also adds its length at `hash(path#len)`.

The hash is CRC-32 of the name, so the vector is the same in every process
and on every machine. Collisions add up; a bigger `size` makes them rarer.
The vector is built from `observation(seat)` alone, so it can never leak what
the seat may not see.
"""

from __future__ import annotations

import json
from typing import Any
from zlib import crc32

DEFAULT_SIZE = 4096
"""Hashed slots per vector, seat one-hot not included."""

_INDEX_CACHE: dict[str, int] = {}
_CACHE_LIMIT = 1 << 16


def canonical_json(observation: Any) -> str:
    """One text per observation: sorted keys, no spaces, so equal views give equal text."""
    return json.dumps(observation, sort_keys=True, separators=(",", ":"))


def _slot(name: str) -> int:
    """The stable hash of a feature name (cached: the same paths recur every step)."""
    found = _INDEX_CACHE.get(name)
    if found is None:
        if len(_INDEX_CACHE) >= _CACHE_LIMIT:
            _INDEX_CACHE.clear()
        found = _INDEX_CACHE[name] = crc32(name.encode())
    return found


def features(observation: Any, prefix: str = "") -> list[tuple[str, float]]:
    """Every leaf of `observation` as `(feature name, value)`, in a fixed order."""
    out: list[tuple[str, float]] = []
    _walk(observation, prefix, out)
    return out


def _walk(value: Any, path: str, out: list[tuple[str, float]]) -> None:
    # Scalars met as children are handled inline: most leaves are, and a
    # call per leaf would double the cost of a large observation.
    kind = type(value)
    if kind is dict:
        children = [(f"{path}/{key}", value[key]) for key in sorted(value)]
    elif kind is list or kind is tuple:
        out.append((path + "#len", float(len(value))))
        children = [(f"{path}/{i}", item) for i, item in enumerate(value)]
    else:
        _leaf(value, path, out)
        return
    for child_path, child in children:
        child_kind = type(child)
        if child_kind is int or child_kind is float:
            out.append((child_path, float(child)))
        elif child_kind is str:
            out.append((f"{child_path}={child}", 1.0))
        elif child_kind is bool:
            out.append((child_path, 1.0 if child else 0.0))
        elif child is None:
            out.append((child_path + "=None", 1.0))
        elif child_kind is dict or child_kind is list or child_kind is tuple:
            _walk(child, child_path, out)
        else:
            _leaf(child, child_path, out)


def _leaf(value: Any, path: str, out: list[tuple[str, float]]) -> None:
    if isinstance(value, bool):
        out.append((path, 1.0 if value else 0.0))
    elif isinstance(value, (int, float)):
        out.append((path, float(value)))
    elif isinstance(value, dict):
        _walk(dict(value), path, out)
    elif isinstance(value, (list, tuple)):
        _walk(list(value), path, out)
    else:
        out.append((f"{path}={value}", 1.0))


class ObservationEncoder:
    """Writes observations of one game configuration into vectors of one size."""

    __slots__ = ("players", "size", "hashed")

    def __init__(self, players: int, hashed: int = DEFAULT_SIZE) -> None:
        if hashed < 1:
            raise ValueError(f"the hashed part of a tensor needs at least 1 slot, got {hashed}")
        self.players = players
        self.hashed = hashed
        self.size = players + hashed

    def sparse(self, observation: Any, seat: int | None) -> tuple[list[int], list[float]]:
        """The non-zero entries (indices may repeat: they add up)."""
        base, hashed = self.players, self.hashed
        index: list[int] = []
        values: list[float] = []
        if seat is not None:
            index.append(seat)
            values.append(1.0)
        cache = _INDEX_CACHE
        for name, value in features(observation):
            slot = cache.get(name)
            if slot is None:
                slot = _slot(name)
            index.append(base + slot % hashed)
            values.append(value)
        return index, values

    def array(self, observation: Any, seat: int | None) -> Any:
        """The encoding as a float32 numpy array."""
        import numpy as np

        index, values = self.sparse(observation, seat)
        return np.bincount(index, weights=values, minlength=self.size).astype(np.float32)

    def vector(self, observation: Any, seat: int | None) -> list[float]:
        """The encoding as a plain list (no numpy needed)."""
        out = [0.0] * self.size
        for i, value in zip(*self.sparse(observation, seat), strict=True):
            out[i] += value
        return out
