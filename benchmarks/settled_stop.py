"""What `ismcts:stop=settled` saves: CPU seconds a decision, with and without.

    .venv/bin/python benchmarks/settled_stop.py [--games G...] [--time 1.0]
        [--game-actions 0] [--seed 1]

At the mid-game benchmark positions (`expeditions.bench.midgame_positions`,
seeds 5 and 9, four each), each position is searched once with
`stop=budget` and once with `stop=settled`, both from `random.Random(1)`;
the table gives the mean CPU seconds of a decision each way and how often
the two picked the same move. A `time` budget is wall-clock, so run
nothing else beside it.

With `--game-actions N` it also plays the first N actions of a game
(`--seed`) of each stop against `heuristic` and gives the mean CPU seconds
of the ISMCTS decisions that had a choice: in games most decisions are
closer than at the benchmark positions.
"""

from __future__ import annotations

import argparse
import random
import time

import expeditions
from expeditions.agents import ISMCTSBot
from expeditions.agents.ismcts import best_child
from expeditions.bench import midgame_positions
from expeditions.core import SeatView

STOPS = ("budget", "settled")


def at_positions(name: str, budget: float) -> tuple[dict[str, float], int, int]:
    """Mean CPU seconds a decision by stop, moves alike, positions."""
    game = expeditions.load(name, players=2)
    found = midgame_positions(game, seed=5, count=4) + midgame_positions(game, seed=9, count=4)
    spent = dict.fromkeys(STOPS, 0.0)
    alike = 0
    for state in found:
        seat = state.current_player()
        legal = state.legal_actions()
        picks = []
        for stop in STOPS:
            start = time.process_time()
            root = ISMCTSBot(time=budget, stop=stop).search(SeatView(state, seat), random.Random(1))
            spent[stop] += time.process_time() - start
            picks.append(best_child(root, legal))
        alike += picks[0] == picks[1]
    return {stop: total / len(found) for stop, total in spent.items()}, alike, len(found)


class _Timed(ISMCTSBot):
    """ISMCTS that notes the CPU seconds of each decision with a choice."""

    __slots__ = ("spent",)

    def __init__(self, **options) -> None:
        super().__init__(**options)
        self.spent: list[float] = []

    def choose(self, view, legal_actions, rng):
        start = time.process_time()
        action = super().choose(view, legal_actions, rng)
        if len(legal_actions) > 1:
            self.spent.append(time.process_time() - start)
        return action


def in_game(name: str, budget: float, actions: int, seed: int) -> dict[str, tuple[float, int]]:
    """Mean CPU seconds of the searched decisions, and their number, by stop."""
    out = {}
    for stop in STOPS:
        bot = _Timed(time=budget, stop=stop)
        expeditions.play(name, seed=seed, players=2, bots=[bot, "heuristic"], max_actions=actions)
        out[stop] = (sum(bot.spent) / max(len(bot.spent), 1), len(bot.spent))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", nargs="+", default=["cave", "relic", "southpole", "temple"])
    parser.add_argument("--time", type=float, default=1.0, help="seconds a decision")
    parser.add_argument("--game-actions", type=int, default=0, help="actions of a game (0: none)")
    parser.add_argument("--seed", type=int, default=1, help="the game's seed")
    args = parser.parse_args()
    if args.time <= 0 or args.game_actions < 0:
        parser.error("--time must be above 0 and --game-actions 0 or more")
    print(f"ismcts:time={args.time}, CPU seconds a decision")
    print("game        budget  settled  share  same move   in a game: budget  settled")
    for name in args.games:
        spent, alike, count = at_positions(name, args.time)
        line = (
            f"{name:10s} {spent['budget']:7.3f} {spent['settled']:8.3f} "
            f"{spent['settled'] / spent['budget']:6.0%}  {alike} of {count}"
        )
        if args.game_actions:
            played = in_game(name, args.time, args.game_actions, args.seed)
            (whole, n_whole), (early, n_early) = played["budget"], played["settled"]
            line += f"   {whole:13.3f} ({n_whole}) {early:.3f} ({n_early})"
        print(line, flush=True)


if __name__ == "__main__":
    main()
