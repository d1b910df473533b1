"""How long bots' turns run: decisions the turn's owner makes in one turn.

    .venv/bin/python benchmarks/turn_lengths.py [GAME] [--games 100] [--seed 1]
        [--bots heuristic,heuristic] [--limit 5000] [--count take --count drop]

Plays `--games` seeded 2-player games (seeds from `--seed`) and prints, per
game on average, the turns, the CPU seconds, the decisions the owner of a
turn made in it, and the longest turn; then the longest turn of all and how
many games had a turn of 20 decisions or more; with `--count WORD`, the
actions a game whose first word is WORD. A turn is counted as the
simulator counts it (`sim.tasks.TurnCounter`: it begins when the seat whose
turn it is changes); decisions other seats make inside it (Relic
Expedition's animals) are left out. Free actions show here: in Relic
Expedition taking and dropping items costs no action, and a bot that
shuffles its backpack makes dozens of decisions in a turn of four actions.
"""

from __future__ import annotations

import argparse
import time
from statistics import fmean, median
from typing import Any, NamedTuple

import expeditions
from expeditions.agents import make_bot
from expeditions.core import State
from expeditions.sim.tasks import TurnCounter, play_counted

LONG = 20
"""Decisions in one turn from which a game is counted as having a long turn."""


class TurnWatch(TurnCounter):
    """`TurnCounter` that also counts the decisions of each turn's owner."""

    __slots__ = ("decided", "longest", "_now")

    def __init__(self, state: State) -> None:
        self.decided = 0
        self.longest = 0
        self._now = 0
        super().__init__(state)

    def __call__(self, state: State, action: Any, actor: int) -> None:
        owner = self.owner
        if actor >= 0 and actor == owner:
            self.decided += 1
            self._now += 1
            self.longest = max(self.longest, self._now)
        super().__call__(state, action, actor)
        if self.owner != owner:
            self._now = 0


class Played(NamedTuple):
    """One game, as this script reports it."""

    turns: int
    seconds: float
    decided: int
    longest: int
    actions: list[str]


def game_turns(name: str, seed: int, bots: list[str], limit: int) -> Played:
    """The turns, CPU seconds, the owners' decisions, the longest turn and the
    actions as text of one game."""
    game = expeditions.load(name, players=2)
    start = time.process_time()
    seats = [make_bot(spec) for spec in bots]
    state, watch = play_counted(game, seed, seats, limit, TurnWatch)
    spent = time.process_time() - start
    return Played(watch.turns, spent, watch.decided, watch.longest, [str(a) for a in state.history])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="relic", help="the game (default: relic)")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument(
        "--bots", default="heuristic,heuristic", help="the two seats' bots, comma separated"
    )
    parser.add_argument(
        "--limit", type=int, default=5000, help="actions after which a game is stopped"
    )
    parser.add_argument(
        "--count",
        action="append",
        default=[],
        metavar="WORD",
        help="also count the actions whose first word is WORD (repeatable)",
    )
    args = parser.parse_args()
    if args.game not in expeditions.games():
        parser.error(f"no game {args.game!r}; games: {', '.join(sorted(expeditions.games()))}")
    if args.games < 1:
        parser.error(f"--games is 1 or more, not {args.games}")
    bots = args.bots.split(",")
    if len(bots) != 2:
        parser.error(f"--bots names two bots, one a seat, not {args.bots!r}")
    for spec in bots:
        try:
            make_bot(spec)
        except ValueError as e:
            parser.error(str(e))
    found = [
        game_turns(args.game, seed, bots, args.limit)
        for seed in range(args.seed, args.seed + args.games)
    ]
    turns = [p.turns for p in found]
    seconds = [p.seconds for p in found]
    longest = [p.longest for p in found]
    print(
        f"{args.game}, {args.games} games (seeds {args.seed} to {args.seed + args.games - 1}),"
        f" {' against '.join(bots)}"
    )
    print(f"turns per game: mean {fmean(turns):.1f}, median {median(turns):g}")
    print(f"CPU seconds per game: mean {fmean(seconds):.3f}, median {median(seconds):.3f}")
    print(f"decisions per turn: {sum(p.decided for p in found) / sum(turns):.2f}")
    print(f"longest turn per game: mean {fmean(longest):.1f} decisions, longest {max(longest)}")
    print(f"games with a turn of {LONG} decisions or more: {sum(n >= LONG for n in longest)}")
    for word in args.count:
        counted = sum(a.split(" ", 1)[0] == word for p in found for a in p.actions)
        print(f"{word!r} actions per game: {counted / len(found):.1f}")


if __name__ == "__main__":
    main()
