"""The runner: planned seeds, identical games on every back end, Ctrl-C, files."""

from __future__ import annotations

import json

import pytest

import expeditions
from expeditions.sim.limits import default_limit
from expeditions.sim.runner import Study, chunked, run_study
from expeditions.sim.store import read_records, read_rows, records_path, write_results
from expeditions.sim.tasks import plan_tasks, play_task
from tests.sim.helpers import stop_after_two_chunks

TOY = Study("toyrace", 2, ["heuristic", "random"], games=12, seed=40, rotate=True)


def comparable(rows):
    return [{k: v for k, v in r.items() if k != "duration"} for r in rows]


def test_plan_gives_consecutive_seeds_and_rotates_seats():
    tasks = plan_tasks("toyrace", 3, {}, ["random", "heuristic", "random"], 4, 7, True)
    assert [t.seed for t in tasks] == [7, 8, 9, 10]
    assert tasks[0].bots == ("random", "heuristic", "random")
    assert tasks[1].bots == ("heuristic", "random", "random")
    assert tasks[3].bots == tasks[0].bots


def test_plan_refuses_a_wrong_number_of_bots():
    with pytest.raises(ValueError, match="3 bots given for 2 players"):
        plan_tasks("toyrace", 2, {}, ["random"] * 3, 1, 1)


def test_plan_refuses_unknown_options_and_bots_before_playing():
    with pytest.raises(ValueError, match="toyrace has no option 'speed'; options: rounds"):
        plan_tasks("toyrace", 2, {"speed": "2"}, ["random"] * 2, 1, 1)
    with pytest.raises(ValueError, match="unknown bot 'smart'"):
        plan_tasks("toyrace", 2, {}, ["random", "smart"], 1, 1)


def test_a_game_depends_only_on_its_task():
    task = plan_tasks("toyrace", 2, {}, ["heuristic", "random"], 1, 3)[0]
    first, record = play_task(task)
    again, _ = play_task(task)
    assert comparable([first]) == comparable([again])
    direct = expeditions.play(
        "toyrace", players=2, seed=3, bots=[expeditions.agents.make_bot(b) for b in task.bots]
    )
    assert first["scores"] == direct.scores()
    assert record["actions"] == direct.record()["actions"]


def test_options_reach_the_game():
    short = run_study(
        Study("toyrace", 2, ["random", "random"], 6, 1, {"rounds": "6"}), progress=False
    )
    assert all(json.loads(r["options"]) == {"rounds": 6} for r in short.rows)
    assert all(r["length"] <= 6 * 2 * 41 + 2 for r in short.rows)


def test_same_seed_same_games_whatever_the_worker_count():
    one = run_study(TOY, workers=1, progress=False)
    two = run_study(TOY, workers=2, progress=False)
    assert len(one.rows) == TOY.games
    assert comparable(one.rows) == comparable(two.rows)
    assert one.records == two.records


def test_same_seed_same_games_on_a_local_ray_instance():
    local = run_study(TOY, workers=1, progress=False)
    ray = run_study(TOY, workers=2, backend="ray", progress=False)
    assert comparable(ray.rows) == comparable(local.rows)
    assert ray.records == local.records


def test_records_replay_to_the_scores_of_their_rows(tmp_path):
    out = tmp_path / "study.parquet"
    result = run_study(TOY, out=out, progress=False)
    records = read_records(out)
    assert records_path(out).name == "study.jsonl"
    assert [r["seed"] for r in records] == [row["seed"] for row in result.rows]
    for row, record in zip(result.rows, records, strict=True):
        assert record["bots"] == row["bots"]
        assert expeditions.replay(record).scores() == row["scores"]


@pytest.mark.parametrize("suffix", [".parquet", ".csv"])
def test_rows_round_trip_through_both_formats(tmp_path, suffix):
    result = run_study(TOY, progress=False)
    path = tmp_path / f"rows{suffix}"
    write_results(path, result.rows, result.records)
    assert read_rows(path) == result.rows


def test_unknown_extension_is_refused_before_any_game(tmp_path):
    with pytest.raises(ValueError, match=r"\.parquet or \.csv"):
        run_study(TOY, out=tmp_path / "rows.xlsx", progress=False)


def test_one_process_hands_back_each_game_as_it_ends():
    tasks = TOY.tasks()
    assert [len(c) for c in chunked(tasks, 1, in_process=True)] == [1] * 12
    pooled = chunked(tasks * 20, 2)
    assert max(len(c) for c in pooled) == 4 and sum(len(c) for c in pooled) == 240


def test_ctrl_c_keeps_and_writes_the_finished_games(tmp_path, monkeypatch):
    stop_after_two_chunks(monkeypatch, KeyboardInterrupt())
    out = tmp_path / "partial.csv"
    result = run_study(TOY, out=out, progress=False)
    assert result.interrupted
    assert 0 < len(result.rows) < TOY.games
    assert len(read_rows(out)) == len(result.rows) == len(read_records(out))


@pytest.mark.parametrize("name", [g for g in expeditions.games() if not g.startswith("toy")])
def test_runner_plays_every_registered_game(name):
    info = expeditions.core.game_class(name).info
    study = Study(name, info.min_players, ["random"] * info.min_players, games=2, seed=1)
    result = run_study(study, progress=False)
    assert [r["seed"] for r in result.rows] == [1, 2]
    for row in result.rows:
        assert row["limit"] == default_limit(expeditions.load(name, players=info.min_players))
        if row["stopped"]:
            assert row["winners"] == [] and row["length"] == row["limit"]
        else:
            assert set(row["winners"]) <= set(range(info.min_players))
            assert row["length"] <= row["limit"]
        assert 0 < row["rounds"] <= row["turns"] <= row["length"]


def test_stopping_early_ends_the_worker_processes_at_once():
    import multiprocessing
    import time

    from expeditions.sim.backends import run_local

    # Two long chunks (minutes of search) behind a one-game chunk.
    tasks = plan_tasks("toyrace", 2, {}, ["ismcts:iters=400"] * 2, 401, 1)
    stream = run_local([tasks[:1], tasks[1:201], tasks[201:]], workers=2)
    assert len(next(stream)) == 1
    stream.close()
    deadline = time.monotonic() + 5
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert multiprocessing.active_children() == []


def test_ray_back_end_without_ray_says_how_to_install_it(monkeypatch):
    import sys

    from expeditions.sim.backends import BackendError

    monkeypatch.setitem(sys.modules, "ray", None)  # as if the extra were missing
    with pytest.raises(BackendError, match=r"pip install 'expeditions\[ray\]'"):
        run_study(TOY, backend="ray", progress=False)
