"""Legal actions and their effects, as functions on a South Pole state.

A turn runs through phases: START (explorer on the tent, choose dice), MOVE
(step to a neighbouring space), CHECK (the dice are rolled against the
tile; cubes may improve them), ONWARD (after reaching the tile: go on, move
the tent to a free camp, or make camp). Chance nodes interrupt any phase:
dealing backs at setup, drawing a face when a tile is revealed or peeked at,
and rolling dice one at a time.
"""

from __future__ import annotations

from expeditions.core import CHANCE, State

from .actions import (
    ARRIVE,
    ARRIVE_ACTION,
    BACK_ACTIONS,
    CAMP,
    CAMP_ACTION,
    CHOOSE,
    CHOOSE_ACTIONS,
    FAIL,
    FAIL_ACTION,
    MOVE,
    MOVE_ACTIONS,
    PEEK,
    PEEK_ACTIONS,
    RECOLOUR,
    RECOLOUR_ACTIONS,
    REROLL,
    REROLL_ACTIONS,
    REST,
    REST_ACTIONS,
    ROLL,
    ROLL_ACTIONS,
    TENT,
    TENT_ACTION,
    TILE,
    TILE_ACTIONS,
    Action,
)
from .components import (
    CAMP_MARKERS,
    DICE_CHOICES,
    DICE_PER_TURN,
    DIE_VALUES,
    ENTERABLE,
    FLAG_SPACES,
    FLAG_SYMBOL,
    KINDS,
    MAX_CUBES,
    NEED,
    PRINTED_CAMP,
    TERRAIN_SPACES,
    TILE_SPACES,
    pool_index,
)
from .state import CHECK, ONWARD, OVER, SETUP, START, STEP, SouthPoleTable

DEAL_ORDER: tuple[int, ...] = FLAG_SPACES + TERRAIN_SPACES
"""The order in which the backs are dealt at setup: flag spaces, then the rest."""

ROLL_OUTCOMES: tuple[tuple[tuple[Action, float], ...], ...] = tuple(
    tuple((ROLL_ACTIONS[c][v], p) for v, p in DIE_VALUES) for c in range(3)
)
"""The outcomes of rolling one die of each colour, with their chances."""

# --- who decides ------------------------------------------------------------------


def current_player(s: SouthPoleTable) -> int:
    """Chance while backs are dealt, a face is drawn or dice roll; else the turn's seat."""
    if s.phase == SETUP or s.drawing >= 0 or s.rolling:
        return CHANCE
    return s.turn


def is_over(s: SouthPoleTable) -> bool:
    """The game ends the moment someone plants their last flag (p.11)."""
    return s.winner >= 0


# --- chance -------------------------------------------------------------------


def chance_outcomes(s: SouthPoleTable) -> list[tuple[Action, float]]:
    if s.phase == SETUP:
        space = DEAL_ORDER[s.dealt]
        base = pool_index(KINDS[space], 0)
        left = s.undealt[base : base + 3]
        total = sum(left)
        return [(BACK_ACTIONS[c], n / total) for c, n in enumerate(left) if n]
    if s.drawing >= 0:
        pile = s.pools[pool_index(KINDS[s.drawing], s.back[s.drawing])]
        p = 1.0 / len(pile)
        return [(TILE_ACTIONS[t], p) for t in pile]
    return list(ROLL_OUTCOMES[s.dice[s.rolling[0]]])


def apply_chance(s: SouthPoleTable, action: Action) -> None:
    kind = action.kind
    if kind == ROLL:
        s.pips[s.rolling.pop(0)] = action.b
    elif kind == TILE:
        s.own_board()
        fix_face(s, s.drawing, action.a)
        if s.peeker >= 0:
            s.seen[s.drawing] |= 1 << s.peeker
            s._keep_secret(s.peeker)
        else:
            s.shown[s.drawing] = 1
        s.drawing = -1
        s.peeker = -1
    else:  # BACK
        space = DEAL_ORDER[s.dealt]
        s.back[space] = action.a
        s.undealt[pool_index(KINDS[space], action.a)] -= 1
        s.dealt += 1
        if s.dealt == len(DEAL_ORDER):
            s.phase = START


def fix_face(s: SouthPoleTable, space: int, tile: int) -> None:
    """Take `tile` out of its pile and lay it (still unseen) on `space`
    (on board lists of the table's own: see `SouthPoleTable.own_board`)."""
    s.face[space] = tile
    i = pool_index(KINDS[space], s.back[space])
    pile = s.pools[i]
    if tile in pile:
        k = pile.index(tile)
        s.pools[i] = pile[:k] + pile[k + 1 :]


# --- what the player to move may do --------------------------------------------------


def legal_actions(s: SouthPoleTable) -> list[Action]:
    phase = s.phase
    if phase == CHECK:
        out = [ARRIVE_ACTION if check_met(s) else FAIL_ACTION]
        _add_rests(s, out)
        if s.cubes[s.turn]:
            hue = tuple(s.hue)
            spends = _SPENDS.get(hue)
            if spends is None:
                spends = _SPENDS[hue] = _spends(hue)
            out.extend(spends)
            out.extend(_peeks(s))
        return out
    if phase == STEP:
        out = [MOVE_ACTIONS[t] for t in ENTERABLE[s.at]]
        _add_rests(s, out)  # after moving the tent the dice still show their roll
    elif phase == ONWARD:
        # A success needs a die showing pips, and only blank dice rest, so
        # at least one die is always left here to go on with.
        out = [MOVE_ACTIONS[t] for t in ENTERABLE[s.at]]
        if is_free_camp(s, s.at):
            out.append(TENT_ACTION)
        if may_camp(s):
            out.append(CAMP_ACTION)
        _add_rests(s, out)
    else:  # START
        out = list(CHOOSE_ACTIONS)
    if s.cubes[s.turn]:
        out.extend(_peeks(s))
    return out


def _spends(hue: tuple[int, ...]) -> tuple[Action, ...]:
    """A cube's uses on dice counted as `hue`: every reroll, then every recolour."""
    out = list(REROLL_ACTIONS[1 : 1 << len(hue)])
    for d, h in enumerate(hue):
        row = RECOLOUR_ACTIONS[d]
        out.extend(row[c] for c in range(3) if c != h)
    return tuple(out)


_SPENDS: dict[tuple[int, ...], tuple[Action, ...]] = {}
"""`_spends` by the colours the dice count as: a few hundred keys at most."""


def _add_rests(s: SouthPoleTable, out: list[Action]) -> None:
    pips = s.pips
    out.extend(REST_ACTIONS[d] for d in range(len(pips)) if pips[d] == 0)


def _peeks(s: SouthPoleTable) -> tuple[Action, ...]:
    """The tiles the player to move has not seen; remembered for the last
    board lists asked about, which never change (`SouthPoleTable.own_board`)."""
    shown, seen, turn = s.shown, s.seen, s.turn
    last = _LAST_PEEKS
    if last[0] is shown and last[1] is seen and last[2] == turn:
        return last[3]
    bit = 1 << turn
    found = tuple(PEEK_ACTIONS[t] for t in TILE_SPACES if not shown[t] and not seen[t] & bit)
    _remember_peeks(shown, seen, turn, found)
    return found


_LAST_PEEKS: tuple = (None, None, -1, ())
"""The `shown` and `seen` lists and turn `_peeks` last answered, and its
answer: one tuple, replaced whole."""


def _remember_peeks(*last: object) -> None:
    global _LAST_PEEKS
    _LAST_PEEKS = last


def counts(s: SouthPoleTable) -> list[int]:
    """What the dice show per colour, each die counted as its colour for this check."""
    sums = [0, 0, 0]
    hue = s.hue
    for d, v in enumerate(s.pips):
        if v > 0:
            sums[hue[d]] += v
    return sums


def check_met(s: SouthPoleTable) -> bool:
    """The tile is reached when every colour it names shows at least its number."""
    need = NEED[s.face[s.at]]
    sums = counts(s)
    return sums[0] >= need[0] and sums[1] >= need[1] and sums[2] >= need[2]


def has_opponent_tent(s: SouthPoleTable, space: int) -> bool:
    tents = s.tents
    if space not in tents:
        return False
    turn = s.turn
    return any(t == space and seat != turn for seat, t in enumerate(tents))


def may_camp(s: SouthPoleTable) -> bool:
    """Camp anywhere reached, except where another player's tent stands."""
    return not has_opponent_tent(s, s.at)


def is_free_camp(s: SouthPoleTable, space: int) -> bool:
    """A printed or placed camp with no tent on it."""
    camp = s.camps[space] or PRINTED_CAMP[s.face[space]]
    return bool(camp) and space not in s.tents


# --- effects ----------------------------------------------------------------------------


def apply(s: SouthPoleTable, action: Action) -> None:
    """Play a player decision or a chance outcome on the table.

    The commonest first: the bots' lookahead rolls dice and spends cubes
    far more often than anything else."""
    kind = action.kind
    if kind == ROLL:
        s.pips[s.rolling.pop(0)] = action.b
    elif kind == REROLL:
        s.cubes[s.turn] -= 1
        rolling = s.rolling = list(REROLLED[action.a])
        pips = s.pips
        for d in rolling:
            pips[d] = -1
    elif kind == RECOLOUR:
        s.cubes[s.turn] -= 1
        s.hue[action.a] = action.b
    elif kind == REST:
        _rest(s, action.a)
    elif kind == PEEK:
        _peek(s, action.a)
    elif kind == MOVE:
        _move(s, action.a)
    elif kind == ARRIVE:
        _arrive(s)
    elif kind == FAIL:
        _gain_cube(s)
        _end_turn(s)
    elif kind == CAMP:
        s.own_board()
        s.tents[s.turn] = s.at
        if not PRINTED_CAMP[s.face[s.at]] and sum(s.camps) < CAMP_MARKERS:
            s.camps[s.at] = 1
        _end_turn(s)
    elif kind == TENT:
        s.own_board()
        s.tents[s.turn] = s.at
        s.phase = STEP
    elif kind == CHOOSE:
        w, k, b = DICE_CHOICES[action.a]
        s.dice = [0] * w + [1] * k + [2] * b
        s.pips = [-1] * len(s.dice)
        s.hue = s.dice[:]
        s.phase = STEP
    else:
        apply_chance(s, action)


REROLLED: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in range(DICE_PER_TURN) if mask >> d & 1) for mask in range(1 << DICE_PER_TURN)
)
"""The dice a reroll mask names (bit i = die i), in order."""


def _peek(s: SouthPoleTable, space: int) -> None:
    s.cubes[s.turn] -= 1
    if s.face[space] >= 0:
        s.own_board()
        s.seen[space] |= 1 << s.turn
    else:
        s.drawing = space
        s.peeker = s.turn


def _move(s: SouthPoleTable, space: int) -> None:
    """Step onto the space, turn its tile face up, then roll every die held."""
    s.at = space
    if not s.shown[space]:
        if s.face[space] >= 0:
            s.own_board()
            s.shown[space] = 1
        else:
            s.drawing = space
            s.peeker = -1
    s.hue = s.dice[:]
    s.pips = [-1] * len(s.dice)
    s.rolling = list(range(len(s.dice)))
    s.phase = CHECK


def _rest(s: SouthPoleTable, die: int) -> None:
    del s.dice[die]
    del s.pips[die]
    del s.hue[die]
    _gain_cube(s)


def _gain_cube(s: SouthPoleTable) -> None:
    if s.cubes[s.turn] < MAX_CUBES:
        s.cubes[s.turn] += 1


def _arrive(s: SouthPoleTable) -> None:
    at, turn = s.at, s.turn
    s.hue = s.dice[:]
    s.phase = ONWARD
    if FLAG_SYMBOL[s.face[at]] and s.planted[at] < 0:
        s.own_board()
        s.planted[at] = turn
        s.flags[turn] -= 1
        if s.flags[turn] == 0:
            s.winner = turn
            s.phase = OVER


def _end_turn(s: SouthPoleTable) -> None:
    s.dice = []
    s.pips = []
    s.hue = []
    s.turn = (s.turn + 1) % len(s.tents)
    s.at = s.tents[s.turn]
    s.phase = START


# --- why an action is not allowed -------------------------------------------------------


def why_illegal(s: SouthPoleTable, action: object) -> str:
    """The rule that forbids `action` here, in words."""
    if not s.is_chance_node():
        why = _forbidding_rule(s, action)
        if why is not None:
            return why
    return State._why_illegal(s, action)


def _forbidding_rule(s: SouthPoleTable, action: object) -> str | None:
    """The rule that forbids a player action here, or None to use the generic message."""
    if not isinstance(action, Action):
        return None
    kind = action.kind
    if kind == PEEK and not s.cubes[s.turn]:
        return "peeking at a tile costs a power cube, and you have none"
    if kind in (REROLL, RECOLOUR) and not s.cubes[s.turn]:
        return f"{action} costs a power cube, and you have none"
    if kind == MOVE and s.phase in (STEP, ONWARD) and action.a not in ENTERABLE[s.at]:
        if KINDS[action.a] == 2:
            return f"{action}: nobody may climb the three mountains"
        return f"{action}: the explorer moves only to a neighbouring space"
    if kind == MOVE and s.phase == CHECK:
        return f"{action}: settle this roll first (arrive, fail, or spend a cube)"
    if kind in (CAMP, TENT) and s.phase != ONWARD:
        return f"{action}: only right after reaching a space"
    if kind == CAMP and not may_camp(s):
        return "camp: another player's tent stands here, so you must go on"
    if kind == TENT:
        return "tent here: only on a camp (printed or placed) with no tent on it"
    if kind == REST and s.phase in (CHECK, ONWARD):
        return f"{action}: only a die showing a blank may rest"
    if kind == CHOOSE and s.phase != START:
        return "the six dice are chosen once, at the start of the turn"
    return None
