"""Setup and the shape of a turn (rulebook pp.3-4, 11)."""

from __future__ import annotations

import random
from fractions import Fraction

import expeditions
from expeditions import CHANCE
from expeditions.games.cave import render
from expeditions.games.cave.components import OXYGEN, REMOVED_PER_STACK, STACK_TILES
from expeditions.games.cave.explorer import TENT

from .scenario import FIRST_GAME_KIT, choose_kit, do, explorer, started, texts


def _exits(players: int) -> int:
    state = expeditions.load("cave", players=players).new_initial_state()
    return sum(len(state.unexplored_exits(i)) for i in range(len(state.where)))


def test_start_board_per_player_count_has_its_exits():  # Cave p.3 (start boards: decision)
    assert [_exits(n) for n in (2, 3, 4, 5)] == [3, 4, 5, 6]


def test_base_camp_is_the_centre_at_depth_zero():  # Cave p.3, p.5
    state = started(3)
    obs = state.observation(0)
    base = next(t for t in obs["tiles"] if t["kind"] == "base camp")
    assert (base["x"], base["y"], base["depth"]) == (0, 0, 0)
    assert all(e["at"] == [0, 0] for e in obs["explorers"])


def test_stacks_lose_tiles_unseen_per_player_count():  # Cave p.3
    for n, removed in REMOVED_PER_STACK.items():
        state = expeditions.load("cave", players=n).new_initial_state()
        assert state.left == [20 - removed] * 4
        obs = state.observation(None)
        assert obs["unseen_per_stack"] == [20] * 4
    assert REMOVED_PER_STACK[2] == 9 and REMOVED_PER_STACK[3] == 7


def test_lazy_draw_is_the_same_as_removing_random_tiles_unseen():  # Cave p.3
    """Drawing each tile from the unseen ones leaves any given tile undrawn with
    probability removed/20, exactly as if it had been removed unseen at setup."""
    state = started(2)
    do(state, "move 0 -1", "discover")
    outcomes = state.chance_outcomes()
    assert {int(str(a).split()[1]) for a, _ in outcomes} == set(STACK_TILES[0])
    assert all(p == outcomes[0][1] for _, p in outcomes)
    never = Fraction(1)
    unseen = 20
    for _ in range(20 - REMOVED_PER_STACK[2]):
        never *= Fraction(unseen - 1, unseen)
        unseen -= 1
    assert never == Fraction(REMOVED_PER_STACK[2], 20)


def test_first_game_kit_is_a_free_choice_of_backpack_slots():  # Cave p.4
    state = started(2)
    e = explorer(state, 0)
    assert e["backpack"] == FIRST_GAME_KIT
    assert e["backpack_used"] == 8
    assert e["tent"] == "home"


NO_TENT = ("tent camera 0", "tent boat 0", "tent consumable 0", "tent rope 0", "tent oxygen 4")


def test_kit_choice_cannot_exceed_eight_slots():  # Cave p.4
    game = expeditions.load("cave", players=2)
    state = game.new_initial_state()
    do(state, *NO_TENT, "leave tent", "bag camera 1", "bag boat 1", "bag consumable 5")
    assert texts(state) == ["bag rope 0", "bag rope 1"]


def test_taken_tent_holds_four_items_and_takes_two_slots():  # Cave p.4, p.11
    state = expeditions.load("cave", players=2).new_initial_state()
    do(state, "tent camera 0", "tent boat 0", "tent consumable 2", "tent rope 1")
    assert texts(state) == ["tent oxygen 1"], "the last tent slot must be filled"
    do(state, "tent oxygen 1", "take tent")
    assert state.explorers[0][TENT + OXYGEN] == 1
    do(state, "bag camera 1", "bag boat 1", "bag consumable 4")
    assert texts(state) == ["bag rope 0"], "6 backpack slots beside the tent"
    do(state, "bag rope 0", "bag oxygen 0")
    assert state.current_player() == 1
    assert explorer(state, 0)["backpack_used"] == 8


def test_tent_filled_then_left_home_gives_its_items_back():  # Cave p.4, p.11
    state = expeditions.load("cave", players=2).new_initial_state()
    do(state, "tent camera 1", "tent boat 1", "tent consumable 2")
    do(state, "tent rope 0", "tent oxygen 0", "leave tent")
    assert texts(state) == ["bag camera 0", "bag camera 1"], "the camera is back"
    do(state, "bag camera 1", "bag boat 1", "bag consumable 6", "bag rope 0", "bag oxygen 0")
    e = state.observation(0)["explorers"][0]
    assert (e["tent"], e["tent_contents"], e["backpack_used"]) == ("home", {}, 8)


def test_kits_are_chosen_at_once_so_each_stays_secret_until_all_are_chosen():  # Cave p.4
    state = expeditions.load("cave", players=3).new_initial_state()
    choose_kit(state, {"rope": 8})
    do(state, "tent camera 1")
    for seat in (1, 2, None):
        seen = state.observation(seat)["explorers"][0]
        assert seen["kit_hidden"] and seen["backpack"] == {} and seen["tent"] == "hidden"
    assert state.observation(2)["explorers"][1]["camera"] == "hidden"
    assert state.observation(0)["explorers"][0]["backpack"] == {"rope": 8}
    assert state.observation(1)["explorers"][1]["tent_contents"] == {"camera": 1}
    assert state.log(1)[:11] == ["?"] * 11 and state.log(1)[11] == "tent camera 1"
    assert state.log(2)[:12] == ["?"] * 12
    board = render.text(state.observation(1))
    assert "rope 8" not in board and "player 1: at 0 0; starting kit still secret" in board
    choose_kit(state, FIRST_GAME_KIT)
    choose_kit(state, FIRST_GAME_KIT)
    revealed = state.observation(1)["explorers"][0]
    assert not revealed["kit_hidden"] and revealed["backpack"] == {"rope": 8}


def test_every_starting_kit_takes_the_same_eleven_answers():  # Cave p.4 (decision)
    """Not even the number of answers tells the others what was chosen."""
    for bag, tent in (
        ({"rope": 8}, None),
        ({"camera": 1, "consumable": 5}, {"boat": 1, "consumable": 3}),
        (FIRST_GAME_KIT, None),
    ):
        state = expeditions.load("cave", players=2).new_initial_state()
        choose_kit(state, bag, tent)
        assert len(state.history) == 11 and state.current_player() == 1


def test_resample_redraws_the_secret_kits_and_their_log_entries():  # Cave p.4
    state = expeditions.load("cave", players=3).new_initial_state()
    choose_kit(state, {"rope": 8})
    choose_kit(state, {"oxygen": 8})
    do(state, "tent camera 1")
    kits = set()
    for k in range(12):
        guess = state.resample(2, random.Random(k))
        assert guess.observation(2) == state.observation(2)
        assert guess.edit_i == state.edit_i == 1 and len(guess.history) == 23
        kits.add(tuple(guess.explorers[0]))
        mine = state.resample(0, random.Random(k))
        assert mine.explorers[0] == state.explorers[0], "one's own kit is known"
        assert [str(a) for a in mine.history[:11]] == [str(a) for a in state.history[:11]]
    assert len(kits) > 6, "seat 0's kit is guessed, not copied"


def test_first_player_drawn_at_random_after_the_kits():  # Cave p.4
    state = expeditions.load("cave", players=3).new_initial_state()
    for seat in range(3):
        assert state.current_player() == seat
        choose_kit(state, FIRST_GAME_KIT)
    assert state.current_player() == CHANCE
    assert [p for _, p in state.chance_outcomes()] == [1 / 3] * 3
    do(state, "first player 2")
    assert state.current_player() == 2


def test_turns_go_clockwise_from_the_first_player():  # Cave p.4
    state = started(3, first=1)
    order = []
    for _ in range(4):
        order.append(state.current_player())
        do(state, "end turn")
    assert order == [1, 2, 0, 1]


def test_upkeep_discards_one_consumable_unless_on_base_camp():  # Cave p.4
    state = started(2)
    do(state, "end turn", "end turn")
    assert explorer(state, 0)["backpack"]["consumable"] == 4, "on the base camp: free"
    do(state, "move 0 -1", "end turn", "end turn")
    assert explorer(state, 0)["backpack"]["consumable"] == 3


def test_five_action_points_and_unused_ones_are_lost():  # Cave p.4, p.11
    state = started(2)
    assert state.ap == 5
    do(state, "move 0 -1", "end turn", "end turn")
    assert state.ap == 5, "a new turn has 5 AP whatever was left unused"
    for _ in range(4):
        do(state, "move 0 0" if explorer(state, 0)["at"] != [0, 0] else "move 0 -1")
    assert state.ap == 1
