"""Random play: counts stay within the components, scores follow the table,
and hidden facts stay hidden."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import expeditions
from expeditions.core.play import resolve_chance
from expeditions.games.cave import heuristic
from expeditions.games.cave.components import (
    BACKPACK_SLOTS,
    BASE,
    CONSUMABLE,
    FINAL_ROUNDS,
    KIND_TOKEN,
    REMOVED_PER_STACK,
    STACK_TILES,
    TENT_SLOTS,
    TILE_STACK,
)
from expeditions.games.cave.explorer import (
    BAG,
    DEPTHS,
    HOME,
    POS,
    TENT,
    TOKENS,
    bag_used,
    tent_used,
)
from expeditions.games.cave.routes import FAR, ap_costs, step_cost
from expeditions.games.cave.scoring import breakdown, scores
from expeditions.games.cave.state import PLAY


def _home_bound(state, legal):
    """Steps that bring the explorer nearer the base camp (as the crow flies)."""
    x, y = state.where[state.explorers[state.seat][POS]]
    here = abs(x) + abs(y)
    return [
        a
        for a in legal
        if a.verb in ("move", "crawl", "dive", "boat") and abs(a.x) + abs(a.y) < here
    ]


def busy_walk(state, rng: random.Random, limit: int = 20_000):
    """Random play with a little sense: keep food, discover, go home when hungry.

    Nothing obliges anyone to discover, so a walk that has not ended by the
    rules after `limit` actions is stopped."""
    while not state.is_terminal():
        if len(state.history) >= limit:
            state.stop(f"limit of {limit} actions")
            return
        yield state
        if state.is_chance_node():
            resolve_chance(state, rng)
            continue
        legal = state.legal_actions()
        verbs = {a.verb for a in legal}
        p = state.explorers[state.seat] if state.seat >= 0 else None
        pick = [a for a in legal if a.verb not in ("end", "drop", "crawl")] or list(legal)
        if verbs <= {"bag", "tent"} and legal[0].a == CONSUMABLE and legal[0].verb == "bag":
            pick = [legal[-1]]
        elif "discover" in verbs and rng.random() < 0.7:
            pick = [a for a in legal if a.verb == "discover"]
        elif "refill" in verbs and p[BAG + CONSUMABLE] < 3:
            pick = [a for a in legal if a.verb == "refill"]
        elif p is not None and (state.restricted or p[BAG + CONSUMABLE] < 2 or state.end_at >= 0):
            pick = _home_bound(state, legal) or (
                [a for a in legal if a.verb == "end"] if state.end_at >= 0 else pick
            )
        pick = pick or list(legal)
        state.apply(pick[rng.randrange(len(pick))])


def check_counts(state) -> None:
    n = state.game.players
    for p in state.explorers:
        assert 0 <= bag_used(p) <= BACKPACK_SLOTS
        assert 0 <= tent_used(p) <= TENT_SLOTS
        assert min(p[BAG : TENT + 6]) >= 0
        for k, item in enumerate((4, 5)):  # camera, boat: one each
            assert p[BAG + item] + p[TENT + item] + p[HOME + k] <= 1
        assert p[DEPTHS] >> (max(state.depth) + 1) == 0
        assert p[DEPTHS] & 1 == 0
    placed = [t for t in state.tile if t >= 0]
    drawn = bin(state.drawn).count("1")
    assert len(placed) + len(state.discarded) + (state.pending >= 0) == drawn
    for s in range(4):
        taken = sum(1 for t in STACK_TILES[s] if state.drawn >> t & 1)
        assert taken <= 20 - REMOVED_PER_STACK[n]
        assert state.left[s] >= 0
    for kind, token in KIND_TOKEN.items():
        tiles = sum(1 for k in state.kind if k == kind)
        lying = sum(1 for i, k in enumerate(state.kind) if k == kind and state.token[i])
        held = sum(p[TOKENS + token] for p in state.explorers)
        assert held + lying == tiles
    ropes = sum(abs(state.depth[a] - state.depth[b]) for a, b in state.ropes)
    if not state.game.options["descent_token_on_tile"]:
        assert sum(p[TOKENS] for p in state.explorers) == ropes, "one per rope placed"
    assert all(TILE_STACK[t] >= 0 for t in placed)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5))
def test_property_random_play_keeps_every_count_within_the_components(seed, players):
    state = expeditions.load("cave", players=players).new_initial_state()
    rng = random.Random(seed)
    for i, s in enumerate(busy_walk(state, rng)):
        if i % 3 == 0:
            check_counts(s)
    check_counts(state)
    assert state.is_terminal()


def _table_points(p: list[int]) -> int:
    """The rulebook's table, written again here on purpose (p.12)."""
    traverse, water, photo, sq1, sq2, sq3 = p[TOKENS : TOKENS + 6]
    points = 2 * (traverse + photo + sq1) + 3 * (water + sq2) + 4 * sq3
    for level in range(1, p[DEPTHS].bit_length()):
        if p[DEPTHS] >> level & 1:
            points += {1: 3, 2: 4}.get(level, 5)
    return points


def _bonus(counts: dict[int, int]) -> dict[int, int]:
    ranked = sorted(((c, s) for s, c in counts.items() if c > 0), reverse=True)
    if not ranked:
        return {}
    best = [s for c, s in ranked if c == ranked[0][0]]
    if len(best) == 2:
        return {best[0]: 4, best[1]: 4}
    if len(best) > 2:
        return {}
    out = {best[0]: 8}
    rest = [(c, s) for c, s in ranked if c < ranked[0][0]]
    if rest and sum(1 for c, _ in rest if c == rest[0][0]) == 1:
        out[rest[0][1]] = 4
    return out


def test_invariant_final_scores_recomputed_from_the_tokens():  # Cave p.12
    ended = 0
    for seed in range(24):
        players = 2 + seed % 4
        state = expeditions.load("cave", players=players).new_initial_state()
        rng = random.Random(seed)
        for i, _ in enumerate(busy_walk(state, rng)):
            if i == 400 * players:
                break
        if state.end_at < 0 and state.phase == PLAY:  # as if stack IV ran out now
            with state.edit():
                state.closed = True
                state.left = [0, 0, 0, 0]
                state.end_at = (state.turn // players + 1 + FINAL_ROUNDS) * players
        for _ in busy_walk(state, rng):
            pass
        if state.is_truncated():
            continue
        ended += 1
        home = [s for s, p in enumerate(state.explorers) if state.kind[p[POS]] == BASE]
        expected = [0] * players
        for s in home:
            expected[s] = _table_points(state.explorers[s])
        for cat in range(4):
            counts = {}
            for s in home:
                t = state.explorers[s][TOKENS : TOKENS + 6]
                counts[s] = t[cat] if cat < 3 else t[3] + t[4] + t[5]
            for s, bonus in _bonus(counts).items():
                expected[s] += bonus
        assert state.scores() == expected, seed
        best = max((expected[s] for s in home), default=None)
        assert state.winners() == [s for s in home if expected[s] == best], seed
    assert ended >= 6, "too few walks ended by the rules to check the scoring"


def test_hidden_tiles_never_appear_in_any_observation():  # Cave p.3
    state = expeditions.load("cave", players=3).new_initial_state()
    for i, s in enumerate(busy_walk(state, random.Random(5))):
        if i % 11:
            continue
        for seat in (0, 1, 2, None):
            obs = s.observation(seat)
            seen = {t["tile"] for t in obs["tiles"] if t["tile"] >= 0}
            seen |= set(obs["discarded"])
            if obs["pending_tile"] is not None:
                seen.add(obs["pending_tile"])
            assert all(s.drawn >> t & 1 for t in seen)


def test_states_differing_only_in_hidden_facts_look_the_same():  # Cave p.3
    """Which tiles were removed unseen is no fact of the state: a resampled
    guess and the true state give every seat the same observation, and the next
    draw is equally likely to be any tile nobody has seen."""
    state = expeditions.load("cave", players=2).new_initial_state()
    for i, s in enumerate(busy_walk(state, random.Random(9))):
        if i % 13:
            continue
        for seat in (0, 1):
            guess = s.resample(seat, random.Random(i))
            assert guess.observation(seat) == s.observation(seat)
            assert guess is not s
        if s.is_chance_node() and s.phase == 3:
            probs = {p for _, p in s.chance_outcomes()}
            assert len(probs) == 1


def test_running_totals_are_the_sums_of_the_breakdown_rows():  # Cave p.12
    """`scores` skips the labels for speed; it must add up what the score
    sheet shows, before the end as well as after it."""
    for seed in range(6):
        state = expeditions.load("cave", players=2 + seed % 3).new_initial_state()
        for i, s in enumerate(busy_walk(state, random.Random(100 + seed))):
            if i % 5 == 0:
                assert scores(s) == [sum(pts for _, pts in rows) for rows in breakdown(s)]
        assert scores(state) == [sum(pts for _, pts in rows) for rows in breakdown(state)]


def _relaxed_costs(state, p) -> list[int]:
    """Cheapest AP by repeated relaxation over `step_cost`, the one-step price."""
    dist = [FAR] * len(state.where)
    dist[p[POS]] = 0
    changed = True
    while changed:
        changed = False
        for i in range(len(state.where)):
            for side in range(4):
                j = state.links[4 * i + side]
                if j >= 0 and dist[i] + step_cost(state, p, i, j)[0] < dist[j]:
                    dist[j] = dist[i] + step_cost(state, p, i, j)[0]
                    changed = True
    return dist


def test_route_prices_follow_the_one_step_price_from_every_position():
    """The heuristic's Dijkstra reads the backpack once per route; its prices
    must be the cheapest sums of `step_cost` whatever the kit (ropes, oxygen,
    boat) and the ropes laid."""
    checked = 0
    for seed in range(4):
        state = expeditions.load("cave", players=3).new_initial_state()
        for i, s in enumerate(busy_walk(state, random.Random(200 + seed))):
            if i % 7 or s.phase != PLAY:
                continue
            for p in s.explorers:
                assert ap_costs(s, p) == _relaxed_costs(s, p)
                checked += 1
    assert checked > 50


def test_the_tiles_discoverable_in_one_pass_are_those_a_discovery_can_start_from():
    """`Board.discoverable` (the bots' one pass over a board) must name exactly
    the tiles `can_discover_from` allows (an open side onto an empty space;
    never the base camp, nor a rockfall: p.4, p.10), as the cave grows."""
    checked = 0
    for seed in range(3):
        state = expeditions.load("cave", players=2 + seed).new_initial_state()
        for i, s in enumerate(busy_walk(state, random.Random(300 + seed))):
            if i % 5:
                continue
            expected = tuple(j for j in range(len(s.where)) if s.can_discover_from(j))
            assert s.discoverable() == expected
            assert s.any_discoverable() == bool(expected)
            checked += 1
    assert checked > 50


def test_copies_share_the_board_but_neither_sees_the_other_write():
    """Copies of a table share the board's lists (`Board.own_board`): tiles
    laid and tokens taken on the table or on any copy, and hand edits, must
    reach no other copy."""
    rng = random.Random(7)
    state = expeditions.load("cave", players=2).new_initial_state()
    checked = 0
    for i, s in enumerate(busy_walk(state, rng, limit=3000)):
        if i % 40:
            continue
        copy = s.lookahead_copy()
        assert copy.links is s.links, "the board is shared, not copied"
        before, board = copy.snapshot(), (list(s.token), len(s.where))
        ahead = s.clone()
        for _ in busy_walk(ahead, random.Random(i), limit=len(ahead.history) + 60):
            pass  # tiles laid and tokens taken on another copy
        assert copy.snapshot() == before
        assert (list(s.token), len(s.where)) == board
        with copy.edit():
            copy.token[0] = 1 - copy.token[0]
        assert s.token[0] == board[0][0], "an edit on a copy reached the table"
        checked += 1
    assert checked > 10


def test_what_the_bots_carry_over_from_a_board_one_tile_smaller_is_what_a_fresh_look_finds():
    """The heuristic works out route prices and the tiles a discovery can
    start from on a board that grew by one tile from those of the board
    before (`Board.grown_from`); they must equal a fresh search."""
    grown = 0
    for seed in range(4):
        state = expeditions.load("cave", players=2 + seed % 3).new_initial_state()
        for s in busy_walk(state, random.Random(400 + seed)):
            if s.phase != PLAY:
                continue
            board = s.board_number()
            if s.grown_from() is not None:
                grown += 1
            for p in s.explorers:
                assert heuristic.ap_costs(s, p) == ap_costs(s, p)
            assert heuristic._discoverable(s, board) == s.discoverable()
    assert grown > 40
