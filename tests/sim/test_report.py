"""The report: tables a designer reads, PNG plots and a self-contained page."""

from __future__ import annotations

import pytest

from expeditions.sim.plots import PLOTS, save_plots, write_html
from expeditions.sim.report import RATE_HEADERS, build_report
from expeditions.sim.runner import Study, run_study

TABLES = [
    "Setup",
    "How the games ended",
    "Win rate per bot",
    "Win rate per seat",
    "First-player advantage",
    "Scores per bot",
    "Scores per seat",
    "Game length",
    "OpenSkill ratings (Plackett-Luce)",
]


@pytest.fixture(scope="module")
def rows():
    study = Study("toyrace", 2, ["heuristic", "random"], games=30, seed=1, rotate=True)
    return run_study(study, progress=False).rows


def table(report, title):
    return next(t for t in report.tables if t.title == title)


def test_report_has_every_table(rows):
    report = build_report(rows)
    assert [t.title for t in report.tables] == TABLES
    assert report.title == "toyrace, 2 players, 30 games"


def test_win_rates_per_bot_sum_to_the_games(rows):
    report = build_report(rows)
    assert sum(r.wins for r in report.by_bot.values()) == pytest.approx(30)
    assert report.by_bot["heuristic"].value > report.by_bot["random"].value
    first = table(report, "Win rate per bot").rows[0]
    assert first[0] == "heuristic" and first[1] == "30"


def test_first_player_verdict_follows_the_interval(rows):
    favoured = [dict(r, winners=[0]) for r in rows]
    verdict = table(build_report(favoured), "First-player advantage").rows[-1][1]
    assert verdict == "first player favoured"
    fair = [dict(r, winners=[i % 2]) for i, r in enumerate(rows)]
    assert table(build_report(fair), "First-player advantage").rows[-1][1] == "none detected"


def test_ratings_rank_the_stronger_bot_first(rows):
    assert list(build_report(rows).ratings) == ["heuristic", "random"]


def test_options_appear_in_the_title(rows):
    varied = [dict(r, options='{"rounds": 6}') for r in rows]
    assert build_report(varied).title.endswith("options rounds=6")


def test_empty_results_are_refused():
    with pytest.raises(ValueError, match="no games"):
        build_report([])


def test_plots_and_page_are_written_and_self_contained(rows, tmp_path):
    report = build_report(rows)
    pngs = save_plots(report, tmp_path)
    assert sorted(pngs) == sorted(PLOTS)
    for path in pngs.values():
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    page = write_html(report, pngs, tmp_path / "report.html").read_text()
    assert page.count("data:image/png;base64,") == len(PLOTS)
    assert "http" not in page, "the page must not load anything from outside"
    assert "Win rate per seat" in page and "heuristic" in page


def test_side_by_side_table_has_one_column_per_study(rows):
    from expeditions.sim.report import compare_table

    short = [dict(r, options='{"rounds": 6}', length=r["length"] + 100) for r in rows]
    table = compare_table([("base", build_report(rows)), ("short", build_report(short))])
    assert table.headers == ["measure", "base", "short"]
    by_measure = {row[0]: row[1:] for row in table.rows}
    assert by_measure["setting"][1].endswith("options rounds=6")
    base_len, short_len = (float(x) for x in by_measure["actions per game"])
    assert short_len == pytest.approx(base_len + 100)
    assert set(by_measure) >= {"heuristic win rate", "random win rate", "seat 1 win rate"}


def test_plots_survive_a_study_won_every_time(rows, tmp_path):
    swept = [dict(r, winners=[r["bots"].index("heuristic")]) for r in rows]
    report = build_report(swept)
    assert report.by_bot["random"].value == 0.0
    assert sorted(save_plots(report, tmp_path)) == sorted(PLOTS)


def test_plots_survive_a_study_of_stopped_games_only(rows, tmp_path):
    stopped = [dict(r, winners=[], stopped="limit of 9 actions") for r in rows]
    report = build_report(stopped)
    assert report.ratings == {} and report.outcomes["stopped"] == len(rows)
    assert sorted(save_plots(report, tmp_path)) == sorted(PLOTS)


def test_an_80_column_terminal_shows_every_bot_name_whole_and_each_rate_on_one_line(rows):
    import io

    from rich.console import Console

    from expeditions.sim.report import print_report

    long = "ismcts:time=1.0,horizon=game,c=0.7"
    renamed = [dict(r, bots=[long if b == "heuristic" else b for b in r["bots"]]) for r in rows]
    report = build_report(renamed)
    out = io.StringIO()
    print_report(report, Console(file=out, width=80))
    text = out.getvalue()
    assert "…" not in text
    rate = table(report, "Win rate per bot").rows[0][-1]
    assert rate in text  # "57.1% [49.4, 64.4]" not split across lines
    rates = text.split("Win rate per bot")[1].split("Win rate per seat")[0]
    label = "".join(line.split("│")[1].strip() for line in rates.splitlines() if "│" in line)
    assert long in label  # folded onto lines, each piece kept


def test_a_comparison_too_wide_for_80_columns_lists_each_row_and_cuts_nothing(rows):
    import io

    from rich.console import Console

    from expeditions.sim.report import build_comparison, print_table

    long = "ismcts:iters=400,c=0.7,horizon=game"
    variant = [dict(r, bots=[long if b == "heuristic" else b for b in r["bots"]]) for r in rows]
    comparison = build_comparison([("base", rows, []), ("variant", variant, [])])
    out = io.StringIO()
    for t in comparison.tables:
        print_table(t, Console(file=out, width=80))
    text = out.getvalue()
    assert "…" not in text
    paired = text.split("Paired differences")[1]
    for header in ("difference", "95% low", "95% high", "verdict"):
        assert f"│   {header} " in paired  # whole, beside its figure


def test_a_60_column_terminal_lists_each_bot_with_every_figure_whole(rows):
    import io

    from rich.console import Console

    from expeditions.sim.report import print_report

    report = build_report(rows)
    out = io.StringIO()
    print_report(report, Console(file=out, width=60))
    text = out.getvalue()
    assert max(len(line) for line in text.splitlines()) <= 60
    rates = text.split("Win rate per bot")[1].split("Win rate per seat")[0]
    for bot, *cells in table(report, "Win rate per bot").rows:
        assert f"│ {bot} " in rates
        for header, cell in zip(RATE_HEADERS, cells, strict=True):
            line = next(ln for ln in rates.splitlines() if f"│   {header} " in ln and cell in ln)
            assert line.index(header) < line.index(cell)
