"""Messages to clients as JSON text, encoded by orjson: pushes are the table's busiest path."""

from __future__ import annotations

from typing import Any

import orjson


def encode(message: Any) -> str:
    """`message` as compact JSON text (integer keys become strings, as `json` makes them)."""
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()
