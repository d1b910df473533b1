"""`expeditions bench`: how fast the rules run, per game and player count.

Random playouts measure the rules alone: each step is `legal_actions()`, a
uniform choice (or a chance draw) and a checked `apply`; a playout is cut at
`MAX_STEPS`, as a random game need not end. Memory is the peak traced while
one game is played. ISMCTS speed, when the bots are installed, is measured
in mid-game: at decisions of the middle fifth of a seeded random game, where
a search spends most of a real game's time (the first decision is a setup
choice, two to three times faster or slower than play).
"""

from __future__ import annotations

import random
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from expeditions.core import Game, State, game_class, games, load
from expeditions.core.play import resolve_chance


@dataclass
class BenchResult:
    game: str
    players: int
    games: int
    steps: int
    seconds: float
    us_per_step: float
    games_per_second: float
    steps_per_game: float
    peak_kib: float
    ismcts_iters_per_second: float | None = None


MAX_STEPS = 20_000
"""Where a random playout is cut: random play need not end a game."""

MIDGAME = (0.4, 0.6)
"""The share of a seeded random game from which mid-game positions are taken."""


def random_playout(game: Game, rng: random.Random) -> int:
    """One random game (at most `MAX_STEPS` steps); returns the number of steps."""
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal() and steps < MAX_STEPS:
        if state.is_chance_node():
            resolve_chance(state, rng)
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        steps += 1
    return steps


def peak_memory_kib(game: Game, seed: int) -> float:
    tracemalloc.start()
    try:
        random_playout(game, random.Random(seed))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / 1024


def midgame_positions(game: Game, seed: int, count: int = 3) -> list[State]:
    """`count` decisions with a choice, evenly spread over the middle fifth
    (`MIDGAME`) of one seeded random game."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    trail: list[State] = []
    while not state.is_terminal() and len(state.history) < MAX_STEPS:
        if state.is_chance_node():
            resolve_chance(state, rng)
            continue
        legal = state.legal_actions()
        if len(legal) > 1:
            trail.append(state.clone())
        state.apply(legal[rng.randrange(len(legal))])
    if not trail:
        return []
    low, high = (int(share * len(trail)) for share in MIDGAME)
    return evenly(trail[low : max(high, low + 1)], count)


def evenly(found: list[State], count: int) -> list[State]:
    """`count` of `found`, evenly spread from the first."""
    return found[:: max(1, len(found) // count)][:count]


def heuristic_decisions(
    game: Game,
    seed: int,
    count: int,
    after: int = 0,
    offered: Callable[[Sequence[Any]], bool] | None = None,
    limit: int = MAX_STEPS,
) -> list[State]:
    """`count` decisions, evenly spread after the first `after` actions, of one
    game of `heuristic` for every seat stopped at `limit` actions: those where
    the seat to move has a choice and, when `offered` is given, `offered(legal
    actions)` holds. Chance and the bots draw from one `random.Random(seed)`.
    The search studies in `benchmarks/` judge their moves at these."""
    from expeditions.agents import make_bot
    from expeditions.core import SeatView

    bots = [make_bot("heuristic") for _ in range(game.players)]
    rng = random.Random(seed)
    state = game.new_initial_state()
    found = []
    while not state.is_terminal() and len(state.history) < limit:
        if state.is_chance_node():
            state.play_chance(rng)
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        choice = len(legal) > 1 and (offered is None or offered(legal))
        if choice and len(state.history) >= after:
            found.append(state.clone())
        state.apply(bots[seat].choose(SeatView(state, seat), legal, rng))
    return evenly(found, count)


def ismcts_speed(game: Game, seed: int, iterations: int = 300) -> float | None:
    """ISMCTS iterations per CPU second at mid-game decisions of a seeded game,
    the root judgement included."""
    try:
        from expeditions.agents import ISMCTSBot, make_bot
    except ImportError:
        return None
    from expeditions.core import SeatView

    bot = make_bot(f"ismcts:iters={iterations}")
    assert isinstance(bot, ISMCTSBot)
    spent = 0.0
    done = 0
    for state in midgame_positions(game, seed):
        seat = state.current_player()
        start = time.process_time()
        root = bot.search(SeatView(state, seat), random.Random(seed))
        spent += time.process_time() - start
        done += root.visits
    return done / spent if done and spent > 0 else None


def bench_game(
    game: Game, seconds: float, seed: int, min_games: int = 3, with_ismcts: bool = True
) -> BenchResult:
    rng = random.Random(seed)
    played = steps = 0
    start = time.perf_counter()
    while played < min_games or time.perf_counter() - start < seconds:
        steps += random_playout(game, rng)
        played += 1
    elapsed = time.perf_counter() - start
    return BenchResult(
        game=game.name,
        players=game.players,
        games=played,
        steps=steps,
        seconds=elapsed,
        us_per_step=elapsed / steps * 1e6,
        games_per_second=played / elapsed,
        steps_per_game=steps / played,
        peak_kib=peak_memory_kib(game, seed),
        ismcts_iters_per_second=ismcts_speed(game, seed) if with_ismcts else None,
    )


def run_bench(
    names: list[str], players: list[int] | None, seconds: float, seed: int, ismcts: bool
) -> list[BenchResult]:
    results = []
    for name in names:
        info = game_class(name).info
        counts = players or list(range(info.min_players, info.max_players + 1))
        for n in counts:
            if info.min_players <= n <= info.max_players:
                results.append(bench_game(load(name, players=n), seconds, seed, 3, ismcts))
    return results


def results_table(results: list[BenchResult]) -> Table:
    table = Table(title="Random playouts (one core)")
    for col in ("game", "players", "µs/step", "games/s", "steps/game", "peak KiB", "ISMCTS it/s"):
        table.add_column(col, justify="left" if col == "game" else "right")
    for r in results:
        its = f"{r.ismcts_iters_per_second:,.0f}" if r.ismcts_iters_per_second else "-"
        table.add_row(
            r.game,
            str(r.players),
            f"{r.us_per_step:.1f}",
            f"{r.games_per_second:,.1f}",
            f"{r.steps_per_game:,.0f}",
            f"{r.peak_kib:,.0f}",
            its,
        )
    return table


def as_rows(results: list[BenchResult]) -> list[dict[str, Any]]:
    return [asdict(r) for r in results]


def bench(
    game: Annotated[
        list[str] | None, typer.Argument(help="games to measure (default: all)")
    ] = None,
    players: Annotated[
        list[int] | None, typer.Option("--players", "-p", help="player counts (default: all)")
    ] = None,
    seconds: Annotated[float, typer.Option(help="time per game and player count")] = 2.0,
    seed: Annotated[int, typer.Option(help="seed of the playouts")] = 1,
    ismcts: Annotated[
        bool, typer.Option(help="also measure ISMCTS iterations per CPU second in mid-game")
    ] = True,
    json_out: Annotated[
        str | None, typer.Option("--json", help="also write the figures to this JSON file")
    ] = None,
) -> None:
    """Microseconds per step of seeded random playouts, games per second and peak memory.

    Example: expeditions bench southpole --players 2 --players 5 --seconds 5
    """
    names = game or games()
    for name in names:
        try:
            game_class(name)
        except ValueError as exc:
            raise typer.BadParameter(str(exc)) from None
    results = run_bench(names, players, seconds, seed, ismcts)
    Console().print(results_table(results))
    if json_out:
        import json
        from pathlib import Path

        Path(json_out).write_text(json.dumps(as_rows(results), indent=1) + "\n")


def register(app: typer.Typer) -> None:
    app.command()(bench)
