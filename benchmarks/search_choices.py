"""How often ISMCTS picks one kind of action as its budget grows, walking on
after chance in one node (`chance=fuse`, the open loop) or in a node per
outcome (`chance=split`):

    .venv/bin/python benchmarks/search_choices.py cave --verb discover \\
        [--budgets 100,400,3000] [--chance fuse split] [--seeds 1 2 3 4 5 6 7 8]
        [--positions 3] [--after 40]

For each seed it plays a game of `heuristic` against `heuristic` (2
players) and stops at `--positions` decisions, evenly spread after the
first `--after` actions, where the seat to move may take the `--verb`
among other actions. Each is searched at every budget under each chance
handling, the same rng for all; the table counts the positions where the
most visited action is of that verb. An action whose outcome is drawn (a
cave tile, a supply) looks worth less and less to the open loop as
iterations replace the root judgement's prior visits, when the decisions
after it share one node whatever was drawn; a falling count with `fuse`
against a level one with `split` is that bias.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.table import Table

from expeditions.agents import ISMCTSBot, ismcts
from expeditions.bench import heuristic_decisions
from expeditions.core import SeatView
from expeditions.core.registry import load


def positions(game: Any, verb: str, seed: int, count: int, after: int) -> list:
    """`count` decisions, evenly spread, where the seat to move may take `verb`
    and something else, in a seeded game of `heuristic` against `heuristic`."""

    def offered(legal: Sequence[Any]) -> bool:
        return any(game.describe_action(a)["verb"] == verb for a in legal)

    return heuristic_decisions(game, seed, count, after, offered)


def pick(state: Any, budget: int, chance: str, seed: int) -> Any:
    """The action ISMCTS plays at `state` after `budget` iterations."""
    bot = ISMCTSBot(iters=budget, chance=chance)
    view = SeatView(state, state.current_player())
    root = bot.search(view, random.Random(seed))
    return ismcts.best_child(root, tuple(view.legal_actions()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="cave, relic, southpole or temple")
    parser.add_argument("--verb", required=True, help="the kind of action counted (cave: discover)")
    parser.add_argument("--budgets", default="100,400,3000", help="iterations, comma-separated")
    parser.add_argument("--chance", nargs="+", default=["fuse", "split"], choices=["fuse", "split"])
    parser.add_argument("--seeds", type=int, nargs="+", default=list(range(1, 9)))
    parser.add_argument("--positions", type=int, default=3, help="decisions per seeded game")
    parser.add_argument("--after", type=int, default=40, help="actions played before the first")
    args = parser.parse_args()
    try:
        budgets = [int(b) for b in args.budgets.split(",")]
        game = load(args.game, players=2)
    except ValueError as exc:
        parser.error(str(exc))
    found = [
        (seed * 1000 + i, state)
        for seed in args.seeds
        for i, state in enumerate(positions(game, args.verb, seed, args.positions, args.after))
    ]
    if not found:
        parser.error(f"no decision offers {args.verb!r} among other actions in these games")
    table = Table(title=f"{game.info.name}: '{args.verb}' picked, of {len(found)} positions")
    table.add_column("chance")
    for budget in budgets:
        table.add_column(f"{budget} iterations", justify="right")
    table.add_column("picks changed", justify="right")
    for chance in args.chance:
        counts = [0] * len(budgets)
        changed = 0
        for rng_seed, state in found:
            picks = [pick(state, b, chance, rng_seed) for b in budgets]
            verbs = [game.describe_action(a)["verb"] for a in picks]
            counts = [n + (v == args.verb) for n, v in zip(counts, verbs, strict=True)]
            changed += picks[0] != picks[-1]
        table.add_row(chance, *(str(n) for n in counts), str(changed))
    Console().print(table)
    print(f"picks changed: positions whose pick at {budgets[-1]} differs from that at {budgets[0]}")


if __name__ == "__main__":
    main()
