"""Properties over random play: counts within the components, no leaks, round trips."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import expeditions
from expeditions.games.relic.components import (
    BACKPACK_SLOTS,
    BAG_START,
    BANANAS,
    CLIMBING_GEAR,
    EMPTY,
    ITEM_NAMES,
    LANDING_KINDS,
    MOUNTAIN_CLEARING,
    NEIGH,
    PANTHER_TRAPS,
    RELIC_BASE,
    VINES,
)
from expeditions.games.relic.movement import landing_clearings, step_cost
from expeditions.games.relic.rules import _steps
from expeditions.games.relic.state import relics_lying
from tests.conftest import random_walk

SUPPLY_TOTAL = list(BAG_START)
SUPPLY_TOTAL[9] = PANTHER_TRAPS
SUPPLY_TOTAL[10] = VINES
SUPPLY_TOTAL[11] = BANANAS


def _check_counts(s):
    items = Counter()
    for p in s.pack:
        assert len(p) == BACKPACK_SLOTS
        items.update(x for x in p if x >= 0)
    for cell, stuff in s.ground.items():
        assert s.kind[cell] != EMPTY
        items.update(stuff)
    assert s._relics == relics_lying(s.ground), "the relics kept for the bots are stale"
    if s.overflow_seat >= 0:
        items[s.overflow] += 1
    for i, total in enumerate(SUPPLY_TOTAL):
        assert items[i] + s.bag[i] <= total, ITEM_NAMES[i]
    relics = [x for x in items.elements() if x >= RELIC_BASE]
    assert len(relics) == len(set(relics)), "a relic in two places"
    assert set(relics).isdisjoint(s.pool)
    assert len(relics) + len(s.pool) <= 36
    assert s.reserved <= len(s.pool)
    assert len(s.animals) <= 16
    for _, cell, _ in s.animals:
        assert cell < 0 or s.kind[cell] != EMPTY
    assert len(s.stack) + sum(1 for k in s.kind if k != EMPTY) <= 96 + 16 + 7 * 4
    for seat, pack in enumerate(s.pack):
        # remembered by board: what a fresh look at the laid tiles finds
        gear = CLIMBING_GEAR in pack
        fresh = tuple(
            c
            for c, k in enumerate(s.kind)
            if k in LANDING_KINDS and (gear or k != MOUNTAIN_CLEARING)
        )
        assert landing_clearings(s, seat) == fresh
        here = s.pos[seat]
        if here >= 0:  # the moves remembered by board: what the step costs allow now
            for ap in (1, 2, 3):
                moves = [a.a for a in _steps(s, seat, here, ap)]
                assert moves == [
                    n for d, n in enumerate(NEIGH[here]) if step_cost(s, seat, here, d, ap) >= 0
                ]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), players=st.integers(2, 4))
def test_random_play_keeps_every_count_within_the_components(seed, players):
    game = expeditions.load("relic", players=players)
    rng = random.Random(seed)
    for state in random_walk(game.new_initial_state(), rng, limit=3000):
        _check_counts(state)


def test_copies_share_the_relics_kept_for_the_bots_until_one_changes_the_ground():
    game = expeditions.load("relic", players=2)
    changed = 0
    for s in random_walk(game.new_initial_state(), random.Random(3), limit=3000):
        if s.is_chance_node():
            continue
        copy = s.lookahead_copy()
        assert copy._relics is s._relics
        kept = dict(s._relics)
        for action in copy.legal_actions():
            after = s.clone()
            after.apply(action)
            assert s._relics == kept, "a copy's move changed the original's relics"
            assert after._relics == relics_lying(after.ground)
            changed += after._relics != kept
    assert changed > 20


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_variants_play_to_the_end(seed):
    game = expeditions.load(
        "relic",
        players=3,
        training=True,
        fixed_three_actions=True,
        machete_scares_snake=True,
        animals_avoid_quicksand=True,
    )
    state = expeditions.play(game, seed=seed, limit=3000)
    assert state.is_terminal()
    assert not any(sp == 3 for sp, _, _ in state.animals)  # no monkeys in training


def test_hidden_draws_do_not_show_in_any_observation():  # Relic p.16, p.22
    game = expeditions.load("relic", players=3)
    state = expeditions.play(game, seed=5, max_actions=400)
    other = state.clone()
    with other.edit():
        other.pool = tuple(reversed(state.pool))  # what is left face down, in another order
        other.stack = tuple(reversed(state.stack))
    for seat in (0, 1, 2, None):
        obs = state.observation(seat)
        assert other.observation(seat) == obs
        text = json.dumps(obs)
        hidden = [ITEM_NAMES[r] for r in state.pool]
        assert not any(f'"{name}"' in text for name in hidden)


def test_resample_keeps_the_observation_and_future_draws_stay_chance():
    game = expeditions.load("relic", players=2)
    state = expeditions.play(game, seed=9, max_actions=300)
    guess = state.resample(1, random.Random(1))
    assert guess.observation(1) == state.observation(1)
    assert guess.current_player() == state.current_player()
    assert guess.legal_actions() == state.legal_actions()


def test_golden_playthrough_replays_exactly():
    game = expeditions.load("relic", players=4)
    state = expeditions.play(game, seed=2026, limit=3000)
    again = expeditions.replay(json.loads(json.dumps(state.record())))
    assert again.to_json() == state.to_json()
    assert again.scores() == state.scores()


def test_every_seat_sees_the_same_table_but_backpacks():  # Relic p.7, p.42: packs closed
    game = expeditions.load("relic", players=4)
    state = expeditions.play(game, seed=21, max_actions=600)
    views = [state.observation(seat) for seat in (0, 1, 2, 3, None)]
    packs = []
    for v in views:
        json.dumps(v)
        v.pop("seat")
        packs.append(v.pop("explorers"))
    assert all(v == views[0] for v in views)
    for seat in range(4):
        mine = packs[seat][seat]
        assert "?" not in mine["backpack"] and mine["hidden"] == 0
        for other in (packs[k][seat] for k in (0, 1, 2, 3, 4)):
            assert other["items"] == mine["items"]  # full slots are public
            assert [x is None for x in other["backpack"]] == [x is None for x in mine["backpack"]]
    assert any(p[k]["hidden"] for p in packs for k in range(4))  # something was drawn unseen
    assert views[0]["decision"] is None or isinstance(views[0]["decision"], str)


def test_heuristic_stays_within_bounds_and_prefers_matching_relics():
    from expeditions.games.relic.heuristic import evaluate

    game = expeditions.load("relic", players=3)
    rng = random.Random(4)
    for state in random_walk(game.new_initial_state(), rng, limit=800):
        for seat in range(3):
            assert -1.0 <= evaluate(state, seat) <= 1.0
    from .scene import give, table

    s = table()
    before = evaluate(s, 0)
    with s.edit():
        give(s, 0, "red-bird", "red-eye", "red-sun")
    assert evaluate(s, 0) > before
