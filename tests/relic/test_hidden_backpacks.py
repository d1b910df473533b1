"""Backpacks are closed: others see full slots and what was shown, not face-down draws.

Pages from the rulebook's contents: Σακίδιο p.7, Προμήθειες p.10-14, Ζώα p.34-42.
"""

from __future__ import annotations

import random

from expeditions.core.narration import Step, Turn
from expeditions.games.relic import tasks
from expeditions.games.relic.components import PLAIN, RIVER
from expeditions.games.relic.narration import RelicNarrator
from expeditions.games.relic.render import text

from .scene import act, actions_phase, animal, cell, give, lay, pack, position, put, table


def _strip(s, *names):
    with s.edit():
        s.stack = ()
        for n in names:
            lay(s, n, PLAIN)


def _drawn(s, seat: int, item: str, at: str = "e3"):
    """`seat` draws `item` from the bag (p.7: «τραβώντας τυχαίες προμήθειες από
    το σακουλάκι»), face down."""
    _strip(s, at)
    with s.edit():
        put(s, seat, at)
    actions_phase(s, seat, 3)
    act(s, "draw")
    act(s, f"bag {item}")


def _roll_for(s, seat: int) -> None:
    """`seat` is about to roll the dice."""
    with position(s):
        s.turn, s.phase, s.todo = seat, tasks.P_ROLL, []


def _seen(s, viewer, owner):
    return next(e for e in s.observation(viewer)["explorers"] if e["seat"] == owner)


def test_a_supply_drawn_from_the_bag_is_hidden_from_the_others():  # Relic p.7, p.42
    s = table()
    _drawn(s, 0, "raft")
    assert _seen(s, 0, 0)["backpack"][0] == "raft"
    for viewer in (1, None):
        seen = _seen(s, viewer, 0)
        assert seen["backpack"][0] == "?" and seen["backpack"][1:] == [None] * 7
        assert seen["items"] == 1 and seen["hidden"] == 1
    assert "raft" not in str(s.observation(1))
    assert "1 (face down)" in text(s.observation(1)) and "1 raft" in text(s.observation(0))
    assert s.log(1)[-1] == "?" and s.log(0)[-1] == "bag raft"  # the log keeps it too


def test_an_item_taken_face_up_from_a_space_is_known_to_all():  # Relic p.7, p.16
    s = table()
    _strip(s, "e3")
    with s.edit():
        put(s, 0, "e3")
        s.ground[cell("e3")] = (0,)  # a machete lying face up
    actions_phase(s, 0, 3)
    act(s, "take machete")
    assert _seen(s, 1, 0)["backpack"][0] == "machete" and _seen(s, 1, 0)["hidden"] == 0


def test_a_monkey_shows_the_stolen_item_to_everyone():  # Relic p.42
    s = table()
    _drawn(s, 1, "flashlight", at="d3")
    _strip(s, "c3")
    with s.edit():
        m = animal(s, "monkey", "c3")
    _roll_for(s, 0)
    act(s, "roll monkey-snake 2")
    act(s, f"monkey {m + 1} to d3")
    before = _seen(s, 0, 1)
    assert before["backpack"][0] == "?"
    seen_before = s.observation(0)
    act(s, "d8 1")
    after = s.observation(0)
    assert after["left_the_game"] == ["flashlight"]  # «αποκαλύπτεται σε όλους»
    assert _seen(s, 0, 1)["backpack"][0] is None
    narrator = RelicNarrator("en", ["Anna", "Ben"])
    step = Step(0, "end", None, "end", {})
    told = narrator.harm(Turn(0, step, before=seen_before, after=after, viewer=0))
    assert "flashlight" in told and "?" not in told  # the narration names it too


def test_dropped_items_lie_face_up():  # Relic p.7: «τοποθετήστε τα ανοιχτά»
    s = table()
    _drawn(s, 0, "dart-panther")
    act(s, "drop dart-panther")
    assert s.observation(1)["ground"]["e3"] == ["dart-panther"]
    assert _seen(s, 1, 0)["items"] == 0


def test_a_boar_spills_the_backpack_face_up():  # Relic p.36: «ανοιχτά στη θέση»
    s = table()
    _drawn(s, 1, "raft", at="d3")
    with s.edit():
        give(s, 1, "machete")
    _strip(s, "c3")
    with s.edit():
        b = animal(s, "boar", "c3")
    _roll_for(s, 0)
    act(s, "roll boar 2")
    act(s, f"boar {b + 1} to d3")
    assert sorted(s.observation(0)["ground"]["d3"]) == ["machete", "raft"]
    assert pack(s, 1) == [] and _seen(s, 0, 1)["items"] == 0


def test_entering_a_feature_shows_the_supply_it_needs():  # Relic p.10
    s = table()
    _drawn(s, 0, "raft")
    with s.edit():
        lay(s, "f3", RIVER)
    act(s, "move f3")
    assert _seen(s, 1, 0)["backpack"][0] == "raft"


def test_resample_redraws_only_what_the_seat_has_not_seen():  # Relic p.7
    s = table(players=3)
    _drawn(s, 1, "raft", at="d3")
    _drawn(s, 2, "machete", at="f3")
    with s.edit():
        give(s, 2, "first-aid")  # shown
    seen = {str(s.resample(0, random.Random(k)).pack[1][0]) for k in range(60)}
    assert len(seen) > 1  # the raft is one guess among others
    for k in range(20):
        guess = s.resample(0, random.Random(k))
        assert guess.observation(0) == s.observation(0)
        assert guess.pack[2][1] == s.pack[2][1]  # the first aid everyone saw stays
        assert sum(guess.bag) == sum(s.bag)
        assert guess.log(0) == s.log(0)
    mine = s.resample(1, random.Random(3))
    assert mine.pack[1] == s.pack[1]  # a seat's own backpack is never guessed


def test_crossing_dense_jungle_for_one_action_shows_the_machete():  # Relic p.10
    s = table()
    _drawn(s, 0, "machete")
    with s.edit():
        lay(s, "e3", PLAIN, dense=0b000001)  # dense on the east edge of e3
        lay(s, "f3", PLAIN)
    assert _seen(s, 1, 0)["backpack"][0] == "?"
    act(s, "move f3")
    assert s.ap == 1 and _seen(s, 1, 0)["backpack"][0] == "machete"


def test_dropping_the_raft_seen_on_the_river_shows_the_one_kept():  # Relic p.10
    s = table()
    _strip(s, "e3")
    with s.edit():
        put(s, 0, "e3")
        lay(s, "f3", RIVER)
    actions_phase(s, 0, 4)
    for _ in range(2):
        act(s, "draw")
        act(s, "bag raft")
    act(s, "move f3")
    assert _seen(s, 1, 0)["backpack"][:2] == ["raft", "?"]  # one raft is enough to enter
    act(s, "drop raft")
    assert _seen(s, 1, 0)["backpack"][:2] == [None, "raft"]  # the other keeps them there
