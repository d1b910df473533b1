"""`simulate` and `report` on the command line: files, tables, one-line errors."""

from __future__ import annotations

import pytest
import typer
from typer.testing import CliRunner

from expeditions.sim.commands import parse_options, register
from expeditions.sim.store import read_records, read_rows


@pytest.fixture(scope="module")
def app():
    app = typer.Typer()
    register(app)
    return app


def run(app, *args):
    return CliRunner().invoke(app, list(args))


def test_simulate_writes_rows_and_records(app, tmp_path):
    out = tmp_path / "toy.csv"
    result = run(
        app,
        "simulate",
        "toyrace",
        "--players",
        "2",
        "--bots",
        "heuristic,random",
        "--games",
        "6",
        "--seed",
        "3",
        "--out",
        str(out),
        "--quiet",
        "--option",
        "rounds=6",
    )
    assert result.exit_code == 0, result.output
    rows = read_rows(out)
    assert [r["seed"] for r in rows] == [3, 4, 5, 6, 7, 8]
    assert all(r["bots"] == ["heuristic", "random"] for r in rows)
    assert len(read_records(out)) == 6
    assert "wrote 6 games" in result.output


def test_one_bot_name_fills_every_seat(app, tmp_path):
    out = tmp_path / "all.parquet"
    result = run(
        app, "simulate", "toyrace", "-p", "3", "-b", "random", "-n", "2", "-o", str(out), "-q"
    )
    assert result.exit_code == 0, result.output
    assert read_rows(out)[0]["bots"] == ["random"] * 3


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["nosuchgame"], "unknown game 'nosuchgame'"),
        (["toyrace", "--bots", "random,genius"], "unknown bot 'genius'"),
        (["toyrace", "--bots", "ismcts:iters=x,random"], "parameter 'iters' takes a int"),
        (["toyrace", "--bots", "random,random,random"], "3 bots given for 2 players"),
        (["toyrace", "--players", "9"], "toyrace is for 2 to 4 players, not 9"),
        (["toyrace", "--option", "rounds"], "--option takes name=value"),
        (["toyrace", "--option", "rounds=7"], "option 'rounds' must be one of"),
        (["toyrace", "--out", "x.txt"], ".parquet or .csv"),
        (["toyrace", "--backend", "spark"], "--backend must be one of local, ray"),
        (["toyrace", "--address", "ray://x:1"], "--address is for --backend ray"),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_code_two(app, tmp_path, args, message):
    args = [*args] if "--out" in args else [*args, "--out", str(tmp_path / "r.csv")]
    result = run(app, "simulate", *args, "-q")
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_report_prints_tables_and_saves_plots(app, tmp_path):
    out = tmp_path / "study.parquet"
    assert (
        run(
            app, "simulate", "toyrace", "-b", "heuristic,random", "-n", "8", "-o", str(out), "-q"
        ).exit_code
        == 0
    )
    result = run(app, "report", str(out))
    assert result.exit_code == 0, result.output
    assert "Win rate per bot" in result.output and "OpenSkill" in result.output
    folder = tmp_path / "study_report"
    assert (folder / "report.html").exists() and (folder / "win_rates.png").exists()


def test_report_of_a_missing_file_is_one_line(app, tmp_path):
    result = run(app, "report", str(tmp_path / "none.parquet"))
    assert result.exit_code == 2
    assert "no such results file" in result.output


def test_help_teaches_with_examples(app):
    result = run(app, "simulate", "--help")
    assert "Examples" in result.output
    assert "ismcts:iters=500,heuristic,random,random" in result.output
    assert "--rotate" in result.output and "--option" in result.output


def test_parse_options_keeps_text_for_the_game_to_check():
    assert parse_options(["rounds=6", " flag = on "]) == {"rounds": "6", "flag": "on"}


def test_report_puts_a_rule_variant_beside_the_base_study(app, tmp_path):
    base, variant = tmp_path / "base.csv", tmp_path / "short.csv"
    common = ["simulate", "toyrace", "-b", "heuristic,random", "--rotate", "-n", "10", "-q"]
    assert run(app, *common, "-o", str(base)).exit_code == 0
    assert run(app, *common, "--option", "rounds=6", "-o", str(variant)).exit_code == 0
    result = run(app, "report", str(base), str(variant), "--no-plots")
    assert result.exit_code == 0, result.output
    assert "Studies side by side" in result.output
    assert "options rounds=6" in result.output
    assert "heuristic win rate" in result.output
