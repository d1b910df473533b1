"""One game of a study as a small picklable task, and how a worker plays it.

A game's result is a function of its task alone — game, options, bots by seat,
seed and limit — which is what makes every back end and worker count agree.
"""

from __future__ import annotations

import importlib
import json
import time
from dataclasses import dataclass
from typing import Any, TypeVar

from expeditions.agents import make_bot
from expeditions.core import Bot, Game, State, games, load, play, register

from .limits import resolve_limit


@dataclass(frozen=True, slots=True)
class GameTask:
    game: str
    players: int
    options: tuple[tuple[str, Any], ...]
    bots: tuple[str, ...]
    seed: int
    module: str
    """The module that registers the game, imported by fresh worker processes."""
    limit: int | None = None
    """Actions (chance included) after which the game is stopped; None: no limit."""


def plan_tasks(
    game: str,
    players: int,
    options: dict[str, Any],
    bots: list[str],
    count: int,
    seed: int,
    rotate: bool = False,
    limit: int | None = None,
) -> list[GameTask]:
    """The tasks of a study: seeds `seed..seed+count-1`; `rotate` moves bots round the seats.

    `limit` stops each game at that many actions: None gives the game's
    default (`limits.default_limit`), 0 no limit at all.
    """
    loaded = load(game, players=players, **options)
    cap = resolve_limit(loaded, limit)
    if len(bots) != players:
        raise ValueError(f"{len(bots)} bots given for {players} players: name one bot per seat")
    for spec in bots:
        make_bot(spec)
    module = type(loaded).__module__
    fixed = tuple(sorted(loaded.changed_options().items()))
    tasks = []
    for i in range(count):
        shift = i % players if rotate else 0
        seats = tuple(bots[shift:] + bots[:shift])
        tasks.append(GameTask(game, players, fixed, seats, seed + i, module, cap))
    return tasks


def play_task(task: GameTask) -> tuple[dict[str, Any], dict[str, Any]]:
    """Play one game; returns its row and its record (with the bots by seat)."""
    _ensure_registered(task)
    game = load(task.game, players=task.players, **dict(task.options))
    bots = [make_bot(spec) for spec in task.bots]
    start = time.perf_counter()
    state, turns = play_counted(game, task.seed, bots, task.limit, TurnCounter)
    duration = time.perf_counter() - start
    row = {
        "seed": task.seed,
        "game": task.game,
        "options": json.dumps(dict(task.options), sort_keys=True),
        "seats": task.players,
        "bots": list(task.bots),
        "scores": [float(s) for s in state.scores()],
        "winners": state.winners(),
        "length": len(state.history),
        "duration": duration,
        "limit": task.limit,
        "stopped": state.stopped,
        "turns": turns.turns,
        "rounds": turns.rounds,
    }
    record = state.record()
    record["bots"] = list(task.bots)
    return row, record


def play_counted(
    game: Game, seed: int, bots: list[Bot], limit: int, counter: type[Counter]
) -> tuple[State, Counter]:
    """Play one seeded game, its turns and rounds counted as it goes by a
    `counter` (`TurnCounter` or a kind of one): the finished state and the
    counter."""
    state = game.new_initial_state()
    state.seed = seed
    turns = counter(state)
    play(game, seed=seed, bots=bots, state=state, limit=limit, on_action=turns)
    return state, turns


class TurnCounter:
    """Turns and rounds of a game, read from `turn_owner()` as it is played.

    A turn begins whenever the seat whose turn it is changes (chance between
    two actions of one seat's turn does not end it). A round begins with each
    turn of the seat that took the first turn.
    """

    __slots__ = ("turns", "rounds", "_owner", "_first")

    def __init__(self, state: State) -> None:
        self.turns = 0
        self.rounds = 0
        self._owner = -1
        self._first = -1
        self._see(state.turn_owner())

    @property
    def owner(self) -> int:
        """The seat whose turn it is now (-1 before the first turn)."""
        return self._owner

    def __call__(self, state: State, action: Any, actor: int) -> None:
        self._see(state.turn_owner())

    def _see(self, owner: int) -> None:
        if owner < 0 or owner == self._owner:
            return
        self._owner = owner
        self.turns += 1
        if self._first < 0:
            self._first = owner
        if owner == self._first:
            self.rounds += 1


Counter = TypeVar("Counter", bound=TurnCounter)


def _ensure_registered(task: GameTask) -> None:
    """In a fresh worker, find a game that is not a package of `expeditions.games`."""
    if task.game in games():
        return
    module = importlib.import_module(task.module)
    for value in vars(module).values():
        if (
            isinstance(value, type)
            and issubclass(value, Game)
            and getattr(value, "info", None) is not None
            and value.info.name == task.game
        ):
            register(value)
            return


def play_chunk(tasks: list[GameTask]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Several games in one round trip to a worker."""
    return [play_task(t) for t in tasks]
