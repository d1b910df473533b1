"""Where bots would move differently, which of their moves wins more games?

    .venv/bin/python benchmarks/search_truth.py relic \\
        --bots ismcts:iters=100 ismcts:iters=2000 ismcts:iters=2000,backup=mean heuristic \\
        [--seeds 1 2 ... 12] [--positions 4] [--after 100] [--playouts 40] [--workers 2]

A study at a second a decision takes days; this says within the hour
whether the moves a bigger budget (or another setting) changes are better
moves, judged by how games go on after them rather than by the search's own
values. For each seed it plays a game of `heuristic` against `heuristic` (2
players) and keeps `--positions` decisions, evenly spread after the first
`--after` actions, where the seat to move has a choice. Every bot chooses
there with the same rng. Where they disagree, each move chosen is played on
`--playouts` times: from a fresh guess at what the seat to move cannot see,
the move, then `heuristic` for every seat to the end (`expeditions.play`, up to
the simulator's default action limit). The k-th play-on of every move draws
the same luck. A move's worth is the seat's share of those games' wins (a
shared win counts one half; won by nobody or stopped, none).

The table gives, per bot, the positions where it chose as the first bot did,
its mean worth over the positions where any two bots disagree, and the
difference from the first bot, position by position, with its 95% interval.
The play-ons are `heuristic`'s own, so a move it plays well after is worth
more: a screen for search changes, not a verdict on strength.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
from typing import Any

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from expeditions.agents import make_bot
from expeditions.bench import heuristic_decisions
from expeditions.core import SeatView, play
from expeditions.core.registry import load
from expeditions.sim.limits import default_limit
from expeditions.sim.paired import paired_difference

POSITIONS: list[tuple[int, Any]] = []
"""(rng seed, state) of every position, set before the workers fork."""


def choice(task: tuple[int, str]) -> str:
    """The move bot `spec` makes at position `index`, as text."""
    index, spec = task
    key, state = POSITIONS[index]
    view = SeatView(state, state.current_player())
    return str(make_bot(spec).choose(view, state.legal_actions(), random.Random(key)))


def play_on(task: tuple[int, str, int]) -> float:
    """The seat's share of the win after `move` at position `index`, the k-th
    play-on: a fresh guess at what the seat cannot see, then `heuristic` for
    all, with the luck of seed `key * 1000 + k`."""
    index, move, k = task
    key, state = POSITIONS[index]
    seat = state.current_player()
    seed = key * 1000 + k
    world = state.resample(seat, random.Random(seed))
    world.apply(next(a for a in world.legal_actions() if str(a) == move))
    bots = [make_bot("heuristic") for _ in range(world.game.players)]
    play(world.game, state=world, seed=seed, bots=bots, limit=default_limit(world.game))
    won = world.winners()
    return 1.0 / len(won) if seat in won else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="cave, relic, southpole or temple")
    parser.add_argument(
        "--bots", nargs="+", required=True, help="two or more bots; the first is the base"
    )
    parser.add_argument("--seeds", type=int, nargs="+", default=list(range(1, 13)))
    parser.add_argument("--positions", type=int, default=4, help="decisions per seeded game")
    parser.add_argument("--after", type=int, default=100, help="actions played before the first")
    parser.add_argument("--playouts", type=int, default=40, help="play-ons of each move")
    parser.add_argument("--workers", type=int, default=2, help="processes")
    parser.add_argument("--each", action="store_true", help="print every position's moves")
    args = parser.parse_args()
    if len(args.bots) < 2:
        parser.error("--bots: give two or more bots to compare")
    if min(args.positions, args.playouts, args.workers) < 1 or args.after < 0:
        parser.error("--positions, --playouts and --workers must be >= 1, --after >= 0")
    try:
        game = load(args.game, players=2)
        for spec in args.bots:
            make_bot(spec)
    except ValueError as exc:
        parser.error(str(exc))
    console = Console()
    if not console.is_terminal:
        console = Console(width=160)  # into a file, bot names stay whole
    POSITIONS.extend(
        (seed * 1000 + i, state)
        for seed in args.seeds
        for i, state in enumerate(
            heuristic_decisions(game, seed, args.positions, args.after, limit=default_limit(game))
        )
    )
    if not POSITIONS:
        parser.error("no decision with a choice after --after actions in these games")
    count = len(POSITIONS)
    context = multiprocessing.get_context("fork")
    with context.Pool(args.workers) as pool, Progress(console=console) as progress:
        tasks = [(i, spec) for i in range(count) for spec in args.bots]
        bar = progress.add_task("choosing", total=len(tasks))
        picks: dict[tuple[int, str], str] = {}
        for task, move in zip(tasks, pool.imap(choice, tasks), strict=True):
            picks[task] = move
            progress.advance(bar)
        chosen = {i: sorted({picks[i, spec] for spec in args.bots}) for i in range(count)}
        moves = {i: ms for i, ms in chosen.items() if len(ms) > 1}
        plays = [(i, m, k) for i, ms in moves.items() for m in ms for k in range(args.playouts)]
        bar = progress.add_task("playing on", total=len(plays))
        shares: dict[tuple[int, str], float] = {}
        for (i, move, _), share in zip(plays, pool.imap(play_on, plays, chunksize=4), strict=True):
            shares[i, move] = shares.get((i, move), 0.0) + share / args.playouts
            progress.advance(bar)
    if args.each:
        for i in moves:
            for spec in args.bots:
                move = picks[i, spec]
                print(f"position {POSITIONS[i][0]}  {spec}  {move}  worth {shares[i, move]:.3f}")
    table = Table(
        title=f"{game.info.name}: {count} positions, {len(moves)} where the bots disagree,"
        f" {args.playouts} play-ons a move"
    )
    for name in ("bot", "same move as the first", "worth", "difference from the first"):
        table.add_column(name, justify="left" if name == "bot" else "right")
    base = [shares[i, picks[i, args.bots[0]]] for i in moves]
    for spec in args.bots:
        same = sum(picks[i, spec] == picks[i, args.bots[0]] for i in range(count))
        worth = [shares[i, picks[i, spec]] for i in moves]
        diff = paired_difference(spec, base, worth)
        table.add_row(
            spec,
            f"{same} of {count}",
            f"{diff.variant:.3f}" if moves else "-",
            f"{diff.mean:+.3f} [{diff.low:+.3f}, {diff.high:+.3f}]" if len(moves) > 1 else "-",
        )
    console.print(table)


if __name__ == "__main__":
    main()
