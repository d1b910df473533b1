"""Run a study: many seeded games between bots, with progress and a clean stop.

Ctrl-C and SIGTERM (what batch schedulers send) both stop the study and keep
the games already finished; a run killed outright keeps them in its journal
(`store.Journal`). A study can be resumed from its file.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
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

from .backends import plays_in_process, run_chunks
from .store import Journal, check_path, journal_path, unfinished_run, write_results
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
    limit: int | None = None
    """Actions after which a game is stopped: None, the game's default; 0, none."""

    def tasks(self) -> list[GameTask]:
        return plan_tasks(
            self.game,
            self.players,
            self.options,
            self.bots,
            self.games,
            self.seed,
            self.rotate,
            self.limit,
        )


@dataclass
class StudyResult:
    rows: list[dict[str, Any]]
    records: list[dict[str, Any]]
    planned: int
    interrupted: bool = False
    why: str = ""
    """What stopped the study early: "Ctrl-C", "SIGTERM" or a worker's end."""
    kept: int = 0
    """Games taken over from an earlier run (`resume`), included in `rows`."""

    @property
    def played(self) -> int:
        return len(self.rows) - self.kept


class RateColumn(ProgressColumn):
    """Games per second since the start."""

    def render(self, task: Task) -> Text:
        elapsed = task.elapsed or 0.0
        rate = task.completed / elapsed if elapsed > 0 else 0.0
        return Text(f"{rate:.1f} games/s", style="cyan")


def chunked(tasks: list[GameTask], workers: int, in_process: bool = False) -> list[list[GameTask]]:
    """Chunks big enough to save round trips, small enough for a smooth bar; one
    game each when played in this process, where there is no round trip to
    save and each game then reaches the journal (and the bar) as it ends."""
    if in_process:
        return [[task] for task in tasks]
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
    earlier: tuple[list[dict[str, Any]], list[dict[str, Any]]] | None = None,
) -> StudyResult:
    """Play every game of `study`; on Ctrl-C or SIGTERM keep (and write) the finished ones.

    `earlier` holds the rows and records of games already played (`resume`):
    their seeds are not played again, and they are written with the new ones.
    With `out`, each game also goes to the journal as it finishes; a journal
    left by a run that did not finish is refused unless resumed, so that a
    new run never buries its games.
    """
    if out is not None:
        check_path(out)
        if earlier is None and journal_path(out).exists():
            raise ValueError(unfinished_run(out))
    tasks = study.tasks()
    result = StudyResult([], [], len(tasks))
    if earlier is not None:
        rows, records = earlier
        done = {row["seed"] for row in rows}
        tasks = [t for t in tasks if t.seed not in done]
        result.rows.extend(rows)
        result.records.extend(records)
        result.kept = len(rows)
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
    journal = Journal(out) if out is not None else None
    written = False
    try:
        with terminate_as_interrupt() as signals:
            in_process = plays_in_process(backend, workers)
            stream = run_chunks(chunked(tasks, workers, in_process), backend, workers, address)
            with bar:
                task_id = bar.add_task(f"{study.game} {study.players}p", total=len(tasks))
                try:
                    for chunk in stream:
                        for row, record in chunk:
                            result.rows.append(row)
                            result.records.append(record)
                        if journal is not None:
                            journal.add(chunk)
                        bar.update(task_id, advance=len(chunk))
                except KeyboardInterrupt:
                    result.interrupted = True
                    result.why = signals.received or "Ctrl-C"
                except BrokenProcessPool:
                    result.interrupted = True
                    result.why = signals.received or "a worker process ended"
                finally:
                    signals.playing = False
                    stream.close()
            result.rows.sort(key=lambda r: r["seed"])
            result.records.sort(key=lambda r: r["seed"])
            if out is not None:
                write_results(out, result.rows, result.records)
                written = True
    finally:
        if journal is not None:  # it goes once the results are written
            journal.close(written)
    if signals.received:  # also when workers, sent it too, ended first
        result.interrupted = True
        result.why = signals.received
    return result


class _Signals:
    """Whether games are being played (SIGTERM stops them) and what arrived."""

    def __init__(self) -> None:
        self.playing = True
        self.received = ""


@contextmanager
def terminate_as_interrupt() -> Iterator[_Signals]:
    """SIGTERM stops the games as Ctrl-C does; while results are written it waits.

    Batch schedulers send SIGTERM before they kill a job. Here it raises
    KeyboardInterrupt while games are being played, so the finished ones are
    kept; arriving later, it is noted and the results are still written.
    Only the main thread may set signal handlers; elsewhere nothing changes.
    """
    signals = _Signals()
    if threading.current_thread() is not threading.main_thread():
        yield signals
        return

    def on_terminate(signum: int, frame: Any) -> None:
        first = not signals.received
        signals.received = "SIGTERM"
        if signals.playing and first:
            raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, on_terminate)
    try:
        yield signals
    finally:
        signal.signal(signal.SIGTERM, previous)
