"""The terminal table: people choose actions part by part, bots and dice play
themselves, and what others did is told in words with their names."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from expeditions.core import CHANCE, IllegalAction, SeatView, State
from expeditions.core.narration import Line, Turns, narrator_for, outcome, tell
from expeditions.core.play import bot_rng, resolve_chance

from .board import board_legend, board_text, placed_text
from .hints import hints_for
from .kit import KitPacker, is_kit_decision
from .menu import Menu, Option, layout
from .records import save_record
from .why import why_not

COMMANDS = (
    "Choose by typing an option's number or its text; 'b' goes back one part.\n"
    "You may also type a whole action at once (as the log of a record writes it).\n"
    "Commands: 'board' shows the board, 'log' the game so far in words, "
    "'scores' the running scores,\n"
    "'save' writes the record (an unfinished game is resumed with "
    "`expeditions play --resume FILE`),\n"
    "'help' shows this and the board's legend, 'quit' saves and leaves."
)

SPACE_LABEL = re.compile(r"\b[a-s]\d{1,2}\b")


class QuitGame(Exception):
    """The person at the keyboard asked to stop."""


def default_names(players: int, bots: Mapping[int, Any], given: Mapping[int, str]) -> list[str]:
    """Names for every seat: the given ones, "Bot 2" for a bot, "Player 1" for a person."""
    out = []
    for seat in range(players):
        if given.get(seat):
            out.append(given[seat])
        elif seat in bots:
            out.append(f"Bot {seat + 1}")
        else:
            out.append(f"Player {seat + 1}")
    return out


class TerminalTable:
    """One game in a terminal; seats without a bot are people at the keyboard."""

    def __init__(
        self,
        state: State,
        bots: Mapping[int, Any],
        names: Sequence[str],
        seed: int | None,
        record_path: Path,
        console: Console,
        ask: Callable[[str], str],
        table_info: Mapping[str, Any] | None = None,
    ) -> None:
        self.state = state
        self.bots = dict(bots)
        self.names = list(names)
        self.humans = [s for s in range(state.game.players) if s not in self.bots]
        self.chance_rng = random.Random(seed)
        for _ in range(sum(1 for _ in _chance_steps(state))):
            self.chance_rng.random()  # a resumed game draws on where it left off
        self.rngs = [bot_rng(seed, s) for s in range(state.game.players)]
        self.record_path = record_path
        self.console = console
        self.ask = ask
        self.table_info = dict(table_info or {})
        self.hints = hints_for(state.game.name)
        self.shown = 0
        """History entries already told to the people at the keyboard."""
        self.turns: dict[int | None, Turns] = {}

    # --- names ------------------------------------------------------------------

    def viewer(self) -> int | None:
        """The one person, the person to move (hot seat), or a spectator."""
        if len(self.humans) == 1:
            return self.humans[0]
        mover = self.state.current_player()
        if mover in self.humans:
            return mover
        return None

    def who(self, seat: int) -> str:
        """A seat as people see it: "Anna (player 1, you)"."""
        you = ", you" if len(self.humans) == 1 and seat in self.humans else ""
        return f"{self.names[seat]} (player {seat + 1}{you})"

    def say(self, text: str, style: str = "") -> None:
        self.console.print(Text(text, style=style), soft_wrap=True)

    # --- telling ----------------------------------------------------------------

    def tell(self, lines: Sequence[Line], viewer: int | None) -> None:
        for line in lines:
            if line.harm:
                self.say(f"  ! {line.text}", "bold red")
            elif line.seat is not None and line.seat == viewer:
                self.say(f"  > {line.text}", "dim")
            else:
                self.say(f"  - {line.text}")

    def narrate(self, viewer: int | None, start: int = 0, merge: bool = True) -> list[Line]:
        """The game in words as `viewer` may know it; the turns are kept between calls."""
        narrator = narrator_for(self.state, names=self.names)
        turns = self.turns.get(viewer)
        if turns is None:
            turns = self.turns[viewer] = Turns(self.state, viewer, narrator.needs_observations)
        return tell(narrator, turns.extend(self.state), start=start, merge=merge)

    def tell_new(self, *, merge: bool = True) -> list[Line]:
        """Tell what happened since the people last looked, in words."""
        viewer = self.viewer()
        if self.shown >= len(self.state.history):
            return []
        lines = self.narrate(viewer, start=self.shown, merge=merge)
        self.tell(lines, viewer)
        self.shown = len(self.state.history)
        return lines

    def show_board(self, marks: Sequence[Line] = ()) -> None:
        obs = self.state.observation(self.viewer())
        board = Text(board_text(self.state.game.name, obs))
        spaces = sorted({m for line in marks for m in SPACE_LABEL.findall(line.text)})
        if spaces:
            board.highlight_regex(r"\b(" + "|".join(spaces) + r")\b", "reverse bold")
        self.console.print(board, soft_wrap=True)
        if spaces:
            self.say(f"(last moves marked: {', '.join(spaces)})", "dim")

    def score_line(self) -> str:
        """The running scores, labelled for what they are; majorities that only
        count at the end (Cave) are shown apart, as they would stand now."""
        scores = self.state.scores()
        rows = self.state.observation(self.viewer()).get("final") or []
        majority = [
            sum(p for label, p in seat_rows if str(label).startswith("majority"))
            for seat_rows in rows
        ]
        if len(majority) != len(scores) or not any(majority) or self.state.is_terminal():
            shown = ", ".join(f"{self.names[s]} {v:g}" for s, v in enumerate(scores))
            return f"{self.hints.score_label}: {shown}"
        now = ", ".join(f"{self.names[s]} {v - majority[s]:g}" for s, v in enumerate(scores))
        extra = ", ".join(f"{self.names[s]} {m:g}" for s, m in enumerate(majority))
        return f"points so far: {now}; majorities if the game ended now: {extra}"

    def status(self, seat: int) -> None:
        obs = self.state.observation(seat)
        budget = ""
        if (
            self.hints.budget
            and isinstance(obs.get(self.hints.budget), int)
            and not is_kit_decision(self.state)
        ):
            left = obs[self.hints.budget]
            unit = self.hints.unit
            if unit == "action":
                unit = "action" if left == 1 else "actions"
            budget = f" {left} {unit} left."
        self.say(f"{self.who(seat)} to play.{budget}", "bold")
        self.say(self.score_line(), "dim")

    def show_help(self) -> None:
        self.say(COMMANDS)
        legend = board_legend(self.state.game.name)
        if legend:
            self.say("The board:", "bold")
            self.say(legend)

    def show_log(self) -> None:
        viewer = self.viewer()
        for line in self.narrate(viewer):
            span = (
                f"{line.first + 1}"
                if line.first == line.last
                else f"{line.first + 1}-{line.last + 1}"
            )
            self.say(f"  {span:>9}  {line.text}", "bold red" if line.harm else "")

    def show_end(self) -> None:
        self.tell_new()
        self.show_board()
        scores = self.state.scores()
        winners = self.state.winners()
        table = Table(title="Final scores")
        table.add_column("player")
        table.add_column("points", justify="right")
        table.add_column("")
        for seat, score in enumerate(scores):
            table.add_row(self.who(seat), f"{score:g}", "wins" if seat in winners else "")
        self.console.print(table)
        self.say(outcome(self.state, self.names), "bold")

    # --- a person's decision ----------------------------------------------------

    def read(self, prompt: str) -> str:
        try:
            return self.ask(prompt).strip()
        except EOFError:
            raise QuitGame from None

    def command(self, low: str) -> bool:
        """Run a command word; False when `low` is not one."""
        if low in ("quit", "exit", "q"):
            raise QuitGame
        if low in ("help", "?", "h"):
            self.show_help()
        elif low == "board":
            self.show_board()
        elif low == "log":
            self.show_log()
        elif low == "scores":
            self.say(self.score_line())
        elif low == "save":
            path = save_record(self.state, self.record_path, self.table_info)
            self.say(
                f"record saved to {path}; continue later with: expeditions play --resume {path}"
            )
        else:
            return False
        return True

    def human_turn(self, seat: int) -> None:
        if is_kit_decision(self.state):
            KitPacker(self, seat).run()
            return
        menu = Menu(self.state, seat, self.hints, self.note)
        while True:
            options, done = menu.step()
            if done is not None and not options:
                self.apply(done)
                return
            path = " ".join(menu.chosen)
            if options and all(o.kind == "dice" for o in options) and done is None:
                picked_dice = self.pick_dice(menu)
                if picked_dice is not None:
                    self.apply(picked_dice)
                    return
                menu.back()
                continue
            if done is not None:
                options = [Option("done", "confirm", done=True), *options]
            obs = self.state.observation(seat)
            decision = obs.get("decision")
            special = isinstance(decision, str) and decision != obs.get("phase")
            asked = f"Choose ({decision}):" if special else "Choose:"
            title = f"{path} ..." if path else asked
            explain = self.explain(menu) if menu.chosen else None
            if explain:
                title += f" ({explain})"
            self.say(title, "bold")
            for row in layout(options, self.console.width):
                self.say(row)
            prompt = f"{self.names[seat]}{' > ' + path if path else ''} > "
            text = self.read(prompt)
            if not text:
                continue
            low = " ".join(text.lower().split())
            if low in ("b", "back"):
                if not menu.back():
                    self.say("nothing chosen yet")
                continue
            if self.command(low):
                continue
            picked = self.pick(options, low)
            if picked is not None:
                if picked.text == "done" and picked.kind == "confirm":
                    self.apply(done)
                    return
                whole = menu.action_for(" ".join([*menu.chosen, picked.text]))
                if picked.done and whole is not None:
                    self.apply(whole)
                    return
                menu.choose(picked.text)
                continue
            if self.typed(menu, low):
                continue
            action = self.parse(low)
            if action is not None:
                self.apply(action)
                return

    def pick_dice(self, menu: Menu) -> Any | None:
        """Dice taken as counts, one colour at a time ("How many white dice?")."""
        parts = self.state.game.actions.parts  # type: ignore[union-attr]
        counts: dict[Any, dict[str, int]] = {}
        before: dict[str, set[str]] = {}
        for action in menu.starting_all():
            taken: dict[str, int] = {}
            for kind, text in parts(action):
                if kind == "dice":
                    n, colour = text.split(" ", 1)
                    before.setdefault(colour, set()).update(taken)
                    taken[colour] = int(n)
            counts[action] = taken
        colours = sorted(before, key=lambda c: len(before[c]))  # in the notation's order
        left = dict(counts)
        for colour in colours:
            allowed = sorted({c.get(colour, 0) for c in left.values()})
            if len(allowed) == 1:
                n = allowed[0]
            else:
                n = self.ask_count(f"How many {colour} dice?", allowed)
                if n is None:
                    return None
            left = {a: c for a, c in left.items() if c.get(colour, 0) == n}
        return next(iter(left)) if len(left) == 1 else None

    def ask_count(self, question: str, allowed: Sequence[int]) -> int | None:
        """A number among `allowed`; None when the person goes back."""
        low, high = allowed[0], allowed[-1]
        run = list(allowed) == list(range(low, high + 1))
        said = f"{low} to {high}" if run else ", ".join(map(str, allowed))
        while True:
            text = " ".join(self.read(f"{question} ({said}) > ").lower().split())
            if text.isdigit() and int(text) in allowed:
                return int(text)
            if text in ("b", "back"):
                return None
            if not self.command(text):
                self.say(f"type a number: {said}, or b to go back")

    def explain(self, menu: Menu) -> str | None:
        """What the verb of the parts chosen so far does, in a few words."""
        starting = menu.starting_all()
        if not starting or self.state.game.actions is None or not self.hints.explain:
            return None
        verbs = {self.state.game.actions.verb_of(a).name for a in starting}
        return self.hints.explain.get(verbs.pop()) if len(verbs) == 1 else None

    def note(self, kind: str, text: str, actions: list[Any]) -> str:
        """A die shown with its face; a rotation with the doors it gives the tile."""
        if kind == "die" and text.isdigit():
            dice = self.state.observation(self.state.current_player()).get("dice") or []
            k = int(text) - 1
            if 0 <= k < len(dice) and isinstance(dice[k], dict):
                die = dice[k]
                pips = die.get("pips")
                face = "not rolled" if pips is None else "blank" if pips == 0 else f"shows {pips}"
                counts = die.get("counts_as")
                extra = f", counts as {counts}" if counts and counts != die.get("colour") else ""
                return f"{die.get('colour')} die, {face}{extra}"
            return ""
        if kind == "space" and self.state.game.name == "cave":
            return _square_note(self.state.observation(self.state.current_player()), text)
        if kind != "rotation" or len(actions) != 1 or self.state.game.actions is None:
            return ""
        parts = self.state.game.actions.parts(actions[0])
        spot = next((t for k, t in parts if k == "space"), None)
        if spot is None:
            return ""
        seat = self.state.current_player()
        after = self.state.clone()
        after.apply(actions[0])
        return placed_text(self.state.game.name, after.observation(seat), spot)

    @staticmethod
    def pick(options: Sequence[Option], low: str) -> Option | None:
        if low.isdigit():
            k = int(low)
            return options[k - 1] if 1 <= k <= len(options) else None
        for o in options:
            if o.text.lower() == low:
                return o
        return None

    def typed(self, menu: Menu, low: str) -> bool:
        """Typed the start of some actions (several parts at once): go there."""
        parts = self.state.game.actions.parts if self.state.game.actions else None
        if parts is None:
            return False
        base = len(menu.chosen)
        for action in menu.actions:
            texts = [t for _, t in parts(action)]
            for k in range(base + 1, len(texts)):
                if " ".join(texts[:k]).lower() == " ".join([*menu.chosen, low]).lower():
                    for t in texts[base:k]:
                        menu.choose(t)
                    return True
        return False

    def parse(self, low: str) -> Any | None:
        """A whole action typed: the legal one, or the rule that forbids it."""
        if low.isdigit():
            self.say(f"there is no option {low} here", "red")
            return None
        try:
            return self.state.game.parse_action(self.state, low)
        except IllegalAction as exc:
            self.say(why_not(self.state, low, str(exc)), "red")
            return None

    def apply(self, action: Any) -> None:
        self.state.apply(action)
        self.resolve_chance()
        self.tell_new(merge=False)

    def resolve_chance(self) -> None:
        while self.state.current_player() == CHANCE:
            resolve_chance(self.state, self.chance_rng)

    # --- the game -----------------------------------------------------------------

    def bot_turn(self, seat: int) -> None:
        legal = self.state.legal_actions()
        bot = self.bots[seat]
        action = bot.choose(SeatView(self.state, seat), legal, self.rngs[seat])
        self.state.apply(action)

    def run(self) -> State:
        """Play until the end or until the person quits; the record is saved either way."""
        mover_before: int | None = None
        try:
            while not self.state.is_terminal():
                mover = self.state.current_player()
                if mover == CHANCE:
                    resolve_chance(self.state, self.chance_rng)
                    continue
                if mover in self.bots:
                    self.bot_turn(mover)
                    mover_before = None
                    continue
                if mover != mover_before:
                    told = self.tell_new()
                    self.say("")
                    if not is_kit_decision(self.state):  # a kit is shown as a packing list
                        self.show_board(told)
                    self.status(mover)
                mover_before = mover
                self.human_turn(mover)
            self.show_end()
        except (QuitGame, KeyboardInterrupt):
            self.say("\nleaving the game")
        finally:
            path = save_record(self.state, self.record_path, self.table_info)
            self.say(f"record saved to {path}")
            if not self.state.is_terminal():
                self.say(f"continue it with: expeditions play --resume {path}")
        return self.state


DIRECTIONS = {(0, -1): "up", (1, 0): "right", (0, 1): "down", (-1, 0): "left"}


def _square_note(obs: dict[str, Any], text: str) -> str:
    """Where a Cave square lies from the explorer, and what is there: "up, water"."""
    try:
        x, y = (int(v) for v in text.split())
    except ValueError:
        return ""
    seat = obs.get("to_move")
    if not isinstance(seat, int):
        return ""
    at = obs["explorers"][seat]["at"]
    way = DIRECTIONS.get((x - at[0], y - at[1]), "")
    kind = next((t["kind"] for t in obs["tiles"] if (t["x"], t["y"]) == (x, y)), "")
    return ", ".join(w for w in (way, kind) if w)


def _chance_steps(state: State) -> Any:
    """The chance outcomes in the history, found by replaying it."""
    replay = state.game.new_initial_state()
    for action in state.history:
        if replay.is_chance_node():
            yield action
        replay.apply_unchecked(action)
