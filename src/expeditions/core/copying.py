"""A state's copy written from its declared fields, so no slot is ever forgotten.

A game's State declares `COPY = {"slot": kind, ...}` covering every slot it
adds; `State.__init_subclass__` turns it into one straight-line function (as
fast as the hand-written copy it replaces). Kinds:

- `"value"`: shared as is (numbers, strings, tuples, frozensets, or data the
  game never changes in place);
- `"list"`: a shallow copy, `x[:]`;
- `"copy"`: `x.copy()` (dicts, sets, or any object with a `copy` method);
- `"rows"`: a list of lists, each row copied;
- `"shared"`: a list shared by the copies, which the rules never change in
  place: they give the table its own (`own`) and change that;
- `"shared rows"`: a list of lists (a row per seat), the outer list copied
  and the rows shared: the rules give the table its own row (`own_row`)
  before they change it;
- `"reset"`: a cache, set to None in the copy.

A search copies a table several times an iteration and changes little of
it, so what changes seldom (a board, the seats' holdings) is cheaper shared.
`State.edit()` gives the table its own copy of every shared field before
hands change it in place (`owning`).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from typing import Any

KINDS = {
    "value": "o.{0} = s.{0}",
    "list": "o.{0} = s.{0}[:]",
    "copy": "o.{0} = s.{0}.copy()",
    "rows": "o.{0} = [*map(_row, s.{0})]",
    "shared": "o.{0} = s.{0}",
    "shared rows": "o.{0} = s.{0}[:]",
    "reset": "o.{0} = None",
}

OWN = {
    "shared": "s.{0} = s.{0}[:]",
    "shared rows": "s.{0} = [*map(_row, s.{0})]",
}
"""How `owning` makes each shared kind the table's own."""

_row = operator.itemgetter(slice(None))
"""`row[:]`, mapped over a list of rows (faster than a comprehension)."""


def own(table: Any, name: str) -> list:
    """The "shared" field `name` of `table`, made the table's own to change in place."""
    mine = getattr(table, name)[:]
    setattr(table, name, mine)
    return mine


def own_row(rows: list[list[Any]], i: int) -> list[Any]:
    """Row `i` of a "shared rows" field, made the table's own to change in place."""
    mine = rows[i] = rows[i][:]
    return mine


def copier(
    owner: str, spec: Mapping[str, str], slots: tuple[str, ...]
) -> Callable[[Any, Any], None]:
    """The function that copies `spec`'s fields from one state into another.

    ValueError names a slot `spec` leaves out, a name that is not a slot, or an
    unknown kind: a state whose copy forgot a field would share it silently.
    """
    missing = [name for name in slots if name not in spec]
    if missing:
        said = ", ".join(missing)
        raise ValueError(f"{owner}.COPY leaves out {said}: say how each slot is copied")
    extra = [name for name in spec if name not in slots]
    if extra:
        raise ValueError(f"{owner}.COPY names {', '.join(extra)}, which are not slots of {owner}")
    lines = []
    for name, kind in spec.items():
        if kind not in KINDS:
            raise ValueError(f"{owner}.COPY[{name!r}] is {kind!r}; kinds: {', '.join(KINDS)}")
        lines.append("    " + KINDS[kind].format(name))
    return _compiled(owner, "copy_fields", "s, o", lines)


def owning(owner: str, spec: Mapping[str, str]) -> Callable[[Any], None]:
    """The function that gives a state its own copy of every shared field of
    `spec` (`copier` checks the spec)."""
    lines = ["    " + OWN[kind].format(name) for name, kind in spec.items() if kind in OWN]
    return _compiled(owner, "own_fields", "s", lines)


def _compiled(owner: str, name: str, arguments: str, lines: list[str]) -> Callable:
    source = f"def {name}({arguments}):\n" + ("\n".join(lines) or "    pass") + "\n"
    scope: dict[str, Any] = {"_row": _row}
    exec(compile(source, f"<{owner}.COPY>", "exec"), scope)
    function = scope[name]
    function.__qualname__ = f"{owner}._{name}"
    return function
