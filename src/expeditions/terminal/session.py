"""The terminal table: humans type actions, bots and dice play themselves."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from rich.columns import Columns
from rich.console import Console
from rich.table import Table

from expeditions.core import CHANCE, IllegalAction, SeatView, State
from expeditions.core.play import bot_rng, resolve_chance

from .board import board_text
from .outcome import outcome
from .records import save_record

HELP = (
    "Type an action's number or its text (as listed). Other commands: "
    "'board' redraws the board, 'log' shows the moves so far, "
    "'save' writes the record now, 'help' shows this, 'quit' saves and leaves. "
    "Typing the start of an action lists the actions that begin that way."
)


FOLD_RUN = 10
"""This many log entries in a row with the same verb (a setup deal of tile
backs) are printed as one line, so the first turn is not scrolled away."""


def fold_runs(log: list[str], start: int = 0) -> list[tuple[int, int, str]]:
    """(first, last, text) lines for the log from `start`, long runs folded."""
    lines: list[tuple[int, int, str]] = []
    i = start
    while i < len(log):
        verb, _, _ = log[i].partition(" ")
        j = i
        while j + 1 < len(log) and log[j + 1].partition(" ")[0] == verb:
            j += 1
        if j - i + 1 >= FOLD_RUN:
            rests = " ".join(entry.partition(" ")[2] or "-" for entry in log[i : j + 1])
            lines.append((i, j, f"{verb} x{j - i + 1}: {rests}"))
        else:
            lines.extend((k, k, log[k]) for k in range(i, j + 1))
        i = j + 1
    return lines


class QuitGame(Exception):
    """The person at the keyboard asked to stop."""


class TerminalTable:
    """One game in a terminal; seats without a bot are people at the keyboard."""

    def __init__(
        self,
        state: State,
        bots: Mapping[int, Any],
        bot_names: Mapping[int, str],
        seed: int | None,
        record_path: Path,
        console: Console,
        ask: Callable[[str], str],
    ) -> None:
        self.state = state
        self.bots = dict(bots)
        self.bot_names = dict(bot_names)
        self.humans = [s for s in range(state.game.players) if s not in self.bots]
        self.chance_rng = random.Random(seed)
        self.rngs = [bot_rng(seed, s) for s in range(state.game.players)]
        self.record_path = record_path
        self.console = console
        self.ask = ask
        self.shown = len(state.history)

    # --- whose eyes ---------------------------------------------------------

    def viewer(self) -> int | None:
        """The one human, the human to move (hot seat), or a spectator."""
        if len(self.humans) == 1:
            return self.humans[0]
        mover = self.state.current_player()
        if mover in self.humans:
            return mover
        return None

    def seat_name(self, seat: int) -> str:
        if seat in self.bot_names:
            return f"seat {seat} ({self.bot_names[seat]})"
        return f"seat {seat} (you)" if len(self.humans) == 1 else f"seat {seat}"

    # --- drawing ----------------------------------------------------------------

    def show_board(self) -> None:
        obs = self.state.observation(self.viewer())
        self.console.print(
            board_text(self.state.game.name, obs), markup=False, highlight=False, soft_wrap=True
        )

    def show_new_moves(self) -> None:
        log = self.state.log(self.viewer())
        for first, last, line in fold_runs(log, self.shown):
            number = f"{first + 1}" if first == last else f"{first + 1}-{last + 1}"
            self.console.print(
                f"  {number:>4}. {line}", markup=False, highlight=False, soft_wrap=True
            )
        self.shown = len(log)

    def show_legal(self, legal: tuple[Any, ...], numbers: list[int] | None = None) -> None:
        """A list for a few actions, columns for many (a tile placement has hundreds)."""
        numbers = numbers if numbers is not None else list(range(len(legal)))
        if len(numbers) <= 24:
            table = Table(show_header=False, box=None, pad_edge=False)
            for i in numbers:
                table.add_row(f"[bold]{i + 1}[/]", str(legal[i]))
            self.console.print(table)
            return
        groups: dict[str, list[int]] = {}
        for i in numbers:
            groups.setdefault(str(legal[i]).split(" ", 1)[0], []).append(i)
        cells = []
        folded = []
        for word, members in groups.items():
            if len(members) > 12 and len(groups) > 1:
                folded.append(f"{word} ... ({len(members)} actions)")
                continue
            cells.extend(f"[bold]{i + 1}[/] {legal[i]}" for i in members)
        self.console.print(Columns(cells, padding=(0, 2)))
        for line in folded:
            self.console.print(f"  {line}", highlight=False)
        self.console.print("(type the start of an action to see only the ones that match)")

    def show_matches(self, legal: tuple[Any, ...], text: str) -> bool:
        """List the actions that start with `text`; False when none does."""
        low = " ".join(text.lower().split())
        matches = [i for i, a in enumerate(legal) if str(a).lower().startswith(low)]
        if not matches:
            return False
        n = len(matches)
        verb = "action starts" if n == 1 else "actions start"
        self.console.print(f"{n} {verb} with '{low}':", highlight=False)
        self.show_legal(legal, matches)
        return True

    def show_end(self) -> None:
        self.show_board()
        scores = self.state.scores()
        winners = self.state.winners()
        table = Table(title="Final scores")
        table.add_column("seat")
        table.add_column("score", justify="right")
        table.add_column("")
        for seat, score in enumerate(scores):
            table.add_row(self.seat_name(seat), f"{score:g}", "winner" if seat in winners else "")
        self.console.print(table)
        self.console.print(outcome(self.state, self.seat_name), highlight=False)

    # --- turns ------------------------------------------------------------------

    def human_turn(self, seat: int) -> None:
        legal = self.state.legal_actions()
        self.show_board()
        self.console.print(f"[bold]{self.seat_name(seat)} to move[/] — choose an action:")
        self.show_legal(legal)
        while True:
            try:
                text = self.ask(f"{self.seat_name(seat)}> ").strip()
            except EOFError:
                raise QuitGame from None
            if not text:
                continue
            low = text.lower()
            if low in ("quit", "exit", "q"):
                raise QuitGame
            if low in ("help", "?"):
                self.console.print(HELP)
                continue
            if low == "board":
                self.show_board()
                self.show_legal(legal)
                continue
            if low == "log":
                for i, entry in enumerate(self.state.log(self.viewer()), start=1):
                    self.console.print(
                        f"  {i:>4}. {entry}", markup=False, highlight=False, soft_wrap=True
                    )
                continue
            if low == "save":
                path = save_record(self.state, self.record_path)
                self.console.print(f"record saved to {path}")
                continue
            if text.isdigit():
                k = int(text)
                if 1 <= k <= len(legal):
                    self.state.apply(legal[k - 1])
                    return
                self.console.print(f"[red]no action number {k}; choose 1 to {len(legal)}[/]")
                continue
            try:
                action = self.state.game.parse_action(self.state, text)
            except IllegalAction as exc:
                if not self.show_matches(legal, text):
                    self.console.print(f"[red]{exc}[/]", highlight=False)
                continue
            self.state.apply(action)
            return

    def bot_turn(self, seat: int) -> None:
        legal = self.state.legal_actions()
        bot = self.bots[seat]
        action = bot.choose(SeatView(self.state, seat), legal, self.rngs[seat])
        self.state.apply(action)

    def run(self) -> State:
        """Play until the end or until the person quits; the record is saved either way."""
        try:
            while not self.state.is_terminal():
                mover = self.state.current_player()
                if mover == CHANCE:
                    # shown with the next move, so a deal can be folded into one line
                    resolve_chance(self.state, self.chance_rng)
                    continue
                if mover in self.bots:
                    self.bot_turn(mover)
                else:
                    self.show_new_moves()
                    self.human_turn(mover)
                self.show_new_moves()
            self.show_new_moves()
            self.show_end()
        except (QuitGame, KeyboardInterrupt):
            self.console.print("\nleaving the game")
        finally:
            path = save_record(self.state, self.record_path)
            self.console.print(f"record saved to {path}")
        return self.state
