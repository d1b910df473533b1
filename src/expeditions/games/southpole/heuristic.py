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
from .rules import check_met, has_opponent_tent, is_free_camp
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


class _Judge:
    """One evaluation: the open flags and each seat's standing, computed once."""

    __slots__ = ("s", "seat", "open", "close", "need")

    def __init__(self, s: SouthPoleTable, seat: int) -> None:
        self.s = s
        self.seat = seat
        found = s._open
        if found is None:
            found = s._open = _open_flags(s)
        self.open = found
        table = _CLOSE.get(found)
        self.close = table if table is not None else _closeness_table(found)
        self.need = FLAGS_EACH[len(s.flags)]

    def standing(self, player: int, space: int) -> float:
        """A seat with its tent on `space`: flags planted, nearness, cubes."""
        s = self.s
        return (
            self.need
            - s.flags[player]
            + _NEAR_WEIGHT * self.close[space]
            + _CUBE_WEIGHT * s.cubes[player]
        )

    def reached(self, player: int, space: int, fall: float) -> float:
        """Having just reached `space` this turn: a flag if one waits, then camp or not."""
        s = self.s
        if has_opponent_tent(s, space):
            return fall
        if space in self.open:
            face = _known_face(s, space, self.seat)
            gain = _UNSEEN_FLAG if face < 0 else float(FLAG_SYMBOL[face])
            value = (
                self.need
                - s.flags[player]
                + gain
                + _NEAR_WEIGHT * _closeness_without(self.open, space)[space]
                + _CUBE_WEIGHT * s.cubes[player]
            )
        else:
            value = (
                self.need
                - s.flags[player]
                + _NEAR_WEIGHT * self.close[space]
                + _CUBE_WEIGHT * s.cubes[player]
            )
        return fall if fall > value else value

    def onward(self, player: int, fall: float) -> float:
        """The best next step with the dice held, failing back to `fall`."""
        s = self.s
        held = [0, 0, 0]
        for colour in s.dice:
            held[colour] += 1
        best = fall
        seat = self.seat
        for space in ENTERABLE[s.at]:
            p = _reach_chance(s, space, held, seat)
            value = p * self.reached(player, space, fall) + (1.0 - p) * fall
            if value > best:
                best = value
        return best

    def mover(self) -> float:
        """The seat on the move, by where the turn stands now."""
        s = self.s
        player, at, phase = s.turn, s.at, s.phase
        fall = self.standing(player, s.tents[player])
        if not s.dice or s.rolling or s.drawing >= 0:
            return fall
        if phase == STEP:
            return self.onward(player, fall)
        if phase == CHECK:
            if check_met(s):
                return self.reached(player, at, fall)
            if not s.cubes[player]:
                return fall
            held = [0, 0, 0]
            for colour in s.hue:
                held[colour] += 1
            p = _chance(NEED[s.face[at]], held)
            return fall + p * (self.reached(player, at, fall) - fall)
        if phase == ONWARD:
            here = fall if has_opponent_tent(s, at) else self.standing(player, at)
            if is_free_camp(s, at):
                fall = max(fall, self.standing(player, at))
            return max(here, fall, self.onward(player, fall))
        return fall


_WITHOUT: dict[tuple[tuple[int, ...], int], tuple[float, ...]] = {}
"""`_closeness_table` of the open flags less one of them, by both."""


def _closeness_without(found: tuple[int, ...], space: int) -> tuple[float, ...]:
    key = (found, space)
    table = _WITHOUT.get(key)
    if table is None:
        table = _WITHOUT[key] = _closeness_table(tuple(f for f in found if f != space))
    return table


def evaluate(state: SouthPoleTable, seat: int) -> float:
    """In [-1, 1]: this seat's progress against the best opponent's, in flags."""
    s = state
    if s.winner >= 0:
        return 1.0 if s.winner == seat else -1.0
    judge = _Judge(s, seat)
    turn = s.turn
    need, close, flags, cubes = judge.need, judge.close, s.flags, s.cubes
    mine, best = 0.0, -1e9
    for p, tent in enumerate(s.tents):
        if p == turn:
            value = judge.mover()
        else:
            value = need - flags[p] + _NEAR_WEIGHT * close[tent] + _CUBE_WEIGHT * cubes[p]
        if p == seat:
            mine = value
        elif value > best:
            best = value
    return max(-1.0, min(1.0, (mine - best) / need))
