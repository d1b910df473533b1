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
VIEW_STEPS = 30
"""Every seat's observation is written for the first steps; the rest is the record."""
LIMIT = 5000
"""Random play may never end some games (nothing obliges anyone to discover a
tile or collect a set): a golden game still unfinished here is stopped."""


def playthrough(name: str, players: int = 2, seed: int = SEED) -> dict[str, Any]:
    state = expeditions.play(name, players=players, seed=seed, limit=LIMIT)
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


def dumps(data: dict[str, Any]) -> str:
    """One line per view and per ten actions, so a diff shows what changed."""
    record = dict(data["record"])
    actions = record.pop("actions")
    lines = ["{", f' "record": {json.dumps(record, sort_keys=True)},', ' "actions": [']
    chunks = [actions[i : i + 10] for i in range(0, len(actions), 10)]
    for k, chunk in enumerate(chunks):
        tail = "," if k < len(chunks) - 1 else ""
        lines.append("  " + json.dumps(chunk)[1:-1] + tail)
    lines.append(" ],")
    lines.append(f' "scores": {json.dumps(data["scores"])},')
    lines.append(f' "winners": {json.dumps(data["winners"])},')
    lines.append(' "views": [')
    for k, view in enumerate(data["views"]):
        tail = "," if k < len(data["views"]) - 1 else ""
        lines.append("  " + json.dumps(view, sort_keys=True) + tail)
    lines.append(" ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def load_golden(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text())
    data["record"]["actions"] = data.pop("actions")
    return data


def write(name: str) -> Path:
    path = path_for(name)
    path.write_text(dumps(playthrough(name)))
    return path


if __name__ == "__main__":
    for game_name in sys.argv[1:] or expeditions.games():
        print(write(game_name))
