"""Reading an ISMCTS tree in tests."""

from __future__ import annotations

from expeditions.agents.ismcts import Node


def deciders_below(node: Node) -> set[int]:
    """The seats whose decisions the search grew anywhere below `node`."""
    seen = set()
    for child in node.children.values():
        seen.add(child.player)
        seen |= deciders_below(child)
    return seen
