"""The game contract shared by every game: see docs/contract.md."""

from .actions import ActionSet, Choice, Grid, Named, NextParts, Verb, Word, next_parts
from .chance import sample_outcome
from .constants import CHANCE, TERMINAL
from .errors import IllegalAction, RecordError
from .game import Game, GameInfo, Option, SearchHints, kind_in_words
from .play import play, resolve_chance
from .randomness import bot_rng, chance_stream, seat_stream
from .record import replay, state_from_json
from .registry import game_class, games, load, register, unregister
from .state import State
from .view import Bot, SeatView

__all__ = [
    "CHANCE",
    "TERMINAL",
    "ActionSet",
    "Bot",
    "Choice",
    "Game",
    "GameInfo",
    "Grid",
    "IllegalAction",
    "Named",
    "NextParts",
    "Option",
    "RecordError",
    "SearchHints",
    "SeatView",
    "State",
    "Verb",
    "Word",
    "bot_rng",
    "chance_stream",
    "game_class",
    "games",
    "kind_in_words",
    "load",
    "next_parts",
    "play",
    "register",
    "replay",
    "resolve_chance",
    "sample_outcome",
    "seat_stream",
    "state_from_json",
    "unregister",
]
