"""Drawings of one observation: plain text for the terminal, SVG for the page.

Both read only the observation dict, never a state, so they show exactly what
that seat may know.
"""

from __future__ import annotations

from html import escape
from typing import Any

from expeditions.core.hexgrid import axial_to_offset, hex_points, to_pixel
from expeditions.core.words import BoardWords

_SHORT = {"white": "W", "black": "K", "blue": "B"}
_FILL = {"white": "#f4f7fb", "black": "#4a4a52", "blue": "#7fb2e5"}
_INK = {"white": "#222", "black": "#fff", "blue": "#102a43"}
SEAT_COLOURS = ("#d62828", "#2a9d8f", "#e9c46a", "#8e44ad", "#f77f00")
_SIZE = 34.0
LEGEND = "\n".join(
    [
        "Each space is two lines: its label (a2 ... h3, ship) and what lies there,",
        "  then who and what stands on it.",
        "Tiles: W white, K black, B blue; 'K4 B3' = the dice rolled there must show",
        "  black 4 or more and blue 3 or more. '?' = face down: the letter before it",
        "  is the colour printed on its back (a hint), the number a flag space's number.",
        "  /\\/\\ mountain (never entered).",
        "Marks: * your explorer, t12 tents of players 1 and 2, ^ a camp,",
        "  F2 a flag planted by player 2 (F alone: a flag space still free),",
        "  p13 peeked at by players 1 and 3.",
        "Dice: 1:W3 = die 1 is white and shows 3; 0 blank, - not rolled; >B counts as blue.",
    ]
)


def _need_text(face: dict[str, Any]) -> str:
    need = "".join(f"{_SHORT[c]}{n}" for c, n in face["need"].items())
    return need + ("^" if face["camp"] else "") + ("F" if face["flag"] else "")


def _cell_text(space: dict[str, Any]) -> str:
    """What lies on a space, in at most five characters."""
    kind = space["kind"]
    if kind == "mountain":
        return "/\\/\\"
    if kind == "ship":
        return ""  # the label already says "ship"
    face = space["face"]
    if face is None:
        return f"{_SHORT[space['back']] if space['back'] else ''}?{space['number'] or ''}"
    return "".join(f"{_SHORT[c]}{n}" for c, n in face["need"].items())


def _cell_marks(space: dict[str, Any], explorer: str) -> str:
    """Explorer, tents, camps, flags and peeks on a space: at most 8 characters."""
    marks = "*" if space["label"] == explorer else ""
    if space["tents"]:
        marks += "t" + "".join(str(p + 1) for p in space["tents"])
    face = space["face"]
    if space["camp_marker"] or (face is not None and face["camp"]):
        marks += "^"
    if space["flag"] is not None:
        marks += f"F{space['flag'] + 1}"
    elif face is not None and face["flag"]:
        marks += "F"
    if space["peeked_by"] and not space["face_up"]:
        marks += "p" + "".join(str(p + 1) for p in space["peeked_by"])
    return marks[:8]


def text(observation: dict[str, Any] | None) -> str:
    """The board as rows of hexes, then the dice, cubes and flags."""
    if observation is None:
        return "Roll to the South Pole: no game"
    obs = observation
    rows: dict[int, dict[int, dict[str, Any]]] = {}
    for space in obs["spaces"]:
        col, row = axial_to_offset((space["hex"][0], space["hex"][1]))
        rows.setdefault(row, {})[col] = space
    width = max(max(r) for r in rows.values()) + 1
    lines = [
        "Roll to the South Pole",
        "W white K black B blue (K4: black dice total 4 or more), ? face down (back, flag number)",
        "* explorer, t12 tents of players 1 and 2, ^ camp, F flag (F2: planted by player 2), "
        "p13 peeked at by players 1 and 3",
    ]
    for row in sorted(rows):
        top, bottom = [], []
        for col in range(width):
            space = rows[row].get(col)
            if space is None:
                top.append(" " * 9)
                bottom.append(" " * 9)
                continue
            top.append(f"{space['label']:<4}{_cell_text(space):<5}")
            bottom.append(f" {_cell_marks(space, obs['explorer']):<8}")
        indent = "    " if row % 2 else ""
        lines.append((indent + "".join(top)).rstrip())
        lines.append((indent + "".join(bottom)).rstrip())
    lines.append("")
    lines.append(_status(obs))
    return "\n".join(lines)


_DOING = {
    "setup": "the tiles are being dealt",
    "start": "choose six dice for the turn",
    "move": "move the explorer to a neighbouring space",
    "check": "the dice are rolled against the tile",
    "onward": "go on, or make camp",
    "over": "the game is over",
}


def _status(obs: dict[str, Any]) -> str:
    out = []
    for p in range(obs["players"]):
        you = " (you)" if obs["seat"] == p else ""
        out.append(
            f"player {p + 1}{you}: cubes {obs['cubes'][p]}, flags planted "
            f"{int(obs['scores'][p])}, flags left {obs['flags_left'][p]}"
        )
    dice = " ".join(
        f"{i + 1}:{_SHORT[d['colour']]}{_pips(d['pips'])}"
        + ("" if d["counts_as"] == d["colour"] else f">{_SHORT[d['counts_as']]}")
        for i, d in enumerate(obs["dice"])
    )
    out.append(
        f"player {obs['turn'] + 1} at {obs['explorer']}: {_DOING.get(obs['phase'], obs['phase'])}"
    )
    if dice:
        out.append(f"dice {dice}  (0 = blank, - = not rolled, >B = counts as blue)")
    out.extend(_tile_lines(obs))
    if obs["winner"] is not None:
        out.append(f"player {obs['winner'] + 1} reached the South Pole and wins")
    elif obs["over"]:
        out.append("the season is over")
    return "\n".join(out)


def _pips(pips: int | None) -> str:
    return "-" if pips is None else str(pips)


def _tile_lines(obs: dict[str, Any]) -> list[str]:
    """During a check, what the tile asks and what the dice count; after it, the camp rules."""
    space = next(s for s in obs["spaces"] if s["label"] == obs["explorer"])
    face = space["face"]
    if face is None or obs["phase"] not in ("check", "onward"):
        return []
    need = " ".join(f"{_SHORT[c]}{n}" for c, n in face["need"].items())
    lines = []
    if obs["phase"] == "check" and obs["check_met"] is not None:
        sums = obs["sums"]
        have = " ".join(f"{_SHORT[c]}{sums[c]}" for c in face["need"])
        if obs["check_met"]:
            verdict = "reached"
        elif obs["cubes"][obs["turn"]]:
            verdict = "not reached (spend cubes, or fail)"
        else:
            verdict = "not reached (fail: no cubes to spend)"
        lines.append(f"{space['label']} needs {need}; the dice count {have}: {verdict}")
    elif obs["phase"] == "onward":
        others = [p for p in space["tents"] if p != obs["turn"]]
        if others:
            lines.append(f"reached {space['label']}: another player's tent stands here, go on")
        elif (space["camp_marker"] or face["camp"]) and not space["tents"]:
            lines.append(
                f"reached {space['label']}, a free camp: camp, move the tent here, or go on"
            )
        else:
            lines.append(f"reached {space['label']}: camp here or go on")
    return lines


def _actions_by_place(legal: list[str] | None) -> dict[str, str]:
    """Legal texts keyed by the board element they belong to."""
    out: dict[str, str] = {}
    for t in legal or []:
        words = t.split()
        if words[0] in ("move", "peek") and len(words) == 2:
            out.setdefault(f"space:{words[1]}", t)
        elif words[0] == "rest":
            out.setdefault(f"die:{words[1]}", t)
    return out


def svg(observation: dict[str, Any] | None, legal: list[str] | None = None) -> str:
    """A standalone SVG of the map; legal moves and peeks are clickable spaces."""
    if observation is None:
        return (
            '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40">'
            '<text x="10" y="25">Roll to the South Pole</text></svg>'
        )
    obs = observation
    places = _actions_by_place(legal)
    centres, width, height = _layout(obs["spaces"])
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'width="{width:.0f}" height="{height:.0f}" font-family="sans-serif" font-size="10">',
        f'<rect width="{width:.0f}" height="{height:.0f}" fill="#dde8f0"/>',
    ]
    explorer = obs["explorer"]
    for space, (x, y) in zip(obs["spaces"], centres, strict=True):
        parts.append(_drawn_space(space, x, y, places, explorer))
    parts.append(_svg_dice(obs, 10, height - 65, places))
    for line in _tile_lines(obs):
        parts.append(f'<text x="10" y="{height - 12:.0f}" font-size="12">{escape(line)}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


_LAYOUTS: dict[tuple[str, ...], tuple[list[tuple[float, float]], float, float]] = {}


def _layout(spaces: list[dict[str, Any]]) -> tuple[list[tuple[float, float]], float, float]:
    """Where each space's centre lies on the drawing, and the drawing's size (per map)."""
    labels = tuple(s["label"] for s in spaces)
    found = _LAYOUTS.get(labels)
    if found is None:
        centres = [to_pixel(tuple(s["hex"]), _SIZE) for s in spaces]
        min_x = min(x for x, _ in centres) - _SIZE * 1.2
        min_y = min(y for _, y in centres) - _SIZE * 1.2
        width = max(x for x, _ in centres) - min_x + _SIZE * 1.2
        height = max(y for _, y in centres) - min_y + _SIZE * 1.2 + 80
        shifted = [(x - min_x, y - min_y) for x, y in centres]
        found = _LAYOUTS[labels] = (shifted, width, height)
    return found


_DRAWN: dict[tuple[Any, ...], str] = {}
"""Spaces already drawn, by everything their drawing depends on: most of the map
is the same from one move to the next, and the table draws it on every move."""


def _drawn_space(
    space: dict[str, Any], x: float, y: float, places: dict[str, str], explorer: str
) -> str:
    label, face = space["label"], space["face"]
    key = (
        label,
        x,
        y,
        space["kind"],
        None if face is None else face["tile"],
        space["face_up"],
        space["back"],
        space["number"],
        space["flag"],
        space["camp_marker"],
        tuple(space["tents"]),
        label == explorer,
        places.get(f"space:{label}"),
    )
    drawn = _DRAWN.get(key)
    if drawn is None:
        if len(_DRAWN) > 50_000:
            _DRAWN.clear()
        drawn = _DRAWN[key] = _svg_space(space, x, y, places, explorer)
    return drawn


def _svg_space(
    space: dict[str, Any], x: float, y: float, places: dict[str, str], explorer: str
) -> str:
    pts = hex_points(x, y, _SIZE - 1)
    face = space["face"]
    if space["kind"] == "mountain":
        fill, label = "#8d7b68", "mountain"
    elif space["kind"] == "ship":
        fill, label = "#b5651d", "ship"
    elif face is not None:
        fill, label = "#fffdf5" if space["face_up"] else "#fff3c4", _need_text(face)
    else:
        fill = _FILL.get(space["back"], "#ccc")
        label = f"flag {space['number']}" if space["number"] else ""
    action = places.get(f"space:{space['label']}")
    attrs = f' class="legal" data-action="{escape(action)}"' if action else ""
    stroke = "#e63946" if action else "#334"
    ink = _INK.get(space["back"], "#222") if face is None else "#222"
    out = [
        f'<g id="space-{space["label"]}" data-part="{space["label"]}" data-kind="space"{attrs}>',
        f'<polygon points="{pts}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>',
        f'<text x="{x:.1f}" y="{y - 12:.1f}" text-anchor="middle" fill="{ink}">'
        f"{space['label']}</text>",
        f'<text x="{x:.1f}" y="{y + 2:.1f}" text-anchor="middle" fill="{ink}">'
        f"{escape(label)}</text>",
    ]
    if space["flag"] is not None:
        colour = SEAT_COLOURS[space["flag"] % 5]
        out.append(f'<rect x="{x + 8:.1f}" y="{y + 6:.1f}" width="9" height="7" fill="{colour}"/>')
    if space["camp_marker"]:
        out.append(f'<text x="{x - 16:.1f}" y="{y + 14:.1f}" fill="{ink}">^</text>')
    for i, seat in enumerate(space["tents"]):
        colour = SEAT_COLOURS[seat % 5]
        tx = x - 14 + i * 7
        out.append(
            f'<polygon points="{tx:.1f},{y + 22:.1f} {tx + 3:.1f},{y + 15:.1f} '
            f'{tx + 6:.1f},{y + 22:.1f}" fill="{colour}" stroke="#000" stroke-width="0.5"/>'
        )
    if space["label"] == explorer:
        out.append(f'<circle cx="{x + 14:.1f}" cy="{y + 18:.1f}" r="4" fill="#000"/>')
    out.append("</g>")
    return "\n".join(out)


def _svg_dice(obs: dict[str, Any], x: float, y: float, places: dict[str, str]) -> str:
    out = []
    for i, die in enumerate(obs["dice"]):
        action = places.get(f"die:{i + 1}")
        attrs = f' class="legal" data-action="{escape(action)}"' if action else ""
        pips = "" if die["pips"] is None else str(die["pips"])
        dx = x + i * 36
        out.append(
            f'<g id="die-{i + 1}" data-part="{i + 1}" data-kind="die"{attrs}>'
            f'<rect x="{dx:.0f}" y="{y:.0f}" width="30" height="30" '
            f'rx="4" fill="{_FILL[die["colour"]]}" stroke="{_FILL[die["counts_as"]]}" '
            f'stroke-width="3"/><text x="{dx + 15:.0f}" y="{y + 20:.0f}" text-anchor="middle" '
            f'font-size="14" fill="{_INK[die["colour"]]}">{pips}</text></g>'
        )
    return "\n".join(out)


WORDS = {
    "el": BoardWords(
        {
            "mountain": "βουνό",
            "ship": "πλοίο",
            "reached": "τα καλύπτουν",
            "not reached (spend cubes, or fail)": "δεν τα καλύπτουν (ξοδέψτε κύβους ή αποτυχία)",
            "not reached (fail: no cubes to spend)": (
                "δεν τα καλύπτουν (αποτυχία: δεν μένουν κύβοι)"
            ),
        },
        [
            (r"flag (\d+)", "σημαία {0}"),
            (
                r"(\w+) needs (.+?); the dice count (.+?): (.+)",
                "{0}: ζητά {1}· τα ζάρια δίνουν {2}: {3}",
            ),
            (
                r"reached (\w+): another player's tent stands here, go on",
                "φτάσατε στο {0}: εδώ στέκει σκηνή άλλου παίκτη, συνεχίστε",
            ),
            (
                r"reached (\w+), a free camp: camp, move the tent here, or go on",
                "φτάσατε στο {0}, ελεύθερος καταυλισμός: στήστε καταυλισμό, "
                "φέρτε τη σκηνή εδώ ή συνεχίστε",
            ),
            (r"reached (\w+): camp here or go on", "φτάσατε στο {0}: καταυλισμός εδώ ή συνεχίστε"),
        ],
    )
}
