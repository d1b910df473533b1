"""The toy race drawn as SVG: one lane per runner, the actions as clickable marks."""

from __future__ import annotations

from html import escape
from typing import Any


def text(observation: dict[str, Any]) -> str:
    return " | ".join(f"runner {i}: {p}" for i, p in enumerate(observation["positions"]))


def svg(observation: dict[str, Any], legal: list[str] | None = None) -> str:
    rows = []
    for i, p in enumerate(observation["positions"]):
        y = 20 + 30 * i
        rows.append(f'<text x="4" y="{y + 5}">runner {i}</text>')
        rows.append(f'<circle class="runner" cx="{80 + 25 * p}" cy="{y}" r="9"/>')
    for k, action in enumerate(legal or []):
        if action == "step":
            rows.append(
                f'<rect class="legal" data-action="{escape(action)}" x="{300 + 40 * k}" '
                f'y="4" width="30" height="20"/>'
            )
    h = 30 + 30 * len(observation["positions"])
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 {h}">{"".join(rows)}</svg>'
