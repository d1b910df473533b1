"""Encounters: snake, boar, panther, monkey; occupied, sedated, trapped; order."""

from __future__ import annotations

from expeditions import CHANCE
from expeditions.games.relic import animals, movement, tasks
from expeditions.games.relic.components import CAVE, CLEARING, PLAIN

from .scene import act, actions_phase, animal, cell, give, ground, lay, pack, put, table, texts


def _field(s, *names):
    with s.edit():
        s.stack = ()
        for n in names:
            lay(s, n, PLAIN)


def test_snake_entering_an_explorers_space_costs_a_turn():  # Relic p.36
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, "snake", "c3")
        put(s, 1, "d3")
    act(s, "roll snake 2")
    act(s, f"snake {a + 1} to d3")
    assert s.lying[1]
    assert s.animals[a][1] == cell("d3")  # occupied now
    assert s.observation(0)["animals"][a]["state"] == "occupied"


def test_first_aid_is_discarded_by_choice_against_a_snake():  # Relic p.14, p.36
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, "snake", "c3")
        put(s, 1, "d3")
        give(s, 1, "first-aid")
    act(s, "roll snake 2")
    act(s, f"snake {a + 1} to d3")
    assert s.current_player() == 1  # the defending player decides
    assert texts(s) == [f"endure snake {a + 1}", f"use first-aid on snake {a + 1}"]
    act(s, f"use first-aid on snake {a + 1}")
    assert not s.lying[1] and pack(s, 1) == []


def test_explorer_entering_a_snakes_space_meets_it():  # Relic p.34
    s = table()
    _field(s, "e3", "f3")
    with s.edit():
        animal(s, "snake", "f3")
        put(s, 0, "e3")
    actions_phase(s, 0, 3)
    act(s, "move f3")
    assert s.lying[0] and s.turn == 1  # decision: the knocked-down explorer's turn ends


def test_boar_knocks_the_explorer_out_and_the_backpack_falls():  # Relic p.38
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, "boar", "c3")
        put(s, 1, "d3")
        give(s, 1, "raft", "machete")
    act(s, "roll boar 2")
    act(s, f"boar {a + 1} to d3")
    assert s.lying[1] and pack(s, 1) == []
    assert ground(s, "d3") == ["machete", "raft"]


def test_dart_sedates_a_boar_which_then_harms_nobody():  # Relic p.38, p.44
    s = table(players=3)
    _field(s, "c3", "d3", "e3")
    with s.edit():
        a = animal(s, "boar", "c3")
        put(s, 1, "d3")
        give(s, 1, "dart-boar-panther")
    act(s, "roll boar 2")
    act(s, f"boar {a + 1} to d3")
    act(s, f"use dart-boar-panther on boar {a + 1}")
    assert s.animals[a][2] and not s.lying[1]
    # a sedated animal does not harm a newcomer
    with s.edit():
        put(s, 2, "e3")
    actions_phase(s, 2, 3)
    act(s, "move d3")
    assert not s.lying[2]
    # it wakes once every explorer has left
    act(s, "move e3")
    with s.edit():
        put(s, 1, "e3")
    movement.vacate(s, cell("d3"))
    assert not s.animals[a][2]


def test_trap_removes_the_animal_from_the_game():  # Relic p.14, p.44
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, "panther", "c3")
        put(s, 1, "d3")
        give(s, 1, "trap-boar-panther")
    act(s, "roll panther 2")
    act(s, f"panther {a + 1} to d3")
    assert texts(s) == [f"endure panther {a + 1}", f"use trap-boar-panther on panther {a + 1}"]
    act(s, f"use trap-boar-panther on panther {a + 1}")
    assert s.animals[a][1] == -1 and pack(s, 1) == []


def test_panther_mauls_drops_everything_and_sends_the_explorer_off_the_board():  # Relic p.40
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, "panther", "c3")
        put(s, 1, "d3")
        give(s, 1, "raft")
    act(s, "roll panther 2")
    act(s, f"panther {a + 1} to d3")
    assert s.pos[1] == -1 and s.lying[1]
    assert ground(s, "d3") == ["raft"]
    assert pack(s, 1) == ["panther-trap"] and s.panther_traps == 3
    # the panther is no longer occupied: it can move again
    assert animals.animal_free(s, a)


def test_mauled_explorer_returns_on_a_clearing_of_choice_in_the_lost_turn():  # Relic p.40
    s = table()
    with s.edit():
        s.stack = ()
        s.pos[1] = -1
        s.lying[1] = True
        s.ground[cell("j6")] = (0,)
        s.turn = 1
        s.pos[0] = cell("i6")
        lay(s, "c3", CLEARING)
    act(s, "roll snake 3")
    assert s.current_player() == 1
    assert sorted(texts(s)) == ["land c3", "land i6", "land i8", "land j6", "land j8"]
    act(s, "land j6")
    assert s.pos[1] == cell("j6") and not s.lying[1]
    assert s.turn == 0 and s.current_player() == CHANCE  # no actions, no pick-up
    assert ground(s, "j6") == ["machete"]


def test_monkey_steals_the_item_in_the_rolled_backpack_slot():  # Relic p.42
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        m = animal(s, "monkey", "c3")
        put(s, 1, "d3")
        give(s, 1, "raft", "machete", "flashlight")
    act(s, "roll monkey-snake 2")
    act(s, f"monkey {m + 1} to d3")
    assert s.current_player() == CHANCE and len(s.chance_outcomes()) == 8
    act(s, "d8 2")
    assert pack(s, 1) == ["raft", "flashlight"]
    assert not s.lying[1]  # a monkey costs no turn
    assert s.animals[m][1] == cell("d3")


def test_monkey_with_an_empty_slot_steals_a_face_up_item_on_the_space():  # Relic p.42
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        m = animal(s, "monkey", "c3")
        put(s, 1, "d3")
        s.ground[cell("d3")] = (0, 0, 1)
    act(s, "roll monkey-snake 2")
    act(s, f"monkey {m + 1} to d3")
    act(s, "d8 5")
    probs = {str(a): p for a, p in s.chance_outcomes()}
    assert abs(probs["steal machete"] - 2 / 3) < 1e-12
    act(s, "steal raft")
    assert ground(s, "d3") == ["machete", "machete"]


def test_monkey_with_nothing_to_steal_takes_nothing():  # Relic p.42
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        m = animal(s, "monkey", "c3")
        put(s, 1, "d3")
    act(s, "roll monkey-snake 2")
    act(s, f"monkey {m + 1} to d3")
    act(s, "d8 1")
    assert s.current_player() == 0 and s.phase == tasks.P_ACTIONS  # nothing stolen
    assert s.animals[m][1] == cell("d3")


def test_monkey_that_steals_a_relic_leaves_the_game():  # Relic p.42
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        m = animal(s, "monkey", "c3")
        put(s, 1, "d3")
        give(s, 1, "red-bird")
    act(s, "roll monkey-snake 2")
    act(s, f"monkey {m + 1} to d3")
    act(s, "d8 1")
    assert pack(s, 1) == [] and s.animals[m][1] == -1


def test_banana_cancels_a_monkey():  # Relic p.14, p.42
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        m = animal(s, "monkey", "c3")
        put(s, 1, "d3")
        give(s, 1, "banana", "red-bird")
    act(s, "roll monkey-snake 2")
    act(s, f"monkey {m + 1} to d3")
    assert f"use dart-monkey-boar on monkey {m + 1}" not in texts(s)
    act(s, f"use banana on monkey {m + 1}")
    assert pack(s, 1) == ["red-bird"] and s.current_player() == 0


def test_monkey_cannot_steal_the_only_flashlight_in_the_cave():  # Relic p.44
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "c3", CAVE)
        lay(s, "d3", CAVE)
        m = animal(s, "monkey", "c3")
        put(s, 1, "d3")
        give(s, 1, "raft", "flashlight")
    act(s, "roll monkey-snake 2")
    act(s, f"monkey {m + 1} to d3")
    assert sorted(str(a) for a, _ in s.chance_outcomes()) == sorted(
        f"d8 {i}" for i in (1, 3, 4, 5, 6, 7, 8)
    )


def test_animal_meets_several_explorers_from_the_movers_left():  # Relic p.44
    s = table(players=4)
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, "snake", "c3")
        for seat in (0, 2, 3):
            put(s, seat, "d3")
        give(s, 3, "first-aid")
        give(s, 0, "first-aid")
        s.turn = 2
    act(s, "roll snake 2")
    act(s, f"snake {a + 1} to d3")  # moved by seat 2: seat 3 meets it first
    assert s.current_player() == 3
    act(s, f"endure snake {a + 1}")
    assert s.current_player() == 0  # merely occupied: the next to the left meets it
    act(s, f"use first-aid on snake {a + 1}")
    assert s.lying[3] and not s.lying[0]
    # the mover met it last: knocked down in its own animal phase, seat 2 stands
    # up and loses this action phase (p.5), so play passes to seat 3
    assert not s.lying[2] and s.turn == 3 and s.phase == tasks.P_ROLL


def test_sedated_animal_stops_meeting_further_explorers():  # Relic p.44
    s = table(players=3)
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, "boar", "c3")
        put(s, 1, "d3")
        put(s, 2, "d3")
        give(s, 1, "dart-monkey-boar")
    act(s, "roll boar 2")
    act(s, f"boar {a + 1} to d3")
    assert s.current_player() == 1
    act(s, f"use dart-monkey-boar on boar {a + 1}")
    assert not s.lying[2]


def test_explorer_entering_several_animals_chooses_the_order():  # Relic p.44
    s = table()
    _field(s, "e3", "f3")
    with s.edit():
        sn = animal(s, "snake", "f3")
        mk = animal(s, "monkey", "f3")
        put(s, 0, "e3")
        give(s, 0, "red-bird")
    actions_phase(s, 0, 3)
    act(s, "move f3")
    assert set(texts(s)) == {f"endure snake {sn + 1}", f"endure monkey {mk + 1}"}
    act(s, f"endure monkey {mk + 1}")
    act(s, "d8 1")  # the relic goes, and the monkey with it
    assert s.animals[mk][1] == -1
    assert s.lying[0] and s.turn == 1  # then the snake: turn lost


def test_occupied_animal_still_harms_a_newcomer():  # Relic p.44
    s = table()
    _field(s, "e3", "f3")
    with s.edit():
        animal(s, "snake", "f3")
        put(s, 1, "f3")
        put(s, 0, "e3")
    actions_phase(s, 0, 3)
    act(s, "move f3")
    assert s.lying[0]


def test_machete_scares_snake_variant_keeps_the_machete():  # variant (rules/relic.md)
    s = table(machete_scares_snake=True)
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, "snake", "c3")
        put(s, 1, "d3")
        give(s, 1, "machete")
    act(s, "roll snake 2")
    act(s, f"snake {a + 1} to d3")
    act(s, f"use machete on snake {a + 1}")
    assert not s.lying[1] and pack(s, 1) == ["machete"]


def test_monkey_dart_sedates_a_monkey():  # Relic p.14, p.42
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        m = animal(s, "monkey", "c3")
        put(s, 1, "d3")
        give(s, 1, "dart-monkey-boar", "red-bird")
    act(s, "roll monkey-snake 2")
    act(s, f"monkey {m + 1} to d3")
    act(s, f"use dart-monkey-boar on monkey {m + 1}")
    assert s.animals[m][2] and pack(s, 1) == ["red-bird"]


_ALL_PROTECTIONS = (
    "first-aid",
    "banana",
    "dart-monkey-boar",
    "dart-boar-panther",
    "dart-panther",
    "trap-boar-panther",
    "panther-trap",
    "machete",
)


def _offered_against(species: str, roll: str) -> list[str]:
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, species, "c3")
        put(s, 1, "d3")
        give(s, 1, *_ALL_PROTECTIONS)
    act(s, f"roll {roll} 2")
    act(s, f"{species} {a + 1} to d3")
    return [t.split(" on ")[0].removeprefix("use ") for t in texts(s) if t.startswith("use")]


def test_each_supply_protects_only_against_the_animals_it_pictures():  # Relic p.14
    assert _offered_against("snake", "snake") == ["first-aid"]
    assert _offered_against("boar", "boar") == [
        "dart-monkey-boar",
        "dart-boar-panther",
        "trap-boar-panther",
    ]
    assert _offered_against("panther", "panther") == [
        "dart-boar-panther",
        "dart-panther",
        "trap-boar-panther",
        "panther-trap",
    ]
    assert _offered_against("monkey", "monkey-snake") == ["banana", "dart-monkey-boar"]


def test_knocked_out_explorer_picks_nothing_up_in_the_lost_turn():  # Relic p.5, p.38
    s = table()
    _field(s, "c3", "d3")
    with s.edit():
        a = animal(s, "boar", "c3")
        put(s, 0, "d3")
        give(s, 0, "raft")
        s.turn = 1
    act(s, "roll boar 3")
    act(s, f"boar {a + 1} to d3")
    assert s.lying[0] and ground(s, "d3") == ["raft"]
    act(s, "end")  # seat 1's actions
    act(s, "roll snake 4")  # seat 0's lost turn: no snake to move, no actions at all
    assert not s.lying[0] and s.turn == 1 and s.current_player() == CHANCE
    assert ground(s, "d3") == ["raft"]
    act(s, "roll snake 2")
    act(s, "end")
    act(s, "roll snake 2")  # the turn after: the backpack can be gathered again
    assert "take raft" in texts(s)
