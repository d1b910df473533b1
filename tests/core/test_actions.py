"""The action declaration on a small made-up game: what each kind of part does."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from expeditions import IllegalAction
from expeditions.core.actions import ActionSet, Choice, Grid, Named, Verb, Word, next_parts


class Move(NamedTuple):
    verb: int
    a: int = 0
    b: int = 0
    c: int = 0

    def __str__(self) -> str:
        return TOY.text(self)


GO, PLACE, DIG, ATTACH, HOP, FEED, STEP, ROLL = range(8)
SPACES = ("a1", "a2", "b1")

TOY = ActionSet(
    "Toy",
    Move,
    [
        Verb(GO, "go", Choice("space", "a", SPACES)),
        Verb(
            PLACE,
            "place",
            Choice("tile", "a", ("red 1", "blue 2")),
            Word("at"),
            Choice("space", "b", SPACES),
            Word("turn"),
            Choice("rotation", "c", ("0", "1", "2")),
        ),
        Verb(DIG, "dig", Choice("count", "a", ("", "1", "2"), omit=0)),
        Verb(
            ATTACH,
            "attach",
            Choice("feature", "a", ("river", "cave"), unit=3),
            Word("turned"),
            Choice("rotation", "a", ("0", "1", "2")),
            ids=[("a", 6)],
        ),
        Verb(HOP, "hop", Choice("die", "a", ((), ("1",), ("2",), ("1", "2")))),
        Verb(
            FEED,
            "fed",
            Named("animal", ("b", "a"), {(0, 0): "boar 1", (1, 0): "snake 1"}),
            Word("eats", "verb"),
            ids=[("a", 1)],
        ),
        Verb(STEP, "step", Grid("space", "b", "c"), ids=[]),
        Verb(ROLL, "roll", Choice("face", "a", ("1", "2", "3")), chance=True),
    ],
)


class FakeState:
    def __init__(self, legal):
        self.legal = tuple(legal)

    def legal_actions(self):
        return self.legal

    def is_chance_node(self):
        return False

    def is_terminal(self):
        return False


def test_text_joins_the_parts_and_leaves_out_an_omitted_value():
    assert str(Move(PLACE, 1, 2, 1)) == "place blue 2 at b1 turn 1"
    assert str(Move(DIG)) == "dig"
    assert str(Move(DIG, 2)) == "dig 2"
    assert str(Move(ATTACH, 5)) == "attach cave turned 2"
    assert str(Move(FEED, 0, 1)) == "snake 1 eats"
    assert str(Move(STEP, 0, -3, 4)) == "step -3 4"


def test_parsing_reads_every_kind_of_part_and_ignores_case_and_spacing():
    for move in [
        Move(GO, 2),
        Move(PLACE, 1, 2, 1),
        Move(DIG),
        Move(DIG, 1),
        Move(ATTACH, 4),
        Move(HOP, 3),
        Move(FEED, 0, 1),
        Move(STEP, 0, -3, 4),
        Move(ROLL, 2),
    ]:
        assert TOY.parse(str(move)) == move
        assert TOY.parse("  " + str(move).upper().replace(" ", "   ")) == move
    for text in ["", "go", "go c9", "dig 0", "place red 1 at a1", "step 1", "step x y", "eats"]:
        assert TOY.parse(text) is None


def test_ids_are_dense_in_declaration_order_and_skip_chance_verbs():
    # go 3, place 2*3*3, dig 3, attach 6, hop 4, feed 1, step 1
    assert TOY.num_distinct_actions == 3 + 18 + 3 + 6 + 4 + 1 + 1
    assert TOY.action_id(Move(GO, 0)) == 0
    assert TOY.action_id(Move(PLACE, 0, 0, 0)) == 3
    assert TOY.action_id(Move(PLACE, 1, 2, 1)) == 3 + 9 + 6 + 1
    assert TOY.action_id(Move(DIG, 0)) == 21
    with pytest.raises(IllegalAction, match="chance outcome"):
        TOY.action_id(Move(ROLL, 1))


def test_an_id_gives_its_action_unless_the_position_must_complete_it():
    anywhere = FakeState([])
    assert TOY.action_from_id(anywhere, 3 + 9 + 6 + 1) == Move(PLACE, 1, 2, 1)
    # the step's square is not in its id: only a legal step can be named
    step_id = TOY.action_id(Move(STEP, 0, 5, 5))
    with pytest.raises(IllegalAction, match="no legal Toy action has id"):
        TOY.action_from_id(anywhere, step_id)
    assert TOY.action_from_id(FakeState([Move(STEP, 0, 5, 5)]), step_id) == Move(STEP, 0, 5, 5)


@pytest.mark.parametrize("bad", [-1, 34, 10**6, 1.0, "1", None, False, [0]])
def test_bad_ids_raise_illegal_action(bad):
    with pytest.raises(IllegalAction):
        TOY.action_from_id(FakeState([]), bad)


@pytest.mark.parametrize(
    "bad",
    [
        None,
        "go a1",
        (GO, 0, 0, 0),
        Move(GO, 3),
        Move(GO, -1),
        Move(GO, 0, 1),
        Move(99),
        Move(DIG, 3),
    ],
)
def test_what_is_not_an_action_has_no_id_and_no_description(bad):
    with pytest.raises(IllegalAction, match="is not an action of Toy"):
        TOY.action_id(bad)
    with pytest.raises(IllegalAction):
        TOY.describe(bad)


def test_a_description_names_the_verb_and_each_part_with_its_kind():
    assert TOY.describe(Move(PLACE, 1, 2, 1)) == {
        "verb": "place",
        "parts": [
            {"kind": "verb", "text": "place"},
            {"kind": "tile", "text": "blue 2"},
            {"kind": "word", "text": "at"},
            {"kind": "space", "text": "b1"},
            {"kind": "word", "text": "turn"},
            {"kind": "rotation", "text": "1"},
        ],
        "text": "place blue 2 at b1 turn 1",
    }
    assert [p["text"] for p in TOY.describe(Move(HOP, 3))["parts"]] == ["hop", "1", "2"]
    assert TOY.describe(Move(FEED))["parts"][1] == {"kind": "verb", "text": "eats"}


def test_next_parts_narrows_the_legal_actions_one_part_at_a_time():
    legal = [Move(GO, 0), Move(GO, 1), Move(PLACE, 0, 0, 0), Move(PLACE, 0, 0, 2)]
    first = next_parts(TOY, legal)
    assert first.choices == (("verb", "go"), ("verb", "place"))
    assert not first.complete
    assert next_parts(TOY, legal, ["go"]).choices == (("space", "a1"), ("space", "a2"))
    done = next_parts(TOY, legal, ["GO", "a2"])
    assert done.action == Move(GO, 1) and done.choices == ()
    assert done.to_json() == {"choices": [], "complete": True, "text": "go a2"}
    walked = next_parts(TOY, legal, ["place", "red 1", "at", "a1", "turn"])
    assert [t for _, t in walked.choices] == ["0", "2"]


def test_next_parts_can_name_an_action_and_still_offer_a_longer_one():
    legal = [Move(HOP, 1), Move(HOP, 3), Move(DIG), Move(DIG, 2)]
    after = next_parts(TOY, legal, ["hop", "1"])
    assert after.action == Move(HOP, 1)
    assert after.choices == (("die", "2"),)
    dig = next_parts(TOY, legal, ["dig"])
    assert dig.action == Move(DIG) and dig.choices == (("count", "2"),)


def test_next_parts_refuses_parts_no_legal_action_starts_with():
    with pytest.raises(IllegalAction, match="no legal action starts with 'go b1'"):
        next_parts(TOY, [Move(GO, 0)], ["go", "b1"])


def test_two_verbs_with_one_code_are_refused():
    with pytest.raises(ValueError, match="two verbs"):
        ActionSet("Bad", Move, [Verb(GO, "go"), Verb(GO, "walk")])


def test_a_declaration_naming_a_missing_field_or_a_field_twice_in_its_ids_is_refused():
    with pytest.raises(ValueError, match="no field 'z'"):
        ActionSet("Bad", Move, [Verb(GO, "go", Choice("space", "z", SPACES))])
    shared = [Choice("feature", "a", ("river", "cave"), unit=3), Choice("rotation", "a", "012")]
    with pytest.raises(ValueError, match="appears twice"):
        ActionSet("Bad", Move, [Verb(ATTACH, "attach", *shared)])
