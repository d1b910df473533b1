"""`expeditions play` and `expeditions replay`."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from expeditions.core import RecordError, load

from .board import board_text
from .options import parse_options, parse_seat_bots
from .outcome import outcome
from .records import default_record_path, load_record
from .session import TerminalTable

console = Console()
err = Console(stderr=True)


def _make_bots(specs: dict[int, str]) -> dict[int, Any]:
    if not specs:
        return {}
    try:
        from expeditions.agents import make_bot
    except ImportError:
        raise typer.BadParameter("bots are not available in this installation") from None
    bots = {}
    for seat, spec in specs.items():
        try:
            bots[seat] = make_bot(spec)
        except ValueError as exc:
            raise typer.BadParameter(f"--bot {seat}={spec}: {exc}") from None
    return bots


def play(
    game: Annotated[str, typer.Argument(help="cave, southpole, relic or temple")],
    players: Annotated[int, typer.Option("--players", "-p", help="number of players")] = 2,
    bot: Annotated[
        list[str] | None,
        typer.Option("--bot", "-b", help="SEAT=BOT, e.g. 1=heuristic or 2=ismcts:time=1"),
    ] = None,
    option: Annotated[
        list[str] | None,
        typer.Option("--option", "-o", help="rule variant NAME=VALUE, e.g. training=true"),
    ] = None,
    seed: Annotated[int | None, typer.Option(help="seed for dice and draws")] = None,
    record: Annotated[
        Path | None, typer.Option(help="where to save the record (default records/...)")
    ] = None,
) -> None:
    """Play a game in the terminal against bots or friends at the same keyboard.

    Seats without --bot are people at the keyboard (seats count from 0).
    Type an action's number or its text; 'help' lists the other commands.
    The record is saved when the game ends or when you quit.

    Example: expeditions play southpole --players 3 --bot 1=heuristic --bot 2=random --seed 7
    """
    options = parse_options(option)
    try:
        the_game = load(game, players=players, **options)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    specs = parse_seat_bots(bot, players)
    bots = _make_bots(specs)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    path = record or default_record_path(game, seed)
    state = the_game.new_initial_state()
    state.seed = seed
    console.print(
        f"[bold]{the_game.info.title}[/] — {players} players, seed {seed}. "
        "Type 'help' at your turn."
    )
    table = TerminalTable(state, bots, specs, seed, path, console, console.input)
    table.run()


def replay(
    file: Annotated[Path, typer.Argument(help="a record file (JSON) written by play or simulate")],
    seat: Annotated[
        int | None, typer.Option(help="show what this seat saw (default: everything)")
    ] = None,
    step: Annotated[
        int | None, typer.Option(help="show the position after this many actions and stop")
    ] = None,
) -> None:
    """Step through a game record: Enter for the next action, 'b' back, a number to jump.

    A malformed or tampered record is refused with the first bad line or action.
    Without a terminal (or with --step) it prints one position and stops.
    """
    try:
        data, final = load_record(file)
    except RecordError as exc:
        err.print(f"[red]cannot replay:[/] {exc}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from None
    game = final.game
    if seat is not None and not 0 <= seat < game.players:
        raise typer.BadParameter(f"--seat must be 0 to {game.players - 1}")
    actions = data["actions"]
    states = [game.new_initial_state()]
    for action in final.history:
        nxt = states[-1].clone()
        nxt.apply(action)
        states.append(nxt)
    if final.stopped is not None:
        states[-1].stop(final.stopped)
    viewer = seat if not final.is_terminal() or seat is not None else None

    def show(k: int) -> None:
        st = states[k]
        what = f"after action {k} of {len(actions)}"
        if k:
            what += f": {st.log(viewer)[k - 1]}"
        console.rule(what)
        console.print(board_text(game.name, st.observation(viewer)), markup=False, soft_wrap=True)
        if st.is_terminal():
            console.print(f"scores {st.scores()}; {outcome(st)}", highlight=False)

    if step is not None:
        if not 0 <= step <= len(actions):
            raise typer.BadParameter(f"--step must be 0 to {len(actions)}")
        show(step)
        return
    if not sys.stdin.isatty():
        show(len(actions))
        return
    k = 0
    show(k)
    while True:
        try:
            cmd = console.input("[Enter] next, b back, NUMBER jump, q quit> ").strip().lower()
        except EOFError:
            return
        if cmd in ("q", "quit"):
            return
        if cmd == "b":
            k = max(0, k - 1)
        elif cmd.isdigit():
            k = min(len(actions), int(cmd))
        elif cmd == "":
            k = min(len(actions), k + 1)
        else:
            console.print("Enter, b, a number or q")
            continue
        show(k)


def register(app: typer.Typer) -> None:
    app.command()(play)
    app.command()(replay)
