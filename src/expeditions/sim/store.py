"""Study results on disk: one row per game (Parquet or CSV) and the records beside.

`results.parquet` (or `.csv`) holds the rows; `results.jsonl` beside it holds
one game record per line, so any game of a study can be replayed exactly.
"""

from __future__ import annotations

import csv
import json
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
