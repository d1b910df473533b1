"""The immutable rules configuration of one game: player count and variants."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType, ModuleType
from typing import Any, ClassVar

from .actions import ActionSet
from .errors import IllegalAction, RecordError
from .state import State

KIND_IN_WORDS = {bool: "true or false", int: "a whole number", float: "a number", str: "text"}
"""What a value of each type is called in a message to a person."""


def kind_in_words(kind: type) -> str:
    """`int` as "a whole number": messages name what to type, not a Python type."""
    return KIND_IN_WORDS.get(kind, f"a {kind.__name__}")


@dataclass(frozen=True)
class Option:
    """A rule variant: its default, its type and what it changes."""

    default: Any
    help: str
    choices: tuple[Any, ...] | None = None

    def check(self, name: str, value: Any) -> Any:
        kind = type(self.default)
        if kind is bool and isinstance(value, str):
            low = value.strip().lower()
            if low in ("1", "true", "yes", "on"):
                value = True
            elif low in ("0", "false", "no", "off"):
                value = False
        elif kind is int and isinstance(value, str):
            try:
                value = int(value)
            except ValueError:
                pass
        if type(value) is not kind:
            raise ValueError(f"option {name!r} takes {kind_in_words(kind)}, got {value!r}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(map(repr, self.choices))
            raise ValueError(f"option {name!r} must be one of {allowed}, got {value!r}")
        return value


@dataclass(frozen=True)
class GameInfo:
    """A game's properties, declared as data for bots, runners and the page."""

    name: str
    title: str
    min_players: int
    max_players: int
    chance: bool
    hidden_information: bool
    max_game_length: int
    """An upper bound on the number of actions (chance included) of one game."""
    options: Mapping[str, Option] = field(default_factory=dict)
    summary: str = ""
    max_chance_outcomes: int | None = None
    """An upper bound on the outcomes of one chance node, where a game knows it."""
    phases: Mapping[int, str] | tuple[str, ...] = ()
    """The name of each value of the state's `phase` (the observation's `phase`)."""


@dataclass(frozen=True)
class SearchHints:
    """How far and how deep a search bot looks in this game (None: the bot's default).

    `playout_depth`: random actions after a new leaf before the heuristic judges
    it. `horizon`: "game" searches on through the rivals' turns, "turn" plans the
    seat's own turn only; or a function of the position naming one of the two.
    `follow`: the seat's own next decisions the `heuristic` bot looks through
    after an action before it judges the position. `chance`: "fuse" walks
    on through chance in the same tree node whatever the outcome, "split" in
    a node of its own for each outcome the searching seat sees. `follow_top`:
    how many of the actions best judged at once the `heuristic` bot looks
    through (0: every action). `root_dets`: how many determinizations
    ISMCTS's root judgement averages over. `fresh`: where chance splits, what
    ISMCTS does at an outcome met for the first time: "widen" (judge each
    action there, walk on with the best) or "leaf" (judge the position there).
    """

    playout_depth: int | None = None
    horizon: str | Callable[[Any], str] | None = None
    follow: int | None = None
    chance: str | None = None
    follow_top: int | None = None
    root_dets: int | None = None
    fresh: str | None = None


class Game:
    """A game's rules configuration; immutable, compared by value.

    Subclasses set `info`, `state_class` and `actions` (the declared verbs).
    """

    __slots__ = ("players", "options", "_hash")
    info: ClassVar[GameInfo]
    state_class: ClassVar[type[State]]
    actions: ClassVar[ActionSet | None] = None
    """The game's verbs and their parts (see `core.actions`): text, parsing, ids."""
    narrator: ClassVar[type | None] = None
    """The game's `core.narration.Narrator` subclass: its log told in words."""
    renderer: ClassVar[ModuleType | None] = None
    """The game's `render` module: `svg(observation, legal)` and `text(observation)`."""
    heuristic: ClassVar[ModuleType | None] = None
    """The game's `heuristic` module: `evaluate(state, seat)` in [-1, 1] for bots."""
    search: ClassVar[SearchHints] = SearchHints()
    """Settings for search bots in this game."""

    players: int
    options: Mapping[str, Any]

    def __init__(self, players: int | None = None, **options: Any) -> None:
        info = self.info
        if players is None:
            players = info.min_players
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(f"players must be an integer, got {players!r}")
        if not info.min_players <= players <= info.max_players:
            raise ValueError(
                f"{info.name} is for {info.min_players} to {info.max_players} "
                f"players, not {players}"
            )
        checked: dict[str, Any] = {}
        for name, value in options.items():
            spec = info.options.get(name)
            if spec is None:
                allowed = ", ".join(sorted(info.options)) or "none"
                raise ValueError(f"{info.name} has no option {name!r}; options: {allowed}")
            checked[name] = spec.check(name, value)
        full = {name: spec.default for name, spec in info.options.items()}
        full.update(checked)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "options", MappingProxyType(full))
        # computed once: bots key their caches on the game, many times a decision
        object.__setattr__(self, "_hash", hash((info.name, players, tuple(sorted(full.items())))))
        self._configure()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        actions = cls.__dict__.get("actions")
        if actions is not None and "action_id" not in cls.__dict__:
            cls.action_id = actions.id_method()  # type: ignore[method-assign]

    def _configure(self) -> None:
        """Hook: precompute per-configuration data (stored in extra slots)."""

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Game is immutable")

    def _set(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)

    def __eq__(self, other: object) -> bool:
        return self is other or (
            isinstance(other, Game)
            and self._hash == other._hash
            and self.info.name == other.info.name
            and self.players == other.players
            and self.options == other.options
        )

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        changed = {k: v for k, v in self.options.items() if v != self.info.options[k].default}
        extra = "".join(f", {k}={v!r}" for k, v in changed.items())
        return f"load({self.info.name!r}, players={self.players}{extra})"

    @property
    def name(self) -> str:
        return self.info.name

    def changed_options(self) -> dict[str, Any]:
        """The options that differ from their defaults (what a record stores)."""
        return {k: v for k, v in self.options.items() if v != self.info.options[k].default}

    def new_initial_state(self) -> State:
        return self.state_class.initial(self)

    def max_game_length(self) -> int:
        return self.info.max_game_length

    # --- notation -------------------------------------------------------------

    def parse_action(self, state: State, text: str) -> Any:
        """The legal action (or chance outcome) whose canonical text is `text`."""
        wanted = " ".join(str(text).split()).lower()
        if not wanted:
            raise IllegalAction("empty action text")
        for action in state.legal_actions():
            if str(action).lower() == wanted:
                return action
        if state.is_terminal():
            raise IllegalAction(f"{text!r}: the game is over")
        named = None if self.actions is None else self.actions.parse(wanted)
        if named is None:
            return self._reject_text(state, text)
        if self.actions.is_chance(named) != state.is_chance_node():
            if state.is_chance_node():
                raise IllegalAction(f"{text!r} is a player's action; a chance outcome is due")
            raise IllegalAction(f"{text!r} is a chance outcome, not a player's action")
        raise IllegalAction(f"{text!r}: {state._why_illegal(named)}")

    def _reject_text(self, state: State, text: str) -> Any:
        who = "a chance outcome" if state.is_chance_node() else "a legal action"
        sample = ", ".join(str(a) for a in state.legal_actions()[:8])
        more = ", ..." if len(state.legal_actions()) > 8 else ""
        raise IllegalAction(f"{text!r} is not {who} here; legal: {sample}{more}")

    def describe_action(self, action: Any) -> dict[str, Any]:
        """JSON-safe: the verb, each part's kind and text, and the whole text."""
        return self._declared().describe(action)

    def _declared(self) -> ActionSet:
        if self.actions is None:
            raise NotImplementedError(f"{self.info.title} declares no actions")
        return self.actions

    # --- fixed integer encoding --------------------------------------------------

    def num_distinct_actions(self) -> int:
        return self._declared().num_distinct_actions

    def action_id(self, action: Any) -> int:
        # A game that declares `actions` gets `ActionSet.id_method()` in its place.
        return self._declared().action_id(action)

    def action_from_id(self, state: State, action_id: int) -> Any:
        return self._declared().action_from_id(state, action_id)

    # --- serialisation ---------------------------------------------------------

    def rebuild(self, record: Mapping[str, Any]) -> State:
        """The state a record of this game describes, every action checked
        (`expeditions.replay` finds the game by the record's name first)."""
        actions = record.get("actions")
        if not isinstance(actions, list):
            raise RecordError("record field 'actions' must be a list of action texts")
        seed = record.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise RecordError(f"record field 'seed' must be an integer or null, got {seed!r}")
        state = self.new_initial_state()
        state.seed = seed
        for i, text in enumerate(actions, start=1):
            if not isinstance(text, str):
                raise RecordError(f"action {i}: {text!r} is not an action text")
            try:
                action = self.parse_action(state, text)
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

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        """Rebuild a state from `to_json` data and check it against its snapshot."""
        state = self.rebuild(data)
        snapshot = data.get("state")
        if snapshot is not None and snapshot != state.snapshot():
            raise RecordError("the state snapshot does not match what its actions produce")
        return state
