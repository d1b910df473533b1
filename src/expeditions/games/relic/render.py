"""Pictures of an observation: an SVG hex jungle for the page, plain text for the terminal."""

from __future__ import annotations

from html import escape
from typing import Any

from expeditions.core.hexgrid import corners, to_pixel
from expeditions.core.words import BoardWords

from .components import AXIAL, CELL_BY_NAME, CELL_NAMES, COL_LETTERS, FACE_NAMES, NEIGH

SIZE = 22.0
KIND_FILL = {
    "camp": "#d8c9a3",
    "clearing": "#f3e7b3",
    "jungle": "#6fa35a",
    "relic table": "#8fb56a",
    "quicksand": "#c9a86a",
    "poison ivy": "#8a9c3c",
    "vine tile": "#79a860",
    "banana tile": "#a8b84f",
    "animal tile": "#5e8f4c",
    "river start": "#7fb0a0",
    "cave start": "#8d8d7a",
    "mountain start": "#a09a86",
    "river": "#5c9bd6",
    "cave": "#6b6257",
    "mountain": "#9b8f7d",
    "mountain clearing": "#d9d0b8",
}
KIND_CODE = {
    "camp": "CMP",
    "clearing": "CLR",
    "jungle": " . ",
    "relic table": "REL",
    "quicksand": "QSD",
    "poison ivy": "IVY",
    "vine tile": "VIN",
    "banana tile": "BAN",
    "animal tile": "ANI",
    "river start": "r>>",
    "cave start": "c>>",
    "mountain start": "m>>",
    "river": "RIV",
    "cave": "CAV",
    "mountain": "MTN",
    "mountain clearing": "MCL",
}
SEAT_COLOURS = ("#e8c020", "#d03030", "#3060d0", "#30a040")
LEGEND = "\n".join(
    [
        "Each hex is two lines: [CODE] what the tile is, then who stands there.",
        "Tiles: CMP camp, CLR clearing (planes land), ' . ' jungle, REL relic table,",
        "  QSD quicksand, IVY poison ivy, VIN vine tile, BAN banana tile, ANI animal tile,",
        "  r>> / c>> / m>> start of a river / cave / mountain, RIV river, CAV cave,",
        "  MTN mountain, MCL mountain clearing.",
        "Under a tile: 1-4 players, S snake, B boar, P panther, M monkey (lower case:",
        "  sedated, harmless for now), * items lying on the ground.",
        "Rows are numbered down the left, columns lettered across: a space is 'k4'.",
    ]
)
ANIMAL_LETTER = {"snake": "S", "boar": "B", "panther": "P", "monkey": "M"}


def _centre(name: str) -> tuple[float, float]:
    x, y = to_pixel(AXIAL[CELL_BY_NAME[name]], SIZE)
    return x + 3 * SIZE, y + 2 * SIZE


STATUS_CHAR = 8.5
"""Width a character of the 13-pixel status line may take (Greek runs longer)."""


def _status(observation: dict[str, Any]) -> str:
    roll = observation.get("roll")
    status = f"round {observation['round']}, {observation['phase']}"
    if roll:
        status += f" · dice: face {roll[0]}, {roll[1]} actions ({observation['actions_left']} left)"
    return status


def svg(observation: dict[str, Any] | None, legal: list[str] | None = None) -> str:
    """A standalone SVG of the table; legal actions with a place get data-action."""
    if observation is None:
        return '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"></svg>'
    out: list[str] = []
    # the drawing fits the jungle laid so far, plus a line for the status
    centres = [_centre(c["cell"]) for c in observation["cells"]] or [(0.0, 0.0)]
    left = min(x for x, _ in centres) - SIZE * 1.1
    top = min(y for _, y in centres) - SIZE * 1.1
    right = max(x for x, _ in centres) + SIZE * 1.1
    bottom = max(y for _, y in centres) + SIZE * 1.1 + 26
    status = _status(observation)
    # a narrow jungle still leaves room for the status line (in any language)
    right = max(right, left + 12 + STATUS_CHAR * len(status))
    width, height = right - left, bottom - top
    out.append(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="{left:.0f} {top:.0f} {width:.0f} {height:.0f}" font-family="sans-serif">'
    )
    out.append(
        f'<rect x="{left:.0f}" y="{top:.0f}" width="{width:.0f}" height="{height:.0f}" '
        'fill="#2f3b2a"/>'
    )
    for c in observation["cells"]:
        cx, cy = _centre(c["cell"])
        pts = corners(cx, cy, SIZE - 1)
        poly = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        fill = KIND_FILL.get(c["kind"], "#777")
        out.append(
            f'<g data-part="{c["cell"]}" data-kind="space"><polygon points="{poly}" '
            f'fill="{fill}" stroke="#243020" data-cell="{c["cell"]}">'
            f"<title>{c['cell']} {escape(c['kind'])}</title></polygon>"
            f'<text x="{cx:.1f}" y="{cy + SIZE * 0.62:.1f}" font-size="7" text-anchor="middle" '
            f'fill="#1b2616" fill-opacity="0.75">{c["cell"]}</text></g>'
        )
        # edge d lies between corners d and d+1 (clockwise from the east edge)
        for d in c["dense"]:
            (x1, y1), (x2, y2) = pts[d], pts[(d + 1) % 6]
            out.append(
                f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                'stroke="#1c4d14" stroke-width="4" class="dense"/>'
            )
        for d in c["walls"]:
            (x1, y1), (x2, y2) = pts[d], pts[(d + 1) % 6]
            out.append(
                f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                'stroke="#222" stroke-width="5" class="wall"/>'
            )
    for name, spot in observation["spots"].items():
        cx, cy = _centre(name)
        out.append(
            f'<text x="{cx:.1f}" y="{cy - 8:.1f}" font-size="8" text-anchor="middle" '
            f'fill="#fff">{spot["face_down"]}?</text>'
        )
    for name, items in observation["ground"].items():
        cx, cy = _centre(name)
        label = escape(", ".join(items))
        out.append(
            f'<circle cx="{cx + 9:.1f}" cy="{cy + 9:.1f}" r="5" fill="#f0f0f0" class="items">'
            f"<title>{label}</title></circle>"
        )
    picks = {t for t in legal or () if t.startswith("pick ")}
    for a in observation["animals"]:
        if a["cell"] is None:
            continue
        cx, cy = _centre(a["cell"])
        dx = (a["number"] % 3 - 1) * 7
        faded = ' opacity="0.5"' if a["state"] == "sedated" else ""
        pick = f"pick {a['species']} {a['number']}"
        click = f' class="legal" data-action="{pick}"' if pick in picks else ""
        out.append(
            f'<g class="animal" data-part="{a["species"]} {a["number"]}" '
            f'data-kind="animal"{faded}><circle cx="{cx + dx:.1f}" cy="{cy - 2:.1f}" r="6" '
            f'fill="#402010"{click}/><text x="{cx + dx:.1f}" y="{cy + 1:.1f}" font-size="8" '
            f'text-anchor="middle" fill="#fff">{ANIMAL_LETTER[a["species"]]}{a["number"]}'
            f"</text><title>{a['species']} {a['number']} ({a['state']})</title></g>"
        )
    for e in observation["explorers"]:
        if e["cell"] is None:
            continue
        cx, cy = _centre(e["cell"])
        dx = (e["seat"] - 1.5) * 6
        ring = ' stroke="#000" stroke-dasharray="2,2"' if e["lying"] else ' stroke="#000"'
        out.append(
            f'<circle cx="{cx + dx:.1f}" cy="{cy + 8:.1f}" r="5" '
            f'fill="{SEAT_COLOURS[e["seat"]]}"{ring} class="explorer"/>'
        )
    # the status line under the jungle; holdings are in the page's player panels
    out.append(
        f'<text x="{left + 6:.0f}" y="{bottom - 10:.0f}" font-size="13" fill="#fff" '
        f'class="dice">{escape(status)}</text>'
    )
    out.append("</svg>")
    return "".join(out)


def text(observation: dict[str, Any] | None) -> str:
    """A plain-text board, then what lies where: what a player sees across the table.

    Each hex takes two lines: its tile code, then who stands there (player
    numbers, animal letters, lower case when sedated, `*` for items on the
    ground). `LEGEND` says it in words.
    """
    if observation is None:
        return "(no game)"
    cells = {c["cell"]: c for c in observation["cells"]}
    lines = [_headline(observation), _counts(observation), ""]
    lines.extend(_grid(observation, cells))
    lines.append("")
    for e in observation["explorers"]:
        lines.append(_explorer_line(e, cells))
    for name, spot in sorted(observation["spots"].items(), key=lambda kv: _order(kv[0])):
        lines.append(_spot_line(name, spot))
    for name, items in sorted(observation["ground"].items(), key=lambda kv: _order(kv[0])):
        lines.append(f"on {name}: {', '.join(items)}")
    for a in observation["animals"]:
        if a["cell"]:
            lines.append(f"{a['species']} {a['number']} at {a['cell']} ({a['state']})")
    lines.extend(_turn_lines(observation))
    if observation.get("winner") is not None:
        lines.append(f"player {observation['winner'] + 1} left the jungle and wins")
    return "\n".join(lines)


def _headline(obs: dict[str, Any]) -> str:
    head = f"Relic Expedition - round {obs['round']}"
    who = obs["to_move"]
    if who is None:
        return f"{head}: game over"
    roll = ""
    if obs["roll"] is not None:
        roll = f"; rolled {FACE_NAMES[obs['roll'][0]]} and {obs['roll'][1]} actions"
    doing = f"player {who + 1} to act" if isinstance(who, int) else str(who)
    what = obs.get("decision") or obs["phase"]
    if what == "actions":
        what = f"actions, {obs['actions_left']} left"
    return f"{head}, player {obs['turn'] + 1}'s turn{roll}; {doing}: {what}"


def _counts(obs: dict[str, Any]) -> str:
    return (
        f"tiles in the stack {obs['tiles_left']}, supplies in the bag {obs['bag_left']}, "
        f"spare panther traps {obs['panther_traps_left']}"
    )


def _order(name: str) -> tuple[int, int]:
    return int(name[1:]), ord(name[0])


def _grid(obs: dict[str, Any], cells: dict[str, dict[str, Any]]) -> list[str]:
    """Rows of hexes (odd-r offset: every second row sits half a hex to the east)."""
    if not cells:
        return []
    who: dict[str, str] = {}
    for e in obs["explorers"]:
        if e["cell"]:
            who[e["cell"]] = who.get(e["cell"], "") + str(e["seat"] + 1)
    for a in obs["animals"]:
        if a["cell"]:
            letter = ANIMAL_LETTER[a["species"]]
            who[a["cell"]] = who.get(a["cell"], "") + (
                letter.lower() if a["state"] == "sedated" else letter
            )
    for name in obs["ground"]:
        who[name] = who.get(name, "") + "*"
    rows = sorted({c["row"] for c in cells.values()})
    cols = sorted({c["col"] for c in cells.values()})
    by_pos = {(c["col"], c["row"]): name for name, c in cells.items()}
    header = "   " + "".join(f"  {COL_LETTERS[col]}   " for col in range(cols[0], cols[-1] + 1))
    out = [header.rstrip()]
    for r in range(rows[0], rows[-1] + 1):
        top = [" " * 3 if r % 2 else ""]
        low = list(top)
        for col in range(cols[0], cols[-1] + 1):
            name = by_pos.get((col, r))
            if name is None:
                top.append(" " * 6)
                low.append(" " * 6)
                continue
            top.append(f"[{KIND_CODE.get(cells[name]['kind'], '???')}] ")
            mark = who.get(name, "")
            if len(mark) > 3:
                mark = mark[:2] + "+"
            low.append(f" {mark:<3}  ")
        out.append(f"{r + 1:>2} " + "".join(top).rstrip())
        out.append(("   " + "".join(low)).rstrip())
    return out


_UNSEEN = {"?": "(face down)"}
"""How a supply another player drew unseen reads in the backpack line."""


def _explorer_line(e: dict[str, Any], cells: dict[str, dict[str, Any]]) -> str:
    slots = [f"{i + 1} {_UNSEEN.get(x, x)}" for i, x in enumerate(e["backpack"]) if x]
    free = len(e["backpack"]) - len(slots)
    pack = ", ".join(slots) if slots else "empty"
    where = f"at {e['cell']}" if e["cell"] else "off the board (mauled)"
    lying = ", lying" if e["lying"] else ""
    line = f"player {e['seat'] + 1} {where}{lying}: backpack {pack} ({free} free)"
    if e.get("overflow"):
        line += f"; in hand, no room: {_UNSEEN.get(e['overflow'], e['overflow'])}"
    if e["cell"]:
        dense = _dense_toward(e["cell"], cells)
        if dense:
            line += f"; dense jungle toward {', '.join(dense)}"
    return line


def _dense_toward(name: str, cells: dict[str, dict[str, Any]]) -> list[str]:
    """Revealed neighbours behind a dense-jungle edge (on either tile): a step costs 2."""
    here = CELL_BY_NAME[name]
    mine = cells[name]["dense"]
    out = []
    for d, n in enumerate(NEIGH[here]):
        other = cells.get(CELL_NAMES[n]) if n >= 0 else None
        if other is None or d in cells[name]["walls"]:
            continue
        if d in mine or (d + 3) % 6 in other["dense"]:
            out.append(CELL_NAMES[n])
    return out


def _spot_line(name: str, spot: dict[str, Any]) -> str:
    parts = [f"relic spot {name} (of {spot['size']})"]
    if spot["face_down"]:
        parts.append(f"{spot['face_down']} face down")
    if spot["relics"]:
        parts.append(f"from the spot: {', '.join(spot['relics'])}")
    if spot["cursed_for"]:
        seats = ", ".join(str(i + 1) for i in spot["cursed_for"])
        parts.append(f"cursed for player {seats}")
    return "; ".join(parts)


def _turn_lines(obs: dict[str, Any]) -> list[str]:
    """This turn's state that decides the options: drops, animals left to move, pending steps."""
    out = []
    dropped = obs.get("dropped_this_turn")
    if dropped:
        out.append(
            f"dropped this turn, not to be taken back before an action: {', '.join(dropped)}"
        )
    animals = obs.get("animal_phase")
    if animals and obs["phase"] == "animals":
        species = {a["number"]: a["species"] for a in obs["animals"]}
        left = ", ".join(animals["species_left"]) or "none"
        moved = ", ".join(f"{species[i]} {i}" for i in animals["moved"]) or "none"
        line = f"animals to move: {left}; moved: {moved}"
        if animals["picked"] is not None:
            line += f"; picked: {species[animals['picked']]} {animals['picked']}"
        out.append(line)
    for task in obs.get("pending", ()):
        details = ", ".join(f"{k} {_plain(v)}" for k, v in task.items() if k != "task")
        out.append(f"pending: {task['task']}" + (f" ({details})" if details else ""))
    return out


def _plain(value: Any) -> str:
    if isinstance(value, list):
        return "[" + " ".join(_plain(v) for v in value) + "]"
    if isinstance(value, dict):
        return "/".join(_plain(v) for v in value.values())
    return str(value)


_COLOUR_EL = {
    "purple": ("μωβ", "μωβ"),
    "orange": ("πορτοκαλί", "πορτοκαλί"),
    "red": ("κόκκινος", "κόκκινο"),
    "white": ("λευκός", "λευκό"),
    "green": ("πράσινος", "πράσινο"),
    "pink": ("ροζ", "ροζ"),
}
_SYMBOL_EL = {
    "bird": "πουλί",
    "eye": "μάτι",
    "hand": "χέρι",
    "fish": "ψάρι",
    "sun": "ήλιος",
    "moon": "φεγγάρι",
}


def _relic_el(colour: str, symbol: str) -> str:
    """A relic as the rulebook names it: "κόκκινο χέρι", "πράσινος ήλιος"."""
    masculine, neuter = _COLOUR_EL[colour]
    return f"{masculine if symbol == 'sun' else neuter} {_SYMBOL_EL[symbol]}"


WORDS = {
    "el": BoardWords(
        {
            # the kinds of hexes
            "unrevealed": "ανεξερεύνητο",
            "camp": "καταυλισμός",
            "clearing": "ξέφωτο",
            "jungle": "ζούγκλα",
            "relic table": "τραπέζι κειμηλίων",
            "quicksand": "κινούμενη άμμος",
            "poison ivy": "δηλητηριώδης κισσός",
            "vine tile": "πλακίδιο κληματσίδας",
            "banana tile": "πλακίδιο μπανάνας",
            "animal tile": "πλακίδιο ζώου",
            "river start": "αρχή ποταμού",
            "cave start": "είσοδος σπηλιάς",
            "mountain start": "αρχή βουνού",
            "river": "ποτάμι",
            "cave": "σπηλιά",
            "mountain": "βουνό",
            "mountain clearing": "ξέφωτο στο βουνό",
            # animals and their state
            "snake": "φίδι",
            "boar": "αγριογούρουνο",
            "panther": "πάνθηρας",
            "monkey": "μαϊμού",
            "free": "ελεύθερο",
            "occupied": "πάνω σε εξερευνητή",
            "sedated": "ναρκωμένο",
            "gone": "έφυγε",
            # supplies on the ground
            "machete": "μαχαίρα",
            "flashlight": "φακός",
            "climbing-gear": "ορειβατικός εξοπλισμός",
            "raft": "σχεδία",
            "vine": "κληματσίδα",
            "first-aid": "πρώτες βοήθειες",
            "banana": "μπανάνα",
            "dart-panther": "βέλος (πάνθηρας)",
            "dart-boar-panther": "βέλος (αγριογούρουνο, πάνθηρας)",
            "dart-monkey-boar": "βέλος (μαϊμού, αγριογούρουνο)",
            "panther-trap": "παγίδα πάνθηρα",
            "trap-boar-panther": "παγίδα",
            # the phases of a round
            "setup": "προετοιμασία",
            "roll": "ρίψη ζαριού",
            "animals": "ζώα",
            "actions": "ενέργειες",
            "landing": "προσγείωση",
            "over": "τέλος",
        },
        [
            (r"([a-z]\d+) (.+)", "{0} {1}"),
            (r"(snake|boar|panther|monkey) (\d+) \((\w+)\)", "{0} {1} ({2})"),
            (r"(purple|orange|red|white|green|pink)-(bird|eye|hand|fish|sun|moon)", _relic_el),
            (
                r"round (\d+), (\w+) · dice: face (\d+), (\d+) actions \((\d+) left\)",
                "γύρος {0} · {1} · ζάρι {2} · μένουν {4}/{3}",
            ),
            (r"round (\d+), (\w+)", "γύρος {0}, {1}"),
            (r"(.+?), (.+)", "{0}, {1}"),
        ],
    )
}
