"""Every script in benchmarks/ runs and prints its figures.

The figures of docs/simulation.md come from these scripts, run for minutes
or hours; here each runs at the smallest size, on the temple (the quickest
game), so that a change elsewhere cannot leave one broken unnoticed.
Speeds are not checked (that is the scripts' own job), only that each
figure is there and makes sense.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import expeditions
from expeditions.agents import make_bot
from expeditions.core import play

ROOT = Path(__file__).resolve().parents[2]


def run(script: str, *args: str, timeout: float = 240) -> str:
    """The script's output; a failure shows what it printed."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def refused(script: str, *args: str) -> str:
    """What the script says on stderr when it refuses its arguments (exit 2, no traceback)."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    return done.stderr


def numbers(line: str) -> list[float]:
    return [float(x.replace(",", "")) for x in re.findall(r"-?\d[\d,]*\.?\d*", line)]


def row(out: str, first: str) -> str:
    """The output line that starts with `first`."""
    found = [line for line in out.splitlines() if line.split()[:1] == [first]]
    assert found, out
    return found[0]


def test_bench_writes_each_player_count(tmp_path):
    out = tmp_path / "bench.json"
    run("bench.py", "temple", "--seconds", "0.05", "--json", str(out))
    rows = json.loads(out.read_text())
    assert [r["players"] for r in rows] == [2, 3, 4]
    for r in rows:
        assert r["game"] == "temple"
        assert r["games"] >= 1 and r["steps"] >= r["games"]
        assert r["us_per_step"] > 0 and r["ismcts_iters_per_second"] > 0


def test_ismcts_speed_prints_iterations_per_second():
    out = run("ismcts_speed.py", "--games", "temple", "--iters", "30", "--positions", "1")
    iters_per_second, ms_per_move, us_per_step = numbers(row(out, "temple"))
    assert iters_per_second > 0 and ms_per_move > 0 and us_per_step > 0


def test_study_speed_prints_both_columns():
    out = run(
        "study_speed.py", "--games", "temple", "--heuristic-games", "1", "--ismcts-games", "1"
    )
    figures = numbers(row(out, "temple"))
    heuristic, slowest, ismcts = figures[:3]
    assert 0 < heuristic <= slowest
    assert ismcts > heuristic  # a hundred iterations a decision cost more than one look ahead


def test_study_speed_leaves_out_the_games_not_asked_for():
    out = run(
        "study_speed.py", "--games", "temple", "--heuristic-games", "0", "--ismcts-games", "0"
    )
    cells = row(out, "temple").split()
    assert cells[1:4] == ["-", "-", "-"]  # no game timed: no figure, not a division by zero
    assert float(cells[4]) > 0  # the mid-game searches are still measured


def test_study_speed_refuses_a_negative_number_of_games():
    said = refused("study_speed.py", "--heuristic-games", "-2")
    assert "a number of games is 0 or more, not -2" in said


def test_search_scale_prints_both_scales():
    out = run("search_scale.py", "temple", "--iters", "30", "--positions", "1")
    scales = (["range"], ["spread"])
    rows = [line.split() for line in out.splitlines() if line.split()[1:2] in scales]
    assert sorted(r[1] for r in rows) == ["range", "spread"], out
    for r in rows:
        share = float(r[3])  # the most visited child's share of the iterations
        assert 0 < share <= 1


def test_search_work_replays_the_positions_it_wrote(tmp_path):
    positions = tmp_path / "positions.json"
    first = run("search_work.py", "temple", "--positions", str(positions), "--iters", "10")
    assert positions.exists()
    again = run("search_work.py", "temple", "--positions", str(positions), "--iters", "10")
    assert first == again and "4 searches of 10 iterations" in first


def test_strength_counts_every_game(tmp_path):
    out = run(
        "strength.py",
        "2",
        "--bot",
        "ismcts:iters=5",
        "--games-list",
        "temple",
        "--no-speed",
        "--out",
        str(tmp_path / "strength"),
    )
    for opponent in ("random", "heuristic"):
        line = next(x for x in out.splitlines() if x.split()[:2] == ["temple", opponent])
        assert line.split()[2] == "2"  # games played


@pytest.mark.parametrize("leaves", ["random", "heuristic"])
def test_openspiel_ismcts_plays_a_match(leaves):
    out = run(
        "openspiel_ismcts.py",
        "--game",
        "temple",
        "--games",
        "1",
        "--time",
        "0.01",
        "--max-decisions",
        "10",
        "--their-evaluator",
        leaves,
    )
    assert f"openspiel's leaves judged by {leaves}" in out
    ours = next(x for x in out.splitlines() if "expeditions ismcts" in x)
    theirs = next(x for x in out.splitlines() if "openspiel ismcts" in x)
    assert numbers(ours)[0] + numbers(theirs)[0] <= 1  # wins of one game


def test_load_replays_every_game():
    out = run("load.py", "--games", "1", "--moves", "2", "--game", "temple", "--think", "0.05")
    assert "records replayed: 1 games, 0 seat views differ" in out


def test_the_heuristic_evaluator_handed_to_openspiel_judges_as_our_search_does(monkeypatch):
    import importlib.util
    import random

    pytest.importorskip("pyspiel")
    from expeditions.adapters import openspiel
    from expeditions.agents.evaluation import evaluator_for, every_seat

    spec = importlib.util.spec_from_file_location(
        "openspiel_ismcts", ROOT / "benchmarks" / "openspiel_ismcts.py"
    )
    script = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, script)  # its dataclasses look it up
    spec.loader.exec_module(script)
    game = openspiel.load("temple", players=2)
    evaluator = script._heuristic_evaluator(game, seed=3)
    state = game.new_initial_state()
    rng = random.Random(5)
    judged = 0
    while not state.is_terminal() and judged < 20:
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            values = evaluator.evaluate(state)  # rolls the dice first: one value a seat
            assert len(values) == 2 and all(-1.0 <= v <= 1.0 for v in values)
            state.apply_action(rng.choices(outcomes, probs)[0])
            continue
        inner = state.inner
        judge_all = every_seat(inner.game, evaluator_for(inner.game))
        assert list(evaluator.evaluate(state)) == pytest.approx(judge_all(inner))
        legal = state.legal_actions()
        assert sorted(a for a, _ in evaluator.prior(state)) == sorted(legal)
        assert sum(p for _, p in evaluator.prior(state)) == pytest.approx(1.0)
        state.apply_action(rng.choice(legal))
        judged += 1
    assert judged == 20


def test_search_choices_counts_the_verb_per_budget_and_chance_handling():
    args = ["temple", "--verb", "go", "--budgets", "8,24", "--seeds", "1", "2", "--positions", "2"]
    out = run("search_choices.py", *args)
    total = int(re.search(r"of (\d+) positions", out).group(1))
    assert 1 <= total <= 4
    for chance in ("fuse", "split"):
        line = next(ln for ln in out.splitlines() if f"│ {chance} " in ln)
        picked_small, picked_large, changed = numbers(line)
        assert 0 <= picked_small <= total and 0 <= picked_large <= total
        assert 0 <= changed <= total


def test_search_choices_names_a_verb_no_decision_offers():
    args = ["temple", "--verb", "fly", "--seeds", "1", "--budgets", "4"]
    assert "no decision offers 'fly'" in refused("search_choices.py", *args)


def test_search_truth_judges_the_moves_where_bots_disagree():
    bots = ["heuristic", "random", "ismcts:iters=8"]
    args = ["temple", "--bots", *bots, "--seeds", "1", "2", "--positions", "2", "--after", "10"]
    out = run("search_truth.py", *args, "--playouts", "3", "--workers", "1", "--each")
    total, differ, playouts = numbers(next(ln for ln in out.splitlines() if "disagree" in ln))
    assert total == 4 and 1 <= differ <= total and playouts == 3
    each = [ln.split("  ") for ln in out.splitlines() if ln.startswith("position ")]
    assert len(each) == differ * len(bots)
    worth = {bot: [float(w.split()[1]) for _, b, _, w in each if b == bot] for bot in bots}
    for bot in bots:
        # a move's worth is its share of the wins of 3 play-ons
        assert all(0 <= w <= 1 and abs(w * 6 - round(w * 6)) < 0.01 for w in worth[bot])
        line = next(ln for ln in out.splitlines() if ln.startswith(f"│ {bot} "))
        same, of, mean, diff, low, high = numbers("│".join(line.split("│")[2:]))
        assert 0 <= same <= of == total
        assert mean == pytest.approx(sum(worth[bot]) / differ, abs=1e-3)
        first = sum(worth[bots[0]]) / differ
        assert diff == pytest.approx(mean - first, abs=2e-3) and low <= diff <= high


def test_search_truth_needs_two_bots():
    assert "give two or more bots" in refused("search_truth.py", "temple", "--bots", "heuristic")


def test_settled_stop_prints_both_stops_at_the_positions_and_in_a_game():
    out = run("settled_stop.py", "--games", "temple", "--time", "0.02", "--game-actions", "30")
    budget, settled, share, alike, count, in_budget, n_budget, in_settled, n_settled = numbers(
        row(out, "temple")
    )
    assert 0 < settled <= budget * 1.5 and share > 0
    assert 0 <= alike <= count == 8
    assert in_budget > 0 and in_settled > 0 and n_budget >= 1 and n_settled >= 1


def test_settled_stop_refuses_a_budget_of_nothing():
    assert "--time must be above 0" in refused("settled_stop.py", "--time", "0")


def test_turn_lengths_prints_turns_and_their_decisions():
    out = run("turn_lengths.py", "temple", "--games", "2")
    (per_turn,) = numbers(row(out, "decisions"))
    mean_longest, longest = numbers(row(out, "longest"))
    assert 1 <= per_turn <= mean_longest <= longest


def test_turn_lengths_refuses_a_bot_it_does_not_know():
    assert "unknown bot 'wat'" in refused("turn_lengths.py", "temple", "--bots", "heuristic,wat")


def test_a_turn_counts_only_the_decisions_of_the_seat_whose_turn_it_is(monkeypatch):
    """Relic Expedition's animals are moved by another seat inside a turn:
    those decisions are not the turn's own."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from turn_lengths import TurnWatch

    game = expeditions.load("relic", players=2)
    state = game.new_initial_state()
    watch = TurnWatch(state)
    bots = [make_bot("random"), make_bot("random")]
    play(game, seed=3, bots=bots, state=state, limit=600, on_action=watch)
    replay = game.new_initial_state()
    own = others = 0
    for action in state.history:
        actor = replay.current_player()
        if actor >= 0:
            if actor == replay.turn_owner():
                own += 1
            else:
                others += 1
        replay.apply(action)
    assert others > 0
    assert watch.decided == own
    assert 1 <= watch.longest <= own
