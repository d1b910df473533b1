"""Run a study: many seeded games between bots, with progress and a clean Ctrl-C."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from .backends import run_chunks
from .store import check_path, write_results
from .tasks import GameTask, plan_tasks


@dataclass(frozen=True)
class Study:
    """What a designer asks for: which game, which bots by seat, how many games."""

    game: str
    players: int
    bots: list[str]
    games: int = 100
    seed: int = 1
    options: dict[str, Any] = field(default_factory=dict)
    rotate: bool = False

    def tasks(self) -> list[GameTask]:
        return plan_tasks(
            self.game, self.players, self.options, self.bots, self.games, self.seed, self.rotate
        )


@dataclass
class StudyResult:
    rows: list[dict[str, Any]]
    records: list[dict[str, Any]]
    planned: int
    interrupted: bool = False


class RateColumn(ProgressColumn):
    """Games per second since the start."""

    def render(self, task: Task) -> Text:
        elapsed = task.elapsed or 0.0
        rate = task.completed / elapsed if elapsed > 0 else 0.0
        return Text(f"{rate:.1f} games/s", style="cyan")


def chunked(tasks: list[GameTask], workers: int) -> list[list[GameTask]]:
    """Chunks big enough to save round trips, small enough for a smooth bar."""
    size = max(1, min(4, len(tasks) // (max(1, workers) * 16)))
    return [tasks[i : i + size] for i in range(0, len(tasks), size)]


def run_study(
    study: Study,
    *,
    workers: int = 1,
    backend: str = "local",
    address: str | None = None,
    out: Path | None = None,
    console: Console | None = None,
    progress: bool = True,
) -> StudyResult:
    """Play every game of `study`; on Ctrl-C keep (and write) the finished ones."""
    if out is not None:
        check_path(out)
    tasks = study.tasks()
    result = StudyResult([], [], len(tasks))
    console = console or Console(stderr=True)
    bar = Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        TimeElapsedColumn(),
        console=console,
        disable=not progress,
    )
    stream = run_chunks(chunked(tasks, workers), backend, workers, address)
    with bar:
        task_id = bar.add_task(f"{study.game} {study.players}p", total=len(tasks))
        try:
            for chunk in stream:
                for row, record in chunk:
                    result.rows.append(row)
                    result.records.append(record)
                bar.update(task_id, advance=len(chunk))
        except KeyboardInterrupt:
            result.interrupted = True
        finally:
            stream.close()
    result.rows.sort(key=lambda r: r["seed"])
    result.records.sort(key=lambda r: r["seed"])
    if out is not None:
        write_results(out, result.rows, result.records)
    return result
