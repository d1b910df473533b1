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
        (["toyrace", "--bots", "ismcts:iters=x,random"], "parameter 'iters' takes a whole number"),
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
    text = " ".join(result.output.split())
    assert "--limit 2000" in text and "--workers 2 --resume results.parquet" in text
    assert "stopped outside the rules, with no winner" in text
    assert "SIGTERM" in text


def test_help_shows_no_value_beside_a_flag(app):
    """A flag takes no value: `--rotate <bool>` read as if it wanted one
    (typer 0.29 prints a type beside every flag, hence the pin below it)."""
    lines = run(app, "simulate", "--help").output.splitlines()
    rows = [line[2:] for line in lines if line.startswith("│ --")]  # the options panel
    flags = [row for row in rows if row.startswith(("--rotate", "--quiet", "--help"))]
    assert len(flags) == 3
    assert not any("bool" in row.lower() for row in flags)
    games = [row for row in rows if row.startswith("--games")]
    assert "<int" in games[0] or "INTEGER" in games[0]  # options with values show their kind


def test_report_help_teaches_merging_and_comparing(app):
    text = " ".join(run(app, "report", "--help").output.split())
    assert "part1.parquet part2.parquet" in text and "base.parquet variant.parquet" in text
    assert "seeds missing" in text and "paired differences" in text and "compare.html" in text


def test_limit_and_resume_on_the_command_line(app, tmp_path):
    out = tmp_path / "capped.csv"
    common = ["simulate", "toyrace", "-b", "random", "--limit", "7", "-q"]
    assert run(app, *common, "-n", "3", "-o", str(out)).exit_code == 0
    assert all(r["stopped"] == "limit of 7 actions" and r["length"] == 7 for r in read_rows(out))
    result = run(app, *common, "-n", "5", "--resume", str(out))
    assert result.exit_code == 0, result.output
    assert "kept 3 games from" in result.output and "played 2" in result.output
    assert [r["seed"] for r in read_rows(out)] == [1, 2, 3, 4, 5]
    refused = run(app, "simulate", "toyrace", "-b", "random", "-n", "5", "-q", "--resume", str(out))
    assert refused.exit_code == 2
    assert "is another study" in refused.output and "limit" in refused.output


def test_report_reads_pieces_as_one_study_and_names_missing_seeds(app, tmp_path):
    common = ["simulate", "toyrace", "-b", "heuristic,random", "-q"]
    first, second = tmp_path / "first.csv", tmp_path / "second.csv"
    assert run(app, *common, "-n", "4", "-o", str(first)).exit_code == 0
    assert run(app, *common, "-n", "3", "--seed", "8", "-o", str(second)).exit_code == 0
    result = run(app, "report", str(first), str(second), "--no-plots")
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "one study from 2 files: first.csv, second.csv" in text
    assert "missing seeds: 5-7 (3 games)" in text
    assert "toyrace, 2 players, 7 games" in text
    assert "Studies side by side" not in text


def test_a_variant_is_compared_seed_by_seed_on_one_page(app, tmp_path):
    common = ["simulate", "toyrace", "-b", "heuristic,random", "--rotate", "-n", "10", "-q"]
    base, variant = tmp_path / "base.csv", tmp_path / "short.csv"
    assert run(app, *common, "-o", str(base)).exit_code == 0
    assert run(app, *common, "--option", "rounds=6", "-o", str(variant)).exit_code == 0
    result = run(app, "report", str(base), str(variant), "--out-dir", str(tmp_path / "cmp"))
    assert result.exit_code == 0, result.output
    assert "Paired differences: short - base" in result.output
    page = (tmp_path / "cmp" / "compare.html").read_text()
    assert "Paired differences: short - base" in page and "10 games paired by seed" in page
    assert "seat 2 score" in page and "Studies side by side" in page
    assert page.count("<h2>Setup</h2>") == 2, "each study's setup on the same page"
    assert page.count("data:image/png;base64,") == 1 and "http" not in page


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


def test_compare_pairs_files_of_the_same_setup(app, tmp_path):
    """The same command before and after a change to the code: one setup, so
    read as one study unless --compare sets the files against each other."""
    common = ["simulate", "toyrace", "-b", "heuristic,random", "--rotate", "-n", "10", "-q"]
    before, after = tmp_path / "before.csv", tmp_path / "after.csv"
    assert run(app, *common, "-o", str(before)).exit_code == 0
    assert run(app, *common, "-o", str(after)).exit_code == 0
    merged = " ".join(run(app, "report", str(before), str(after), "--no-plots").output.split())
    assert "one study from 2 files" in merged and "Paired differences" not in merged
    result = run(app, "report", str(before), str(after), "--compare", "--no-plots")
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "Paired differences: after - before" in text
    assert "10 games paired by seed" in text and "one study from" not in text
    alone = run(app, "report", str(before), "--compare", "--no-plots")
    assert alone.exit_code == 2 and "--compare needs two results files or more" in alone.output
