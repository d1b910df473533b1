"""The game's own sense of progress, for the generic bots.

A one-decision greedy bot must see every useful step as a gain: each relic
that grows a colour or symbol set, each space walked toward the next relic
(or toward unexplored jungle when none is in sight), and, once four relics
match, each space walked toward a landing clearing. Progress is counted in
"steps": one space nearer the goal is worth one. An animal that the next roll
could move onto an explorer with nothing to stop it costs a share of what its
visit would: without it the bots ended turns beside panthers and never
valued a dart. The greedy bot with this term scored 68.5% [58.9, 76.8] over
100 games (seats alternated) against the same bot without it.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from . import walks
from .animals import animal_reaches, protections_in
from .backpack import kept_on, may_take_spot_relic, relic_sets
from .components import (
    BACKPACK_SLOTS,
    BOAR,
    EMPTY,
    FEATURE_OF_KIND,
    FIRST_AID,
    IVY,
    LANDING_KINDS,
    MONKEY,
    NEEDED_FOR,
    NEIGH,
    PANTHER,
    RELIC_BASE,
    SNAKE,
)
from .tasks import P_ACTIONS, P_OVER
from .walks import FAR, board_of, nowhere, route

if TYPE_CHECKING:
    from expeditions.core import Game

    from .state import RelicTable

RELIC_STEPS = 12.0
"""A relic that joins my best set is worth this many steps of walking."""
SET_STEPS = 3.0
"""Each relic in a set of two or more: keeps the second-best sets worth carrying."""
SUPPLY_STEPS = 0.6
"""A first supply of a kind: less than one step, so walking wins over drawing."""
GOAL_SHARE = 0.9
"""A relic in sight counts for a little less than in the backpack: take it when there."""
SPOT_STEPS = 8.0
"""Face-down feature relics I may reach: likely one that helps."""
EXPLORE_STEPS = 0.3
"""Per action to the nearest unrevealed jungle: a gentle pull where new relics turn up."""
FAR_PULL = 1.0
"""A useful relic too far to be worth walking for at full price is still a goal
worth up to this, less a little per action: without it an explorer with nothing
within reach wanders until the round limit."""
_PULL = tuple(FAR_PULL * (1.0 - d / FAR) for d in range(FAR))
"""`FAR_PULL`, less a little per action: the pull of a goal `d` actions away."""
_SUPPLY_FOR = {kind: NEEDED_FOR[f] for kind, f in FEATURE_OF_KIND.items()}
"""The supply each feature kind of space asks of an explorer."""
OUT_STEPS = 80.0
"""Four matching relics: more than any amount of relic hunting."""
SCALE = 160.0
IVY_STEPS = 3
"""A relic lying on poison ivy is this many actions further for an explorer
without a first aid: stepping on the ivy ends the turn and loses the next
(p.18). Counted as a plain step, the lost turn (the `lying` penalty) made
stepping on it worse than standing beside it, and an explorer holding three
matching relics stood beside its fourth on ivy until the game was stopped."""
ACTION_LEFT_STEPS = 0.9
"""Each action the mover has left this turn, as far as its best goal needs
them: about a step it may still take. Without it a half-spent turn looked
worse than the same turn played out, so a search judging positions at
different depths of a turn favoured the deeper ones over the better ones.
Actions beyond what the goal needs count for nothing, else ending a turn
with nothing left to do forfeited them and the bots took and dropped
supplies instead; and a step is worth a little more than the action it
spends, else a step toward the goal tied with standing still."""
FREE_STEPS = 0.3
"""Each item the mover has taken this turn, or dropped since it last moved or
drew. Taking and dropping cost no action, and ending the turn forfeits the
actions left that the best goal needs, so while any were left the bots took
and dropped supplies in place of ending: at a twentieth of a step for each
item taken, in one turn 57 times. Half of what a first supply of a kind
adds (`SUPPLY_STEPS`): a supply worth having is still taken, and the bot
plays as strongly (docs/simulation.md, "Free actions priced")."""
HARM_STEPS = {SNAKE: 3.0, BOAR: 4.0, PANTHER: 10.0}
"""What an animal's visit costs: a lost turn is about 3 actions; a boar also
spills the backpack, a panther carries the explorer off the board as well."""
ROLLED = {SNAKE: 2 / 6, BOAR: 2 / 6, PANTHER: 2 / 6, MONKEY: 3 / 6}
"""Chance that the next animal roll moves each species."""
THREAT_SHARE = 0.5
"""An animal in reach is a risk, not a certainty: the rival may move another."""


def _set_worth(n: int) -> float:
    return SET_STEPS * n if n >= 2 else 0.0


SET_WORTH = tuple(_set_worth(n) for n in range(4 * BACKPACK_SLOTS))
"""`_set_worth` of every set size a backpack can hold (and more), read
at every evaluation."""


def _cheapest(pack: tuple[int, ...], colours, symbols, best: int, kept: int = -1) -> float:
    """What the least useful item of a full backpack is worth: the price of room.
    The supply `kept`, which keeps the explorer on its feature, is no room."""
    return _cheapest_slot(pack, colours, symbols, best, kept)[0]


def _cheapest_slot(
    pack: tuple[int, ...], colours, symbols, best: int, kept: int = -1
) -> tuple[float, int]:
    """`_cheapest`, and the slot of the item that makes room."""
    low, slot = RELIC_STEPS * 4, -1
    for i, item in enumerate(pack):
        if 0 <= item < RELIC_BASE and item != kept:
            low, slot = SUPPLY_STEPS, i
            break
    for i, item in enumerate(pack):
        if item >= RELIC_BASE:
            x = item - RELIC_BASE
            a, b = colours[x // 6], symbols[x % 6]
            loss = SET_WORTH[a] - SET_WORTH[a - 1] + SET_WORTH[b] - SET_WORTH[b - 1]
            if max(a, b) == best and sum(1 for n in (*colours, *symbols) if n == best) == 1:
                loss += RELIC_STEPS * (best <= 4)
            if loss < low:
                low, slot = loss, i
    return low, slot


def _fetch_room(pack: tuple[int, ...], need: int) -> float:
    """What making room costs to carry the supply `need` and then a relic on a
    feature that asks for it: there that supply cannot be dropped
    (`kept_item`), so the relic takes the place of another item."""
    if -1 in pack:
        first, slot = 0.0, pack.index(-1)
    else:
        held = _held(pack)
        first, slot = _cheapest_slot(pack, held.colours, held.symbols, held.best)
    after = (*pack[:slot], need, *pack[slot + 1 :])
    if -1 in after:
        return first
    held = _held(after)
    return first + _cheapest(after, held.colours, held.symbols, held.best, need)


def _goal(
    s: RelicTable, seat: int, found: list, held: Held, board: tuple, relics: Iterable
) -> tuple[float, int, bool]:
    """The best of (what a goal adds, less the actions to reach it), at least 0,
    the actions to reach that goal (0 with none), and whether it was found
    without looking at the supplies lying about (`_nearest_supply`).

    A relic in sight is worth a little less than what taking it adds to my
    backpack (room made included), so standing on it is always worse than
    picking it up. A fourth matching relic adds the way out as well: counted
    as one more relic, it was worth no more than a few steps beside a full
    backpack, and explorers three relics along wandered until the round limit.
    That way out is counted from the relic, not from where I stand: counted
    from here, each step toward a relic deeper in the jungle than I am took
    back almost all it gained, and an explorer beside a cave holding its
    fourth relic stayed put for hundreds of rounds.
    Face-down feature relics I may reach are goals too. With three matching,
    they are worth the chance that one makes my fourth, and worth fetching the
    supply their feature needs: when the fourth relic lay face down only, an
    explorer holding three and a backpack of relics, without that supply,
    had no goal left and wandered until the game was stopped.
    Spaces too far for any relic to beat the best goal so far are skipped.
    Making room for a relic is priced where the relic lies: there, the one
    supply that keeps me on its feature cannot be dropped (`kept_item`).
    Priced where I stand, that supply made the fourth relic at my feet look
    cheaper to take than it was, and an explorer stood beside it until the
    game was stopped; and a fourth relic on a river, a step away, looked
    cheaper than once there, so an explorer holding its one raft stood
    beside it.
    `found` is the route from my space (walks, frontier, way out); `relics`
    the spaces with relics lying face up and what lies there
    (`_lying_relics`).
    """
    walks = found[0]
    top = 0.0
    reach = 0
    pack = s.pack[seat]
    room = held.room  # with no supply kept
    finish = max(0.0, OUT_STEPS - _way_out_of(s, found)) if held.best == 3 else 0.0
    most = GOAL_SHARE * (held.most + (OUT_STEPS if held.best == 3 else 0.0) - room)
    gains = held.gains
    spot_orig = s.spot_orig
    get = walks.get
    kind = s.kind
    here = s.pos[seat]
    ivy = IVY_STEPS if FIRST_AID not in pack else 0
    rooms = {-1: room}
    for c, items in relics:
        d = get(c, FAR)
        if ivy and kind[c] == IVY and c != here:
            d += ivy
        if d >= FAR:
            continue
        pull = _PULL[d]
        if most - d <= top and pull <= top:
            continue
        there = room
        if room:
            kept = kept_on(pack, kind[c])
            there = rooms.get(kept)
            if there is None:
                there = rooms[kept] = _cheapest(pack, held.colours, held.symbols, held.best, kept)
        for item in items:
            if item < RELIC_BASE:
                continue
            gain, four = gains[item - RELIC_BASE]
            if four:
                gain += _finish_from(s, seat, c, board)
            if gain <= there or (
                item in spot_orig.get(c, ()) and not may_take_spot_relic(s, seat, c)
            ):
                continue
            gain = GOAL_SHARE * (gain - there) - d
            if gain < pull:
                gain = pull
            if gain > top:
                top = gain
                reach = d
    steady = True
    if finish:
        colours, symbols = held.colours, held.symbols
        gain, d, steady = _fetch_and_finish(s, seat, walks, colours, symbols, board, relics)
        if gain > top:
            top, reach = gain, d
    if s.spot_hidden:
        fours = _fours_unseen(s, held) if finish else 0
        if not fours:
            # only features whose supply I carry are goals, each worth SPOT_STEPS
            # less the actions to it: none beats a goal worth SPOT_STEPS already
            if top >= SPOT_STEPS:
                return top, reach, steady
            for c in s.spot_hidden:
                if _SUPPLY_FOR[kind[c]] in pack:
                    d = _beside(found, c, s.wall)
                    gain = SPOT_STEPS - d
                    if gain > top:
                        top, reach = gain, d
            return top, reach, steady
        supplies: dict[int, tuple[int, list]] = {}
        for c, n in s.spot_hidden.items():
            need = _SUPPLY_FOR[kind[c]]
            worth = max(SPOT_STEPS, _chance_among(len(s.pool), fours, n) * (held.most + finish))
            if worth <= top:
                continue  # less the actions to it, it cannot beat the best goal
            if need in pack:
                d = _beside(found, c, s.wall)
                gain = worth - d
                if gain > top:
                    top, reach = gain, d
            else:
                fetch = supplies.get(need)
                if fetch is None:
                    fetch = supplies[need] = _nearest_supply(s, seat, walks, need, board)
                d, there = fetch
                d += _beside(there, c, s.wall)
                gain = GOAL_SHARE * (worth - room) - d
                if d < FAR and gain > top:
                    top, reach = gain, d
        steady = steady and not supplies
    return top, reach, steady


def _fours_unseen(s: RelicTable, held: Held) -> int:
    """How many relics not yet on the table or in a backpack would make my fourth
    of a colour or symbol (three in hand)."""
    colours, symbols = held.colours, held.symbols
    count = 0
    for item in s.pool:
        x = item - RELIC_BASE
        if colours[x // 6] == 3 or symbols[x % 6] == 3:
            count += 1
    return count


@functools.lru_cache(maxsize=4096)
def _chance_among(unseen: int, good: int, drawn: int) -> float:
    """Chance that `drawn` relics, drawn from `unseen` of which `good` help, hold one."""
    none = 1.0
    for i in range(min(drawn, unseen)):
        none *= max(0, unseen - good - i) / (unseen - i)
    return 1.0 - none


def _nearest_supply(
    s: RelicTable, seat: int, walks: dict[int, int], need: int, board: tuple
) -> tuple[int, list]:
    """Actions to the nearest copy of the supply `need` lying face up, and the
    route on from there with it in the backpack (`route`; FAR and no walks
    when none is in reach)."""
    d, g = min(
        ((walks[c], c) for c, there in s.ground.items() if need in there and c in walks),
        default=(FAR, -1),
    )
    if g < 0:
        return FAR, nowhere()
    return d, route(s, seat, g, need, board)


def _finish_from(s: RelicTable, seat: int, cell: int, board: tuple, fetched: int = -1) -> float:
    """What leaving the jungle adds once the fourth relic is taken on `cell`:
    the way out counted from there, with the supply `fetched` in the backpack
    when given."""
    return max(0.0, OUT_STEPS - _way_out_of(s, route(s, seat, cell, fetched, board)))


def _fetch_and_finish(
    s: RelicTable,
    seat: int,
    walks: dict[int, int],
    colours,
    symbols,
    board: tuple,
    relics: Iterable,
) -> tuple[float, int, bool]:
    """A fourth matching relic on a feature I lack the supply for, as a goal:
    the walk to the nearest copy of that supply lying face up, then on to the
    relic. Late in the game the one relic an explorer lacks often lies in a
    cave or on a mountain whose supply lies elsewhere; without this goal both
    bots walked to and fro until the round limit. With the actions to it, and
    whether no supply lying about was looked at.
    The way out is counted from the relic with the supply in hand, and room
    is made for both the supply and the relic (`_fetch_room`), as they will
    be once the supply is in my backpack (`_goal`). Counted from where I
    stand, and with room for one item only, the relic to be fetched was worth
    more than the same relic once its supply was in my backpack, and an
    explorer standing on a raft took it and dropped it again turn after turn
    for hundreds of rounds.
    `relics`: the spaces with relics lying face up (`_lying_relics`); the
    other spaces lying with items hold no goal here."""
    pack = s.pack[seat]
    top = 0.0
    reach = 0
    supplies: dict[int, tuple[int, list]] = {}
    for c, items in relics:
        if c in walks:
            continue
        f = FEATURE_OF_KIND.get(s.kind[c], -1)
        if f < 0 or NEEDED_FOR[f] in pack:
            continue
        need = NEEDED_FOR[f]
        orig = s.spot_orig.get(c, ())
        for item in items:
            if item < RELIC_BASE:
                continue
            i, j = divmod(item - RELIC_BASE, 6)
            if colours[i] != 3 and symbols[j] != 3:
                continue
            if item in orig and not may_take_spot_relic(s, seat, c):
                continue
            found = supplies.get(need)
            if found is None:
                found = supplies[need] = _nearest_supply(s, seat, walks, need, board)
            d, there = found
            d += there[0].get(c, FAR)
            if d < FAR:
                worth = RELIC_STEPS + _finish_from(s, seat, c, board, need)
                worth -= _fetch_room(pack, need)
                gain = max(GOAL_SHARE * worth - d, FAR_PULL * (1.0 - d / FAR))
                if gain > top:
                    top, reach = gain, d
            break
    return top, reach, not supplies


def _beside(found: list, cell: int, wall: dict[int, int]) -> int:
    """`near` on a route's walks (`route`), remembered with the route."""
    beside = found[3]
    d = beside.get(cell)
    if d is None:
        d = beside[cell] = near(found[0], cell, wall)
    return d


def near(walks: dict[int, int], cell: int, wall: dict[int, int]) -> int:
    """Actions to reach `cell` or a space next to it on its side of any cave wall:
    face-down relics turn up from there (p.22). Counted through the wall, two
    explorers stood outside a cave beside its face-down relics until the game
    was stopped."""
    best = walks.get(cell, FAR)
    walls = wall.get(cell, 0)
    for d, n in enumerate(NEIGH[cell]):
        if n >= 0 and not (walls >> d) & 1:
            best = min(best, walks.get(n, FAR))
    return best


def _frontier(s: RelicTable, walks: dict[int, int]) -> float:
    """Actions to the nearest known space with unrevealed jungle next to it (none: 0)."""
    if not s.stack:
        return 0.0
    kind = s.kind
    wall = s.wall
    best = FAR
    for c, d in walks.items():
        if d >= best:
            continue
        walls = wall.get(c, 0) if wall else 0
        for e, n in enumerate(NEIGH[c]):
            if n >= 0 and kind[n] == EMPTY and not (walls >> e) & 1:
                best = d
                break
    return float(best)


def _way_out_of(s: RelicTable, found: list) -> float:
    """The way out of a route, worked out the first time it is asked."""
    if found[2] is None:
        found[2] = _way_out(s, found[0])
    return found[2]


def _way_out(s: RelicTable, walks: dict[int, int]) -> float:
    kind = s.kind
    return float(
        min(
            (d for c, d in walks.items() if kind[c] in LANDING_KINDS),
            default=FAR,
        )
    )


def _reach(cell: int) -> frozenset[int]:
    out = {cell}
    for n in NEIGH[cell]:
        if n >= 0:
            out.add(n)
            out.update(m for m in NEIGH[n] if m >= 0)
    return frozenset(out)


WITHIN_TWO = tuple(_reach(c) for c in range(len(NEIGH)))
"""Spaces an animal on each space could reach in one move, walls and ground aside."""


def _exposure(s: RelicTable, seat: int, cell: int) -> float:
    """Expected steps lost to the animals that could be moved onto me next roll
    and that nothing in my backpack stops. Most of the time no free animal
    is within two spaces, and one look at each animal's space says so."""
    near = WITHIN_TWO[cell]
    pos = s.pos
    seen: set[int] = set()
    safe: set[int] = set()
    for i, (species, at, sedated) in enumerate(s.animals):
        # free (`animals.animal_free`): on the board, awake, no explorer on its space
        if at not in near or sedated or at in pos or species in seen or species in safe:
            continue
        if _protected(s, seat, species):
            safe.add(species)
        elif animal_reaches(s, i, cell):
            seen.add(species)
    if not seen:
        return 0.0
    lost = 0.0
    for species in seen:
        if species == MONKEY:  # none in the training game: they come with relic tables
            relics = sum(1 for x in s.pack[seat] if x >= RELIC_BASE)
            lost += ROLLED[MONKEY] * RELIC_STEPS * relics / BACKPACK_SLOTS
        else:
            lost += ROLLED[species] * HARM_STEPS[species]
    return THREAT_SHARE * lost


def _protected(s: RelicTable, seat: int, species: int) -> bool:
    """Whether `seat` holds something that stops `species` (`animals.protections`)."""
    return _protected_by(species, s.pack[seat], s.game)


@functools.lru_cache(maxsize=4096)
def _protected_by(species: int, pack: tuple[int, ...], game: Game) -> bool:
    """`_protected`, remembered by backpack and game (the game's options say
    what protects)."""
    return bool(protections_in(pack, species, game.options))


class Held:
    """What a backpack holds, as the evaluation reads it: worked out once per backpack.

    colours, symbols: relics of each; best: the largest set; value: steps of
    progress in the backpack itself; room: what making room costs (0 with a
    free slot); most: the most any relic adds (before a way out); gains: per
    relic, what taking it adds and whether it makes four.
    """

    __slots__ = ("best", "colours", "gains", "most", "room", "symbols", "value")

    def __init__(self, pack: tuple[int, ...]) -> None:
        relics = _relics_held(tuple(sorted(x for x in pack if x >= RELIC_BASE)))
        colours, symbols, best = relics.colours, relics.symbols, relics.best
        kinds = {x for x in pack if 0 <= x < RELIC_BASE}
        self.colours = colours
        self.symbols = symbols
        self.best = best
        self.value = relics.value + SUPPLY_STEPS * len(kinds)
        self.room = 0.0 if -1 in pack else _cheapest(pack, colours, symbols, best)
        self.most = relics.most
        self.gains = relics.gains


class _Relics:
    """The part of `Held` that depends on the relics alone: the same for every
    backpack holding them, whatever supplies the rivals' hidden draws are
    guessed to be (a search guesses afresh every iteration)."""

    __slots__ = ("best", "colours", "gains", "most", "symbols", "value")

    def __init__(self, relics: tuple[int, ...]) -> None:
        colours, symbols = relic_sets(relics)
        best = max(max(colours), max(symbols))
        value = RELIC_STEPS * min(best, 4)
        value += sum([SET_WORTH[n] for n in (*colours, *symbols)])
        self.colours = tuple(colours)
        self.symbols = tuple(symbols)
        self.best = best
        self.value = value
        grows = RELIC_STEPS if best < 4 else 0.0  # a relic joining the best set
        cg = [SET_WORTH[a + 1] - SET_WORTH[a] for a in colours]  # one more of each colour
        sg = [SET_WORTH[b + 1] - SET_WORTH[b] for b in symbols]  # one more of each symbol
        self.most = grows + max(cg) + max(sg)
        self.gains = [
            (
                (grows if colours[i] == best or symbols[j] == best else 0.0) + cg[i] + sg[j],
                colours[i] == 3 or symbols[j] == 3,
            )
            for i in range(6)
            for j in range(6)
        ]


_relics_held = functools.lru_cache(maxsize=4096)(_Relics)
"""`_Relics(relics)`, remembered: a game sees a few hundred sets of relics."""


_held = functools.lru_cache(maxsize=4096)(Held)
"""`Held(pack)`, remembered."""


def forget() -> None:
    """Drop everything the evaluation remembers, the walks included (tests
    compare remembered judgements with judgements made afresh)."""
    _held.cache_clear()
    _relics_held.cache_clear()
    _protected_by.cache_clear()
    _chance_among.cache_clear()
    walks.forget()


def _lying_relics(s: RelicTable) -> Iterable[tuple[int, tuple[int, ...]]]:
    """The spaces where relics lie face up, with what lies there: read once per
    evaluation for every seat (mid-game, most items lying about are supplies).
    The table keeps them up to date (`state.relics_lying`)."""
    return s._relics.items()


def _progress(
    s: RelicTable, seat: int, board: tuple, relics: Iterable
) -> tuple[float, float, bool]:
    """Steps of progress toward leaving the jungle with four matching relics,
    but for the mover's actions left (`_turn_left`), the actions to the goal
    those count toward (-1: none count), and whether the supplies lying
    about played no part (`rules.SUPPLY_CARRIED`)."""
    pack = s.pack[seat]
    held = _held(pack)
    best = held.best
    value = held.value
    cell = s.pos[seat]
    if cell < 0:
        return value - 4.0, -1, True
    f = FEATURE_OF_KIND.get(s.kind[cell], -1)
    if f >= 0 and NEEDED_FOR[f] not in pack:
        value -= 4.0
    value -= _exposure(s, seat, cell)
    found = route(s, seat, cell, -1, board)
    if best >= 4:
        way_out = _way_out_of(s, found)
        return value + OUT_STEPS - way_out, way_out, True
    goal, reach, steady = _goal(s, seat, found, held, board, relics)
    value += goal
    if s.stack:
        if found[1] is None:
            found[1] = _frontier(s, found[0])
        value -= EXPLORE_STEPS * found[1]
        if not goal:
            reach = found[1]
    if s.lying[seat]:
        value -= 2.0
    return value, reach, steady


def _turn_left(s: RelicTable, seat: int, reach: float) -> float:
    """For the mover, the actions it has left that a goal `reach` actions away
    needs (`ACTION_LEFT_STEPS`), less the items it has taken this turn and
    dropped since it last moved or drew (`FREE_STEPS`)."""
    if seat != s.turn or s.phase != P_ACTIONS:
        return 0.0
    ap = s.ap
    left = ACTION_LEFT_STEPS * (ap if ap < reach else reach) if ap > 0 else 0.0
    return left - FREE_STEPS * (len(s.taken) + len(s.dropped))


def evaluate(state: RelicTable, seat: int) -> float:
    """In [-1, 1]: my progress against the best opponent's."""
    if state.phase == P_OVER:
        return _over(state, seat)
    return _lead(_every_progress(state), seat)


def evaluate_all(state: RelicTable) -> list[float]:
    """`evaluate` for every seat, each seat's progress worked out once."""
    seats = range(state.game.players)
    if state.phase == P_OVER:
        return [_over(state, seat) for seat in seats]
    progress = _every_progress(state)
    return [_lead(progress, seat) for seat in seats]


def _every_progress(state: RelicTable) -> list[float]:
    """Every seat's `_progress`, with the mover's actions left counted.

    A seat's progress but for its actions left is remembered by its backpack,
    its space and whether it lies down, on tables that differ in nothing else
    it reads (`state._judged`, see `rules.LEAVE_THE_TABLE` and
    `rules.SUPPLY_CARRIED`): the rival's roll
    follows every turn ended, and each of its 18 outcomes was judged in full;
    a step is followed by the rival's unchanged progress."""
    judged = state._judged
    pack = state.pack
    lying = state.lying
    pos = state.pos
    board = None
    out = []
    for i in range(state.game.players):
        key = (i, pack[i], lying[i], pos[i])
        part = judged.get(key)
        if part is None:
            if board is None:
                board = board_of(state)
                relics = _lying_relics(state)
            part = judged[key] = _progress(state, i, board, relics)
        value, reach, _ = part
        out.append(value if reach < 0 else value + _turn_left(state, i, reach))
    return out


def _lead(progress: list[float], seat: int) -> float:
    """`seat`'s progress against the best opponent's, in [-1, 1]."""
    best = -math.inf
    for i, theirs in enumerate(progress):
        if i != seat and theirs > best:
            best = theirs
    return max(-1.0, min(1.0, (progress[seat] - best) / SCALE))


def _over(state: RelicTable, seat: int) -> float:
    if state.winner < 0:
        return 0.0
    return 1.0 if state.winner == seat else -1.0
