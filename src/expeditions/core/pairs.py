"""`NAME=VALUE` texts from a command line, the one parser every command uses.

Values stay text: each game's `Option` converts and checks option values, and
the bot registry reads bot specs.
"""

from __future__ import annotations

from collections.abc import Iterable


def split_pairs(items: Iterable[str] | None, flag: str, form: str = "name=value") -> dict[str, str]:
    """`["a=1", " b = x "]` -> `{"a": "1", "b": "x"}`; ValueError names the flag."""
    out: dict[str, str] = {}
    for item in items or ():
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise ValueError(f"{flag} takes {form}, got {item!r}")
        out[name.strip()] = value.strip()
    return out
