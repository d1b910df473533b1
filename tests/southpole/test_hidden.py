"""Face-down tiles and peeks: nobody sees more than the rules let them."""

from __future__ import annotations

import random

from expeditions.games.southpole.components import SPACE_OF_LABEL

from .scenario import dealt, play


def test_states_differing_only_in_a_peeked_face_look_the_same_to_others():  # p.10
    a = play(dealt(3, b4="white"), "peek b4", "tile 9")
    b = play(dealt(3, b4="white"), "peek b4", "tile 14")
    for seat in (1, 2, None):
        assert a.observation(seat) == b.observation(seat)
    assert a.observation(0) != b.observation(0)


def test_states_differing_only_in_unrevealed_faces_look_the_same():  # p.4, p.8
    a = dealt(3, g4="white")
    b = dealt(3, g4="white")
    play(a, "choose 5 white 1 blue", "move g4", "tile 9")
    play(b, "choose 5 white 1 blue", "move g4", "tile 29")
    assert a.pools[0] != b.pools[0]
    for seat in (0, 1, 2, None):
        obs_a, obs_b = a.observation(seat), b.observation(seat)
        g4 = SPACE_OF_LABEL["g4"]
        obs_a["spaces"][g4] = obs_b["spaces"][g4] = None
        assert obs_a == obs_b


def test_resample_redraws_what_another_seat_peeked_at():  # p.10
    s = play(dealt(3, b4="white"), "peek b4", "tile 9")
    b4 = SPACE_OF_LABEL["b4"]
    guesses = {s.resample(1, random.Random(i)).face[b4] for i in range(30)}
    assert len(guesses) > 1 and guesses <= set(s.pools[0]) | {9}
    assert {s.resample(0, random.Random(i)).face[b4] for i in range(10)} == {9}
    guess = s.resample(1, random.Random(3))
    assert guess.observation(1) == s.observation(1)
    assert str(guess.history[-1]) == f"tile {guess.face[b4]}"


def test_the_log_hides_a_peeked_face_from_the_others():  # p.10
    s = play(dealt(3, b4="white"), "peek b4", "tile 9")
    assert s.log(0)[-1] == "tile 9"
    assert s.log(1)[-1] == "?" and s.log(None)[-1] == "?"
    assert s.log(1)[-2] == "peek b4", "that a peek happened is public"


def test_a_second_peek_at_the_same_tile_sees_the_same_face():  # p.10
    s = play(dealt(3, b4="white"), "peek b4", "tile 9", "choose 5 white 1 blue", "move g4")
    play(s, str(s.legal_actions()[0]))
    for _ in range(6):
        play(s, str(s.legal_actions()[0]))
    play(s, "fail", "peek b4")
    assert not s.is_chance_node()
    assert s.observation(1)["spaces"][SPACE_OF_LABEL["b4"]]["face"]["tile"] == 9
    assert "peek b4" not in [str(a) for a in s.legal_actions()]
