"""A game's actions declared once: verbs made of typed parts.

Each game lists its verbs. A verb is the sequence of parts its text is made
of, in the order they are written: fixed words (`Word`) and typed parts that
show a field of the game's `Action` value (`Choice`, `Grid`). Every part has
a kind (space, tile, rotation, colour, item, count, seat...) and a text.

From that one declaration come the canonical text, parsing, the fixed
integer ids, `IllegalAction` for anything that is not an action of the game,
a JSON-safe description, and `next_parts`, which lets a page or a terminal
offer an action part by part. The game keeps its own small `Action` value
(a `NamedTuple` whose first field is the verb code), so rules and bots build
and compare actions as cheaply as before.
"""

from __future__ import annotations

import copy
import operator
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction

if TYPE_CHECKING:
    from .state import State

Contribution = tuple[tuple[int, int], ...]
"""What a part read from text adds to the action: (field index, value) pairs."""

PartText = tuple[str, str]
"""(kind, text) of one part of one action."""


class Part:
    """One piece of an action's text and the kind of thing it names."""

    kind: str
    fields: tuple[str, ...] = ()
    """The fields of the `Action` value this part shows."""

    def bind(self, index: dict[str, int], packed: frozenset[str]) -> None:
        """Resolve field names to tuple positions (called once by the verb)."""

    def fragments(self, action: tuple) -> tuple[str, ...]:
        """The texts this part writes for `action` (none when it is left out)."""
        raise NotImplementedError

    def valid(self, action: tuple) -> bool:
        """Whether `action` holds a value this part can write."""
        return True

    def read(self, words: Sequence[str], i: int) -> Iterator[tuple[Contribution, int]]:
        """Every way this part can be read at `words[i:]`: (contribution, next i)."""
        raise NotImplementedError


class Word(Part):
    """Fixed text: the verb itself (kind "verb"), a linking word ("at", "to"), or a
    fixed value written as a word (Relic's "ivy", of kind "animal")."""

    def __init__(self, text: str, kind: str = "word") -> None:
        self.text = text
        self.kind = kind
        self._words = tuple(text.lower().split())
        self._fragments = (text,)

    def fragments(self, action: tuple) -> tuple[str, ...]:
        return self._fragments

    def read(self, words: Sequence[str], i: int) -> Iterator[tuple[Contribution, int]]:
        j = i + len(self._words)
        if tuple(words[i:j]) == self._words:
            yield (), j

    def __repr__(self) -> str:
        return f"Word({self.text!r}, {self.kind!r})"


class Choice(Part):
    """A field whose values are the positions of `texts`.

    An entry may be None (no such value), a text, or a tuple of texts (the
    value is written as several parts of this kind, as a South Pole dice
    choice "1 white 4 black 1 blue"). The value `omit`, if given, writes
    nothing ("dig" rather than "dig 0"). Where two parts share one field (a
    feature and a rotation packed in one number), `unit` is what one step of
    this part is worth: the value shown is `field // unit % len(texts)`.
    """

    def __init__(
        self,
        kind: str,
        field: str,
        texts: Sequence[str | tuple[str, ...] | None],
        *,
        omit: int | None = None,
        unit: int = 1,
    ) -> None:
        self.kind = kind
        self.fields = (field,)
        self.omit = omit
        self.unit = unit
        self.texts: tuple[tuple[str, ...] | None, ...] = tuple(
            None if not t else (t,) if isinstance(t, str) else tuple(t) for t in texts
        )
        self.size = len(self.texts)
        self._field = 0
        self._packed = False
        by_words: dict[int, dict[tuple[str, ...], int]] = {}
        for value, frags in enumerate(self.texts):
            if frags is None or value == omit:
                continue
            words = tuple(" ".join(frags).lower().split())
            by_words.setdefault(len(words), {})[words] = value
        self._by_words = sorted(by_words.items(), reverse=True)

    def bind(self, index: dict[str, int], packed: frozenset[str]) -> None:
        self._field = index[self.fields[0]]
        self._packed = self.fields[0] in packed

    def value(self, action: tuple) -> int:
        v = action[self._field]
        return v // self.unit % self.size if self._packed else v

    def fragments(self, action: tuple) -> tuple[str, ...]:
        v = self.value(action)
        if v == self.omit:
            return ()
        return self.texts[v] or ()

    def valid(self, action: tuple) -> bool:
        v = self.value(action)
        return type(v) is int and (v == self.omit or (0 <= v < self.size and bool(self.texts[v])))

    def read(self, words: Sequence[str], i: int) -> Iterator[tuple[Contribution, int]]:
        for length, table in self._by_words:
            value = table.get(tuple(words[i : i + length]))
            if value is not None:
                yield ((self._field, value * self.unit),), i + length
        if self.omit is not None:
            yield ((self._field, self.omit * self.unit),), i

    def __repr__(self) -> str:
        return f"Choice({self.kind!r}, {self.fields[0]!r}, {self.size} values)"


class Named(Part):
    """Several fields named together by one text: Relic's animal "boar 1" is a
    species and a number. `table` maps each tuple of field values to its text."""

    def __init__(self, kind: str, fields: tuple[str, ...], table: dict[tuple[int, ...], str]):
        self.kind = kind
        self.fields = fields
        self.table = dict(table)
        self._at: tuple[int, ...] = ()
        self._by_words: dict[tuple[str, ...], tuple[int, ...]] = {
            tuple(text.lower().split()): values for values, text in self.table.items()
        }
        self._lengths = sorted({len(w) for w in self._by_words}, reverse=True)

    def bind(self, index: dict[str, int], packed: frozenset[str]) -> None:
        self._at = tuple(index[f] for f in self.fields)

    def fragments(self, action: tuple) -> tuple[str, ...]:
        return (self.table[tuple(action[i] for i in self._at)],)

    def valid(self, action: tuple) -> bool:
        return tuple(action[i] for i in self._at) in self.table

    def read(self, words: Sequence[str], i: int) -> Iterator[tuple[Contribution, int]]:
        for length in self._lengths:
            values = self._by_words.get(tuple(words[i : i + length]))
            if values is not None:
                yield tuple(zip(self._at, values, strict=True)), i + length


class Grid(Part):
    """A square of an open-ended grid, written "x y" (Cave's coordinates)."""

    def __init__(self, kind: str, x: str, y: str) -> None:
        self.kind = kind
        self.fields = (x, y)
        self._x = self._y = 0

    def bind(self, index: dict[str, int], packed: frozenset[str]) -> None:
        self._x, self._y = index[self.fields[0]], index[self.fields[1]]

    def fragments(self, action: tuple) -> tuple[str, ...]:
        return (f"{action[self._x]} {action[self._y]}",)

    def valid(self, action: tuple) -> bool:
        return type(action[self._x]) is int and type(action[self._y]) is int

    def read(self, words: Sequence[str], i: int) -> Iterator[tuple[Contribution, int]]:
        pair = words[i : i + 2]
        if len(pair) == 2 and all(_is_int(w) for w in pair):
            yield ((self._x, int(pair[0])), (self._y, int(pair[1]))), i + 2


def _shown(value: Any) -> str:
    """A value in an error message, even one whose own repr fails."""
    try:
        return repr(value)
    except Exception:
        return f"{type(value).__name__}{tuple(value)!r}"


def _is_int(word: str) -> bool:
    return word.lstrip("-").isdigit() and word.count("-") <= 1


class Verb:
    """One kind of action: its code (the `Action`'s first field), its name and parts.

    Unless a part is a `Word` of kind "verb", the verb's text starts with
    its name. `ids` lays out the integer ids: (field, size) or (field, first,
    size) per field, mixed radix, the last one varying fastest; by default
    the typed parts' fields. Where the ids leave out a field the text shows
    (Cave's coordinates, Relic's species), an id names an action only
    together with a position: `action_from_id` finds the legal one.
    """

    def __init__(
        self,
        code: Any,
        name: str,
        *parts: Part,
        ids: Sequence[tuple[str, int] | tuple[str, int, int]] | None = None,
        chance: bool = False,
    ) -> None:
        if not any(isinstance(p, Word) and p.kind == "verb" for p in parts):
            parts = (Word(name, "verb"), *parts)
        self.code = code
        self.name = name
        self.parts = parts
        self.chance = chance
        if ids is None:
            ids = [(p.fields[0], p.size) for p in parts if isinstance(p, Choice)]
        self.id_layout = tuple((f, 0, s[0]) if len(s) == 1 else (f, *s) for f, *s in ids)
        self.size = 1
        for _, _, size in self.id_layout:
            self.size *= size
        self.base = 0
        self._id_fields: tuple[tuple[int, int, int], ...] = ()
        self._zero: tuple[int, ...] = ()
        self._mults: tuple[int, ...] = ()
        self.complete = True

    def bind(self, index: dict[str, int]) -> None:
        self.parts = tuple(copy.copy(p) for p in self.parts)  # parts may be shared
        seen: dict[str, int] = {}
        for part in self.parts:
            for f in part.fields:
                seen[f] = seen.get(f, 0) + 1
        named = [f for f, _, _ in self.id_layout]
        for f in (*seen, *named):
            if f not in index:
                raise ValueError(f"verb {self.name!r}: the action has no field {f!r}")
        if len(set(named)) != len(named):
            raise ValueError(f"verb {self.name!r}: a field appears twice in its ids; give ids=")
        packed = frozenset(f for f, n in seen.items() if n > 1)
        for part in self.parts:
            part.bind(index, packed)
        ids = {f for f, _, _ in self.id_layout}
        self.complete = set(seen) <= ids
        self._id_fields = tuple((index[f], first, size) for f, first, size in self.id_layout)
        mults = []
        mult = 1
        for _, _, size in reversed(self._id_fields):
            mults.append(mult)
            mult *= size
        self._mults = tuple(reversed(mults))
        used = {index[f] for f in seen} | {index[f] for f in ids} | {0}
        self._zero = tuple(i for i in index.values() if i not in used)

    def fragments(self, action: tuple) -> list[PartText]:
        out = []
        for part in self.parts:
            for text in part.fragments(action):
                out.append((part.kind, text))
        return out

    def valid(self, action: tuple) -> bool:
        if any(action[i] != 0 for i in self._zero):
            return False
        for i, first, size in self._id_fields:
            v = action[i]
            if type(v) is not int or not first <= v < first + size:
                return False
        return all(part.valid(action) for part in self.parts)

    def local_id(self, action: tuple) -> int:
        n = 0
        for (i, first, _), mult in zip(self._id_fields, self._mults, strict=True):
            n += (action[i] - first) * mult
        return n

    def read(self, words: Sequence[str]) -> Iterator[Contribution]:
        def walk(k: int, i: int, acc: Contribution) -> Iterator[Contribution]:
            if k == len(self.parts):
                if i == len(words):
                    yield acc
                return
            for contribution, j in self.parts[k].read(words, i):
                yield from walk(k + 1, j, acc + contribution)

        yield from walk(0, 0, ())

    def __repr__(self) -> str:
        return f"Verb({self.code!r}, {self.name!r})"


class ActionSet:
    """Every verb of one game, compiled once: text, parsing, ids, descriptions."""

    def __init__(self, title: str, action_type: type[tuple], verbs: Sequence[Verb]) -> None:
        self.title = title
        self.action_type = action_type
        self.verbs = tuple(verbs)
        fields = action_type._fields  # type: ignore[attr-defined]
        self._width = len(fields)
        index = {f: i for i, f in enumerate(fields)}
        self._by_code: dict[Any, Verb] = {}
        for verb in self.verbs:
            if verb.code in self._by_code:
                raise ValueError(f"{title}: two verbs with code {verb.code!r}")
            verb.bind(index)
            self._by_code[verb.code] = verb
        self._player = tuple(v for v in self.verbs if not v.chance)
        base = 0
        for verb in self._player:
            verb.base = base
            base += verb.size
        self.num_distinct_actions = base
        self._bases = [v.base for v in self._player]
        self._by_first: dict[str, list[Verb]] = {}
        self._open: list[Verb] = []
        for verb in self.verbs:
            first = verb.parts[0]
            if isinstance(first, Word):
                self._by_first.setdefault(first._words[0], []).append(verb)
            else:
                self._open.append(verb)
        self.texts: dict[tuple, str] = {}
        """Texts written so far, by action: `Action.__str__` looks here first."""
        self._parts: dict[tuple, tuple[PartText, ...]] = {}
        self._ids: dict[tuple, int] = {}
        self._from_id: dict[int, tuple] = {}

    # --- text ------------------------------------------------------------------

    def text(self, action: tuple) -> str:
        """The canonical text (the game's `Action.__str__`)."""
        text = self.texts.get(action)
        if text is None:
            frags = self._by_code[action[0]].fragments(action)
            text = self.texts[action] = " ".join(t for _, t in frags)
        return text

    def verb_of(self, action: Any) -> Verb:
        """The verb of an action of this game; IllegalAction for anything else."""
        verb = None
        if type(action) is self.action_type:
            try:
                verb = self._by_code.get(action[0])
            except TypeError:
                verb = None
        if verb is None or not verb.valid(action):
            raise IllegalAction(f"{_shown(action)} is not an action of {self.title}")
        return verb

    def parts(self, action: Any) -> tuple[PartText, ...]:
        """(kind, text) of each part, in the order of the text."""
        parts = self._parts.get(action) if type(action) is self.action_type else None
        if parts is None:
            parts = tuple(self.verb_of(action).fragments(action))
            self._parts[action] = parts
        return parts

    def describe(self, action: Any) -> dict[str, Any]:
        """JSON-safe: {"verb", "parts": [{"kind", "text"}...], "text"}."""
        parts = self.parts(action)
        return {
            "verb": self._by_code[action[0]].name,
            "parts": [{"kind": k, "text": t} for k, t in parts],
            "text": self.text(action),
        }

    def is_chance(self, action: Any) -> bool:
        return self.verb_of(action).chance

    # --- parsing ---------------------------------------------------------------

    def parse(self, text: str) -> Any | None:
        """The action `text` names, legal somewhere or not; None if it names none.

        Fields the text does not show (Cave's exit side) are 0 in the result.
        """
        words = str(text).lower().split()
        if not words:
            return None
        wanted = " ".join(words)
        for verb in (*self._by_first.get(words[0], ()), *self._open):
            for contribution in verb.read(words):
                values = [0] * self._width
                values[0] = verb.code
                for i, v in contribution:
                    values[i] += v
                action = self.action_type(*values)
                if verb.valid(action) and self.text(action).lower() == wanted:
                    return action
        return None

    # --- integer ids -----------------------------------------------------------

    def action_id(self, action: Any) -> int:
        """The fixed id of a player action; IllegalAction for anything else."""
        try:
            i = self._ids.get(action)
        except TypeError:  # unhashable: certainly not an action
            i = None
        if i is not None and type(action) is self.action_type:
            return i
        verb = self.verb_of(action)
        if verb.chance:
            raise IllegalAction(
                f"{action} is a chance outcome of {self.title}; only player actions have ids"
            )
        i = self._ids[action] = verb.base + verb.local_id(action)
        return i

    def id_method(self) -> Any:
        """`action_id` as a `Game` method, the ids met before answered inline
        (bots and adapters ask for them again and again)."""
        ids = self._ids
        action_type = self.action_type
        slow = self.action_id

        def action_id(game: Any, action: Any) -> int:
            if type(action) is action_type:
                try:
                    return ids[action]
                except KeyError:
                    pass
            return slow(action)

        return action_id

    def action_from_id(self, state: State, action_id: Any) -> Any:
        """The action id `action_id` names; where the id leaves part of it to the
        position (a verb whose `complete` is false), the legal one here."""
        if isinstance(action_id, bool):
            raise IllegalAction(f"an action id is an integer, not {action_id!r}")
        try:
            n = operator.index(action_id)
        except TypeError:
            raise IllegalAction(f"an action id is an integer, not {action_id!r}") from None
        if not 0 <= n < self.num_distinct_actions:
            raise IllegalAction(
                f"{self.title} has no action id {n}: ids run from 0 to "
                f"{self.num_distinct_actions - 1}"
            )
        action = self._from_id.get(n)
        if action is not None:
            return action
        verb = self._player[bisect_right(self._bases, n) - 1]
        if not verb.complete:
            if not state.is_chance_node() and not state.is_terminal():
                for action in state.legal_actions():
                    if self.action_id(action) == n:
                        return action
            raise IllegalAction(f"no legal {self.title} action has id {n} here")
        values = [0] * self._width
        values[0] = verb.code
        rest = n - verb.base
        for (i, first, size), mult in zip(verb._id_fields, verb._mults, strict=True):
            values[i] = rest // mult % size + first
        action = self.action_type(*values)
        if not verb.valid(action):
            raise IllegalAction(f"{self.title} action id {n} names no action")
        self._from_id[n] = action
        return action


# --- choosing an action part by part -------------------------------------------------


@dataclass(frozen=True)
class NextParts:
    """What may follow the parts chosen so far, among the legal actions.

    `choices`: the distinct next parts as (kind, text), in the order of the
    legal actions. `action`: the legal action the chosen parts name exactly,
    or None. Both can be set at once (South Pole's "reroll 1" is an action,
    and "reroll 1 3" another): a page then offers a confirm control.
    """

    choices: tuple[PartText, ...]
    action: Any | None
    text: str | None

    @property
    def complete(self) -> bool:
        return self.action is not None

    def to_json(self) -> dict[str, Any]:
        return {
            "choices": [{"kind": k, "text": t} for k, t in self.choices],
            "complete": self.complete,
            "text": self.text,
        }


def next_parts(game: Any, legal: Sequence[Any], chosen: Sequence[str] = ()) -> NextParts:
    """The choices for the part after `chosen` (part texts in the order of the
    action's text; the verb comes first wherever the notation writes it first).

    `game` is a Game (a `core.game.Game`, which sits above this module) or its
    ActionSet. IllegalAction when no legal action
    starts with the chosen parts.
    """
    actions = game if isinstance(game, ActionSet) else game._declared()
    want = tuple(" ".join(str(t).lower().split()) for t in chosen)
    n = len(want)
    choices: dict[str, str] = {}
    exact = []
    for action in legal:
        parts = actions.parts(action)
        if len(parts) < n:
            continue
        if any(parts[i][1].lower() != want[i] for i in range(n)):
            continue
        if len(parts) == n:
            exact.append(action)
        else:
            kind, text = parts[n]
            choices.setdefault(text, kind)
    if not exact and not choices:
        said = " ".join(want) or "(nothing)"
        raise IllegalAction(f"no legal action starts with {said!r}")
    action = exact[0] if len(exact) == 1 else None
    return NextParts(
        tuple((k, t) for t, k in choices.items()),
        action,
        None if action is None else actions.text(action),
    )
