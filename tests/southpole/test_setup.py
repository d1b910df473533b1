"""Setting up the board and the players (rulebook p.4-5)."""

from __future__ import annotations

import expeditions
from expeditions.games.southpole.components import (
    FLAG_SPACES,
    FLAG_TILES,
    SHIP_SPACE,
    SPACE_OF_LABEL,
    TERRAIN_SPACES,
    TILE_SPACES,
    pool_index,
)

from .scenario import dealt, texts


def test_tiles_dealt_face_down_with_their_back_showing():  # South Pole p.4
    s = dealt(3)
    obs = s.observation(0)
    tile_spaces = [sp for sp in obs["spaces"] if sp["kind"] in ("terrain", "flag")]
    assert len(tile_spaces) == len(TILE_SPACES)
    assert all(sp["back"] is not None and sp["face"] is None for sp in tile_spaces)
    assert all(not sp["face_up"] for sp in tile_spaces)


def test_flag_tiles_go_on_the_numbered_spaces_the_spare_stays_unseen():  # South Pole p.4
    s = dealt(3)
    flag_pile = sum(len(s.pools[pool_index(1, c)]) for c in range(3))
    assert flag_pile == len(FLAG_TILES) == len(FLAG_SPACES) + 1
    backs_on_board = [s.back[t] for t in FLAG_SPACES]
    spare_backs = [s.undealt[pool_index(1, c)] for c in range(3)]
    assert sum(spare_backs) == 1, "one flag tile goes back to the box"
    numbers = [sp["number"] for sp in s.observation(None)["spaces"] if sp["kind"] == "flag"]
    assert sorted(numbers) == list(range(1, 10))
    assert len(backs_on_board) == 9


def test_terrain_tiles_go_on_the_unnumbered_spaces():  # South Pole p.4
    s = dealt(2)
    terrain_pile = sum(len(s.pools[pool_index(0, c)]) for c in range(3))
    assert terrain_pile == len(TERRAIN_SPACES)
    assert all(s.back[t] >= 0 for t in TERRAIN_SPACES)


def test_setup_backs_drawn_with_the_odds_of_the_tiles_left():  # South Pole p.4
    game = expeditions.load("southpole", players=2)
    s = game.new_initial_state()
    outcomes = dict((str(a), p) for a, p in s.chance_outcomes())
    assert outcomes == {"back white": 0.3, "back black": 0.4, "back blue": 0.3}


def test_flags_each_by_player_count():  # South Pole p.4 (table)
    for players, flags in ((2, 4), (3, 3), (4, 2), (5, 2)):
        obs = dealt(players).observation(None)
        assert obs["flags_left"] == [flags] * players


def test_starting_cubes_by_turn_order():  # South Pole p.4 (table)
    assert dealt(5).cubes == [1, 2, 2, 3, 3]
    assert dealt(2).cubes == [1, 2]


def test_tents_start_at_the_ship_and_first_player_has_the_explorer():  # South Pole p.4, p.7
    s = dealt(4)
    assert s.tents == [SHIP_SPACE] * 4
    assert s.current_player() == 0
    assert s.at == SHIP_SPACE
    assert s.observation(None)["explorer"] == "ship"


def test_turn_starts_with_choosing_six_dice_of_any_colours():  # South Pole p.7
    s = dealt(3)
    choices = [t for t in texts(s) if t.startswith("choose")]
    assert len(choices) == 25
    assert "choose 5 white 1 blue" in choices
    assert "choose 6 white" not in choices, "only five dice of each colour"
    assert not any(t.startswith("move") for t in texts(s))


def test_ship_touches_three_spaces():  # South Pole p.4 (board; design map)
    from expeditions.games.southpole.components import ENTERABLE, LABELS

    assert sorted(LABELS[t] for t in ENTERABLE[SHIP_SPACE]) == ["g4", "g5", "h3"]
    assert SPACE_OF_LABEL["ship"] == SHIP_SPACE
