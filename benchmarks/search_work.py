"""The work of ISMCTS searches at the mid-game benchmark positions, for counting
instructions rather than timing (a shared machine's speed varies by a third):

    .venv/bin/python benchmarks/search_work.py GAME --positions FILE [--setup-only]

The first run finds the positions (as `study_speed.py` picks them) and
writes them to FILE as game records; later runs replay them from FILE,
which costs little. Under
valgrind's callgrind the instructions of the searches are the count of a
run less the count of the same run with `--setup-only`:

    PYTHONPATH=src valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        .venv/bin/python benchmarks/search_work.py relic --positions /tmp/relic.json

Two versions of the code compare by these counts whatever else the machine
runs; the same seeds give both the same searches only while play is the same.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from expeditions.agents import ISMCTSBot
from expeditions.core import SeatView
from expeditions.core.record import replay
from study_speed import positions as study_positions


def positions(name: str, path: Path | None) -> list:
    """`study_speed.py`'s mid-game positions, from `path` when it exists."""
    if path is not None and path.exists():
        return [replay(record) for record in json.loads(path.read_text())]
    found = study_positions(name)
    if path is not None:
        path.write_text(json.dumps([state.record() for state in found]))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game")
    parser.add_argument("--positions", type=Path, help="records of the positions (read or written)")
    parser.add_argument("--iters", type=int, default=1000, help="iterations a search")
    parser.add_argument("--setup-only", action="store_true", help="find the positions, no search")
    args = parser.parse_args()
    found = positions(args.game, args.positions)
    if args.setup_only:
        return
    for state in found:
        ISMCTSBot(iters=args.iters).search(
            SeatView(state, state.current_player()), random.Random(1)
        )
    print(f"{args.game}: {len(found)} searches of {args.iters} iterations")


if __name__ == "__main__":
    main()
