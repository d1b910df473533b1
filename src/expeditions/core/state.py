"""The base State: it owns the invariants, each game fills in small hooks.

Hooks a game implements (all on plain data, no deepcopy):

- `initial(game)` (classmethod): the state before any action.
- `_current_player()`: a seat or CHANCE (TERMINAL is handled here).
- `_is_terminal()`, `_legal_actions()`, `_chance_outcomes()`, `_apply(action)`.
- `_copy_into(other)`: copy the game's own slots into a fresh instance.
- `_observation(seat)`, `_resample(seat, rng)`, `_scores()`.
- optionally `_why_illegal(action)` to name the rule that forbids an action.
- optionally `_winners()`: who wins once the rules have ended the game, as
  the rulebook says (the default: the best score, ties shared).
- optionally `_lookahead_resample(seat, rng)`: `_resample`'s guess without
  the history, where the guess needs none (the default strips it after).

A game ends by its rules (`_is_terminal()`), or is *stopped* by a limit outside
them (`stop(reason)`): a simulation cap, a table abandoned by everyone. A
stopped game is truncated: it has no winners and returns 0 for everyone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Protocol

from .chance import sample_outcome
from .constants import CHANCE, TERMINAL
from .copying import copier, owning
from .errors import IllegalAction
from .serial import to_jsonable


class Rules(Protocol):
    """What a state reads of its game (`core.game.Game`, one layer up)."""

    players: int
    options: Mapping[str, Any]

    @property
    def name(self) -> str: ...

    def changed_options(self) -> dict[str, Any]: ...


class State:
    __slots__ = ("game", "history", "seed", "secret", "stopped", "_legal", "_determinized")

    game: Any
    """The `core.game.Game` this state is a position of (see `Rules`)."""
    history: list[Any]
    seed: int | None
    secret: dict[int, tuple[int, ...]]
    """History index -> the seats that alone may read that action's text."""
    stopped: str | None
    """Why play was stopped outside the rules, or None."""

    COPY: Mapping[str, str] = {}
    """How each slot a game's State adds is copied (see `core.copying`)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "COPY" in cls.__dict__:
            slots = cls.__dict__.get("__slots__", ())
            slots = (slots,) if isinstance(slots, str) else tuple(slots)
            cls._copy_fields = staticmethod(copier(cls.__name__, cls.COPY, slots))
            cls._own_fields = staticmethod(owning(cls.__name__, cls.COPY))
            if "_copy_into" not in cls.__dict__:
                cls._copy_into = cls._copy_fields

    @staticmethod
    def _copy_fields(source: State, target: State) -> None:
        """Generated from `COPY`: copies the declared slots (a game may call it
        from its own `_copy_into` and then share what it knows is unchanged)."""

    @staticmethod
    def _own_fields(state: State) -> None:
        """Generated from `COPY`: gives `state` its own copy of every field its
        copies share (kinds "shared" and "shared rows"), before `edit()`."""

    # --- hooks --------------------------------------------------------------

    @classmethod
    def initial(cls, game: Rules) -> State:
        raise NotImplementedError

    def _current_player(self) -> int:
        raise NotImplementedError

    def _is_terminal(self) -> bool:
        raise NotImplementedError

    def _turn_owner(self) -> int:
        """The player to move, unless other seats decide inside a player's turn
        (Relic Expedition's animals): then the seat whose turn it is."""
        return self._current_player()

    def _legal_actions(self) -> Sequence[Any]:
        raise NotImplementedError

    def _chance_outcomes(self) -> Sequence[tuple[Any, float]]:
        raise NotImplementedError

    def _apply(self, action: Any) -> None:
        raise NotImplementedError

    def _copy_into(self, other: State) -> None:
        """Copy the game's own slots; declare `COPY` to have it written for you."""
        raise NotImplementedError

    def _forget(self) -> None:
        """Hook: drop whatever the game caches from its fields (after `edit`)."""

    def _observation(self, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def _resample(self, seat: int, rng: random.Random) -> State:
        raise NotImplementedError

    def _lookahead_resample(self, seat: int, rng: random.Random) -> State:
        """Hook: `_resample`'s guess, by the same draws, without history or
        secrets; a game whose guess reads neither gives it without copying them."""
        guess = self._resample(seat, rng)
        guess.history = []
        guess.secret = {}
        return guess

    def _scores(self) -> list[float]:
        raise NotImplementedError

    def _winners(self) -> list[int]:
        """Who wins once the rules ended the game; the default is the best score."""
        scores = self._scores()
        best = max(scores)
        return [i for i, s in enumerate(scores) if s == best]

    def _why_illegal(self, action: Any) -> str:
        if self.is_chance_node():
            return f"{action} is not a possible outcome of this chance node"
        legal = self.legal_actions()
        sample = ", ".join(str(a) for a in legal[:8])
        more = ", ..." if len(legal) > 8 else ""
        return f"{action} is not a legal action now; legal: {sample}{more}"

    # --- construction -------------------------------------------------------

    def _init_base(self, game: Rules) -> None:
        """Call first in `initial`."""
        self.game = game
        self.history = []
        self.seed = None
        self.secret = {}
        self.stopped = None
        self._legal = None
        self._determinized = False

    def clone(self) -> State:
        """An independent copy; only what changes is copied."""
        secret = self.secret.copy() if self.secret else {}
        return self._copy_with(self.history[:], secret, self._determinized)

    def lookahead_copy(self) -> State:
        """A copy for a bot to play ahead on and judge, then throw away.

        It leaves out the history and its secrets, which neither the rules
        nor any game's judgement read: copying them grows with the game (in
        a Cave game 10,000 actions long, 49 µs against 6 µs for the table).
        It plays and judges as `clone()` does but has no record to give.
        """
        return self._copy_with([], {}, True)

    def _copy_with(
        self, history: list[Any], secret: dict[int, tuple[int, ...]], determinized: bool
    ) -> State:
        cls = type(self)
        other = cls.__new__(cls)
        other.game = self.game
        other.history = history
        other.seed = self.seed
        other.secret = secret
        other.stopped = self.stopped
        other._legal = self._legal
        other._determinized = determinized
        self._copy_into(other)
        return other

    def play_chance(self, rng: random.Random) -> None:
        """Play chance outcomes until a seat is to move or the game is over,
        each drawn as `sample_outcome` draws it (a game may do the same
        draws faster)."""
        while self.current_player() == CHANCE:
            self.apply_unchecked(sample_outcome(self.chance_outcomes(), rng))

    def one_step_values(
        self,
        actions: Sequence[Any],
        seat: int,
        evaluate: Callable[[State, int], float],
        rng: random.Random,
    ) -> list[float]:
        """`seat`'s value of each action, in order: played on a lookahead
        copy, chance drawn by `rng` (`play_chance`), then judged by
        `evaluate`, or by the true result once the game is over.

        A search's widening asks this for every action of a new node; a
        game may give the same values faster, drawing from `rng` exactly
        as this does, action after action."""
        values = []
        for action in actions:
            child = self.lookahead_copy()
            child.apply_unchecked(action)
            child.play_chance(rng)
            if child.is_terminal():
                values.append(child.returns()[seat])
            else:
                values.append(evaluate(child, seat))
        return values

    @contextmanager
    def edit(self) -> Iterator[State]:
        """Set up a position by hand: change the state's fields inside the block.

        The public way for tests, puzzles and tutorials to build a position the
        rules would reach: on leaving the block every cached answer (legal
        actions, the game's own caches) is dropped, so the state answers from
        its fields as they now are. Fields the state shares with its copies
        (`core.copying`) become its own first, so a change inside the block
        reaches no other state.
        """
        self._own_fields(self)
        try:
            yield self
        finally:
            self._legal = None
            self._forget()

    # --- the contract -------------------------------------------------------

    def is_terminal(self) -> bool:
        """Over: ended by the rules, or stopped by a limit outside them."""
        return self.stopped is not None or self._is_terminal()

    def is_truncated(self) -> bool:
        """Stopped by a limit outside the rules (PettingZoo's and Gymnasium's word)."""
        return self.stopped is not None

    def stop(self, reason: str) -> None:
        """End play outside the rules: no winners, returns 0, scores as they stand.

        `reason` says why in words ("limit of 5000 actions", "abandoned").
        Stopping a game the rules have already ended changes nothing.
        """
        if not isinstance(reason, str) or not reason.strip():
            raise ValueError("a stopped game needs a reason in words")
        if self.stopped is None and not self._is_terminal():
            self.stopped = reason.strip()
            self._legal = ()

    def current_player(self) -> int:
        if self.stopped is not None or self._is_terminal():
            return TERMINAL
        return self._current_player()

    def turn_owner(self) -> int:
        """Whose turn it is: a seat, or `TERMINAL` once the game is over.

        The same as `current_player()` (`CHANCE` at a chance node) unless
        the game names the seat whose turn it is, where another seat decides
        inside a player's turn; a bot planning its own turn reads it.
        """
        if self.stopped is not None or self._is_terminal():
            return TERMINAL
        return self._turn_owner()

    def is_chance_node(self) -> bool:
        return self.stopped is None and not self._is_terminal() and self._current_player() == CHANCE

    def legal_actions(self) -> tuple[Any, ...]:
        """The actions of the player to move in a stable order.

        At a chance node these are the possible outcomes (see
        `chance_outcomes` for their probabilities); at the end, none.
        """
        legal = self._legal
        if legal is None:
            if self.stopped is not None or self._is_terminal():
                legal = ()
            elif self._current_player() == CHANCE:
                legal = tuple(o for o, _ in self._chance_outcomes())
            else:
                legal = tuple(self._legal_actions())
            self._legal = legal
        return legal

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        if not self.is_chance_node():
            raise IllegalAction("not a chance node: nothing is being rolled or drawn")
        return list(self._chance_outcomes())

    def apply(self, action: Any) -> None:
        """Play `action`; an illegal one raises IllegalAction and changes nothing."""
        if self.stopped is not None:
            raise IllegalAction(f"{action}: the game was stopped ({self.stopped})")
        if self._is_terminal():
            raise IllegalAction(f"{action}: the game is over")
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction(self._why_illegal(action))
        self._apply(action)
        self.history.append(action)
        self._legal = None

    def _keep_secret(self, *seats: int) -> None:
        """Call from `_apply`: only `seats` may read the action being applied."""
        self.secret[len(self.history)] = tuple(seats)

    def log(self, seat: int | None = None) -> list[str]:
        """The history as text, with entries `seat` may not read shown as '?'."""
        secret = self.secret
        if not secret or (seat is None and self.is_terminal()):
            return [str(a) for a in self.history]
        return [
            "?" if i in secret and (seat is None or seat not in secret[i]) else str(a)
            for i, a in enumerate(self.history)
        ]

    def apply_unchecked(self, action: Any) -> None:
        """Fast path for search: `action` must come from `legal_actions()`."""
        self._apply(action)
        self.history.append(action)
        self._legal = None

    def observation(self, seat: int | None = None) -> dict[str, Any]:
        """What `seat` may know (None: a spectator), as JSON-safe data."""
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < self.game.players):
            raise ValueError(f"seat must be 0..{self.game.players - 1} or None, got {seat!r}")
        return self._observation(seat)

    def resample(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with `observation(seat)`, hidden parts redrawn."""
        return self._guessed(self._resample(self._checked_seat(seat), rng))

    def lookahead_resample(self, seat: int, rng: random.Random) -> State:
        """`resample` for a bot to play ahead on, as `lookahead_copy` is to
        `clone`: the same guess from the same draws, without the history and
        its secrets, which neither the rules nor any judgement read.

        A search draws a guess every iteration, and a history hundreds of
        actions long costs more to copy (and to rewrite) than the table.
        """
        return self._guessed(self._lookahead_resample(self._checked_seat(seat), rng))

    def _checked_seat(self, seat: int) -> int:
        if not (isinstance(seat, int) and 0 <= seat < self.game.players):
            raise ValueError(f"seat must be 0..{self.game.players - 1}, got {seat!r}")
        return seat

    @staticmethod
    def _guessed(guess: State) -> State:
        """A guess as every caller receives it: nothing cached, marked a guess."""
        guess._legal = None
        guess._determinized = True
        return guess

    def scores(self) -> list[float]:
        """Victory points as the rulebook counts them (also mid-game)."""
        return list(self._scores())

    def winners(self) -> list[int]:
        """The seats that won, as the rulebook says, once the rules ended the game.

        Empty while playing, when the game was stopped, and when the rules let
        nobody win.
        """
        if self.stopped is not None or not self._is_terminal():
            return []
        return list(self._winners())

    def returns(self) -> list[float]:
        """+1 shared among winners, -1 shared among the rest; 0 for all on a full
        tie, when nobody won, and when the game was stopped."""
        n = self.game.players
        if self.stopped is not None or not self._is_terminal():
            return [0.0] * n
        won = self.winners()
        if not won or len(won) == n:
            return [0.0] * n
        lost = n - len(won)
        return [1.0 / len(won) if i in won else -1.0 / lost for i in range(n)]

    # --- records --------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The game so far as `{game, players, options, seed, actions}`, and
        `stopped` (the reason) when play was stopped outside the rules."""
        if self._determinized:
            raise ValueError("a resampled state is a guess for search and has no true record")
        record = {
            "game": self.game.name,
            "players": self.game.players,
            "options": dict(self.game.changed_options()),
            "seed": self.seed,
            "actions": [str(a) for a in self.history],
        }
        if self.stopped is not None:
            record["stopped"] = self.stopped
        return record

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-safe data (its record plus a snapshot)."""
        data = self.record()
        data["state"] = self.snapshot()
        return data

    def snapshot(self) -> dict[str, Any]:
        """The game's own slots as JSON-safe data."""
        out: dict[str, Any] = {}
        for cls in type(self).__mro__:
            if cls is State:
                break
            for name in getattr(cls, "__slots__", ()):
                if name.startswith("_"):
                    continue
                out[name] = to_jsonable(getattr(self, name))
        return out

    def __str__(self) -> str:
        from .serial import to_jsonable as _j

        return f"{self.game!r} after {len(self.history)} actions: {_j(self.snapshot())}"
