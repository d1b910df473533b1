"""Relic Expedition rules: legal actions, chance outcomes and their effects.

Each decision and each chance outcome changes the table here; `flow.settle`
then runs whatever needs no decision and finds the next one to act.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    ANIMAL_MOVE,
    ANIMAL_STAY,
    ATTACH,
    BAG,
    D8,
    DRAW,
    DROP,
    END,
    ENDURE,
    FIRST,
    FLY,
    IVY_AID,
    IVY_ENDURE,
    LAND,
    LEAVE,
    MOVE,
    PICK,
    RELIC,
    ROLL,
    ROTATE,
    STEAL,
    TAKE,
    TILE,
    USE,
    Action,
)
from .animals import (
    animal_destinations,
    animal_moved,
    harm,
    lose_turn,
    meet_pending,
    protect,
    protections,
    stolen,
)
from .backpack import (
    OVERFLOW_BIT,
    discard,
    drop_orig,
    gain,
    ground_add,
    ground_remove,
    has_match,
    kept_item,
    lose_slot,
    show,
    still_shown,
    takeable,
    use_up,
    without,
)
from .components import (
    ACTION_FACES,
    ANIMAL_FACES,
    ANIMAL_TILE,
    BACKPACK_SLOTS,
    BANANA,
    BANANA_TILE,
    EMPTY,
    FEATURE_OF_KIND,
    FEATURE_OF_START,
    FIRST_AID,
    LANDING_KINDS,
    MACHETE,
    MONKEY,
    NEEDED_FOR,
    NEIGH,
    QUICKSAND,
    RELIC_BASE,
    RELIC_TABLE,
    RELICS,
    TILES,
    VINE,
    VINE_TILE,
    rotate_mask,
)
from .features import (
    place_board,
    placements,
)
from .flow import end_turn, movable, settle, tile_outcomes
from .movement import (
    arrive,
    crosses_dense,
    landing_clearings,
    step_cost,
    walled,
)
from .tasks import (
    P_ACTIONS,
    P_ANIMALS,
    P_LAND,
    P_OVER,
    P_SETUP,
    T_AMEET,
    T_ATTACH,
    T_BAG,
    T_D8,
    T_FIRST,
    T_IVY,
    T_MEET,
    T_RELIC,
    T_REVEAL,
    T_ROTATE,
    T_SPOT,
    T_STEAL,
)
from .walks import board_of

if TYPE_CHECKING:
    from .state import RelicTable

_END = Action(END)
_DRAW = Action(DRAW)
_LEAVE = Action(LEAVE)
_IVY_CHOICES = (Action(IVY_AID), Action(IVY_ENDURE))
_ROTATIONS = tuple((Action(ROTATE, k), 1 / 6) for k in range(6))
_MOVES = tuple(Action(MOVE, c) for c in range(len(NEIGH)))
_TILE_ACTIONS = tuple(Action(TILE, t) for t in range(len(TILES)))
_RELIC_ACTIONS = {r: Action(RELIC, r) for r in RELICS}
_TAKES = tuple(Action(TAKE, x) for x in range(RELICS[-1] + 1))
_DROPS = tuple(Action(DROP, x) for x in range(RELICS[-1] + 1))
_ANIMAL_MOVES = tuple(
    tuple(tuple(Action(ANIMAL_MOVE, i, c, sp) for c in range(len(NEIGH))) for i in range(16))
    for sp in range(4)
)
"""_ANIMAL_MOVES[species][animal][cell]: every animal move, built once."""


_ROLLS: dict[bool, list[tuple[Action, float]]] = {}


def _roll_outcomes(fixed_three: bool) -> list[tuple[Action, float]]:
    faces = (3,) if fixed_three else ACTION_FACES
    n_faces = len(ANIMAL_FACES)
    return [
        (Action(ROLL, f, v), faces.count(v) / (len(faces) * n_faces))
        for f in range(n_faces)
        for v in sorted(set(faces))
    ]


def current_player(s: RelicTable) -> int:
    return s.to_move


def is_terminal(s: RelicTable) -> bool:
    return s.phase == P_OVER


def turn_owner(s: RelicTable) -> int:
    """The roller: every seat moves animals in each player's turn."""
    return s.turn


def legal_actions(s: RelicTable) -> list[Action]:
    seat = s.to_move
    if s.overflow_seat >= 0:
        return _overflow_drops(s, seat)
    if s.todo:
        return _task_choices(s)
    if s.phase == P_ANIMALS:
        return _animal_choices(s)
    if s.phase == P_LAND:
        return [Action(LAND, c) for c in landing_clearings(s, seat)]
    return _action_phase(s, seat)


def _overflow_drops(s: RelicTable, seat: int) -> list[Action]:
    keep = kept_item(s, seat)
    items = sorted({x for x in s.pack[seat] if x >= 0 and x != keep} | {s.overflow})
    return [Action(DROP, x) for x in items]


def _task_choices(s: RelicTable) -> list[Action]:
    task = s.todo[0]
    k = task[0]
    if k == T_ATTACH:
        return list(s.choices)
    if k == T_IVY:
        return list(_IVY_CHOICES)
    if k == T_MEET:
        _, seat, cell, met = task
        out = []
        for i in meet_pending(s, seat, cell, met):
            species = s.animals[i][0]
            out.append(Action(ENDURE, i, 0, species))
            out.extend(Action(USE, i, p, species) for p in protections(s, seat, species))
        return out
    _, i, cell, seats = task  # T_AMEET
    species = s.animals[i][0]
    out = [Action(ENDURE, i, 0, species)]
    out.extend(Action(USE, i, p, species) for p in protections(s, seats[0], species))
    return out


def _animal_choices(s: RelicTable) -> list[Action]:
    """First which animal (when there is a choice), then where it goes."""
    i = s.picked
    if i < 0:
        return [Action(PICK, i, 0, s.animals[i][0]) for i in movable(s, s.species_queue[0])]
    species = s.animals[i][0]
    dests = animal_destinations(s, i)
    if not dests:
        return [Action(ANIMAL_STAY, i, 0, species)]
    row = _ANIMAL_MOVES[species][i]
    return [row[d] for d in dests]


_STEPS: dict[tuple, tuple[Action, ...]] = {}
"""The moves out of a space by everything `step_cost` reads: the space, the
actions left, the backpack and the board (`walks.board_of`). The search asks
for legal actions at every node, and most nodes share their board."""


def _steps(s: RelicTable, seat: int, here: int, ap: int) -> tuple[Action, ...]:
    pack = s.pack[seat]
    key = (here, ap, pack, board_of(s))
    found = _STEPS.get(key)
    if found is None:
        if len(_STEPS) >= 4096:
            _STEPS.clear()
        row = NEIGH[here]
        found = _STEPS[key] = tuple(
            _MOVES[row[d]] for d in range(6) if step_cost(s, seat, here, d, ap) >= 0
        )
    return found


def _action_phase(s: RelicTable, seat: int) -> list[Action]:
    here = s.pos[seat]
    ap = s.ap
    out = list(_steps(s, seat, here, ap))
    on_quicksand = s.kind[here] == QUICKSAND
    if on_quicksand:
        return out
    pack = s.pack[seat]
    if ap >= 3 and s.kind[here] in LANDING_KINDS:
        out.extend(Action(FLY, c) for c in landing_clearings(s, seat) if c != here)
        if has_match(pack):
            out.append(_LEAVE)
    if ap >= 1 and any(s.bag):
        out.append(_DRAW)
    out.extend(_TAKES[item] for item in takeable(s, seat, here))
    keep = kept_item(s, seat)
    seen = set()
    for item in pack:
        if item >= 0 and item != keep and item not in seen:
            seen.add(item)
            out.append(_DROPS[item])
    out.append(_END)
    return out


def chance_outcomes(s: RelicTable) -> list[tuple[Action, float]]:
    """The outcomes of this chance node, kept until the next action (search asks often)."""
    outcomes = s._outcomes
    if outcomes is None:
        outcomes = s._outcomes = _outcomes(s)
    return outcomes


def _outcomes(s: RelicTable) -> list[tuple[Action, float]]:
    if not s.todo:  # the roll
        fixed = s.game.options["fixed_three_actions"]
        rolls = _ROLLS.get(fixed)
        if rolls is None:
            rolls = _ROLLS[fixed] = _roll_outcomes(fixed)
        return rolls
    task = s.todo[0]
    k = task[0]
    if k == T_FIRST:
        n = s.game.players
        return [(Action(FIRST, i), 1 / n) for i in range(n)]
    if k == T_REVEAL:
        tiles = tile_outcomes(s, task)
        p = 1 / len(tiles)
        acts = _TILE_ACTIONS
        return [(acts[t], p) for t in tiles]
    if k == T_ROTATE:
        return list(_ROTATIONS)
    if k in (T_RELIC, T_SPOT):
        pool = s.pool
        p = 1 / len(pool)
        acts = _RELIC_ACTIONS
        return [(acts[r], p) for r in pool]
    if k == T_BAG:
        total = sum(s.bag)
        return [(Action(BAG, i), c / total) for i, c in enumerate(s.bag) if c]
    if k == T_D8:
        _, seat, _ = task
        keep = kept_item(s, seat)
        pack = s.pack[seat]
        slots = [i for i in range(BACKPACK_SLOTS) if keep < 0 or pack[i] != keep]
        return [(Action(D8, i), 1 / len(slots)) for i in slots]
    # T_STEAL
    items = s.ground[task[1]]
    kinds = sorted(set(items))
    return [(Action(STEAL, x), items.count(x) / len(items)) for x in kinds]


LEAVE_THE_TABLE = frozenset((ROLL, END, DRAW, BAG, PICK, ANIMAL_STAY))
"""Verbs that change, of all the heuristic reads, one seat's backpack or
whether it lies down at most (the rest is whose turn it is, the bag and the
dice): the table after them shares its judgements with the one before
(`heuristic._every_progress`), so the outcomes of one roll or draw, and the
turn ended or not, are judged once. A quiet move shares them too: one that
changes the mover's space only, revealing nothing, turning up no relic, and
leaving and reaching spaces where no animal stands (judgements are keyed by
the seat's space as well)."""

SUPPLY_CARRIED = frozenset((TAKE, DROP))
"""Verbs that, with a supply, change of all the heuristic reads only the
mover's backpack and the supplies lying about: the table after them judges
in a store of its own, which starts with the judgements of the table before
that looked at no supply lying about (the last of each entry,
`heuristic._progress`); judgements are keyed by the backpack. The bots'
look through one more decision tries dropping each kind of item the
backpack holds, and each drop had every seat judged afresh."""


def apply(s: RelicTable, action: Action) -> None:
    s._outcomes = None
    verb = action[0]
    kept = verb in LEAVE_THE_TABLE
    if verb >= 20:
        _apply_chance(s, action)
    elif verb == MOVE and s.overflow_seat < 0:
        here = s.pos[s.to_move]
        _apply_decision(s, action)
        kept = not s.todo and not _animal_near(s, here, action[1])  # a quiet step
    elif verb in SUPPLY_CARRIED and action[1] < RELIC_BASE and s.overflow_seat < 0:
        _apply_decision(s, action)
        s._judged = {k: v for k, v in s._judged.items() if v[2]}
        kept = True
    else:
        _apply_decision(s, action)
    if not kept:
        s._judged = {}
    settle(s)


def _animal_near(s: RelicTable, here: int, there: int) -> bool:
    """Whether an animal stands on or beside a space an explorer left or
    reached: its freedom or its sleep may have changed with the move, or the
    spaces it can reach (an animal never moves past an explorer,
    `animals.animal_destinations`)."""
    for _, at, _ in s.animals:
        if at >= 0:
            close = CLOSE[at]
            if here in close or there in close:
                return True
    return False


CLOSE = tuple(frozenset((c, *(n for n in NEIGH[c] if n >= 0))) for c in range(len(NEIGH)))
"""Each space with the spaces beside it."""


def _apply_chance(s: RelicTable, action: Action) -> None:
    verb, a, b, _ = action
    if verb == ROLL:
        s.face = a
        s.rolled = b
        faces = ANIMAL_FACES[a]
        if s.game.options["training"]:
            faces = tuple(f for f in faces if f != MONKEY)
        s.species_queue = faces
        s.moved = ()
        s.chooser = s.turn
        s.picked = -1
        s.phase = P_ANIMALS
        return
    task = s.todo.pop(0)
    k = task[0]
    if verb == FIRST:
        s.turn = a
    elif verb == TILE:
        _, cell, placer, barred = task
        if s.phase == P_SETUP:
            s.start_stack = without(s.start_stack, a)
        else:
            s.stack = without(s.stack, a)
        kind = TILES[a][0]
        s.kind[cell] = kind
        s._board = None
        if TILES[a][2] or kind in FEATURE_OF_START:
            s.todo.insert(0, (T_ROTATE, cell, placer, a, barred))
        else:
            _place_tile(s, cell, placer, a, 0, barred)
    elif verb == ROTATE:
        _, cell, placer, tile, barred = task
        _place_tile(s, cell, placer, tile, a, barred)
    elif verb == RELIC:
        cell = task[1]
        s.pool = without(s.pool, a)
        ground_add(s, cell, a)
        if k == T_SPOT:
            s.reserved -= 1
            s.spot_hidden[cell] -= 1
            s.spot_orig[cell] = (*s.spot_orig.get(cell, ()), a)
            if s.spot_hidden[cell]:
                s.todo.insert(0, (T_SPOT, cell))
            else:
                del s.spot_hidden[cell]
    elif verb == BAG:
        bag = list(s.bag)
        bag[a] -= 1
        s.bag = tuple(bag)
        gain(s, task[1], a, shown=False)
        s._keep_secret(task[1])  # drawn face down: only the drawer sees it (p.7)
    elif verb == D8:
        _, seat, i = task
        if s.pack[seat][a] >= 0:
            stolen(s, i, lose_slot(s, seat, a))
        elif s.pos[seat] >= 0 and s.ground.get(s.pos[seat]):
            s.todo.insert(0, (T_STEAL, s.pos[seat], i))
    else:  # STEAL
        _, cell, i = task
        ground_remove(s, cell, a)
        orig = s.spot_orig.get(cell)
        if orig and a in orig:
            drop_orig(s, cell, a)
        stolen(s, i, a)


def _place_tile(
    s: RelicTable, cell: int, placer: int, tile: int, rotation: int, barred: tuple[int, ...]
) -> None:
    kind, extra, mask = TILES[tile]
    s.dense[cell] = rotate_mask(mask, rotation)
    s._board = None
    training = s.game.options["training"]
    if kind == RELIC_TABLE:
        if extra and not training:
            s.animals.append((MONKEY, cell, False))
        s.todo.insert(0, (T_RELIC, cell))
    elif kind == ANIMAL_TILE:
        s.animals.append((extra, cell, False))
    elif kind == VINE_TILE:
        ground_add(s, cell, VINE)
    elif kind == BANANA_TILE:
        ground_add(s, cell, BANANA)
    elif kind in FEATURE_OF_START:
        s.starts[cell] = (FEATURE_OF_START[kind], rotation)
        s.todo.insert(0, (T_ATTACH, cell, placer, tile, barred))


def _apply_decision(s: RelicTable, action: Action) -> None:
    verb, a, b, _ = action
    seat = s.to_move
    if s.overflow_seat >= 0:
        _overflow_drop(s, seat, a)
        return
    if verb == MOVE:
        here = s.pos[seat]
        d = NEIGH[here].index(a)
        if MACHETE in s.pack[seat] and crosses_dense(s, here, d, a):
            show(s, seat, MACHETE)  # the plain cost across dense jungle shows it (p.10)
        s.ap -= step_cost(s, seat, here, d, s.ap)
        s.dropped = ()
        arrive(s, seat, a, here)
    elif verb == TAKE:
        here = s.pos[seat]
        ground_remove(s, here, a)
        orig = s.spot_orig.get(here)
        if orig and a in orig:
            drop_orig(s, here, a)
            key = seat * 1000 + here
            s.spot_taken[key] = s.spot_taken.get(key, 0) + 1
        s.taken = (*s.taken, a)
        gain(s, seat, a)
    elif verb == DROP:
        discard(s, seat, a)
        ground_add(s, s.pos[seat], a)
        s.dropped = (*s.dropped, a)
    elif verb == DRAW:
        s.ap -= 1
        s.dropped = ()
        s.todo.append((T_BAG, seat))
    elif verb == END:
        end_turn(s)
    elif verb == FLY:
        s.ap -= 3
        s.dropped = ()
        arrive(s, seat, a, s.pos[seat])
    elif verb == LEAVE:
        s.ap -= 3
        s.winner = seat
        s.phase = P_OVER
    elif verb == LAND:
        s.phase = P_ACTIONS
        s.ap = -1
        arrive(s, seat, a, -1)
    elif verb == PICK:
        s.picked = a
    elif verb in (ANIMAL_MOVE, ANIMAL_STAY):
        s.picked = -1
        if verb == ANIMAL_MOVE:
            animal_moved(s, a, b, seat)
        else:
            s.moved = (*s.moved, a)
        s.chooser = (seat + 1) % s.game.players
    elif verb == ATTACH:
        task = s.todo.pop(0)
        found = placements(s, task[1], s.starts[task[1]][1], a // 6)
        chosen = next(p for p in found if p[0] == b and p[3] == a % 6)
        place_board(s, a // 6, chosen, task[2])
        s.choices = ()
    elif verb in (USE, ENDURE):
        _answer_encounter(s, seat, a, b if verb == USE else -1)
    elif verb == IVY_AID:
        s.todo.pop(0)
        use_up(s, seat, FIRST_AID)
    else:  # IVY_ENDURE
        s.todo.pop(0)
        lose_turn(s, seat)


def _overflow_drop(s: RelicTable, seat: int, item: int) -> None:
    extra = s.overflow
    s.overflow = -1
    s.overflow_seat = -1
    known = s.known[seat]
    if item != extra:
        pack = s.pack[seat]
        slot = pack.index(item)
        s.pack[seat] = (*pack[:slot], extra, *pack[slot + 1 :])
        bit = 1 << slot
        known = known | bit if known & OVERFLOW_BIT else known & ~bit
    s.known[seat] = known & ~OVERFLOW_BIT
    still_shown(s, seat)
    ground_add(s, s.pos[seat], item)
    if s.phase == P_ACTIONS and seat == s.turn:
        s.dropped = (*s.dropped, item)


def _answer_encounter(s: RelicTable, seat: int, i: int, item: int) -> None:
    task = s.todo[0]
    if task[0] == T_AMEET:
        s.todo[0] = (T_AMEET, i, task[2], task[3][1:])
    else:
        s.todo[0] = (T_MEET, seat, task[2], (*task[3], i))
    if item >= 0:
        protect(s, seat, i, item)
    else:
        harm(s, seat, i)


def why_illegal(s: RelicTable, action: object) -> str | None:
    """Name the rule that forbids a move, for the most common mistakes."""
    if not isinstance(action, Action) or s.is_chance_node():
        return None
    seat = s.to_move
    if action.verb == MOVE and s.phase == P_ACTIONS and not s.todo and s.overflow_seat < 0:
        here = s.pos[seat]
        if action.a not in NEIGH[here]:
            return f"{action}: explorers move one space at a time"
        k = s.kind[action.a]
        if k == EMPTY:
            return f"{action}: that space is not revealed"
        f = FEATURE_OF_KIND.get(k, -1)
        if f >= 0 and NEEDED_FOR[f] not in s.pack[seat]:
            return f"{action}: the {('river', 'cave', 'mountain')[f]} needs a supply you lack"
        if walled(s, here, NEIGH[here].index(action.a), action.a):
            return f"{action}: the cave wall is in the way; the cave opens on one side only"
        if k == QUICKSAND and s.kind[here] == QUICKSAND:
            return f"{action}: never two quicksands in a row"
        if k == QUICKSAND:
            return f"{action}: quicksand needs a vine, a known tile beyond and actions to leave"
        return f"{action}: not enough actions left ({s.ap})"
    if s.phase == P_ACTIONS and not s.todo and s.overflow_seat < 0:
        return _why_not_free(s, seat, action)
    return None


def _why_not_free(s: RelicTable, seat: int, action: Action) -> str | None:
    """Reasons for refused pick-ups, drops, flights and leaving (p.7, p.8, p.22)."""
    here = s.pos[seat]
    if here < 0:
        return None
    if s.kind[here] == QUICKSAND:
        return f"{action}: hanging over quicksand you can only move on"
    if action.verb == TAKE and action.a not in s.ground.get(here, ()):
        return f"{action}: it does not lie on your space"
    if action.verb == TAKE:
        if action.a in s.dropped:
            return f"{action}: you dropped it here; move or draw before taking it back"
        return f"{action}: cursed for you; you already took half of this spot's relics"
    if action.verb == DRAW:
        return f"{action}: " + ("the bag is empty" if not any(s.bag) else "no actions left")
    if action.verb == DROP and action.a == kept_item(s, seat):
        return f"{action}: you need it to stay where you are"
    if action.verb in (FLY, LEAVE):
        if s.kind[here] not in LANDING_KINDS:
            return f"{action}: only from a landing clearing"
        if s.ap < 3:
            return f"{action}: it takes 3 actions ({s.ap} left)"
        if action.verb == LEAVE:
            return f"{action}: you need four relics of one symbol or one colour"
    return None
