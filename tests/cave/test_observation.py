"""The observation carries every fact of the turn the rules depend on, so a
seat can tell its options from what it sees: the untouched turn (the 5-AP
crawl), an arrange since the last AP, and the kit being chosen."""

from __future__ import annotations

import expeditions
from expeditions.games.cave import render

from .scenario import FIRST_GAME_KIT, choose_kit, do, started, texts

TENT = {"consumable": 2, "rope": 1, "oxygen": 1}
WITH_TENT = ({"camera": 1, "boat": 1, "consumable": 3, "rope": 1}, TENT)
TURN_KEYS = ("untouched_turn", "arranged_since_ap", "kit")


def _at_own_pitched_tent():
    """Seat 0 starts a turn on its tent pitched one tile north of the base camp."""
    state = started(2, kits=[WITH_TENT] * 2)
    do(state, "move 0 -1", "pitch", "end turn", "end turn")
    return state


def _arrange_unchanged(state) -> None:
    """Arrange, leaving in the tent exactly what was there."""
    kept = state.observation(0)["explorers"][0]["tent_contents"]
    do(state, "arrange")
    while state.edit_mode:
        verb, item, _ = texts(state)[0].split()
        do(state, f"{verb} {item} {kept.get(item, 0)}")


def _without_turn_keys(obs: dict) -> dict:
    return {k: v for k, v in obs.items() if k not in TURN_KEYS}


def test_untouched_turn_is_shown_while_the_five_ap_move_is_open():  # Cave p.10
    state = started(2)
    assert "crawl 0 -1" in texts(state)
    assert state.observation(0)["untouched_turn"] and state.observation(1)["untouched_turn"]
    do(state, "drop rope")  # free, but the 5-AP move must be the whole turn
    assert not [t for t in texts(state) if t.startswith("crawl")]
    assert not state.observation(0)["untouched_turn"]
    assert not state.observation(None)["untouched_turn"], "the table saw the drop"


def test_arrange_since_the_last_ap_is_shown_until_an_ap_is_spent():  # Cave p.11 (decision)
    state = _at_own_pitched_tent()
    assert "arrange" in texts(state)
    assert not state.observation(0)["arranged_since_ap"]
    _arrange_unchanged(state)
    assert "arrange" not in texts(state)
    assert state.observation(0)["arranged_since_ap"]
    assert state.observation(1)["arranged_since_ap"], "arranging is done in the open"
    do(state, "move 0 0", "move 0 -1")  # 2 AP spent, back on the tent
    assert "arrange" in texts(state)
    assert not state.observation(0)["arranged_since_ap"]


def test_arranging_back_to_the_same_kit_changes_what_the_seat_sees():  # Cave p.10-11
    """The same board and kits before and after: only the turn facts tell the
    seat that neither the crawl nor another arrange is open any more."""
    state = _at_own_pitched_tent()
    before, legal_before = state.observation(0), set(texts(state))
    _arrange_unchanged(state)
    after, legal_after = state.observation(0), set(texts(state))
    assert _without_turn_keys(before) == _without_turn_keys(after)
    assert legal_before - legal_after == {"arrange", "crawl 0 0"}
    assert (before["untouched_turn"], before["arranged_since_ap"]) == (True, False)
    assert (after["untouched_turn"], after["arranged_since_ap"]) == (False, True)


def test_arrange_shows_its_questions_and_the_pooled_items():  # Cave p.11
    state = _at_own_pitched_tent()
    do(state, "arrange")
    kit = state.observation(1)["kit"]
    assert kit["mode"] == "arrange"
    assert kit["supply"] == {"consumable": 4, "rope": 2, "oxygen": 1, "camera": 1, "boat": 1}
    assert kit["questions"] == [
        "tent camera",
        "tent boat",
        "tent consumable",
        "tent rope",
        "tent oxygen",
    ]
    assert texts(state)[0].startswith(kit["questions"][0])


def test_refill_shows_its_questions_supply_and_what_was_carried_in():  # Cave p.11
    state = started(2)
    do(state, "refill")
    kit = state.observation(1)["kit"]
    assert kit == {
        "mode": "refill",
        "questions": [
            *["take or leave tent", "bag camera", "bag boat"],
            *["bag consumable", "bag rope", "bag oxygen"],
        ],
        "supply": {
            **{"consumable": "unlimited", "rope": "unlimited", "oxygen": "unlimited"},
            **{"camera": 1, "boat": 1},
        },
        "carried_in": ["camera", "boat"],
        "tent_to_fill": False,
    }
    assert texts(state) == ["take tent", "leave tent"]
    do(state, "take tent")  # its first packing: the tent must then be filled
    kit = state.observation(0)["kit"]
    assert kit["tent_to_fill"] and kit["questions"][0] == "tent camera"
    do(state, "tent camera 0", "tent boat 0", "tent consumable 1", "tent rope 1")
    assert state.observation(0)["explorers"][0]["tent_contents"]["oxygen"] == 2
    assert state.observation(0)["kit"]["questions"][0] == "bag camera", "oxygen filled the tent"
    do(state, "bag camera 1", "bag boat 1", "bag consumable 1")
    assert "boat" not in state.observation(0)["kit"]["supply"], "the one boat is packed"
    assert state.observation(0)["kit"]["questions"] == ["bag rope", "bag oxygen"]


def test_a_starting_kit_in_progress_is_shown_only_to_its_own_seat():  # Cave p.4
    state = expeditions.load("cave", players=3).new_initial_state()
    choose_kit(state, FIRST_GAME_KIT)
    do(state, "tent camera 1")
    mine = state.observation(1)["kit"]
    assert mine["mode"] == "starting kit" and mine["tent_to_fill"]
    assert len(mine["questions"]) == 10 and mine["questions"][0] == "tent boat"
    assert "camera" not in mine["supply"], "the one camera is in the tent"
    for seat in (0, 2, None):
        assert state.observation(seat)["kit"] is None
        assert state.observation(seat)["kit_step"] == 1, "the step itself tells nothing"


def test_text_tells_the_turn_facts_and_the_kit_question():  # Cave p.10-11
    state = _at_own_pitched_tent()
    board = render.text(state.observation(1))
    assert "the 5-AP step (crawl) is still possible" in board
    _arrange_unchanged(state)
    board = render.text(state.observation(1))
    assert "crawl" not in board
    assert "tent already arranged: spend an AP before arranging again" in board
    do(state, "move 0 0", "refill")
    board = render.text(state.observation(1))
    assert "refill: now bag camera (5 questions left)" in board
    assert "carried in: camera, boat" in board
