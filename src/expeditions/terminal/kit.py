"""Cave's kit asked as a person packs it: the tent first, then what goes in it,
then the backpack, shown as a packing list rather than as board redraws."""

from __future__ import annotations

from typing import Any, Protocol

from expeditions.core import IllegalAction, State


class Console(Protocol):
    """What the packer uses of the terminal table (`session.TerminalTable`)."""

    state: State
    shown: int

    def say(self, text: str, style: str = "") -> None: ...

    def read(self, prompt: str) -> str: ...

    def command(self, low: str) -> bool: ...

    def resolve_chance(self) -> None: ...


TENT_QUESTION = "take or leave tent"
TENT_STATES = {"packed": "folded in the backpack", "home": "at base camp"}
PLURAL = {"camera": "cameras", "boat": "boats", "consumable": "consumables", "rope": "ropes"}


def is_kit_decision(state: Any) -> bool:
    """Whether the player to move is answering Cave's kit questions."""
    if state.game.name != "cave" or state.is_terminal() or state.is_chance_node():
        return False
    kit = state.observation(state.current_player()).get("kit")
    return bool(kit and kit.get("questions"))


class KitPacker:
    """Asks one kit (a starting kit, a refill, an arrangement) to its end."""

    def __init__(self, table: Console, seat: int) -> None:
        self.table = table
        self.seat = seat
        self.state = table.state
        self.packed: dict[str, dict[str, int]] = {"tent": {}, "backpack": {}}
        self.take_tent: bool | None = None

    def kit(self) -> dict[str, Any] | None:
        if self.state.is_terminal() or self.state.current_player() != self.seat:
            return None
        return self.state.observation(self.seat).get("kit")

    def run(self) -> None:
        kit = self.kit()
        if kit is None:
            return
        supply = ", ".join(f"{k} {v}" for k, v in kit["supply"].items()) or "nothing"
        self.table.say(f"Packing: {kit['mode']}. To share out: {supply}.", "bold")
        if kit["carried_in"]:
            self.table.say("Already carried in: " + ", ".join(kit["carried_in"]))
        while (kit := self.kit()) is not None:
            questions = kit["questions"]
            if not questions:
                break
            question = questions[0]
            tent_later = TENT_QUESTION in questions[1:]
            if question.startswith("tent ") and tent_later and self.take_tent is None:
                self.take_tent = self.yes_no("Take the tent along?")
                if not self.take_tent:
                    self.table.say("  (nothing goes in a tent left at home)", "dim")
            if question == TENT_QUESTION:
                take = self.take_tent
                if take is None:
                    take = self.take_tent = self.yes_no("Take the tent along?")
                self.answer("take tent" if take else "leave tent", quiet=True)
                continue
            self.count(question, skip=question.startswith("tent ") and self.take_tent is False)
        self.finish()

    def yes_no(self, question: str) -> bool:
        while True:
            text = self.table.read(f"{question} (y/n) > ").lower()
            if text in ("y", "yes", "1"):
                return True
            if text in ("n", "no", "0"):
                return False
            if not self.table.command(text):
                self.table.say("answer y or n")

    def count(self, question: str, skip: bool) -> None:
        container, item = question.split(" ", 1)
        legal = [str(a) for a in self.state.legal_actions()]
        counts = sorted(int(t.rsplit(" ", 1)[1]) for t in legal if t.startswith(question + " "))
        if skip or len(counts) == 1:
            self.answer(f"{question} {counts[0]}", quiet=True)
            return
        where = "the tent" if container == "tent" else "the backpack"
        low, high = counts[0], counts[-1]
        allowed = (
            f"{low} to {high}"
            if counts == list(range(low, high + 1))
            else ", ".join(map(str, counts))
        )
        while True:
            text = self.table.read(f"How many {PLURAL.get(item, item)} in {where}? ({allowed}) > ")
            text = text.lower()
            if text.isdigit() and int(text) in counts:
                self.answer(f"{question} {text}")
                return
            if text in ("b", "back"):
                self.table.say("packed items cannot be taken back until the kit is done")
                continue
            if not self.table.command(text):
                self.table.say(f"type a number: {allowed}")

    def answer(self, text: str, quiet: bool = False) -> None:
        try:
            action = self.state.game.parse_action(self.state, text)
        except IllegalAction as exc:  # the rules refused: say so and ask on
            self.table.say(str(exc), "red")
            return
        words = text.split(" ")
        if words[0] in ("tent", "bag") and len(words) == 3:
            where = "tent" if words[0] == "tent" else "backpack"
            if int(words[2]):
                self.packed[where][words[1]] = int(words[2])
        self.state.apply(action)
        self.table.resolve_chance()
        self.table.shown = len(self.state.history)
        if not quiet:
            self.table.say("  " + self.packing_list(), "dim")

    def packing_list(self) -> str:
        def show(items: dict[str, int]) -> str:
            return ", ".join(f"{k} {v}" for k, v in items.items()) or "nothing yet"

        text = f"Backpack: {show(self.packed['backpack'])}."
        if self.take_tent is False:
            text += " Tent: left at home."
        elif self.take_tent or self.packed["tent"]:
            text += f" Tent: {show(self.packed['tent'])}."
        return text

    def finish(self) -> None:
        """The kit as the rules packed it (the tent's free slots filled with oxygen)."""
        obs = self.state.observation(self.seat)
        me = obs["explorers"][self.seat]
        if me.get("kit_hidden"):
            return
        bag = ", ".join(f"{k} {v}" for k, v in me["backpack"].items()) or "empty"
        line = f"Packed. Backpack: {bag}."
        if me["tent_contents"] or me["tent"] != "home":
            tent = ", ".join(f"{k} {v}" for k, v in me["tent_contents"].items()) or "empty"
            state = TENT_STATES.get(me["tent"], me["tent"])
            line += f" Tent ({state}): {tent}."
        self.table.say(line, "bold")
        before = self.packed["tent"].get("oxygen", 0)
        extra = me["tent_contents"].get("oxygen", 0) - before
        if self.take_tent and extra > 0:
            self.table.say(
                f"The tent's {extra} free slots were filled with oxygen, as the rules do."
            )
