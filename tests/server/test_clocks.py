"""Turn clocks: a turn allowance spent first, then the seat's bank."""

from __future__ import annotations

from expeditions.server.clocks import RETURN_GRACE, Clock


def test_a_turn_within_its_allowance_leaves_the_bank_alone():
    clock = Clock(turn=10, bank=60, players=2)
    clock.switch(0, now=100.0)
    assert clock.deadline() == 100.0 + 10 + 60
    clock.switch(1, now=108.0)
    assert clock.bank == [60.0, 60.0]


def test_time_beyond_the_allowance_comes_out_of_the_bank():
    clock = Clock(turn=10, bank=60, players=2)
    clock.switch(0, now=0.0)
    clock.switch(1, now=25.0)
    assert clock.bank == [45.0, 60.0]
    assert clock.deadline() == 25.0 + 10 + 60


def test_a_chance_pause_in_the_same_turn_keeps_the_clock_running():
    clock = Clock(turn=0, bank=30, players=2)
    clock.switch(0, now=0.0)
    clock.switch(0, now=20.0)  # the same seat again: still its turn
    assert clock.deadline() == 30.0


def test_public_clock_counts_down_the_owner_only():
    clock = Clock(turn=5, bank=20, players=2)
    clock.switch(1, now=0.0)
    shown = clock.public(now=8.0)
    assert shown["owner"] == 1 and shown["turn_left"] == 0.0
    assert shown["bank"] == [20.0, 17.0]


def test_timeout_empties_the_bank_and_a_return_brings_a_grace():
    clock = Clock(turn=0, bank=30, players=2)
    clock.switch(0, now=0.0)
    clock.timed_out(0)
    assert clock.bank[0] == 0.0 and clock.owner is None
    clock.came_back(0)
    assert clock.bank[0] == RETURN_GRACE


def test_with_a_turn_allowance_a_returning_player_gets_no_extra_bank():
    clock = Clock(turn=120, bank=0, players=2)
    clock.came_back(0)
    assert clock.bank[0] == 0.0
