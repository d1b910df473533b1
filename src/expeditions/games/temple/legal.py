"""Legal actions of the player to move and the outcomes of chance nodes."""

from __future__ import annotations

import functools
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from . import explorer as ex
from . import holdings
from .actions import (
    ALTAR_TOP,
    CARD_PASSAGE_ACTIONS,
    DEAL,
    DEAL_ACTIONS,
    DELIVER_ACTIONS,
    DIG_ACTIONS,
    DRAW_CARD,
    DRAW_ROOM,
    DRAW_TREASURE,
    END_DELIVERY_ACTION,
    END_EXPLORATION_ACTION,
    END_TURN_ACTION,
    GO_ACTIONS,
    KEEP_CARD_ACTIONS,
    KEEP_TREASURE_ACTIONS,
    KEY_ACTIONS,
    NO_DELIVERY_ACTION,
    PASSAGE_ACTIONS,
    PAY_KEY_ACTIONS,
    PAY_POINTS_ACTION,
    PLACE_ALTAR_ACTIONS,
    PLACE_ROOM_ACTIONS,
    PLAY_BONUS_ACTION,
    PLAY_EXPLORE_ACTION,
    PLAY_FOREST_ACTION,
    PLAY_KEY_CARD_ACTIONS,
    PLAY_KINDS_ACTION,
    PLAY_PLANE_ACTION,
    REFILL,
    RESCUE_ACTIONS,
    RETURN_ACTION,
    SCORE_ACTIONS,
    SKIP_ACTIONS,
    START_KEY_ACTIONS,
    STAY_ACTION,
    TAKE_ACTIONS,
    TENT_EXPLORE_ACTION,
    TENT_KEY_ACTIONS,
    TREASURE_FROM_ACTIONS,
    TREASURE_OPEN_ACTIONS,
    USE_ACTIONS,
    WHEEL,
    Action,
)
from .components import (
    C_BONUS,
    C_EXPLORE,
    C_FOREST,
    C_KEY,
    C_KINDS,
    C_PASSAGE,
    C_PLANE,
    E_ALTAR,
    E_ANY_KEY,
    E_CARD,
    E_KEY,
    E_PASSAGE,
    E_POINTS,
    E_ROOM,
    E_SCORING,
    E_TREASURE,
    FIVE,
    RESCUE_COST,
    SITE_DEAL,
)
from .phases import (
    CK_ALTAR_TOP,
    CK_DEAL,
    CK_REFILL,
    CK_WHEEL,
    DRAW_CARDS,
    DRAW_ROOMS,
    PH_AFTER,
    PH_DELIVERY,
    PH_EFFECTS,
    PH_EXPLORE,
    PH_FOREST,
    PH_KEEP_CARD,
    PH_KEEP_TREASURE,
    PH_PLACE_ALTAR,
    PH_PLACE_ROOM,
    PH_RETURN,
    PH_START,
    PH_START_KEYS,
)
from .rooms import empty_spaces

if TYPE_CHECKING:
    from .state import TempleTable


def legal_actions(s: TempleTable) -> list[Action]:
    phase = s.phase
    seat = s.mover
    if phase == PH_EXPLORE:
        return _explore_actions(s, seat)
    if phase == PH_START:
        out = [TAKE_ACTIONS[k][site] for site in range(6) for k in sorted(set(s.sites[site]))]
        if _tent_free(s, seat):
            out.append(TENT_EXPLORE_ACTION)
        if s.cards[seat][C_EXPLORE]:
            out.append(PLAY_EXPLORE_ACTION)
        out += _free_moment(s, seat)
        return out
    if phase == PH_EFFECTS:
        return _effect_actions(s, seat) + _free_moment(s, seat)
    if phase == PH_AFTER:
        return after_actions(s, seat)
    if phase == PH_START_KEYS:
        return [START_KEY_ACTIONS[c] for c in FIVE if s.supply[c]]
    if phase == PH_DELIVERY:
        return _delivery_actions(s, seat)
    if phase == PH_FOREST:
        out = [PAY_KEY_ACTIONS[c] for c in FIVE if s.backpack[seat][c]]
        if not out:
            out.append(PAY_POINTS_ACTION)
        if s.cards[seat][C_FOREST]:
            out.append(PLAY_FOREST_ACTION)
        return out
    if phase == PH_PLACE_ROOM:
        empty = empty_spaces(s)
        out = []
        for t in sorted(set(s.drawn)):
            by_space = PLACE_ROOM_ACTIONS[t]
            for space in empty:
                out += by_space[space]
        return out
    if phase == PH_PLACE_ALTAR:
        return [PLACE_ALTAR_ACTIONS[space] for space in empty_spaces(s)]
    if phase == PH_KEEP_TREASURE:
        return [KEEP_TREASURE_ACTIONS[k] for k in sorted(set(s.drawn))]
    if phase == PH_KEEP_CARD:
        return [KEEP_CARD_ACTIONS[c] for c in sorted(set(s.drawn))]
    if phase == PH_RETURN:
        return [RETURN_ACTION, STAY_ACTION]
    return []


def _tent_free(s: TempleTable, seat: int) -> bool:
    return not s.tent_used[seat] and s.round <= 2


def _free_moment(s: TempleTable, seat: int) -> list[Action]:
    """What may be done at any moment of one's turn: tent key and some cards."""
    out = []
    if _tent_free(s, seat):
        out += [TENT_KEY_ACTIONS[c] for c in FIVE if s.supply[c]]
    hand = s.cards[seat]
    if hand[C_KEY]:
        out += [a for c in FIVE if s.supply[c] for a in PLAY_KEY_CARD_ACTIONS[c]]
    if hand[C_PLANE] and holdings.has_treasure(s, seat):
        out.append(PLAY_PLANE_ACTION)
    return out


def after_actions(s: TempleTable, seat: int) -> list[Action]:
    """After the tile: more exploring (tent or card) while the rounds last; the
    last turn is one last move for one last flag (p.10), so neither is offered."""
    out = []
    if _tent_free(s, seat):
        out.append(TENT_EXPLORE_ACTION)
    if s.cards[seat][C_EXPLORE] and s.round <= 2:
        out.append(PLAY_EXPLORE_ACTION)
    out += _free_moment(s, seat)
    out.append(END_TURN_ACTION)
    return out


def _effect_actions(s: TempleTable, seat: int) -> list[Action]:
    """Each pending action of the tile: carried out, or skipped (p.7 "you may use
    them all"); a dig's rewards (p.6) are not skipped."""
    out: list[Action] = []
    done: set[int] = set()
    skips: list[Action] = []
    tile = not s.effect_ctx and not s.game.options["all_tile_actions"]
    for effect, arg in s.pending:
        if effect in done:
            continue
        done.add(effect)
        if tile:
            skips.append(SKIP_ACTIONS[effect])
            if effect in (E_ROOM, E_CARD, E_POINTS, E_PASSAGE):
                out.append(USE_ACTIONS[effect])
        if effect == E_KEY:
            colours = [arg] if s.supply[arg] else [c for c in FIVE if s.supply[c]]
            out += [a for c in colours for a in KEY_ACTIONS[c]]
        elif effect == E_ANY_KEY:
            out += [a for c in FIVE if s.supply[c] for a in KEY_ACTIONS[c]]
        elif effect == E_TREASURE:
            out += [TREASURE_FROM_ACTIONS[i] for i in range(3) if s.tr_count[i]]
            out += [TREASURE_OPEN_ACTIONS[k] for k in sorted(set(s.open_tr))]
        elif effect == E_SCORING:
            out += SCORE_ACTIONS
        elif effect == E_ALTAR:
            out += [PLACE_ALTAR_ACTIONS[space] for space in empty_spaces(s)]
    return list(dict.fromkeys(out)) + skips


def _delivery_actions(s: TempleTable, seat: int) -> list[Action]:
    out = []
    have = [a + b for a, b in zip(s.tr_public[seat], s.tr_hidden[seat], strict=True)]
    for k in FIVE:
        if have[k] and not s.dlv_done >> k & 1:
            out += [DELIVER_ACTIONS[n][k] for n in range(1, have[k] + 1)]
    hand = s.cards[seat]
    if not s.dlv_any:
        if hand[C_BONUS] and not s.dlv_bonus:
            out.append(PLAY_BONUS_ACTION)
        if hand[C_KINDS] and not s.dlv_kinds:
            out.append(PLAY_KINDS_ACTION)
        out.append(NO_DELIVERY_ACTION)
    else:
        out.append(END_DELIVERY_ACTION)
    return out


def _explore_actions(s: TempleTable, seat: int) -> list[Action]:
    here = s.explorer[seat]
    digs = ex.dig_choices(s, seat, here)
    out = [DIG_ACTIONS[k] for k in digs]
    if not s.ex_stopped:
        keys = ex.key_mask(s, seat)
        rescue_possible = not digs and s.score[seat] >= RESCUE_COST
        reach = ex.key_reachable(s, here, keys) if rescue_possible or not s.ex_moved else []
        if not s.ex_moved:
            out += [GO_ACTIONS[p] for p in reach if p != here]
        targets = None
        if s.passages[seat]:
            targets = ex.passage_targets(s, here, keys)
            out += [PASSAGE_ACTIONS[p] for p in targets]
        if s.cards[seat][C_PASSAGE]:
            if targets is None:
                targets = ex.passage_targets(s, here, keys)
            out += [CARD_PASSAGE_ACTIONS[p] for p in targets]
        if rescue_possible and _rescue_allowed(s, seat, reach):
            out += [RESCUE_ACTIONS[c] for c in FIVE if s.supply[c]]
        out += _free_moment(s, seat)
    out.append(END_EXPLORATION_ACTION)
    return out


def _rescue_allowed(s: TempleTable, seat: int, reach: Sequence[int]) -> bool:
    """The rescue key: only when no dig is within reach by keys (rulebook p.6).

    The caller checks the price (10 points) first; `reach` is where the keys lead.
    """
    return not any(ex.dig_choices(s, seat, p) for p in reach)


def chance_outcomes(s: TempleTable) -> Sequence[tuple[Action, float]]:
    ck = s.chance_kind
    if ck == CK_WHEEL:
        return [(_OUTCOMES[WHEEL][i], 0.2) for i in FIVE]
    if ck == CK_ALTAR_TOP:
        return _weighted(ALTAR_TOP, s.altar_pool)
    if ck == CK_DEAL:
        return _pool_outcomes((DEAL, _deal_site(s)), tuple(s.bag))
    if ck == CK_REFILL:
        return _weighted(REFILL, s.tr_pool)
    verb, pool = _draw_source(s)
    return _weighted(verb, pool)


_OUTCOMES = {verb: tuple(Action(verb, i) for i in range(16)) for verb in (WHEEL, ALTAR_TOP, REFILL)}
_OUTCOMES.update(
    {v: tuple(Action(v, i) for i in range(16)) for v in (DRAW_ROOM, DRAW_TREASURE, DRAW_CARD)}
)
_OUTCOMES.update({(DEAL, site): tuple(row[site] for row in DEAL_ACTIONS) for site in range(6)})
"""Prebuilt chance outcomes, so that chance nodes allocate no actions: by
verb, and a tile dealt by the site it is dealt to."""


def _weighted(verb: int, pool: list[int]) -> tuple[tuple[Action, float], ...]:
    return _pool_outcomes(verb, tuple(pool))


@functools.lru_cache(maxsize=4096)
def _pool_outcomes(source: Hashable, pool: tuple[int, ...]) -> tuple[tuple[Action, float], ...]:
    """A draw from `pool` (a count per kind) as the outcomes of `source`
    (`_OUTCOMES`), remembered by the counts: a search meets the same few
    stacks and bags at thousands of chance nodes."""
    total = sum(pool)
    table = _OUTCOMES[source]
    return tuple((table[i], n / total) for i, n in enumerate(pool) if n)


def _draw_source(s: TempleTable) -> tuple[int, list[int]]:
    if s.draw_cat == DRAW_ROOMS:
        return DRAW_ROOM, s.room_pool
    if s.draw_cat == DRAW_CARDS:
        return DRAW_CARD, s.card_pool
    return DRAW_TREASURE, s.tr_pool


def _deal_site(s: TempleTable) -> int:
    slot = s.deal_slot
    for site, n in enumerate(SITE_DEAL[s.game.players]):
        if slot < n:
            return site
        slot -= n
    return 5
