"""What the scale of ISMCTS's rewards does to its choices, through one game:

    .venv/bin/python benchmarks/search_scale.py [GAME] [--seed 4] [--iters 3000]
        [--positions 6] [--c 1.0]

It plays a seeded game of `heuristic` against `heuristic`, stops at evenly
spaced decisions (more than one legal action) and searches each with
`ismcts:scale=range` and `ismcts:scale=spread`, the same rng for both. Per
position and scale it prints the width of the scale once the search is done
(the rewards that span [0, 1]: the lowest to the highest seen, or
`SPREAD_WIDTH` standard deviations) and how the iterations fell on the
root's children (their prior visits left out): the most visited one's
share, and whether it is the action the root judgement put first. A share
near 1/width (1/6 with the default `width`) is a search that no longer
tells its children apart.
"""

from __future__ import annotations

import argparse
import random

import expeditions
from expeditions.agents import ISMCTSBot, ismcts
from expeditions.core import SeatView


class Kept(ismcts.Rewards):
    """`Rewards` that remembers the last one made, to read its scale afterwards."""

    __slots__ = ()
    last: ismcts.Rewards | None = None

    def __init__(self, spread: bool = False) -> None:
        super().__init__(spread)
        Kept.last = self


def decisions(name: str, seed: int, count: int) -> list:
    """`count` positions, evenly spaced, where the seat to move has a choice."""
    game = expeditions.load(name, players=2)
    played = expeditions.play(name, seed=seed, players=2, bots=["heuristic", "heuristic"])
    state = game.new_initial_state()
    found = []
    for action in played.history:
        if state.current_player() >= 0 and len(state.legal_actions()) > 1:
            found.append(state.clone())
        state.apply(action)
    step = max(1, len(found) // count)
    return [(i, found[i]) for i in range(step // 2, len(found), step)][:count]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game", nargs="?", default="southpole")
    parser.add_argument("--seed", type=int, default=4, help="seed of the game played")
    parser.add_argument("--iters", type=int, default=3000, help="iterations a search")
    parser.add_argument("--positions", type=int, default=6, help="decisions searched")
    parser.add_argument("--c", type=float, default=1.0, help="the search's exploration constant")
    args = parser.parse_args()
    ismcts.Rewards = Kept
    print(f"{args.game}, seed {args.seed}, {args.iters} iterations a search, c={args.c}")
    print(f"{'decision':>8}  {'scale':6} {'width':>6}  {'top share':>9}  judgement's first")
    for index, state in decisions(args.game, args.seed, args.positions):
        view = SeatView(state, state.current_player())
        for scale in ("range", "spread"):
            root = ISMCTSBot(iters=args.iters, scale=scale, c=args.c).search(view, random.Random(1))
            children = root.children.values()
            total = sum(child.visits - child.seed for child in children)
            top = max(children, key=lambda child: child.visits)
            first = max(children, key=lambda child: child.seed_value)
            width = Kept.last.scale()
            print(
                f"{index:>8}  {scale:6} {1 / width if width else float('inf'):6.3f}"
                f"  {(top.visits - top.seed) / total:9.2f}  {'yes' if top is first else 'no'}"
            )


if __name__ == "__main__":
    main()
