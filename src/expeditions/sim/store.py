"""Study results on disk: one row per game (Parquet or CSV) and the records beside.

`results.parquet` (or `.csv`) holds the rows; `results.jsonl` beside it holds
one game record per line, so any game of a study can be replayed exactly.
While a run plays, `results.journal.jsonl` takes each game as it finishes, so
a run that is killed outright (SIGKILL, the machine going down) loses only
the games it was playing; the journal goes once the results are written.
"""

from __future__ import annotations

import csv
import json
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

FORMATS = (".parquet", ".csv")
COLUMNS = (
    "seed",
    "game",
    "options",
    "seats",
    "bots",
    "scores",
    "winners",
    "length",
    "duration",
    "limit",
    "stopped",
    "turns",
    "rounds",
)
LIST_COLUMNS = ("bots", "scores", "winners")
INT_COLUMNS = ("seed", "seats", "length")
OPTIONAL_INT_COLUMNS = ("limit", "turns", "rounds")
"""Absent from files written before they were recorded: read back as None."""


def check_path(path: Path) -> Path:
    """Refuse an output path whose extension names no supported format."""
    if path.suffix.lower() not in FORMATS:
        raise ValueError(
            f"{path}: results go to a .parquet or .csv file, not {path.suffix or 'no'}"
        )
    return path


def records_path(path: Path) -> Path:
    """Where the records of the study in `path` are kept: same name, `.jsonl`."""
    return path.with_suffix(".jsonl")


def journal_path(path: Path) -> Path:
    """Where a run writing `path` keeps its games as they finish: `NAME.journal.jsonl`."""
    return path.with_name(path.stem + ".journal.jsonl")


def has_games(path: Path) -> bool:
    """Whether `path`, or the journal of a run that did not finish writing it, holds games."""
    return path.exists() or journal_path(path).exists()


SYNC_EVERY = 1.0
"""Seconds between forcing the journal onto the disk: every write reaches the
system at once (a killed process loses nothing), the disk at most this late."""


class Journal:
    """The games of a run so far, one JSON line each (its row and its record)."""

    def __init__(self, results: Path) -> None:
        self.path = journal_path(results)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = self.path.open("a", encoding="utf-8")
        self._synced = time.monotonic()

    def add(self, games: Iterable[tuple[dict[str, Any], dict[str, Any]]]) -> None:
        for row, record in games:
            line = json.dumps({"row": row, "record": record}, separators=(",", ":"))
            self._file.write(line + "\n")
        self._file.flush()
        if time.monotonic() - self._synced >= SYNC_EVERY:
            os.fsync(self._file.fileno())
            self._synced = time.monotonic()

    def close(self, written: bool) -> None:
        """Close; once the results are `written` the journal has served and goes."""
        self._file.close()
        if written:
            self.path.unlink(missing_ok=True)


def read_journal(path: Path) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """The games in the journal of a run writing `path` that did not finish (none
    without one). A line cut short by the kill is left out: its game is played again."""
    where = journal_path(path)
    if not where.exists():
        return []
    games = []
    with where.open(encoding="utf-8") as f:
        for line in f:
            try:
                entry = json.loads(line)
                games.append((complete(entry["row"]), entry["record"]))
            except (json.JSONDecodeError, KeyError, TypeError):
                continue
    return games


def unfinished_run(path: Path) -> str:
    """What to say when `path`'s journal holds the games of a run that did not finish."""
    count = len(read_journal(path))
    return (
        f"{journal_path(path)} holds {count} games of a run that did not finish writing"
        f" {path.name}: the same command with --resume {path} keeps them and plays the"
        " rest (delete the journal to start afresh)"
    )


def write_results(
    path: Path, rows: list[dict[str, Any]], records: Iterable[dict[str, Any]]
) -> None:
    """Write the rows (sorted by seed) and the records beside them."""
    check_path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    rows = [complete(r) for r in sorted(rows, key=lambda r: r["seed"])]
    if path.suffix.lower() == ".parquet":
        import pyarrow as pa
        import pyarrow.parquet as pq

        pq.write_table(pa.Table.from_pylist(rows), path)
    else:
        with path.open("w", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, fieldnames=COLUMNS)
            writer.writeheader()
            for row in rows:
                writer.writerow({k: _cell(k, row[k]) for k in COLUMNS})
    with records_path(path).open("w", encoding="utf-8") as f:
        for record in sorted(records, key=lambda r: r["seed"]):
            f.write(json.dumps(record, separators=(",", ":")) + "\n")


def read_rows(path: Path) -> list[dict[str, Any]]:
    """The rows of a results file, lists and numbers restored."""
    check_path(path)
    if not path.exists():
        if journal_path(path).exists():
            raise FileNotFoundError(f"{path}: not written yet; {unfinished_run(path)}")
        raise FileNotFoundError(f"{path}: no such results file")
    if path.suffix.lower() == ".parquet":
        import pyarrow.parquet as pq

        return [complete(r) for r in pq.read_table(path).to_pylist()]
    with path.open(newline="", encoding="utf-8") as f:
        return [_parse(row) for row in csv.DictReader(f)]


def read_records(path: Path) -> list[dict[str, Any]]:
    """The game records kept beside a results file."""
    where = records_path(path)
    if not where.exists():
        raise FileNotFoundError(f"{where}: the game records of {path.name} are missing")
    with where.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def complete(row: dict[str, Any]) -> dict[str, Any]:
    """A row with every column, those an older file lacks set to None."""
    if all(key in row for key in COLUMNS):
        return row
    return {key: row.get(key) for key in COLUMNS}


def _cell(key: str, value: Any) -> Any:
    if key in LIST_COLUMNS:
        return json.dumps(value)
    return "" if value is None else value


def _parse(row: dict[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = dict(row)
    for key in LIST_COLUMNS:
        out[key] = json.loads(row[key])
    for key in INT_COLUMNS:
        out[key] = int(row[key])
    for key in OPTIONAL_INT_COLUMNS:
        out[key] = int(row[key]) if row.get(key) else None
    out["stopped"] = row.get("stopped") or None
    out["duration"] = float(row["duration"])
    return complete(out)
