"""OpenSpiel's ISMCTS against ours, at equal thinking time per move.

    .venv/bin/python benchmarks/openspiel_ismcts.py --games 4 --time 0.1
    .venv/bin/python benchmarks/openspiel_ismcts.py --game cave --players 3

Both bots play the same OpenSpiel state through the adapter: OpenSpiel's
Python `ISMCTSBot` (UCT c=2, inconsistent action sets allowed) given `--time`
seconds of search per decision, and `expeditions.agents.make_bot("ismcts:time=...")`
given the same. OpenSpiel's bot judges a new leaf by one random playout to the
end of the game (`--their-evaluator random`, its own evaluator), or by the
game's heuristic evaluation, as ours does (`--their-evaluator heuristic`):
where random playouts take longer than the budget (South Pole, Relic
Expedition, Cave), the second compares the two searches rather than their
leaf judgements. Seats rotate between games and chance is seeded, so the same
seed replays the same match. A game still running after `--max-decisions`
decisions is stopped and judged by the score lead (reported as unfinished).
Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field

import numpy as np


@dataclass
class Tally:
    """One side's results over a match."""

    wins: float = 0.0
    returns: float = 0.0
    decisions: int = 0
    iterations: int = 0
    seconds: float = 0.0
    per_game: list[float] = field(default_factory=list)


def _heuristic_evaluator(game, seed: int):
    """An OpenSpiel `Evaluator` that judges a leaf of `game` (the adapter's)
    as our search does: the game's evaluation for every seat (dice still in
    the air rolled first), the true returns at the end; every legal action
    equally likely a priori."""
    from open_spiel.python.algorithms import mcts

    from expeditions.agents.evaluation import evaluator_for, every_seat

    rng = random.Random(seed)
    judge_all = every_seat(game.inner, evaluator_for(game.inner))

    class HeuristicEvaluator(mcts.Evaluator):
        def evaluate(self, state):
            inner = state.inner
            if inner.is_chance_node():
                inner = inner.lookahead_copy()
                inner.play_chance(rng)  # to the next decision or the end
            if inner.is_terminal():
                return np.array(inner.returns(), dtype=float)
            return np.array(judge_all(inner), dtype=float)

        def prior(self, state):
            if state.is_chance_node():
                return state.chance_outcomes()
            legal = state.legal_actions(state.current_player())
            return [(action, 1.0 / len(legal)) for action in legal]

    return HeuristicEvaluator()


def _timed_openspiel_bot(game, seconds: float, seed: int, evaluator_name: str = "random"):
    """OpenSpiel's ISMCTS with a clock instead of a simulation count."""
    from open_spiel.python.algorithms import ismcts, mcts

    rng = np.random.RandomState(seed)
    if evaluator_name == "heuristic":
        evaluator = _heuristic_evaluator(game, seed)
    else:
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)

    class TimedISMCTS(ismcts.ISMCTSBot):
        iterations = 0

        def run_search(self, state):
            self.reset()
            legal = state.legal_actions()
            if len(legal) == 1:
                return [(legal[0], 1.0)]
            self._root_node = self.create_new_node(state)
            deadline = time.perf_counter() + seconds
            done = 0
            # The first simulation only expands the root: at least two are needed.
            while done < 2 or time.perf_counter() < deadline:
                self.run_simulation(self.sample_root_state(state))
                done += 1
            TimedISMCTS.iterations += done
            root = self.filter_illegals(self._root_node, legal)
            return self.get_final_policy(state, root)

    # A seat's legal actions may depend on what others hold face down (relic),
    # so one information state can offer different actions in different worlds.
    return TimedISMCTS(
        game,
        evaluator,
        uct_c=2.0,
        max_simulations=1,
        random_state=rng,
        allow_inconsistent_action_sets=True,
    )


def _our_choice(bot, state, seat: int, rng: random.Random) -> tuple[int, int]:
    """Our bot's action id for the OpenSpiel `state`, and its iterations."""
    from expeditions.agents.ismcts import best_child
    from expeditions.core import SeatView

    inner = state.inner
    legal = inner.legal_actions()
    if len(legal) == 1:
        return inner.game.action_id(legal[0]), 0
    view = SeatView(inner, seat)
    if not hasattr(bot, "search"):
        return inner.game.action_id(bot.choose(view, legal, rng)), 0
    root = bot.search(view, rng)
    return inner.game.action_id(best_child(root, legal)), root.visits


def play_match(
    name: str,
    players: int,
    games: int,
    seconds: float,
    seed: int,
    cap: int,
    their_evaluator: str = "random",
) -> None:
    from expeditions.adapters import openspiel

    try:
        from expeditions.agents import make_bot
    except ImportError as exc:
        print(f"skipped: expeditions.agents is not available ({exc})")
        return
    game = openspiel.load(name, players=players)
    ours, theirs = Tally(), Tally()
    unfinished = 0
    for g in range(games):
        our_seat = g % players
        chance = random.Random(seed * 1000 + g)
        our_bot = make_bot(f"ismcts:time={seconds}")
        our_rng = random.Random(seed * 1000 + g + 1)
        their_bot = _timed_openspiel_bot(game, seconds, seed * 1000 + g, their_evaluator)
        state = game.new_initial_state()
        decisions = 0
        while not state.is_terminal() and decisions < cap:
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(chance.choices(outcomes, probs)[0])
                continue
            seat = state.current_player()
            start = time.perf_counter()
            if seat == our_seat:
                action, iters = _our_choice(our_bot, state, seat, our_rng)
                side = ours
            else:
                before = type(their_bot).iterations
                action = int(their_bot.step(state))
                iters = type(their_bot).iterations - before
                side = theirs
            side.seconds += time.perf_counter() - start
            side.decisions += 1
            side.iterations += iters
            state.apply_action(action)
            decisions += 1
        if state.is_terminal():
            result = state.returns()
        else:
            unfinished += 1
            result = _judged(state.inner.scores())
        mine = result[our_seat]
        others = [r for i, r in enumerate(result) if i != our_seat]
        ours.returns += mine
        theirs.returns += sum(others) / len(others)
        ours.wins += 1.0 if mine > 0 else 0.0
        theirs.wins += 1.0 if max(others) > 0 else 0.0
        ours.per_game.append(mine)
        print(f"  game {g + 1}: our seat {our_seat}, returns {result}, {decisions} decisions")
    _report(name, players, games, seconds, ours, theirs, unfinished, their_evaluator)


def _judged(scores: list[float]) -> list[float]:
    """Returns as if the game ended now: the leaders share +1, the others -1."""
    best = max(scores)
    leaders = [i for i, s in enumerate(scores) if s == best]
    if len(leaders) == len(scores):
        return [0.0] * len(scores)
    rest = len(scores) - len(leaders)
    return [1 / len(leaders) if i in leaders else -1 / rest for i in range(len(scores))]


def _report(name, players, games, seconds, ours, theirs, unfinished, their_evaluator) -> None:
    print(
        f"{name} {players}p, {games} games, {seconds:.3f} s per move, {unfinished} unfinished;"
        f" openspiel's leaves judged by {their_evaluator}"
    )
    for label, side in (("expeditions ismcts", ours), ("openspiel ismcts", theirs)):
        moves = max(side.decisions, 1)
        print(
            f"  {label:20s} wins {side.wins:4.1f}  mean return {side.returns / games:+.2f}  "
            f"iterations/move {side.iterations / moves:8.1f}  s/move {side.seconds / moves:.3f}"
        )


def main(argv: list[str] | None = None) -> None:
    import expeditions

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game (default: every game)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=2, help="games per game type")
    parser.add_argument("--time", type=float, default=0.1, help="seconds of search per move")
    parser.add_argument("--max-decisions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--their-evaluator",
        choices=("random", "heuristic"),
        default="random",
        help="how OpenSpiel's bot judges a new leaf: one random playout to the end"
        " (its own evaluator) or the game's heuristic evaluation, as ours does",
    )
    args = parser.parse_args(argv)
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        sys.exit("open-spiel is not installed: pip install 'expeditions[rl]'")
    for name in args.game or expeditions.games():
        play_match(
            name,
            args.players,
            args.games,
            args.time,
            args.seed,
            args.max_decisions,
            args.their_evaluator,
        )


if __name__ == "__main__":
    main()
