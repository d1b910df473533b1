"""What the terminal screen shows a player at the table (rulebook p.8-10)."""

from __future__ import annotations

import re

from expeditions.games.southpole import render

from .scenario import dealt, play, roll, route, walk


def _cell_marks_line(screen: str, label: str) -> str:
    """The marks printed under `label`, read from the line below it."""
    lines = screen.splitlines()
    for i, line in enumerate(lines):
        found = re.search(rf"(?:^| ){label}(?: |$)", line)
        if found:
            col = found.start() + (line[found.start()] == " ")
            return lines[i + 1][col : col + 9].strip()
    raise AssertionError(f"{label} is not on the screen")


def test_check_shows_what_the_tile_needs_and_what_the_dice_count():  # South Pole p.8
    s = play(dealt(3, g4="black"), "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 3, 2, 1, 1, 1, 0)
    screen = render.text(s.observation(0))
    assert "g4 needs K4 B3; the dice count K6 B2: not reached (spend cubes, or fail)" in screen
    assert "g4 needs K4 B3; the dice count K6 B2" in render.svg(s.observation(0))
    play(s, "recolour 3 blue")
    screen = render.text(s.observation(0))
    assert "3:K1>B" in screen
    assert "g4 needs K4 B3; the dice count K5 B3: reached" in screen


def test_check_without_cubes_says_the_roll_fails():  # South Pole p.8 (3a)
    s = play(dealt(3, g4="black"), "choose 3 black 3 blue", "move g4", "tile 3")
    roll(s, 1, 1, 1, 1, 1, 0)
    play(s, "reroll 1 2 3")
    roll(s, 1, 1, 1)
    assert s.cubes[0] == 0
    assert "not reached (fail: no cubes to spend)" in render.text(s.observation(0))


def test_everyone_sees_who_peeked_at_a_tile_but_not_its_face():  # South Pole p.10
    s = play(dealt(3, b4="white"), "peek b4", "tile 9")
    mine = render.text(s.observation(0))
    theirs = render.text(s.observation(1))
    assert _cell_marks_line(theirs, "b4") == "p1"
    assert "b4  W?" in theirs and "b4  W?" not in mine


def test_the_ship_is_drawn_once_with_the_tents_below():  # South Pole p.4
    screen = render.text(dealt(3).observation(None))
    assert "SHIP" not in screen
    assert _cell_marks_line(screen, "ship") == "*t123"


def test_after_arriving_the_screen_says_a_camp_is_not_allowed_by_an_opponent():  # p.9
    s = walk(dealt(2), *route("ship", "f4"))
    play(s, "camp")
    walk(s, *route("ship", "f4"))
    screen = render.text(s.observation(1))
    assert "reached f4: another player's tent stands here, go on" in screen
    assert "camp" not in [str(a) for a in s.legal_actions()]
