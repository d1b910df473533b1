"""A state's copy written from its declared fields, so no slot is ever forgotten.

A game's State declares `COPY = {"slot": kind, ...}` covering every slot it
adds; `State.__init_subclass__` turns it into one straight-line function (as
fast as the hand-written copy it replaces). Kinds:

- `"value"`: shared as is (numbers, strings, tuples, frozensets, or data the
  game never changes in place);
- `"list"`: a shallow copy, `x[:]`;
- `"copy"`: `x.copy()` (dicts, sets, or any object with a `copy` method);
- `"rows"`: a list of lists, each row copied;
- `"reset"`: a cache, set to None in the copy.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

KINDS = {
    "value": "o.{0} = s.{0}",
    "list": "o.{0} = s.{0}[:]",
    "copy": "o.{0} = s.{0}.copy()",
    "rows": "o.{0} = [r[:] for r in s.{0}]",
    "reset": "o.{0} = None",
}


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
    source = "def copy_fields(s, o):\n" + ("\n".join(lines) or "    pass") + "\n"
    scope: dict[str, Any] = {}
    exec(compile(source, f"<{owner}.COPY>", "exec"), scope)
    function = scope["copy_fields"]
    function.__qualname__ = f"{owner}._copy_fields"
    return function
