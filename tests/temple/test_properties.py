"""Random play keeps every count within the components; round scores recomputed."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import expeditions
from expeditions.core.play import resolve_chance
from expeditions.games.temple.components import (
    CARD_COUNTS,
    FLAGS_PER_PLAYER,
    KEYS_PER_COLOUR,
    LIGHT,
    NUM_PLACES,
    P_ALTARS_1,
    P_ALTARS_2,
    P_KEYS_1,
    P_KEYS_2,
    PASSAGE_TOKENS,
    TREASURES_PER_KIND,
)
from expeditions.games.temple.phases import DRAW_CARDS, DRAW_ROOMS, DRAW_TREASURES
from tests.conftest import random_walk


def check_counts(s) -> None:
    n = s.game.players
    for c in range(5):
        held = sum(s.backpack[p][c] + s.camp_hidden[p][c] for p in range(n))
        assert s.supply[c] + held == KEYS_PER_COLOUR
    drawn = {DRAW_ROOMS: [0] * 10, DRAW_TREASURES: [0] * 5, DRAW_CARDS: [0] * 10}
    if s.draw_cat >= 0:
        for item in s.drawn:
            drawn[s.draw_cat][item] += 1
    for k in range(5):
        total = s.tr_pool[k] + s.delivered[k] + s.open_tr.count(k) + drawn[DRAW_TREASURES][k]
        total += sum(t.count(k) for t in s.tr_tops)
        total += sum(s.tr_public[p][k] + s.tr_hidden[p][k] for p in range(n))
        assert total == TREASURES_PER_KIND
    setting_out = 3 - len(s.open_tr) if s.game.options["more_control"] and s.setup_step < 2 else 0
    assert sum(s.tr_count) + setting_out == sum(s.tr_pool) + sum(len(t) for t in s.tr_tops)
    for c, count in enumerate(CARD_COUNTS):
        total = s.card_pool[c] + s.card_tops.count(c) + s.discard[c] + drawn[DRAW_CARDS][c]
        total += sum(s.cards[p][c] for p in range(n))
        assert total == count
    placed_rooms = sum(1 for k in s.kind if k == LIGHT) - 10
    assert placed_rooms + sum(s.room_pool) + len(s.room_tops) + sum(drawn[DRAW_ROOMS]) == 10
    assert s.passages_left + sum(s.passages) == PASSAGE_TOKENS
    for p in range(n):
        flags = sum(1 for i in range(NUM_PLACES) if s.flags[i] >> p & 1)
        assert flags + s.flags_left[p] == FLAGS_PER_PLAYER
        assert s.score[p] == sum(s.parts[p]) >= 0
    assert sum(s.sites_count) == sum(len(x) for x in s.sites) <= sum(s.game.tile_counts)
    for p in range(n):  # what others know a player holds is in that player's hand
        for known, hand in ((s.tr_known[p], s.tr_hidden[p]), (s.cards_known[p], s.cards[p])):
            for item, count in enumerate(hand):
                assert sum(1 for code in known if code & 15 == item) <= count
                assert all(not code >> 4 & (1 << p) for code in known)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    players=st.integers(min_value=2, max_value=4),
    more_control=st.booleans(),
    short_game=st.booleans(),
)
def test_random_play_keeps_every_count_within_the_components(
    seed, players, more_control, short_game
):
    game = expeditions.load(
        "temple", players=players, more_control=more_control, short_game=short_game
    )
    expeditions.play(game, seed=seed, on_action=lambda s, a, actor: check_counts(s))


def _key_sets(counts: list[int]) -> int:
    """Independent count: build sets one at a time from what is left."""
    table = {0: 0, 1: 1, 2: 3, 3: 6, 4: 10, 5: 15}
    left = list(counts)
    total = 0
    while any(left):
        size = 0
        for c in range(5):
            if left[c]:
                left[c] -= 1
                size += 1
        total += table[size]
    return total


def _altars(s) -> list[int]:
    out = [0] * s.game.players
    for space, kind in enumerate(s.kind):
        if kind != 2:
            continue
        there = [p for p in range(s.game.players) if s.flags[space] & (1 << p)]
        colour = s.colour[space]
        counts = {
            p: (sum(s.camp_hidden[p]) if colour == 5 else s.camp_hidden[p][colour]) for p in there
        }
        for p in there:
            if counts[p] == max(counts.values()):
                out[p] += 3
    return out


def test_invariant_round_scores_recomputed_independently():  # p.9-10
    for seed in range(6):
        game = expeditions.load("temple", players=2 + seed % 3)
        rng = random.Random(seed)
        s = game.new_initial_state()
        checked_round_one = False
        while not s.is_terminal():
            before = s.round
            if s.is_chance_node():
                resolve_chance(s, rng)
            else:
                legal = s.legal_actions()
                s.apply(legal[rng.randrange(len(legal))])
            if before == 1 and s.round == 2:
                for p in range(game.players):
                    assert s.parts[p][P_KEYS_1] == _key_sets(s.camp_hidden[p])
                    assert s.parts[p][P_ALTARS_1] == _altars(s)[p]
                checked_round_one = True
        assert checked_round_one
        for p in range(game.players):
            assert s.parts[p][P_KEYS_2] == _key_sets(s.camp_hidden[p])
            assert s.parts[p][P_ALTARS_2] == _altars(s)[p]
            assert s.score[p] == sum(s.parts[p])


@pytest.mark.parametrize(
    "options", [{}, {"more_control": True}, {"short_game": True}, {"all_tile_actions": True}]
)
@pytest.mark.parametrize("players", [2, 4])
def test_a_step_played_on_a_copy_or_a_guess_leaves_the_table_as_it_was(players, options):
    """Copies share the board and the seats' holdings (`COPY` kinds "shared"
    and "shared rows"): every step the rules take, on a copy or on a guess at
    the hidden items, must change only the table it is played on."""
    game = expeditions.load("temple", players=players, **options)
    steps = 0
    for steps, s in enumerate(random_walk(game.new_initial_state(), random.Random(players))):
        before = s.snapshot()
        tables = [s.lookahead_copy()]
        if steps % 7 == 0:
            tables += [s.lookahead_resample(seat, random.Random(steps)) for seat in range(players)]
        for table in tables:
            for _ in random_walk(table, random.Random(steps), limit=1):
                pass  # one step, as the walk on `s` takes next
        assert s.snapshot() == before, f"a step on a copy changed the table at step {steps}"
    assert steps > 100
