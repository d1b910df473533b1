"""The `simulate` and `report` commands, added to the main CLI by `register(app)`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from expeditions.core.pairs import split_pairs

SIMULATE_EPILOG = "\n\n".join(
    [
        "Examples:",
        "expeditions simulate southpole --players 4"
        " --bots ismcts:iters=500,heuristic,random,random"
        " --games 1000 --seed 1 --workers 2 --out results.parquet",
        "expeditions simulate southpole --players 2 --bots ismcts:time=0.5,heuristic"
        " --rotate --games 200 --out duel.csv",
        "expeditions simulate southpole --players 3 --bots heuristic"
        " --option NAME=VALUE --out variant.parquet",
        "Bots: random, heuristic, ismcts; parameters follow a colon, as in"
        " ismcts:iters=500,depth=5,c=1.0,playout=random or ismcts:time=1.0."
        " One bot name fills every seat; --rotate moves the bots one seat per game.",
        "Game i is played with seed+i, and its result depends only on the game, its"
        " options, the bots by seat and that seed, whatever the back end or worker"
        " count. Ctrl-C stops and keeps the finished games. Rows go to --out"
        " (.parquet or .csv); the game records go beside it as .jsonl.",
    ]
)

REPORT_EPILOG = "\n\n".join(
    [
        "Examples:",
        "expeditions report results.parquet",
        "expeditions report results.csv --out-dir study1 --no-plots",
        "expeditions report base.parquet variant.parquet   (side by side)",
        "Prints win rates per bot and per seat with 95% Wilson intervals, the"
        " first-player advantage, score distributions, game lengths and OpenSkill"
        " ratings; saves PNG plots and a self-contained report.html into --out-dir"
        " (default: <results>_report beside the file). Given several files, it"
        " prints them side by side and saves one report per file.",
    ]
)


def _fail(message: str) -> typer.Exit:
    Console(stderr=True).print(
        f"[bold red]error:[/bold red] {message}", highlight=False, soft_wrap=True
    )
    return typer.Exit(2)


def parse_options(items: list[str]) -> dict[str, Any]:
    """`name=value` pairs into a dict; the game checks and converts the values."""
    return split_pairs(items, "--option")


def simulate(
    game: str = typer.Argument(..., help="cave, southpole, relic or temple"),
    players: int = typer.Option(
        None, "--players", "-p", help="number of seats (default: the game's least)"
    ),
    bots: str = typer.Option("random", "--bots", "-b", help="bots by seat, comma separated"),
    games: int = typer.Option(100, "--games", "-n", min=1, help="number of games"),
    seed: int = typer.Option(1, "--seed", help="seed of the first game; game i uses seed+i"),
    workers: int = typer.Option(1, "--workers", "-w", min=1, help="processes (or Ray CPUs)"),
    out: Path = typer.Option(Path("results.parquet"), "--out", "-o", help=".parquet or .csv"),
    option: list[str] = typer.Option([], "--option", help="rule variant name=value (repeatable)"),
    rotate: bool = typer.Option(False, "--rotate", help="move the bots one seat on each game"),
    backend: str = typer.Option("local", "--backend", help="local (processes) or ray"),
    address: str = typer.Option(None, "--address", help="address of an existing Ray cluster"),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="no progress bar"),
) -> None:
    """Play many seeded games between bots and save one row per game.

    Game i uses seed+i, so the same command gives the same games whatever the
    back end or worker count. Ctrl-C stops and keeps the finished games.

    Example: expeditions simulate southpole --players 4
    --bots ismcts:iters=500,heuristic,random,random --games 1000 --seed 1
    --workers 2 --out results.parquet

    Then: expeditions report results.parquet
    """
    from expeditions.agents import split_bot_list
    from expeditions.core import game_class

    from .backends import BACKENDS, BackendError
    from .runner import Study, run_study
    from .store import check_path, records_path

    console = Console(stderr=True)
    try:
        if backend not in BACKENDS:
            raise ValueError(f"--backend must be one of {', '.join(BACKENDS)}, not {backend!r}")
        if address and backend != "ray":
            raise ValueError("--address is for --backend ray")
        check_path(out)
        seats = players if players is not None else game_class(game).info.min_players
        specs = split_bot_list(bots)
        if len(specs) == 1:
            specs = specs * seats
        study = Study(game, seats, specs, games, seed, parse_options(option), rotate)
        result = run_study(
            study,
            workers=workers,
            backend=backend,
            address=address,
            out=out,
            console=console,
            progress=not quiet,
        )
    except (ValueError, BackendError) as exc:
        raise _fail(str(exc)) from None
    done = len(result.rows)
    if result.interrupted:
        console.print(f"[yellow]stopped: kept {done} of {result.planned} games[/yellow]")
    console.print(f"wrote {done} games to {out} and their records to {records_path(out)}")
    if result.interrupted:
        raise typer.Exit(130)


def report(
    results: list[Path] = typer.Argument(
        ..., help="results files from `simulate` (.parquet or .csv); several are compared"
    ),
    out_dir: Path = typer.Option(None, "--out-dir", help="where the PNGs and report.html go"),
    plots: bool = typer.Option(True, "--plots/--no-plots", help="save PNG plots and HTML"),
) -> None:
    """Summarise a study: win rates, seat advantage, scores, lengths, ratings."""
    from .report import build_report, compare_table, print_report, print_table
    from .store import read_rows

    try:
        summaries = [build_report(read_rows(path)) for path in results]
    except (ValueError, FileNotFoundError, OSError) as exc:
        raise _fail(str(exc)) from None
    console = Console()
    if len(results) == 1:
        print_report(summaries[0], console)
    else:
        named = [(path.stem, summary) for path, summary in zip(results, summaries, strict=True)]
        print_table(compare_table(named), console)
    if not plots:
        return
    from .plots import save_plots, write_html

    for path, summary in zip(results, summaries, strict=True):
        folder = path.with_name(f"{path.stem}_report")
        if out_dir is not None:
            folder = out_dir if len(results) == 1 else out_dir / path.stem
        pngs = save_plots(summary, folder)
        page = write_html(summary, pngs, folder / "report.html")
        console.print(f"plots in {folder}, page {page}")


def register(app: typer.Typer) -> None:
    """Add `simulate` and `report` to the main command line."""
    app.command("simulate", epilog=SIMULATE_EPILOG)(simulate)
    app.command("report", epilog=REPORT_EPILOG)(report)
