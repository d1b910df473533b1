"""The end of the game and the final scoring (pp.11-12)."""

from __future__ import annotations

import expeditions
from expeditions.games.cave.components import (
    ROCKFALL,
    ROCKFALL_MASK,
    STRAIGHT,
    TILES,
)
from expeditions.games.cave.explorer import DEPTHS, TOKENS
from expeditions.games.cave.scoring import majority_awards
from expeditions.games.cave.state import OVER

from .scenario import discover, do, started, texts, tile_at

CHRISTOS, ANNA, ROULA, GIANNIS = range(4)


def _last_tile_of_stack_four(state) -> None:
    with state.edit():
        state.left = [0, 0, 0, 1]  # stacks I-III spent, one tile of IV to go
    do(state, "discover")
    assert {a.a for a in state.legal_actions()} == set(range(60, 80))
    do(state, "draw 60")
    do(state, texts(state)[0])


def _end_turns_until_over(state) -> int:
    turns = 0
    while not state.is_terminal():
        do(state, "end turn")
        turns += 1
    return turns


def test_last_tile_of_stack_four_finishes_the_round_then_three_more():  # Cave p.11
    state = started(2, first=0)
    do(state, "move 0 -1")
    _last_tile_of_stack_four(state)
    assert "discover" not in texts(state)
    # seat 1 finishes the round, then 3 rounds of 2 turns
    assert _end_turns_until_over(state) == 1 + 1 + 3 * 2


def test_trigger_by_the_last_seat_leaves_just_three_rounds():  # Cave p.11-12
    state = started(2, first=0)
    do(state, "end turn", "move 0 -1")
    _last_tile_of_stack_four(state)
    assert _end_turns_until_over(state) == 1 + 3 * 2


def test_rockfall_for_the_last_tile_also_ends_the_game():  # Cave p.11
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 0, 0, -2, 0)  # cross
    do(state, "move 0 -2")
    discover(state, 2, 1, -2, 2)  # corner whose only exit needs a corner or dead end
    do(state, "move 1 -2", "end turn", "end turn")
    with state.edit():
        state.left = [0, 0, 0, 1]
    straight = next(t for t in range(60, 80) if TILES[t][2] == STRAIGHT)
    do(state, "discover", f"draw {straight}", "rockfall at 1 -1")
    assert state.end_at == 2 + 2 + 3 * 2
    assert _end_turns_until_over(state) == 1 + 1 + 3 * 2


def test_no_reachable_exit_left_discards_the_rest_and_starts_the_end():  # decision D
    state = started(2)
    with state.edit():
        for cell in ((0, -2), (2, 0)):
            state.add(cell, ROCKFALL, ROCKFALL_MASK, 0, -1, False)
        state.left = [0, 5, 11, 11]
    do(state, "move 0 1")
    discover(state, 26, 0, 2, 0)  # a dead end closes the last way on
    obs = state.observation(0)
    assert obs["closed"] and obs["stacks"] == [0, 0, 0, 0]
    assert _end_turns_until_over(state) == 1 + 1 + 3 * 2


def test_no_round_limit_ends_a_game_still_drawing_tiles():  # Cave p.11: only stack IV ends it
    state = started(2)
    with state.edit():
        state.turn = 1000
    do(state, "end turn", "end turn")
    assert state.end_at < 0 and not state.closed and not state.is_terminal()


def test_explorer_away_from_base_scores_zero_and_leaves_the_majorities():  # Cave p.12
    state = started(3)
    do(state, "move 0 -1")
    with state.edit():
        for seat, water in enumerate((3, 2, 1)):
            state.explorers[seat][TOKENS + 1] = water
    _last_tile_of_stack_four(state)
    assert state.scores() == [9 + 8, 6 + 4, 3], "running totals count everyone"
    _end_turns_until_over(state)
    assert state.scores() == [0, 6 + 8, 3 + 4]
    assert state.observation(None)["final"][0] == [["not back at the base camp", 0]]


def test_example_majorities_page_12():  # Cave p.12 example
    traverse = [5, 5, 3, 2]
    water = [2, 4, 6, 4]
    photo = [5, 1, 5, 5]
    assert majority_awards(traverse) == [4, 4, 0, 0]
    assert majority_awards(water) == [0, 0, 8, 0]
    assert majority_awards(photo) == [0, 0, 0, 0]


def test_majority_first_and_second():  # Cave p.12
    assert majority_awards([1, 3, 2, 0]) == [0, 8, 4, 0]
    assert majority_awards([4, 2, 2]) == [8, 0, 0], "a tie for second gets nothing"


def test_majorities_need_a_token_and_skip_those_left_out():  # Cave p.12 (decision)
    assert majority_awards([2, 0, 0]) == [8, 0, 0]
    assert majority_awards([None, 3, 1]) == [0, 8, 4]
    assert majority_awards([0, 0]) == [0, 0]


def test_example_majorities_in_a_four_player_final_score():  # Cave p.12 example
    state = expeditions.load("cave", players=4).new_initial_state()
    with state.edit():
        for seat, (t, w, p) in enumerate(
            zip([5, 5, 3, 2], [2, 4, 6, 4], [5, 1, 5, 5], strict=True)
        ):
            state.explorers[seat][TOKENS : TOKENS + 3] = [t, w, p]
        state.phase = OVER  # everyone on the base camp
    final = state.observation(None)["final"]
    assert ["majority traverse", 4] in final[CHRISTOS] and ["majority traverse", 4] in final[ANNA]
    assert ["majority water", 8] in final[ROULA]
    assert not any(label == "majority photo" for rows in final for label, _ in rows)
    assert state.scores()[ROULA] == 3 * 2 + 6 * 3 + 5 * 2 + 8


def test_scoring_table():  # Cave p.12
    state = started(2)
    with state.edit():
        p = state.explorers[0]
        p[TOKENS : TOKENS + 6] = [1, 1, 1, 1, 1, 1]
        p[DEPTHS] = 0b11110  # 25, 50, 75 and 100 m
        state.explorers[1][TOKENS : TOKENS + 6] = [2, 2, 2, 2, 0, 0]
    tokens = 2 + 3 + 2 + 2 + 3 + 4
    depths = 3 + 4 + 5 + 5
    # majorities: seat 1 leads traverse, water and photo (2 to 1); seat 0 squeezes (3 to 2)
    assert state.scores()[0] == tokens + depths + 3 * 4 + 8
    assert state.scores()[1] == 2 * (2 + 3 + 2 + 2) + 3 * 8 + 4


def test_ties_stay_ties():  # Cave p.12
    state = started(2)
    with state.edit():
        for seat in (0, 1):
            state.explorers[seat][TOKENS + 2] = 2
    do(state, "move 0 -1")
    _last_tile_of_stack_four(state)
    do(state, "move 0 0")
    _end_turns_until_over(state)
    assert state.scores() == [8.0, 8.0]
    assert state.winners() == [0, 1]
    assert state.returns() == [0.0, 0.0]


def test_depth_shown_on_every_tile():  # Cave p.5
    state = started(2)
    assert tile_at(state, 0, 0)["depth"] == 0
    assert all("depth" in t for t in state.observation(1)["tiles"])


def test_a_team_away_from_base_never_wins_even_on_equal_points():  # Cave p.12
    # p.12: «Μια ομάδα που δεν επιστρέψει στην αρχική βάση αυτομάτως χάνει»
    state = started(2)
    do(state, "move 0 -1")
    _last_tile_of_stack_four(state)
    _end_turns_until_over(state)
    assert state.scores() == [0, 0]
    assert state.winners() == [1] and state.returns() == [-1.0, 1.0]


def test_nobody_wins_when_no_team_is_back_at_base():  # Cave p.12
    state = started(2)
    do(state, "move 0 -1", "end turn", "move 0 -1")
    with state.edit():
        state.explorers[1][TOKENS + 1] = 4  # points do not help a team away from base
    _last_tile_of_stack_four(state)
    _end_turns_until_over(state)
    assert state.is_terminal() and not state.is_truncated()
    assert state.winners() == [] and state.returns() == [0.0, 0.0]


def test_the_best_score_among_the_teams_at_base_wins_ties_shared():  # Cave p.12
    state = started(3)
    do(state, "move 0 -1")
    with state.edit():
        for seat, water in enumerate((5, 2, 2)):
            state.explorers[seat][TOKENS + 1] = water
    _last_tile_of_stack_four(state)
    _end_turns_until_over(state)
    assert state.scores()[1] == state.scores()[2] > 0
    assert state.winners() == [1, 2]
