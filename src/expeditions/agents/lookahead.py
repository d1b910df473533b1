"""The copies a bot plays ahead on."""

from __future__ import annotations

from expeditions.core import State


def lookahead_copy(state: State) -> State:
    """A copy of `state` to play on and judge, then throw away.

    A game may offer `lookahead_copy()`: a copy without what no rule or
    judgement reads (South Pole leaves out the history, whose copying grows
    with the game). Otherwise it is `clone()`. Either plays and judges the
    same, so a bot decides the same with both.
    """
    copy = getattr(state, "lookahead_copy", None)
    return copy() if copy is not None else state.clone()
