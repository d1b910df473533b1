"""What a seat sees: the whole cave and every explorer's kit are public.

The secrets of the box, the order of the stacks and the tiles removed at
setup, are never in the state: tiles are drawn when discovered. The one
secret the state holds is a starting kit while the kits are being chosen
(everyone chooses at once, p.4): until all are chosen, a seat sees only its
own.

Everything of the turn that decides what may be done next is shown too (the
table sees it happen): whether the turn is still untouched (the 5-AP crawl),
whether the tent was rearranged since the last AP was spent, and the kit
being chosen step by step (its questions, the supply, what was carried in).
"""

from __future__ import annotations

from typing import Any

from expeditions.core.observation import header

from .components import (
    ITEM_NAMES,
    KIND_NAMES,
    KIND_TOKEN,
    LEVEL_METRES,
    REMOVED_PER_STACK,
    ROTATIONS,
    STACK_TILES,
    STACKS,
    TILE_KIND,
    TOKEN_NAMES,
)
from .explorer import (
    BAG,
    DEPTHS,
    POS,
    TENT,
    TENT_AT,
    TENT_STATE,
    TENT_STATE_NAMES,
    TOKENS,
    UNIQUE,
    bag_used,
    unique_state,
)
from .scoring import breakdown, depth_levels, scores
from .state import ARRANGE, KIT, REFILL, SETUP, TENT_CHOICE, UNLIMITED, CaveTable


def _tiles(state: CaveTable) -> list[dict[str, Any]]:
    out = []
    for i, (x, y) in enumerate(state.where):
        kind = state.kind[i]
        token = None
        if state.token[i]:
            token = TOKEN_NAMES[KIND_TOKEN[kind]]
        out.append(
            {
                "x": x,
                "y": y,
                "kind": KIND_NAMES[kind],
                "openings": state.mask[i],
                "depth": state.depth[i] * LEVEL_METRES,
                "tile": state.tile[i],
                "token": token,
                "traverse_token": bool(state.rope_token[i]),
            }
        )
    return out


def _hidden_kit(state: CaveTable, seat: int) -> dict[str, Any]:
    """An explorer whose starting kit is still secret: on the base camp, nothing shown."""
    x, y = state.where[state.explorers[seat][POS]]
    return {
        "at": [x, y],
        "kit_hidden": True,
        "backpack": {},
        "backpack_used": None,
        "tent": "hidden",
        "tent_at": None,
        "tent_contents": {},
        "camera": "hidden",
        "boat": "hidden",
        "tokens": {},
        "depth_tokens": [],
    }


def _explorer(state: CaveTable, seat: int, viewer: int | None) -> dict[str, Any]:
    if state.phase == KIT and seat != viewer:
        return _hidden_kit(state, seat)
    p = state.explorers[seat]
    x, y = state.where[p[POS]]
    tent_at = None
    if p[TENT_AT] >= 0:
        tent_at = list(state.where[p[TENT_AT]])
    return {
        "at": [x, y],
        "kit_hidden": False,
        "backpack": {name: p[BAG + i] for i, name in enumerate(ITEM_NAMES) if p[BAG + i]},
        "backpack_used": bag_used(p),
        "tent": TENT_STATE_NAMES[p[TENT_STATE]],
        "tent_at": tent_at,
        "tent_contents": {name: p[TENT + i] for i, name in enumerate(ITEM_NAMES) if p[TENT + i]},
        "camera": unique_state(p, UNIQUE[0]),
        "boat": unique_state(p, UNIQUE[1]),
        "tokens": {name: p[TOKENS + k] for k, name in enumerate(TOKEN_NAMES) if p[TOKENS + k]},
        "depth_tokens": [level * LEVEL_METRES for level in depth_levels(p[DEPTHS])],
    }


KIT_MODE_NAMES = {SETUP: "starting kit", REFILL: "refill", ARRANGE: "arrange"}


def _question(code: int) -> str:
    """A kit step as the words of its actions: "tent rope", "bag oxygen"."""
    if code == TENT_CHOICE:
        return "take or leave tent"
    container = "tent" if code >= TENT else "bag"
    return f"{container} {ITEM_NAMES[code % len(ITEM_NAMES)]}"


def _kit(state: CaveTable, viewer: int | None) -> dict[str, Any] | None:
    """The kit being chosen; a starting kit only for its own seat (chosen at once)."""
    if not state.edit_mode or (state.phase == KIT and viewer != state.seat):
        return None
    held = state.edit_held
    return {
        "mode": KIT_MODE_NAMES[state.edit_mode],
        "questions": [_question(code) for code in state.edit_steps[state.edit_i :]],
        "supply": {
            name: "unlimited" if k >= UNLIMITED else k
            for name, k in zip(ITEM_NAMES, state.edit_pool, strict=True)
            if k
        },
        "carried_in": [ITEM_NAMES[item] for k, item in enumerate(UNIQUE) if held[k]],
        "tent_to_fill": bool(state.edit_fill),
    }


def observe(state: CaveTable, seat: int | None) -> dict[str, Any]:
    n = state.game.players
    n_removed = REMOVED_PER_STACK[n]
    return header(
        state,
        seat,
        final=breakdown(state),
        scores=scores(state),  # whole points, as the rulebook counts them
        turn=state.turn,
        round=state.turn // n + 1 if state.turn >= 0 else 0,
        first=state.first,
        ap=state.ap,
        restricted=state.restricted,
        untouched_turn=state.fresh,
        arranged_since_ap=state.arranged,
        pending_tile=state.pending if state.pending >= 0 else None,
        pending_kind=KIND_NAMES[TILE_KIND[state.pending]] if state.pending >= 0 else None,
        pending_openings=ROTATIONS[state.pending][0][1] if state.pending >= 0 else None,
        kit_step=state.edit_i if state.edit_mode else None,
        kit=_kit(state, seat),
        stacks=list(state.left),
        removed_per_stack=n_removed,
        unseen_per_stack=[
            sum(1 for t in STACK_TILES[s] if not state.drawn >> t & 1) for s in range(STACKS)
        ],
        discarded=list(state.discarded),
        closed=state.closed,
        end_at_turn=state.end_at if state.end_at >= 0 else None,
        tiles=_tiles(state),
        ropes=[[*state.where[a], *state.where[b], owner] for (a, b), owner in state.ropes.items()],
        explorers=[_explorer(state, s, seat) for s in range(n)],
    )
