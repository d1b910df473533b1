"""Revealing the jungle: tiles, their contents, feature boards, the table edge."""

from __future__ import annotations

from expeditions import CHANCE
from expeditions.games.relic import components, tasks, walks
from expeditions.games.relic.components import (
    ANIMAL_TILE,
    BANANA_TILE,
    BOAR,
    CAVE,
    CAVE_START,
    CELL_NAMES,
    EMPTY,
    MOUNTAIN,
    MOUNTAIN_CLEARING,
    MOUNTAIN_START,
    NEIGH,
    PLAIN,
    RELIC_TABLE,
    RIVER,
    RIVER_START,
    TILES,
    VINE_TILE,
)

from .scene import act, actions_phase, cell, give, ground, lay, position, put, table, texts


def tile(kind, extra=0, dense=None):
    for i, (k, x, mask) in enumerate(TILES[:96]):
        if k == kind and x == extra and (dense is None or (mask != 0) == dense):
            return i
    raise LookupError(kind)


def _reveal_at(s, name, placer=0):
    with position(s):
        s.todo = [(tasks.T_REVEAL, cell(name), placer, ())]
        s.phase = tasks.P_ACTIONS
        s.turn = placer
        s.ap = 2


def test_every_empty_space_next_to_the_explorer_is_revealed_after_a_move():  # Relic p.16
    s = table()
    with s.edit():
        lay(s, "e3", PLAIN)
        lay(s, "f3", PLAIN)
        put(s, 0, "e3")
    actions_phase(s, 0, 2)
    act(s, "move f3")
    empties = [n for n in NEIGH[cell("f3")] if n >= 0 and s.kind[n] == EMPTY]
    assert len(empties) == 5
    for _ in empties:
        assert s.current_player() == CHANCE
        act(s, f"tile {tile(PLAIN, dense=False)}" if _ == empties[0] else texts(s)[-1])
        while s.current_player() == CHANCE and texts(s)[0].startswith("rotate"):
            act(s, "rotate 3")
    assert all(s.kind[n] != EMPTY for n in NEIGH[cell("f3")])
    assert s.current_player() == 0 and s.ap == 1


def test_tile_draw_is_uniform_over_the_stack_and_rotation_is_chance():  # Relic p.16
    s = table()
    _reveal_at(s, "e3")
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 96 and all(abs(p - 1 / 96) < 1e-12 for _, p in outcomes)
    t = tile(PLAIN, dense=True)
    act(s, f"tile {t}")
    assert len(s.chance_outcomes()) == 6
    act(s, "rotate 2")
    assert s.dense[cell("e3")] == components.rotate_mask(TILES[t][2], 2)
    assert t not in s.stack


def test_relic_table_gets_a_relic_face_up():  # Relic p.16
    s = table()
    _reveal_at(s, "e3")
    act(s, f"tile {tile(RELIC_TABLE, dense=False)}")
    assert s.current_player() == CHANCE and texts(s)[0].startswith("relic")
    act(s, "relic red-bird")
    assert ground(s, "e3") == ["red-bird"]


def test_two_players_ignore_relic_tables_once_only_feature_relics_remain():  # Relic p.16
    s = table(players=2)
    with s.edit():
        s.pool = s.pool[:16]  # exactly the relics kept face down for the boards
    _reveal_at(s, "e3")
    act(s, f"tile {tile(RELIC_TABLE, dense=False)}")
    assert ground(s, "e3") == [] and s.current_player() == 0


def test_monkey_relic_table_brings_its_monkey():  # Relic p.3, p.16
    s = table()
    _reveal_at(s, "e3")
    t = next(i for i, x in enumerate(TILES) if x[0] == RELIC_TABLE and x[1])
    act(s, f"tile {t}")
    if TILES[t][2]:
        act(s, "rotate 0")
    act(s, "relic red-bird")
    assert (3, cell("e3"), False) in s.animals


def test_animal_tile_puts_its_animal_on_it():  # Relic p.18
    s = table()
    _reveal_at(s, "e3")
    t = tile(ANIMAL_TILE, BOAR)
    act(s, f"tile {t}")
    if TILES[t][2]:
        act(s, "rotate 0")
    assert s.animals == [(BOAR, cell("e3"), False)]


def test_vine_and_banana_tiles_get_their_supply_face_up():  # Relic p.20
    s = table()
    for name, kind, item in (("e3", VINE_TILE, "vine"), ("g3", BANANA_TILE, "banana")):
        _reveal_at(s, name)
        t = tile(kind)
        act(s, f"tile {t}")
        if TILES[t][2]:
            act(s, "rotate 0")
        assert ground(s, name) == [item]


def test_training_game_has_no_vine_or_banana_tiles():  # Relic p.3
    s = table(training=True)
    assert not any(TILES[t][0] in (VINE_TILE, BANANA_TILE) for t in s.stack)
    assert len(s.stack) == 96 - 14


def test_no_tile_beyond_the_table_edge():  # Relic p.16
    s = table()
    with s.edit():
        lay(s, "a1", PLAIN)
        lay(s, "b1", PLAIN)
        put(s, 0, "b1")
    actions_phase(s, 0, 2)
    act(s, "move a1")
    reveals = [t for t in s.todo if t[0] == tasks.T_REVEAL]
    assert sorted(t[1] for t in reveals) == sorted(
        n for n in NEIGH[cell("a1")] if n >= 0 and s.kind[n] == EMPTY
    )
    assert len(reveals) == 1  # a1 is a corner: only a2 lies on the table


def _feature(s, start_kind, rotation=0, at="e7"):
    _reveal_at(s, at)
    act(s, f"tile {tile(start_kind)}")
    act(s, f"rotate {rotation}")


def test_feature_start_tile_attaches_its_board_placer_chooses():  # Relic p.22
    s = table()
    _feature(s, RIVER_START)
    assert s.current_player() == 0
    choices = texts(s)
    assert 1 <= len(choices) <= 3 and all(c.startswith("attach river at") for c in choices)
    act(s, choices[0])
    river = [c for c, k in enumerate(s.kind) if k == RIVER]
    assert len(river) == 7
    assert NEIGH[cell("e7")][0] in river  # the board touches the start tile's link edge
    assert sum(s.spot_hidden.values()) == 6


def test_feature_board_turns_the_start_tile_60_degrees_until_it_fits():  # Relic p.22
    s = table()
    with s.edit():
        lay(s, "f7", PLAIN)  # the space across the link edge is taken
    _feature(s, MOUNTAIN_START, rotation=0)
    assert s.starts[cell("e7")][1] == 1  # turned clockwise once
    for text in texts(s)[:1]:
        act(s, text)
    mountain = [c for c, k in enumerate(s.kind) if k in (MOUNTAIN, MOUNTAIN_CLEARING)]
    assert NEIGH[cell("e7")][1] in mountain


def test_feature_that_cannot_fit_goes_back_and_another_tile_is_drawn():  # Relic p.22
    s = table()
    with s.edit():
        for n in NEIGH[cell("e7")]:
            s.kind[n] = PLAIN
    t = tile(CAVE_START)
    _reveal_at(s, "e7")
    act(s, f"tile {t}")
    assert walks.board_of(s)[0][cell("e7")] == CAVE_START  # a bot reads the board here
    act(s, "rotate 0")
    assert s.kind[cell("e7")] == EMPTY and t in s.stack
    assert walks.board_of(s)[0][cell("e7")] == EMPTY  # and reads it again, tile gone
    assert s.current_player() == CHANCE
    assert f"tile {t}" not in texts(s) and len(texts(s)) == 95


def test_board_cannot_overlap_tiles_or_leave_the_table():  # Relic p.22
    s = table()
    _feature(s, CAVE_START, rotation=3, at="b7")  # the link edge faces the table edge
    # turned until the cave fits on the table
    cave = [c for c, k in enumerate(s.kind) if k == CAVE]
    assert len(cave) == 7 and s.starts[cell("b7")][1] != 3


def test_feature_start_tile_is_not_part_of_the_feature():  # Relic p.20
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "e3", PLAIN)
        lay(s, "f3", CAVE_START)
        put(s, 0, "e3")
    actions_phase(s, 0, 2)
    assert "move f3" in texts(s)  # no flashlight needed for the start tile


def _cave(s):
    _feature(s, CAVE_START)
    with s.edit():
        s.stack = ()
    opening = NEIGH[cell("e7")][0]
    return opening


def test_cave_is_entered_only_by_its_opening_with_a_flashlight():  # Relic p.10, p.26
    s = table()
    opening = _cave(s)
    with s.edit():
        lay(s, "e7", CAVE_START)
        put(s, 0, "e7")
    actions_phase(s, 0, 3)
    assert f"move {CELL_NAMES[opening]}" not in texts(s)
    with s.edit():
        give(s, 0, "flashlight")
    actions_phase(s, 0, 3)
    assert f"move {CELL_NAMES[opening]}" in texts(s)
    # from outside, next to any walled cave space, no way in
    cave = [c for c, k in enumerate(s.kind) if k == CAVE]
    for c in cave:
        for n in NEIGH[c]:
            if n >= 0 and s.kind[n] == EMPTY:
                with s.edit():
                    lay(s, CELL_NAMES[n], PLAIN)
                    put(s, 0, CELL_NAMES[n])
                actions_phase(s, 0, 3)
                assert f"move {CELL_NAMES[c]}" not in texts(s)
                with s.edit():
                    s.kind[n] = EMPTY
                    put(s, 0, "e7")
                break


def test_no_reveal_through_the_cave_wall():  # Relic p.26
    s = table()
    opening = _cave(s)
    with s.edit():
        s.stack = (tile(PLAIN, dense=False),)
        give(s, 0, "flashlight")
        put(s, 0, "e7")
        lay(s, "e7", CAVE_START)
    actions_phase(s, 0, 3)
    act(s, f"move {CELL_NAMES[opening]}")
    assert not any(t[0] == tasks.T_REVEAL for t in s.todo)


def test_river_needs_a_raft_and_keeps_it_while_on_the_river():  # Relic p.10, p.24
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "e3", PLAIN)
        lay(s, "f3", RIVER)
        lay(s, "g3", RIVER)
        put(s, 0, "e3")
    actions_phase(s, 0, 3)
    assert "move f3" not in texts(s)
    with s.edit():
        give(s, 0, "raft")
    actions_phase(s, 0, 3)
    act(s, "move f3")
    assert "drop raft" not in texts(s)
    act(s, "move e3")  # leave from any river space
    assert "drop raft" in texts(s)


def test_mountain_needs_climbing_gear_and_its_clearing_too():  # Relic p.18, p.28
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "e3", PLAIN)
        lay(s, "f3", MOUNTAIN_CLEARING)
        put(s, 0, "j6")
    actions_phase(s, 0, 3)
    assert "fly f3" not in texts(s)
    with s.edit():
        give(s, 0, "climbing-gear")
    actions_phase(s, 0, 3)
    assert "fly f3" in texts(s)


def test_feature_relics_turn_up_when_an_explorer_comes_next_to_them():  # Relic p.22
    s = table()
    with s.edit():
        s.stack = ()
        lay(s, "e3", PLAIN)
        lay(s, "f3", MOUNTAIN)
        lay(s, "g3", MOUNTAIN)
        s.spot_hidden[cell("g3")] = 4
        s.spot_size[cell("g3")] = 4
        put(s, 0, "e3")
        give(s, 0, "climbing-gear")
    actions_phase(s, 0, 3)
    assert s.observation(1)["spots"]["g3"] == {
        "size": 4,
        "face_down": 4,
        "relics": [],
        "cursed_for": [],
        "taken_by": [0, 0],
    }
    act(s, "move f3")
    for name in ("red-bird", "red-eye", "green-bird", "pink-fish"):
        assert s.current_player() == CHANCE
        act(s, f"relic {name}")
    assert ground(s, "g3") == ["green-bird", "pink-fish", "red-bird", "red-eye"]
    assert s.reserved == 12 and s.current_player() == 0


def test_space_stays_empty_when_only_unfitting_feature_tiles_are_left():  # Relic p.22
    s = table()
    with s.edit():
        for n in NEIGH[cell("e7")]:
            s.kind[n] = PLAIN
        s.stack = (tile(RIVER_START), tile(MOUNTAIN_START))
    _reveal_at(s, "e7")
    act(s, f"tile {tile(RIVER_START)}")
    act(s, "rotate 0")
    assert texts(s) == [f"tile {tile(MOUNTAIN_START)}"]
    act(s, f"tile {tile(MOUNTAIN_START)}")
    act(s, "rotate 0")
    assert s.kind[cell("e7")] == EMPTY and len(s.stack) == 2
    assert s.current_player() == 0


def test_attach_choices_have_distinct_ids_that_round_trip():
    s = table()
    _feature(s, MOUNTAIN_START)
    legal = s.legal_actions()
    ids = [s.game.action_id(a) for a in legal]
    assert len(set(ids)) == len(ids) == len(legal) == 2  # two entrances to the mountain
    assert [s.game.action_from_id(s, i) for i in ids] == list(legal)
    assert all(s.game.parse_action(s, str(a)) == a for a in legal)


def test_typed_move_through_the_cave_wall_names_the_wall():  # Relic p.26
    import pytest

    from expeditions import IllegalAction

    s = table()
    opening = _cave(s)
    with s.edit():
        give(s, 0, "flashlight")
    walled = next(
        (c, n)
        for c, k in enumerate(s.kind)
        if k == CAVE and c != opening
        for n in NEIGH[c]
        if n >= 0 and s.kind[n] == EMPTY
    )
    with s.edit():
        lay(s, CELL_NAMES[walled[1]], PLAIN)
        put(s, 0, CELL_NAMES[walled[1]])
    actions_phase(s, 0, 3)
    with pytest.raises(IllegalAction, match="cave wall is in the way"):
        act(s, f"move {CELL_NAMES[walled[0]]}")
