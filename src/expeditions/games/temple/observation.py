"""What each seat may see of the table (`resample.py` builds full states consistent with it).

Hidden: camp keys (face down again after each scoring, p.9), treasures kept from top-3 draws,
special cards in hand, and the faces of stack tops seen only by some seats.
Face-down stacks are drawn lazily, so their order is never in the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from expeditions.core.observation import header

from . import holdings, points, scoring
from .components import (
    ALTAR_NAMES,
    CARD_NAMES,
    COLOURS,
    EFFECT_NAMES,
    EMPTY,
    LIGHT,
    NUM_SPACES,
    PLACE_NAMES,
    ROOM_TILES,
    SECRET_ROOMS,
    SITES,
    SPACE_NAMES,
    TILE_NAMES,
    TREASURES,
)
from .explorer import bonuses, light_bonus
from .phases import DRAW_CARDS, DRAW_ROOMS, DRAW_TREASURES

if TYPE_CHECKING:
    from .state import TempleTable

KIND_NAMES = ("empty", "light", "altar", "chamber")


def room_name(t: int) -> str:
    colour, layout = ROOM_TILES[t]
    return f"{COLOURS[colour]} {layout + 1}"


_ITEM_NAMES = {
    DRAW_ROOMS: room_name,
    DRAW_TREASURES: lambda k: TREASURES[k],
    DRAW_CARDS: lambda c: CARD_NAMES[c],
}


def _seen(items: list[int], masks: list[int], bit: int, name) -> list[str | None]:
    return [name(it) if m & bit else None for it, m in zip(items, masks, strict=True)]


def observe(s: TempleTable, seat: int | None) -> dict[str, Any]:
    over = s._is_terminal()
    bit = 0 if seat is None else 1 << seat
    if over:
        bit = -1
    n = s.game.players
    return header(
        s,
        seat,
        final=scoring.breakdown(s),
        round=s.round,
        order=list(s.order),
        turn=s.turn,
        wheel=[points.price(s, k) for k in range(5)],
        sites=[sorted(TILE_NAMES[k] for k in site) for site in s.sites],
        supply=dict(zip(COLOURS, s.supply, strict=True)),
        passages_left=s.passages_left,
        temple=[_space(s, i) for i in range(NUM_SPACES)],
        secret_rooms=[_secret(s, p) for p in SECRET_ROOMS],
        altar_top=ALTAR_NAMES[s.altar_top] if s.altar_top >= 0 else None,
        altars_left=sum(s.altar_pool) + (s.altar_top >= 0),
        rooms_left=len(s.room_tops) + sum(s.room_pool),
        room_tops=_seen(s.room_tops, s.room_masks, bit, room_name),
        cards_left=len(s.card_tops) + sum(s.card_pool),
        card_tops=_seen(s.card_tops, s.card_masks, bit, _ITEM_NAMES[DRAW_CARDS]),
        discard={CARD_NAMES[c]: k for c, k in enumerate(s.discard) if k},
        treasure_stacks=[
            {
                "size": s.tr_count[i],
                "tops": _seen(s.tr_tops[i], s.tr_masks[i], bit, TREASURES.__getitem__),
            }
            for i in range(3)
        ],
        open_treasures=[TREASURES[k] for k in s.open_tr],
        delivered=dict(zip(TREASURES, s.delivered, strict=True)),
        draw=_draw(s, bit),
        pending=[EFFECT_NAMES[e] for e, _ in s.pending],
        path=list(s.path),
        explore={
            "moved": s.ex_moved,
            "from": PLACE_NAMES[s.ex_from] if s.ex_from >= 0 else None,
            "stopped": s.ex_stopped,
        },
        player=[_player(s, p, seat, over) for p in range(n)],
    )


def _space(s: TempleTable, i: int) -> dict[str, Any]:
    kind = s.kind[i]
    colour = s.colour[i]
    out: dict[str, Any] = {
        "name": SPACE_NAMES[i],
        "kind": KIND_NAMES[kind],
        "colour": None if colour < 0 else ALTAR_NAMES[colour],
        "flags": [p for p in range(s.game.players) if s.flags[i] >> p & 1],
    }
    if kind == LIGHT:
        out["doors"] = [
            COLOURS[d.bit_length() - 1] if d else None for d in s.doors[i * 6 : i * 6 + 6]
        ]
        out["bonus"] = [[*light_bonus(s, i), s.bonus_owner[i * 4]]]
    elif kind != EMPTY:
        out["bonus"] = _bonus(s, i)
    return out


def _bonus(s: TempleTable, place: int) -> list[list[int]]:
    return [[*b, s.bonus_owner[place * 4 + j]] for j, b in enumerate(bonuses(s, place))]


def _secret(s: TempleTable, place: int) -> dict[str, Any]:
    return {
        "name": PLACE_NAMES[place],
        "flags": [p for p in range(s.game.players) if s.flags[place] >> p & 1],
        "bonus": _bonus(s, place),
    }


def _draw(s: TempleTable, bit: int) -> dict[str, Any] | None:
    if s.draw_cat < 0:
        return None
    name = _ITEM_NAMES[s.draw_cat]
    return {
        "category": ("rooms", "treasures", "cards")[s.draw_cat],
        "stack": s.draw_stack,
        "drawer": s.mover,
        "drawn": _seen(s.drawn, s.drawn_masks, bit, name),
        "to_draw": s.draw_need,
    }


def _player(s: TempleTable, p: int, seat: int | None, over: bool) -> dict[str, Any]:
    mine = over or seat == p
    hidden_keys = s.camp_hidden[p]
    camp = hidden_keys if mine else [0] * 5
    if mine:
        treasures = [a + b for a, b in zip(s.tr_public[p], s.tr_hidden[p], strict=True)]
        cards_known = s.cards[p]
        tr_unknown = 0
    else:
        known = _known(s.tr_known[p], seat, len(TREASURES))
        treasures = [a + b for a, b in zip(s.tr_public[p], known, strict=True)]
        cards_known = _known(s.cards_known[p], seat, len(CARD_NAMES))
        tr_unknown = sum(s.tr_hidden[p]) - sum(known)
    return {
        "score": s.score[p],
        "pirogue": SITES[s.pirogue[p]],
        "explorer": PLACE_NAMES[s.explorer[p]],
        "backpack": dict(zip(COLOURS, s.backpack[p], strict=True)),
        "camp": dict(zip(COLOURS, camp, strict=True)),
        "camp_hidden": 0 if mine else sum(hidden_keys),
        "treasures": dict(zip(TREASURES, treasures, strict=True)),
        "treasures_hidden": tr_unknown,
        "cards": {CARD_NAMES[c]: k for c, k in enumerate(s.cards[p]) if k} if mine else None,
        "cards_known": {CARD_NAMES[c]: k for c, k in enumerate(cards_known) if k},
        "cards_count": sum(s.cards[p]),
        "passages": s.passages[p],
        "tent_used": s.tent_used[p],
        "flags_left": s.flags_left[p],
    }


def _known(known: list[int], seat: int | None, size: int) -> list[int]:
    return [0] * size if seat is None else holdings.known_to(known, seat, size)
