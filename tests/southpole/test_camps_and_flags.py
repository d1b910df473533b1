"""Free camps, flags and the end of the game (rulebook p.10-11)."""

from __future__ import annotations

import expeditions
from expeditions.games.southpole.components import (
    CAMP_MARKERS,
    LABELS,
    PRINTED_CAMP,
    SPACE_OF_LABEL,
    TERRAIN_SPACES,
)

from .scenario import dealt, play, roll, route, step, texts, walk


def test_free_printed_camp_lets_the_tent_move_and_the_move_go_on():  # South Pole p.10
    s = play(dealt(3, g4="white"), "choose 2 white 2 black 2 blue")
    step(s, "g4", tile=23)
    play(s, "arrive")
    assert "tent here" in texts(s)
    play(s, "tent here")
    assert s.tents[0] == SPACE_OF_LABEL["g4"] and s.current_player() == 0
    assert any(t.startswith("move") for t in texts(s)) and "camp" not in texts(s)
    assert s.camps[SPACE_OF_LABEL["g4"]] == 0, "a printed camp needs no marker"


def test_blank_dice_may_still_rest_after_moving_the_tent():  # South Pole p.10-11
    s = play(dealt(3, g4="white"), "choose 2 white 2 black 2 blue", "move g4", "tile 23")
    roll(s, 3, 0, 3, 3, 0, 0)
    play(s, "arrive", "tent here")
    assert [t for t in texts(s) if t.startswith("rest")] == ["rest 2", "rest 5", "rest 6"]
    play(s, "rest 2")
    assert s.cubes[0] == 2 and len(s.dice) == 5


def test_failing_after_moving_the_tent_leaves_it_at_the_free_camp():  # South Pole p.8, p.10
    s = play(dealt(3, g4="white"), "choose 2 white 2 black 2 blue")
    step(s, "g4", tile=23)
    play(s, "arrive", "tent here")
    step(s, "f4", pips=0)
    play(s, "fail")
    assert s.tents[0] == SPACE_OF_LABEL["g4"]


def test_a_camp_marker_left_behind_is_a_free_camp_for_anyone():  # South Pole p.10
    s = walk(dealt(2), "g4")
    play(s, "camp")
    walk(s, "h3")
    play(s, "camp")
    walk(s, "f4")
    play(s, "camp")  # player 1's tent leaves its marker on g4
    walk(s, "g4")
    assert "tent here" in texts(s)
    play(s, "tent here")
    assert s.tents[1] == SPACE_OF_LABEL["g4"]


def test_an_occupied_camp_is_not_free():  # South Pole p.10
    s = walk(dealt(2), "g4")
    play(s, "camp")
    walk(s, "g4")
    assert "tent here" not in texts(s) and "camp" not in texts(s)


def test_own_tent_space_is_no_free_camp_but_camping_there_is_allowed():  # p.9 (decision)
    s = walk(dealt(2), "g4")
    play(s, "camp")
    play(s, "choose 5 white 1 blue", "move h3")
    play(s, texts(s)[0])
    roll(s, 0, 0, 0, 0, 0, 0)
    play(s, "fail")
    walk(s, "g5", "g4")
    assert "tent here" not in texts(s) and "camp" in texts(s)


def _to_flags(players: int, **backs: str):
    return walk(dealt(players, **backs), *route("ship", "b3"))


def test_reaching_a_flag_tile_with_the_symbol_plants_a_flag():  # South Pole p.11
    s = _to_flags(3, a3="white")
    step(s, "a3", tile=34)
    assert s.planted[SPACE_OF_LABEL["a3"]] == -1, "only once the roll succeeds"
    play(s, "arrive")
    assert s.planted[SPACE_OF_LABEL["a3"]] == 0
    assert s.flags == [2, 3, 3] and s.scores() == [1.0, 0.0, 0.0]
    assert s.observation(1)["spaces"][SPACE_OF_LABEL["a3"]]["flag"] == 0


def test_a_flag_tile_without_the_symbol_gets_no_flag():  # South Pole p.11
    s = _to_flags(3, a3="blue")
    step(s, "a3", tile=40)
    play(s, "arrive")
    assert s.planted[SPACE_OF_LABEL["a3"]] == -1 and s.flags == [3, 3, 3]


def test_a_failed_roll_on_a_flag_tile_plants_nothing():  # South Pole p.11
    s = _to_flags(3, a3="white")
    step(s, "a3", tile=34, pips=0)
    play(s, "fail")
    assert s.planted[SPACE_OF_LABEL["a3"]] == -1 and s.flags == [3, 3, 3]


def test_only_one_flag_on_each_flag_tile():  # South Pole p.11
    s = _to_flags(2, a3="white")
    step(s, "a3", tile=34)
    play(s, "arrive", "camp")
    walk(s, *route("ship", "b3"), "a3")
    assert s.planted[SPACE_OF_LABEL["a3"]] == 0
    assert s.flags == [3, 4]


def test_the_game_ends_at_once_when_the_last_flag_is_planted():  # South Pole p.11
    s = _to_flags(4, a3="white", a4="white")
    step(s, "a3", tile=34)
    play(s, "arrive")
    assert not s.is_terminal()
    step(s, "a4", tile=37)
    play(s, "arrive")
    assert s.is_terminal() and s.winner == 0
    assert s.winners() == [0] and s.returns() == [1.0, -1 / 3, -1 / 3, -1 / 3]
    assert s.legal_actions() == ()
    assert s.observation(2)["winner"] == 0
    assert s.observation(0)["final"][0] == [["flag on a3", 1], ["flag on a4", 1]]


def test_no_season_ends_a_game_nobody_finishes():  # South Pole p.11: only a winner ends it
    s = expeditions.play("southpole", players=3, seed=0, max_actions=6000)
    assert s.winner < 0 and len(s.history) == 6000
    assert not s.is_terminal() and s.winners() == []


def test_a_game_stopped_at_a_limit_has_no_winner_whatever_the_flags():  # p.11
    s = expeditions.play("southpole", players=3, seed=0, limit=5000)
    assert s.is_truncated() and s.stopped == "limit of 5000 actions"
    assert s.winners() == [] and s.returns() == [0.0, 0.0, 0.0]
    assert len(s.scores()) == 3


def test_when_the_twenty_camp_markers_are_out_a_camp_is_the_tent_alone():  # p.5 (decision)
    s = dealt(2)
    southern = [LABELS[t] for t in TERRAIN_SPACES if LABELS[t][0] in "cdefgh"]
    for label in southern:
        if sum(s.camps) == CAMP_MARKERS:
            break
        if s.camps[SPACE_OF_LABEL[label]]:
            continue
        walk(s, *route(LABELS[s.tents[s.turn]], label))
        play(s, "camp")
    assert sum(s.camps) == CAMP_MARKERS and sum(s.flags) == 8
    last = next(
        lb
        for lb in southern
        if not s.camps[t := SPACE_OF_LABEL[lb]]
        and s.shown[t]
        and not PRINTED_CAMP[s.face[t]]
        and t not in s.tents
    )
    walk(s, *route(LABELS[s.tents[s.turn]], last))
    mover = s.turn
    play(s, "camp")
    assert s.tents[mover] == SPACE_OF_LABEL[last] and s.camps[SPACE_OF_LABEL[last]] == 0
    assert not PRINTED_CAMP[s.face[SPACE_OF_LABEL[last]]], "no printed camp there either"
    assert sum(s.camps) == CAMP_MARKERS
