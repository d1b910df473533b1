"""Bots for every registered game: `random`, `heuristic` and `ismcts`.

All share the interface of `expeditions.core.Bot`:
`choose(view, legal_actions, rng) -> action`, and reach full states only
through the seat's guesses (`view.lookahead_resample(rng)`: `resample`'s
guess without the history, which they never read).
"""

from .evaluation import evaluator_for, score_margin
from .greedy import HeuristicBot
from .ismcts import ISMCTSBot
from .play import play
from .random_bot import RandomBot
from .registry import bot_names, bot_parameters, make_bot, split_bot_list

__all__ = [
    "HeuristicBot",
    "ISMCTSBot",
    "RandomBot",
    "bot_names",
    "bot_parameters",
    "evaluator_for",
    "make_bot",
    "play",
    "score_margin",
    "split_bot_list",
]
