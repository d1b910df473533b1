"""Rules speed of every game: `python benchmarks/bench.py [--seconds S] [--json FILE]`.

The same measurement as `expeditions bench`, as a script CI can run.
"""

from __future__ import annotations

import argparse
import json

from rich.console import Console

from expeditions.bench import as_rows, results_table, run_bench
from expeditions.core import games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", help="games (default: all)")
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-ismcts", action="store_true")
    parser.add_argument("--json", help="write the figures to this file")
    args = parser.parse_args()
    results = run_bench(args.games or games(), None, args.seconds, args.seed, not args.no_ismcts)
    Console().print(results_table(results))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(as_rows(results), f, indent=1)


if __name__ == "__main__":
    main()
