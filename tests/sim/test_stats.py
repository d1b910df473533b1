"""Win shares, Wilson intervals and ratings over study rows."""

from __future__ import annotations

import pytest

from expeditions.sim.ratings import rate_bots
from expeditions.sim.stats import rates_by_bot, rates_by_seat, spread, wilson


def row(seed, bots, scores, winners):
    return {
        "seed": seed,
        "game": "toyrace",
        "options": "{}",
        "seats": len(bots),
        "bots": bots,
        "scores": scores,
        "winners": winners,
        "length": 10 + seed,
        "duration": 0.01,
    }


def test_wilson_interval_matches_the_textbook_values():
    half = wilson(5, 10)
    assert half.value == 0.5
    assert half.low == pytest.approx(0.2366, abs=1e-4)
    assert half.high == pytest.approx(0.7634, abs=1e-4)
    none = wilson(0, 10)
    assert none.low == 0.0
    assert none.high == pytest.approx(0.2775, abs=1e-4)


def test_wilson_with_no_games_is_the_whole_range():
    empty = wilson(0, 0)
    assert (empty.low, empty.high, empty.value) == (0.0, 1.0, 0.0)


def test_shared_win_counts_a_fraction_to_each_tied_winner():
    rows = [
        row(1, ["a", "b", "c"], [5, 5, 1], [0, 1]),
        row(2, ["a", "b", "c"], [1, 2, 9], [2]),
    ]
    by_bot = rates_by_bot(rows)
    assert by_bot["a"].wins == 0.5
    assert by_bot["c"].wins == 1.0
    assert sum(r.wins for r in by_bot.values()) == 2.0


def test_bot_in_two_seats_counts_once_per_seat():
    rows = [row(1, ["random", "random", "ismcts"], [1, 2, 3], [2])]
    by_bot = rates_by_bot(rows)
    assert by_bot["random"].games == 2
    assert by_bot["ismcts"].games == 1


def test_seat_rates_follow_the_seat_not_the_bot():
    rows = [row(1, ["a", "b"], [3, 1], [0]), row(2, ["b", "a"], [3, 1], [0])]
    seats = rates_by_seat(rows)
    assert seats[0].wins == 2.0 and seats[1].wins == 0.0
    assert rates_by_bot(rows)["a"].wins == 1.0


def test_spread_summary():
    s = spread([1, 2, 3, 10])
    assert (s.count, s.low, s.median, s.high) == (4, 1.0, 2.5, 10.0)
    assert s.mean == 4.0


def test_ratings_put_the_steady_winner_first():
    rows = [
        row(i, ["strong", "weak"] if i % 2 else ["weak", "strong"], [0, 0], []) for i in range(20)
    ]
    for r in rows:
        strong = r["bots"].index("strong")
        r["scores"] = [10.0 if s == strong else 2.0 for s in range(2)]
        r["winners"] = [strong]
    ratings = rate_bots(rows)
    assert list(ratings) == ["strong", "weak"]
    assert ratings["strong"].mu > 25 > ratings["weak"].mu


@pytest.mark.parametrize(("wins", "games"), [(0, 6), (6, 6), (0, 12), (12, 12), (1, 3), (0, 1)])
def test_wilson_interval_always_holds_its_own_estimate(wins, games):
    rate = wilson(wins, games)
    assert 0.0 <= rate.low <= rate.value <= rate.high <= 1.0


def _streaky_study() -> list[dict]:
    """`steady` wins 40 of 60 games, all of its losses in the last 20 seeds."""
    rows = []
    for i in range(60):
        bots = ["steady", "late"] if i % 2 else ["late", "steady"]
        winner = bots.index("late" if i >= 40 else "steady")
        rows.append(row(i, bots, [1.0 if s == winner else 0.0 for s in range(2)], [winner]))
    return rows


def test_ratings_follow_the_whole_study_not_its_last_games():
    ratings = rate_bots(_streaky_study())
    assert list(ratings) == ["steady", "late"]
    assert ratings["steady"].mu > ratings["late"].mu


def test_ratings_do_not_depend_on_the_order_of_the_rows():
    rows = _streaky_study()
    assert rate_bots(rows) == rate_bots(rows[::-1])


def test_ratings_need_at_least_one_pass():
    with pytest.raises(ValueError, match="passes must be at least 1"):
        rate_bots(_streaky_study(), passes=0)
