"""Golden playthroughs: one seeded game per game, every seat's view at each step.

Regenerate (only when a rule change is intended) with
`python -m tests.records.golden GAME [GAME...]`; review the diff like code.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import expeditions

HERE = Path(__file__).parent
SEED = 2013
VIEW_STEPS = 40
"""Every seat's observation is written for the first steps; the rest is the record."""


def playthrough(name: str, players: int = 2, seed: int = SEED) -> dict[str, Any]:
    state = expeditions.play(name, players=players, seed=seed)
    record = state.record()
    views = []
    replayed = expeditions.load(name, players=players).new_initial_state()
    for i, text in enumerate(record["actions"][:VIEW_STEPS]):
        views.append(
            {
                "step": i,
                "to_move": replayed.current_player(),
                "observations": [replayed.observation(s) for s in range(players)],
                "action": text,
            }
        )
        replayed.apply(replayed.game.parse_action(replayed, text))
    return {
        "record": record,
        "scores": state.scores(),
        "winners": state.winners(),
        "views": views,
    }


def path_for(name: str) -> Path:
    return HERE / f"{name}-golden.json"


def write(name: str) -> Path:
    path = path_for(name)
    path.write_text(json.dumps(playthrough(name), indent=1, sort_keys=True) + "\n")
    return path


if __name__ == "__main__":
    for game_name in sys.argv[1:] or expeditions.games():
        print(write(game_name))
