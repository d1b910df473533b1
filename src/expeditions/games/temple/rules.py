"""The temple's rules as the state's hooks: who moves, legal actions, chance, effects.

Legal actions and chance outcomes come from `legal`; an action is carried out
by the driver in `flow`, which runs the step modules below it. `apply` is only
called with a legal action, so nothing there checks legality twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from expeditions.core import CHANCE

from .flow import apply
from .legal import chance_outcomes, legal_actions
from .phases import PH_CHANCE, PH_OVER, PH_START

if TYPE_CHECKING:
    from .state import TempleTable

__all__ = [
    "apply",
    "chance_outcomes",
    "current_player",
    "is_terminal",
    "legal_actions",
    "why_illegal",
]


def current_player(s: TempleTable) -> int:
    if s.phase == PH_CHANCE:
        return CHANCE
    return s.mover


def is_terminal(s: TempleTable) -> bool:
    return s.phase == PH_OVER


def why_illegal(s: TempleTable, action: Any) -> str:
    step = s.game.info.phases[s.phase]
    if s.phase == PH_START and str(action).startswith(("go ", "dig", "passage ")):
        return f"{action}: take an action tile first (rulebook p.11), or use an extra exploration"
    legal = ", ".join(str(a) for a in s.legal_actions()[:8])
    return f"{action} is not legal in the {step} step; legal: {legal}, ..."
