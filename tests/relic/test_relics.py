"""Relics: matching sets, the feature curse, the mountain example, leaving the jungle."""

from __future__ import annotations

import pytest

import expeditions
from expeditions import CHANCE, IllegalAction
from expeditions.games.relic.backpack import has_match
from expeditions.games.relic.components import CLEARING, MOUNTAIN, PLAIN, RELIC_TABLE, RIVER

from .scene import act, actions_phase, cell, give, ground, lay, pack, put, table, texts


def _codes(*names):
    from expeditions.games.relic.components import ITEM_BY_NAME

    return tuple(ITEM_BY_NAME[n] for n in names)


def test_four_relics_of_one_symbol_match():  # Relic p.8
    assert has_match(_codes("white-fish", "red-fish", "green-fish", "pink-fish"))


def test_four_relics_of_one_colour_match():  # Relic p.8
    assert has_match(_codes("red-bird", "red-eye", "red-sun", "red-moon"))


def test_mixed_relics_do_not_match():  # Relic p.8
    assert not has_match(_codes("red-bird", "red-eye", "red-sun", "pink-moon"))
    assert not has_match(_codes("red-fish", "red-eye", "green-fish", "pink-fish", "white-bird"))


def _winner_ready(s, seat=0):
    with s.edit():
        give(s, seat, "white-fish", "red-fish", "orange-fish", "pink-fish")


def test_leaving_takes_three_actions_on_a_clearing_and_ends_the_game():  # Relic p.8, p.18
    s = table(players=3)
    _winner_ready(s)
    actions_phase(s, 0, 3)
    act(s, "leave")
    assert s.is_terminal() and s.scores() == [1.0, 0.0, 0.0] and s.winners() == [0]
    assert s.observation(1)["final"][0] == [["left the jungle with four matching relics", 1]]


def test_leaving_needs_three_actions():  # Relic p.8
    s = table()
    _winner_ready(s)
    actions_phase(s, 0, 2)
    assert "leave" not in texts(s)


def test_leaving_needs_four_matching_relics():  # Relic p.8
    s = table()
    with s.edit():
        give(s, 0, "white-fish", "red-fish", "orange-fish", "pink-moon")
    actions_phase(s, 0, 4)
    assert "leave" not in texts(s)


def test_leaving_needs_a_landing_clearing():  # Relic p.18
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "e3", PLAIN)
        put(s, 0, "e3")
    _winner_ready(s)
    actions_phase(s, 0, 4)
    assert "leave" not in texts(s)
    with s.edit():
        lay(s, "e3", CLEARING)
    actions_phase(s, 0, 4)
    assert "leave" in texts(s)


def _spot(s, name, kind, relics):
    c = cell(name)
    with s.edit():
        lay(s, name, kind)
        s.spot_size[c] = len(relics)
        s.spot_orig[c] = _codes(*relics)
        s.ground[c] = _codes(*relics)
        s.pool = tuple(r for r in s.pool if r not in s.spot_orig[c])


def test_player_takes_at_most_half_of_a_spots_relics():  # Relic p.22
    s = table()
    with s.edit():
        s.stack = ()
    _spot(s, "e3", RIVER, ("pink-moon", "white-bird"))
    with s.edit():
        give(s, 0, "raft")
        put(s, 0, "e3")
    actions_phase(s, 0, 3)
    act(s, "take pink-moon")
    assert "take white-bird" not in texts(s)  # the curse
    assert s.observation(0)["spots"]["e3"]["cursed_for"] == [0]


def test_curse_binds_only_that_player_and_that_spot():  # Relic p.22
    s = table()
    with s.edit():
        s.stack = ()
    _spot(s, "e3", RIVER, ("pink-moon", "white-bird"))
    with s.edit():
        give(s, 0, "raft")
        give(s, 1, "raft")
        put(s, 0, "e3")
        put(s, 1, "e3")
    actions_phase(s, 0, 3)
    act(s, "take pink-moon")
    actions_phase(s, 1, 3)
    assert "take white-bird" in texts(s)  # any other player may take it


def test_items_dropped_on_a_spot_are_free_for_everyone():  # Relic p.22
    s = table()
    with s.edit():
        s.stack = ()
    _spot(s, "e3", RIVER, ("pink-moon", "white-bird"))
    with s.edit():
        give(s, 0, "raft")
        put(s, 0, "e3")
    actions_phase(s, 0, 3)
    act(s, "take pink-moon")
    with s.edit():
        s.ground[cell("e3")] = (*s.ground[cell("e3")], *_codes("red-eye"))
    actions_phase(s, 0, 3)
    assert "take red-eye" in texts(s) and "take white-bird" not in texts(s)


def test_cursed_relic_moved_elsewhere_is_free_again():  # Relic p.22
    s = table()
    with s.edit():
        s.stack = ()
    _spot(s, "e3", RIVER, ("pink-moon", "white-bird"))
    with s.edit():
        lay(s, "f3", PLAIN)
        for seat in (0, 1):
            give(s, seat, "raft")
            put(s, seat, "e3")
    actions_phase(s, 0, 3)
    act(s, "take pink-moon")
    actions_phase(s, 1, 3)
    act(s, "take white-bird")
    act(s, "move f3")
    act(s, "drop white-bird")
    with s.edit():
        put(s, 0, "f3")
    actions_phase(s, 0, 3)
    assert "take white-bird" in texts(s)


def test_mountain_example_yellow_takes_two_of_four_and_keeps_the_gear():  # Relic p.28-31
    s = table(players=3)
    with s.edit():
        s.stack = ()
        lay(s, "b3", PLAIN)
        lay(s, "c3", MOUNTAIN)
    c = cell("d3")
    with s.edit():
        lay(s, "d3", MOUNTAIN)
        s.spot_hidden[c] = 4
        s.spot_size[c] = 4
        lay(s, "e3", MOUNTAIN)
        lay(s, "f3", RELIC_TABLE)
        s.ground[cell("f3")] = _codes("green-fish")
        put(s, 0, "b3")
        give(
            s,
            0,
            "climbing-gear",
            "raft",
            "dart-panther",
            "machete",
            "flashlight",
            "first-aid",
            "green-sun",
            "orange-bird",
        )
    actions_phase(s, 0, 4)
    act(s, "move c3")  # 1st action: with climbing gear onto the mountain
    for name in ("green-bird", "green-eye", "red-hand", "white-moon"):
        act(s, f"relic {name}")  # next to the relics: they turn up
    act(s, "move d3")  # 2nd action: the centre
    act(s, "take green-bird")
    assert s.current_player() == 0 and "drop climbing-gear" not in texts(s)
    act(s, "drop raft")  # eight items already: one must go, never the gear
    act(s, "take green-eye")
    act(s, "drop dart-panther")
    assert "take red-hand" not in texts(s) and "take white-moon" not in texts(s)
    assert ground(s, "d3") == ["dart-panther", "raft", "red-hand", "white-moon"]
    act(s, "move e3")  # 3rd action
    act(s, "move f3")  # 4th action: off the mountain, onto a relic table
    act(s, "take green-fish")
    act(s, "drop orange-bird")
    assert sorted(x for x in pack(s, 0) if x.startswith("green")) == [
        "green-bird",
        "green-eye",
        "green-fish",
        "green-sun",
    ]
    assert has_match(s.pack[0]) and s.ap == 0


def test_no_round_ends_the_expedition():  # Relic p.8: the game ends only when someone leaves
    s = table()
    with s.edit():
        s.turns = 10_000
    actions_phase(s, 0, 2)
    act(s, "end")
    assert not s.is_terminal() and s.winners() == []


def test_a_stopped_expedition_has_no_winner():  # not a rule: a limit outside the game
    s = expeditions.play("relic", players=2, seed=3, limit=2000)
    assert s.is_truncated() and s.winners() == [] and s.returns() == [0.0, 0.0]


def test_game_over_has_no_chance_left():  # Relic p.8
    s = table()
    _winner_ready(s)
    actions_phase(s, 0, 3)
    act(s, "leave")
    assert s.current_player() != CHANCE and s.legal_actions() == ()


def test_mountain_landing_clearing_serves_to_leave_with_climbing_gear():  # Relic p.18, p.28
    s = table()
    with s.edit():
        s.stack = ()
    from expeditions.games.relic.components import MOUNTAIN_CLEARING

    with s.edit():
        lay(s, "e3", MOUNTAIN_CLEARING)
        put(s, 0, "e3")
        give(s, 0, "climbing-gear")
    _winner_ready(s)
    actions_phase(s, 0, 3)
    assert "leave" in texts(s) and "drop climbing-gear" not in texts(s)
    act(s, "leave")
    assert s.winners() == [0]


def test_cursed_relic_refusal_names_the_curse():  # Relic p.22 (usability: the reason shown)
    s = table()
    with s.edit():
        s.stack = ()
    _spot(s, "e3", RIVER, ("pink-moon", "white-bird"))
    with s.edit():
        give(s, 0, "raft")
        put(s, 0, "e3")
    actions_phase(s, 0, 3)
    act(s, "take pink-moon")
    with pytest.raises(IllegalAction, match="cursed for you"):
        act(s, "take white-bird")
    with pytest.raises(IllegalAction, match="need it to stay"):
        act(s, "drop raft")
    with pytest.raises(IllegalAction, match="does not lie on your space"):
        act(s, "take red-bird")


def test_leaving_without_a_set_says_what_is_missing():  # Relic p.8
    s = table()
    with s.edit():
        give(s, 0, "red-bird", "red-eye", "red-hand")
    actions_phase(s, 0, 3)
    with pytest.raises(IllegalAction, match="four relics of one symbol or one colour"):
        act(s, "leave")
    actions_phase(s, 0, 2)
    with pytest.raises(IllegalAction, match="takes 3 actions"):
        act(s, "fly j8")
