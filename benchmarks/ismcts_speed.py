"""ISMCTS iterations per second per game, on one core, with the default playout depth.

    .venv/bin/python benchmarks/ismcts_speed.py [--iters 2000] [--positions 5] [--players 2]

Positions are mid-game decisions of seeded random games (the middle fifth,
as `expeditions bench` takes them); the figure is total iterations over total
CPU time of the searches (`time.process_time`), so it includes resampling,
tree walk and playouts, and the root judgement (`ms/move` is the mean CPU
time of one whole decision).
"""

from __future__ import annotations

import argparse
import random
import time

import expeditions
from expeditions.agents import ISMCTSBot, make_bot
from expeditions.bench import MAX_STEPS, midgame_positions
from expeditions.core import SeatView


def positions(name: str, players: int, count: int, seed: int = 11) -> list:
    """`count` mid-game decisions of seeded random games (as `expeditions bench`)."""
    game = expeditions.load(name, players=players)
    found: list = []
    while len(found) < count:
        found.extend(midgame_positions(game, seed, count - len(found)))
        seed += 1
    return found[:count]


def search_speed(name: str, players: int, iters: int, count: int, spec: str) -> tuple[float, float]:
    """Iterations per second, and milliseconds per decision, root judgement included."""
    bot = make_bot(spec) if spec else ISMCTSBot(iters=iters)
    assert isinstance(bot, ISMCTSBot)
    total_iters, total_time, searches = 0, 0.0, 0
    for state in positions(name, players, count):
        view = SeatView(state, state.current_player())
        start = time.process_time()
        root = bot.search(view, random.Random(1))
        total_time += time.process_time() - start
        total_iters += root.visits
        searches += 1
    return total_iters / total_time, total_time / searches * 1e3


def step_micros(name: str, players: int, games: int = 20) -> float:
    """Microseconds per action of plain random playouts (chance included)."""
    game = expeditions.load(name, players=players)
    rng = random.Random(3)
    steps, start = 0, time.process_time()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal() and len(state.history) < MAX_STEPS:
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_unchecked(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_unchecked(legal[rng.randrange(len(legal))])
            steps += 1
    return (time.process_time() - start) / steps * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iters", type=int, default=2000)
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bot", default="", help="an ismcts spec instead of ismcts:iters=N")
    parser.add_argument("--games", nargs="*", default=None, help="default: every registered game")
    args = parser.parse_args()
    names = args.games or [g for g in expeditions.games() if not g.startswith("toy")]
    print(f"{'game':<12}{'iters/s':>10}{'ms/move':>10}{'us/step':>10}")
    for name in names:
        rate, ms = search_speed(name, args.players, args.iters, args.positions, args.bot)
        micros = step_micros(name, args.players)
        print(f"{name:<12}{rate:>10.0f}{ms:>10.1f}{micros:>10.1f}", flush=True)


if __name__ == "__main__":
    main()
