"""Choosing an action part by part: a verb, then a space, then a rotation...

Built on `core.next_parts`. Each step offers the distinct next parts among
the useful legal actions, with what they cost beside them. A part that is
the only choice is taken without asking; actions that change nothing the
player can see are left out; verbs a person must consider come first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from expeditions.core import State
from expeditions.core.actions import next_parts

from .hints import Hints

CHECK_LIMIT = 120
"""Above this many legal actions, costs and no-op checks are skipped (each
check tries the action on a copy of the position)."""
MAX_LINES = 12
WHOLE = 6
"""At most this many actions are offered whole rather than part by part."""


@dataclass(frozen=True)
class Option:
    text: str
    """The part's text, as typed."""
    kind: str
    cost: str = ""
    done: bool = False
    """Choosing this names one whole action."""


def _spend(before: Any, after: Any) -> int | None:
    if isinstance(before, int) and isinstance(after, int):
        return before - after
    return None


class Menu:
    """The useful legal actions of one decision and the parts chosen so far."""

    def __init__(
        self,
        state: State,
        seat: int,
        hints: Hints,
        note: Callable[[str, str, list[Any]], str] | None = None,
    ) -> None:
        self.note = note
        """Words beside an option of a kind (a rotation drawn with its doors)."""
        self.state = state
        self.seat = seat
        self.hints = hints
        legal = state.legal_actions()
        self.costs: dict[Any, int | None] = {}
        self.ends: set[Any] = set()
        self.actions: tuple[Any, ...] = legal
        if len(legal) <= CHECK_LIMIT:
            self.actions = self._useful(legal)
        self.chosen: list[str] = []
        self.taken: list[int] = []
        """How many parts each choice added (forced parts are taken with it)."""

    def _useful(self, legal: tuple[Any, ...]) -> tuple[Any, ...]:
        seen = self.state.observation(self.seat)
        key = self.hints.budget
        if not seen.get(key or ""):
            key = None  # nothing left to spend: costs would say nothing
        useful = []
        idle = self.hints.useless
        for action in legal:
            if idle is not None and idle(seen, str(action)):
                continue
            after = self.state.clone()
            after.apply(action)
            obs = after.observation(self.seat)
            if obs == seen and after.current_player() == self.seat:
                continue
            useful.append(action)
            if key is not None:
                spent = _spend(seen.get(key), obs.get(key))
                self.costs[action] = spent
            if after.current_player() != self.seat and not after.is_chance_node():
                self.ends.add(action)
        return tuple(useful) if useful else legal

    # --- the parts -----------------------------------------------------------

    def step(self) -> tuple[list[Option], Any | None]:
        """The options for the next part, and the action the parts so far name."""
        if self.state.game.actions is None:  # a game without declared parts: whole actions
            whole = [Option(str(a), "action", self.cost_text([a]), True) for a in self.actions]
            return whole, None
        if not self.chosen and 1 < len(self.actions) <= WHOLE:
            return self._whole(), None
        while True:
            nxt = next_parts(self.state.game, self.actions, self.chosen)
            if len(nxt.choices) == 1 and nxt.action is None:
                self.chosen.append(nxt.choices[0][1])  # forced: take it
                if self.taken:
                    self.taken[-1] += 1
                else:
                    self.taken.append(1)
                continue
            break
        options = [self._option(kind, text) for kind, text in nxt.choices]
        if not self.chosen:
            options = self._ordered(options)
        return options, nxt.action

    def _whole(self) -> list[Option]:
        """A few actions, each offered whole with its cost and what it does."""
        declared = self.state.game.actions
        assert declared is not None
        out = []
        for action in self.actions:
            verb = declared.verb_of(action).name
            cost = "ends your turn" if verb in self.hints.end_words else self.cost_text([action])
            said = [cost, (self.hints.explain or {}).get(verb, "")]
            if self.note is not None:
                for kind, text in reversed(declared.parts(action)):
                    note = self.note(kind, text, [action])
                    if note:
                        said.append(note)
                        break
            out.append(
                (verb, Option(str(action), "action", " - ".join(t for t in said if t), True))
            )
        return [o for _, o in sorted(out, key=lambda vo: self._rank(vo[0]))]

    def choose(self, text: str) -> None:
        self.chosen.append(text)
        self.taken.append(1)

    def back(self) -> bool:
        """Undo the last choice; False when nothing was chosen."""
        if not self.taken:
            return False
        n = self.taken.pop()
        del self.chosen[len(self.chosen) - n :]
        return True

    def starting_all(self) -> list[Any]:
        """The useful actions that begin with the parts chosen so far."""
        parts = self.state.game.actions.parts  # type: ignore[union-attr]
        want = [w.lower() for w in self.chosen]
        n = len(want)
        return [a for a in self.actions if [t.lower() for _, t in parts(a)][:n] == want]

    def action_for(self, text: str) -> Any | None:
        """The useful action whose whole text is `text`."""
        low = text.lower()
        return next((a for a in self.actions if str(a).lower() == low), None)

    def starting(self, text: str) -> list[Any]:
        want = [*self.chosen, text]
        parts = self.state.game.actions.parts if self.state.game.actions else None
        out = []
        for action in self.actions:
            if parts is None:
                continue
            texts = [t.lower() for _, t in parts(action)]
            if texts[: len(want)] == [w.lower() for w in want]:
                out.append(action)
        return out

    def _option(self, kind: str, text: str) -> Option:
        actions = self.starting(text)
        done = (
            len(actions) == 1
            and len(self.state.game.actions.parts(actions[0])) == len(self.chosen) + 1
        )
        cost = self.cost_text(actions)
        if not self.chosen and text in self.hints.end_words:
            cost = "ends your turn"
        said = [cost]
        if not self.chosen and self.hints.explain and text in self.hints.explain:
            said.append(self.hints.explain[text])
        if self.note is not None:
            said.append(self.note(kind, text, actions))
        return Option(text, kind, " - ".join(t for t in said if t), done)

    def cost_text(self, actions: Sequence[Any]) -> str:
        unit = self.hints.unit
        ends = bool(actions) and all(a in self.ends for a in actions)
        spent = {self.costs.get(a) for a in actions}
        known = sorted(s for s in spent if s is not None and s >= 0)
        cost = ""
        if unit and known:
            low, high = known[0], known[-1]
            unit_text = unit
            if unit == "action":
                unit_text = "action" if high == 1 else "actions"
            if high == 0:
                cost = "" if ends else "free"
            else:
                cost = f"{low} {unit_text}" if low == high else f"{low}-{high} {unit_text}"
        if ends:
            return f"{cost}, ends your turn" if cost else "ends your turn"
        return cost

    def _rank(self, verb: str) -> tuple[int, int]:
        first, last = self.hints.first, self.hints.last
        if verb in first:
            return (0, first.index(verb))
        if verb in last:
            return (2, last.index(verb))
        return (1, 0)

    def _ordered(self, options: list[Option]) -> list[Option]:
        return sorted(options, key=lambda o: self._rank(o.text))


def layout(options: Sequence[Option], width: int) -> list[str]:
    """Numbered options: one a line when they fit in `MAX_LINES`, else in columns."""
    if len(options) <= MAX_LINES:
        name_w = max((len(o.text) for o in options), default=0)
        out = []
        for i, o in enumerate(options, start=1):
            extra = f"  {o.cost}" if o.cost else ""
            out.append(f"  {i:>2}  {o.text:<{name_w}}{extra}".rstrip())
        return out
    cells = [
        f"{i:>2} {o.text}" + (f" ({o.cost})" if o.cost else "")
        for i, o in enumerate(options, start=1)
    ]
    cell_w = max(len(c) for c in cells) + 3
    per_row = max(1, (width - 2) // cell_w)
    rows = -(-len(cells) // per_row)
    out = []
    for r in range(rows):
        row = [cells[r + k * rows] for k in range(per_row) if r + k * rows < len(cells)]
        out.append("  " + "".join(f"{c:<{cell_w}}" for c in row).rstrip())
    return out
