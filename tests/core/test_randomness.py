"""The streams of a seeded game can be found again from the seed alone."""

from __future__ import annotations

import random

from expeditions.core.randomness import (
    chance_at,
    chance_stream,
    copy_stream,
    seat_stream,
    stream_from_text,
    stream_text,
)


def test_the_nth_chance_draw_is_fixed_by_the_seed_and_n():
    rng = chance_stream(42)
    draws = [rng.random() for _ in range(5)]
    assert chance_at(42, 3).random() == draws[3]
    assert chance_at(43, 3).random() != draws[3]


def test_a_seat_stream_saved_as_text_continues_where_it_stopped():
    rng = seat_stream(7, 1)
    for _ in range(11):
        rng.randrange(13)
    text = stream_text(rng)
    again = stream_from_text(text)
    assert [again.random() for _ in range(4)] == [rng.random() for _ in range(4)]
    assert len(text) < 4000


def test_a_copied_stream_leaves_the_original_where_it_was():
    rng = seat_stream(7, 0)
    copy = copy_stream(rng)
    copy.random()
    assert rng.random() == random.Random("7/seat/0").random()
