"""The turn: the dice, the animal phase and lost turns."""

from __future__ import annotations

from expeditions import CHANCE
from expeditions.games.relic import animals, backpack, components, tasks
from expeditions.games.relic.components import CAVE, PLAIN, QUICKSAND, RIVER

from .scene import act, actions_phase, animal, cell, lay, put, table, texts


def test_roll_is_one_chance_node_for_both_dice():  # Relic p.5
    s = table()
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 18
    probs = {str(a): p for a, p in outcomes}
    assert abs(probs["roll monkey-boar 4"] - 1 / 18) < 1e-12
    assert abs(sum(probs.values()) - 1) < 1e-12


def test_fixed_three_actions_variant_rolls_only_the_animal_die():  # variant (rules/relic.md)
    s = table(fixed_three_actions=True)
    assert sorted(str(a) for a, _ in s.chance_outcomes()) == sorted(
        f"roll {f} 3"
        for f in ("snake", "boar", "panther", "monkey-snake", "monkey-boar", "monkey-panther")
    )


def test_action_die_sets_the_actions_of_the_turn():  # Relic p.5
    s = table()
    act(s, "roll snake 4")  # no snakes in play: straight to actions
    assert s.phase == tasks.P_ACTIONS and s.ap == 4 and s.current_player() == 0


def _ring(s, *names):
    with s.edit():
        for n in names:
            lay(s, n, PLAIN)


def test_roller_moves_an_animal_then_next_player_clockwise_another():  # Relic p.34
    s = table(players=3)
    with s.edit():
        s.stack = ()
    _ring(s, "c3", "d3", "e3", "c10", "d10", "e10")
    with s.edit():
        a = animal(s, "boar", "c3")
        b = animal(s, "boar", "c10")
        s.turn = 1
    act(s, "roll boar 2")
    assert s.current_player() == 1
    assert texts(s) == [f"pick boar {a + 1}", f"pick boar {b + 1}"]
    act(s, f"pick boar {a + 1}")
    assert s.current_player() == 1 and f"boar {a + 1} to d3" in texts(s)
    act(s, f"boar {a + 1} to d3")
    assert s.current_player() == 2
    assert s.turn_owner() == 1  # seat 2 moves an animal inside seat 1's turn
    assert texts(s) == [f"boar {b + 1} to c10", f"boar {b + 1} to d10", f"boar {b + 1} to e10"]
    act(s, f"boar {b + 1} to e10")
    assert s.phase == tasks.P_ACTIONS and s.current_player() == 1


def test_animal_moves_one_or_two_spaces_and_may_step_back():  # Relic p.34
    s = table()
    with s.edit():
        s.stack = ()
    _ring(s, "c3", "d3", "e3", "f3")
    with s.edit():
        a = animal(s, "snake", "c3")
    act(s, "roll snake 2")
    assert texts(s) == [f"snake {a + 1} to {n}" for n in ("c3", "d3", "e3")]


def test_animal_cannot_pass_an_explorer():  # Relic p.34
    s = table()
    with s.edit():
        s.stack = ()
    _ring(s, "c3", "d3", "e3")
    with s.edit():
        a = animal(s, "snake", "c3")
        put(s, 1, "d3")
    act(s, "roll snake 2")
    assert texts(s) == [f"snake {a + 1} to d3"]


def test_animals_ignore_dense_jungle_and_poison_ivy():  # Relic p.34
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "c3", PLAIN, dense=63)
        lay(s, "d3", components.IVY, dense=63)
        a = animal(s, "boar", "c3")
    act(s, "roll boar 2")
    assert texts(s) == [f"boar {a + 1} to c3", f"boar {a + 1} to d3"]


def test_occupied_animal_cannot_move():  # Relic p.34, p.44
    s = table()
    with s.edit():
        s.stack = ()
    _ring(s, "c3", "d3")
    with s.edit():
        animal(s, "snake", "c3")
        put(s, 1, "c3")
    act(s, "roll snake 3")
    assert s.phase == tasks.P_ACTIONS


def test_boars_and_panthers_stay_off_river_cave_and_mountain():  # Relic p.34
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "c3", PLAIN)
        lay(s, "d3", RIVER)
        lay(s, "c4", CAVE)
        b = animal(s, "boar", "c3")
    act(s, "roll boar 2")
    assert texts(s) == [f"boar {b + 1} stays"]
    s2 = table()
    with s2.edit():
        s2.stack = ()
        lay(s2, "c3", PLAIN)
        lay(s2, "d3", RIVER)
        sn = animal(s2, "snake", "c3")
    act(s2, "roll snake 2")
    assert f"snake {sn + 1} to d3" in texts(s2)


def test_animal_entering_quicksand_leaves_the_game():  # Relic p.18, p.34
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "c3", PLAIN)
        lay(s, "d3", QUICKSAND)
        lay(s, "e3", PLAIN)
        a = animal(s, "panther", "c3")
    act(s, "roll panther 2")
    assert f"panther {a + 1} to e3" not in texts(s)  # not through quicksand
    act(s, f"panther {a + 1} to d3")
    assert s.animals[a][1] == -1


def test_animals_avoid_quicksand_variant():  # Relic p.34 (advanced variant)
    s = table(animals_avoid_quicksand=True)
    with s.edit():
        s.stack = ()
        lay(s, "c3", PLAIN)
        lay(s, "d3", QUICKSAND)
        a = animal(s, "panther", "c3")
    act(s, "roll panther 2")
    assert texts(s) == [f"panther {a + 1} stays"]


def test_monkey_face_moves_monkeys_then_the_other_species():  # Relic p.5, p.34
    s = table()
    with s.edit():
        s.stack = ()
    _ring(s, "c3", "d3", "c10", "d10")
    with s.edit():
        m = animal(s, "monkey", "c3")
        b = animal(s, "boar", "c10")
    act(s, "roll monkey-boar 2")
    assert all(t.startswith(f"monkey {m + 1}") for t in texts(s))
    act(s, f"monkey {m + 1} to d3")
    assert s.current_player() == 0  # each species starts again with the roller
    assert all(t.startswith(f"boar {b + 1}") for t in texts(s))


def test_training_game_ignores_the_monkey_half_of_the_die():  # Relic p.3
    s = table(training=True)
    with s.edit():
        s.stack = ()
    _ring(s, "c3", "d3")
    with s.edit():
        animal(s, "monkey", "c3")
    act(s, "roll monkey-snake 2")
    assert s.phase == tasks.P_ACTIONS


def test_lying_explorer_still_rolls_and_moves_animals():  # Relic p.5
    s = table()
    with s.edit():
        s.stack = ()
    _ring(s, "c3", "d3")
    with s.edit():
        a = animal(s, "snake", "c3")
        s.lying[0] = True
    act(s, "roll snake 2")
    assert s.current_player() == 0 and f"snake {a + 1} to d3" in texts(s)


def test_lying_explorer_stands_up_and_loses_the_action_phase():  # Relic p.5
    s = table()
    with s.edit():
        s.lying[0] = True
        s.ground[cell("j6")] = (0,)
    act(s, "roll snake 4")
    assert not s.lying[0]
    assert s.turn == 1 and s.current_player() == CHANCE  # nothing taken, turn over
    assert s.pack[0] == backpack.EMPTY_PACK


def test_no_explorer_loses_two_future_turns_at_once():  # Relic p.5
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "e3", PLAIN)
        lay(s, "f3", components.IVY)
        put(s, 0, "e3")
        s.lying[0] = True
    animals.lose_turn(s, 0)
    assert s.lying[0]
    act(s, "roll snake 2")  # stands up, loses this turn only
    assert not s.lying[0] and s.turn == 1


def test_after_standing_up_a_new_event_can_cost_the_next_turn():  # Relic p.5
    s = table()
    with s.edit():
        s.lying[0] = True
    act(s, "roll snake 2")
    assert not s.lying[0]
    animals.lose_turn(s, 0)
    assert s.lying[0]


def test_explorer_knocked_down_in_own_action_phase_stops_acting():  # Relic p.5
    s = table()
    with s.edit():
        s.lying[0] = True
        s.ground[cell("j6")] = (0,)
    actions_phase(s, 0, 3)
    assert s.turn == 1


def test_all_animals_may_enter_the_base_camp():  # Relic p.34
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "l7", PLAIN)
        a = animal(s, "panther", "l7")
    act(s, "roll panther 2")
    assert f"panther {a + 1} to k7" in texts(s) and f"panther {a + 1} to j7" in texts(s)


def test_animal_phase_goes_round_again_until_every_animal_has_moved():  # Relic p.34
    s = table()
    with s.edit():
        s.stack = ()
    _ring(s, "c3", "d3", "c10", "d10", "p3", "q3")
    with s.edit():
        snakes = [animal(s, "snake", n) for n in ("c3", "c10", "p3")]
        s.turn = 1
    act(s, "roll snake 2")
    movers = []
    while s.phase == tasks.P_ANIMALS:
        movers.append(s.current_player())
        legal = texts(s)
        act(s, legal[0])
    assert movers == [1, 1, 0, 0, 1]  # pick and move each: seat 1, seat 0, then seat 1 again
    assert set(s.moved) == set(snakes)
