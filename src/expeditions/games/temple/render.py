"""The temple drawn from an observation only: a terminal text view and an SVG board."""

from __future__ import annotations

from html import escape
from typing import Any

from expeditions.core.hexgrid import corners, hex_points, to_pixel
from expeditions.core.words import BoardWords

from .components import (
    ALTAR_BONUSES,
    AXIAL,
    CHAMBER_BONUSES,
    FOREST_SEGMENT,
    SEAPLANE_SEGMENTS,
    SITES,
    SPACE_NAMES,
    TRACK_LENGTH,
    TREASURES,
    door_edges,
)

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
LEGEND = "\n".join(
    [
        "River: sites A-H clockwise with the tiles lying there; @12 = pirogues of",
        "  players 1 and 2; ~seaplane~ and ~forest~ are the shortcuts between sites.",
        "Temple, one line per row of spaces: 'c4 pi:E,SW' = a light room of colour pink",
        "  (pi pink, bl blue, ye yellow, gr green, br brown, mu multi) whose doors face",
        "  E (east), SE, SW, W, NW, NE; 'c4 ALTAR ye' an altar; 'c4 CHAMBER' a chamber;",
        "  'c4 .' an empty space.",
        "Under a room: +N a bonus still free there, #12 free bonus spaces 1 and 2,",
        "  f12 flags of players 1 and 2, @3 the explorer of player 3.",
        "Players: P1 red, P2 orange, P3 black, P4 beige; keys as pi2 = two pink keys;",
        "  treasures as ido1 = one idol; 'hidden' = face down, unknown to you.",
    ]
)


def _to_move(obs: dict[str, Any]) -> str:
    who = obs["to_move"]
    if who is None:
        return "game over"
    if who == "chance":
        return "chance"
    return f"player {who + 1} ({SEAT_NAMES[who]})"


def text(observation: dict[str, Any] | None) -> str:
    """A plain-text table: river, temple, supplies and every player's holdings."""
    if observation is None:
        return "(no game)"
    obs = observation
    lines = [
        f"The lost temple - {_round_name(obs['round'])} - {obs['phase']}"
        f" - to move: {_to_move(obs)}",
        _river(obs),
        "Turn order: "
        + " > ".join(f"P{p + 1}" for p in obs["order"])
        + (" (clockwise)" if obs["round"] == 1 else " (counter-clockwise)"),
        "Price wheel: "
        + ", ".join(f"{t} {p}" for t, p in zip(TREASURES, obs["wheel"], strict=True)),
        "Temple (colour:sides its doors face; +N free bonus, #N free bonus spaces, fN flags,"
        " @N explorers):",
    ]
    explorers: dict[str, str] = {}
    for p, pl in enumerate(obs["player"]):
        explorers[pl["explorer"]] = explorers.get(pl["explorer"], "") + str(p + 1)
    lines += _temple_rows(obs["temple"], explorers)
    lines.append(BONUS_LEGEND)
    secret = "  ".join(
        f"{r['name']}({_bonus_name(r['bonus'][0])}){(' ' + _markers(r, explorers)).rstrip()}"
        for r in obs["secret_rooms"]
    )
    lines.append(f"Secret rooms: {secret}")
    if "outside" in explorers:
        lines.append("Outside the temple: @" + explorers["outside"])
    supply = " ".join(f"{c} {n}" for c, n in obs["supply"].items())
    lines.append(
        f"Keys: {supply} | passages {obs['passages_left']} | altar next {obs['altar_top'] or '-'}"
        f" | rooms {obs['rooms_left']}{_tops(obs['room_tops'])}"
        f" | cards {obs['cards_left']}{_tops(obs['card_tops'])}"
    )
    lines.append(
        "Treasure stacks: "
        + "  ".join(
            f"{i + 1}: {t['size']}{_tops(t['tops'])}" for i, t in enumerate(obs["treasure_stacks"])
        )
        + (" | played cards: " + ", ".join(obs["discard"]) if obs["discard"] else "")
    )
    if obs["open_treasures"]:
        lines.append("Open treasures: " + ", ".join(obs["open_treasures"]))
    if obs["draw"] and obs["draw"]["drawn"]:  # others see how many, face down
        drawn = ", ".join(_drawn_name(x, obs["draw"]["category"]) for x in obs["draw"]["drawn"])
        what = obs["draw"]["category"]
        if what == "treasures":
            what += f" of stack {obs['draw']['stack'] + 1}"
        lines.append(f"Drawn ({what}) by P{obs['draw']['drawer'] + 1}: {drawn}")
    if obs["pending"] and obs["to_move"] not in (None, "chance"):
        lines.append("Still to do this turn: " + ", ".join(obs["pending"]))
    for p, pl in enumerate(obs["player"]):
        lines.append(_player_line(p, pl))
    return "\n".join(lines)


SIDES = ("E", "SE", "SW", "W", "NW", "NE")
"""Hex sides in edge order 0-5, clockwise from east (as in the notation)."""
CELL = 15
"""Least width of one temple space in the text view; long rows stick out half a cell."""


def _bonus_name(bonus: tuple[int, ...] | list[int]) -> str:
    points, cards, treasures = bonus[:3]
    parts = [str(points)] if points else []
    if cards:
        parts.append("card")
    if treasures:
        parts.append("treasure")
    return "+".join(parts) + (" taken" if len(bonus) > 3 and bonus[3] >= 0 else "")


BONUS_LEGEND = (
    "Bonus spaces (dig N): altar "
    + ", ".join(f"{i + 1}: {_bonus_name(b)}" for i, b in enumerate(ALTAR_BONUSES))
    + "; chamber "
    + ", ".join(f"{i + 1}: {_bonus_name(b)}" for i, b in enumerate(CHAMBER_BONUSES))
)
"""The printed bonus spaces of altars and the chamber, so that `dig N` can be read."""


def _temple_rows(spaces: list[dict[str, Any]], explorers: dict[str, str]) -> list[str]:
    """Two lines per temple row: what lies on each space, then bonuses, flags, explorers."""
    rows: dict[str, list[dict[str, Any]]] = {}
    for space in spaces:
        rows.setdefault(space["name"][0], []).append(space)
    marks = {s["name"]: _markers(s, explorers) for s in spaces}
    cell = max(CELL, 4 + max(len(m) for m in marks.values()))  # crowded rooms widen the map
    out = []
    for row, cells in rows.items():
        indent = "  " if row in "bd" else "  " + " " * (cell // 2)
        out.append(indent + "".join(f"{_room_text(c):<{cell}}" for c in cells).rstrip())
        out.append(indent + "".join(f"   {marks[c['name']]:<{cell - 3}}" for c in cells).rstrip())
    return out


def _room_text(space: dict[str, Any]) -> str:
    name, kind = space["name"], space["kind"]
    if kind == "empty":
        return f"{name} ."
    if kind == "light":
        sides = ",".join(SIDES[e] for e, d in enumerate(space["doors"]) if d is not None)
        return f"{name} {space['colour'][:2]}:{sides}"
    if kind == "altar":
        return f"{name} ALTAR {space['colour'][:2]}"
    return f"{name} CHAMBER"


def placed_text(observation: dict[str, Any], spot: str) -> str:
    """The doors of the room on `spot`, as the text board writes them ("doors E SW")."""
    for space in observation["temple"]:
        if space["name"] == spot and space["kind"] == "light":
            sides = " ".join(SIDES[e] for e, d in enumerate(space["doors"]) if d is not None)
            return f"doors {sides}"
    return ""


def _markers(room: dict[str, Any], explorers: dict[str, str]) -> str:
    """Free bonuses, flags and explorers of a room, in a few characters."""
    parts = []
    bonus = room.get("bonus") or []
    if room.get("kind") == "light":
        if bonus[0][3] < 0:
            parts.append(f"+{bonus[0][0]}")
    elif bonus:
        free = "".join(str(i + 1) for i, b in enumerate(bonus) if b[3] < 0)
        if free and len(bonus) > 1:
            parts.append("#" + free)
    if room["flags"]:
        parts.append("f" + "".join(str(p + 1) for p in room["flags"]))
    if room["name"] in explorers:
        parts.append("@" + explorers[room["name"]])
    return " ".join(parts)


def _round_name(r: int) -> str:
    """After round 2 comes one last explorer-only turn each (p.10)."""
    return f"round {r}" if r <= 2 else "last explorer turns"


def _river(obs: dict[str, Any]) -> str:
    """Sites with their tiles and pirogues, and what lies on the water between them."""
    boats: dict[str, str] = {}
    for p, pl in enumerate(obs["player"]):
        boats[pl["pirogue"]] = boats.get(pl["pirogue"], "") + str(p + 1)
    parts = []
    for i, tiles in enumerate(obs["sites"]):
        here = f"@{boats[SITES[i]]}" if SITES[i] in boats else ""
        parts.append(f"{SITES[i].upper()}{here}[{', '.join(tiles) or '-'}]")
        if i in SEAPLANE_SEGMENTS:
            parts.append("~seaplane~")
        elif i == FOREST_SEGMENT:
            parts.append("~forest~ (to A)")
        else:
            parts.append("~")
    return "River (clockwise, @N pirogues): " + " ".join(parts)


def _tops(tops: list[str | None]) -> str:
    """The faces the viewer saw go back on top of a stack, top first."""
    if not any(tops):
        return ""
    return " (top: " + ", ".join(t or "?" for t in tops) + ")"


def _drawn_name(item: str | None, category: str) -> str:
    """A drawn light room also shows where its doors face at `turn 0`."""
    if item is None:
        return "?"
    if category != "rooms":
        return item
    layout = int(item.split()[-1]) - 1
    sides = " ".join(SIDES[e] for e in door_edges(layout, 0))
    return f"{item} (turn 0: doors {sides})"


def _with_hidden(known: list[str], hidden: int) -> str:
    """What the viewer knows of a holding, then how many more lie face down."""
    if not hidden:
        return " ".join(known) or "-"
    return " ".join([*known, f"+{hidden} hidden" if known else f"{hidden} hidden"])


def _player_line(p: int, pl: dict[str, Any]) -> str:
    keys = " ".join(f"{c[:2]}{n}" for c, n in pl["backpack"].items() if n) or "-"
    camp = _with_hidden([f"{c[:2]}{n}" for c, n in pl["camp"].items() if n], pl["camp_hidden"])
    tr = _with_hidden(
        [f"{t[:3]}{n}" for t, n in pl["treasures"].items() if n], pl["treasures_hidden"]
    )
    if pl["cards"] is not None:
        cards = ", ".join(f"{c} x{n}" if n > 1 else c for c, n in pl["cards"].items()) or "-"
    else:
        cards = str(pl["cards_count"])
        if pl["cards_known"]:
            cards += " (" + ", ".join(pl["cards_known"]) + " among them)"
    return (
        f"P{p + 1} {SEAT_NAMES[p]:<6} {pl['score']:>3} pts | pirogue {pl['pirogue'].upper()} "
        f"| explorer {pl['explorer']} | backpack {keys} | camp {camp} | treasures {tr} "
        f"| cards {cards} | passages {pl['passages']} | flags {pl['flags_left']} "
        f"| tent {'used' if pl['tent_used'] else 'ready'}"
    )


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
    pts = hex_points(cx, cy, HEX - 1)
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
    out = [
        f'<g data-part="{name}" data-kind="space">'
        f'<polygon points="{pts}" fill="{fill}" stroke="#6b5a3a"{attrs}/>'
    ]
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
        f'<text x="{cx:.1f}" y="{cy - 12:.1f}" font-size="10" text-anchor="middle">{name}</text>'
        "</g>"
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
            f'<g data-part="{SITES[i]}" data-kind="site"><rect x="{x - 22}" y="{y - 14}" '
            f'width="44" height="28" fill="{fill}" stroke="#555"/>'
            f'<text x="{x}" y="{y + 4}" text-anchor="middle" font-size="12">'
            f"{SITES[i].upper()}</text></g>"
        )
        for k, tile in enumerate(obs["sites"][i]):
            attrs, t = _clickable(legal_set, f"take {tile} at {SITES[i]}")
            used.add(t)
            out.append(
                f'<text x="{x + 26}" y="{y - 10 + 10 * k}" font-size="9" '
                f'data-part="{escape(tile)}" data-kind="tile"{attrs}>{escape(tile)}</text>'
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
    out.append(
        f'<g data-part="outside" data-kind="space"><rect x="520" y="20" width="110" height="24" '
        f'fill="#eee" stroke="#555"{attrs}/>'
        '<text x="575" y="36" text-anchor="middle" font-size="11">outside</text></g>'
    )
    for k, room in enumerate(obs["secret_rooms"]):
        x, y = 520 + 40 * (k % 3), 60 + 40 * (k // 3)
        attrs, t = _clickable(legal_set, f"passage {room['name']}", f"card passage {room['name']}")
        used.add(t)
        bonus = room["bonus"][0]
        fill = "#7a6a55" if bonus[3] < 0 else SEAT_COLOURS[bonus[3]]
        out.append(
            f'<g data-part="{room["name"]}" data-kind="space"><rect x="{x}" y="{y}" width="34" '
            f'height="32" fill="{fill}" stroke="#333"{attrs}/>'
            f'<text x="{x + 17}" y="{y + 20}" font-size="9" fill="#fff" text-anchor="middle">'
            f"{room['name']} {bonus[0]}</text></g>"
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
    out.append("</svg>")
    return "\n".join(out)


_SEAT_EL = {"red": "κόκκινος", "orange": "πορτοκαλί", "black": "μαύρος", "beige": "μπεζ"}


def _points_el(seat: str, points: str, lap: str) -> str:
    """A seat's place on the score track: "κόκκινος: 12 πόντοι (γύρος 2)"."""
    return f"{_SEAT_EL.get(seat, seat)}: {points} πόντοι" + (f" (γύρος {lap})" if lap else "")


WORDS = {
    "el": BoardWords(
        {
            "outside": "έξω",
            "altar": "βωμός",
            "room": "δωμάτιο",
            "card": "κάρτα",
            "treasure": "θησαυρός",
            "double treasure": "διπλός θησαυρός",
            "any key": "οποιοδήποτε κλειδί",
            "scoring": "βαθμολόγηση",
            "passage points": "πόντοι μυστικών περασμάτων",
            "treasure passage point": "θησαυρός, μυστικό πέρασμα, πόντος",
            "mask": "μάσκα",
            "idol": "είδωλο",
            "vase": "αγγείο",
            "necklace": "περιδέραιο",
            "dagger": "στιλέτο",
            "pink": "ροζ",
            "blue": "μπλε",
            "yellow": "κίτρινο",
            "green": "πράσινο",
            "brown": "καφέ",
        },
        [
            (r"key (\w+)", "{0} κλειδί"),
            (r"(red|orange|black|beige): (\d+) points(?: \(lap (\d+)\))?", _points_el),
            (r"(mask|idol|vase|necklace|dagger): (\d+)", "{0}: {1}"),
        ],
    )
}
