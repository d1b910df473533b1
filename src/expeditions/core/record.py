"""Game records: `{game, players, options, seed, actions}` and their replay."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction, RecordError

if TYPE_CHECKING:
    from .game import Game
    from .state import State

RECORD_FIELDS = ("game", "players", "options", "seed", "actions", "stopped")


def _game_of(record: Mapping[str, Any]) -> Game:
    from .registry import load

    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object with game, players and actions")
    for name in ("game", "players", "actions"):
        if name not in record:
            raise RecordError(f"record field {name!r} is missing")
    options = record.get("options") or {}
    if not isinstance(options, Mapping):
        raise RecordError("record field 'options' must be an object")
    try:
        return load(record["game"], players=record["players"], **options)
    except ValueError as exc:
        raise RecordError(f"record header: {exc}") from None


def replay(record: Mapping[str, Any], *, game: Game | None = None) -> State:
    """Rebuild the state a record describes, checking every action."""
    game = game or _game_of(record)
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise RecordError("record field 'actions' must be a list of action texts")
    seed = record.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise RecordError(f"record field 'seed' must be an integer or null, got {seed!r}")
    state = game.new_initial_state()
    state.seed = seed
    for i, text in enumerate(actions, start=1):
        if not isinstance(text, str):
            raise RecordError(f"action {i}: {text!r} is not an action text")
        try:
            action = game.parse_action(state, text)
            state.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"action {i} {text!r}: {exc}") from None
    stopped = record.get("stopped")
    if stopped is not None:
        if not isinstance(stopped, str) or not stopped.strip():
            raise RecordError("record field 'stopped' must be the reason in words")
        if state.is_terminal():
            raise RecordError("record says 'stopped' but its actions end the game by the rules")
        state.stop(stopped)
    return state


def state_from_json(data: Mapping[str, Any], *, game: Game | None = None) -> State:
    """Rebuild a state from `to_json` data and check it against its snapshot."""
    state = replay(data, game=game)
    snapshot = data.get("state")
    if snapshot is not None and snapshot != state.snapshot():
        raise RecordError("the state snapshot does not match what its actions produce")
    return state
