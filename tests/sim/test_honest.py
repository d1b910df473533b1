"""Honest studies: stopped games apart, paired differences, the setup written down."""

from __future__ import annotations

import math

import pytest

import expeditions
from expeditions.sim.limits import default_limit, resolve_limit
from expeditions.sim.paired import compare_pairs, pair_rows, paired_difference, replacements
from expeditions.sim.report import build_comparison, build_report, stopped_line
from expeditions.sim.runner import Study, run_study
from expeditions.sim.setup import group_files, missing_seeds, seed_ranges
from expeditions.sim.stats import outcome_counts, rates_by_bot, rates_by_seat


def row(seed, bots, scores, winners, stopped=None, **extra):
    out = {
        "seed": seed,
        "game": "toyrace",
        "options": "{}",
        "seats": len(bots),
        "bots": bots,
        "scores": scores,
        "winners": winners,
        "length": 100,
        "duration": 0.01,
        "limit": 100,
        "stopped": stopped,
        "turns": 20,
        "rounds": 10,
    }
    out.update(extra)
    return out


MIXED = [
    row(1, ["a", "b"], [5, 1], [0]),
    row(2, ["a", "b"], [3, 3], [0, 1]),
    row(3, ["a", "b"], [0, 0], []),  # the rules ended it, nobody won
    row(4, ["a", "b"], [9, 2], [], stopped="limit of 100 actions"),
    row(5, ["a", "b"], [4, 4], [], stopped="limit of 100 actions"),
]


def table(report, title):
    return next(t for t in report.tables if t.title == title)


def test_outcomes_are_counted_apart():
    assert outcome_counts(MIXED) == {"won": 1, "shared": 1, "nobody": 1, "stopped": 2}
    assert stopped_line(outcome_counts(MIXED)) == "stopped at the limit: 2 of 5"


def test_a_stopped_game_gives_no_win_and_no_share_even_when_ahead():
    a = rates_by_bot(MIXED)["a"]
    assert a.wins == 1.5  # game 1 alone, half of game 2; not game 4 where it led 9-2
    assert (a.games, a.won, a.shared, a.nobody, a.stopped) == (5, 1, 1, 1, 2)
    b = rates_by_seat(MIXED)[1]
    assert (b.wins, b.won, b.shared) == (0.5, 0, 1)


def test_every_rate_table_shows_the_counts_and_the_report_says_how_games_ended():
    report = build_report(MIXED)
    for title in ("Win rate per bot", "Win rate per seat"):
        found = table(report, title)
        assert found.headers[1:6] == ["games", "won", "shared", "nobody", "stopped"]
    assert table(report, "Win rate per bot").rows[0][:6] == ["a", "5", "1", "1", "1", "2"]
    ended = table(report, "How the games ended")
    assert ended.note == "stopped at the limit: 2 of 5"
    assert [r[1] for r in ended.rows] == ["1", "1", "1", "2"]


def test_fair_share_counts_only_games_someone_won():
    report = build_report(MIXED)
    assert report.fair == pytest.approx(2 / 5 / 2)


def test_a_study_of_only_stopped_games_declares_no_first_player_disadvantage():
    stopped = [row(i, ["a", "b"], [0, 0], [], stopped="limit") for i in range(1, 21)]
    verdict = table(build_report(stopped), "First-player advantage").rows[-1][1]
    assert verdict == "none detected"


def test_ratings_leave_stopped_games_out():
    only_stopped_wins = [row(i, ["a", "b"], [9, 0], [], stopped="limit") for i in range(1, 11)]
    report = build_report([*only_stopped_wins, row(11, ["a", "b"], [1, 5], [1])])
    assert list(report.ratings) == ["b", "a"]


def test_paired_difference_on_a_constructed_example():
    diff = paired_difference("score", [1, 2, 3, 4], [2, 4, 3, 6])
    # differences 1, 2, 0, 2: mean 1.25, sd 0.9574, t(3) = 3.182
    assert (diff.pairs, diff.base, diff.variant, diff.mean) == (4, 2.5, 3.75, 1.25)
    half = 3.182 * math.sqrt((0.25**2 + 0.75**2 + 1.25**2 + 0.75**2) / 3) / 2
    assert diff.low == pytest.approx(1.25 - half) and diff.high == pytest.approx(1.25 + half)
    assert diff.verdict == "no difference shown"
    sure = paired_difference("score", [1, 2, 3, 4], [3, 4, 5, 6])
    assert (sure.low, sure.high, sure.verdict) == (2.0, 2.0, "higher")


def test_large_samples_use_the_normal_quantile():
    base = [0.0] * 100
    variant = [1.0, -1.0] * 50
    diff = paired_difference("x", base, variant)
    assert diff.high == pytest.approx(1.959964 * 1.0050378 / 10, rel=1e-5)


def test_pairs_need_the_same_seed_and_the_same_bots_by_seat():
    base = [row(1, ["a", "b"], [1, 0], [0]), row(2, ["a", "b"], [1, 0], [0])]
    variant = [
        row(2, ["b", "a"], [1, 0], [0]),
        row(1, ["a", "b"], [0, 1], [1]),
        row(9, ["a", "b"], [0, 0], []),
    ]
    assert [(b["seed"], v["seed"]) for b, v in pair_rows(base, variant)] == [(1, 1)]


def test_comparison_covers_every_seat_every_bot_and_stopped_games():
    base = [row(s, ["a", "b"], [s, 10 - s], [0 if s > 5 else 1]) for s in range(1, 11)]
    variant = [
        row(s, ["a", "b"], [s + 2, 10 - s], [0 if s + 2 > 10 - s else 1],
            stopped="limit" if s == 10 else None)
        for s in range(1, 11)
    ]  # fmt: skip
    diffs = {d.measure: d for d in compare_pairs(base, variant)}
    assert diffs["seat 1 score"].mean == pytest.approx(2.0)
    assert diffs["seat 1 score"].low == pytest.approx(2.0)
    assert diffs["seat 2 score"].mean == 0.0
    assert diffs["stopped at the limit"].mean == pytest.approx(0.1)
    assert diffs["a win rate"].base == pytest.approx(0.5)
    assert diffs["a win rate"].variant == pytest.approx(0.5)  # 5..9 won; 10 stopped, a ahead
    assert {"seat 1 win rate", "seat 2 win rate", "b win rate", "turns per game"} <= set(diffs)
    comparison = build_comparison([("base", base, []), ("variant", variant, [])])
    paired = comparison.tables[1]
    assert paired.title == "Paired differences: variant - base"
    assert "10 games paired by seed" in paired.note
    assert ["seat 1 score", "5.50", "7.50", "+2.00", "+2.00", "+2.00", "higher"] in paired.rows


def test_setup_is_written_into_the_report():
    rows = [row(s, ["a", "b"] if s % 2 else ["b", "a"], [1, 0], [0]) for s in (1, 2, 3, 6, 7)]
    setup = dict((r[0], r[1]) for r in table(build_report(rows), "Setup").rows)
    assert setup["bots by seat"] == "1: a, 2: b"
    assert setup["rotation"] == "bots moved one seat per game"
    assert setup["seeds"] == "1-3, 6-7 (5 games)"
    assert setup["missing seeds"] == "4-5"
    assert setup["options"] == "defaults"
    assert setup["limit"] == "100 actions"


def test_seed_ranges_and_missing_seeds():
    assert seed_ranges([5, 1, 2, 3, 9]) == "1-3, 5, 9"
    assert missing_seeds([{"seed": s} for s in (3, 4, 8)]) == [5, 6, 7]


def test_files_of_one_setup_are_one_study_and_others_are_compared(tmp_path):
    piece1 = [row(s, ["a", "b"], [1, 0], [0]) for s in (1, 2, 3)]
    piece2 = [row(s, ["a", "b"], [0, 1], [1]) for s in (3, 4, 7)]
    variant = [dict(r, options='{"rounds": 6}') for r in piece1]
    studies = group_files(
        [
            (tmp_path / "p1.csv", piece1),
            (tmp_path / "p2.csv", piece2),
            (tmp_path / "v.csv", variant),
        ]
    )
    assert [s.name for s in studies] == ["p1+p2", "v"]
    merged = studies[0]
    assert [r["seed"] for r in merged.rows] == [1, 2, 3, 4, 7]
    assert merged.rows[2]["winners"] == [0], "a seed in two files keeps the first file's game"
    assert any("seeds 3 are also in p2.csv" in note for note in merged.notes)
    assert missing_seeds(merged.rows) == [5, 6]


def test_a_bot_replaced_in_every_game_is_paired_with_the_one_it_replaced():
    """A bot variant (`ismcts:chance=fuse` then `=split`, same seeds, same
    rotation) is compared game by game like a rule variant."""

    def seats(bot, s):
        return [bot, "h"] if s % 2 else ["h", bot]

    base = [row(s, seats("a", s), [1, 0] if s % 2 else [0, 1], [s % 2 ^ 1]) for s in range(1, 9)]
    variant = [row(s, seats("b", s), [0, 0], [0, 1]) for s in range(1, 9)]  # every game shared
    assert replacements(base, variant) == {"a": "b"}
    assert len(pair_rows(base, variant, {"a": "b"})) == 8
    diffs = {d.measure: d for d in compare_pairs(base, variant)}
    swapped = diffs["a → b win rate"]
    assert (swapped.pairs, swapped.base, swapped.variant) == (8, 1.0, 0.5)
    assert (swapped.mean, swapped.verdict) == (-0.5, "lower")
    assert diffs["h win rate"].base == 0.0 and diffs["h win rate"].variant == 0.5
    paired = build_comparison([("base", base, []), ("variant", variant, [])]).tables[1]
    assert "8 games paired by seed (same seed, same bots by seat, but a → b)" in paired.note
    # not one bot for another in every game: only games with the same bots pair
    mixed = [row(s, seats("b" if s < 5 else "c", s), [0, 0], [0, 1]) for s in range(1, 9)]
    assert replacements(base, mixed) == {}
    assert pair_rows(base, mixed) == []
    assert replacements(base, [row(1, ["h", "h"], [0, 0], [0])]) == {}
    # bots that changed seats in every game are not a replacement either
    turned = [row(s, seats("a", s)[::-1], [0, 0], [0, 1]) for s in range(1, 9)]
    assert replacements(base, turned) == {}
    assert pair_rows(base, turned) == []


def test_studies_from_files_of_one_name_are_told_apart_by_their_folder(tmp_path):
    base = [row(s, ["a", "b"], [1, 0], [0]) for s in (1, 2)]
    variant = [row(s, ["c", "b"], [1, 0], [0]) for s in (1, 2)]
    third = [row(s, ["d", "b"], [1, 0], [0]) for s in (1, 2)]
    studies = group_files(
        [
            (tmp_path / "fuse" / "relic.parquet", base),
            (tmp_path / "split" / "relic.parquet", variant),
            (tmp_path / "split" / "relic.csv", third),
        ]
    )
    assert [s.name for s in studies] == ["fuse/relic", "split/relic", "split/relic (2)"]


def test_default_limit_is_ten_typical_games_and_never_above_the_games_own_bound():
    relic = expeditions.load("relic", players=2)
    assert default_limit(relic) == min(8000, relic.max_game_length())
    relic4 = expeditions.load("relic", players=4)
    assert default_limit(relic4) == min(16000, relic4.max_game_length())
    temple = expeditions.load("temple", players=4)
    assert default_limit(temple) <= temple.max_game_length()
    assert resolve_limit(relic, None) == default_limit(relic)
    assert resolve_limit(relic, 0) is None
    assert resolve_limit(relic, 50) == 50
    with pytest.raises(ValueError, match="whole number of actions"):
        resolve_limit(relic, -3)


def test_a_game_at_the_limit_is_stopped_with_no_winner():
    capped = run_study(Study("toyrace", 2, ["random", "random"], 6, 1, limit=9), progress=False)
    for r in capped.rows:
        assert (r["stopped"], r["winners"], r["length"], r["limit"]) == (
            "limit of 9 actions", [], 9, 9,
        )  # fmt: skip
    free = run_study(Study("toyrace", 2, ["random", "random"], 6, 1, limit=0), progress=False)
    assert all(r["stopped"] is None and r["limit"] is None and r["winners"] for r in free.rows)


def test_turns_and_rounds_follow_the_seat_whose_turn_it_is():
    from expeditions.sim.tasks import TurnCounter

    game = expeditions.load("toyrace", players=3)
    state = game.new_initial_state()
    owners = []
    counter = TurnCounter(state)
    played = expeditions.play(
        game,
        seed=4,
        state=state,
        on_action=lambda s, a, p: (counter(s, a, p), owners.append(s.turn_owner())),
    )
    seats = [o for o in owners if o >= 0]
    changes = [o for i, o in enumerate(seats) if i == 0 or o != seats[i - 1]]
    assert counter.turns == len(changes)
    assert counter.rounds == changes.count(changes[0])
    assert played.is_terminal()


def test_a_file_written_before_the_limit_is_still_read(tmp_path):
    from expeditions.sim.store import read_rows

    old = tmp_path / "old.csv"
    old.write_text(
        "seed,game,options,seats,bots,scores,winners,length,duration\n"
        '1,toyrace,{},2,"[""a"", ""b""]","[3.0, 1.0]",[0],40,0.01\n',
        encoding="utf-8",
    )
    rows = read_rows(old)
    assert (rows[0]["limit"], rows[0]["stopped"], rows[0]["turns"]) == (None, None, None)
    setup = dict((r[0], r[1]) for r in table(build_report(rows), "Setup").rows)
    assert setup["limit"] == "not recorded"
    assert outcome_counts(rows)["won"] == 1
