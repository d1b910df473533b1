"""The temple's spaces as the rules read them: empty ones, a light room's doors, the chamber."""

from __future__ import annotations

from typing import TYPE_CHECKING

from expeditions.core.copying import own

from .components import CHAMBER, NUM_SPACES, door_edges

if TYPE_CHECKING:
    from .state import TempleTable


def empty_spaces(s: TempleTable) -> list[int]:
    kind = s.kind
    return [i for i in range(NUM_SPACES) if not kind[i]]


def light_doors(s: TempleTable, space: int) -> tuple[int, ...]:
    tile = s.tile[space]
    return door_edges(tile // 6, tile % 6)


def after_discovery(s: TempleTable) -> None:
    """The treasure chamber fills the last empty space at once (rulebook p.7)."""
    empty = empty_spaces(s)
    if len(empty) == 1:
        own(s, "kind")[empty[0]] = CHAMBER
