"""Batch jobs: SIGTERM keeps the finished games, a kill keeps them in the journal,
--resume plays only what is missing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from expeditions.sim import runner as runner_module
from expeditions.sim.resume import earlier_games
from expeditions.sim.runner import Study, run_study
from expeditions.sim.store import journal_path, read_journal, read_records, read_rows
from tests.sim.helpers import stop_after_two_chunks

ROOT = Path(__file__).resolve().parents[2]
STUDY = Study("toyrace", 2, ["heuristic", "random"], games=10, seed=1, rotate=True)


def _cpu_seconds(pid: int) -> float:
    """CPU time of a process and its children so far (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    pids = [pid]
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if children.exists():
        pids += [int(p) for p in children.read_text().split()]
    for each in pids:
        try:
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / ticks
    return total


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads CPU time from /proc")
@pytest.mark.parametrize(
    ("workers", "group"),
    [(1, False), (2, False), (2, True)],
    ids=["one-process", "workers", "whole-group-as-slurm-does"],
)
def test_sigterm_to_a_running_simulate_keeps_the_finished_games(tmp_path, workers, group):
    out = tmp_path / "batch.csv"
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    command = [sys.executable, "-m", "expeditions.cli", "simulate", "temple", "--bots", "random"]
    command += ["--games", "100000", "--workers", str(workers), "--out", str(out), "-q"]
    child = subprocess.Popen(
        command, env=env, stderr=subprocess.PIPE, text=True, start_new_session=group
    )
    deadline = time.monotonic() + 120
    # Imports take about a second of CPU in each process, and the parent spends a
    # few more handing out the chunks; a temple game of random bots a hundredth.
    while _cpu_seconds(child.pid) < 8 and time.monotonic() < deadline and child.poll() is None:
        time.sleep(0.2)
    if group:
        os.killpg(child.pid, signal.SIGTERM)
    else:
        child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=120)
    assert child.returncode == 143, err
    assert "stopped by SIGTERM" in err and f"the same command with --resume {out}" in err
    rows = read_rows(out)
    assert 0 < len(rows) < 100000
    assert len(read_records(out)) == len(rows)
    if workers == 1:  # one process plays the seeds in order
        assert [r["seed"] for r in rows] == list(range(1, len(rows) + 1))


def test_resume_plays_only_the_missing_seeds(tmp_path):
    out = tmp_path / "study.parquet"
    piece = Study("toyrace", 2, ["heuristic", "random"], 6, 1, rotate=True)
    first = run_study(piece, out=out, progress=False)
    assert [r["seed"] for r in first.rows] == [1, 2, 3, 4, 5, 6]
    rows = read_rows(out)
    kept = [r for r in rows if r["seed"] != 3]  # a hole, as a crashed piece leaves
    records = [r for r in read_records(out) if r["seed"] != 3]
    result = run_study(STUDY, out=out, progress=False, earlier=(kept, records))
    assert result.kept == 5 and result.played == 5
    assert sorted(r["seed"] for r in result.rows) == list(range(1, 11))
    whole = run_study(STUDY, progress=False)
    assert _same(read_rows(out), whole.rows)


def _same(a, b):
    def strip(rows):
        return [{k: v for k, v in r.items() if k != "duration"} for r in rows]

    return strip(a) == strip(b)


def test_resume_reads_the_file_and_refuses_another_study(tmp_path):
    out = tmp_path / "study.csv"
    run_study(
        Study("toyrace", 2, ["heuristic", "random"], 4, 1, rotate=True), out=out, progress=False
    )
    rows, records = earlier_games(STUDY, out)
    assert [r["seed"] for r in rows] == [r["seed"] for r in records] == [1, 2, 3, 4]
    fixed = Study("toyrace", 2, ["heuristic", "random"], games=10, seed=1)
    with pytest.raises(ValueError, match="seed 2 was played with bots by seat random, heuristic"):
        earlier_games(fixed, out)
    capped = Study("toyrace", 2, ["heuristic", "random"], 10, 1, rotate=True, limit=30)
    with pytest.raises(ValueError, match="limit"):
        earlier_games(capped, out)
    variant = Study("toyrace", 2, ["heuristic", "random"], 10, 1, {"rounds": "6"}, rotate=True)
    with pytest.raises(ValueError, match="options"):
        earlier_games(variant, out)


def test_resume_without_the_records_says_so(tmp_path):
    out = tmp_path / "study.csv"
    run_study(Study("toyrace", 2, ["heuristic", "random"], 2, 1), out=out, progress=False)
    out.with_suffix(".jsonl").unlink()
    with pytest.raises(FileNotFoundError, match=r"game records of study\.csv are missing"):
        earlier_games(STUDY, out)


def _journal_lines(path: Path) -> int:
    try:
        return journal_path(path).read_text(encoding="utf-8").count("\n")
    except FileNotFoundError:
        return 0


def test_a_run_killed_outright_keeps_its_games_in_its_journal(tmp_path):
    out = tmp_path / "killed.parquet"
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    simulate = [sys.executable, "-m", "expeditions.cli", "simulate", "temple", "--bots", "random"]
    child = subprocess.Popen(
        [*simulate, "--games", "100000", "--out", str(out), "-q"],
        env=env,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 120
    while _journal_lines(out) < 5 and time.monotonic() < deadline and child.poll() is None:
        time.sleep(0.1)
    child.kill()  # SIGKILL: nothing runs after it, so only the journal can keep the games
    child.communicate(timeout=60)
    assert not out.exists()
    kept = read_journal(out)
    assert len(kept) >= 5
    seeds = sorted(row["seed"] for row, _ in kept)
    assert seeds == list(range(1, len(seeds) + 1))

    # starting afresh on the same file would bury them: refused, naming --resume
    again = [*simulate, "--games", "10", "--out", str(out), "-q"]
    fresh = subprocess.run(again, env=env, capture_output=True, text=True)
    assert fresh.returncode != 0 and "Traceback" not in fresh.stderr
    assert "did not finish" in fresh.stderr and f"--resume {out}" in fresh.stderr
    with pytest.raises(FileNotFoundError, match="not written yet"):
        read_rows(out)

    more = len(seeds) + 3
    resumed = subprocess.run(
        [*simulate, "--games", str(more), "--resume", str(out), "-q"],
        env=env,
        capture_output=True,
        text=True,
    )
    assert resumed.returncode == 0, resumed.stderr
    rows = read_rows(out)
    assert [r["seed"] for r in rows] == list(range(1, more + 1))
    assert len(read_records(out)) == more
    assert not journal_path(out).exists()
    straight = run_study(Study("temple", 2, ["random", "random"], games=4), progress=False)
    assert _same(rows[:4], straight.rows)


def test_a_crashed_run_is_finished_from_its_journal_as_if_never_stopped(tmp_path, monkeypatch):
    real = runner_module.run_chunks
    stop_after_two_chunks(monkeypatch, RuntimeError("a worker's machine went away"))
    out = tmp_path / "crashed.csv"
    with pytest.raises(RuntimeError):
        run_study(STUDY, out=out, progress=False)
    assert not out.exists()
    kept = read_journal(out)
    assert 0 < len(kept) < STUDY.games
    monkeypatch.setattr(runner_module, "run_chunks", real)
    with pytest.raises(ValueError, match="did not finish"):
        run_study(STUDY, out=out, progress=False)
    # the kill may cut the last line short: that game is played again
    with journal_path(out).open("a", encoding="utf-8") as f:
        f.write('{"row": {"seed": 9, "ga')
    assert len(read_journal(out)) == len(kept)
    result = run_study(STUDY, out=out, progress=False, earlier=earlier_games(STUDY, out))
    assert result.kept == len(kept) and result.played == STUDY.games - len(kept)
    assert not journal_path(out).exists()
    assert _same(read_rows(out), run_study(STUDY, progress=False).rows)
