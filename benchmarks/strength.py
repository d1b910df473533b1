"""How strong ISMCTS is: win rates at 2 players against `random` and `heuristic`.

    .venv/bin/python benchmarks/strength.py 200 --bot ismcts:iters=100 --workers 2

For every registered game (or those named with --games-list) it plays N games of
ISMCTS against each opponent, seats alternated (game i puts ISMCTS in seat
i mod 2), seeds 1..N, and prints ISMCTS's win rate with its 95% Wilson
interval (a shared win counts one half), how many games were won jointly
("shared"), ended by the rules with nobody winning ("nobody") and stopped at
the action limit ("stopped": no winner, never a share), then ISMCTS
iterations per second on one core. `--limit N` sets the action limit (default:
the simulator's limit for each game, ten typical games long; 0: none). With
--out DIR each match is also saved as DIR/<game>-<opponent>.parquet for
`expeditions report`; with --resume a match already partly in DIR keeps its
games (from its file, or from the journal a killed run leaves beside it) and
plays only the seeds it lacks (the wall time is then the new games').
`--backend ray` spreads the games over a Ray cluster (`--address` to join
one already running; without it Ray starts on this machine with
`--workers` processes): 200 games a game at `ismcts:time=1.0` take some
60 CPU-hours.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import expeditions
from expeditions.sim.backends import BACKENDS, BackendError
from expeditions.sim.limits import default_limit, limit_text, resolve_limit
from expeditions.sim.resume import earlier_games
from expeditions.sim.runner import Study, run_study
from expeditions.sim.stats import outcome_counts, rates_by_bot
from expeditions.sim.store import has_games

sys.path.insert(0, str(Path(__file__).parent))
from ismcts_speed import search_speed

OPPONENTS = ("random", "heuristic")


def match(
    name: str,
    bot: str,
    opponent: str,
    games: int,
    workers: int,
    out: Path | None,
    limit: int | None = None,
    resume: bool = False,
    progress: bool = False,
    backend: str = "local",
    address: str | None = None,
) -> str:
    study = Study(name, 2, [bot, opponent], games=games, seed=1, rotate=True, limit=limit)
    path = out / f"{name}-{opponent}.parquet" if out else None
    earlier = earlier_games(study, path) if resume and path and has_games(path) else None
    start = time.perf_counter()
    result = run_study(
        study,
        workers=workers,
        backend=backend,
        address=address,
        out=path,
        progress=progress,
        earlier=earlier,
    )
    wall = time.perf_counter() - start
    rate = rates_by_bot(result.rows)[bot]
    length = sum(r["length"] for r in result.rows) / max(1, len(result.rows))
    ended = outcome_counts(result.rows)
    remarks = " (interrupted)" if result.interrupted else ""
    if result.kept:
        remarks += f" ({result.kept} games kept from {path.name})"
    return (
        f"{name:<10} {opponent:<10} {len(result.rows):>5} {100 * rate.value:>6.1f}% "
        f"[{100 * rate.low:5.1f}, {100 * rate.high:5.1f}] {ended['shared']:>6} "
        f"{ended['nobody']:>6} {ended['stopped']:>7} {length:>8.0f} {wall:>8.0f}s{remarks}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, help="games per match (ISMCTS vs one opponent)")
    parser.add_argument("--bot", default="ismcts:iters=100", help="the ISMCTS spec under test")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--games-list", nargs="*", default=None, metavar="GAME")
    parser.add_argument("--opponents", nargs="*", default=list(OPPONENTS))
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--speed-iters", type=int, default=1000)
    parser.add_argument(
        "--limit",
        type=int,
        default=None,
        help="actions after which a game is stopped, with no winner (default: per game; 0: none)",
    )
    parser.add_argument("--no-speed", action="store_true", help="skip the iterations per second")
    parser.add_argument(
        "--resume",
        action="store_true",
        help="keep the games already in --out's files and play only the seeds they lack",
    )
    parser.add_argument(
        "--progress", action="store_true", help="show each match's progress bar on stderr"
    )
    parser.add_argument(
        "--backend", choices=BACKENDS, default="local", help="local processes, or a Ray cluster"
    )
    parser.add_argument("--address", default=None, help="address of a running Ray cluster")
    args = parser.parse_args()
    if args.address and args.backend != "ray":
        parser.error("--address is for --backend ray")
    names = args.games_list or [g for g in expeditions.games() if not g.startswith("toy")]
    print(f"bot under test: {args.bot}; {args.games} games per match, seats alternated")
    for name in names:
        game = expeditions.load(name, players=2)
        chosen = limit_text(resolve_limit(game, args.limit))
        print(f"{name}: limit {chosen} (default: {default_limit(game)} actions)")
    print(
        f"{'game':<10} {'opponent':<10} {'games':>5} {'won':>7} {'95% interval':>14} "
        f"{'shared':>6} {'nobody':>6} {'stopped':>7} {'actions':>8} {'wall':>9}"
    )
    try:
        for name in names:
            for opponent in args.opponents:
                line = match(
                    name,
                    args.bot,
                    opponent,
                    args.games,
                    args.workers,
                    args.out,
                    args.limit,
                    args.resume,
                    args.progress,
                    args.backend,
                    args.address,
                )
                print(line, flush=True)
    except BackendError as exc:
        sys.exit(f"strength: {exc}")
    if args.no_speed:
        return
    print("\nISMCTS iterations per second (one core, default depth):")
    for name in names:
        rate, _ = search_speed(name, 2, args.speed_iters, 5, "")
        print(f"{name:<10} {rate:>8.0f}", flush=True)


if __name__ == "__main__":
    main()
