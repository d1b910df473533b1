"""Reading and writing record files with messages a person can act on."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from expeditions.core import RecordError, State, replay


def read_record(path: Path) -> dict[str, Any]:
    """The record in `path`, or RecordError naming what is wrong and where."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{path}: cannot read it ({exc})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"{path}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    if not isinstance(data, dict):
        raise RecordError(f"{path}: a record is a JSON object, not {type(data).__name__}")
    return data


def load_record(path: Path) -> tuple[dict[str, Any], State]:
    """The record and the state it replays to; RecordError on the first bad action."""
    data = read_record(path)
    try:
        state = replay(data)
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None
    return data, state


def default_record_path(game: str, seed: int | None) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return Path("records") / f"{game}-seed{seed}-{stamp}.json"


def save_record(state: State, path: Path, table: dict[str, Any] | None = None) -> Path:
    """Write atomically, so a crash never leaves half a record. `table` (the
    players' names and bots) is kept beside the record so that `play
    --resume` seats everyone again."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    data = state.record()
    if table:
        data["table"] = table
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    tmp.replace(path)
    return path
