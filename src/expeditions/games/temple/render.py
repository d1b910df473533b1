"""The temple drawn from an observation only: a terminal text view and an SVG board."""

from __future__ import annotations

from html import escape
from typing import Any

from expeditions.core.hexgrid import corners, to_pixel

from .components import AXIAL, SEAPLANE_SEGMENTS, SITES, SPACE_NAMES, TRACK_LENGTH, TREASURES

COLOUR_FILL = {
    "pink": "#f4a6c6",
    "blue": "#7fb2e5",
    "yellow": "#f2dc6b",
    "green": "#8fcf8a",
    "brown": "#b58a62",
    "multi": "#c9a0dc",
}
SEAT_COLOURS = ("#d62728", "#ff7f0e", "#222222", "#d8c8a0")
SEAT_NAMES = ("red", "orange", "black", "beige")
KIND_MARK = {"empty": "..", "light": "L", "altar": "A", "chamber": "T"}


def _to_move(obs: dict[str, Any]) -> str:
    who = obs["to_move"]
    if who is None:
        return "game over"
    if who == "chance":
        return "chance"
    return f"player {who} ({SEAT_NAMES[who]})"


def text(observation: dict[str, Any] | None) -> str:
    """A plain-text table: river, temple, supplies and every player's holdings."""
    if observation is None:
        return "(no game)"
    obs = observation
    lines = [
        f"The lost temple - round {obs['round']} - {obs['phase']} - to move: {_to_move(obs)}",
        "River: "
        + "  ".join(
            f"{SITES[i].upper()}[{', '.join(tiles) or '-'}]" for i, tiles in enumerate(obs["sites"])
        ),
        "Price wheel: "
        + ", ".join(f"{t} {p}" for t, p in zip(TREASURES, obs["wheel"], strict=True)),
        "Temple:",
    ]
    by_row: dict[str, list[str]] = {}
    for space in obs["temple"]:
        mark = KIND_MARK[space["kind"]]
        if space["colour"]:
            mark += space["colour"][:2]
        if space["kind"] == "light":
            mark += str(sum(d is not None for d in space["doors"]))
        flags = "".join(str(p) for p in space["flags"])
        cell = f"{space['name']}:{mark}{'/' + flags if flags else ''}"
        by_row.setdefault(space["name"][0], []).append(f"{cell:<14}")
    for row, cells in by_row.items():
        indent = "       " if row in "bd" else ""
        lines.append("  " + ("" if indent else "       ") + "".join(cells).rstrip())
    secret = "  ".join(
        f"{r['name']}:{'/'.join(str(p) for p in r['flags']) or '-'}" for r in obs["secret_rooms"]
    )
    lines.append(f"Secret rooms: {secret}")
    supply = " ".join(f"{c} {n}" for c, n in obs["supply"].items())
    lines.append(
        f"Keys: {supply} | passages {obs['passages_left']} | altar next {obs['altar_top'] or '-'}"
        f" | rooms {obs['rooms_left']} | cards {obs['cards_left']}"
        f" | treasures {[t['size'] for t in obs['treasure_stacks']]}"
    )
    if obs["open_treasures"]:
        lines.append("Open treasures: " + ", ".join(obs["open_treasures"]))
    if obs["draw"] and any(obs["draw"]["drawn"]):
        drawn = ", ".join(x or "?" for x in obs["draw"]["drawn"])
        lines.append(f"Drawn ({obs['draw']['category']}): {drawn}")
    for p, pl in enumerate(obs["player"]):
        keys = " ".join(f"{c[:2]}{n}" for c, n in pl["backpack"].items() if n) or "-"
        camp = " ".join(f"{c[:2]}{n}" for c, n in pl["camp"].items() if n) or "-"
        if pl["camp_hidden"]:
            camp += f" +{pl['camp_hidden']} hidden"
        tr = " ".join(f"{t[:3]}{n}" for t, n in pl["treasures"].items() if n) or "-"
        if pl["treasures_hidden"]:
            tr += f" +{pl['treasures_hidden']} hidden"
        if pl["cards"] is not None:
            cards = ", ".join(f"{c} x{n}" if n > 1 else c for c, n in pl["cards"].items()) or "-"
        else:
            cards = f"{pl['cards_count']} cards"
            if pl["cards_known"]:
                cards += " (" + ", ".join(pl["cards_known"]) + " among them)"
        lines.append(
            f"P{p} {SEAT_NAMES[p]:<6} {pl['score']:>3} pts | pirogue {pl['pirogue'].upper()} "
            f"| explorer {pl['explorer']} | backpack {keys} | camp {camp} | treasures {tr} "
            f"| cards {cards} | passages {pl['passages']} "
            f"| tent {'used' if pl['tent_used'] else 'ready'}"
        )
    return "\n".join(lines)


# --- SVG ------------------------------------------------------------------------------

HEX = 34.0
ORIGIN = (78.0, 98.0)


def _centre(i: int) -> tuple[float, float]:
    x, y = to_pixel(AXIAL[i], HEX)
    return ORIGIN[0] + x, ORIGIN[1] + y


def _clickable(legal: set[str], *texts: str) -> tuple[str, str]:
    for t in texts:
        if t in legal:
            return f' class="legal" data-action="{escape(t)}"', t
    return "", ""


def _first_placements(legal: list[str]) -> dict[str, str]:
    """For each space, the first legal way to lay a drawn light room there."""
    out: dict[str, str] = {}
    for t in legal:
        if t.startswith("place ") and " turn " in t:
            out.setdefault(t.split(" at ")[1].split()[0], t)
    return out


def _space_svg(
    space: dict[str, Any],
    i: int,
    legal: set[str],
    used: set[str],
    here: bool,
    placement: str,
) -> list[str]:
    cx, cy = _centre(i)
    pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in corners(cx, cy, HEX - 1))
    fill = {"empty": "#e8e2d0", "chamber": "#e0b030"}.get(space["kind"], "#f7f3e8")
    if space["kind"] == "altar":
        fill = COLOUR_FILL.get(space["colour"] or "", "#999")
    name = space["name"]
    attrs, used_text = _clickable(
        legal,
        f"go {name}",
        f"passage {name}",
        f"card passage {name}",
        f"place altar at {name}",
        placement,
    )
    used.add(used_text)
    out = [f'<polygon points="{pts}" fill="{fill}" stroke="#6b5a3a"{attrs}/>']
    if space["kind"] == "light":
        for edge, colour in enumerate(space["doors"]):
            if colour is None:
                continue
            c = corners(cx, cy, HEX - 3)
            (x1, y1), (x2, y2) = c[(edge + 5) % 6], c[edge]
            out.append(
                f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                f'stroke="{COLOUR_FILL[colour]}" stroke-width="6"/>'
            )
    out.append(
        f'<text x="{cx:.1f}" y="{cy - 12:.1f}" font-size="9" text-anchor="middle">{name}</text>'
    )
    for k, p in enumerate(space["flags"]):
        out.append(
            f'<circle cx="{cx - 12 + 8 * k:.1f}" cy="{cy + 14:.1f}" r="3.5" '
            f'fill="{SEAT_COLOURS[p]}"/>'
        )
    for j, (points, cards, treasures, owner) in enumerate(space.get("bonus", [])):
        label = f"{points}" + ("+c" if cards else "") + ("t" if treasures else "")
        dig = "dig" if space["kind"] == "light" else f"dig {j + 1}"
        fill = "#fff" if owner < 0 else SEAT_COLOURS[owner]
        attrs, used_text = _clickable(legal, dig) if here else ("", "")
        used.add(used_text)
        out.append(
            f'<text x="{cx - 14 + 10 * j:.1f}" y="{cy + 3:.1f}" font-size="8" fill="#333"'
            f' stroke="{fill}" stroke-width="0.3"{attrs}>{label}</text>'
        )
    return out


def svg(observation: dict[str, Any] | None, legal: list[str] | None = None) -> str:
    """A standalone SVG of the board; legal actions with a place become click targets."""
    width, height = 760, 560
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
        '<rect width="100%" height="100%" fill="#cfe3c0"/>',
    ]
    if observation is None:
        out.append('<text x="20" y="30">no game</text></svg>')
        return "\n".join(out)
    obs = observation
    legal_set = set(legal or [])
    used: set[str] = set()
    # the river: sites around the temple, seaplanes on their segments
    site_xy = [(90, 60), (420, 40), (470, 200), (420, 340), (90, 340), (40, 200)]
    for seg in range(6):
        (x1, y1), (x2, y2) = site_xy[seg], site_xy[(seg + 1) % 6]
        style = (
            'stroke="#3a7bd5" stroke-width="10"'
            if seg != 5
            else 'stroke="#2e6b2e" stroke-dasharray="6 4" stroke-width="6"'
        )
        out.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" {style} opacity="0.6"/>')
        if seg in SEAPLANE_SEGMENTS:
            out.append(
                f'<text x="{(x1 + x2) / 2:.0f}" y="{(y1 + y2) / 2:.0f}" font-size="16" '
                f'text-anchor="middle">&#9992;</text>'
            )
    for i, (x, y) in enumerate(site_xy):
        fill = "#f39c12" if i == 0 else "#d9c7a3"
        out.append(
            f'<rect x="{x - 22}" y="{y - 14}" width="44" height="28" fill="{fill}" stroke="#555"/>'
        )
        out.append(
            f'<text x="{x}" y="{y + 4}" text-anchor="middle" font-size="12">'
            f"{SITES[i].upper()}</text>"
        )
        for k, tile in enumerate(obs["sites"][i]):
            attrs, t = _clickable(legal_set, f"take {tile} at {SITES[i]}")
            used.add(t)
            out.append(
                f'<text x="{x + 26}" y="{y - 10 + 10 * k}" font-size="8"{attrs}>'
                f"{escape(tile)}</text>"
            )
        for p, pl in enumerate(obs["player"]):
            if pl["pirogue"] == SITES[i]:
                out.append(
                    f'<ellipse cx="{x - 16 + 8 * p}" cy="{y + 18}" rx="4" ry="2.5" '
                    f'fill="{SEAT_COLOURS[p]}"/>'
                )
    # the temple
    mover = obs["to_move"]
    here = obs["player"][mover]["explorer"] if isinstance(mover, int) else None
    placements = _first_placements(legal or [])
    for i, space in enumerate(obs["temple"]):
        name = space["name"]
        out += _space_svg(space, i, legal_set, used, name == here, placements.get(name, ""))
    # explorers
    for p, pl in enumerate(obs["player"]):
        place = pl["explorer"]
        if place in SPACE_NAMES:
            cx, cy = _centre(SPACE_NAMES.index(place))
            out.append(
                f'<circle cx="{cx + 10 - 6 * p:.1f}" cy="{cy - 2:.1f}" r="5" '
                f'fill="{SEAT_COLOURS[p]}" stroke="#fff"/>'
            )
    # outside and the secret rooms
    attrs, t = _clickable(legal_set, "go outside", "passage outside", "card passage outside")
    used.add(t)
    out.append(f'<rect x="520" y="20" width="110" height="24" fill="#eee" stroke="#555"{attrs}/>')
    out.append('<text x="575" y="36" text-anchor="middle" font-size="11">outside</text>')
    for k, room in enumerate(obs["secret_rooms"]):
        x, y = 520 + 40 * (k % 3), 60 + 40 * (k // 3)
        attrs, t = _clickable(legal_set, f"passage {room['name']}", f"card passage {room['name']}")
        used.add(t)
        bonus = room["bonus"][0]
        fill = "#7a6a55" if bonus[3] < 0 else SEAT_COLOURS[bonus[3]]
        out.append(
            f'<rect x="{x}" y="{y}" width="34" height="32" fill="{fill}" stroke="#333"{attrs}/>'
        )
        out.append(
            f'<text x="{x + 17}" y="{y + 20}" font-size="9" fill="#fff" text-anchor="middle">'
            f"{room['name']} {bonus[0]}</text>"
        )
    for p, pl in enumerate(obs["player"]):
        if pl["explorer"] == "outside":
            out.append(f'<circle cx="{530 + 10 * p}" cy="32" r="4" fill="{SEAT_COLOURS[p]}"/>')
    # the price wheel
    out.append('<circle cx="640" cy="180" r="42" fill="#f5e6c8" stroke="#555"/>')
    for k, (name, value) in enumerate(zip(TREASURES, obs["wheel"], strict=True)):
        out.append(f'<text x="600" y="{150 + 14 * k}" font-size="10">{name}: {value}</text>')
    # the score track: 100 spaces around the wall, laps counted
    out.append('<rect x="20" y="390" width="720" height="14" fill="#d9c7a3" stroke="#555"/>')
    for p, pl in enumerate(obs["player"]):
        pos = pl["score"] % TRACK_LENGTH
        lap = pl["score"] // TRACK_LENGTH
        out.append(
            f'<rect x="{20 + 7.2 * pos:.1f}" y="{390 + 3 * p}" width="6" height="4" '
            f'fill="{SEAT_COLOURS[p]}"/>'
        )
        out.append(
            f'<text x="20" y="{420 + 14 * p}" font-size="11" fill="{SEAT_COLOURS[p]}">'
            f"{SEAT_NAMES[p]}: {pl['score']} points{f' (lap {lap + 1})' if lap else ''}</text>"
        )
    # other legal actions as a list of buttons
    rest = [t for t in (legal or []) if t not in used]
    for k, t in enumerate(rest[:40]):
        x, y = 200 + 180 * (k // 10), 420 + 13 * (k % 10)
        out.append(
            f'<text x="{x}" y="{y}" font-size="10" class="legal" data-action="{escape(t)}">'
            f"{escape(t)}</text>"
        )
    out.append("</svg>")
    return "\n".join(out)
