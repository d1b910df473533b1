"""How far along a seat is: flags planted, then nearness to a flag still to take.

The player on the move is judged by what the turn can still bring: the chance
that the dice held reach the next space (from the tile's face when the seat
knows it, else averaged over the tiles that may lie under its back), weighed
against falling back to the tent. That is what makes a greedy bot take dice
in the colours ahead, go on while the odds are good, and camp when they are
not.
"""

from __future__ import annotations

from .components import (
    AT_LEAST,
    ENTERABLE,
    FLAG_SPACES,
    FLAG_SYMBOL,
    FLAGS_EACH,
    KINDS,
    MAX_CUBES,
    NEED,
    SPACES,
    STEPS,
    pool_index,
)
from .rules import has_opponent_tent, is_free_camp
from .state import CHECK, ONWARD, STEP, SouthPoleTable

_FAR = 12
"""Steps from the ship to the northern row: beyond this a tent is 'just started'."""
_NEAR_WEIGHT = 0.6
_CUBE_WEIGHT = 0.15 / MAX_CUBES
_UNSEEN_FLAG = 0.8
"""The share of flag tiles that show a flag: what an unseen flag space is worth."""


def _open_flags(s: SouthPoleTable) -> tuple[int, ...]:
    """Flag spaces that may still yield a flag: unclaimed, and not seen to lack one."""
    planted, shown, face = s.planted, s.shown, s.face
    out = []
    for f in FLAG_SPACES:
        if planted[f] < 0 and (not shown[f] or FLAG_SYMBOL[face[f]]):
            out.append(f)
    return tuple(out)


def _closeness(space: int, targets: tuple[int, ...]) -> float:
    row = STEPS[space]
    near = min([row[f] for f in targets]) if targets else _FAR
    return 1.0 - near / _FAR if near < _FAR else 0.0


_CLOSE: dict[tuple[int, ...], tuple[float, ...]] = {}
"""Closeness of every space to a set of open flag spaces; at most 2**9 sets."""


def _closeness_table(targets: tuple[int, ...]) -> tuple[float, ...]:
    table = _CLOSE.get(targets)
    if table is None:
        table = _CLOSE[targets] = tuple(_closeness(t, targets) for t in range(SPACES))
    return table


_PILE_ODDS: dict[tuple[tuple[int, ...], int, int, int], float] = {}
"""The mean chance of one roll over a pile of faces, by pile and dice held.
Piles only shrink, so the keys are few; the cache is emptied if it grows big."""


def _known_face(s: SouthPoleTable, space: int, seat: int) -> int:
    """The face `seat` knows lies on `space`, or -1."""
    if s.shown[space] or s.seen[space] >> seat & 1:
        return s.face[space]
    return -1


def _chance(need: tuple[int, int, int], held: list[int]) -> float:
    return AT_LEAST[held[0]][need[0]] * AT_LEAST[held[1]][need[1]] * AT_LEAST[held[2]][need[2]]


def _reach_chance(s: SouthPoleTable, space: int, held: list[int], seat: int) -> float:
    """The chance that one roll of `held` (dice per colour) reaches `space`."""
    face = _known_face(s, space, seat)
    if face >= 0:
        return _chance(NEED[face], held)
    pile = s.pools[pool_index(KINDS[space], s.back[space])]
    if not pile:
        return 0.5
    key = (pile, held[0], held[1], held[2])
    odds = _PILE_ODDS.get(key)
    if odds is None:
        if len(_PILE_ODDS) > 100_000:
            _PILE_ODDS.clear()
        odds = _PILE_ODDS[key] = sum(_chance(NEED[t], held) for t in pile) / len(pile)
    return odds


def _standing(
    s: SouthPoleTable, close: tuple[float, ...], need: int, player: int, space: int
) -> float:
    """A seat with its tent on `space`: flags planted, nearness, cubes."""
    return need - s.flags[player] + _NEAR_WEIGHT * close[space] + _CUBE_WEIGHT * s.cubes[player]


def _reached(
    s: SouthPoleTable,
    seat: int,
    found: tuple[int, ...],
    close: tuple[float, ...],
    need: int,
    player: int,
    space: int,
    fall: float,
) -> float:
    """Having just reached `space` this turn: a flag if one waits, then camp or not."""
    if space in s.tents and has_opponent_tent(s, space):
        return fall
    if space in found:
        face = _known_face(s, space, seat)
        gain = _UNSEEN_FLAG if face < 0 else float(FLAG_SYMBOL[face])
        value = (
            need
            - s.flags[player]
            + gain
            + _NEAR_WEIGHT * _closeness_without(found, space)[space]
            + _CUBE_WEIGHT * s.cubes[player]
        )
    else:
        value = _standing(s, close, need, player, space)
    return fall if fall > value else value


def _onward(
    s: SouthPoleTable,
    seat: int,
    found: tuple[int, ...],
    close: tuple[float, ...],
    need: int,
    player: int,
    fall: float,
) -> float:
    """The best next step with the dice held, failing back to `fall`."""
    held = [0, 0, 0]
    for colour in s.dice:
        held[colour] += 1
    best = fall
    for space in ENTERABLE[s.at]:
        p = _reach_chance(s, space, held, seat)
        value = p * _reached(s, seat, found, close, need, player, space, fall) + (1.0 - p) * fall
        if value > best:
            best = value
    return best


def _mover(
    s: SouthPoleTable, seat: int, found: tuple[int, ...], close: tuple[float, ...], need: int
) -> float:
    """The seat on the move, by where the turn stands now."""
    player, at, phase = s.turn, s.at, s.phase
    fall = _standing(s, close, need, player, s.tents[player])
    if not s.dice or s.rolling or s.drawing >= 0:
        return fall
    if phase == CHECK:
        # The dice count here only by whether they meet the tile: the search
        # judges a check's rerolls by that alone (`SouthPoleState.one_step_values`).
        wanted = NEED[s.face[at]]
        hue = s.hue
        sums = [0, 0, 0]
        for d, v in enumerate(s.pips):
            if v > 0:
                sums[hue[d]] += v
        if sums[0] >= wanted[0] and sums[1] >= wanted[1] and sums[2] >= wanted[2]:
            return _reached(s, seat, found, close, need, player, at, fall)
        if not s.cubes[player]:
            return fall
        held = [0, 0, 0]
        for colour in hue:
            held[colour] += 1
        p = _chance(wanted, held)
        return fall + p * (_reached(s, seat, found, close, need, player, at, fall) - fall)
    if phase == STEP:
        return _onward(s, seat, found, close, need, player, fall)
    if phase == ONWARD:
        standing = _standing(s, close, need, player, at)
        here = fall if has_opponent_tent(s, at) else standing
        if is_free_camp(s, at):
            fall = max(fall, standing)
        return max(here, fall, _onward(s, seat, found, close, need, player, fall))
    return fall


_WITHOUT: dict[tuple[tuple[int, ...], int], tuple[float, ...]] = {}
"""`_closeness_table` of the open flags less one of them, by both."""


def _closeness_without(found: tuple[int, ...], space: int) -> tuple[float, ...]:
    key = (found, space)
    table = _WITHOUT.get(key)
    if table is None:
        table = _WITHOUT[key] = _closeness_table(tuple(f for f in found if f != space))
    return table


_LAST: tuple = (None, None, None, (), ())
"""The board lists the open flags were last found on (`planted`, `shown`,
`face`), with those flags and their closeness table. Board lists are never
written in place once a write is over (`SouthPoleTable.own_board`), so the
same three lists mean the same answer; holding them keeps their identity.
One tuple, replaced whole, so a reader never sees half of two answers."""


def _remember(*last: object) -> None:
    global _LAST
    _LAST = last


def evaluate(state: SouthPoleTable, seat: int) -> float:
    """In [-1, 1]: this seat's progress against the best opponent's, in flags."""
    s = state
    if s.winner >= 0:
        return 1.0 if s.winner == seat else -1.0
    planted, shown, face = s.planted, s.shown, s.face
    last = _LAST
    if planted is last[0] and shown is last[1] and face is last[2]:
        found, close = last[3], last[4]
    else:
        found = _open_flags(s)
        close = _CLOSE.get(found)
        if close is None:
            close = _closeness_table(found)
        _remember(planted, shown, face, found, close)
    need = FLAGS_EACH[len(s.flags)]
    turn = s.turn
    mine, best = 0.0, -1e9
    for p, tent in enumerate(s.tents):
        if p == turn:
            value = _mover(s, seat, found, close, need)
        else:
            value = _standing(s, close, need, p, tent)
        if p == seat:
            mine = value
        elif value > best:
            best = value
    return max(-1.0, min(1.0, (mine - best) / need))
