"""The bots' shortcuts agree with the long way: remembered and incremental
walks with a plain search, an animal's reach with its listed destinations,
remembered judgements with judgements made afresh."""

from __future__ import annotations

import heapq
import random

import expeditions
from expeditions.core import sample_outcome
from expeditions.games.relic import heuristic, walks
from expeditions.games.relic.actions import DROP, MOVE, TAKE
from expeditions.games.relic.animals import animal_destinations, animal_reaches
from expeditions.games.relic.components import (
    CAVE,
    CLEARING,
    EMPTY,
    FEATURE_OF_KIND,
    ITEM_BY_NAME,
    MACHETE,
    NEEDED_FOR,
    NEIGH,
    QUICKSAND,
    RELIC_BASE,
    VINE,
)
from expeditions.games.relic.heuristic import WITHIN_TWO
from tests.conftest import random_walk

from .scene import act, actions_phase, cell, give, lay, put, row, table, three_reds

FETCHED = (-1, MACHETE, VINE, *NEEDED_FOR)


SEARCH = walks.search


def _reference(s, held: set[int], start: int) -> dict[int, int]:
    """The bots' walk, written plainly (Dijkstra with a heap): a move enters a
    revealed space whose supply is held (quicksand needs a vine), never
    through a wall, and costs 2 across dense jungle without a machete."""
    barred = {EMPTY} | {k for k, f in FEATURE_OF_KIND.items() if NEEDED_FOR[f] not in held}
    if VINE not in held:
        barred.add(QUICKSAND)
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        d, c = heapq.heappop(heap)
        if d > dist[c]:
            continue
        for e, n in enumerate(NEIGH[c]):
            if n < 0 or s.kind[n] in barred or (s.wall.get(c, 0) >> e) & 1:
                continue
            rough = (s.dense[c] >> e) & 1 or (s.dense[n] >> ((e + 3) % 6)) & 1
            nd = d + (2 if rough and MACHETE not in held else 1)
            if nd <= walks.FAR and nd < dist.get(n, nd + 1):
                dist[n] = nd
                heapq.heappush(heap, (nd, n))
    return dist


def _check(state, rng: random.Random) -> int:
    """Compare every explorer's walks (with a random supply fetched) to the plain search."""
    checked = 0
    for seat, start in enumerate(state.pos):
        if start < 0:
            continue
        fetched = FETCHED[rng.randrange(len(FETCHED))]
        expected = _reference(state, {*state.pack[seat], fetched}, start)
        assert walks.route(state, seat, start, fetched)[0] == expected
        checked += 1
    return checked


def test_walks_agree_with_a_plain_search_on_every_outcome_of_random_games(monkeypatch):
    fresh = []
    walks.forget()
    monkeypatch.setattr(walks, "search", lambda *a: fresh.append(a) or SEARCH(*a))
    checked = boards = walled = 0
    rng = random.Random(7)
    for seed in range(4):
        game = expeditions.load("relic", players=2 + seed % 3)
        state = game.new_initial_state()
        for s in random_walk(state, rng, limit=500):
            if not s.is_chance_node():
                continue
            # Every outcome of a chance node, as the bots look at them: boards
            # one reveal apart, walked on from the board they share.
            for outcome, _ in s.chance_outcomes()[:30]:
                child = s.clone()
                child.apply(outcome)
                checked += _check(child, rng)
                boards += 1
                walled += bool(child.wall)
            checked += _check(s, rng)
    assert boards > 1000 and checked > 2000
    assert walled > 100  # cave walls on the board were walked past too
    # Most answers came from an earlier walk, not a fresh search: the check
    # above covered the incremental path.
    assert len(fresh) < checked / 2


def test_an_animal_reaches_exactly_its_destinations_in_random_games():
    """The bots ask `animal_reaches` instead of listing `animal_destinations`:
    the two agree on every space within two of every animal."""
    rng = random.Random(11)
    asked = reached = 0
    for seed in range(4):
        game = expeditions.load("relic", players=2 + seed % 3)
        for s in random_walk(game.new_initial_state(), rng, limit=600):
            for i, (_, at, _) in enumerate(s.animals):
                if at < 0:
                    continue
                listed = set(animal_destinations(s, i))
                for target in WITHIN_TWO[at]:
                    asked += 1
                    reached += target in listed
                    assert animal_reaches(s, i, target) == (target in listed)
    assert asked > 10_000 and 0 < reached < asked


def _read_afresh(s):
    """The board as `board_of` keeps it: kinds, dense jungle, and each space's
    walls as one byte (a bit per direction; 0 for a space without walls)."""
    walls = bytes(s.wall.get(c, 0) for c in range(len(s.kind)))
    return bytes(s.kind), bytes(s.dense), walls


def test_the_board_kept_on_the_table_is_the_board_on_every_outcome_of_random_games():
    """`board_of` keeps what it reads on the table until a tile changes it (and
    copies share it): after every action and every outcome, what is kept is
    what the table shows, tiles, attached boards and walls included."""
    rng = random.Random(21)
    kept = changed = 0
    for seed in range(4):
        game = expeditions.load("relic", players=2 + seed % 3)
        state = game.new_initial_state()
        last = None
        for s in random_walk(state, rng, limit=700):
            if s._board is not None:
                assert s._board == _read_afresh(s)
                kept += 1
            now = walks.board_of(s)
            assert now == _read_afresh(s)
            changed += last is not None and now != last
            last = now
            guess = s.resample(rng.randrange(game.players), rng)
            assert guess._board is s._board  # public: every guess shares it
            if s.is_chance_node():
                for outcome, _ in s.chance_outcomes()[:12]:
                    child = s.clone()
                    child.apply(outcome)
                    assert child._board is None or child._board == _read_afresh(child)
                    assert walks.board_of(child) == _read_afresh(child)
    assert kept > 1000 and changed > 50


def _afresh(s) -> list[float]:
    """`evaluate_all` on a copy of `s` that shares no judgement with it."""
    fresh = s.clone()
    with fresh.edit():
        pass
    return heuristic.evaluate_all(fresh)


def _step_on(s, rng: random.Random):
    """One action or chance outcome drawn at random, played on `s`."""
    step = (
        sample_outcome(s.chance_outcomes(), rng)
        if s.is_chance_node()
        else rng.choice(s.legal_actions())
    )
    s.apply_unchecked(step)
    return step


def test_remembered_judgements_agree_with_judgements_made_afresh():
    """Along a game of two `heuristic` bots, judged in order with all that the
    evaluation remembers, every third position judged again with nothing
    remembered gives the same values to the last bit."""
    played = expeditions.play("relic", seed=0, players=2, bots=["heuristic", "heuristic"])
    state = played.game.new_initial_state()
    heuristic.forget()
    judged = []
    for action in played.history:
        if not state.is_chance_node():
            judged.append((state.clone(), heuristic.evaluate_all(state)))
        state.apply(action)
    three = 0
    for s, values in judged[::3]:
        heuristic.forget()
        assert _afresh(s) == values  # nor anything the table remembers
        three += any(heuristic.Held(pack).best == 3 for pack in s.pack)
    assert three > 10  # positions where a fourth relic (and a way out) was sought


def test_judgements_shared_after_a_roll_a_draw_an_ended_turn_or_a_quiet_move_agree_with_afresh():
    """Tables reached by the verbs that leave it as it was (`LEAVE_THE_TABLE`),
    or by a quiet move, share their judgements with the table before: along
    two games, every position one or two actions or outcomes on, judged in
    the order a bot would with those judgements shared, is judged to the last
    bit as afresh, and judgements were shared often (a roll's outcomes, the
    turn ended, a step that revealed nothing)."""
    shared = 0
    judged = 0
    after_moves = 0
    for seed in (1, 2):
        played = expeditions.play("relic", seed=seed, players=2, bots=["heuristic", "heuristic"])
        state = played.game.new_initial_state()
        rng = random.Random(seed)
        for n, action in enumerate(played.history):
            if n % 4 == 0 and not state.is_terminal():
                first = state.lookahead_copy()
                nexts = (
                    [a for a, _ in first.chance_outcomes()]
                    if first.is_chance_node()
                    else first.legal_actions()
                )
                for a in rng.sample(nexts, min(6, len(nexts))):
                    child = first.lookahead_copy()
                    child.apply_unchecked(a)
                    last = a
                    for _ in range(2):
                        if child.is_terminal():
                            break
                        if not child.is_chance_node():
                            shared += len(child._judged) > 0
                            after_moves += len(child._judged) > 0 and last.verb == MOVE
                            judged += 1
                            assert heuristic.evaluate_all(child) == _afresh(child)
                        last = _step_on(child, rng)
            state.apply(action)
    assert judged > 1000 and shared > judged // 10 and after_moves > 20


def test_judgements_kept_after_a_supply_taken_or_dropped_agree_with_afresh():
    """A supply taken or dropped changes, of all that judgements read, only the
    mover's backpack (judgements are keyed by it) and the supplies lying
    about (`rules.SUPPLY_CARRIED`), so the judgements that looked at none of
    these are kept. Along two three-seat games, every table one supply taken
    or dropped on, and one action or outcome further, judged in the order a
    bot would, is judged to the last bit as afresh; so is the table before,
    judged again after them (a table on must never write into the judgements
    of the table it came from, judged or not); and judgements were kept
    often, the mover's among them."""
    kept = movers = checked = 0
    for seed in (4, 5):
        played = expeditions.play("relic", seed=seed, players=3, bots=["heuristic"] * 3)
        state = played.game.new_initial_state()
        rng = random.Random(seed)
        for n, action in enumerate(played.history):
            if n % 2 == 0 and not state.is_chance_node() and not state.is_terminal():
                first = state.lookahead_copy()
                if n % 4 == 0:  # else the tables on start from no judgement at all
                    heuristic.evaluate_all(first)
                for a in first.legal_actions():
                    if a.verb not in (TAKE, DROP) or a.a >= RELIC_BASE:
                        continue
                    child = first.lookahead_copy()
                    mover = child.to_move
                    child.apply_unchecked(a)
                    kept += len(child._judged)
                    movers += sum(1 for seat, *_ in child._judged if seat == mover)
                    for _ in range(2):
                        if child.is_terminal():
                            break
                        if not child.is_chance_node():
                            checked += 1
                            assert heuristic.evaluate_all(child) == _afresh(child)
                        _step_on(child, rng)
                assert heuristic.evaluate_all(first) == _afresh(first)
            state.apply(action)
    assert checked > 300 and kept > checked // 4 and movers > 10


def _rival_fetching_a_flashlight():
    """Seat 0 on e3 with three reds, the fourth in the cave on h3, and the only
    flashlight lying face up on b3: its goal is to fetch it (p.22). Seat 1, to
    move on d3, holds a flashlight of its own."""
    s = table()
    row(s, "a3", "b3", "c3", "d3", "e3", "f3")
    with s.edit():
        lay(s, "g3", CLEARING)
        lay(s, "h3", CAVE)
    three_reds(s, "e3", "h3")
    with s.edit():
        s.ground[cell("b3")] = (ITEM_BY_NAME["flashlight"],)
        put(s, 1, "d3")
        give(s, 1, "flashlight")
    actions_phase(s, 1, 4)
    return s


def test_a_judgement_that_looked_at_the_supplies_lying_about_is_not_kept():  # p.22
    """The rival's way to its fourth relic runs past a flashlight lying about:
    a flashlight dropped nearer changes its judgement, which is made afresh."""
    before = _rival_fetching_a_flashlight()
    heuristic.evaluate_all(before)
    after = before.lookahead_copy()
    act(after, "drop flashlight")
    assert [seat for seat, *_ in after._judged] == [1]  # the mover's, with the flashlight
    assert heuristic.evaluate_all(after) == _afresh(after)
    assert heuristic.evaluate(after, 0) > heuristic.evaluate(before, 0)  # it lies nearer now


def test_a_table_on_never_writes_into_the_judgements_of_the_table_before():
    """Unjudged, a table has no judgement to keep; the table after a supply
    dropped must still judge in a store of its own."""
    before = _rival_fetching_a_flashlight()
    after = before.lookahead_copy()
    act(after, "drop flashlight")
    heuristic.evaluate_all(after)
    assert heuristic.evaluate_all(before) == _afresh(before)
