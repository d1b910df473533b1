"""The report as PNG plots (matplotlib, Agg) and one self-contained HTML page."""

from __future__ import annotations

import base64
import html
from pathlib import Path

from .report import Comparison, Report, Table

PLOTS = ("win_rates", "scores", "lengths", "ratings")
STYLE = (
    "<meta name='viewport' content='width=device-width, initial-scale=1'>"
    "<style>body{font-family:sans-serif;max-width:1100px;margin:2em auto;padding:0 1em}"
    "h1,h2{overflow-wrap:anywhere}"
    # a table wider than its box scrolls inside it; a shade at the cut edge
    # shows that more lies there (the shades stay put, their covers scroll)
    ".wide{overflow-x:auto;background:"
    "linear-gradient(to right,#fff 30%,#fff0),linear-gradient(to left,#fff 30%,#fff0) 100% 0,"
    "radial-gradient(farthest-side at 0 50%,#0003,#0000),"
    "radial-gradient(farthest-side at 100% 50%,#0003,#0000) 100% 0;"
    "background-repeat:no-repeat;background-size:40px 100%,40px 100%,14px 100%,14px 100%;"
    "background-attachment:local,local,scroll,scroll}"
    "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;"
    "padding:4px 8px;text-align:right}.words{text-align:left}"
    ".note{color:#666;font-size:90%;margin-top:-.5em}img{max-width:100%}"
    # on a phone: tighter cells, and a long bot spec may break anywhere
    "@media (max-width:600px){body{padding:0 .5em;margin:1em auto}td,th{padding:3px 4px}"
    "td:first-child{overflow-wrap:anywhere;min-width:5em}}</style>"
)
"""The pages' look; on a phone a wide table scrolls in its own box, its note
below it wraps to the screen."""


def save_plots(report: Report, folder: Path) -> dict[str, Path]:
    """Write the PNGs into `folder`; returns them by name."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    folder.mkdir(parents=True, exist_ok=True)
    paths = {}
    for name in PLOTS:
        fig = globals()[f"_plot_{name}"](plt, report)
        path = folder / f"{name}.png"
        fig.savefig(path, dpi=100, bbox_inches="tight")
        plt.close(fig)
        paths[name] = path
    return paths


def _bars(ax, labels, rates, fair=None):
    values = [r.value for r in rates]
    below = [max(0.0, r.value - r.low) for r in rates]
    above = [max(0.0, r.high - r.value) for r in rates]
    ax.bar(labels, values, yerr=[below, above], capsize=4, color="#4c72b0")
    if fair is not None:
        ax.axhline(fair, color="#c44e52", linestyle="--", label="fair share")
        ax.legend(loc="upper right")
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate (95% interval)")
    ax.tick_params(axis="x", labelrotation=20)


def _plot_win_rates(plt, report: Report):
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    _bars(left, list(report.by_bot), list(report.by_bot.values()))
    left.set_title("per bot")
    labels = [f"seat {s + 1}" for s in report.by_seat]
    _bars(right, labels, list(report.by_seat.values()), report.fair)
    right.set_title("per seat")
    return fig


def _plot_scores(plt, report: Report):
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    _boxes(left, list(report.scores_bot), list(report.scores_bot.values()))
    left.set_title("score per bot")
    seats = [f"seat {s + 1}" for s in report.scores_seat]
    _boxes(right, seats, list(report.scores_seat.values()))
    right.set_title("score per seat")
    left.tick_params(axis="x", labelrotation=20)
    return fig


def _boxes(ax, labels, values):
    ax.boxplot(values)
    ax.set_xticks(range(1, len(labels) + 1), labels)


def _plot_lengths(plt, report: Report):
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.hist(report.lengths, bins=min(40, max(5, len(set(report.lengths)))), color="#55a868")
    ax.set_xlabel("actions per game (chance included)")
    stopped = report.outcomes.get("stopped", 0)
    if stopped:
        ax.set_title(f"game length ({stopped} stopped at the limit)")
        return fig
    ax.set_ylabel("games")
    ax.set_title("game length")
    return fig


def _plot_ratings(plt, report: Report):
    fig, ax = plt.subplots(figsize=(6, 4))
    bots = list(report.ratings)
    mus = [r.mu for r in report.ratings.values()]
    errs = [3 * r.sigma for r in report.ratings.values()]
    ax.errorbar(bots, mus, yerr=errs, fmt="o", capsize=4)
    ax.set_ylabel("OpenSkill mu ± 3 sigma")
    ax.set_title("ratings")
    ax.tick_params(axis="x", labelrotation=20)
    return fig


def write_html(report: Report, plots: dict[str, Path], path: Path) -> Path:
    """One page, images embedded as base64, readable offline and easy to mail."""
    parts = _head(report.title)
    parts.extend(_html_table(t) for t in report.tables)
    parts.extend(_images(plots))
    parts.append("</body></html>")
    path.write_text("\n".join(parts), encoding="utf-8")
    return path


def _head(title: str) -> list[str]:
    return [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>{html.escape(title)}</title>",
        STYLE,
        f"</head><body><h1>{html.escape(title)}</h1>",
    ]


def _images(plots: dict[str, Path]) -> list[str]:
    parts = []
    for name, png in plots.items():
        data = base64.b64encode(png.read_bytes()).decode("ascii")
        parts.append(f"<h2>{html.escape(name.replace('_', ' '))}</h2>")
        parts.append(f"<img alt='{html.escape(name)}' src='data:image/png;base64,{data}'>")
    return parts


def save_comparison_plots(comparison: Comparison, folder: Path) -> dict[str, Path]:
    """One PNG per variant: its paired differences of scores (left) and win
    rates in points (right), each with its 95% interval."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    folder.mkdir(parents=True, exist_ok=True)
    paths = {}
    base = comparison.names[0]
    for name, diffs in comparison.differences:
        scores = [d for d in diffs if d.measure.endswith("score")]
        rates = [d for d in diffs if d.measure.endswith("win rate")]
        rows = max(len(scores), len(rates), 1)
        fig, (left, right) = plt.subplots(
            1, 2, figsize=(12, 0.45 * rows + 1.8), layout="constrained"
        )
        _differences(left, scores, 1.0, "score")
        _differences(right, rates, 100.0, "win rate (points)")
        fig.suptitle(f"{name} - {base}, paired by seed (95% intervals)")
        key = f"paired differences: {name} - {base}"
        path = folder / f"paired_{len(paths) + 1}.png"
        fig.savefig(path, dpi=100, bbox_inches="tight")
        plt.close(fig)
        paths[key] = path
    return paths


def _differences(ax, diffs, scale: float, label: str) -> None:
    means = [scale * d.mean for d in diffs]
    below = [scale * (d.mean - d.low) if d.pairs > 1 else 0.0 for d in diffs]
    above = [scale * (d.high - d.mean) if d.pairs > 1 else 0.0 for d in diffs]
    ax.errorbar(means, range(len(diffs)), xerr=[below, above], fmt="o", capsize=4)
    ax.axvline(0, color="#c44e52", linestyle="--")
    # a replaced bot's row ("old → new win rate") on two lines, so that two
    # long bot specs do not squeeze the plot
    ax.set_yticks(range(len(diffs)), [d.measure.replace(" → ", " →\n") for d in diffs])
    ax.invert_yaxis()
    ax.set_xlabel(f"difference in {label}")


def write_comparison_html(comparison: Comparison, plots: dict[str, Path], path: Path) -> Path:
    """The whole comparison on one self-contained page: the paired differences,
    the studies side by side, then each study's own tables."""
    parts = _head(comparison.title)
    parts.extend(_html_table(t) for t in comparison.tables)
    parts.extend(_images(plots))
    for name, report in zip(comparison.names, comparison.reports, strict=True):
        parts.append(f"<h1>{html.escape(name)}: {html.escape(report.title)}</h1>")
        parts.extend(_html_table(t) for t in report.tables)
    parts.append("</body></html>")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(parts), encoding="utf-8")
    return path


def _breakable(cell: str) -> str:
    """A bot spec ("ismcts:time=1.0,horizon=game") may break after its colons,
    commas and equals signs, so that a narrow column splits it between words."""
    return html.escape(cell).replace(",", ",<wbr>").replace(":", ":<wbr>").replace("=", "=<wbr>")


def _html_table(table: Table) -> str:
    opens = [
        ("<th class='words'>", "<td class='words'>") if _is_words(table, i) else ("<th>", "<td>")
        for i in range(len(table.headers))
    ]
    head = "".join(
        f"{o[0]}{html.escape(h)}</th>" for o, h in zip(opens, table.headers, strict=True)
    )
    body = "".join(
        "<tr>"
        + "".join(f"{o[1]}{_breakable(c)}</td>" for o, c in zip(opens, row, strict=True))
        + "</tr>"
        for row in table.rows
    )
    note = f"<p class='note'>{html.escape(table.note)}</p>" if table.note else ""
    return (
        f"<h2>{html.escape(table.title)}</h2>"
        f"<div class='wide'><table><tr>{head}</tr>{body}</table></div>{note}"
    )


def _is_words(table: Table, column: int) -> bool:
    """A column of words reads from the left; one of figures lines up on the right."""
    return column == 0 or any(
        row[column][:1] not in _FIGURE_STARTS for row in table.rows if row[column]
    )


_FIGURE_STARTS = set("0123456789-+.[")
