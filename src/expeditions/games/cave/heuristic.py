"""Cave's own sense of progress for the generic bots.

The score lead, plus what the explorer can still make of the position,
counted in victory points: the kit (food keeps the explorer going, ropes
open new depths, oxygen water, the camera photos), tokens lying within
reach and the new depths ropes would reach, the way to the next unexplored
exit while tiles remain, and above all the way home, since food runs out
and an explorer away from the base camp at the end scores nothing.
Distances are action points over the explorer's own kit (see routes.py).
"""

from __future__ import annotations

from .board import NUMBERED
from .components import (
    ACTION_POINTS,
    BACKPACK_SLOTS,
    BASE_CELL,
    BOAT,
    CAMERA,
    CONSUMABLE,
    HALF_OXYGEN,
    KIND_TOKEN,
    OXYGEN,
    PHOTO,
    ROPE,
    SQUEEZES,
    TOKEN_POINTS,
    WATER,
    depth_token_points,
)
from .explorer import BAG, DEPTHS, POS, TENT, TOKENS, bag_used
from .routes import CRAWL_AP, FAR, _kit, grown_costs, step_cost
from .routes import ap_costs as _route_costs
from .rules import draw_stack
from .scoring import scores
from .state import KIT, PLAY, CaveTable


def search_horizon(state: CaveTable) -> str:
    """ISMCTS searches on through the rivals' turns until the end begins,
    then plans the explorer's own turn only.

    With greedy expansion the whole-game search won 70.8% of 48 games
    against `heuristic` where the turn planner won 55.2% (seeds 101..148).
    But once the end has begun, a search through the rivals' turns judges
    some leaves by the result (the last turn, the end) and others, no later
    in the game, by the prospects: behind in points it preferred whatever
    put the end off, such as kit thrown away for nothing, and stranded its
    explorer away from the base camp. Planning its own turn from then on
    won 53.6% of 42 games where the whole-game search won 51.2%; with the
    margin for food in `_homeward`, 64.8% of 200 games (seeds 1..200)."""
    return "turn" if state.end_at >= 0 else "game"


SCALE = 500.0
"""Points of lead and prospects that count as a sure win (kept wide: the
tiles laid alone count up to about 340)."""
FINAL_SCALE = 5.0
"""On the last turn the lead is squashed with this softness: home, even a
loser keeps more than -1, the value of being away (or of losing outright)."""
HALF_LIFE_AP = 3.0
"""An opportunity this many AP away is worth half as much as one at hand."""
DISCOVERY_POINTS = 4.0
"""What standing at an unexplored exit is worth: the tile and its token."""
FRONTIER_AP_POINTS = 0.25
"""How much of that each AP between the explorer and the exit takes away."""
USUAL_ROUNDS = 60
"""Rounds by which games between bots have ended (2 players: rounds 36 to 61)."""
IMPATIENT_ROUNDS = 10
"""Past those, every this many rounds the tiles and exits weigh their worth again."""
IMPATIENT_AP = 40
"""The way to an exit out of reach counts as this long."""
IMPATIENT_MOST = 6.0
"""Impatience stops growing at this many times its first step, and counts
no more tiles than `IMPATIENT_TILES` a player: beyond, the value would leave
[-1, 1], where every choice looks alike and a starving explorer would no
longer tell crawling home from waiting."""
IMPATIENT_TILES = 2
TILE_POINTS = 4.0
"""A tile laid brings the end nearer and the cave wider."""
AP_POINTS = 0.2
STARVING_POINTS = 4.0
"""The price of each turn spent crawling home without food."""
TRAVERSE_POINTS = 2
ROPE_SHARE = 0.6
"""Ropes in hand count for one crossing only, and for less than making it."""

FOOD_POINTS = 1.5
"""The first two: the way home."""
TRIP_FOOD_POINTS = 1.2
MIN_FOOD = 4
"""A greedy explorer does not plan its trips: some food to spare always."""
SPARE_FOOD = (0.3, 0.1)
FIRST_EXIT_AP = 1
"""On every start board an unexplored exit is one step from the base camp."""
MARGINAL: dict[int, tuple[float, ...]] = {
    CONSUMABLE: (FOOD_POINTS,) * 4 + (0.9, 0.6) + SPARE_FOOD,
    ROPE: (1.0, 0.7, 0.5, 0.3, 0.1),
    OXYGEN: (0.6, 0.4, 0.3, 0.2, 0.1),
    CAMERA: (1.5,),
    BOAT: (0.6,),
}
"""Worth of the n-th item of a kind in the backpack (oxygen: per use); food
follows the trip ahead instead once the explorer is in the cave."""


_COSTS: dict[tuple, list[int]] = {}
_FRONTIERS: dict[tuple, int] = {}
_REACH: dict[tuple, float] = {}
_DISCOVERABLE: dict[int, tuple[int, ...]] = {}
_RINGS: dict[int, list[int]] = {}
NUMBERED.extend((_COSTS, _FRONTIERS, _REACH, _DISCOVERABLE, _RINGS))
"""Route prices, frontiers and the rest, remembered by board number
(`Board.board_number`), and emptied with the numbering."""


def ap_costs(
    state: CaveTable, p: list[int], board: int = -1, kit: tuple[int, int] | None = None
) -> list[int]:
    """`routes.ap_costs`, remembered by board, where the explorer stands and
    the backpack's part of the price (`kit`, when already at hand). Read
    only: the list is shared."""
    if board < 0:
        board = state.board_number()
    here = p[POS]
    if kit is None:
        kit = _kit(p)
    found = _COSTS.get((board, here, kit))
    if found is None:
        grown = state.grown_from()
        before = None if grown is None else _COSTS.get((grown[0], here, kit))
        if before is None:
            found = _route_costs(state, p)
        else:  # the explorer stood on the board before: not on the new tile
            found = grown_costs(state, p, before, grown[1])
        _COSTS[(board, here, kit)] = found
    return found


_SCORES: dict[tuple, list[int]] = {}
SCORES_KEPT = 4096


def _scores(state: CaveTable) -> list[int]:
    """`scores` during play, remembered by what they count: each explorer's
    tokens and depth tokens (majorities come from the tokens), in one game
    and its options. At the end
    they also ask who is home, so they are reckoned afresh. Read only."""
    if state.is_terminal():
        return scores(state)
    key = (state.game, *[tuple(p[TOKENS : DEPTHS + 1]) for p in state.explorers])
    found = _SCORES.get(key)
    if found is None:
        if len(_SCORES) >= SCORES_KEPT:
            _SCORES.clear()
        found = _SCORES[key] = scores(state)
    return found


def evaluate(state: CaveTable, seat: int) -> float:
    """A value in [-1, 1] for `seat`; cheap enough for every node of a search."""
    points = _scores(state)
    if state.is_terminal():
        best_other = max((s for i, s in enumerate(points) if i != seat), default=0.0)
        value = (points[seat] - best_other) / SCALE
        return -1.0 if value < -1.0 else 1.0 if value > 1.0 else value
    if state.end_at >= 0:
        # away at the end, a team scores nothing: only the rivals who can
        # still be home for it count, each judged once for all that follows
        home = [_can_be_home(state, i) for i in range(len(points))]
        rivals = [s for i, s in enumerate(points) if i != seat and home[i]]
        if _turns_left(state, seat) == 0:
            return _last_turn(home[seat], points[seat], rivals)
        if _lost_for_good(home[seat], points[seat], rivals):
            return -1.0
        best_other = max(rivals, default=0.0)
        worth = END_LEAD if home[seat] else 1.0
    else:
        best_other = max((s for i, s in enumerate(points) if i != seat), default=0.0)
        worth = _lead_worth(state)
    value = (points[seat] - best_other) * worth + _prospects(state, seat, points[seat])
    value = (value - _impatience(state, seat)) / SCALE
    return -1.0 if value < -1.0 else 1.0 if value > 1.0 else value


LEAD_FADES_ROUNDS = 100
"""Past a usual game's length, a lead counts for less each round and for
nothing this many rounds on."""


END_LEAD = 3.0
"""Once the end has begun, a point of lead counts this many times for an
explorer who can be home for it: the three rounds left seldom turn it.
Counted once, the lead was no more decisive after the last tile than
before it, and an explorer behind laid the last tile for the tile's own
worth, ending a game it was losing. Stranded, the lead keeps its old
worth: see `_lost_for_good`."""


def _lead_worth(state: CaveTable) -> float:
    """How much of the points lead counts: a game nobody ends has no winner,
    so in a game that has long outlasted a usual one a lead is worth only the
    end that would cash it, and ending it, even away from the base camp
    (nobody wins: no worse than never ending), is no longer put off for it."""
    rounds = _rounds_late(state)
    return 1.0 if rounds <= 0 else max(0.0, 1.0 - rounds / LEAD_FADES_ROUNDS)


def _rounds_late(state: CaveTable) -> int:
    """Rounds past a usual game's length, while the end has not begun (else 0)."""
    if state.end_at >= 0:
        return 0
    return state.turn // state.game.players + 1 - USUAL_ROUNDS


def _impatience(state: CaveTable, seat: int) -> float:
    """Past a usual game's length, the tiles still to lay and the way to the
    nearest exit cost more with every round: only laying tiles brings the
    end, and a game that never ends has no winner. Bots that judge the
    exits by their worth alone can settle where no one ever lays the last
    tiles; this grows, up to a bound, until someone does. A starving
    explorer is priced as far from every exit: it must first crawl home."""
    rounds = _rounds_late(state)
    if rounds <= 0:
        return 0.0
    n = state.game.players
    p = state.explorers[seat]
    if p[BAG + CONSUMABLE] or p[POS] == state.cells[BASE_CELL]:
        frontier = min(_nearest_exit(state, p, state.board_number()), IMPATIENT_AP)
    else:
        frontier = IMPATIENT_AP  # without food it discovers nothing: home first
    tiles = min(sum(state.left), IMPATIENT_TILES * n)
    way = DISCOVERY_POINTS * tiles + FRONTIER_AP_POINTS * frontier
    return min(rounds / IMPATIENT_ROUNDS, IMPATIENT_MOST) * way


def _last_turn(home: bool, mine: float, rivals: list[float]) -> float:
    """Once the explorer's last turn has begun, only the result counts: home
    (or home with the AP left this turn) keeps the points; away, all is lost.
    `rivals`: the points of the others who can still make it home."""
    if not home:
        return -1.0
    lead = mine - max(rivals, default=0.0)
    return lead / (abs(lead) + FINAL_SCALE)


def _lost_for_good(home: bool, mine: float, rivals: list[float]) -> bool:
    """Once the end has begun: the explorer, ahead of every rival who can be
    home for the end (`rivals`, their points), cannot be home itself, so a
    game it was winning is lost whatever the prospects say. Judged by points,
    the position lost only the explorer's own points, and in a long game,
    where laying the last tile ends the price of waiting, a search chose it
    while leading, against a rival one step from the base camp. An explorer
    behind keeps that price: stranded or home it loses, and only its
    willingness to lay the last tile far out ends a game whose leader waits
    at home."""
    return not home and bool(rivals) and mine >= max(rivals)


def _can_be_home(state: CaveTable, seat: int) -> bool:
    p = state.explorers[seat]
    home = ap_costs(state, p)[state.cells[BASE_CELL]]
    return not home or _reachable(state, seat, p, home, _turns_left(state, seat))


def _reachable(
    state: CaveTable, seat: int, p: list[int], home: int, left: int, margin: int = 0
) -> bool:
    """Whether the explorer can still be on the base camp when the game ends,
    with `margin` AP (or, crawling, a turn) to spare.

    The AP left this turn are there to spend whatever the backpack holds
    (this turn's food is eaten). Each later turn away starts by eating one
    food; without any, the explorer only crawls a tile a turn (the 5-AP move).
    So it walks while the food lasts and may crawl the rest of the way.
    """
    mine_now = state.seat == seat and state.phase == PLAY
    now = state.ap if mine_now and not state.restricted else 0
    fed = min(left, p[BAG + CONSUMABLE])
    if home + margin <= now + ACTION_POINTS * fed:
        return True
    crawls = left + (1 if mine_now and state.fresh else 0) - (1 if margin else 0)
    rings = _rings_home(state)
    if rings[p[POS]] <= crawls:
        return True
    dist = ap_costs(state, p)
    for turns in range(fed + 1):
        reach = now + ACTION_POINTS * turns - margin
        spare = left - turns
        for i, d in enumerate(dist):
            if d <= reach and rings[i] <= spare:
                return True
    return False


def _rings_home(state: CaveTable) -> list[int]:
    """Tiles between each tile and the base camp, whatever they are (the
    5-AP move crosses any of them); remembered by board."""
    board = state.board_number()
    found = _RINGS.get(board)
    if found is None:
        found = _RINGS[board] = _rings_from(state, state.cells[BASE_CELL])
    return found


def _rings_from(state: CaveTable, start: int) -> list[int]:
    links = state.links
    rings = [FAR] * len(state.where)
    rings[start] = 0
    ring = [start]
    steps = 0
    while ring:
        steps += 1
        nxt = []
        for i in ring:
            for side in range(4):
                j = links[4 * i + side]
                if j >= 0 and rings[j] == FAR:
                    rings[j] = steps
                    nxt.append(j)
        ring = nxt
    return rings


def _prospects(state: CaveTable, seat: int, mine: float) -> float:
    p = state.explorers[seat]
    if state.phase == KIT:
        # the kit for the first trip, judged as a refill at the base would be,
        # so that the bot has no reason to refill on its first turn
        marginal = _marginal(0, FIRST_EXIT_AP, False)
        return _kit_worth(_completed(state, seat, p, marginal), marginal)
    board = state.board_number()
    kit = _kit(p)
    dist = ap_costs(state, p, board, kit)
    home = dist[state.cells[BASE_CELL]]
    ending = state.end_at >= 0
    frontier = FAR
    if not ending and draw_stack(state) >= 0:
        frontier = _nearest_exit(state, p, board, dist, kit)
    marginal = _marginal(home, frontier, ending)
    if state.edit_mode and state.seat == seat:
        p = _completed(state, seat, p, marginal)
        kit = _kit(p)
        dist = ap_costs(state, p, board, kit)
    value = _kit_worth(p, marginal) + TILE_POINTS * len(state.where)
    if state.seat == seat and state.phase == PLAY:
        value += AP_POINTS * state.ap
    if home:
        value -= _homeward(state, seat, p, home, mine)
        if not p[BAG + CONSUMABLE]:
            # nothing but the 5-AP move until home: a whole turn per tile
            return value - STARVING_POINTS * (1 + _steps_home(state, p[POS]))
    key = (
        board,
        p[POS],
        kit,
        p[BAG + OXYGEN] or p[BAG + HALF_OXYGEN],
        p[BAG + CAMERA],
        p[DEPTHS],
        tuple(state.token),
    )
    reach = _REACH.get(key)
    if reach is None:
        reach = _REACH[key] = _opportunities(state, p, dist)
    value += 0.6 * reach if ending else reach
    if frontier < FAR:
        value += max(0.0, DISCOVERY_POINTS - FRONTIER_AP_POINTS * frontier)
    return value


class _Marginal(dict):
    """`MARGINAL` with one trip's food schedule, and what the first n items of
    each kind are worth together (`totals`, with the last count that adds
    anything), so a backpack is priced by lookups."""

    __slots__ = ("totals",)

    def __init__(self, food: tuple[float, ...]) -> None:
        super().__init__({**MARGINAL, CONSUMABLE: food})
        self.totals = tuple(
            (item, tuple(sum(steps[:n]) for n in range(len(steps) + 1)), len(steps))
            for item, steps in self.items()
        )


_MARGINALS: dict[tuple[int, int, bool], _Marginal] = {}
MARGINALS_KEPT = 4096
"""Trips remembered (a few hundred in a usual game)."""


def _marginal(home: int, frontier: int, ending: bool) -> _Marginal:
    """The worths for a trip of `home` AP back and `frontier` AP out,
    remembered. Read only."""
    key = (home, frontier, ending)
    found = _MARGINALS.get(key)
    if found is None:
        if len(_MARGINALS) >= MARGINALS_KEPT:
            _MARGINALS.clear()
        found = _MARGINALS[key] = _Marginal(_food_schedule(home, frontier, ending))
    return found


def _food_schedule(home: int, frontier: int, ending: bool) -> tuple[float, ...]:
    """Food is worth most up to what a trip needs: one at the start of each
    turn away, out to the unexplored exits, a turn there, and back."""
    if ending or frontier >= FAR:
        need = -(-home // ACTION_POINTS) + 1
    else:
        need = 2 + -(-2 * (home + frontier) // ACTION_POINTS)
    need = max(MIN_FOOD, min(need, BACKPACK_SLOTS - 2))
    return (FOOD_POINTS, FOOD_POINTS) + (TRIP_FOOD_POINTS,) * (need - 2) + SPARE_FOOD


def _decay(ap: int) -> float:
    return 0.5 ** (ap / HALF_LIFE_AP) if ap < FAR else 0.0


def _completed(state: CaveTable, seat: int, p: list[int], marginal: dict) -> list[int]:
    """The explorer once the kit being chosen is done, its open questions
    answered well, so that each answer is judged on its own."""
    if not (state.edit_mode and state.seat == seat):
        return p
    done = p.copy()
    asked = {c - BAG for c in state.edit_steps[state.edit_i :] if BAG <= c < TENT}
    _fill(done, asked, state.edit_pool, BACKPACK_SLOTS - bag_used(p), marginal)
    return done


def _kit_worth(p: list[int], marginal: _Marginal) -> float:
    """What the backpack is worth, kind by kind (oxygen counted in uses)."""
    total = 0.0
    for item, totals, last in marginal.totals:
        count = 2 * p[BAG + OXYGEN] + p[BAG + HALF_OXYGEN] if item == OXYGEN else p[BAG + item]
        total += totals[count] if count < last else totals[last]
    return total


def _gain(p: list[int], item: int, marginal: dict) -> float:
    """What one more slot of `item` adds (a full oxygen token: two uses)."""
    steps = marginal[item]
    if item == OXYGEN:
        used = 2 * p[BAG + OXYGEN] + p[BAG + HALF_OXYGEN]
        return sum(steps[used : used + 2])
    n = p[BAG + item]
    return steps[n] if n < len(steps) else 0.0


def _fill(p: list[int], asked: set[int], pool: list[int], free: int, marginal: dict) -> None:
    """Fill `free` backpack slots with the best of the items still to be asked."""
    left = {item: min(pool[item], free) for item in asked if item in marginal}
    for _ in range(max(0, free)):
        choice = max(
            (item for item in left if left[item] > 0),
            key=lambda i: _gain(p, i, marginal),
            default=-1,
        )
        if choice < 0 or _gain(p, choice, marginal) <= 0:
            return
        p[BAG + choice] += 1
        left[choice] -= 1


def _nearest_exit(
    state: CaveTable,
    p: list[int],
    board: int,
    dist: list[int] | None = None,
    kit: tuple[int, int] | None = None,
) -> int:
    """`_frontier` from the explorer's space with its kit, remembered by both
    on the board (`dist` and `kit`: its route prices and `_kit`, when
    already at hand)."""
    if kit is None:
        kit = _kit(p)
    key = (board, p[POS], kit)
    frontier = _FRONTIERS.get(key, -1)
    if frontier < 0:
        if dist is None:
            dist = ap_costs(state, p, board, kit)
        frontier = _FRONTIERS[key] = _frontier(dist, _discoverable(state, board))
    return frontier


def _discoverable(state: CaveTable, board: int) -> tuple[int, ...]:
    """The tiles a discovery can start from, remembered by board."""
    found = _DISCOVERABLE.get(board)
    if found is None:
        grown = state.grown_from()
        before = None if grown is None else _DISCOVERABLE.get(grown[0])
        if before is None:
            found = state.discoverable()
        else:
            found = state.discoverable_after(before, grown[1])
        _DISCOVERABLE[board] = found
    return found


def _frontier(dist: list[int], discoverable: tuple[int, ...]) -> int:
    """AP to the nearest tile a discovery can start from (`FAR`: none in reach)."""
    best = FAR
    for i in discoverable:
        if dist[i] < best:
            best = dist[i]
    return best


def _opportunities(state: CaveTable, p: list[int], dist: list[int]) -> float:
    """Tokens lying within reach and ropes to new depths, each by its distance."""
    total = 0.0
    kinds = state.kind
    oxygen = p[BAG + OXYGEN] or p[BAG + HALF_OXYGEN]
    here = p[POS]
    for j, lying in enumerate(state.token):
        if not lying or dist[j] >= FAR:
            continue
        kind = kinds[j]
        if (kind == WATER and not oxygen) or (kind == PHOTO and not p[BAG + CAMERA]):
            continue
        if kind in SQUEEZES:
            cost = FAR if j == here else _entry(state, p, dist, j)
        else:
            cost = dist[j] + 1  # the photo, or the oxygen after a boat
        total += TOKEN_POINTS[KIND_TOKEN[kind]] * _decay(cost)
    return total + ROPE_SHARE * _best_rope(state, p, dist)


def _entry(state: CaveTable, p: list[int], dist: list[int], j: int) -> int:
    """AP to walk into tile j the proper way (not by the 5-AP move, which
    takes no token): its cheapest neighbour plus an equipped last step."""
    best = FAR
    links = state.links
    for side in range(4):
        i = links[4 * j + side]
        if i >= 0 and dist[i] < best:
            cost = step_cost(state, p, i, j)[0]
            if cost < CRAWL_AP:
                best = min(best, dist[i] + cost)
    return best


def _best_rope(state: CaveTable, p: list[int], dist: list[int]) -> float:
    """The best unroped depth change the backpack's ropes could bridge: the
    traverse tokens and a new depth token, by its distance."""
    ropes = p[BAG + ROPE]
    if not ropes:
        return 0.0
    links, depth, held = state.links, state.depth, p[DEPTHS]
    best = 0.0
    for i, d in enumerate(dist):
        if d >= FAR:
            continue
        for side in range(4):
            j = links[4 * i + side]
            if j < 0 or depth[j] == depth[i]:
                continue
            levels = abs(depth[j] - depth[i])
            if levels > ropes or (i, j) in state.ropes or (j, i) in state.ropes:
                continue
            gain = TRAVERSE_POINTS * levels
            if depth[j] and not held >> depth[j] & 1:
                gain += depth_token_points(depth[j])
            best = max(best, gain * _decay(d + levels + 1))
    return best


def _homeward(state: CaveTable, seat: int, p: list[int], home: int, mine: float) -> float:
    """The price of being away from the base camp: food and the end."""
    food_needed = -(-home // ACTION_POINTS)  # one at the start of each turn away
    deficit = food_needed - p[BAG + CONSUMABLE]
    penalty = 0.0
    if deficit > 0:
        penalty += STARVING_POINTS * deficit + 0.4 * home
    elif deficit == 0:
        penalty += 0.5 + 0.1 * home
    if state.end_at >= 0:
        left = _turns_left(state, seat)
        if not _reachable(state, seat, p, home, left):
            # away at the end scores nothing; food thrown away late is not
            # the hungry walk it would be earlier
            penalty += mine + 5.0
        elif not _reachable(state, seat, p, home, left, ACTION_POINTS):
            # no turn's worth of AP or food to spare: a 4-AP squeeze or a
            # 5-AP move that must begin a turn is enough to be stranded
            penalty += 0.5 * mine + 0.3 * home
        else:
            penalty += 0.1 * home
    elif sum(state.left) <= 2 * state.game.players or state.turn >= _LATE * state.game.players:
        penalty += 0.1 * home  # the end is near: drift homewards
    return penalty


def _steps_home(state: CaveTable, start: int) -> int:
    """Tiles between `start` and the base camp, whatever they are."""
    return _rings_home(state)[start]


_LATE = 97
"""A round by which a long game should drift homewards."""


def _turns_left(state: CaveTable, seat: int) -> int:
    """Turns `seat` still starts before the game ends."""
    n = state.game.players
    count = 0
    for turn in range(state.turn + 1, state.end_at):
        if (state.first + turn) % n == seat:
            count += 1
    return count
