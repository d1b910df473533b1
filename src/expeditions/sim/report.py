"""What a study says: its setup, how games ended, win rates, seat advantage,
scores, lengths and ratings; and a variant against its base, seed by seed.

`build_report(rows)` turns the rows of a results file into tables (plain
strings, so the terminal, the PNGs and the HTML page show the same numbers);
`build_comparison(studies)` sets studies side by side with paired differences.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.table import Table as RichTable
from rich.text import Text

from .paired import Difference, compare_pairs, replacements
from .ratings import PASSES, Rating, rate_bots
from .setup import missing_seeds, options_text, seed_ranges, setup_rows
from .stats import (
    Rate,
    Spread,
    is_stopped,
    outcome_counts,
    rates_by_bot,
    rates_by_seat,
    scores_by_bot,
    scores_by_seat,
    spread,
)


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
    outcomes: dict[str, int] = field(default_factory=dict)
    missing: list[int] = field(default_factory=list)

    @property
    def fair(self) -> float:
        """A seat's win rate if every seat were alike: games someone won, shared
        among the seats (games stopped or won by nobody are nobody's)."""
        if not self.seats:
            return 0.0
        total = sum(self.outcomes.values()) or self.games
        decided = self.outcomes.get("won", 0) + self.outcomes.get("shared", 0)
        if not self.outcomes:
            decided = total
        return decided / total / self.seats if total else 0.0


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def interval(rate: Rate) -> str:
    return f"{pct(rate.value)} [{pct(rate.low)}, {pct(rate.high)}]"


def stopped_line(outcomes: dict[str, int]) -> str:
    """The count of stopped games in words: `stopped at the limit: 12 of 200`."""
    total = sum(outcomes.values())
    return f"stopped at the limit: {outcomes.get('stopped', 0)} of {total}"


def build_report(rows: list[dict[str, Any]], notes: list[str] | None = None) -> Report:
    """The report of one study; `notes` (how files were merged) go into its setup."""
    if not rows:
        raise ValueError("the results file holds no games")
    seats = max(r["seats"] for r in rows)
    games_named = sorted({r["game"] for r in rows})
    options = sorted({r.get("options") or "{}" for r in rows})
    title = f"{', '.join(games_named)}, {seats} players, {len(rows)} games"
    if options != ["{}"]:
        title += ", options " + "; ".join(options_text(o) for o in options)
    report = Report(
        title=title,
        games=len(rows),
        seats=seats,
        by_bot=rates_by_bot(rows),
        by_seat=rates_by_seat(rows),
        scores_bot=scores_by_bot(rows),
        scores_seat=scores_by_seat(rows),
        lengths=[int(r["length"]) for r in rows],
        ratings=rate_bots([r for r in rows if not is_stopped(r)]),
        outcomes=outcome_counts(rows),
        missing=missing_seeds(rows),
    )
    report.tables = [
        Table("Setup", ["what", "value"], setup_rows(rows, notes)),
        _outcome_table(report.outcomes),
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


SHORT_CELL = 24
"""Cells up to this long (a count, a rate with its interval) are never wrapped."""

LABEL_WIDTH = 12
"""A row's label keeps at least this much room (less when all are shorter)."""


def print_table(table: Table, console: Console) -> None:
    widths = [
        max([len(header), *(len(str(row[i])) for row in table.rows)])
        for i, header in enumerate(table.headers)
    ]
    label = min(widths[0], LABEL_WIDTH)
    # figures stay whole where the terminal has room for them all beside the
    # labels; else each row is shown as a list of its own
    if label + sum(widths[1:]) + 3 * len(widths) + 1 > console.width and len(widths) > 2:
        console.print(_stacked(table))
        return
    rich = RichTable(title=table.title, caption=table.note or None, title_justify="left")
    for i, header in enumerate(table.headers):
        if i == 0:
            # a label (a bot's spec, a seat, a measure) is folded onto more
            # lines rather than cut: two bots may differ only at its end
            rich.add_column(header, justify="left", overflow="fold", min_width=label)
        else:
            # a figure with its interval reads badly split; long text may wrap
            rich.add_column(header, justify="right", no_wrap=widths[i] <= SHORT_CELL)
    for row in table.rows:
        rich.add_row(*row)
    console.print(rich)


def _stacked(table: Table) -> RichTable:
    """A table too wide for the terminal, one row under another: the row's
    label, then each column's header beside its figure, so that down to some
    40 columns no header or figure is split."""
    rich = RichTable(title=table.title, caption=table.note or None, title_justify="left")
    rich.add_column(table.headers[0], overflow="fold")
    rich.add_column("", justify="right", overflow="fold")
    for row in table.rows:
        rich.add_row(Text(row[0], style="bold"), "")
        for header, cell in zip(table.headers[1:], row[1:], strict=True):
            rich.add_row(Text(f"  {header}"), Text(cell))
        rich.add_section()
    return rich


OUTCOME_WORDS = {
    "won": "won by one player",
    "shared": "won jointly (a tie)",
    "nobody": "nobody won (by the rules)",
    "stopped": "stopped at the limit",
}

RATE_HEADERS = ["games", "won", "shared", "nobody", "stopped", "win rate [95%]"]

RATE_NOTE = (
    "won: alone; shared: with others, each of k tied winners gets 1/k of a win; "
    "nobody: the rules ended the game with no winner; stopped: at the action "
    "limit, no winner; all stay among the games; interval: 95% Wilson"
)


def _outcome_table(outcomes: dict[str, int]) -> Table:
    total = sum(outcomes.values())
    rows = [
        [OUTCOME_WORDS[name], str(count), pct(count / total if total else 0.0)]
        for name, count in outcomes.items()
    ]
    return Table("How the games ended", ["outcome", "games", "share"], rows, stopped_line(outcomes))


def rate_cells(rate: Rate) -> list[str]:
    return [
        str(rate.games),
        str(rate.won),
        str(rate.shared),
        str(rate.nobody),
        str(rate.stopped),
        f"{pct(rate.value)} [{100 * rate.low:.1f}, {100 * rate.high:.1f}]",
    ]


def _rate_table(title: str, label: str, rates: dict[Any, Rate], repeated: bool = False) -> Table:
    rows = [[str(name), *rate_cells(rate)] for name, rate in rates.items()]
    note = RATE_NOTE
    if repeated:
        note += "; a bot in several seats counts once per seat"
    return Table(title, [label, *RATE_HEADERS], rows, note)


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
        ["fair share (games someone won / seats)", pct(fair)],
        ["difference", f"{100 * (first.value - fair):+.1f} points"],
        ["verdict (95%)", verdict],
    ]
    return Table("First-player advantage", ["measure", "value"], rows)


def _spread_table(title: str, label: str, spreads: dict[str, Spread]) -> Table:
    rows = [
        [name, f"{s.mean:.2f}", f"{s.sd:.2f}", f"{s.low:g}", f"{s.median:g}", f"{s.high:g}"]
        for name, s in spreads.items()
    ]
    note = "stopped games count with their scores as they stood"
    return Table(title, [label, "mean", "sd", "min", "median", "max"], rows, note)


def _length_row(name: str, values: list[float], digits: int) -> list[str]:
    s = spread(values)
    if digits:
        return [
            name,
            f"{s.mean:.{digits}f}",
            *(f"{x:.{digits}f}" for x in (s.low, s.median, s.high)),
        ]
    return [name, f"{s.mean:.1f}", f"{s.low:g}", f"{s.median:g}", f"{s.high:g}"]


def _length_table(rows: list[dict[str, Any]]) -> Table:
    out = [
        _length_row("actions per game", [r["length"] for r in rows], 0),
        _length_row("seconds per game", [r["duration"] for r in rows], 3),
    ]
    for key in ("turns", "rounds"):
        values = [r[key] for r in rows if r.get(key) is not None]
        if values:
            out.insert(-1, _length_row(f"{key} per game", values, 0))
    note = (
        "actions include chance; a turn begins when the seat whose turn it is changes, "
        "a round with each turn of the seat that began the game"
    )
    return Table("Game length", ["measure", "mean", "min", "median", "max"], out, note)


def _rating_table(ratings: dict[str, Rating]) -> Table:
    rows = [
        [bot, f"{r.mu:.2f}", f"{r.sigma:.2f}", f"{r.ordinal:.2f}"] for bot, r in ratings.items()
    ]
    return Table(
        "OpenSkill ratings (Plackett-Luce)",
        ["bot", "mu", "sigma", "ordinal"],
        rows,
        f"ordinal = mu - 3 sigma; the mean of {PASSES} passes over the games in"
        " shuffled orders, stopped games left out",
    )


def compare_table(studies: list[tuple[str, Report]]) -> Table:
    """Several studies side by side, e.g. the same bots and seeds with and without a variant."""
    headers = ["measure", *[name for name, _ in studies]]
    reports = [r for _, r in studies]
    rows = [
        ["setting", *[r.title for r in reports]],
        ["games", *[str(r.games) for r in reports]],
    ]
    for name in ("won", "shared", "nobody", "stopped"):
        rows.append([OUTCOME_WORDS[name], *[str(r.outcomes.get(name, 0)) for r in reports]])
    rows.append(
        ["seat 1 win rate", *[interval(r.by_seat[0]) if r.by_seat else "-" for r in reports]]
    )
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
    seats = max(r.seats for r in reports)
    for seat in range(seats):
        rows.append(
            [
                f"seat {seat + 1} mean score",
                *[
                    f"{spread(r.scores_seat[seat]).mean:.2f}" if seat in r.scores_seat else "-"
                    for r in reports
                ],
            ]
        )
    rows.append(["actions per game", *[f"{spread(r.lengths).mean:.1f}" for r in reports]])
    rows.append(
        ["missing seeds", *[seed_ranges(r.missing) if r.missing else "none" for r in reports]]
    )
    return Table("Studies side by side", headers, rows, "intervals: 95% Wilson")


@dataclass
class Comparison:
    """Studies side by side, each variant against the first (the base) seed by seed."""

    names: list[str]
    reports: list[Report]
    differences: list[tuple[str, list[Difference]]]
    tables: list[Table] = field(default_factory=list)

    @property
    def title(self) -> str:
        return "Comparison: " + " vs ".join(self.names)


def build_comparison(studies: list[tuple[str, list[dict[str, Any]], list[str]]]) -> Comparison:
    """`studies` as (name, rows, notes); the first is the base of every difference."""
    if len(studies) < 2:
        raise ValueError("a comparison needs two studies or more")
    names = [name for name, _, _ in studies]
    reports = [build_report(rows, notes) for _, rows, notes in studies]
    base_name, base_rows, _ = studies[0]
    differences = []
    paired = []
    for name, rows, _ in studies[1:]:
        renamed = replacements(base_rows, rows)
        diffs = compare_pairs(base_rows, rows, renamed)
        differences.append((name, diffs))
        paired.append(paired_table(base_name, name, diffs, renamed))
    comparison = Comparison(names, reports, differences)
    comparison.tables = [compare_table(list(zip(names, reports, strict=True))), *paired]
    return comparison


def paired_table(
    base: str, variant: str, diffs: list[Difference], renamed: dict[str, str] | None = None
) -> Table:
    """Each measure's mean in both studies and the paired difference with its
    interval; `renamed`: the bots of the base replaced in the variant."""
    pairs = diffs[0].pairs if diffs else 0
    rows = [
        [
            d.measure,
            _number(d.base, d.measure),
            _number(d.variant, d.measure),
            _signed(d.mean, d.measure),
            _signed(d.low, d.measure),
            _signed(d.high, d.measure),
            d.verdict,
        ]
        for d in diffs
    ]
    swaps = [f"{was} → {now}" for was, now in sorted((renamed or {}).items())]
    alike = "same bots by seat" + (f", but {', '.join(swaps)}" if swaps else "")
    note = (
        f"{pairs} games paired by seed (same seed, {alike}); difference = "
        f"{variant} - {base}, 95% t interval over the paired games"
    )
    headers = ["measure", base, variant, "difference", "95% low", "95% high", "verdict"]
    return Table(f"Paired differences: {variant} - {base}", headers, rows, note)


def _is_rate(measure: str) -> bool:
    return measure.endswith("win rate") or measure == "stopped at the limit"


def _number(x: float, measure: str) -> str:
    return pct(x) if _is_rate(measure) else f"{x:.2f}"


def _signed(x: float, measure: str) -> str:
    if x in (float("inf"), float("-inf")):
        return "-"
    if _is_rate(measure):
        return f"{100 * x:+.1f} pts"
    return f"{x:+.2f}"
