"""Short seeded bot games whose actions are kept in `same_play.json`.

Making a bot faster must not change what it plays: the same seeds give the
same records. When the rules or a bot change play on purpose, record again:

    PYTHONPATH=src python -m tests.agents.same_play
"""

from __future__ import annotations

import json
from pathlib import Path

import expeditions

FIXTURE = Path(__file__).with_name("same_play.json")
GAMES = ("cave", "relic", "southpole", "temple")
CASES = (
    ("heuristic", "random", 80, 1),
    ("heuristic", "random", 80, 2),
    ("ismcts:iters=8", "heuristic", 40, 3),
)
"""(seat 0, seat 1, limit in actions, seed) played in every game at 2 players."""


def case_key(game: str, case: tuple) -> str:
    first, second, limit, seed = case
    return f"{game} {first} {second} limit={limit} seed={seed}"


def play_case(game: str, case: tuple) -> list[str]:
    first, second, limit, seed = case
    state = expeditions.play(game, seed=seed, players=2, bots=[first, second], limit=limit)
    return state.record()["actions"]


def main() -> None:
    records = {case_key(g, c): play_case(g, c) for g in GAMES for c in CASES}
    lines = ",\n".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in records.items())
    FIXTURE.write_text("{\n" + lines + "\n}\n")
    print(f"wrote {len(records)} records to {FIXTURE}")


if __name__ == "__main__":
    main()
