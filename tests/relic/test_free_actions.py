"""Taking and dropping cost nothing (p.7): every mix of items stays reachable, turns still end."""

from __future__ import annotations

from expeditions import CHANCE
from expeditions.games.relic.actions import DROP, TAKE
from expeditions.games.relic.components import IVY, PLAIN

from .scene import act, actions_phase, animal, cell, give, ground, lay, pack, put, table, texts


def _strip(s, at="e3"):
    """Seat 0 alone at `at` on a plain tile; an empty stack reveals nothing."""
    with s.edit():
        s.stack = ()
        lay(s, at, PLAIN)
        put(s, 0, at)


def _free(s):
    return [a for a in s.legal_actions() if a.verb in (TAKE, DROP)]


def test_dropped_item_can_be_taken_back_after_a_move():  # Relic p.7 (decision: free actions)
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "f3", PLAIN)
        give(s, 0, "raft")
    actions_phase(s, 0, 3)
    act(s, "drop raft")
    assert "take raft" not in texts(s)  # dropping and taking back at once changes nothing
    act(s, "move f3")
    act(s, "move e3")
    assert "take raft" in texts(s)
    act(s, "take raft")
    assert pack(s, 0) == ["raft"] and ground(s, "e3") == []


def test_dropped_item_can_be_taken_back_after_a_draw():  # Relic p.5, p.7 (decision: free actions)
    s = table()
    _strip(s)
    with s.edit():
        give(s, 0, "raft")
    actions_phase(s, 0, 2)
    act(s, "drop raft")
    act(s, "draw")
    act(s, "bag machete")
    assert "take raft" in texts(s)


def test_other_items_on_the_space_stay_takeable_after_a_drop():  # Relic p.7
    s = table()
    _strip(s)
    with s.edit():
        give(s, 0, "raft")
        s.ground[cell("e3")] = (0, 1)  # a machete and a raft already lie here
    actions_phase(s, 0, 2)
    act(s, "drop raft")
    assert "take machete" in texts(s)


def _explore(s, seen, finals, depth=0):
    """Every sequence of free actions from `s`; fails if one could go on for ever."""
    assert depth < 24, "free actions at one stop never run out"
    key = (tuple(sorted(pack(s, 0))), tuple(ground(s, "e3")), s.dropped)
    if key in seen:
        return
    seen.add(key)
    finals.add(key[0])
    for a in _free(s):
        child = s.clone()
        child.apply(a)
        _explore(child, seen, finals, depth + 1)


def test_every_mix_of_items_can_be_kept_at_one_stop_and_free_actions_run_out():  # Relic p.7
    s = table()
    _strip(s)
    with s.edit():
        give(s, 0, "raft", "machete")
        s.ground[cell("e3")] = (2, 4)  # a flashlight and a first aid
    actions_phase(s, 0, 2)
    finals = set()
    _explore(s, set(), finals)
    items = ["first-aid", "flashlight", "machete", "raft"]
    every_mix = {tuple(x for i, x in enumerate(items) if m >> i & 1) for m in range(16)}
    assert finals == every_mix


def test_ivy_asks_nothing_more_of_an_explorer_a_snake_laid_down():  # Relic p.5, p.18
    s = table()
    _strip(s)
    with s.edit():
        lay(s, "f3", IVY)
        a = animal(s, "snake", "f3")
        give(s, 0, "first-aid")
    actions_phase(s, 0, 3)
    act(s, "move f3")
    assert texts(s) == [f"endure snake {a + 1}", f"use first-aid on snake {a + 1}"]
    act(s, f"endure snake {a + 1}")
    # already lying: the ivy can cost no further turn, so the first aid is not asked for
    assert s.lying[0] and pack(s, 0) == ["first-aid"]
    assert s.turn == 1 and s.current_player() == CHANCE
