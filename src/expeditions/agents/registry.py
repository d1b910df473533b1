"""Bots by name with inline parameters: `ismcts:iters=500,depth=10`.

The same strings are used everywhere (command line, server, simulator).
Parameters follow the name after a colon, separated by commas or colons; each
takes the type of its default. Every error names the bot and what it allows.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from expeditions.core import Bot, kind_in_words

from .greedy import HeuristicBot
from .ismcts import ISMCTSBot
from .random_bot import RandomBot

BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "ismcts": ISMCTSBot,
}


def bot_names() -> list[str]:
    """The registered bot names, sorted."""
    return sorted(BOTS)


def bot_parameters(name: str) -> dict[str, Any]:
    """A bot's parameters and their defaults."""
    factory = _factory(name)
    return {
        p.name: p.default
        for p in inspect.signature(factory).parameters.values()
        if p.default is not inspect.Parameter.empty
    }


def make_bot(spec: str) -> Bot:
    """A bot from its spec, e.g. `random`, `heuristic` or `ismcts:time=0.5`."""
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError(f"a bot is named by text such as 'ismcts:iters=500'; bots: {_known()}")
    name, _, rest = spec.strip().lower().partition(":")
    factory = _factory(name)
    defaults = bot_parameters(name)
    kwargs: dict[str, Any] = {}
    for item in rest.replace(":", ",").split(","):
        if not item.strip():
            continue
        key, eq, text = (part.strip() for part in item.partition("="))
        if key not in defaults:
            raise ValueError(f"bot {name!r} has no parameter {key!r}; {_allowed(defaults)}")
        if not eq or not text:
            raise ValueError(f"bot {name!r}: parameter {key!r} needs a value, as in {key}=...")
        kwargs[key] = _convert(name, key, text, defaults[key])
    try:
        return factory(**kwargs)
    except ValueError as exc:
        raise ValueError(f"bot {name!r}: {exc}") from None


def split_bot_list(text: str) -> list[str]:
    """Split `ismcts:iters=500,depth=8,heuristic,random` into one spec per seat.

    A comma separates seats, except before `key=value` with no bot name, which
    continues the parameters of the bot before it.
    """
    specs: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            continue
        if specs and "=" in piece and ":" not in piece.split("=")[0] and ":" in specs[-1]:
            specs[-1] = f"{specs[-1]},{piece}"
        else:
            specs.append(piece)
    return specs


def _factory(name: str) -> Callable[..., Bot]:
    try:
        return BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; bots: {_known()}") from None


def _known() -> str:
    return ", ".join(bot_names())


def _allowed(defaults: dict[str, Any]) -> str:
    if not defaults:
        return "it takes no parameters"
    return "parameters: " + ", ".join(f"{k} (default {v!r})" for k, v in sorted(defaults.items()))


def _convert(name: str, key: str, text: str, default: Any) -> Any:
    kind = type(default)
    try:
        return kind(text)
    except ValueError:
        raise ValueError(
            f"bot {name!r}: parameter {key!r} takes {kind_in_words(kind)}, got {text!r}"
        ) from None
