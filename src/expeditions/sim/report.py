"""What a study says: win rates, seat advantage, scores, lengths and ratings.

`build_report(rows)` turns the rows of a results file into tables (plain
strings, so the terminal, the PNGs and the HTML page show the same numbers).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.table import Table as RichTable

from .ratings import Rating, rate_bots
from .stats import Rate, Spread, rates_by_bot, rates_by_seat, scores_by_bot, scores_by_seat, spread


@dataclass
class Table:
    title: str
    headers: list[str]
    rows: list[list[str]]
    note: str = ""


@dataclass
class Report:
    title: str
    games: int
    seats: int
    by_bot: dict[str, Rate]
    by_seat: dict[int, Rate]
    scores_bot: dict[str, list[float]]
    scores_seat: dict[int, list[float]]
    lengths: list[int]
    ratings: dict[str, Rating]
    tables: list[Table] = field(default_factory=list)

    @property
    def fair(self) -> float:
        return 1.0 / self.seats if self.seats else 0.0


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def interval(rate: Rate) -> str:
    return f"{pct(rate.value)} [{pct(rate.low)}, {pct(rate.high)}]"


def build_report(rows: list[dict[str, Any]]) -> Report:
    if not rows:
        raise ValueError("the results file holds no games")
    seats = max(r["seats"] for r in rows)
    games_named = sorted({r["game"] for r in rows})
    options = sorted({r.get("options") or "{}" for r in rows})
    title = f"{', '.join(games_named)}, {seats} players, {len(rows)} games"
    if options != ["{}"]:
        title += ", options " + "; ".join(_options_text(o) for o in options)
    report = Report(
        title=title,
        games=len(rows),
        seats=seats,
        by_bot=rates_by_bot(rows),
        by_seat=rates_by_seat(rows),
        scores_bot=scores_by_bot(rows),
        scores_seat=scores_by_seat(rows),
        lengths=[int(r["length"]) for r in rows],
        ratings=rate_bots(rows),
    )
    report.tables = [
        _rate_table("Win rate per bot", "bot", report.by_bot, _bot_repeated(rows)),
        _rate_table(
            "Win rate per seat", "seat", {f"seat {s + 1}": r for s, r in report.by_seat.items()}
        ),
        _first_player_table(report),
        _spread_table(
            "Scores per bot", "bot", {b: spread(v) for b, v in report.scores_bot.items()}
        ),
        _spread_table(
            "Scores per seat",
            "seat",
            {f"seat {s + 1}": spread(v) for s, v in report.scores_seat.items()},
        ),
        _length_table(rows),
        _rating_table(report.ratings),
    ]
    return report


def _bot_repeated(rows: list[dict[str, Any]]) -> bool:
    """Whether some bot sat in more than one seat of the same game."""
    return any(len(set(r["bots"])) < len(r["bots"]) for r in rows)


def print_report(report: Report, console: Console) -> None:
    console.print(f"[bold]{report.title}[/bold]")
    for table in report.tables:
        print_table(table, console)


def print_table(table: Table, console: Console) -> None:
    rich = RichTable(title=table.title, caption=table.note or None, title_justify="left")
    for i, header in enumerate(table.headers):
        rich.add_column(header, justify="left" if i == 0 else "right")
    for row in table.rows:
        rich.add_row(*row)
    console.print(rich)


def _options_text(raw: str) -> str:
    data = json.loads(raw)
    return ", ".join(f"{k}={v}" for k, v in sorted(data.items())) or "defaults"


def _rate_table(title: str, label: str, rates: dict[Any, Rate], repeated: bool = False) -> Table:
    rows = [
        [
            str(name),
            f"{rate.wins:g}",
            str(rate.games),
            pct(rate.value),
            pct(rate.low),
            pct(rate.high),
        ]
        for name, rate in rates.items()
    ]
    note = "shared wins count 1/k to each of k tied winners; interval: 95% Wilson"
    if repeated:
        note += "; a bot in several seats counts once per seat"
    return Table(title, [label, "wins", "games", "win rate", "95% low", "95% high"], rows, note)


def _first_player_table(report: Report) -> Table:
    first = report.by_seat.get(0)
    if first is None:
        return Table("First-player advantage", ["measure", "value"], [])
    fair = report.fair
    verdict = "none detected"
    if first.low > fair:
        verdict = "first player favoured"
    elif first.high < fair:
        verdict = "first player disfavoured"
    rows = [
        ["seat 1 win rate", interval(first)],
        ["fair share", pct(fair)],
        ["difference", f"{100 * (first.value - fair):+.1f} points"],
        ["verdict (95%)", verdict],
    ]
    return Table("First-player advantage", ["measure", "value"], rows)


def _spread_table(title: str, label: str, spreads: dict[str, Spread]) -> Table:
    rows = [
        [name, f"{s.mean:.2f}", f"{s.sd:.2f}", f"{s.low:g}", f"{s.median:g}", f"{s.high:g}"]
        for name, s in spreads.items()
    ]
    return Table(title, [label, "mean", "sd", "min", "median", "max"], rows)


def _length_table(rows: list[dict[str, Any]]) -> Table:
    length = spread(r["length"] for r in rows)
    seconds = spread(r["duration"] for r in rows)
    out = [
        [
            "actions per game",
            f"{length.mean:.1f}",
            f"{length.low:g}",
            f"{length.median:g}",
            f"{length.high:g}",
        ],
        [
            "seconds per game",
            f"{seconds.mean:.3f}",
            f"{seconds.low:.3f}",
            f"{seconds.median:.3f}",
            f"{seconds.high:.3f}",
        ],
    ]
    return Table(
        "Game length", ["measure", "mean", "min", "median", "max"], out, "actions include chance"
    )


def _rating_table(ratings: dict[str, Rating]) -> Table:
    rows = [
        [bot, f"{r.mu:.2f}", f"{r.sigma:.2f}", f"{r.ordinal:.2f}"] for bot, r in ratings.items()
    ]
    return Table(
        "OpenSkill ratings (Plackett-Luce)",
        ["bot", "mu", "sigma", "ordinal"],
        rows,
        "ordinal = mu - 3 sigma; games rated in seed order",
    )


def compare_table(studies: list[tuple[str, Report]]) -> Table:
    """Several studies side by side, e.g. the same bots and seeds with and without a variant."""
    headers = ["measure", *[name for name, _ in studies]]
    reports = [r for _, r in studies]
    rows = [
        ["setting", *[r.title for r in reports]],
        ["games", *[str(r.games) for r in reports]],
        ["seat 1 win rate", *[interval(r.by_seat[0]) if r.by_seat else "-" for r in reports]],
    ]
    for bot in sorted({b for r in reports for b in r.by_bot}):
        rows.append(
            [
                f"{bot} win rate",
                *[interval(r.by_bot[bot]) if bot in r.by_bot else "-" for r in reports],
            ]
        )
        rows.append(
            [
                f"{bot} mean score",
                *[
                    f"{spread(r.scores_bot[bot]).mean:.2f}" if bot in r.scores_bot else "-"
                    for r in reports
                ],
            ]
        )
    rows.append(["actions per game", *[f"{spread(r.lengths).mean:.1f}" for r in reports]])
    return Table("Studies side by side", headers, rows, "intervals: 95% Wilson")
