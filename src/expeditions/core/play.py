"""Seeded autoplay: the streams of `core.randomness`, every outcome recorded."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .chance import sample_outcome
from .randomness import bot_rng, chance_stream
from .view import Bot, SeatView

if TYPE_CHECKING:
    from .game import Game
    from .state import State


__all__ = ["bot_rng", "limit_reason", "play", "resolve_chance"]


def resolve_chance(state: State, rng: random.Random) -> Any:
    """Draw and apply one chance outcome; returns it."""
    outcome = sample_outcome(state.chance_outcomes(), rng)
    state.apply(outcome)
    return outcome


def play(
    game: Game | str,
    *,
    seed: int | None = None,
    bots: Sequence[Bot | None] | None = None,
    players: int | None = None,
    state: State | None = None,
    max_actions: int | None = None,
    limit: int | None = None,
    on_action: Callable[[State, Any, int], None] | None = None,
    **options: Any,
) -> State:
    """Play a game to its end with bots; chance by `seed`.

    A seat whose bot is None plays uniformly at random from its own seeded
    generator. Chance and the seats draw from the streams `core.randomness`
    defines, so the web table plays the same game for the same seed and bots.
    `on_action(state, action, actor)` is called after each action.
    `max_actions` pauses after that many actions (the state is returned
    mid-game, to be played on). `limit` is a cap outside the rules: a game
    whose history reaches `limit` actions (chance included) is stopped
    (`state.is_truncated()`), with no winners.
    """
    from .registry import load

    if isinstance(game, str):
        game = load(game, players=players, **options)
    if state is None:
        state = game.new_initial_state()
        state.seed = seed
    chance_rng = chance_stream(seed)
    seats = list(bots) if bots is not None else [None] * game.players
    if len(seats) != game.players:
        raise ValueError(f"{len(seats)} bots given for {game.players} players")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise ValueError(f"limit must be a whole number of actions above 0, got {limit!r}")
    rngs = [bot_rng(seed, i) for i in range(game.players)]
    views = [SeatView(state, i) for i in range(game.players)]
    done = 0
    if limit is not None and len(state.history) >= limit and not state.is_terminal():
        state.stop(limit_reason(limit))
    while not state.is_terminal() and (max_actions is None or done < max_actions):
        actor = state.current_player()
        if actor < 0:
            action = resolve_chance(state, chance_rng)
        else:
            legal = state.legal_actions()
            bot = seats[actor]
            if bot is None:
                action = legal[rngs[actor].randrange(len(legal))]
            else:
                action = bot.choose(views[actor], legal, rngs[actor])
            state.apply(action)
        done += 1
        if on_action is not None:
            on_action(state, action, actor)
        if limit is not None and len(state.history) >= limit and not state.is_terminal():
            state.stop(limit_reason(limit))
    return state


def limit_reason(limit: int) -> str:
    """The words a game stopped at an action cap records as its reason."""
    return f"limit of {limit} actions"
