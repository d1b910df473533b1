"""The game's evaluation must make a one-decision greedy bot collect a set and leave."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

import expeditions
from expeditions.agents import make_bot
from expeditions.agents.ismcts import ISMCTSBot
from expeditions.core import SeatView
from expeditions.core.chance import sample_outcome
from expeditions.games.relic.components import (
    CAVE,
    CLEARING,
    ITEM_BY_NAME,
    IVY,
    NEIGH,
    PLAIN,
    RELICS,
    RIVER,
)
from expeditions.games.relic.heuristic import (
    ACTION_LEFT_STEPS,
    FREE_STEPS,
    IVY_STEPS,
    SCALE,
    SUPPLY_STEPS,
    evaluate,
    near,
)
from tests.agents.trees import deciders_below

from .scene import (
    RED_FISH,
    act,
    actions_phase,
    animal,
    cell,
    give,
    lay,
    put,
    row,
    table,
    texts,
    three_reds,
)


def worth(s, seat: int) -> float:
    """`evaluate` without the credit for the mover's actions left: these tests
    compare positions along one turn by how far they bring the explorer, and
    each step taken spends an action the credit counted (see the test of
    `ACTION_LEFT_STEPS` below)."""
    judged = s.clone()
    with judged.edit():
        judged.ap = 0
    return evaluate(judged, seat)


def test_walking_toward_a_relic_that_grows_my_set_is_progress():
    s = table()
    row(s, "c3", "d3", "e3", "f3")
    three_reds(s, "c3", "f3")
    actions_phase(s, 0, 4)
    before = worth(s, 0)
    act(s, "move d3")
    assert worth(s, 0) > before


def test_a_useful_relic_beyond_walking_range_still_draws_the_explorer():
    """With nothing nearer, a set-growing relic 18 actions away pulls one step at a time."""
    s = table()
    spaces = [f"{col}3" for col in "abcdefghijklmnopqrs"]
    row(s, *spaces)
    three_reds(s, "a3", "s3")
    actions_phase(s, 0, 4)
    values = [worth(s, 0)]
    for name in spaces[1:4]:
        act(s, f"move {name}")
        values.append(worth(s, 0))
    assert values == sorted(values) and len(set(values)) == len(values)


def test_taking_a_relic_beats_standing_on_it():
    s = table()
    row(s, "c3")
    with s.edit():
        put(s, 0, "c3")
        give(s, 0, "red-bird", "white-eye")
        s.ground[cell("c3")] = (RED_FISH,)
    actions_phase(s, 0, 2)
    before = worth(s, 0)
    act(s, "take red-fish")
    assert worth(s, 0) > before


def test_with_four_matching_relics_a_clearing_draws_the_explorer():
    s = table()
    row(s, "c3", "d3")
    with s.edit():
        lay(s, "e3", CLEARING)
        put(s, 0, "c3")
        give(s, 0, "red-bird", "red-eye", "red-sun", "red-fish")
    actions_phase(s, 0, 4)
    before = worth(s, 0)
    act(s, "move d3")
    assert worth(s, 0) > before


def _fourth_red_on_ivy(*items: str):
    """Seat 0 on c3 with three red relics and `items`; the red fish, a fourth
    red, lies on the poison ivy next to it (d3), a clearing beyond (e3)."""
    s = table()
    row(s, "c3")
    with s.edit():
        lay(s, "d3", IVY)
        lay(s, "e3", CLEARING)
    three_reds(s, "c3", "d3")
    with s.edit():
        give(s, 0, *items)
    actions_phase(s, 0, 4)
    return s


def test_the_fourth_relic_on_poison_ivy_is_worth_the_lost_turn():  # Relic p.18
    # Stepping on the ivy ends the turn and loses the next: worth it for the
    # fourth matching relic, which the explorer takes when it stands up.
    s = _fourth_red_on_ivy()
    before = worth(s, 0)
    act(s, "move d3")
    assert s.lying[0] and s.pos[0] == cell("d3")
    assert worth(s, 0) > before


def test_without_a_first_aid_a_relic_on_ivy_is_three_actions_further():  # Relic p.18
    bare, aided = _fourth_red_on_ivy(), _fourth_red_on_ivy("first-aid")
    plain = _fourth_red_on_ivy("first-aid")
    with plain.edit():
        lay(plain, "d3", PLAIN)
    # the first aid is the same supply in both packs: only the ivy differs
    assert worth(aided, 0) == pytest.approx(worth(plain, 0))
    bare_plain = _fourth_red_on_ivy()
    with bare_plain.edit():
        lay(bare_plain, "d3", PLAIN)
    assert worth(bare_plain, 0) - worth(bare, 0) == pytest.approx(IVY_STEPS / SCALE)


def _heuristic_vs_random(seed: int) -> tuple[int, int]:
    game = expeditions.load("relic", players=2)
    rng = random.Random(seed)
    bots = [make_bot("heuristic"), make_bot("random")]
    s = game.new_initial_state()
    while not s.is_terminal():
        if s.is_chance_node():
            s.apply(sample_outcome(s.chance_outcomes(), rng))
        else:
            p = s.current_player()
            s.apply(bots[p].choose(SeatView(s, p), s.legal_actions(), rng))
    return s.winner, s.turns


def test_greedy_bot_on_this_evaluation_leaves_the_jungle_before_random():
    winner, turns = _heuristic_vs_random(0)
    assert winner == 0
    assert turns < 2 * 60  # at most sixty rounds, far below the safety cap


def _exposed_to_panther(at: str, *items: str, sedated: bool = False):
    """Seat 0 on e3 and seat 1 on g3 in a row of plains, a panther on `at`; seat 1 to act."""
    s = table()
    row(s, "a3", "b3", "c3", "d3", "e3", "f3", "g3")
    with s.edit():
        put(s, 0, "e3")
        put(s, 1, "g3")
        give(s, 0, *items)
    if at:
        with s.edit():
            animal(s, "panther", at)
            if sedated:
                s.animals[-1] = (*s.animals[-1][:2], True)
    actions_phase(s, 1, 3)
    return s


def test_a_panther_that_could_be_moved_onto_me_is_a_loss():  # Relic p.40: mauled, off the board
    safe = worth(_exposed_to_panther(""), 0)
    for at in ("c3", "d3"):  # one or two spaces away
        exposed = _exposed_to_panther(at)
        assert worth(exposed, 0) < safe
        assert worth(exposed, 1) > worth(_exposed_to_panther(""), 1)


def test_a_panther_out_of_reach_sedated_or_warded_off_costs_nothing():  # Relic p.14
    assert worth(_exposed_to_panther("b3"), 0) == worth(_exposed_to_panther(""), 0)
    assert worth(_exposed_to_panther("d3", sedated=True), 0) == worth(_exposed_to_panther(""), 0)
    for ward in ("dart-panther", "trap-boar-panther"):
        assert worth(_exposed_to_panther("d3", ward), 0) == worth(_exposed_to_panther("", ward), 0)


def _pairs_and_three_reds(s) -> None:
    """A full backpack: three red relics and every other relic in a pair."""
    with s.edit():
        give(s, 0, "red-bird", "red-eye", "red-sun", "white-hand", "green-hand")
        give(s, 0, "white-moon", "green-moon", "purple-fish")


def _steps_toward_the_fourth_red(clearing: str, start: str) -> list[float]:
    """What each of three moves along row 3 toward the fourth red relic (on
    m3) adds, for an explorer with a full backpack of pairs and three reds,
    the landing clearing on `clearing`."""
    s = table()
    row(s, *(f"{col}3" for col in "abcdefghijklm" if f"{col}3" != clearing))
    with s.edit():
        lay(s, clearing, CLEARING)
        put(s, 0, start)
    _pairs_and_three_reds(s)
    with s.edit():
        s.ground[cell("m3")] = (RED_FISH,)
    actions_phase(s, 0, 4)
    values = [worth(s, 0)]
    col = "abcdefghijklm".index(start[0])
    for name in "abcdefghijklm"[col + 1 : col + 4]:
        act(s, f"move {name}3")
        values.append(worth(s, 0))
    return [b - a for a, b in pairwise(values)]


def test_the_fourth_matching_relic_draws_the_explorer_across_the_jungle():  # Relic p.3
    """Four matching relics win. Counted as one more relic, the fourth was worth
    less than what making room in a backpack full of pairs would cost, and an
    explorer three relics along wandered until the round limit."""
    steps = _steps_toward_the_fourth_red(clearing="n3", start="a3")
    assert min(steps) >= 1 / SCALE - 1e-9  # each space nearer is worth at least a space


def test_the_fourth_relic_draws_the_explorer_away_from_the_way_out():  # Relic p.3, p.8
    """The way out is counted from where the fourth relic lies, not from
    where the explorer stands: walking deeper in for it, away from the
    landing clearing, is progress. Counted from the explorer, each step took
    back nine tenths of what it gained, and an explorer beside the cave that
    held its fourth relic stayed put for hundreds of rounds."""
    steps = _steps_toward_the_fourth_red(clearing="a3", start="d3")
    assert min(steps) >= 1 / SCALE - 1e-9  # each space nearer is worth a space


def test_the_supply_that_opens_the_fourth_relic_s_feature_draws_the_explorer():  # Relic p.22
    """The fourth red relic lies in a cave (a flashlight is needed to enter it)
    and a flashlight lies the other way: fetching it is progress."""
    s = table()
    row(s, "a3", "b3", "c3", "d3", "e3", "f3")
    with s.edit():
        lay(s, "g3", CLEARING)
        lay(s, "h3", CAVE)
    three_reds(s, "e3", "h3")
    with s.edit():
        s.ground[cell("b3")] = (ITEM_BY_NAME["flashlight"],)
    actions_phase(s, 0, 4)
    values = [worth(s, 0)]
    for step in ("move d3", "move c3", "move b3", "take flashlight"):
        act(s, step)
        values.append(worth(s, 0))
    assert all(b > a for a, b in pairwise(values))


def _fourth_face_down_in_a_cave(s, full: bool) -> None:
    """Seat 0 on e3 with three reds (and, if `full`, five relics more: a full
    backpack); the fourth red only face down among the cave's relics on h3
    (a flashlight enters it), a flashlight on b3, the other way."""
    row(s, "a3", "b3", "c3", "d3", "e3", "f3")
    with s.edit():
        lay(s, "g3", CLEARING)
        lay(s, "h3", CAVE)
        put(s, 0, "e3")
        give(s, 0, "red-bird", "red-eye", "red-sun")
        if full:
            give(s, 0, "white-hand", "white-moon", "green-hand", "green-moon", "pink-fish")
        s.spot_hidden = {cell("h3"): 4}
        held = set(s.pack[0])
        s.pool = tuple(r for r in RELICS if r not in held)
        s.ground = {cell("b3"): (ITEM_BY_NAME["flashlight"],)}
    actions_phase(s, 0, 4)


def test_a_fourth_relic_face_down_in_a_feature_sends_the_explorer_for_its_supply():  # p.22
    """With three reds, the fourth may lie among a cave's face-down relics:
    fetching the flashlight that opens the cave is progress, and so is walking
    on to the cave with it. Without this goal an explorer whose fourth relic
    lay face down only wandered until the game was stopped."""
    s = table()
    _fourth_face_down_in_a_cave(s, full=False)
    values = [worth(s, 0)]
    for step in ("move d3", "move c3", "move b3", "take flashlight"):
        act(s, step)
        values.append(worth(s, 0))
    actions_phase(s, 0, 4)
    for step in ("move c3", "move d3", "move e3"):
        act(s, step)
        values.append(worth(s, 0))
    assert all(b > a for a, b in pairwise(values)), values


def test_a_full_backpack_makes_room_for_the_supply_of_a_face_down_fourth():  # p.22
    s = table()
    _fourth_face_down_in_a_cave(s, full=True)
    assert -1 not in s.pack[0]
    values = [worth(s, 0)]
    for step in ("move d3", "move c3", "move b3"):
        act(s, step)
        values.append(worth(s, 0))
    assert all(b > a for a, b in pairwise(values)), values
    act(s, "drop pink-fish")
    act(s, "take flashlight")
    assert worth(s, 0) > values[-1]


def test_a_full_backpack_breaks_a_pair_for_the_fourth_relic():  # Relic p.3, p.8, p.22
    """On a river with the raft that keeps it there (it cannot be dropped), a
    backpack full of pairs and three reds, the fourth red at its feet: making
    room by dropping a relic of a pair and taking the red is progress. Counted
    by the backpack's own worth the broken pair cost more than the goal
    priced it (the raft looked like cheap room), and the explorer stood
    beside its fourth relic until the game was stopped."""
    s = table()
    row(s, "a3", "b3", "c3", "d3", "f3")
    with s.edit():
        lay(s, "e3", RIVER)
        lay(s, "g3", CLEARING)
        put(s, 0, "e3")
        give(s, 0, "raft", "red-bird", "red-eye", "red-sun")
        give(s, 0, "white-hand", "white-moon", "green-hand", "green-moon")
        s.ground = {cell("e3"): (RED_FISH,)}
    actions_phase(s, 0, 4)
    assert -1 not in s.pack[0]
    assert "drop raft" not in texts(s)  # it keeps the explorer on the river
    before = worth(s, 0)
    act(s, "drop white-moon")
    act(s, "take red-fish")
    assert worth(s, 0) > before


def _fourth_red_on_a_river(s, at: str, *supplies: str) -> None:
    """Seat 0 on `at` in row 3 with `supplies`, three reds and two pairs, the
    fourth red on the river on e3 (a raft enters it), the landing clearing
    on a3, behind the explorer."""
    row(s, "b3", "c3", "d3", "f3")
    with s.edit():
        lay(s, "a3", CLEARING)
        lay(s, "e3", RIVER)
        put(s, 0, at)
        give(s, 0, *supplies, "red-bird", "red-eye", "red-sun")
        give(s, 0, "white-hand", "white-moon", "green-hand", "green-moon")
        s.ground = {cell("e3"): (RED_FISH,)}
    actions_phase(s, 0, 4)


def test_room_for_the_fourth_relic_is_priced_where_it_lies():  # Relic p.3, p.8, p.22
    """Beside a river, the one raft an explorer holds is the cheapest room; on
    the river it keeps the explorer there and cannot be dropped, so a relic
    of a pair makes room for the fourth red. Priced where the explorer
    stood, the fourth red a step away looked cheaper than once there, and an
    explorer holding its raft stood beside it."""
    s = table()
    _fourth_red_on_a_river(s, "d3", "raft")
    assert -1 not in s.pack[0]
    before = worth(s, 0)
    act(s, "move e3")
    assert worth(s, 0) - before >= 1 / SCALE - 1e-9  # a space nearer is worth a space


def test_a_full_backpack_takes_the_raft_that_opens_the_fourth_relic_s_river():  # p.3, p.22
    """The raft lies at the explorer's feet, the fourth red on a river beyond,
    the way out behind. Carrying the raft, the fourth red is worth the way out
    from the river and a pair broken for room there; before, the goal counted
    the way out from where the explorer stood and room for the raft only, so
    taking the raft lost value, and an explorer took it and dropped it again
    turn after turn for hundreds of rounds."""
    s = table()
    _fourth_red_on_a_river(s, "c3", "first-aid")
    with s.edit():
        s.ground[cell("c3")] = (ITEM_BY_NAME["raft"],)
    assert -1 not in s.pack[0]
    before = worth(s, 0)
    act(s, "drop first-aid")
    act(s, "take raft")
    values = [worth(s, 0)]
    assert values[0] > before
    for step in ("move d3", "move e3"):
        act(s, step)
        values.append(worth(s, 0))
    assert all(b > a for a, b in pairwise(values)), values


def test_face_down_relics_behind_a_cave_wall_are_not_in_reach_from_outside():  # p.22
    """Relics on a spot turn up for an explorer arriving on it or beside it,
    but not through a cave wall: outside the wall the spot is as far as the
    walk round to the cave's inside, not at hand."""
    spot, outside, inside = cell("e3"), cell("d3"), cell("f3")
    walks = {outside: 0, inside: 7}
    assert near(walks, spot, {}) == 0
    toward = NEIGH[spot].index(outside)
    back = NEIGH[outside].index(spot)
    wall = {spot: 1 << toward, outside: 1 << back}
    assert near(walks, spot, wall) == 7


def test_taking_the_fourth_matching_relic_beats_standing_on_it():  # Relic p.3, p.8
    s = table()
    row(s, "c3", "d3", "e3", "f3", "g3", "h3")
    with s.edit():
        lay(s, "i3", CLEARING)
    three_reds(s, "c3", "c3")
    actions_phase(s, 0, 2)
    before = worth(s, 0)
    act(s, "take red-fish")
    assert worth(s, 0) > before


def test_a_panther_cannot_reach_an_explorer_in_the_cave():  # Relic p.34: no caves for panthers
    def cave(at: str):
        s = _exposed_to_panther(at, "flashlight")
        with s.edit():
            lay(s, "e3", CAVE)
        return s

    assert worth(cave("d3"), 0) == worth(cave(""), 0)


def test_ismcts_plans_the_explorer_s_own_turn_and_not_the_rival_s():
    """SEARCH_HORIZON: the search stops where the rival's turn begins (the
    rival's animal moves inside my turn would still be searched)."""
    s = table()
    row(s, "a3", "b3", "c3", "d3", "e3", "f3", "g3")
    with s.edit():
        put(s, 0, "c3")
        put(s, 1, "e3")
    actions_phase(s, 0, 3)
    searched = {}
    for horizon in ("auto", "game"):
        root = ISMCTSBot(iters=150, horizon=horizon).search(SeatView(s, 0), random.Random(3))
        searched[horizon] = deciders_below(root)
    assert searched == {"auto": {0}, "game": {0, 1}}


def _cave_spot(s, carry: bool) -> None:
    """Seat 0 on b3 with no relic, maybe a flashlight; face-down relics in the cave on h3."""
    row(s, "a3", "b3", "c3", "d3", "e3", "f3")
    with s.edit():
        lay(s, "g3", CLEARING)
        lay(s, "h3", CAVE)
        put(s, 0, "b3")
        if carry:
            give(s, 0, "flashlight")
        s.spot_hidden = {cell("h3"): 4}
        s.pool = tuple(RELICS)
        s.ground = {}
    actions_phase(s, 0, 4)


def _without_spot(s):
    t = s.clone()
    with t.edit():
        t.spot_hidden = {}
    return t


def test_face_down_relics_are_a_goal_only_with_the_supply_their_feature_asks():  # p.22
    """Holding no three of a kind, a cave's face-down relics are worth walking to
    with a flashlight, and worth nothing without one: the cave cannot be entered."""
    with_light, without = table(), table()
    _cave_spot(with_light, carry=True)
    _cave_spot(without, carry=False)
    assert worth(with_light, 0) > worth(_without_spot(with_light), 0)
    assert worth(without, 0) == worth(_without_spot(without), 0)
    values = [worth(with_light, 0)]
    for step in ("move c3", "move d3", "move e3"):
        act(with_light, step)
        values.append(worth(with_light, 0))
    assert all(b > a for a, b in pairwise(values)), values


def test_the_actions_left_that_the_goal_needs_count_as_steps_for_the_mover_only():
    """A half-spent turn is judged as the steps it may still take toward its
    goal, so that a search comparing positions at different depths of one
    turn does not favour the deeper ones: a step straight toward a relic that
    grows the set is worth a little more than the action it spends, a step
    away costs a step, and ending the turn forfeits the actions the walk
    needed. Actions beyond the walk count for nothing."""
    s = table()
    row(s, "b3", "c3", "d3", "e3", "f3")
    three_reds(s, "c3", "f3")  # the relic is three actions away
    actions_phase(s, 0, 2)
    mover, rival = evaluate(s, 0), evaluate(s, 1)
    fewer = s.clone()
    with fewer.edit():
        fewer.ap = 1
    step = ACTION_LEFT_STEPS / SCALE
    assert mover - evaluate(fewer, 0) == pytest.approx(step)
    assert evaluate(fewer, 1) - rival == pytest.approx(step)
    plenty, more = s.clone(), s.clone()
    with plenty.edit():
        plenty.ap = 3
    with more.edit():
        more.ap = 4
    assert evaluate(plenty, 0) == pytest.approx(mover + step)
    assert evaluate(more, 0) == pytest.approx(evaluate(plenty, 0))
    toward, away = more.clone(), more.clone()
    act(toward, "move d3")
    act(away, "move b3")
    assert evaluate(toward, 0) - evaluate(more, 0) == pytest.approx((1 - ACTION_LEFT_STEPS) / SCALE)
    assert evaluate(toward, 0) > evaluate(more, 0)
    assert evaluate(more, 0) - evaluate(away, 0) == pytest.approx(1 / SCALE)
    ended = more.clone()
    act(ended, "end")
    assert evaluate(ended, 0) == pytest.approx(evaluate(more, 0) - 3 * step)


def test_with_nothing_to_walk_to_ending_the_turn_beats_taking_and_dropping():
    """Actions no goal needs are worth nothing, so ending the turn with them
    costs nothing; each item taken this turn, and each dropped since the last
    step or draw, costs `FREE_STEPS`, so taking a supply only to drop it again
    loses to ending the turn. Without both, explorers with nothing to do took
    and dropped every supply on their space before each turn's end."""
    s = table()
    row(s, "b3", "c3", "d3")
    raft = ITEM_BY_NAME["raft"]
    with s.edit():
        put(s, 0, "c3")
        give(s, 0, "red-bird")
        s.ground[cell("c3")] = (raft,)
    actions_phase(s, 0, 3)
    still = evaluate(s, 0)
    juggled, ended = s.clone(), s.clone()
    act(juggled, "take raft")
    act(juggled, "drop raft")
    act(ended, "end")
    assert juggled.ap == 3
    assert evaluate(juggled, 0) == pytest.approx(still - 2 * FREE_STEPS / SCALE)
    assert evaluate(ended, 0) == pytest.approx(still)
    assert evaluate(ended, 0) > evaluate(juggled, 0)


def test_a_take_is_priced_until_the_turn_ends_and_a_drop_until_the_next_step():
    """The price stops items being shuffled in place; a supply worth having is
    still taken (`SUPPLY_STEPS` is more than `FREE_STEPS`), and an item left
    behind by walking on costs nothing more than the walk."""
    assert SUPPLY_STEPS > FREE_STEPS
    s = table()
    row(s, "b3", "c3", "d3", "e3", "f3")
    with s.edit():
        put(s, 0, "c3")
        give(s, 0, "first-aid")
        s.ground[cell("c3")] = (ITEM_BY_NAME["raft"],)
    actions_phase(s, 0, 3)
    had = s.clone()
    with had.edit():
        give(had, 0, "raft")
        del had.ground[cell("c3")]
    taken = s.clone()
    act(taken, "take raft")
    assert evaluate(taken, 0) == pytest.approx(evaluate(had, 0) - FREE_STEPS / SCALE)
    assert evaluate(taken, 0) > evaluate(s, 0)
    act(taken, "move d3")
    act(had, "move d3")
    assert evaluate(taken, 0) == pytest.approx(evaluate(had, 0) - FREE_STEPS / SCALE)
    left_behind, dropped_there = s.clone(), s.clone()
    act(left_behind, "drop first-aid")
    act(left_behind, "move d3")
    act(dropped_there, "move d3")
    act(dropped_there, "drop first-aid")
    assert left_behind.pack == dropped_there.pack and left_behind.ap == dropped_there.ap
    assert evaluate(dropped_there, 0) == pytest.approx(
        evaluate(left_behind, 0) - FREE_STEPS / SCALE
    )
