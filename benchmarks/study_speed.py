"""The speed a study needs, per game at 2 players, on one core:

    .venv/bin/python benchmarks/study_speed.py [--games G...] [--heuristic-games 3]
        [--ismcts-games 1] [--iters 1000] [--budget 0.1] [--limit 5000]
        [--bot ismcts:iters=100,fresh=leaf]

- CPU seconds per game of `heuristic` against `heuristic` (mean and slowest);
- CPU seconds per game of `ismcts:iters=100` (or `--bot`) against
  `heuristic` (seats alternated from game to game);
- ISMCTS iterations per CPU second at mid-game decisions (as `expeditions
  bench` picks them), for the whole decision and for the iterations alone
  (the root judgement left out);
- how long `ismcts:time=T` decisions take against T at the same mid-game
  decisions: in wall-clock time (what the budget counts), and in CPU time
  for a bot whose budget counts CPU time, which shows what the search does
  with its budget when a busy machine takes the core away from it.

CPU time is `time.process_time()` of this one process, so other work on a
shared machine slows the figures less than it would wall-clock time.
Games are stopped at `--limit` actions (`expeditions.play(limit=...)`).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from statistics import fmean

import expeditions
from expeditions.agents import ISMCTSBot
from expeditions.bench import midgame_positions
from expeditions.core import SeatView


def game_seconds(name: str, bots: list[str], seeds: range, limit: int, alternate: bool) -> list:
    """CPU seconds of each seeded game; with `alternate`, odd seeds swap the seats."""
    spent = []
    for seed in seeds:
        seats = bots[::-1] if alternate and seed % 2 else bots
        start = time.process_time()
        expeditions.play(name, seed=seed, players=2, bots=seats, limit=limit)
        spent.append(time.process_time() - start)
    return spent


def positions(name: str, count: int = 4) -> list:
    game = expeditions.load(name, players=2)
    return midgame_positions(game, seed=5, count=count)


def search_rates(name: str, iters: int) -> tuple[float, float]:
    """Iterations per CPU second: of whole decisions, and of the iterations alone."""
    whole = short = 0.0
    done = 0
    found = positions(name)
    for state in found:
        view = SeatView(state, state.current_player())
        for bot, into in ((ISMCTSBot(iters=iters), "whole"), (ISMCTSBot(iters=1), "short")):
            start = time.process_time()
            root = bot.search(view, random.Random(1))
            spent = time.process_time() - start
            if into == "whole":
                whole += spent
                done += root.visits
            else:
                short += spent
    if not done:
        return 0.0, 0.0
    alone = whole - short
    return done / whole, (done - len(found)) / alone if alone > 0 else 0.0


class CpuTimed(ISMCTSBot):
    """ISMCTS whose `time` budget is counted in this process's CPU time."""

    __slots__ = ()
    clock = staticmethod(time.process_time)


def overruns(name: str, budget: float, cpu: bool) -> tuple[float, float]:
    """Mean and largest length of an `ismcts:time=budget` decision, over `budget`:
    wall-clock time, or with `cpu` CPU time for a bot whose budget is CPU time
    (what the search itself spends, whatever else runs on the machine)."""
    ratios = []
    bot = CpuTimed(time=budget) if cpu else ISMCTSBot(time=budget)
    clock = bot.clock
    for state in positions(name):
        view = SeatView(state, state.current_player())
        start = clock()
        bot.choose(view, state.legal_actions(), random.Random(1))
        ratios.append((clock() - start) / budget)
    return sum(ratios) / len(ratios), max(ratios)


def _count(text: str) -> int:
    """A number of games: 0 leaves its column out (printed as a dash)."""
    n = int(text)
    if n < 0:
        raise argparse.ArgumentTypeError(f"a number of games is 0 or more, not {n}")
    return n


def _column(seconds: list[float], width: int, pick: Callable[[list[float]], float]) -> str:
    """`pick(seconds)` right-aligned in `width`, or a dash with no games."""
    return f"{pick(seconds):>{width}.2f}" if seconds else f"{'-':>{width}}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games",
        nargs="*",
        default=["southpole", "relic", "cave", "temple"],
        help="the games to measure (all four by default)",
    )
    parser.add_argument(
        "--heuristic-games",
        type=_count,
        default=3,
        help="heuristic-against-heuristic games timed per game, seeds 1 to N (0: none)",
    )
    parser.add_argument(
        "--ismcts-games",
        type=_count,
        default=1,
        help="games of --bot against heuristic timed per game, seeds 1 to N (0: none)",
    )
    parser.add_argument(
        "--iters", type=int, default=1000, help="iterations of each mid-game search timed"
    )
    parser.add_argument(
        "--budget", type=float, default=0.1, help="seconds of the time= decisions measured"
    )
    parser.add_argument(
        "--limit", type=int, default=5000, help="actions after which a timed game is stopped"
    )
    parser.add_argument(
        "--bot", default="ismcts:iters=100", help="the ISMCTS spec of the ISMCTS-100 column"
    )
    args = parser.parse_args()
    print(
        f"{'game':<11}{'heur s/game':>12}{'slowest':>9}{'ismcts100 s/game':>18}"
        f"{'it/s whole':>11}{'it/s tree':>10}{'wall/T mean':>12}{'max':>6}"
        f"{'cpu/T mean':>11}{'max':>6}"
    )
    for name in args.games:
        heur = game_seconds(
            name, ["heuristic", "heuristic"], range(1, args.heuristic_games + 1), args.limit, False
        )
        ism = game_seconds(
            name,
            [args.bot, "heuristic"],
            range(1, args.ismcts_games + 1),
            args.limit,
            True,
        )
        whole, tree = search_rates(name, args.iters)
        mean, worst = overruns(name, args.budget, cpu=False)
        cpu_mean, cpu_worst = overruns(name, args.budget, cpu=True)
        print(
            f"{name:<11}{_column(heur, 12, fmean)}{_column(heur, 9, max)}"
            f"{_column(ism, 18, fmean)}{whole:>11.0f}{tree:>10.0f}"
            f"{mean:>12.2f}{worst:>6.2f}{cpu_mean:>11.2f}{cpu_worst:>6.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
