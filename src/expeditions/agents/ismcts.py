"""Single-observer Information Set Monte Carlo Tree Search (SO-ISMCTS).

One tree per decision, seen from the bot's own seat. Every iteration draws a
fresh determinization with `view.lookahead_resample(rng)` (`resample`'s
guess without the history) — the only way this bot ever sees a full state —
and walks the tree with it:

- the root is seeded by the game's heuristic: every legal action is judged
  as the `heuristic` bot judges it (exact chance, looking `follow` own
  decisions ahead) on `dets` determinizations, only the best `width` are
  searched (0: all), and each starts with `prior` virtual visits at its mean
  value (0: none). Without it the search spreads a few hundred iterations
  over up to 120 South Pole actions and loses to the very heuristic it could
  have started from; averaged over several guesses at what is hidden, the
  judgement is already better than the heuristic's single guess;
- selection: UCT over the children whose actions are legal in *this*
  determinization, using availability counts instead of the parent's visits;
  mean rewards are rescaled to [0, 1] by the lowest and highest reward seen
  in this search, because each game's `evaluate` has its own scale (a lead
  worth 0.05 in one game is decisive), and `c` must mean the same everywhere
  (`scale=spread`: by the rewards' standard deviation instead, see `Rewards`);
- expansion (`expand=greedy`, the default): below the root a node holds
  about 1 + sqrt(visits) children, added best first by the mover's one-step
  value (each legal action judged once per node by the game's `evaluate`).
  A half-spent turn is then judged by its best next steps and a move by the
  rival's best replies, not by random ones: with random expansion (`expand=
  random`: one untried action, drawn at random, whenever there is one) the
  search valued every step of a multi-action turn below ending it, and in
  Relic Expedition wandered until the round limit even against `random`;
- chance nodes are transparent (open loop): an outcome is sampled with its
  true probability and the walk goes on in the same tree node; or, with
  `chance=split`, the walk goes on in a node of its own for each outcome
  the seat sees (an outcome hidden from it counts as one), and a node
  before chance is worth its outcomes' values weighted by how often each
  came up. Open loop, the next decisions' statistics are shared by every
  outcome, so an action followed by chance (a draw, a tile revealed) is
  worth the best next decision on average over the outcomes, less than the
  average of the best next decision after each, which is what the root's
  judgement gives it: the more iterations, the more such actions lose
  their worth. `chance=auto` (the default) takes the game's own
  (`search.chance`, else `fuse`, the open loop). An outcome node met for
  the first time is widened at once under `fresh=widen` (each of the
  seat's actions there judged once, the walk going on with the best), or
  judged as a leaf under `fresh=leaf`, as a new node ends an iteration
  anywhere else in the tree; where outcomes are many (a roll of several
  dice), most are met once, and widening each costs a judgement of every
  action for a node never seen again. `fresh=auto` (the default) takes the
  game's own (`search.fresh`, else `widen`);
- horizon: `horizon=game` searches on through the rivals' turns;
  `horizon=turn` plans the seat's own turn and stops where another seat's
  turn begins (`state.turn_owner()`: rivals who decide inside this turn, as
  Relic Expedition's animal movers do, are searched; where the game names
  whose turn it is, before the next turn's first roll), so every root action
  is judged at the same moment, the end of this turn, and no budget goes
  to the rivals' replies. Against `heuristic` over 48 games with random
  expansion the turn planner won 59% of Cave games (the whole-game search
  50%), 54% of South Pole games (60%) and 35% of Relic Expedition games
  (32%). With greedy expansion the whole-game search wins Cave (71%
  against 55% of the same 48 games) and the turn planner Relic Expedition
  (58.5% against 55.0% of the same 200 games).
  `horizon=auto` (the default) takes the game's own (`search.horizon`
  declared with its Game, else `game`), which may depend on the position:
  Cave searches the whole game until the end has begun, then plans its own
  turn, where a deeper search would judge some leaves by the result and
  others by prospects;
- playout: random (or heuristic-guided) actions up to `depth` actions, then the
  game's `evaluate` for every seat, or the true returns if the game ended.
  `depth=-1` (the default) takes the game's own depth (`search.playout_depth`
  declared with its Game, else `evaluation.DEFAULT_PLAYOUT_DEPTH`): random
  actions spoil some games' positions faster than others (Cave, South Pole
  and Relic Expedition judge new leaves at once, the temple plays 5), so no
  one depth suits all. Chance left pending at the end is sampled first, so
  a leaf is never judged with the dice in the air;
- backpropagation: each node adds the reward of the seat that moved into it.
  Selection reads each node's value: its mean reward, except that under
  `backup=max` (the default) a node after which the same seat decides again,
  with no chance in between, is worth its best next decision. A turn of
  several action points is planned, not averaged: the mean would value a
  first step by the random second steps tried after it, and the search then
  trusts it less than the greedy bot, which takes the best second step.
  `backup=robust` takes the most visited next decision instead of the best
  valued (a study knob: in Relic Expedition it won no more games).

The move played is the root child with the most visits; ties go to the higher
mean reward, then to the earlier action in `legal_actions` order, so the choice
is a function of the view and the rng alone. Under `stop=settled` a search
ends as soon as no iteration left in its budget could change that choice:
the move is the one the whole budget would play from the same rng, only the
draws left over differ (for a `time` budget, the iterations left are counted
at the mean length so far). The default, `stop=budget`, spends the budget.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from expeditions.core import CHANCE, TERMINAL, SeatView, State, sample_outcome

from .evaluation import (
    Evaluate,
    EvaluateAll,
    chance_for,
    evaluator_for,
    every_seat,
    follow_top_for,
    fresh_for,
    playout_depth_for,
    root_dets_for,
    search_horizon_for,
    terminal_or_evaluate,
)
from .greedy import HeuristicBot

PLAYOUTS = ("random", "heuristic")
BACKUPS = ("max", "mean", "robust")
CHANCES = ("auto", "fuse", "split")
EXPANSIONS = ("random", "greedy")
HORIZONS = ("auto", "turn", "game")
SCALES = ("range", "spread")
FRESH = ("auto", "widen", "leaf")
STOPS = ("budget", "settled")
SPREAD_WIDTH = 4.0
"""Under `scale=spread`, rewards this many standard deviations apart span [0, 1]."""
MAX_VISITS = 2  # a next decision counts towards the max once it has this many visits


class Node:
    """Statistics of one action in the tree, from the view of the seat that took it.

    `value` is what selection reads: the mean reward, or under the max backup
    the best of the same seat's next decisions. `chance` records that chance
    was seen between this action and the next decision, and `seed` the prior
    visits at `seed_value` that the root's heuristic judgement gave it.
    """

    __slots__ = (
        "avail",
        "chance",
        "children",
        "outcomes",
        "player",
        "scores",
        "seed",
        "seed_value",
        "total",
        "value",
        "visits",
    )

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        self.value = 0.0
        self.chance = False
        self.seed = 0.0
        self.seed_value = 0.0
        self.scores: dict[Any, float] | None = None
        self.children: dict[Any, Node] = {}
        self.outcomes: dict[tuple, Node] | None = None


class ISMCTSBot:
    """SO-ISMCTS with a budget of `iters` iterations or `time` seconds per decision.

    `time` bounds the whole decision, the root judgement included; it is read
    from `clock` (wall-clock seconds), which a test may replace.
    """

    __slots__ = (
        "backup",
        "c",
        "chance",
        "depth",
        "dets",
        "expand",
        "follow",
        "fresh",
        "horizon",
        "iters",
        "playout",
        "prior",
        "scale",
        "stop",
        "time",
        "top",
        "width",
    )
    name = "ismcts"

    def __init__(
        self,
        iters: int = 1000,
        time: float = 0.0,
        c: float = 1.0,
        depth: int = -1,
        playout: str = "random",
        prior: float = 20.0,
        width: int = 6,
        follow: int = 1,
        backup: str = "max",
        dets: int = -1,
        horizon: str = "auto",
        expand: str = "greedy",
        scale: str = "range",
        chance: str = "auto",
        top: int = -1,
        fresh: str = "auto",
        stop: str = "budget",
    ) -> None:
        if playout not in PLAYOUTS:
            raise ValueError(f"playout must be one of {', '.join(PLAYOUTS)}, got {playout!r}")
        if iters < 1 or time < 0 or depth < -1 or c < 0:
            raise ValueError("iters must be >= 1; time and c >= 0; depth >= 0 (-1: the game's)")
        if backup not in BACKUPS:
            raise ValueError(f"backup must be one of {', '.join(BACKUPS)}, got {backup!r}")
        if horizon not in HORIZONS:
            raise ValueError(f"horizon must be one of {', '.join(HORIZONS)}, got {horizon!r}")
        if expand not in EXPANSIONS:
            raise ValueError(f"expand must be one of {', '.join(EXPANSIONS)}, got {expand!r}")
        if chance not in CHANCES:
            raise ValueError(f"chance must be one of {', '.join(CHANCES)}, got {chance!r}")
        if fresh not in FRESH:
            raise ValueError(f"fresh must be one of {', '.join(FRESH)}, got {fresh!r}")
        if scale not in SCALES:
            raise ValueError(f"scale must be one of {', '.join(SCALES)}, got {scale!r}")
        if stop not in STOPS:
            raise ValueError(f"stop must be one of {', '.join(STOPS)}, got {stop!r}")
        if dets < 1 and dets != -1:
            raise ValueError("dets must be >= 1 (-1: the game's)")
        if top < -1:
            raise ValueError("top must be >= 0 (-1: the game's; 0: every action)")
        if prior < 0 or width < 0 or follow < 0:
            raise ValueError("prior, width and follow must be >= 0 (prior=0, width=0: no prior)")
        self.iters = iters
        self.time = time
        self.c = c
        self.depth = depth
        self.playout = playout
        self.prior = prior
        self.width = width
        self.follow = follow
        self.backup = backup
        self.dets = dets
        self.horizon = horizon
        self.expand = expand
        self.scale = scale
        self.chance = chance
        self.top = top
        self.fresh = fresh
        self.stop = stop

    clock = staticmethod(time.perf_counter)
    """What the `time` budget is read from: seconds, as a float."""

    def choose(self, view: SeatView, legal_actions: tuple[Any, ...], rng: random.Random) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        root = self.search(view, rng)
        return best_child(root, legal_actions)

    def search(self, view: SeatView, rng: random.Random) -> Node:
        """Grow a tree for the decision in front of `view`; returns its root.

        Under a `time` budget the clock starts here, so the root judgement
        counts against it as much as the iterations do: the judgement stops
        before time runs out (the actions judged so far are searched) and no
        iteration starts that would, at the mean length so far, end past
        the deadline. With `stop=settled` the search also ends once the most
        visited action leads every other by more visits than the iterations
        left could give (`settled`): the rest of the budget could not change
        the choice, which is the most visited action.
        """
        deadline = self.clock() + self.time if self.time > 0 else math.inf
        root = Node(view.seat)
        evaluate = evaluator_for(view.game)
        judge_all = every_seat(view.game, evaluate)
        depth = self.depth if self.depth >= 0 else playout_depth_for(view.game)
        horizon = search_horizon_for(view.game) if self.horizon == "auto" else self.horizon
        if callable(horizon):
            horizon = horizon(view.lookahead_resample(rng))
        alone = horizon == "turn"
        split = (chance_for(view.game) if self.chance == "auto" else self.chance) == "split"
        leaf = split and (fresh_for(view.game) if self.fresh == "auto" else self.fresh) == "leaf"
        bounds = Rewards(self.scale == "spread")
        allowed = None
        if self.prior > 0 or self.width > 0:
            allowed = self._seed_root(root, view, evaluate, rng, bounds, deadline)
            if len(allowed) == 1:
                return root

        def iterate() -> None:
            guess = view.lookahead_resample(rng)
            self._iterate(
                root, guess, evaluate, rng, bounds, depth, allowed, alone, judge_all, split, leaf
            )

        early = self.stop == "settled"
        if self.time > 0:
            clock = self.clock
            start = now = clock()
            done = 0
            mean = 0.0  # the mean length of an iteration so far
            # stop where one more iteration of the mean length would end past
            # the deadline, so the decision ends near it rather than after it
            while now + mean < deadline:
                iterate()
                done += 1
                now = clock()
                mean = (now - start) / done
                if early and mean and settled(root, (deadline - now) / mean):
                    break
        else:
            for left in range(self.iters - 1, -1, -1):
                iterate()
                if early and settled(root, left):
                    break
        return root

    def _seed_root(
        self,
        root: Node,
        view: SeatView,
        evaluate: Evaluate,
        rng: random.Random,
        bounds: Rewards,
        deadline: float = math.inf,
    ) -> tuple[Any, ...]:
        """Judge every root action as the greedy bot would, averaged over `dets`
        determinizations (the game's `search.root_dets` unless given); keep
        the best `width`. With `top` (the game's
        `search.follow_top` unless given), each action is judged at once and
        only the `top` best are looked through, as the greedy bot does.

        Where the next piece of work, as long as the last one, would end past
        the `deadline`, the judgement stops: each action is valued by the
        determinizations it was judged on, and actions never judged rank
        after every judged one (in legal order), so a short budget searches
        what was judged.
        """
        judge = HeuristicBot(follow=self.follow)
        seat = view.seat
        legal = view.legal_actions()
        values = [0.0] * len(legal)
        judged = [0] * len(legal)
        timed = deadline < math.inf
        clock = self.clock
        now = clock() if timed else 0.0
        last = 0.0  # how long the last piece of work took: the next may take as long
        top = self.top if self.top >= 0 else follow_top_for(view.game)
        dets = self.dets if self.dets > 0 else root_dets_for(view.game)

        def too_late() -> bool:
            """After a piece of work: whether the next, as long, would end past the deadline."""
            nonlocal now, last
            then, now = now, clock()
            last = now - then
            return now + last >= deadline

        for _ in range(dets):
            if timed and now + last >= deadline:
                break
            state = view.lookahead_resample(rng)
            if timed and too_late():
                break
            mine: dict[int, float] = {}  # this determinization's values, the last judgement kept
            for i, value in judge.judgements(state, legal, seat, evaluate, rng, judge.follow, top):
                mine[i] = value
                # judged lazily: stop before a next judgement that would end too late
                if timed and too_late():
                    break
            for i, value in mine.items():
                values[i] += value
                judged[i] += 1
        values = [v / n if n else -math.inf for v, n in zip(values, judged, strict=True)]
        if not judged[0]:  # not even the first action judged: search them all unseeded
            return tuple(legal)
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        if self.width > 0:
            order = order[: self.width]
        order = [i for i in order if judged[i]]
        if self.prior > 0:
            for i in order:
                child = root.children[legal[i]] = Node(seat)
                child.visits = child.avail = child.seed = self.prior
                child.total = self.prior * values[i]
                child.value = child.seed_value = values[i]
                bounds.add(seat, values[i])
        return tuple(legal[i] for i in order)

    def _iterate(
        self,
        root: Node,
        state: State,
        evaluate: Evaluate,
        rng: random.Random,
        bounds: Rewards,
        depth: int,
        allowed: tuple[Any, ...] | None = None,
        alone: bool = False,
        evaluate_all: EvaluateAll | None = None,
        split: bool = False,
        leaf: bool = False,
    ) -> None:
        path = [root]
        seen: list[Any] = []  # with `split`: the outcomes since the last decision, as seen
        node = root
        c = self.c
        seat = root.player
        greedy = self.expand == "greedy"
        low, scale = bounds.low, bounds.scale()
        sqrt, log = math.sqrt, math.log
        while True:
            player = state.current_player()
            if player == TERMINAL:
                break
            if alone and _past_turn(state, player, seat):
                break  # the next turn begins: judged before its first roll or draw
            if player == CHANCE:
                node.chance = True
                if split:
                    outcome = sample_outcome(state.chance_outcomes(), rng)
                    state.apply_unchecked(outcome)
                    hidden = state.secret.get(len(state.history) - 1)
                    seen.append(outcome if hidden is None or seat in hidden else None)
                else:
                    state.play_chance(rng)  # one draw at each chance node, to the next decision
                continue
            if seen:
                node = _outcome_node(node, seen)
                path.append(node)
                seen = []
                if leaf and not node.visits:
                    break  # a new outcome: judged where the seat decides, as a leaf
            legal = allowed if node is root and allowed is not None else state.legal_actions()
            children = node.children
            # one pass: count each child available once more, and pick by UCB among
            # them (the pick is used only if every legal action has its child)
            present = 0
            best_value = -math.inf
            best = best_child = None
            for a in legal:
                child = children.get(a)
                if child is None:
                    continue
                child.avail += 1
                present += 1
                value = (child.value - low) * scale + c * sqrt(log(child.avail) / child.visits)
                if value > best_value:
                    best_value, best, best_child = value, a, child
            if present < len(legal):
                if greedy and node is not root:
                    action = widen(node, state, legal, player, present, evaluate, rng)
                else:
                    untried = [a for a in legal if a not in children]
                    pick = rng.randrange(len(untried)) if len(untried) > 1 else 0
                    action = untried[pick]
                if action is not None:
                    node = children[action] = Node(player)
                    state.apply_unchecked(action)
                    path.append(node)
                    break
            state.apply_unchecked(best)
            node = best_child
            path.append(node)
        if seen:
            path.append(_outcome_node(node, seen))
        rewards = self._playout(state, evaluate, rng, depth, seat if alone else None, evaluate_all)
        backpropagate(path, rewards, self.backup != "mean", self.backup == "robust")
        bounds.add_all(rewards)

    def _playout(
        self,
        state: State,
        evaluate: Evaluate,
        rng: random.Random,
        depth: int,
        seat: int | None = None,
        evaluate_all: EvaluateAll | None = None,
    ) -> list[float]:
        """Play on up to `depth` actions (only `seat`'s, when given); judge every
        seat by `evaluate_all` (`every_seat` of `evaluate` when not given)."""
        guided = self.playout == "heuristic"
        steps = 0
        while True:
            player = state.current_player()
            if seat is not None and _past_turn(state, player, seat):
                break  # the game is over, or the next turn begins: before its first roll
            if player == CHANCE:  # also past `depth`: judge a position, not a coin in the air
                state.apply_unchecked(sample_outcome(state.chance_outcomes(), rng))
                steps += 1
                continue
            if player == TERMINAL or steps >= depth:
                break
            legal = state.legal_actions()
            if guided and len(legal) > 1:
                action = _guided_pick(state, legal, player, evaluate, rng)
            else:
                action = legal[rng.randrange(len(legal))]
            state.apply_unchecked(action)
            steps += 1
        if state.is_terminal():
            return state.returns()
        if evaluate_all is None:
            evaluate_all = every_seat(state.game, evaluate)
        return evaluate_all(state)

    def __repr__(self) -> str:
        budget = f"time={self.time}" if self.time > 0 else f"iters={self.iters}"
        return (
            f"ismcts:{budget},c={self.c},depth={self.depth},playout={self.playout},"
            f"prior={self.prior},width={self.width},follow={self.follow},backup={self.backup},"
            f"dets={self.dets},horizon={self.horizon},expand={self.expand},scale={self.scale},"
            f"chance={self.chance},top={self.top},fresh={self.fresh},stop={self.stop}"
        )


class Rewards:
    """The rewards seen in one search, which set the scale that selection reads
    mean rewards on: each game's `evaluate` has its own scale, and `c` must
    mean the same everywhere.

    By range (`spread=False`), the lowest and highest reward seen (of any
    seat) span [0, 1]. By spread, `SPREAD_WIDTH` standard deviations do, each
    seat's rewards taken about their own mean: one rare extreme (a leaf where
    the game is all but decided) then no longer squeezes every other
    difference into a sliver of the range, which leaves selection to the
    exploration term alone, and one seat far ahead does not widen the scale
    by the gap between the seats.
    """

    __slots__ = ("count", "high", "low", "spread", "squares", "total")

    def __init__(self, spread: bool = False) -> None:
        self.spread = spread
        self.low = math.inf
        self.high = -math.inf
        self.count: list[int] = []
        self.total: list[float] = []
        self.squares: list[float] = []

    def add(self, seat: int, reward: float) -> None:
        if reward < self.low:
            self.low = reward
        if reward > self.high:
            self.high = reward
        if self.spread:
            while len(self.count) <= seat:
                self.count.append(0)
                self.total.append(0.0)
                self.squares.append(0.0)
            self.count[seat] += 1
            self.total[seat] += reward
            self.squares[seat] += reward * reward

    def add_all(self, rewards: list[float]) -> None:
        """Every seat's reward of one iteration (at every iteration: kept lean)."""
        if self.spread:
            for seat, reward in enumerate(rewards):
                self.add(seat, reward)
            return
        lowest, highest = min(rewards), max(rewards)
        if lowest < self.low:
            self.low = lowest
        if highest > self.high:
            self.high = highest

    def scale(self) -> float:
        """What a difference in mean reward is multiplied by (0: no scale yet)."""
        if self.spread:
            seen = sum(self.count)
            if seen < 2:
                return 0.0
            apart = sum(
                q - t * t / n
                for n, t, q in zip(self.count, self.total, self.squares, strict=True)
                if n
            )
            span = SPREAD_WIDTH * math.sqrt(apart / seen) if apart > 0 else 0.0
        else:
            span = self.high - self.low
        return 1.0 / span if span > 1e-12 else 0.0


def _past_turn(state: State, player: int, seat: int) -> bool:
    """Whether `player`'s decision, or chance, lies beyond `seat`'s turn, where
    the turn horizon stops: neither `seat`'s own nor inside its turn.

    Chance lies beyond it only where the game names whose turn it is
    (`turn_owner` other than `CHANCE`): the next turn's first roll is then
    left unplayed, so every plan of the turn is judged at the same point,
    before anything of the next turn is known.
    """
    if player == seat:
        return False
    owner = state.turn_owner()
    return owner != seat and (owner != CHANCE or player != CHANCE)


def widen(
    node: Node,
    state: State,
    legal: tuple[Any, ...],
    player: int,
    present: int,
    evaluate: Evaluate,
    rng: random.Random,
) -> Any:
    """The untried action to add under `expand=greedy`, or None to select among the tried.

    A node holds about 1 + sqrt(visits) children, added best first by the
    mover's one-step value (each action judged once, on the determinization
    that first meets it): the mover's best replies are searched before its
    blunders, so a half-spent turn is not judged by random second steps, nor
    a move by a rival's random answer.
    """
    if present and present >= 1 + int(math.sqrt(node.visits)):
        return None
    scores = node.scores
    if scores is None:
        scores = node.scores = {}
    children = node.children
    unjudged = [a for a in legal if a not in children and a not in scores]
    if unjudged:
        values = state.one_step_values(unjudged, player, evaluate, rng)
        scores.update(zip(unjudged, values, strict=True))
    best, best_value = None, -math.inf
    for a in legal:
        if a in children:
            continue
        value = scores[a]
        if value > best_value:
            best, best_value = a, value
    return best


def _guided_pick(
    state: State, legal: tuple[Any, ...], player: int, evaluate: Evaluate, rng: random.Random
) -> Any:
    """The best of three random candidates by one-step evaluation: cheap, yet not blind."""
    best, best_value = None, -math.inf
    for _ in range(3):
        action = legal[rng.randrange(len(legal))]
        child = state.lookahead_copy()
        child.apply_unchecked(action)
        value = terminal_or_evaluate(evaluate, child, player)
        if value > best_value:
            best, best_value = action, value
    return best


def backpropagate(
    path: list[Node], rewards: list[float], greedy: bool, robust: bool = False
) -> None:
    """Count the iteration on every node of `path` (root first), leaf upwards.

    Leaf upwards, so that under the max backup (`greedy`) a node reads its
    children's values already updated by this iteration; `robust` takes the
    most visited next decision's value instead of the best one's.
    """
    path[0].visits += 1
    for node in reversed(path[1:]):
        node.visits += 1
        node.total += rewards[node.player]
        if node.outcomes:
            node.value = _over_outcomes(node)
        elif greedy and node.children and not node.chance:
            node.value = _best_next(node, robust)
        else:
            node.value = node.total / node.visits


def _best_next(node: Node, robust: bool = False) -> float:
    """The node's value when its seat decides again: the best next decision's value.

    The same seat moving again with no chance in between chooses, it does not
    average: a half-spent turn is worth its best continuation, as the greedy
    bot counts it. Only continuations seen `MAX_VISITS` times count, prior
    visits keep their weight, and an opponent's move or any chance in between
    leaves the plain mean. With `robust`, the best continuation is the most
    visited one (ties to the higher value), not the highest valued: where
    leaves are judged on different determinizations, the highest of many
    noisy values is a lucky one, and a turn of many free decisions (taking
    and dropping) gathers that luck at every level.
    """
    best = -math.inf
    most = 0
    for child in node.children.values():
        if child.player != node.player:
            return node.total / node.visits
        visits = child.visits
        if visits < MAX_VISITS:
            continue
        if robust:
            if visits > most or (visits == most and child.value > best):
                best, most = child.value, visits
        elif child.value > best:
            best = child.value
    if best == -math.inf:
        return node.total / node.visits
    return _with_prior(node, best)


def _with_prior(node: Node, value: float) -> float:
    """`value` for the node's real visits, its prior visits at the root
    judgement's value keeping their weight."""
    if node.seed:
        return (node.seed * node.seed_value + (node.visits - node.seed) * value) / node.visits
    return value


def _outcome_node(node: Node, seen: list[Any]) -> Node:
    """The node after `node`'s action for the chance outcomes `seen` (None for
    one hidden from the seat), made on first meeting (`chance=split`)."""
    key = tuple(seen)
    outcomes = node.outcomes
    if outcomes is None:
        outcomes = node.outcomes = {}
    found = outcomes.get(key)
    if found is None:
        found = outcomes[key] = Node(node.player)
    return found


def _over_outcomes(node: Node) -> float:
    """A node before chance under `chance=split`: its outcomes' values weighted
    by their visits (how often each came up), prior visits keeping their weight."""
    weight = 0
    total = 0.0
    for child in node.outcomes.values():
        weight += child.visits
        total += child.visits * child.value
    if not weight:
        return node.total / node.visits
    return _with_prior(node, total / weight)


def settled(root: Node, left: float) -> bool:
    """Whether the most visited of the root's actions stays the most visited
    whatever `left` more iterations do: each iteration adds one visit to one
    of them, and an action not yet tried has none."""
    first = second = 0
    for child in root.children.values():
        visits = child.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first - second > left


def best_child(root: Node, legal_actions: tuple[Any, ...]) -> Any:
    """Most visits; then higher mean reward; then the earlier legal action."""
    best, key = legal_actions[0], (-1, -math.inf)
    for action in legal_actions:
        child = root.children.get(action)
        if child is None:
            continue
        mean = child.total / child.visits if child.visits else -math.inf
        if (child.visits, mean) > key:
            best, key = action, (child.visits, mean)
    return best
