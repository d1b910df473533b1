"""Game records: `{game, players, options, seed, actions}` and their replay."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .errors import RecordError
from .registry import load

if TYPE_CHECKING:
    from .game import Game
    from .state import State

RECORD_FIELDS = ("game", "players", "options", "seed", "actions", "stopped")


def _game_of(record: Mapping[str, Any]) -> Game:
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
    return (game or _game_of(record)).rebuild(record)


def state_from_json(data: Mapping[str, Any], *, game: Game | None = None) -> State:
    """Rebuild a state from `to_json` data and check it against its snapshot."""
    return (game or _game_of(data)).state_from_json(data)
