"""`expeditions play` and `expeditions replay`."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from expeditions.core import RecordError, State, load
from expeditions.core.narration import outcome

from .board import board_text
from .options import parse_names, parse_options, parse_seat_bots
from .records import default_record_path, load_record
from .session import TerminalTable, default_names

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
            raise typer.BadParameter(f"--bot {seat + 1}={spec}: {exc}") from None
    return bots


def _resumed(path: Path) -> tuple[State, dict[int, str], dict[int, str]]:
    """The unfinished game in `path`, with the bots and names it was played with."""
    try:
        data, state = load_record(path)
    except RecordError as exc:
        err.print(f"[red]cannot resume:[/] {exc}", highlight=False, soft_wrap=True)
        raise typer.Exit(2) from None
    if state.is_terminal():
        err.print(
            f"[red]cannot resume:[/] the game in {path} is over; see it with "
            f"`expeditions replay {path}`",
            highlight=False,
            soft_wrap=True,
        )
        raise typer.Exit(2)
    table = data.get("table") if isinstance(data.get("table"), dict) else {}
    players = state.game.players
    bots = parse_seat_bots([f"{k}={v}" for k, v in (table.get("bots") or {}).items()], players)
    names = parse_names([f"{k}={v}" for k, v in (table.get("names") or {}).items()], players)
    return state, bots, names


def play(
    game: Annotated[
        str | None, typer.Argument(help="cave, southpole, relic or temple (not with --resume)")
    ] = None,
    players: Annotated[int, typer.Option("--players", "-p", help="number of players")] = 2,
    bot: Annotated[
        list[str] | None,
        typer.Option(
            "--bot",
            "-b",
            help="PLAYER=BOT, players counted from 1: 2=heuristic makes the second "
            "player a bot (heuristic, random, ismcts:time=1)",
        ),
    ] = None,
    name: Annotated[
        list[str] | None,
        typer.Option("--name", "-n", help="PLAYER=NAME, e.g. 1=Anna (default Player 1, Bot 2)"),
    ] = None,
    option: Annotated[
        list[str] | None,
        typer.Option("--option", "-o", help="rule variant NAME=VALUE, e.g. training=true"),
    ] = None,
    seed: Annotated[int | None, typer.Option(help="seed for dice and draws")] = None,
    record: Annotated[
        Path | None, typer.Option(help="where to save the record (default records/...)")
    ] = None,
    resume: Annotated[
        Path | None,
        typer.Option(help="continue the unfinished game saved in this record file"),
    ] = None,
) -> None:
    """Play a game in the terminal against bots or friends at the same keyboard.

    Players are numbered from 1; players without --bot are people at the
    keyboard. You choose an action part by part from short numbered menus
    (or type it whole); 'help' shows the board's legend and the commands.
    The record is saved when the game ends, when you type 'save' and when you
    quit; an unfinished game continues with --resume FILE (the file keeps the
    names and bots).

    Example: expeditions play southpole --players 3 --name 1=Anna --bot 2=heuristic --bot 3=random
    """
    if resume is not None:
        if game is not None:
            raise typer.BadParameter("give either a game or --resume FILE, not both")
        state, specs, given = _resumed(resume)
        players = state.game.players
        seed = state.seed
        path = record or resume
        if bot:
            specs = parse_seat_bots(bot, players)
        if name:
            given.update(parse_names(name, players))
        the_game = state.game
    else:
        if game is None:
            raise typer.BadParameter(
                "name a game (cave, southpole, relic, temple) or --resume FILE"
            )
        options = parse_options(option)
        try:
            the_game = load(game, players=players, **options)
        except ValueError as exc:
            raise typer.BadParameter(str(exc)) from None
        specs = parse_seat_bots(bot, players)
        given = parse_names(name, players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        path = record or default_record_path(game, seed)
        state = the_game.new_initial_state()
        state.seed = seed
    bots = _make_bots(specs)
    names = default_names(players, bots, given)
    table_info = {
        "bots": {str(s + 1): v for s, v in specs.items()},
        "names": {str(s + 1): n for s, n in enumerate(names)},
    }
    seats = ", ".join(
        f"{n} (player {s + 1}{', ' + specs[s] + ' bot' if s in specs else ''})"
        for s, n in enumerate(names)
    )
    where = f"resumed after {len(state.history)} actions" if resume is not None else f"seed {seed}"
    console.print(
        f"[bold]{the_game.info.title}[/] — {seats}; {where}. Type 'help' at your turn.",
        highlight=False,
    )
    table = TerminalTable(state, bots, names, seed, path, console, console.input, table_info)
    table.run()


def replay(
    file: Annotated[Path, typer.Argument(help="a record file (JSON) written by play or simulate")],
    seat: Annotated[
        int | None,
        typer.Option(help="show what this player (1..N) saw (default: everything)"),
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
    if seat is not None:
        if not 1 <= seat <= game.players:
            raise typer.BadParameter(f"--seat must be 1 to {game.players} (players count from 1)")
        seat -= 1
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
