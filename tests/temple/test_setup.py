"""Setup for 2-4 players (rulebook p.3-5)."""

from __future__ import annotations

import expeditions
from expeditions.games.temple.components import TILE_INDEX, tile_counts

from .helpers import do, setup, texts


def test_four_players_deal_four_face_up_tiles_to_each_site():  # p.3
    s = setup(players=4)
    assert [len(site) for site in s.sites] == [4] * 6
    assert s.observation(2)["sites"][3] == sorted(
        ["key brown", "treasure passage point", "double treasure", "card"]
    )


def test_three_players_remove_the_three_tiles_marked_four():  # p.3
    counts = tile_counts(3)
    assert sum(counts) == 21
    assert counts[TILE_INDEX["treasure point"]] == 0
    assert counts[TILE_INDEX["any key"]] == 1 and counts[TILE_INDEX["scoring"]] == 1
    s = setup(players=3)
    assert [len(site) for site in s.sites] == [4, 3, 4, 3, 4, 3]


def test_two_players_remove_the_eight_tiles_marked_three_or_four():  # p.3
    counts = tile_counts(2)
    assert sum(counts) == 16
    for name in ("any key", "treasure", "passage points", "scoring", "treasure point"):
        assert counts[TILE_INDEX[name]] == 0
    assert counts[TILE_INDEX["card"]] == 1
    s = setup(players=2)
    assert [len(site) for site in s.sites] == [3, 3, 2, 3, 3, 2]


def test_dealing_is_a_chance_node_weighted_by_tiles_left():  # p.3
    s = expeditions.load("temple", players=4).new_initial_state()
    do(s, "wheel 0", "altar top blue")
    outcomes = dict((str(a), p) for a, p in s.chance_outcomes())
    assert outcomes["deal room to a"] == 5 / 24
    assert outcomes["deal scoring to a"] == 2 / 24


def test_altar_stack_is_face_up_so_everyone_sees_the_next_altar():  # p.4
    s = setup(players=3, altar="yellow")
    for seat in (0, 1, 2, None):
        obs = s.observation(seat)
        assert obs["altar_top"] == "yellow"
        assert obs["altars_left"] == 6


def test_price_wheel_aligned_at_random_in_five_ways():  # p.4
    s = expeditions.load("temple", players=2).new_initial_state()
    assert [str(a) for a, _ in s.chance_outcomes()] == [f"wheel {i}" for i in range(5)]
    do(s, "wheel 1")
    assert s.observation(0)["wheel"] == [4, 3, 3, 2, 5]


def test_each_player_chooses_two_free_keys_in_turn_order_into_the_backpack():  # p.5
    s = setup(players=3, keys=[("pink", "pink"), ("green", "blue"), ("brown", "yellow")])
    assert s.backpack == [[2, 0, 0, 0, 0], [0, 1, 0, 1, 0], [0, 0, 1, 0, 1]]
    assert s.supply == [5, 6, 6, 6, 6]
    assert s.observation(0)["player"][1]["backpack"]["green"] == 1  # face up


def test_start_keys_are_chosen_in_order_starting_with_the_first_player():  # p.5
    s = expeditions.load("temple", players=2).new_initial_state()
    do(s, "wheel 0", "altar top pink")
    from .helpers import deal

    deal(s)
    assert s.current_player() == 0
    do(s, "start key pink")
    assert s.current_player() == 0
    do(s, "start key blue")
    assert s.current_player() == 1


def test_pirogues_at_site_a_explorers_outside_tents_ready():  # p.3
    s = setup(players=4)
    obs = s.observation(None)
    assert {p["pirogue"] for p in obs["player"]} == {"a"}
    assert {p["explorer"] for p in obs["player"]} == {"outside"}
    assert not any(p["tent_used"] for p in obs["player"])
    assert "tent explore" in texts(s)


def test_board_starts_with_ten_light_rooms_two_per_colour():  # p.1, p.11
    s = setup()
    lights = [sp for sp in s.observation(None)["temple"] if sp["kind"] == "light"]
    assert len(lights) == 10
    assert sorted(sp["colour"] for sp in lights) == sorted(
        ["pink", "blue", "yellow", "green", "brown"] * 2
    )
    assert all(any(d is not None for d in sp["doors"]) for sp in lights)


def test_supplies_at_setup():  # p.2, p.4
    s = setup(players=2)
    obs = s.observation(None)
    assert obs["cards_left"] == 13 and obs["card_tops"] == []  # shuffled, face down
    assert [t["size"] for t in obs["treasure_stacks"]] == [8, 8, 9]  # 25 in three stacks
    assert obs["rooms_left"] == 10 and obs["room_tops"] == []  # the light rooms, face down
    assert obs["passages_left"] == 6
    assert sum(obs["supply"].values()) == 5 * 7 - 4  # 7 keys a colour, less the start keys
    assert [p["flags_left"] for p in obs["player"]] == [20, 20]
    assert [p["score"] for p in obs["player"]] == [0, 0]


def test_round_one_goes_clockwise_from_the_first_player():  # p.5
    s = setup(players=4)
    movers = []
    for site in "abcd":
        movers.append(s.current_player())
        tile = s.observation(None)["sites"]["abcd".index(site)][0]
        do(s, f"take {tile} at {site}")
        while s.is_chance_node() or s.current_player() == movers[-1]:
            if s.is_chance_node():
                do(s, str(s.chance_outcomes()[0][0]))
            else:
                legal = texts(s)
                do(s, "end turn" if "end turn" in legal else legal[-1])
    assert movers == [0, 1, 2, 3]
