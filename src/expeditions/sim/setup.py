"""What a study was, read back from its rows: bots by seat, rotation, seeds,
options and limit; and how several files make one study.

A study run in pieces (a batch job per range of seeds, a resumed run) leaves
several files with the same setup; `group_files` puts them back together and
names the seeds still missing. Files whose setups differ stay apart, to be
compared.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .limits import limit_text


def seed_ranges(seeds: Iterable[int]) -> str:
    """Seeds as ranges: `1-100, 151-200`."""
    ordered = sorted(set(seeds))
    if not ordered:
        return "none"
    parts = []
    start = prev = ordered[0]
    for seed in ordered[1:]:
        if seed != prev + 1:
            parts.append(_span(start, prev))
            start = seed
        prev = seed
    parts.append(_span(start, prev))
    return ", ".join(parts)


def _span(start: int, end: int) -> str:
    return str(start) if start == end else f"{start}-{end}"


def missing_seeds(rows: list[dict[str, Any]]) -> list[int]:
    """Seeds between the first and the last played that have no game."""
    seeds = {row["seed"] for row in rows}
    if not seeds:
        return []
    return [s for s in range(min(seeds), max(seeds) + 1) if s not in seeds]


def options_text(raw: str | None) -> str:
    data = json.loads(raw or "{}")
    return ", ".join(f"{k}={v}" for k, v in sorted(data.items())) or "defaults"


def is_rotated(rows: list[dict[str, Any]]) -> bool:
    """Whether the bots changed seats between games (`--rotate`)."""
    return len({tuple(row["bots"]) for row in rows}) > 1


def lineup(rows: list[dict[str, Any]]) -> list[str]:
    """The bots by seat of the study's first game."""
    first = min(rows, key=lambda r: r["seed"])
    return list(first["bots"])


def limits_text(rows: list[dict[str, Any]]) -> str:
    if any("limit" not in row for row in rows) or all(
        row.get("limit") is None and row.get("turns") is None for row in rows
    ):
        return "not recorded"
    return "; ".join(sorted({limit_text(row.get("limit")) for row in rows}))


def setup_rows(rows: list[dict[str, Any]], notes: list[str] | None = None) -> list[list[str]]:
    """The setup as (what, value) rows for the report."""
    seats = max(r["seats"] for r in rows)
    bots = lineup(rows)
    missing = missing_seeds(rows)
    out = [
        ["game", ", ".join(sorted({r["game"] for r in rows}))],
        ["players", str(seats)],
        ["bots by seat", ", ".join(f"{i + 1}: {b}" for i, b in enumerate(bots))],
        [
            "rotation",
            "bots moved one seat per game" if is_rotated(rows) else "none: every game as above",
        ],
        ["seeds", f"{seed_ranges(r['seed'] for r in rows)} ({len(rows)} games)"],
        ["missing seeds", seed_ranges(missing) if missing else "none"],
        ["options", "; ".join(sorted({options_text(r.get("options")) for r in rows}))],
        ["limit", limits_text(rows)],
    ]
    out.extend(["note", note] for note in notes or [])
    return out


def setup_key(rows: list[dict[str, Any]]) -> tuple[Any, ...]:
    """What must agree for files to be pieces of one study."""
    return (
        tuple(sorted({r["game"] for r in rows})),
        max(r["seats"] for r in rows),
        tuple(sorted({r.get("options") or "{}" for r in rows})),
        tuple(sorted({str(r.get("limit")) for r in rows})),
        tuple(sorted(lineup(rows))),
        is_rotated(rows),
    )


@dataclass
class StudyFiles:
    """One study, from one file or several with the same setup."""

    name: str
    paths: list[Path]
    rows: list[dict[str, Any]]
    notes: list[str] = field(default_factory=list)


def group_files(
    files: list[tuple[Path, list[dict[str, Any]]]], merge: bool = True
) -> list[StudyFiles]:
    """Files with the same setup become one study (in the order first given);
    with `merge` off, every file is a study of its own, as the same command
    run before and after a change to the code is.

    A seed found in more than one file of a study is kept once, from the
    first file, and named in the study's notes.
    """
    groups: dict[Any, StudyFiles] = {}
    for index, (path, rows) in enumerate(files):
        if not rows:
            raise ValueError(f"{path}: the results file holds no games")
        key = setup_key(rows) if merge else index
        study = groups.get(key)
        if study is None:
            groups[key] = StudyFiles(path.stem, [path], list(rows))
            continue
        seen = {row["seed"] for row in study.rows}
        twice = sorted(row["seed"] for row in rows if row["seed"] in seen)
        study.rows.extend(row for row in rows if row["seed"] not in seen)
        study.paths.append(path)
        study.name = f"{study.name}+{path.stem}"
        if twice:
            study.notes.append(
                f"seeds {seed_ranges(twice)} are also in {path.name}; kept the first file's games"
            )
    for study in groups.values():
        study.rows.sort(key=lambda r: r["seed"])
        if len(study.paths) > 1:
            names = ", ".join(p.name for p in study.paths)
            study.notes.insert(0, f"one study from {len(study.paths)} files: {names}")
    studies = list(groups.values())
    _tell_apart(studies)
    return studies


def _tell_apart(studies: list[StudyFiles]) -> None:
    """Studies whose files share a name (`base/relic.parquet` and
    `variant/relic.parquet`) are named by their folder as well, then numbered
    if that is not enough: a comparison of two columns both named `relic`
    says nothing."""
    names = [s.name for s in studies]
    for study in studies:
        if names.count(study.name) > 1 and study.paths[0].parent.name:
            study.name = f"{study.paths[0].parent.name}/{study.name}"
    seen: dict[str, int] = {}
    for study in studies:
        seen[study.name] = seen.get(study.name, 0) + 1
        if seen[study.name] > 1:
            study.name = f"{study.name} ({seen[study.name]})"
