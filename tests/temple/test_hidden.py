"""Hidden information: camp keys, treasures, cards and top-3 draws (rulebook p.7, p.9, p.11)."""

from __future__ import annotations

import json
import random

import expeditions

from .helpers import do, setup


def _treasure_kept(kind: str):
    s = setup()
    do(s, "take treasure passage point at e", "treasure from 1")
    do(s, "draw mask", "draw idol", "draw vase", f"keep {kind}")
    return s


def test_states_differing_only_in_a_kept_treasure_look_the_same_to_the_other_seat():  # p.7
    a, b = _treasure_kept("mask"), _treasure_kept("idol")
    assert a.observation(1) == b.observation(1)
    assert a.observation(None) == b.observation(None)
    assert a.observation(0) != b.observation(0)


def test_states_differing_only_in_camp_key_colours_look_the_same_to_others():  # p.7
    a, b = setup(), setup()
    do(a, "take key pink at d", "key pink camp")
    do(b, "take key pink at d", "key pink camp")
    b.camp_hidden[0] = [0, 0, 0, 1, 0]
    assert a.observation(1) == b.observation(1)
    assert a.observation(0) != b.observation(0)


def test_top_three_draws_are_seen_by_the_drawer_only():  # p.11
    s = setup()
    do(s, "take card at f", "use card", "draw passage card", "draw five card")
    assert s.observation(0)["draw"]["drawn"] == ["passage", "five"]
    assert s.observation(1)["draw"]["drawn"] == [None, None]
    assert s.log(1)[-2:] == ["?", "?"]


def test_resample_keeps_what_the_seat_saw_and_redraws_the_rest():  # p.11
    s = _treasure_kept("idol")
    for seed in range(5):
        guess = s.resample(0, random.Random(seed))
        assert guess.tr_hidden[0] == [0, 1, 0, 0, 0]
        assert guess.tr_tops[0] == [0, 2]
        assert guess.observation(0) == s.observation(0)
    others = {tuple(s.resample(1, random.Random(seed)).tr_hidden[0]) for seed in range(30)}
    assert len(others) > 1
    assert all(sum(t) == 1 for t in others)
    assert {tuple(s.resample(1, random.Random(k)).tr_tops[0]) for k in range(30)} != {(0, 2)}


def test_resample_shuffles_hidden_camp_keys_between_opponents_only():  # p.7
    s = setup(players=3)
    s.camp_hidden = [[1, 0, 0, 0, 0], [0, 2, 0, 0, 0], [0, 0, 0, 0, 1]]
    for seed in range(10):
        g = s.resample(0, random.Random(seed))
        assert g.camp_hidden[0] == [1, 0, 0, 0, 0]
        assert sum(g.camp_hidden[1]) == 2 and sum(g.camp_hidden[2]) == 1
        assert [a + b for a, b in zip(g.camp_hidden[1], g.camp_hidden[2], strict=True)] == [
            0,
            2,
            0,
            0,
            1,
        ]


def test_at_the_end_everything_is_shown():  # p.10
    s = expeditions.play("temple", players=2, seed=5)
    obs = s.observation(1)
    assert obs["player"][0]["cards"] is not None
    assert obs["player"][0]["treasures_hidden"] == 0
    json.dumps(obs)


def test_a_key_laid_face_down_in_the_camp_is_secret_in_the_log():  # p.7
    s = setup(players=3)
    do(s, "take key pink at c", "key pink camp")
    assert s.log(0)[-1] == "key pink camp"
    assert s.log(1)[-1] == "?" and s.log(2)[-1] == "?"
    assert s.log(1)[-2] == "take key pink at c"  # the tile itself is taken openly


def test_a_key_put_face_up_in_the_backpack_is_public():  # p.7
    s = setup(players=3)
    do(s, "take key pink at c", "key pink backpack")
    assert s.log(1)[-1] == "key pink backpack"


def test_the_key_card_into_the_camp_is_secret_into_the_backpack_public():  # p.10
    s = setup(players=3)
    with s.edit():
        s.cards[0][4] = 2  # two key cards, for the test
        s.card_pool[4] = 0
        s.card_pool[0] -= 1
    do(s, "play key card green camp")
    assert s.log(1)[-1] == "?" and s.log(0)[-1] == "play key card green camp"
    do(s, "play key card brown backpack")
    assert s.log(1)[-1] == "play key card brown backpack"


def test_secret_entries_of_the_log_show_to_everyone_once_the_game_is_over():  # p.10
    s = expeditions.play("temple", players=2, seed=3)
    assert "?" not in s.log(None)


def _seen_tops_then_taken():
    """Seat 0 puts mask and vase back on stack 1; seat 1 draws them with one more."""
    s = setup()
    do(s, "take double treasure at f", "treasure from 1", "draw mask", "draw idol")
    do(s, "draw vase", "keep idol", "treasure from 2", "draw idol", "draw idol")
    do(s, "draw dagger", "keep dagger", "end exploration", "end turn")
    with s.edit():
        s.sites[4].append(11)  # a plain treasure tile at E for seat 1
        s.sites_count[4] += 1
    do(s, "take treasure at e", "treasure from 1", "draw necklace")
    return s


def test_a_treasure_seen_on_top_and_then_kept_by_another_is_known_to_have_gone():  # p.7, p.11
    s = _seen_tops_then_taken()
    do(s, "keep mask")  # vase and the necklace go back: seat 0 sees the mask is gone
    assert s.observation(0)["treasure_stacks"][0]["tops"] == ["vase", None]
    theirs = s.observation(0)["player"][1]
    assert theirs["treasures"]["mask"] == 1 and theirs["treasures_hidden"] == 0
    assert s.observation(None)["player"][1]["treasures_hidden"] == 1
    for seed in range(20):
        guess = s.resample(0, random.Random(seed))
        assert guess.tr_hidden[1] == [1, 0, 0, 0, 0]
        assert guess.observation(0) == s.observation(0)


def test_a_treasure_kept_unseen_stays_hidden_from_the_others():  # p.7
    s = _seen_tops_then_taken()
    do(s, "keep necklace")  # mask and vase go back, both seen by seat 0
    theirs = s.observation(0)["player"][1]
    assert sum(theirs["treasures"].values()) == 0 and theirs["treasures_hidden"] == 1
    kinds = {tuple(s.resample(0, random.Random(k)).tr_hidden[1]) for k in range(40)}
    assert len(kinds) > 1


def test_a_known_treasure_delivered_is_forgotten_first():  # p.8
    s = _seen_tops_then_taken()
    do(s, "keep mask")
    with s.edit():
        s.tr_hidden[1][0] += 1  # a second, unseen mask
        s.tr_pool[0] -= 1
        s.pirogue[1] = 0
        s.sites[1].append(2)
        s.sites_count[1] += 1
        s.mover = 1
        s.phase = 2
    do(s, "take key pink at b", "deliver 1 mask")
    assert s.tr_known[1] == [] and s.tr_hidden[1][0] == 1
    assert s.observation(0)["player"][1]["treasures_hidden"] == 1


def test_a_card_seen_on_top_and_kept_by_another_is_known():  # p.7, p.11
    s = setup()
    do(s, "take card at f", "use card", "draw passage card", "draw five card", "draw pair card")
    do(s, "keep five card", "end exploration", "end turn")
    with s.edit():
        s.sites[4].append(9)
        s.sites_count[4] += 1
    do(s, "take card at e", "use card", "draw bonus card", "keep pair card")
    assert s.observation(0)["player"][1]["cards_known"] == {"pair": 1}
    assert s.observation(None)["player"][1]["cards_known"] == {}
    for seed in range(10):
        assert s.resample(0, random.Random(seed)).cards[1][2] == 1


def test_the_redeal_shuffles_as_the_standard_library_does():
    """The search's redeal writes the shuffle out for speed: it must swap the
    same items from the same draws as `random.Random.shuffle`, or a seed
    would no longer give the same guesses (and the same games)."""
    from expeditions.games.temple.resample import shuffle

    for seed in range(20):
        for size in range(0, 45, 4):
            items = [random.Random(seed * 100 + size).randrange(6) for _ in range(size)]
            ours, theirs = items[:], items[:]
            mine, std = random.Random(seed), random.Random(seed)
            shuffle(ours, mine)
            std.shuffle(theirs)
            assert ours == theirs
            assert mine.random() == std.random()
    unsorted = list(range(30))
    shuffle(unsorted, random.Random(1))
    assert unsorted != list(range(30))
