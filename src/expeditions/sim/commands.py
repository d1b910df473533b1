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
        "expeditions simulate relic --bots random --games 200 --limit 2000 --out aimless.csv",
        "expeditions simulate southpole --players 4"
        " --bots ismcts:iters=500,heuristic,random,random --games 1000 --seed 1"
        " --workers 2 --resume results.parquet   (the first example again, after a"
        " stop: plays only the seeds not yet in results.parquet)",
        "Bots: random, heuristic, ismcts; parameters follow a colon, as in"
        " ismcts:iters=500,depth=5,c=1.0,playout=random or ismcts:time=1.0."
        " One bot name fills every seat; --rotate moves the bots one seat per game.",
        "Limit: a game still running after --limit actions (chance included) is"
        " stopped outside the rules, with no winner, and reports count it apart."
        " The default is ten typical games' length for the game and player count"
        " (0: no limit, for games that always end).",
        "Game i is played with seed+i, and its result depends only on the game, its"
        " options, the bots by seat, the limit and that seed, whatever the back end"
        " or worker count. Ctrl-C or SIGTERM (a batch scheduler's stop) ends the run"
        " and keeps the finished games; the same command with --resume FILE then"
        " plays the rest. Rows go"
        " to --out (.parquet or .csv); the game records go beside it as .jsonl.",
        "A run killed outright keeps its finished games in NAME.journal.jsonl beside"
        " --out; --resume with the same file takes them up.",
    ]
)

REPORT_EPILOG = "\n\n".join(
    [
        "Examples:",
        "expeditions report results.parquet",
        "expeditions report results.csv --out-dir study1 --no-plots",
        "expeditions report part1.parquet part2.parquet   (one study run in pieces)",
        "expeditions report base.parquet variant.parquet   (a variant against its base)",
        "expeditions report before.parquet after.parquet --compare   (the same command"
        " before and after a change to the code)",
        "Prints the setup (bots by seat, rotation, seeds, options, limit), how the"
        " games ended (won, shared, nobody won, stopped at the limit), win rates per"
        " bot and per seat with 95% Wilson intervals, the first-player advantage,"
        " scores, game lengths (actions, turns, rounds) and OpenSkill ratings; saves"
        " PNG plots and a self-contained report.html into --out-dir (default:"
        " <results>_report beside the first file).",
        "Files with the same setup are read as one study, and the seeds missing"
        " between its first and last are named. Files whose setups differ are"
        " compared: the first is the base, and each other study is set against it"
        " seed by seed (paired differences of every seat's score and win rate, each"
        " bot's win rate, stopped games and lengths, with 95% intervals) on one page,"
        " compare.html (in <first file>_compare/ unless --out-dir is given). A rule"
        " variant runs the same bots; a bot variant replaces one bot by another in"
        " every game, seat for seat, and its win rate is paired with the old one's."
        " With --compare every file is a study of its own, so that files of the"
        " same setup, played before and after a change to the code, are compared"
        " too.",
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
    out: Path = typer.Option(
        None,
        "--out",
        "-o",
        help=".parquet or .csv (default: results.parquet, or the --resume file)",
    ),
    option: list[str] = typer.Option([], "--option", help="rule variant name=value (repeatable)"),
    rotate: bool = typer.Option(False, "--rotate", help="move the bots one seat on each game"),
    limit: int = typer.Option(
        None,
        "--limit",
        min=0,
        help="stop a game after this many actions, chance included; it has no winner"
        " (default: ten typical games' length; 0: no limit)",
    ),
    resume: Path = typer.Option(
        None,
        "--resume",
        help="a results file of this same study: play only the seeds not yet in it,"
        " then write old and new games together (to --out if given, else to it)",
    ),
    backend: str = typer.Option("local", "--backend", help="local (processes) or ray"),
    address: str = typer.Option(None, "--address", help="address of an existing Ray cluster"),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="no progress bar"),
) -> None:
    """Play many seeded games between bots and save one row per game.

    Game i uses seed+i, so the same command gives the same games whatever the
    back end or worker count. Ctrl-C or SIGTERM stops and keeps the finished
    games; the same command with --resume FILE plays the rest. A game longer
    than --limit actions is stopped, with no winner, and counted apart.

    Example: expeditions simulate southpole --players 4
    --bots ismcts:iters=500,heuristic,random,random --games 1000 --seed 1
    --workers 2 --out results.parquet

    Then: expeditions report results.parquet
    """
    from expeditions.agents import split_bot_list
    from expeditions.core import game_class

    from .backends import BACKENDS, BackendError
    from .limits import limit_text
    from .resume import earlier_games
    from .runner import Study, run_study
    from .store import check_path, records_path

    console = Console(stderr=True)
    if out is None:
        out = resume if resume is not None else Path("results.parquet")
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
        study = Study(game, seats, specs, games, seed, parse_options(option), rotate, limit)
        earlier = earlier_games(study, resume) if resume is not None else None
        cap = study.tasks()[0].limit
        told = "the default" if limit is None else "--limit"
        if not quiet:
            console.print(
                f"limit: {limit_text(cap)} ({told}); a game still running then is stopped",
                soft_wrap=True,
            )
        if earlier is not None and resume != out:
            console.print(
                f"resuming {resume}: its games and the new ones go to {out}", soft_wrap=True
            )
        result = run_study(
            study,
            workers=workers,
            backend=backend,
            address=address,
            out=out,
            console=console,
            progress=not quiet,
            earlier=earlier,
        )
    except (ValueError, FileNotFoundError, BackendError) as exc:
        raise _fail(str(exc)) from None
    done = len(result.rows)
    if result.kept:
        console.print(
            f"kept {result.kept} games from {resume}, played {result.played}", soft_wrap=True
        )
    if result.interrupted:
        console.print(
            f"[yellow]stopped by {result.why}: kept {done} of {result.planned} games;"
            f" the same command with --resume {out} plays the rest[/yellow]",
            soft_wrap=True,
        )
    console.print(
        f"wrote {done} games to {out} and their records to {records_path(out)}", soft_wrap=True
    )
    if result.interrupted:
        raise typer.Exit(143 if result.why == "SIGTERM" else 130)


def report(
    results: list[Path] = typer.Argument(
        ...,
        help="results files from `simulate` (.parquet or .csv): pieces of one study"
        " are merged, studies with other setups are compared with the first",
    ),
    out_dir: Path = typer.Option(None, "--out-dir", help="where the PNGs and the page go"),
    plots: bool = typer.Option(True, "--plots/--no-plots", help="save PNG plots and HTML"),
    compare: bool = typer.Option(
        False,
        "--compare",
        help="compare every file with the first seed by seed, even files of the same"
        " setup (the same command before and after a change to the code)",
    ),
) -> None:
    """Summarise a study, or compare studies seed by seed.

    The summary gives the setup, outcomes, win rates, seat advantage, scores,
    lengths and ratings."""
    from .report import build_comparison, build_report, print_report, print_table
    from .setup import group_files, seed_ranges
    from .store import read_rows

    try:
        if compare and len(results) < 2:
            raise ValueError("--compare needs two results files or more")
        studies = group_files([(path, read_rows(path)) for path in results], merge=not compare)
        console = Console()
        for study in studies:
            if len(study.paths) > 1:
                console.print(study.notes[0])
        if len(studies) == 1:
            study = studies[0]
            with console.status(f"summing up {len(study.rows)} games…"):
                summary = build_report(study.rows, study.notes)
            print_report(summary, console)
            if summary.missing:
                console.print(
                    f"[yellow]missing seeds: {seed_ranges(summary.missing)}"
                    f" ({len(summary.missing)} games)[/yellow]"
                )
        else:
            with console.status(f"comparing {len(studies)} studies…"):
                comparison = build_comparison([(s.name, s.rows, s.notes) for s in studies])
            console.print(f"[bold]{comparison.title}[/bold]")
            for table in comparison.tables:
                print_table(table, console)
    except (ValueError, FileNotFoundError, OSError) as exc:
        raise _fail(str(exc)) from None
    if not plots:
        return
    from .plots import save_comparison_plots, save_plots, write_comparison_html, write_html

    first = results[0]
    if len(studies) == 1:
        folder = out_dir if out_dir is not None else first.with_name(f"{first.stem}_report")
        pngs = save_plots(summary, folder)
        page = write_html(summary, pngs, folder / "report.html")
    else:
        folder = out_dir if out_dir is not None else first.with_name(f"{first.stem}_compare")
        pngs = save_comparison_plots(comparison, folder)
        page = write_comparison_html(comparison, pngs, folder / "compare.html")
    console.print(f"plots in {folder}, page {page}")


def register(app: typer.Typer) -> None:
    """Add `simulate` and `report` to the main command line."""
    app.command("simulate", epilog=SIMULATE_EPILOG)(simulate)
    app.command("report", epilog=REPORT_EPILOG)(report)
