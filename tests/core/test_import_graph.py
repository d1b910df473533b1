"""The packages import one way: no module imports one that imports it.

Every import statement counts, those for type hints (`if TYPE_CHECKING:`) and
those inside functions included, so a circle cannot hide behind a lazy import.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"


def _modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    for path in SRC.rglob("*.py"):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        package = parts[-1] == "__init__"
        if package:
            parts.pop()
        found[".".join(parts)] = (path, package)
    return found


def import_graph() -> dict[str, set[str]]:
    """Module -> the project modules its import statements name."""
    modules = _modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, (path, package) in modules.items():
        here = name.split(".") if package else name.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                named = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    stem = here[: len(here) - node.level + 1]
                    base = ".".join([*stem, base] if base else stem)
                subs = [f"{base}.{alias.name}" for alias in node.names]
                # `from pkg import module` names the module; `from module import x` the module
                named = subs if all(s in modules for s in subs) else [base]
            else:
                continue
            graph[name].update(t for t in named if t in modules and t != name)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_finder_sees_a_circle_through_a_type_hint():
    graph = {"a.state": {"a.rules"}, "a.rules": {"a.state"}, "a.game": {"a.rules"}}
    assert circles(graph) == [["a.rules", "a.state"]]


def test_src_has_no_import_circles():
    assert circles(import_graph()) == []


@pytest.mark.parametrize("game", ["cave", "relic", "southpole", "temple"])
def test_a_game_state_imports_neither_its_rules_nor_its_observation(game):
    graph = import_graph()
    below = graph[f"expeditions.games.{game}.state"]
    for later in ("rules", "scoring", "observation", "render", "game", "heuristic"):
        assert f"expeditions.games.{game}.{later}" not in below


def test_core_imports_no_game():
    graph = import_graph()
    for name, targets in graph.items():
        if name.startswith("expeditions.core"):
            assert not [t for t in targets if t.startswith("expeditions.games")], name
