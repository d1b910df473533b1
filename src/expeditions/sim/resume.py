"""Resume a study from its results file: keep its games, play only the seeds it lacks.

A study stopped by Ctrl-C or SIGTERM keeps its finished games in FILE; one
killed outright keeps them in FILE's journal. Rerunning the same command with
`--resume FILE` plays the seeds in neither. The file must be of the same
study: game, players, options, limit and, seed by seed, the same bots in the
same seats; otherwise its games would not be the games this command plays,
and it is refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .limits import limit_text
from .runner import Study
from .setup import seed_ranges
from .store import journal_path, read_journal, read_records, read_rows

Games = tuple[list[dict[str, Any]], list[dict[str, Any]]]


def earlier_games(study: Study, path: Path) -> Games:
    """The rows and records of `path` and of its journal, checked against `study`."""
    rows: list[dict[str, Any]] = []
    records: dict[int, dict[str, Any]] = {}
    if path.exists() or not journal_path(path).exists():
        rows = read_rows(path)
        records = {record["seed"]: record for record in read_records(path)}
        lacking = [row["seed"] for row in rows if row["seed"] not in records]
        if lacking:
            raise ValueError(f"{path}: no game records for seeds {seed_ranges(lacking)}")
    seen = {row["seed"] for row in rows}
    for row, record in read_journal(path):
        if row["seed"] not in seen:
            seen.add(row["seed"])
            rows.append(row)
            records[row["seed"]] = record
    rows.sort(key=lambda row: row["seed"])
    tasks = {task.seed: task for task in study.tasks()}
    first = next(iter(tasks.values()), None)
    for row in rows:
        task = tasks.get(row["seed"], first)
        if task is None:
            break
        _check(path, row, task, exact_seats=row["seed"] in tasks)
    return rows, [records[row["seed"]] for row in rows]


def _check(path: Path, row: dict[str, Any], task: Any, exact_seats: bool) -> None:
    seed = row["seed"]
    wanted_options = json.dumps(dict(task.options), sort_keys=True)
    found = {
        "game": (row["game"], task.game),
        "players": (row["seats"], task.players),
        "options": (row.get("options") or "{}", wanted_options),
        "limit": (limit_text(row.get("limit")), limit_text(task.limit)),
    }
    bots, wanted = list(row["bots"]), list(task.bots)
    if exact_seats:
        found["bots by seat"] = (", ".join(bots), ", ".join(wanted))
    else:
        found["bots"] = (", ".join(sorted(bots)), ", ".join(sorted(wanted)))
    for what, (there, here) in found.items():
        if there != here:
            raise ValueError(
                f"{path} is another study: seed {seed} was played with {what} {there},"
                f" this command plays {here}"
            )
