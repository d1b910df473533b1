"""Why a typed action is not allowed, in the rule's words.

Three games name the rule themselves (`_why_illegal`). Cave's rules only say
which actions are legal, so for Cave the reason is found here from what the
player can see: the phase, the AP left, the drawn tile, the kit questions.
"""

from __future__ import annotations

from typing import Any

from expeditions.core import State

MOVES = ("move", "dive", "boat", "crawl")


def why_not(state: State, text: str, message: str) -> str:
    """The message to show for an illegal typed `text` (`message` from the game)."""
    actions = state.game.actions
    if actions is None or state.is_terminal() or state.is_chance_node():
        return message
    action = actions.parse(text)
    if action is None:
        return f"{message}\n(type 'help' for the commands, or choose from the list)"
    if state.game.name == "cave":
        reason = cave_reason(state, action)
    elif "; legal:" in message:  # the game named no rule: say what is possible now
        said = message.split("; legal:", 1)[0]
        return f"{said}; {_not_now(state, action)}"
    else:
        return message
    return f"'{text}': {reason}" if reason else message


def _not_now(state: State, action: Any) -> str:
    verb = _verb(state, action)
    legal = state.legal_actions()
    same = [str(a) for a in legal if _verb(state, a) == verb]
    if same:
        return "you may: " + ", ".join(same[:8])
    verbs = sorted({_verb(state, a) for a in legal})
    return f"now you may: {', '.join(verbs)}"


def _verb(state: State, action: Any) -> str:
    return state.game.actions.verb_of(action).name


def cave_reason(state: State, action: Any) -> str | None:
    """The Cave rule that forbids `action` now, from the mover's observation."""
    seat = state.current_player()
    obs = state.observation(seat)
    verb = _verb(state, action)
    legal = state.legal_actions()
    verbs = {_verb(state, a) for a in legal}
    if obs.get("kit"):
        return "the kit is being packed: answer the packing questions first"
    if obs.get("pending_tile") is not None and verb != "place":
        return "the tile just drawn must be placed first (place it where an opening meets yours)"
    if obs.get("restricted") and verb not in ("crawl", "end turn"):
        return "no consumable was eaten this turn: only the 5-AP step (crawl) or ending the turn"
    if verb == "crawl" and not obs.get("untouched_turn"):
        return "the 5-AP step (crawl) must be the first thing done in a turn"
    if verb == "arrange" and obs.get("arranged_since_ap"):
        return "the tent was already arranged: spend an AP before arranging it again"
    if verb in MOVES:
        me = obs["explorers"][seat]["at"]
        x, y = action.x, action.y  # type: ignore[attr-defined]
        if abs(x - me[0]) + abs(y - me[1]) != 1:
            return f"{x} {y} is not next to you: you are at {me[0]} {me[1]}"
        same = [str(a) for a in legal if _verb(state, a) == verb]
        if same:
            return (
                f"you cannot {verb} to {x} {y} now (no opening that way, or not enough AP: "
                f"{obs['ap']} left); you can: " + ", ".join(same[:8])
            )
        return f"no {verb} is possible now ({obs['ap']} AP left)"
    if verb in verbs:
        same = [str(a) for a in legal if _verb(state, a) == verb]
        return f"not that {verb} now; you can: " + ", ".join(same[:8])
    possible = ", ".join(sorted(verbs))
    return f"{verb} is not possible now; you can: {possible}"
