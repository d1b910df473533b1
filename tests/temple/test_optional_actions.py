"""A tile's actions are the player's to use or skip, one by one (p.7).

p.7: «Μπορείτε να τις χρησιμοποιήσετε όλες» — you *may* use them all: each
action of the tile taken is offered, and `skip <action>` leaves it unused.
"""

from __future__ import annotations

import pytest

from expeditions.games.temple.actions import TILE_ACTION_NAMES
from expeditions.games.temple.components import TILE_EFFECTS, TILE_NAMES
from expeditions.games.temple.phases import PH_CHANCE, PH_EFFECTS, PH_EXPLORE
from expeditions.games.temple.rooms import empty_spaces

from .helpers import do, setup


def texts(s) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def taken(kind: str, players: int = 3):
    """Seat 0 has just taken a tile of `kind` at its own site A (no trip)."""
    s = setup(players=players)
    with s.edit():
        s.sites[0].append(TILE_NAMES.index(kind))
        s.sites_count[0] += 1
    return do(s, f"take {kind} at a")


@pytest.mark.parametrize("kind", TILE_NAMES)
def test_every_action_of_every_tile_may_be_skipped(kind):  # p.7
    s = taken(kind)
    assert s.phase == PH_EFFECTS
    offered = {t for t in texts(s) if t.startswith("skip ")}
    shown = {f"skip {TILE_ACTION_NAMES[e]}" for e, _ in TILE_EFFECTS[TILE_NAMES.index(kind)]}
    assert offered == shown


@pytest.mark.parametrize("kind", TILE_NAMES)
def test_skipping_everything_takes_nothing_but_the_tile(kind):  # p.7
    s = taken(kind)
    before = (list(s.supply), list(s.score), s.passages_left, list(s.tr_count))
    rooms, cards, spaces = list(s.room_pool), list(s.card_pool), empty_spaces(s)
    while s.phase == PH_EFFECTS:
        do(s, next(t for t in texts(s) if t.startswith("skip ")))
    assert s.phase == PH_EXPLORE
    assert (list(s.supply), list(s.score), s.passages_left, list(s.tr_count)) == before
    assert s.room_pool == rooms and s.card_pool == cards and empty_spaces(s) == spaces
    assert sum(s.backpack[0]) == 2 and not any(s.camp_hidden[0]) and not any(s.cards[0])
    assert s.skipped[0] == len(TILE_EFFECTS[TILE_NAMES.index(kind)])


def test_skip_one_action_and_use_the_others_in_any_order():  # p.7
    s = taken("treasure passage point")
    do(s, "use points", "skip treasure")
    assert s.score[0] == 1 and s.phase == PH_EFFECTS
    assert [t for t in texts(s) if t.startswith(("use", "skip"))] == ["use passage", "skip passage"]
    do(s, "use passage")
    assert s.passages[0] == 1 and s.passages_left == 5
    assert not any(s.tr_hidden[0]) and s.phase == PH_EXPLORE


def test_double_treasure_skips_one_treasure_at_a_time():  # p.7
    s = taken("double treasure")
    do(s, "skip treasure")
    assert s.phase == PH_EFFECTS and "skip treasure" in texts(s)
    do(s, "treasure from 1", "draw mask", "draw idol", "draw vase", "keep idol")
    assert s.tr_hidden[0][1] == 1 and s.phase == PH_EXPLORE


def test_a_skipped_key_stays_in_the_supply():  # p.7
    s = taken("key green")
    green = s.supply[3]
    do(s, "skip key")
    assert s.supply[3] == green and s.camp_hidden[0][3] == 0 and s.backpack[0][3] == 0


def test_nothing_is_carried_out_before_the_player_says_so():  # p.7: no automatic actions
    s = taken("room")
    assert s.phase == PH_EFFECTS  # the top three are not drawn by themselves
    assert texts(s)[:2] == ["use room", "skip room"]
    do(s, "use room")
    assert s.phase == PH_CHANCE
    s = taken("passage points")
    assert s.score[0] == 0 and s.passages[0] == 0


def test_a_digs_rewards_are_not_skipped():  # p.6: the dig's bonus comes at once
    s = taken("card")
    do(s, "use card", "draw passage card", "draw five card", "draw pair card", "keep five card")
    with s.edit():
        s.pending = [(TILE_EFFECTS[TILE_NAMES.index("treasure")][0][0], 0)]
        s.effect_ctx = 1
        s.phase = PH_EFFECTS
    assert not [t for t in texts(s) if t.startswith(("skip", "use"))]


@pytest.mark.parametrize("name", TILE_ACTION_NAMES)
def test_skip_and_use_read_back_from_their_text(name):  # notation
    game = setup().game
    for verb in ("skip", "use"):
        action = game.actions.parse(f"{verb}  {name.upper()}")
        assert str(action) == f"{verb} {name}"
        assert game.action_from_id(None, game.action_id(action)) == action


def test_earlier_action_ids_stay_and_the_new_verbs_come_last():  # contract: fixed ids
    game = setup().game
    assert game.action_id(game.actions.parse("end turn")) == 1949
    assert game.action_id(game.actions.parse("use room")) == 1950
    assert game.num_distinct_actions() == 1950 + 2 * len(TILE_ACTION_NAMES)


def test_option_all_tile_actions_carries_every_action_out():  # p.5 "apply its effects at once"
    s = setup(players=3, all_tile_actions=True)
    with s.edit():
        s.sites[0].append(TILE_NAMES.index("treasure passage point"))
        s.sites_count[0] += 1
    do(s, "take treasure passage point at a")
    assert s.score[0] == 1 and s.passages[0] == 1
    assert not [t for t in texts(s) if t.startswith(("skip", "use"))]
    s = setup(players=3, all_tile_actions=True)
    do(s, "take room at a")
    assert s.phase == PH_CHANCE  # the top three are drawn at once
