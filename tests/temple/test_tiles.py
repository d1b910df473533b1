"""The actions printed on the tiles (rulebook p.7, p.11)."""

from __future__ import annotations

from expeditions.games.temple.components import ALTAR, CHAMBER, LIGHT, NUM_SPACES, P_SCORING_TILE
from expeditions.games.temple.phases import (
    PH_CHANCE,
    PH_EFFECTS,
    PH_EXPLORE,
    PH_KEEP_CARD,
    PH_KEEP_TREASURE,
    PH_PLACE_ROOM,
)
from expeditions.games.temple.rooms import empty_spaces

from .helpers import do, light_room, place, setup, texts


def test_coloured_key_goes_face_down_to_the_camp():  # p.7
    s = setup()
    do(s, "take key pink at d")
    assert texts(s)[:2] == ["key pink camp", "key pink backpack"]
    do(s, "key pink camp")
    assert s.camp_hidden[0] == [1, 0, 0, 0, 0]
    assert s.observation(1)["player"][0]["camp"]["pink"] == 0
    assert s.observation(1)["player"][0]["camp_hidden"] == 1
    assert s.observation(0)["player"][0]["camp"]["pink"] == 1


def test_coloured_key_goes_face_up_to_the_backpack():  # p.7
    s = setup()
    do(s, "take key yellow at d", "key yellow backpack")
    assert s.observation(1)["player"][0]["backpack"]["yellow"] == 1


def test_coloured_key_sold_out_gives_another_colour_of_ones_choice():  # p.11
    s = setup()
    s.supply[2] = 0
    do(s, "take key yellow at d")
    legal = texts(s)
    assert "key yellow camp" not in legal
    assert "key green camp" in legal and "key pink backpack" in legal
    do(s, "key green camp")
    assert s.camp_hidden[0][3] == 1 and s.pending == []


def test_multicoloured_key_is_any_colour():  # p.7
    s = setup(players=3)
    do(s, "take any key at e")
    keys = [t for t in texts(s) if t.startswith("key ")]
    assert len(keys) == 10
    do(s, "key brown backpack")
    assert s.backpack[0][4] == 1


def test_key_placement_is_final_no_action_moves_keys():  # p.11
    s = setup()
    do(s, "take key pink at d", "key pink camp")
    verbs = {t.split()[0] for t in texts(s)}
    assert not verbs & {"move", "swap"}
    assert s.camp_hidden[0][0] == 1 and s.backpack[0][0] == 1


def test_discover_light_room_top_three_keep_one_in_any_space_and_rotation():  # p.7
    s = setup()
    do(s, "take room at a", "use room")
    assert s.phase == PH_CHANCE
    do(s, "draw room pink 3", "draw room blue 4", "draw room green 3")
    assert s.phase == PH_PLACE_ROOM
    legal = texts(s)
    assert len(legal) == 3 * 17 * 6
    do(s, "place blue 4 at c3 turn 2")
    c3 = place("c3")
    assert s.kind[c3] == LIGHT and s.colour[c3] == 1
    assert s.doors[c3 * 6 + 2] == 1 << 1  # a blue door
    assert s.phase == PH_EXPLORE


def test_two_returned_rooms_go_back_on_top_known_to_the_drawer_only():  # p.7, p.11
    s = setup()
    do(s, "take room at a", "use room", "draw room pink 3", "draw room blue 4", "draw room green 3")
    do(s, "place blue 4 at c3 turn 2")
    assert s.observation(0)["room_tops"] == ["pink 3", "green 3"]
    assert s.observation(1)["room_tops"] == [None, None]
    do(s, "end exploration", "end turn")
    assert s.current_player() == 1
    do(s, "take room at a", "use room")
    assert s.phase == PH_CHANCE and s.draw_need == 1  # two tops come without chance
    do(s, "draw room yellow 4")
    assert {t.split(" at ")[0] for t in texts(s)} == {
        "place green 3",
        "place pink 3",
        "place yellow 4",
    }


def test_discover_altar_takes_the_visible_top_into_any_empty_space():  # p.7
    s = setup(altar="green")
    do(s, "take altar at b")
    assert s.phase == PH_EFFECTS
    assert len([t for t in texts(s) if t.startswith("place altar")]) == 17
    do(s, "place altar at b3")
    b3 = place("b3")
    assert s.kind[b3] == ALTAR and s.colour[b3] == 3
    assert s.phase == PH_CHANCE  # the next altar is turned up
    do(s, "altar top multi")
    assert s.observation(1)["altar_top"] == "multi"


def test_treasure_chamber_is_placed_at_once_on_the_last_empty_space():  # p.7
    s = setup()
    empty = empty_spaces(s)
    with s.edit():
        for space in empty[:-2]:
            s.kind[space] = ALTAR
        s.altar_pool = [0] * 6
    do(s, "take altar at b", f"place altar at {s.observation(0)['temple'][empty[-2]]['name']}")
    assert s.kind[empty[-1]] == CHAMBER and s.kind[empty[-2]] == ALTAR
    assert not empty_spaces(s)
    assert s.observation(0)["temple"][empty[-1]]["bonus"] == [
        [16, 0, 0, -1],
        [12, 0, 0, -1],
        [8, 0, 0, -1],
        [4, 0, 0, -1],
    ]


def test_secret_passage_and_bonus_point_come_with_the_tile_when_used():  # p.7
    s = setup()
    do(s, "take treasure passage point at e")
    assert s.passages[0] == 0 and s.score[0] == 0  # nothing is carried out by itself
    assert texts(s)[:3] == ["treasure from 1", "treasure from 2", "treasure from 3"]
    do(s, "use passage", "use points")
    assert s.passages[0] == 1 and s.passages_left == 5
    assert s.score[0] == 1


def test_treasure_top_three_of_a_chosen_stack_keep_one_secretly():  # p.7
    s = setup()
    do(s, "take treasure passage point at e", "treasure from 2")
    do(s, "draw mask", "draw idol", "draw vase")
    assert s.phase == PH_KEEP_TREASURE
    do(s, "keep idol")
    assert s.tr_hidden[0] == [0, 1, 0, 0, 0]
    assert s.tr_tops[1] == [0, 2] and s.tr_count[1] == 7
    assert s.observation(1)["player"][0]["treasures_hidden"] == 1
    assert s.observation(1)["treasure_stacks"][1]["tops"] == [None, None]
    assert s.observation(0)["treasure_stacks"][1]["tops"] == ["mask", "vase"]
    log = s.log(1)
    assert log[-4:] == ["?", "?", "?", "?"]
    assert s.log(0)[-1] == "keep idol"


def test_double_treasure_takes_twice_from_the_same_stack():  # p.11
    s = setup()
    do(s, "take double treasure at f", "treasure from 1")
    do(s, "draw mask", "draw idol", "draw vase", "keep idol")
    assert s.phase == PH_EFFECTS
    do(s, "treasure from 1")
    assert s.draw_need == 1  # mask and vase were put back on top
    do(s, "draw dagger", "keep dagger")
    assert s.tr_hidden[0] == [0, 1, 0, 0, 1]
    assert s.tr_tops[0] == [0, 2]


def test_double_treasure_may_use_two_different_stacks():  # p.11
    s = setup()
    do(s, "take double treasure at f", "treasure from 1")
    do(s, "draw mask", "draw idol", "draw vase", "keep idol", "treasure from 3")
    assert s.draw_need == 3


def test_scoring_tile_example_red_five_blue_doors_orange_three():  # p.7
    s = setup(players=3)
    light_room(s, "c3", 1, 2, 0)  # a blue room with two doors
    for name in ("a3", "e1", "c3"):
        s.flags[place(name)] |= 1
    for name in ("a3", "e1"):
        s.flags[place(name)] |= 2
    from expeditions.games.temple.points import colour_doors

    assert colour_doors(s, 0, 1) == 5 and colour_doors(s, 1, 1) == 3
    do(s, "take scoring at f", "score blue")
    assert s.parts[0][P_SCORING_TILE] == 5


def test_special_card_top_three_keep_one_face_down():  # p.7
    s = setup()
    do(s, "take card at f", "use card")
    do(s, "draw passage card", "draw five card", "draw pair card")
    assert s.phase == PH_KEEP_CARD
    do(s, "keep five card")
    assert s.observation(0)["player"][0]["cards"] == {"five": 1}
    assert s.observation(1)["player"][0]["cards"] is None
    assert s.observation(1)["player"][0]["cards_count"] == 1
    assert s.observation(0)["card_tops"] == ["passage", "pair"]


def test_all_actions_of_a_tile_are_done_before_the_explorer_phase():  # p.7
    s = setup()
    do(s, "take double treasure at f", "treasure from 1")
    do(s, "draw mask", "draw idol", "draw vase", "keep idol")
    assert "go a1" not in texts(s)
    do(s, "treasure from 2", "draw mask", "draw idol", "draw vase", "keep vase")
    assert "go a1" in texts(s)


def test_light_room_stack_holds_the_ten_rooms_not_printed():  # p.11
    s = setup()
    assert s.observation(0)["rooms_left"] == 10
    assert sum(1 for k in s.kind[:NUM_SPACES] if k == LIGHT) == 10


def test_treasure_chamber_is_not_an_altar_it_waits_at_the_bottom():  # p.4, p.7
    s = setup(altar="brown")
    s.altar_pool = [0] * 6  # brown is the last altar; only the chamber lies under it
    do(s, "take altar at b", "place altar at c3")
    assert s.altar_top == -1 and s.phase == PH_EXPLORE  # no chance node: nothing to turn up
    assert s.observation(1)["altars_left"] == 0
    assert CHAMBER not in s.kind  # it comes only when one space is left
