"""Every Expeditions game as an OpenSpiel Python game, `python_expeditions_<game>`.

    import pyspiel
    from expeditions.adapters import openspiel
    game = pyspiel.load_game("python_expeditions_southpole(players=3)")

Importing this module registers every game in `expeditions.games()`; a game
registered later is added by `register(name)` (or `load(name)`).

- Parameters: `players`, every game option whose default is a bool, int,
  float or string, `tensor_size` (hashed slots of the tensors) and `limit`:
  the actions (chance included) after which a game is stopped outside its
  rules, with returns 0 for everyone. It is the game's `max_game_length`;
  the default (-1) is the simulator's limit for the game (`sim.limits`).
- Player actions use the game's fixed ids (`game.action_id`); a chance
  outcome's id is its index in `state.chance_outcomes()`, whose order the
  contract keeps stable.
- Observation and information-state strings and tensors come from
  `observation(seat)` only (see `encoding`). The contract makes the
  observation a seat's whole knowledge of the table, so the information state
  is that same view: two states a seat cannot tell apart share their
  information-state string.
  A public observer (`private_info=NONE`) sees the spectator's view.
- `resample_from_infostate` wraps `state.resample`.
- Serialisation keeps the game record (the exact replay); a resampled state,
  which has no true record, keeps its slots.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
import pyspiel

import expeditions
from expeditions.core import CHANCE, Game, State
from expeditions.core.play import limit_reason
from expeditions.sim.limits import default_limit

from .encoding import DEFAULT_SIZE, ObservationEncoder, canonical_json

PREFIX = "python_expeditions_"
DEFAULT_LIMIT = -1
"""The `limit` parameter's default: the simulator's limit for the configuration."""
ADAPTER_PARAMETERS = ("players", "tensor_size", "limit")

DEFAULT_MAX_CHANCE_OUTCOMES = 1024
"""Used when a game does not declare `max_chance_outcomes`: an upper bound on the
outcomes of any one chance node, which OpenSpiel needs before play starts."""

_PARAMETER_TYPES = (bool, int, float, str)
_REGISTERED: dict[str, type[ExpeditionsGame]] = {}


def short_name(name: str) -> str:
    """The OpenSpiel name of an Expeditions game."""
    return PREFIX + name


# --- game type and info --------------------------------------------------------


def _parameter_specification(name: str) -> dict[str, Any]:
    info = expeditions.core.game_class(name).info
    spec: dict[str, Any] = {
        "players": info.min_players,
        "tensor_size": DEFAULT_SIZE,
        "limit": DEFAULT_LIMIT,
    }
    for option, declared in info.options.items():
        if isinstance(declared.default, _PARAMETER_TYPES):
            spec[option] = declared.default
    return spec


def _game_type(name: str) -> pyspiel.GameType:
    info = expeditions.core.game_class(name).info
    kinds = pyspiel.GameType
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"Expeditions: {info.title}",
        dynamics=kinds.Dynamics.SEQUENTIAL,
        chance_mode=(
            kinds.ChanceMode.EXPLICIT_STOCHASTIC if info.chance else kinds.ChanceMode.DETERMINISTIC
        ),
        information=(
            kinds.Information.IMPERFECT_INFORMATION
            if info.hidden_information
            else kinds.Information.PERFECT_INFORMATION
        ),
        utility=kinds.Utility.ZERO_SUM,
        reward_model=kinds.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameter_specification(name),
    )


def max_chance_outcomes(game: Game) -> int:
    """The game's declared bound on outcomes per chance node, or the default."""
    declared = getattr(game.info, "max_chance_outcomes", None)
    if declared is None:
        method = getattr(game, "max_chance_outcomes", None)
        declared = method() if callable(method) else None
    if not game.info.chance:
        return 0
    return int(declared) if declared else DEFAULT_MAX_CHANCE_OUTCOMES


def _game_info(game: Game, limit: int) -> pyspiel.GameInfo:
    return pyspiel.GameInfo(
        num_distinct_actions=game.num_distinct_actions(),
        max_chance_outcomes=max_chance_outcomes(game),
        num_players=game.players,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        max_game_length=limit,
    )


def _limit(game: Game, value: int) -> int:
    if value == DEFAULT_LIMIT:
        return default_limit(game)
    if value < 1:
        raise ValueError(
            f"limit must be a number of actions above 0 (or {DEFAULT_LIMIT} for the default),"
            f" not {value}: OpenSpiel needs a bound on a game's length"
        )
    return value


# --- the game ----------------------------------------------------------------------


class ExpeditionsGame(pyspiel.Game):
    """One configuration of an Expeditions game, seen by OpenSpiel.

    `register` makes one subclass per game that names it in `expeditions_name`.
    """

    expeditions_name: ClassVar[str]

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        name = self.expeditions_name
        spec = _parameter_specification(name)
        full = dict(spec)
        full.update(params or {})
        unknown = sorted(set(full) - set(spec))
        if unknown:
            raise ValueError(f"{short_name(name)} has no parameter {unknown[0]!r}; {sorted(spec)}")
        options = {k: v for k, v in full.items() if k not in ADAPTER_PARAMETERS}
        self.inner: Game = expeditions.load(name, players=full["players"], **options)
        self.limit = _limit(self.inner, full["limit"])
        """Actions after which a game is stopped: OpenSpiel's `max_game_length`."""
        self.encoder = ObservationEncoder(self.inner.players, full["tensor_size"])
        self._initial: State = self.inner.new_initial_state()
        super().__init__(_game_type(name), _game_info(self.inner, self.limit), full)

    def new_initial_state(self, *_: Any) -> ExpeditionsState:
        return ExpeditionsState(self)

    def make_py_observer(
        self, iig_obs_type: pyspiel.IIGObservationType | None = None, params: Any = None
    ) -> ExpeditionsObserver:
        return ExpeditionsObserver(self, iig_obs_type, params)

    def max_chance_nodes_in_history(self) -> int:
        return self.limit


# --- the state ---------------------------------------------------------------------


class ExpeditionsState(pyspiel.State):
    """An OpenSpiel state around an Expeditions state (kept in a picklable box)."""

    def __init__(self, game: ExpeditionsGame) -> None:
        super().__init__(game)
        self._box = Box(game._initial, shared=True)
        self._bound = game.max_chance_outcomes()
        self._limit = game.limit

    @property
    def inner(self) -> State:
        """The Expeditions state inside (this OpenSpiel state's own copy)."""
        return self._box.own()

    def current_player(self) -> int:
        return self._box.state.current_player()

    def is_terminal(self) -> bool:
        return self._box.state.is_terminal()

    def returns(self) -> list[float]:
        return self._box.state.returns()

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self._box.by_id())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        outcomes = self._box.state.chance_outcomes()
        bound = self._bound
        if len(outcomes) > bound:
            raise ValueError(
                f"a chance node has {len(outcomes)} outcomes, more than the {bound} "
                "declared; give the game a larger `max_chance_outcomes`"
            )
        return [(i, p) for i, (_, p) in enumerate(outcomes)]

    def _apply_action(self, action: int) -> None:
        box = self._box
        state = box.state
        if state.current_player() == CHANCE:
            outcomes = state.legal_actions()
            if not 0 <= action < len(outcomes):
                raise ValueError(f"chance outcome {action} out of range 0..{len(outcomes) - 1}")
            chosen = outcomes[action]
        else:
            chosen = box.by_id().get(action)
            if chosen is None:
                raise ValueError(f"action id {action} is not legal here")
        inner = box.own()
        inner.apply_unchecked(chosen)
        if len(inner.history) >= self._limit:
            inner.stop(limit_reason(self._limit))
        box.changed()

    def _action_to_string(self, player: int, action: int) -> str:
        state = self._box.state
        if player == CHANCE:
            if state.is_chance_node():
                outcomes = state.legal_actions()
                if 0 <= action < len(outcomes):
                    return str(outcomes[action])
            return f"chance outcome {action}"
        try:
            return str(state.game.action_from_id(state, action))
        except (ValueError, IndexError, KeyError):
            return f"action {action}"

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> ExpeditionsState:
        """A state `player_id` cannot tell from this one, hidden parts redrawn."""
        seed = int(probability_sampler() * 2**53)
        guess = self.clone()
        guess._box = Box(self._box.state.resample(player_id, random.Random(seed)))
        return guess

    def __str__(self) -> str:
        return self._box.text()


class Box:
    """Holds the inner state and what is derived from its current position.

    OpenSpiel clones a Python state by deep-copying its attributes and
    serialises it by pickling them; the box makes both go through the
    contract (`clone`, `record`/`replay`) instead. A fresh state shares the
    game's initial position until its first action (copy on write), and
    views, vectors and text are computed once per position.
    """

    __slots__ = ("state", "shared", "ids", "views")

    def __init__(self, state: State, shared: bool = False) -> None:
        self.state = state
        self.shared = shared
        self.ids: dict[int, Any] | None = None
        self.views: dict[Any, Any] = {}

    def own(self) -> State:
        """The state, copied first if it is still shared."""
        if self.shared:
            self.state = self.state.clone()
            self.shared = False
        return self.state

    def changed(self) -> None:
        self.ids = None
        self.views = {}

    def by_id(self) -> dict[int, Any]:
        """Legal actions by id for the position in the box."""
        ids = self.ids
        if ids is None:
            state = self.state
            if state.current_player() < 0:
                ids = {}
            else:
                action_id = state.game.action_id
                ids = {action_id(a): a for a in state.legal_actions()}
            self.ids = ids
        return ids

    def observation(self, seat: int | None) -> dict[str, Any]:
        key = ("observation", seat)
        found = self.views.get(key)
        if found is None:
            found = self.views[key] = self.state.observation(seat)
        return found

    def derived(self, key: Any, make: Any) -> Any:
        """`make()` once per position under `key`."""
        views = self.views
        if key not in views:
            views[key] = make()
        return views[key]

    def text(self) -> str:
        return self.derived("text", lambda: str(self.state))

    def __deepcopy__(self, memo: dict[int, Any]) -> Box:
        if self.shared:
            return Box(self.state, shared=True)
        copy = Box(self.state.clone())
        copy.ids = self.ids
        copy.views = self.views.copy()
        return copy

    def __reduce__(self) -> tuple[Any, ...]:
        state = self.state
        game = state.game
        header = (game.name, game.players, dict(game.options))
        if state._determinized:
            return (_unpickle_slots, (header, type(state), _slots_of(state)))
        return (_unpickle_record, (state.record(),))


def _slots_of(state: State) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for cls in type(state).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name not in ("game", "__dict__", "__weakref__") and hasattr(state, name):
                values[name] = getattr(state, name)
    return values


def _unpickle_record(record: dict[str, Any]) -> Box:
    return Box(expeditions.replay(record))


def _unpickle_slots(
    header: tuple[str, int, dict[str, Any]], cls: type[State], values: dict[str, Any]
) -> Box:
    name, players, options = header
    state = cls.__new__(cls)
    state.game = expeditions.load(name, players=players, **options)
    for slot, value in values.items():
        setattr(state, slot, value)
    return Box(state)


# --- observers -----------------------------------------------------------------------


class ExpeditionsObserver:
    """OpenSpiel's observer interface over `observation(seat)`.

    A seat's observer (`private_info=SINGLE_PLAYER`, the default) reads that
    seat's view; a public observer (`private_info=NONE`) reads the spectator's.
    """

    def __init__(
        self, game: ExpeditionsGame, iig_obs_type: pyspiel.IIGObservationType | None, params: Any
    ) -> None:
        if params:
            raise ValueError(f"observer parameters are not supported; got {params}")
        private = pyspiel.PrivateInfoType.SINGLE_PLAYER
        if iig_obs_type is not None:
            private = iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("an observer of every seat's private information is not supported")
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.encoder = game.encoder
        self.tensor = np.zeros(self.encoder.size, np.float32)
        self.dict = {"observation": self.tensor}

    def _seat(self, player: int) -> int | None:
        return None if self.public_only else player

    def set_from(self, state: ExpeditionsState, player: int) -> None:
        seat = self._seat(player)
        box = state._box
        encoder = self.encoder
        self.tensor[:] = box.derived(
            ("tensor", seat, encoder.size),
            lambda: encoder.array(box.observation(seat), seat),
        )

    def string_from(self, state: ExpeditionsState, player: int) -> str:
        seat = self._seat(player)
        box = state._box
        who = "public" if seat is None else f"seat {seat}"
        return box.derived(
            ("string", seat), lambda: f"{who} {canonical_json(box.observation(seat))}"
        )


# --- registration ----------------------------------------------------------------------


def register(name: str) -> str:
    """Make `python_expeditions_<name>` loadable by pyspiel (once); returns that name."""
    if name not in _REGISTERED:
        # A class, not a closure, is handed to pyspiel: its registry outlives the
        # interpreter, and a class (kept alive by its own cycles) is never freed
        # at exit, where freeing a closure aborts the process.
        game_class = type(f"ExpeditionsGame_{name}", (ExpeditionsGame,), {"expeditions_name": name})
        pyspiel.register_game(_game_type(name), game_class)
        _REGISTERED[name] = game_class
    return short_name(name)


def register_all() -> list[str]:
    """Register every game in `expeditions.games()`; returns their OpenSpiel names."""
    return [register(name) for name in expeditions.games()]


def load(name: str, **params: Any) -> ExpeditionsGame:
    """`pyspiel.load_game` for an Expeditions game by its own name."""
    return pyspiel.load_game(register(name), params)


register_all()
