"""The actions of a taken tile (and rewards of a dig), in the order the player picks (p.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import draws, exploring, flow, holdings, scoring
from .actions import Action
from .components import (
    ALTAR,
    CHAMBER,
    E_ALTAR,
    E_ANY_KEY,
    E_CARD,
    E_KEY,
    E_PASSAGE,
    E_POINTS,
    E_ROOM,
    E_SCORING,
    E_TREASURE,
    LIGHT,
    door_edges,
)
from .phases import (
    CK_ALTAR_TOP,
    CK_REFILL,
    DRAW_CARDS,
    DRAW_ROOMS,
    DRAW_TREASURES,
    EX_MAIN,
    PH_CHANCE,
    PH_EFFECTS,
)
from .scoring import P_SCORING_TILE, P_TILE

if TYPE_CHECKING:
    from .state import TempleState


def put_light_room(s: TempleState, space: int, colour: int, layout: int, rotation: int) -> None:
    s.kind[space] = LIGHT
    s.colour[space] = colour
    s.tile[space] = layout * 6 + rotation
    base = space * 6
    for edge in door_edges(layout, rotation):
        s.doors[base + edge] = 1 << colour


def after_discovery(s: TempleState) -> None:
    """The treasure chamber fills the last empty space at once (rulebook p.7)."""
    empty = s.empty_spaces()
    if len(empty) == 1:
        s.kind[empty[0]] = CHAMBER


def advance_effects(s: TempleState) -> None:
    """Wait for the player's choice, or start a dig reward that needs none.

    A tile's actions are each the player's to use or skip (p.7 "you may use
    them all"); the rewards of a dig's bonus space come at once (p.6).
    """
    _drop_impossible(s)
    pending = s.pending
    at_once = s.effect_ctx or s.game.options["all_tile_actions"]
    for i, (effect, _) in enumerate(pending if at_once else ()):
        if effect == E_ROOM:
            pending.pop(i)
            draws.start_draw(s, DRAW_ROOMS, 0)
            return
        if effect == E_CARD:
            pending.pop(i)
            draws.start_draw(s, DRAW_CARDS, 0)
            return
    if pending:
        s.phase = PH_EFFECTS
        return
    if s.effect_ctx == 0:
        exploring.start_explore(s, EX_MAIN)
    else:
        exploring.after_dig(s)


def _drop_impossible(s: TempleState) -> None:
    """An effect with nothing left to take does nothing (supply or stacks empty)."""
    no_keys = not any(s.supply)
    no_treasure = not any(s.tr_count) and not s.open_tr
    no_passage = not s.passages_left
    if no_keys or no_treasure or no_passage:
        s.pending = [
            (e, arg)
            for e, arg in s.pending
            if not (no_keys and e in (E_KEY, E_ANY_KEY))
            and not (no_treasure and e == E_TREASURE)
            and not (no_passage and e == E_PASSAGE)
        ]


def _pop_pending(s: TempleState, effect: int) -> int:
    """Remove the first pending `effect`; its argument (points, key colour)."""
    for i, (e, arg) in enumerate(s.pending):
        if e == effect:
            s.pending.pop(i)
            return arg
    return 0


def take_points_and_passage(s: TempleState) -> None:
    """Option `all_tile_actions`: the tile's points and passage token, at once."""
    rest = []
    for effect, arg in s.pending:
        if effect == E_POINTS:
            scoring.add_points(s, s.mover, P_TILE, arg)
        elif effect == E_PASSAGE:
            if s.passages_left:
                s.passages_left -= 1
                s.passages[s.mover] += 1
        else:
            rest.append((effect, arg))
    s.pending = rest


def use(s: TempleState, a: Action) -> None:
    """A tile action with no choice of its own: points, a passage token, a draw (p.7)."""
    effect = a.a
    arg = _pop_pending(s, effect)
    if effect == E_ROOM:
        draws.start_draw(s, DRAW_ROOMS, 0)
    elif effect == E_CARD:
        draws.start_draw(s, DRAW_CARDS, 0)
    else:
        if effect == E_POINTS:
            scoring.add_points(s, s.mover, P_TILE, arg)
        elif s.passages_left:
            s.passages_left -= 1
            s.passages[s.mover] += 1
        advance_effects(s)


def skip(s: TempleState, a: Action) -> None:
    """A tile action left unused: nothing is taken (p.7 "you may use them all")."""
    _pop_pending(s, a.a)
    s.skipped[s.mover] += 1
    advance_effects(s)


def take_key(s: TempleState, a: Action) -> None:
    """A key goes face down to the camp or face up to the backpack, for good (p.7, p.11).

    A tile shows one key: its colour, another if that one is sold out, or any.
    A key put face down in the camp is hidden, so its text is kept secret.
    """
    if not a.b:
        s._keep_secret(s.mover)
    for i, (e, arg) in enumerate(s.pending):
        if e == E_ANY_KEY or (e == E_KEY and (arg == a.a or not s.supply[arg])):
            s.pending.pop(i)
            break
    holdings.gain_key(s, s.mover, a.a, a.b)
    advance_effects(s)


def score_colour(s: TempleState, a: Action) -> None:
    _pop_pending(s, E_SCORING)
    scoring.add_points(s, s.mover, P_SCORING_TILE, scoring.colour_doors(s, s.mover, a.a))
    advance_effects(s)


def place_altar(s: TempleState, a: Action) -> None:
    _pop_pending(s, E_ALTAR)
    space = a.a
    s.kind[space] = ALTAR
    s.colour[space] = s.altar_top
    after_discovery(s)
    s.altar_top = -1
    if any(s.altar_pool):  # the next altar is turned face up
        s.phase = PH_CHANCE
        s.chance_kind = CK_ALTAR_TOP
    else:
        advance_effects(s)


def treasure_from(s: TempleState, a: Action) -> None:
    _pop_pending(s, E_TREASURE)
    draws.start_draw(s, DRAW_TREASURES, a.a)


def treasure_open(s: TempleState, a: Action) -> None:
    """More control: a face-up treasure, replaced at once from a stack (p.11)."""
    _pop_pending(s, E_TREASURE)
    s.open_tr.remove(a.a)
    s.tr_public[s.mover][a.a] += 1
    stack = flow.refill_stack(s)
    if not s.tr_count[stack]:
        advance_effects(s)
        return
    if s.tr_tops[stack]:
        k = s.tr_tops[stack].pop(0)
        s.tr_masks[stack].pop(0)
        s.tr_count[stack] -= 1
        s.open_tr.append(k)
        s.open_tr.sort()
        advance_effects(s)
        return
    s.draw_stack = stack
    s.phase = PH_CHANCE
    s.chance_kind = CK_REFILL
