"""Refilling at the base camp, the tent, and the unique camera and boat (p.11)."""

from __future__ import annotations

from expeditions.games.cave.components import HALF_OXYGEN, OXYGEN
from expeditions.games.cave.explorer import BAG, use_oxygen

from .scenario import FIRST_GAME_KIT, do, explorer, started, texts

TENT = {"consumable": 2, "rope": 1, "oxygen": 1}
WITH_TENT = ({"camera": 1, "boat": 1, "consumable": 3, "rope": 1}, TENT)


def test_refill_at_base_costs_two_ap_and_swaps_freely_with_the_supply():  # Cave p.11
    state = started(2)
    assert "refill" in texts(state)
    do(state, "refill")
    assert state.ap == 3
    assert texts(state) == ["take tent", "leave tent"]
    do(state, "leave tent")
    assert texts(state) == ["bag camera 0", "bag camera 1"]
    do(state, "bag camera 1", "bag boat 1", "bag consumable 2", "bag rope 4")
    e = explorer(state, 0)
    assert e["backpack"] == {"camera": 1, "boat": 1, "consumable": 2, "rope": 4}
    assert state.ap == 3, "the swaps themselves are free"


def test_refill_only_on_the_base_camp():  # Cave p.11
    state = started(2)
    do(state, "move 0 -1")
    assert "refill" not in texts(state)


def test_starting_kit_costs_no_ap():  # Cave p.11
    state = started(2)
    assert state.ap == 5


def test_pitch_costs_two_ap_on_any_tile_and_swaps_with_it_are_free():  # Cave p.11
    state = started(2, kits=[WITH_TENT] * 2)
    do(state, "move 0 -1", "pitch")
    assert state.ap == 2
    e = explorer(state, 0)
    assert (e["tent"], e["tent_at"], e["backpack_used"]) == ("pitched", [0, -1], 6)
    do(state, "arrange")
    assert state.ap == 2
    # tent items in the order asked: camera, boat, consumable, rope, oxygen
    do(state, "tent camera 0", "tent boat 0", "tent consumable 0", "tent rope 2", "tent oxygen 1")
    e = explorer(state, 0)
    assert e["tent_contents"] == {"rope": 2, "oxygen": 1}
    assert e["backpack"] == {"camera": 1, "boat": 1, "consumable": 5}
    assert state.ap == 2


def test_tent_contents_unusable_while_packed():  # Cave p.11
    state = started(2, kits=[({"consumable": 4}, {"oxygen": 4})] * 2)
    do(state, "move 0 -1")
    assert "arrange" not in texts(state)
    assert explorer(state, 0)["backpack"] == {"consumable": 4}


def test_pack_costs_one_ap_and_needs_two_free_slots():  # Cave p.11
    state = started(2, kits=[WITH_TENT] * 2)
    do(state, "move 0 -1", "pitch", "arrange")
    do(state, "tent camera 0", "tent boat 0", "tent consumable 0", "tent rope 1")
    assert explorer(state, 0)["backpack_used"] == 8, "the oxygen had to go in the tent"
    assert "pack" not in texts(state), "no room for the tent"
    do(state, "drop consumable", "drop consumable")
    do(state, "pack")
    e = explorer(state, 0)
    assert state.ap == 1
    assert (e["tent"], e["backpack_used"]) == ("packed", 8)
    assert e["tent_contents"] == {"rope": 1, "oxygen": 1}


def test_packed_tent_may_be_pitched_again_later():  # Cave p.11
    state = started(2, kits=[WITH_TENT] * 2)
    do(state, "move 0 -1", "pitch", "pack", "end turn", "end turn", "move 0 0", "pitch")
    assert explorer(state, 0)["tent_at"] == [0, 0]


def test_abandoning_the_tent_at_base_loses_the_camera_inside():  # Cave p.11
    kit = ({"boat": 1, "consumable": 5}, {"camera": 1, "consumable": 3})
    state = started(2, kits=[kit] * 2)
    assert "abandon" in texts(state)
    do(state, "abandon")
    e = explorer(state, 0)
    assert (e["tent"], e["camera"], e["backpack_used"]) == ("abandoned", "lost", 6)
    assert state.ap == 5, "abandoning costs nothing"
    do(state, "refill")
    assert texts(state) == ["bag boat 0", "bag boat 1"], "no camera to take any more"


def test_abandon_only_at_the_base_camp():  # Cave p.11
    state = started(2, kits=[WITH_TENT] * 2)
    do(state, "move 0 -1")
    assert "abandon" not in texts(state)


def test_dropped_camera_is_lost_for_good():  # Cave p.11
    state = started(2)
    do(state, "drop camera")
    assert explorer(state, 0)["camera"] == "lost"
    do(state, "refill", "leave tent")
    assert texts(state)[0] == "bag boat 0"


def test_camera_left_home_at_a_refill_can_be_packed_at_a_later_refill():  # Cave p.11
    # only a camera or boat thrown away or abandoned in the tent is lost; the
    # note on p.11 speaks of taking them back into the backpack at a refill
    state = started(2)
    do(state, "refill", "leave tent", "bag camera 0")
    do(state, "bag boat 0", "bag consumable 4", "bag rope 2", "bag oxygen 2")
    assert explorer(state, 0)["camera"] == "home"
    assert explorer(state, 0)["boat"] == "home"
    do(state, "end turn", "end turn", "refill", "leave tent")
    assert texts(state) == ["bag camera 0", "bag camera 1"]
    do(state, "bag camera 1", "bag boat 1")
    assert explorer(state, 0)["camera"] == "backpack"
    assert explorer(state, 0)["boat"] == "backpack"


def test_camera_packed_again_after_a_refill_is_not_at_home_too():  # Cave p.11
    state = started(2)
    do(state, "refill", "leave tent", "bag camera 1")
    do(state, "bag boat 1", "bag consumable 4", "bag rope 1", "bag oxygen 1")
    assert explorer(state, 0)["camera"] == "backpack"
    do(state, "drop camera")
    assert explorer(state, 0)["camera"] == "lost", "thrown away: gone for good"


def test_camera_in_a_pitched_tent_cannot_be_taken_at_the_base():  # Cave p.11
    kit = ({"boat": 1, "consumable": 3}, {"camera": 1, "consumable": 3})
    state = started(2, kits=[kit] * 2)
    do(state, "move 0 -1", "pitch", "move 0 0", "end turn", "end turn", "refill")
    assert not [t for t in texts(state) if "camera" in t]
    assert explorer(state, 0)["camera"] == "tent"


def test_reloading_the_tent_at_base_pitch_refill_pack():  # Cave p.11
    state = started(2, kits=[WITH_TENT] * 2)
    do(state, "pitch", "refill")
    assert state.ap == 1
    # the pitched tent here is filled first, then the backpack
    do(state, "tent camera 0", "tent boat 0", "tent consumable 4")  # full: nothing more asked
    do(state, "bag camera 1", "bag boat 1", "bag consumable 2", "bag rope 2", "bag oxygen 0")
    do(state, "pack")
    e = explorer(state, 0)
    assert e["tent_contents"] == {"consumable": 4} and e["tent"] == "packed"
    assert e["backpack_used"] == 8 and state.ap == 0


def test_tent_left_home_at_setup_can_be_taken_at_a_refill():  # Cave p.11
    state = started(2)
    do(state, "refill", "take tent")
    assert texts(state)[0].startswith("tent camera")
    do(state, "tent camera 0", "tent boat 0", "tent consumable 0", "tent rope 0")
    # the four empty slots must be filled: oxygen 4 was the only answer
    do(state, "bag camera 1", "bag boat 1", "bag consumable 4")
    e = explorer(state, 0)
    assert e["tent"] == "packed" and e["tent_contents"] == {"oxygen": 4}
    assert e["backpack_used"] == 8


def test_camera_and_boat_are_unique():  # Cave p.11
    state = started(2)
    do(state, "refill", "leave tent")
    assert texts(state) == ["bag camera 0", "bag camera 1"]


def test_used_oxygen_goes_first_so_a_slot_frees_up():  # Cave p.9 (decision)
    kit = ({**FIRST_GAME_KIT, "consumable": 3, "oxygen": 2}, None)
    state = started(2, kits=[kit] * 2)
    with state.edit():
        state.explorers[0][BAG + HALF_OXYGEN] = 1  # one of the two bottles is half used
        state.explorers[0][BAG + OXYGEN] = 1
        use_oxygen(state.explorers[0])
    assert explorer(state, 0)["backpack"].get("half-oxygen", 0) == 0
    assert explorer(state, 0)["backpack"]["oxygen"] == 1
