"""The heuristic the generic bots play by: it must make a greedy explorer
explore, collect tokens and come home before the end."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import expeditions
from expeditions.agents import make_bot
from expeditions.agents.greedy import HeuristicBot
from expeditions.agents.ismcts import ISMCTSBot
from expeditions.core import SeatView
from expeditions.games.cave import board, heuristic
from expeditions.games.cave.components import CONSUMABLE, PASSAGE, SQUEEZE_1, STRAIGHT
from expeditions.games.cave.explorer import BAG, POS, TOKENS
from expeditions.games.cave.heuristic import SCALE, USUAL_ROUNDS, _impatience, evaluate
from tests.agents.trees import deciders_below

from .scenario import FIRST_GAME_KIT, discover, do, started, texts
from .test_properties import busy_walk


def _value(state, text: str, seat: int = 0) -> float:
    child = state.clone()
    do(child, text)
    return evaluate(child, seat)


def _greedy_choice(state, seed: int = 0) -> str:
    seat = state.current_player()
    bot = HeuristicBot()
    return str(bot.choose(SeatView(state, seat), state.legal_actions(), random.Random(seed)))


def test_evaluation_stays_in_range_and_favours_the_leader():
    state = started(2)
    with state.edit():
        state.explorers[0][TOKENS + 1] = 3
    assert evaluate(state, 0) > evaluate(state, 1)
    walk = expeditions.load("cave", players=4).new_initial_state()
    for i, s in enumerate(busy_walk(walk, random.Random(4))):
        if i % 50 == 0:
            assert all(-1.0 <= evaluate(s, seat) <= 1.0 for seat in range(4))


def _greedy_turn(state, seed: int) -> None:
    """The player to move plays a whole turn greedily; chance by `seed`."""
    seat = state.current_player()
    bot = HeuristicBot()
    rng = random.Random(seed)
    while state.current_player() in (seat, expeditions.CHANCE) and not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.legal_actions()
            state.apply(outcomes[rng.randrange(len(outcomes))])
        else:
            state.apply(bot.choose(SeatView(state, seat), state.legal_actions(), rng))


def test_greedy_walks_out_of_the_base_camp_and_discovers():
    assert _value(started(2), "move 0 -1") > _value(started(2), "end turn")
    for seed in range(3):
        state = started(2)
        _greedy_turn(state, seed)
        assert state.explorers[0][POS] != 0, "out of the base camp"
        assert len(state.where) > 4, "at least one tile laid"


def test_greedy_discovers_at_an_unexplored_exit():
    state = started(2)
    do(state, "move 0 -1")
    assert _greedy_choice(state) == "discover"


def test_greedy_takes_a_token_next_door():
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 15, 0, -2, 0)  # squeeze 2, its token lying there
    assert _value(state, "move 0 -2") > _value(state, "end turn")
    assert _greedy_choice(state) == "move 0 -2"


def test_greedy_packs_food_and_a_camera_for_the_first_trip():
    state = expeditions.load("cave", players=2).new_initial_state()
    bot = HeuristicBot()
    rng = random.Random(1)
    while state.current_player() == 0:
        state.apply(bot.choose(SeatView(state, 0), state.legal_actions(), rng))
    bag = state.observation(0)["explorers"][0]["backpack"]
    assert bag.get("consumable", 0) >= 4 and bag.get("camera") == 1


def test_hungry_explorer_heads_home_rather_than_on():
    state = started(2, kits=[({**FIRST_GAME_KIT, "consumable": 1}, None)] * 2)
    do(state, "move 0 -1")
    discover(state, 0, 0, -2, 0)  # a cross: more cave ahead
    with state.edit():
        state.explorers[0][BAG] = 0  # the food is gone
    assert _value(state, "move 0 0") > _value(state, "move 0 -2")


def test_on_the_last_turn_home_is_worth_more_than_anything_away():
    state = started(2)
    do(state, "move 0 -1")
    with state.edit():
        state.left = [0, 0, 0, 1]
    do(state, "discover", "draw 60", "place 60 at 0 -2 turn 0")
    assert state.end_at >= 0
    while state.end_at - state.turn > 2:
        do(state, "end turn")
    assert state.current_player() == 0 and state.explorers[0][POS] != 0
    assert _value(state, "move 0 0") > _value(state, "end turn")
    assert _value(state, "end turn") == -1.0, "away at the end: all is lost"
    _greedy_turn(state, 0)
    assert state.explorers[0][POS] == 0, "back on the base camp"


def test_throwing_food_away_never_looks_better_away_from_home():
    state = started(2)
    do(state, "move 0 -1")
    discover(state, 0, 0, -2, 0)
    do(state, "move 0 -2")
    for food in (3, 2, 1):
        with state.edit():
            state.explorers[0][BAG] = food
        assert _value(state, "drop consumable") < _value(state, "end turn") + 0.01
        assert _value(state, "drop consumable") < evaluate(state, 0)


def test_a_token_only_reachable_by_the_five_ap_move_is_no_prospect():
    """A squeeze one level down, and no rope: only the 5-AP move gets there,
    and it takes no token (p.10)."""
    state = started(2, kits=[({"consumable": 4}, None), ({"consumable": 4, "rope": 1}, None)])
    with state.edit():
        state.add((0, -2), SQUEEZE_1, 0b0101, 1, -1, False)
        for seat in (0, 1):
            state.explorers[seat][POS] = state.cells[(0, -1)]
    lying = [evaluate(state, 0), evaluate(state, 1)]
    with state.edit():
        state.token[state.cells[(0, -2)]] = 0
    assert evaluate(state, 0) == lying[0], "no rope: the token counts for nothing"
    assert evaluate(state, 1) < lying[1], "with a rope it is a prospect"


def _three_passages_out(food: int):
    """Explorer 0 three passages from the base camp with its action points
    spent, one turn left before the end, water tokens worth keeping, and
    `food` in the backpack."""
    state = started(2)
    with state.edit():
        for y in (-2, -3):
            state.add((0, y), PASSAGE, STRAIGHT, 0, -1, False)
        state.explorers[0][POS] = state.cells[(0, -3)]
        state.explorers[0][BAG + CONSUMABLE] = food
        state.explorers[0][TOKENS + 1] = 5
        state.ap, state.fresh = 0, False
        state.end_at = state.turn + 4  # the rival's turn, one more, the rival's
    return state


def test_food_thrown_away_in_the_final_rounds_costs_everything():  # Cave p.10, p.12
    """Each turn away starts by eating (p.10) and an explorer away at the end
    scores nothing (p.12): the last food is the way home, so throwing it
    away is judged as losing the points, not as a hungry walk."""
    state = _three_passages_out(food=1)
    assert state.current_player() == 0
    points = state.scores()[0]
    kept, dropped = _value(state, "end turn"), _value(state, "drop consumable")
    assert kept - dropped > points / SCALE, "stranded: the points are as good as gone"
    spare = _three_passages_out(food=2)
    assert _value(spare, "end turn") - _value(spare, "drop consumable") < points / SCALE


def test_in_the_final_rounds_food_for_a_spare_turn_is_worth_much():  # Cave p.10, p.12
    """Two turns left, home three AP away: one food gets the explorer home
    only if nothing goes wrong (a 4-AP squeeze, a 5-AP move that must begin a
    turn), so a second one is worth far more than a meal."""
    tight, spare = _three_passages_out(food=1), _three_passages_out(food=2)
    for state in (tight, spare):
        with state.edit():
            state.end_at += 2
    points = tight.scores()[0]
    assert evaluate(spare, 0) - evaluate(tight, 0) > 0.5 * points / SCALE


def test_ismcts_keeps_the_food_it_needs_to_get_home():  # Cave p.10, p.12
    state = _three_passages_out(food=1)
    bot = make_bot("ismcts:iters=100")
    for seed in range(3):
        choice = bot.choose(SeatView(state, 0), state.legal_actions(), random.Random(seed))
        assert str(choice) == "end turn"


def test_the_last_food_eaten_still_leaves_this_turn_s_walk_home():  # Cave p.10, p.12
    """Upkeep ate the last food at the start of this, the last turn: the
    explorer is not restricted (p.10), so its 5 AP still reach the base camp."""
    state = _three_passages_out(food=0)
    with state.edit():
        state.ap, state.fresh, state.restricted = 5, True, False
        state.end_at = state.turn + 2  # this is explorer 0's last turn
    assert evaluate(state, 0) > 0, "home is within this turn's AP"
    _greedy_turn(state, 0)
    assert state.explorers[0][POS] == state.cells[(0, 0)]


def test_ismcts_plans_its_own_turn_once_the_end_has_begun():
    """Through the rivals' turns until then; in the final rounds, where a
    deeper search judges some leaves by the result and others by prospects,
    only the explorer's own turn."""
    final = _three_passages_out(food=2)
    with final.edit():
        final.ap = 5
    earlier = _three_passages_out(food=2)
    with earlier.edit():
        earlier.ap, earlier.end_at = 1, -1
    grown = {}
    for name, state in (("final", final), ("earlier", earlier)):
        root = ISMCTSBot(iters=150).search(SeatView(state, 0), random.Random(3))
        grown[name] = deciders_below(root)
    assert grown == {"final": {0}, "earlier": {0, 1}}


STALLED = Path(__file__).with_name("stalled.json")
"""700 actions of a game that bots never ended: one tile left in the stacks,
both explorers drifting about the base camp, neither walking to the exits."""


def test_impatience_is_nothing_in_a_usual_game_and_grows_past_it():
    state = started(2)
    with state.edit():
        state.turn = 2 * (USUAL_ROUNDS - 1)
    assert _impatience(state, 0) == 0.0
    late = []
    for rounds in (10, 20):
        with state.edit():
            state.turn = 2 * (USUAL_ROUNDS - 1 + rounds)
        late.append(_impatience(state, 0))
    assert 0.0 < late[0] < late[1] and late[1] == pytest.approx(2 * late[0])
    with state.edit():
        state.end_at = state.turn + 6  # once the end has begun, it is coming anyway
    assert _impatience(state, 0) == 0.0


def _starving_out(rounds_late: int):
    """Explorer 0 three passages from the base camp at the start of its turn,
    `rounds_late` rounds past a usual game, with no food: upkeep found none,
    so only the 5-AP move is open (p.10)."""
    state = started(2)
    with state.edit():
        for y in (-2, -3):
            state.add((0, y), PASSAGE, STRAIGHT, 0, -1, False)
        state.explorers[0][POS] = state.cells[(0, -3)]
        state.explorers[0][BAG + CONSUMABLE] = 0
        state.explorers[0][TOKENS + 1] = 5
        state.turn = 2 * (USUAL_ROUNDS + rounds_late)
        state.restricted = True
    return state


@pytest.mark.parametrize("rounds_late", [0, 40, 2000])
def test_a_starving_explorer_crawls_home_however_long_the_game(rounds_late):  # Cave p.10, p.12
    """Without food the explorer only crawls a tile a turn (p.10), and only at
    the base camp can it eat again and go on to lay the tiles that end the
    game (p.12). However long a game has gone on, crawling home is worth more
    than waiting, and the bots crawl."""
    state = _starving_out(rounds_late)
    assert texts(state) == ["end turn", "crawl 0 -2"]
    home, wait = _value(state, "crawl 0 -2"), _value(state, "end turn")
    assert -1.0 < wait < home < 1.0
    assert _greedy_choice(state) == "crawl 0 -2"
    bot = make_bot("ismcts:iters=100")
    choice = bot.choose(SeatView(state, 0), state.legal_actions(), random.Random(1))
    assert str(choice) == "crawl 0 -2"


def _far_out_with_one_tile_left(rounds_late: int, ended: bool):
    """Explorer 0 at the end of a long corridor with 90 points of water tokens, no food
    left and one tile in the stacks, its rival stranded beside it with no
    food and no points; with `ended`, that tile is laid and the end has begun
    (neither can be home for it)."""
    state = started(2)
    with state.edit():
        for y in range(-2, -13, -1):
            state.add((0, y), PASSAGE, STRAIGHT, 0, -1, False)
        for seat in (0, 1):
            state.explorers[seat][POS] = state.cells[(0, -12)]
            state.explorers[seat][BAG + CONSUMABLE] = 0
        state.explorers[0][TOKENS + 1] = 30
        state.turn = 2 * (USUAL_ROUNDS + rounds_late)
        state.left = [0, 0, 0, 0 if ended else 1]
        if ended:
            state.end_at = (state.turn // 2 + 4) * 2
    return state


def test_a_rival_who_cannot_be_home_at_the_end_counts_for_nothing():  # Cave p.12
    """Once the end has begun, a team that cannot be back at the base camp
    for it loses (p.12): its points threaten nobody."""
    state = _far_out_with_one_tile_left(0, ended=True)
    with state.edit():
        state.explorers[1][TOKENS + 1] = 8
    stranded = evaluate(state, 0)
    with state.edit():
        state.explorers[1][POS] = state.cells[(0, 0)]
    assert evaluate(state, 0) < stranded


@pytest.mark.parametrize("rounds_late", [0, 40, 150])
def test_a_lead_counts_for_less_in_a_game_that_never_ends(rounds_late):  # Cave p.12
    """The game ends only when the last tile is laid (p.12), and a game that
    never ends has no winner. Laying the last tile here strands the explorer
    (nobody wins), yet never laying it is no better: in a usual game the lead
    is worth keeping, and long past one, ending counts for more."""
    waiting = evaluate(_far_out_with_one_tile_left(rounds_late, ended=False), 0)
    ending = evaluate(_far_out_with_one_tile_left(rounds_late, ended=True), 0)
    assert min(waiting, ending) > -1.0 and max(waiting, ending) < 1.0
    if rounds_late < 100:
        assert waiting > ending
    else:
        assert ending > waiting


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bots_lay_the_last_tile_of_a_game_that_had_stalled(seed):
    # Cave p.12: the game ends only once the last tile is laid (then three more
    # rounds); a game nobody ends has no winner, so bots past a usual game's
    # length must go and lay it
    state = expeditions.replay(json.loads(STALLED.read_text()))
    assert sum(state.left) == 1 and state.end_at < 0
    start = len(state.history)
    state = expeditions.play(
        "cave", state=state, seed=seed, bots=["heuristic", "heuristic"], limit=start + 600
    )
    assert state.stopped is None and state.is_terminal()
    assert sum(state.left) == 0 or state.closed


def _board_key(s):
    return (tuple(s.where), tuple(s.mask), tuple(s.kind), tuple(s.depth), frozenset(s.ropes))


def test_the_board_number_kept_on_a_table_follows_tiles_and_ropes(monkeypatch):
    """The evaluation keeps its board number on the table; a tile laid or a
    rope placed must give the table the number of its new board."""
    monkeypatch.setattr(board, "BOARDS_KEPT", 10**6)  # no renumbering meanwhile
    age = board._AGE[0]
    boards: dict[int, tuple] = {}

    def check(s):
        number = s.board_number()
        assert boards.setdefault(number, _board_key(s)) == _board_key(s), "a stale number"

    for seed in range(2):
        state = expeditions.load("cave", players=2).new_initial_state()
        for s in busy_walk(state, random.Random(seed)):
            check(s)
    assert len(boards) > 20
    roped = started(2, kits=[({**FIRST_GAME_KIT, "consumable": 2, "rope": 3}, None)] * 2)
    do(roped, "move 0 -1")
    discover(roped, 16, 0, -2, 0)  # a descent, one level down
    check(roped)
    do(roped, "move 0 -2 rope 1")
    assert roped.ropes
    check(roped)
    assert board._AGE[0] == age


def test_a_board_grown_by_a_tile_names_the_board_before_until_a_rope_changes_it():
    """What the bots carry over from the board before (`Board.grown_from`)
    holds for one tile laid; a rope changes the prices of a step, so after a
    rope nothing is carried over."""
    roped = started(2, kits=[({**FIRST_GAME_KIT, "consumable": 2, "rope": 3}, None)] * 2)
    do(roped, "move 0 -1")
    before = roped.board_number()
    discover(roped, 16, 0, -2, 0)  # a descent, one level down
    assert roped.grown_from() == (before, roped.cells[(0, -2)])
    do(roped, "move 0 -2 rope 1")
    assert roped.ropes and roped.grown_from() is None


def test_a_board_number_from_before_the_caches_were_emptied_is_not_trusted(monkeypatch):
    state = started(2)
    state.board_number()
    copy = state.lookahead_copy()
    assert copy._board == state._board  # kept, and shared by copies
    heuristic.evaluate(state, 0)
    assert heuristic._COSTS
    monkeypatch.setattr(board, "BOARDS_KEPT", 1)
    other = expeditions.load("cave", players=3).new_initial_state()
    assert other.board_number() == 0  # numbering starts again
    assert not heuristic._COSTS, "the caches by board number are emptied with the numbering"
    number = copy.board_number()
    assert number == 0 and {_board_key(copy): 0} == board._NUMBERS


def test_a_determinization_and_its_lookahead_copies_share_the_board_number():
    """Resampling numbers the board of the table it starts from, so a bot's
    copies find the number kept instead of each working it out."""
    state = started(2)
    do(state, "move 0 -1")
    assert state._board is None  # nothing has asked yet
    guess = state.resample(0, random.Random(3))
    assert state._board is not None and guess._board == state._board
    child = guess.lookahead_copy()
    assert child._board == state._board
    assert child.board_number() == state.board_number()


def test_remembered_trip_worths_are_bounded_and_match_a_fresh_count(monkeypatch):
    monkeypatch.setattr(heuristic, "MARGINALS_KEPT", 5)
    for home in range(12):
        found = heuristic._marginal(home, 7, False)
        assert len(heuristic._MARGINALS) <= 5
        fresh = {**heuristic.MARGINAL, CONSUMABLE: heuristic._food_schedule(home, 7, False)}
        assert dict(found) == fresh
        for item, totals, last in found.totals:
            assert totals == tuple(sum(fresh[item][:n]) for n in range(len(fresh[item]) + 1))
            assert last == len(totals) - 1


def _corridor_home(tiles: int, food: int, turns_left: int):
    """Explorer 0 at the far end of a straight corridor `tiles` passages from
    the base camp, its turn just over, with `food` and `turns_left` turns
    before the end; its rival at the base camp with fewer points."""
    state = started(2)
    with state.edit():
        for y in range(-2, -tiles - 1, -1):
            state.add((0, y), PASSAGE, STRAIGHT, 0, -1, False)
        state.explorers[0][POS] = state.cells[(0, -tiles)]
        state.explorers[0][BAG + CONSUMABLE] = food
        state.explorers[0][TOKENS + 1] = 5
        state.explorers[1][POS] = state.cells[(0, 0)]
        state.ap, state.fresh = 0, False
        # explorer 0 is seat 0 and the rival moves next: each round from here
        # gives explorer 0 one turn
        state.end_at = state.turn + 1 + 2 * turns_left
    return state


def test_an_explorer_walks_while_its_food_lasts_then_crawls_home():  # Cave p.10, p.12
    """Seven passages out with one food and three turns: the fed turn walks
    five passages (p.10: 5 AP), the two hungry turns crawl one tile each (the
    5-AP move), and the explorer is home for the end (p.12). Neither the
    walk nor the crawl alone gets there; with a turn fewer, nothing does."""
    three = _corridor_home(7, food=1, turns_left=3)
    assert heuristic._turns_left(three, 0) == 3
    assert evaluate(three, 0) > -1.0
    two = _corridor_home(7, food=1, turns_left=2)
    assert evaluate(two, 0) == -1.0


def test_stranded_at_the_end_while_a_rival_gets_home_is_a_lost_game():  # Cave p.12
    """Once the end has begun, an explorer who cannot be back at the base camp
    loses (p.12) whatever its points; if a rival can be back, that rival
    wins against it. Counted in points, the position kept its lead over any
    stranded rival and looked no worse than a game played on."""
    state = _corridor_home(12, food=1, turns_left=2)
    with state.edit():
        state.explorers[0][TOKENS + 1] = 30
    assert evaluate(state, 0) == -1.0
    with state.edit():  # the rival stranded as well: nobody wins yet
        state.explorers[1][POS] = state.cells[(0, -12)]
        state.explorers[1][BAG + CONSUMABLE] = 0
    assert evaluate(state, 0) > -1.0


def test_a_trailing_explorer_stranded_keeps_the_price_in_points():  # Cave p.12
    """Behind a rival who will be home, stranded or home the explorer loses;
    priced by its points, not as the worst of all, a trailer can still be
    brought by impatience to lay the last tile of a game its rival, waiting
    at the base camp, would never end."""
    state = _corridor_home(12, food=1, turns_left=2)
    with state.edit():
        state.explorers[0][TOKENS + 1] = 1
        state.explorers[1][TOKENS + 1] = 8
    assert state.scores()[0] < state.scores()[1]
    stranded = evaluate(state, 0)
    with state.edit():  # food for the way home
        state.explorers[0][BAG + CONSUMABLE] = 3
    assert -1.0 < stranded < evaluate(state, 0)


def _last_tile_far_out():
    """A hundred and twenty rounds past a usual game, one tile left in the
    stacks and explorer 0, far in the lead, at the far end of a corridor
    where it can lay it, with one food; the rival at the base camp, able to
    be home for any end."""
    state = _far_out_with_one_tile_left(120, ended=False)
    with state.edit():
        state.explorers[0][BAG + CONSUMABLE] = 1
        state.explorers[1][POS] = state.cells[(0, 0)]
        state.explorers[1][BAG + CONSUMABLE] = 4
        state.explorers[1][TOKENS + 1] = 5
        state.ap, state.fresh, state.restricted = 5, True, False
    return state


def _own_turn(state, bot, seed: int) -> None:
    """Explorer 0 plays out its turn with `bot`; chance by `seed`."""
    rng = random.Random(seed)
    while state.current_player() in (0, expeditions.CHANCE):
        if state.is_chance_node():
            outcomes = state.legal_actions()
            state.apply(outcomes[rng.randrange(len(outcomes))])
        else:
            state.apply(bot.choose(SeatView(state, 0), state.legal_actions(), rng))


@pytest.mark.parametrize("spec", ["heuristic", "ismcts:iters=100"])
def test_bots_do_not_lay_the_last_tile_where_only_the_rival_gets_home(spec):  # Cave p.12
    """Laying the last tile here begins the end with the explorer eleven
    passages out and one food: the rival, home, wins (p.12). However long
    the game has gone on, waiting keeps the lead; judged by points, both
    bots laid it."""
    state = _last_tile_far_out()
    assert "discover" in texts(state)
    laid = state.clone()
    discover(laid, 60, 0, -13, 0)
    assert laid.end_at >= 0 and evaluate(laid, 0) == -1.0
    for seed in range(2):
        played = state.clone()
        _own_turn(played, make_bot(spec), seed)
        assert played.current_player() == 1
        assert played.end_at < 0 and sum(played.left) == 1


def _last_tile_near_home(mine: int, theirs: int):
    """Round 40, one tile left in the stacks, explorer 0 three passages from
    the base camp at an exit where it can lay it, with food for the way
    home; `mine` and `theirs` water tokens to the two explorers."""
    state = started(2)
    with state.edit():
        for y in (-2, -3):
            state.add((0, y), PASSAGE, STRAIGHT, 0, -1, False)
        state.explorers[0][POS] = state.cells[(0, -3)]
        state.explorers[0][TOKENS + 1] = mine
        state.explorers[1][TOKENS + 1] = theirs
        state.turn = 2 * 40
        state.left = [0, 0, 0, 1]
        state.ap, state.fresh, state.restricted = 5, True, False
    return state


@pytest.mark.parametrize("spec", ["heuristic", "ismcts:iters=100"])
def test_bots_end_a_game_they_lead_and_play_on_in_one_they_trail(spec):  # Cave p.12
    """Laying the last tile leaves three rounds (p.12): a lead then seldom
    turns. Ahead, the explorer lays it and walks home; behind, it plays on.
    Counting the lead the same before and after, both bots laid it behind
    as well, for the tile's own worth."""
    for mine, theirs, ends in ((4, 3, True), (3, 4, False)):
        state = _last_tile_near_home(mine, theirs)
        assert "discover" in texts(state)
        assert (state.scores()[0] > state.scores()[1]) == ends
        for seed in range(2):
            played = state.clone()
            _own_turn(played, make_bot(spec), seed)
            assert (played.end_at >= 0) == ends
