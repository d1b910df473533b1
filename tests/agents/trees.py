"""Reading an ISMCTS tree in tests."""

from __future__ import annotations

from collections.abc import Iterator

from expeditions.agents.ismcts import Node


def nodes(root: Node) -> Iterator[Node]:
    """`root` and every node grown below it (after chance outcomes too)."""
    yield root
    for child in root.children.values():
        yield from nodes(child)
    for child in (root.outcomes or {}).values():
        yield from nodes(child)


def deciders_below(root: Node) -> set[int]:
    """The seats whose decisions the search grew anywhere below `root`."""
    return {node.player for node in nodes(root) if node is not root}
