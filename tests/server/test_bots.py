"""A game stored before a bound was lowered plays its bots within the new bound."""

from __future__ import annotations

from expeditions.server.bots import bounded_bot
from expeditions.server.settings import Settings

TIGHT = Settings(max_bot_seconds=0.5, max_bot_iterations=300)


def test_a_stored_bot_string_over_the_bounds_is_held_to_them():
    assert bounded_bot("ismcts:iters=1000000000000", TIGHT).iters == 300
    assert bounded_bot("ismcts:time=inf", TIGHT).time == 0.5
    assert bounded_bot("ismcts:time=nan", TIGHT).time == 0.5


def test_a_bot_within_the_bounds_is_left_as_asked():
    bot = bounded_bot("ismcts:iters=50", TIGHT)
    assert bot.iters == 50 and not bot.time
    assert bounded_bot("ismcts:time=0.25", TIGHT).time == 0.25
