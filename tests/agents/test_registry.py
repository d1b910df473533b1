"""Bots by name with inline parameters, and errors that say what is allowed."""

from __future__ import annotations

import pytest

from expeditions.agents import (
    HeuristicBot,
    ISMCTSBot,
    RandomBot,
    bot_names,
    bot_parameters,
    make_bot,
    split_bot_list,
)


def test_registry_names_the_three_bots():
    assert bot_names() == ["heuristic", "ismcts", "random"]


def test_inline_parameters_take_the_type_of_their_default():
    bot = make_bot("ismcts:iters=500,depth=8,c=0.7,playout=heuristic")
    assert isinstance(bot, ISMCTSBot)
    assert (bot.iters, bot.depth, bot.c, bot.playout) == (500, 8, 0.7, "heuristic")


def test_colons_also_separate_parameters():
    bot = make_bot("ismcts:time=0.5:depth=4")
    assert (bot.time, bot.depth) == (0.5, 4)


def test_plain_names_give_default_bots():
    assert isinstance(make_bot("random"), RandomBot)
    bot = make_bot(" Heuristic ")
    assert isinstance(bot, HeuristicBot)
    assert bot.follow == bot_parameters("heuristic")["follow"]


def test_unknown_bot_names_the_known_bots():
    with pytest.raises(ValueError, match="unknown bot 'mcts'; bots: heuristic, ismcts, random"):
        make_bot("mcts")


def test_unknown_parameter_names_the_bot_and_its_parameters():
    with pytest.raises(ValueError, match=r"bot 'ismcts' has no parameter 'iterations'.*iters"):
        make_bot("ismcts:iterations=5")


def test_random_takes_no_parameters():
    with pytest.raises(ValueError, match="it takes no parameters"):
        make_bot("random:x=1")


def test_badly_typed_value_names_the_type():
    with pytest.raises(ValueError, match="parameter 'iters' takes a whole number, got 'many'"):
        make_bot("ismcts:iters=many")


def test_missing_value_is_refused():
    with pytest.raises(ValueError, match="needs a value"):
        make_bot("ismcts:iters")


def test_out_of_range_value_is_refused_with_the_bot_name():
    with pytest.raises(ValueError, match="bot 'ismcts': playout must be one of random, heuristic"):
        make_bot("ismcts:playout=smart")
    with pytest.raises(ValueError, match="bot 'ismcts': iters must be >= 1"):
        make_bot("ismcts:iters=0")
    with pytest.raises(ValueError, match="bot 'ismcts': prior, width and follow must be >= 0"):
        make_bot("ismcts:prior=-1")
    with pytest.raises(ValueError, match="bot 'ismcts': backup must be one of max, mean"):
        make_bot("ismcts:backup=min")
    with pytest.raises(ValueError, match="bot 'ismcts': horizon must be one of auto, turn, game"):
        make_bot("ismcts:horizon=round")
    with pytest.raises(ValueError, match="bot 'ismcts': expand must be one of random, greedy"):
        make_bot("ismcts:expand=best")
    with pytest.raises(ValueError, match="bot 'ismcts': dets must be >= 1"):
        make_bot("ismcts:dets=0")


def test_empty_spec_is_refused():
    with pytest.raises(ValueError, match="bots: heuristic, ismcts, random"):
        make_bot("  ")


def test_bot_list_splits_by_seat_and_keeps_parameters_together():
    text = "ismcts:iters=500,depth=8,heuristic,random:,random"
    assert split_bot_list(text) == ["ismcts:iters=500,depth=8", "heuristic", "random:", "random"]


def test_repr_is_a_spec_that_builds_the_same_bot():
    bot = make_bot("ismcts:iters=70,depth=3")
    again = make_bot(repr(bot))
    assert (again.iters, again.depth, again.c, again.playout) == (70, 3, bot.c, bot.playout)
    greedy = make_bot(repr(make_bot("heuristic:samples=2")))
    assert greedy.samples == 2
