"""The action phase: moving, dense jungle, vines over quicksand, ivy, drawing, flying."""

from __future__ import annotations

import pytest

from expeditions import CHANCE, IllegalAction
from expeditions.games.relic import backpack, tasks
from expeditions.games.relic.components import (
    CLEARING,
    IVY,
    PLAIN,
    QUICKSAND,
)

from .scene import act, actions_phase, cell, give, ground, lay, pack, put, table, texts


def _strip(s, seat=0, at="e3"):
    """Explorer of `seat` alone at `at` on a plain tile; an empty stack reveals nothing."""
    with s.edit():
        s.stack = ()
        lay(s, at, PLAIN)
        put(s, seat, at)


def test_move_one_space_costs_one_action():  # Relic p.5
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "f3", PLAIN)
    actions_phase(s, 0, 3)
    act(s, "move f3")
    assert s.ap == 2 and s.pos[0] == cell("f3")


def test_dense_jungle_costs_one_extra_action():  # Relic p.10
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "e3", PLAIN, dense=0b000001)  # dense on the east edge of e3
        lay(s, "f3", PLAIN)
    actions_phase(s, 0, 1)
    assert "move f3" not in texts(s)
    actions_phase(s, 0, 2)
    act(s, "move f3")
    assert s.ap == 0


def test_dense_on_both_tiles_still_costs_only_one_extra():  # Relic p.10
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "e3", PLAIN, dense=0b000001)
        lay(s, "f3", PLAIN, dense=0b001000)  # west edge of f3 faces e3
    actions_phase(s, 0, 4)
    act(s, "move f3")
    assert s.ap == 2


def test_machete_crosses_dense_jungle_for_one_action_and_is_kept():  # Relic p.10
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "e3", PLAIN, dense=0b000001)
        lay(s, "f3", PLAIN)
        give(s, 0, "machete")
    actions_phase(s, 0, 1)
    act(s, "move f3")
    assert s.ap == 0 and pack(s, 0) == ["machete"]


def test_unrevealed_space_cannot_be_entered():  # Relic p.16
    s = table()
    _strip(s)
    actions_phase(s, 0, 3)
    assert not any(t.startswith("move") for t in texts(s))


def _vine_line(s):
    """The vine example: quicksand, plain, quicksand (dense beyond plain), plain."""
    _strip(s, at="e3")
    with s.edit():
        lay(s, "f3", QUICKSAND)
        lay(s, "g3", PLAIN, dense=0b000001)
        lay(s, "h3", QUICKSAND)
        lay(s, "i3", PLAIN)
        give(s, 0, "vine")


def test_vine_example_yellow_swings_over_two_quicksands_with_three_actions():  # Relic p.12-13
    s = table()
    _vine_line(s)
    actions_phase(s, 0, 3)
    act(s, "move f3")  # A: onto quicksand with a vine costs nothing
    assert s.ap == 3
    act(s, "move g3")  # B: lands on a normal tile for one action
    assert s.ap == 2
    act(s, "move h3")  # C: dense jungle would cost 2, over quicksand only 1
    assert s.ap == 1
    act(s, "move i3")  # D: the third and last action
    assert s.ap == 0 and pack(s, 0) == ["vine"]


def test_quicksand_needs_a_vine():  # Relic p.12
    s = table()
    _vine_line(s)
    with s.edit():
        s.pack[0] = backpack.EMPTY_PACK
    actions_phase(s, 0, 3)
    assert "move f3" not in texts(s)


def test_quicksand_needs_a_known_tile_beyond():  # Relic p.12
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "f3", QUICKSAND)
        give(s, 0, "vine")
    actions_phase(s, 0, 3)
    assert "move f3" not in texts(s)
    with s.edit():
        lay(s, "g3", PLAIN)
    actions_phase(s, 0, 3)
    assert "move f3" in texts(s)


def test_turn_cannot_end_on_quicksand():  # Relic p.12
    s = table()
    _vine_line(s)
    with s.edit():
        lay(s, "g3", PLAIN, dense=0b001000)  # leaving f3 east now costs 2
    actions_phase(s, 0, 1)
    assert "move f3" not in texts(s)
    actions_phase(s, 0, 2)
    act(s, "move f3")
    assert texts(s) == ["move g3", "move e3"]  # no end, no draw: only a way off


def test_no_two_quicksands_in_a_row():  # Relic p.12
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "f3", QUICKSAND)
        lay(s, "g3", QUICKSAND)
        lay(s, "h3", PLAIN)
        lay(s, "f4", PLAIN)
        give(s, 0, "vine")
    actions_phase(s, 0, 4)
    act(s, "move f3")
    assert "move g3" not in texts(s)


def test_poison_ivy_ends_the_turn_and_loses_the_next():  # Relic p.18
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "f3", IVY)
    actions_phase(s, 0, 4)
    act(s, "move f3")
    assert s.lying[0]
    assert s.turn == 1 and s.current_player() == CHANCE  # seat 1 rolls


def test_first_aid_cancels_poison_ivy_and_the_turn_goes_on():  # Relic p.18
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "f3", IVY)
        give(s, 0, "first-aid")
    actions_phase(s, 0, 4)
    act(s, "move f3")
    assert texts(s) == ["use first-aid on ivy", "endure ivy"]
    act(s, "use first-aid on ivy")
    assert not s.lying[0] and s.ap == 3 and pack(s, 0) == []


def test_draw_a_supply_costs_one_action_and_is_a_chance_draw():  # Relic p.5
    s = table()
    actions_phase(s, 0, 2)
    act(s, "draw")
    assert s.ap == 1 and s.current_player() == CHANCE
    outcomes = dict((str(a), p) for a, p in s.chance_outcomes())
    assert abs(outcomes["bag machete"] - 8 / 50) < 1e-12
    act(s, "bag machete")
    assert pack(s, 0) == ["machete"] and sum(s.bag) == 49


def test_flight_between_landing_clearings_costs_three_actions():  # Relic p.18
    s = table()
    actions_phase(s, 0, 2)
    assert not any(t.startswith("fly") for t in texts(s))
    actions_phase(s, 0, 3)
    act(s, "fly i6")
    assert s.ap == 0 and s.pos[0] == cell("i6")


def test_flight_to_a_revealed_clearing_tile():  # Relic p.18
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "c3", CLEARING)
    actions_phase(s, 0, 4)
    act(s, "fly c3")
    assert s.pos[0] == cell("c3") and s.ap == 1


def test_backpack_holds_eight_and_the_extra_is_dropped_face_up_here():  # Relic p.7
    s = table()
    with s.edit():
        give(s, 0, *["machete"] * 4, *["raft"] * 4)
    actions_phase(s, 0, 2)
    act(s, "draw")
    act(s, "bag flashlight")
    assert s.current_player() == 0
    assert texts(s) == ["drop machete", "drop raft", "drop flashlight"]
    act(s, "drop raft")
    assert pack(s, 0).count("raft") == 3 and "flashlight" in pack(s, 0)
    assert ground(s, "j6") == ["raft"]


def test_items_on_the_ground_can_be_picked_up_by_anyone_for_free():  # Relic p.7
    s = table()
    with s.edit():
        s.ground[cell("j6")] = (0,)
    actions_phase(s, 0, 2)
    act(s, "take machete")
    assert s.ap == 2 and pack(s, 0) == ["machete"] and ground(s, "j6") == []


def test_dropping_is_free_and_the_item_stays_for_others():  # Relic p.7
    s = table()
    with s.edit():
        give(s, 0, "raft")
    actions_phase(s, 0, 2)
    act(s, "drop raft")
    assert s.ap == 2 and ground(s, "j6") == ["raft"]
    # decision: not taken back before an action is spent (see test_free_actions.py)
    assert "take raft" not in texts(s)
    with s.edit():
        put(s, 1, "j6")
    actions_phase(s, 1, 2)
    assert "take raft" in texts(s)


def test_end_turn_passes_to_the_next_player():  # Relic p.5
    s = table(players=3)
    actions_phase(s, 1, 3)
    act(s, "end")
    assert s.turn == 2 and s.phase == tasks.P_ROLL


def test_taking_a_ninth_item_drops_one_face_up_here():  # Relic p.7
    s = table()
    _strip(s)
    with s.edit():
        give(s, 0, *["machete"] * 8)
        s.ground[cell("e3")] = (1,)  # a raft
    actions_phase(s, 0, 2)
    act(s, "take raft")
    assert s.current_player() == 0 and texts(s) == ["drop machete", "drop raft"]
    act(s, "drop machete")
    assert pack(s, 0).count("machete") == 7 and "raft" in pack(s, 0)
    assert ground(s, "e3") == ["machete"] and s.ap == 2


def test_typed_illegal_moves_name_the_rule():  # Relic p.12, p.16 (usability: the reason shown)
    s = table()
    _vine_line(s)
    with s.edit():
        s.pack[0] = backpack.EMPTY_PACK
    actions_phase(s, 0, 3)
    with pytest.raises(IllegalAction, match="quicksand needs a vine"):
        act(s, "move f3")
    with pytest.raises(IllegalAction, match="not revealed"):
        act(s, "move e2")
    with s.edit():
        s.bag = (0,) * len(s.bag)
    actions_phase(s, 0, 3)
    with pytest.raises(IllegalAction, match="the bag is empty"):
        act(s, "draw")
