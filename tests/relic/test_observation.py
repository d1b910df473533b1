"""What a seat sees decides what it may do: the turn's public state is in the observation."""

from __future__ import annotations

from expeditions.games.relic import tasks
from expeditions.games.relic.components import ITEM_BY_NAME, PLAIN, RIVER, RIVER_START, TILES
from expeditions.games.relic.render import text

from .scene import act, actions_phase, animal, cell, give, lay, position, put, table, texts


def _plain(s, *names):
    with s.edit():
        s.stack = ()
        for n in names:
            lay(s, n, PLAIN)


def test_item_dropped_this_turn_is_seen_until_an_action_is_spent():  # Relic p.7 (decision)
    s = table()
    _plain(s, "e3", "f3")
    with s.edit():
        put(s, 0, "e3")
        give(s, 0, "raft")
    actions_phase(s, 0, 3)
    act(s, "drop raft")
    assert s.observation(0)["dropped_this_turn"] == ["raft"]
    assert "take raft" not in texts(s)
    act(s, "move f3")
    assert s.observation(0)["dropped_this_turn"] == []


def test_raft_dropped_now_and_raft_lying_there_before_look_different():  # Relic p.7
    dropped = table()
    _plain(dropped, "e3")
    with dropped.edit():
        put(dropped, 0, "e3")
        give(dropped, 0, "raft")
    actions_phase(dropped, 0, 3)
    act(dropped, "drop raft")
    lying = table()
    _plain(lying, "e3")
    with lying.edit():
        put(lying, 0, "e3")
        lying.ground[cell("e3")] = (ITEM_BY_NAME["raft"],)
    actions_phase(lying, 0, 3)
    assert "take raft" in texts(lying) and "take raft" not in texts(dropped)
    assert dropped.observation(0) != lying.observation(0)
    assert dropped.observation(1)["dropped_this_turn"] == ["raft"]  # the others see it too


def test_items_taken_this_turn_are_seen():  # Relic p.7
    s = table()
    _plain(s, "e3")
    with s.edit():
        put(s, 0, "e3")
        s.ground[cell("e3")] = (ITEM_BY_NAME["machete"],)
    actions_phase(s, 0, 3)
    act(s, "take machete")
    assert s.observation(1)["taken_this_turn"] == ["machete"]


def test_animal_phase_shows_the_animals_that_already_moved():  # Relic p.34
    s = table()
    _plain(s, "c3", "d3", "c10", "d10")
    with s.edit():
        a = animal(s, "snake", "c3")
        b = animal(s, "snake", "c10")
    act(s, "roll snake 2")
    seen = s.observation(0)["animal_phase"]
    assert seen == {"species_left": ["snake"], "moved": [], "picked": None, "chooser": 0}
    act(s, f"pick snake {a + 1}")
    assert s.observation(0)["animal_phase"]["picked"] == a + 1
    act(s, f"snake {a + 1} to d3")
    seen = s.observation(1)["animal_phase"]
    assert seen == {"species_left": ["snake"], "moved": [a + 1], "picked": b + 1, "chooser": 1}
    assert all(t.startswith(f"snake {b + 1} ") for t in texts(s))  # the moved one is done


def test_monkey_face_lists_monkeys_first_then_the_other_species():  # Relic p.5, p.34
    s = table()
    _plain(s, "c3", "d3", "c10", "d10")
    with s.edit():
        m = animal(s, "monkey", "c3")
        animal(s, "boar", "c10")
    act(s, "roll monkey-boar 2")
    assert s.observation(0)["animal_phase"]["species_left"] == ["monkey", "boar"]
    act(s, f"monkey {m + 1} to d3")
    assert s.observation(1)["animal_phase"]["species_left"] == ["boar"]


def test_pending_encounter_names_the_animals_already_met():  # Relic p.44
    s = table()
    _plain(s, "e3", "f3")
    with s.edit():
        sn = animal(s, "snake", "f3")
        mk = animal(s, "monkey", "f3")
        put(s, 0, "e3")
        give(s, 0, "red-bird")
    actions_phase(s, 0, 3)
    act(s, "move f3")
    first = {"task": "encounter", "seat": 0, "cell": "f3", "met": []}
    assert s.observation(0)["pending"] == [first]
    act(s, f"endure monkey {mk + 1}")
    pending = s.observation(1)["pending"]
    assert pending[0] == {"task": "monkey robs a backpack", "seat": 0, "animal": mk + 1}
    assert pending[1] == {**first, "met": [mk + 1]}
    assert sn + 1 not in pending[1]["met"]


def test_animal_encounter_names_the_animal_and_the_seats_in_order():  # Relic p.44
    s = table(players=4)
    _plain(s, "c3", "d3")
    with s.edit():
        a = animal(s, "snake", "c3")
        for seat in (0, 2, 3):
            put(s, seat, "d3")
        give(s, 3, "first-aid")
        give(s, 0, "first-aid")
        s.turn = 2
    act(s, "roll snake 2")
    act(s, f"snake {a + 1} to d3")
    assert s.observation(3)["pending"] == [
        {"task": "animal encounter", "animal": a + 1, "cell": "d3", "seats": [3, 0, 2]}
    ]
    act(s, f"endure snake {a + 1}")
    assert s.observation(0)["pending"][0]["seats"] == [0, 2]


def _river_start(s):
    """A river start tile turned up at e7 by seat 0 (the board has several fits)."""
    start = next(i for i, t in enumerate(TILES) if t[0] == RIVER_START)
    with position(s):
        s.todo = [(tasks.T_REVEAL, cell("e7"), 0, ())]
        s.phase = tasks.P_ACTIONS
        s.ap = 2
    act(s, f"tile {start}")
    act(s, "rotate 0")
    return start


def test_feature_board_placer_sees_the_ways_it_fits():  # Relic p.22
    s = table()
    start = _river_start(s)
    seen = s.observation(0)
    assert seen["board_choices"] == texts(s) and len(texts(s)) >= 2
    assert seen["pending"][0] == {
        "task": "place a feature board",
        "cell": "e7",
        "placer": 0,
        "feature": "river",
        "tile": start,
        "kind": "river start",
        "barred": [],
    }
    act(s, texts(s)[0])
    assert s.observation(0)["board_choices"] == []
    assert sum(1 for k in s.kind if k == RIVER) == 7


def test_spot_shows_how_many_of_its_relics_each_seat_took():  # Relic p.22
    s = table()
    with s.edit():
        s.stack = ()
    c = cell("e3")
    with s.edit():
        lay(s, "e3", RIVER)
    relics = (ITEM_BY_NAME["pink-moon"], ITEM_BY_NAME["white-bird"], ITEM_BY_NAME["red-eye"])
    with s.edit():
        s.spot_size[c] = 4
        s.spot_orig[c] = relics
        s.ground[c] = relics
        give(s, 0, "raft")
        put(s, 0, "e3")
    actions_phase(s, 0, 3)
    act(s, "take pink-moon")
    spot = s.observation(1)["spots"]["e3"]
    assert spot["taken_by"] == [1, 0] and spot["cursed_for"] == []
    act(s, "take white-bird")
    spot = s.observation(1)["spots"]["e3"]
    assert spot["taken_by"] == [2, 0] and spot["cursed_for"] == [0]
    assert "take red-eye" not in texts(s)


def test_variant_rules_in_play_are_seen():  # variant (rules/relic.md)
    s = table(machete_scares_snake=True)
    assert s.observation(0)["options"]["machete_scares_snake"] is True
    assert table().observation(0)["options"]["machete_scares_snake"] is False


def test_text_shows_the_turns_drops_and_the_animals_still_to_move():  # Relic p.7, p.34
    s = table()
    _plain(s, "c3", "d3", "c10", "d10")
    with s.edit():
        a = animal(s, "snake", "c3")
        animal(s, "snake", "c10")
    act(s, "roll snake 2")
    act(s, f"pick snake {a + 1}")
    act(s, f"snake {a + 1} to d3")
    board = text(s.observation(1))
    assert f"animals to move: snake; moved: snake {a + 1}" in board
    s2 = table()
    _plain(s2, "e3")
    with s2.edit():
        put(s2, 0, "e3")
        give(s2, 0, "raft")
    actions_phase(s2, 0, 3)
    act(s2, "drop raft")
    assert "dropped this turn, not to be taken back before an action: raft" in text(
        s2.observation(0)
    )
