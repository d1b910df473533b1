"""Pictures of an observation: plain text for the terminal, SVG for the page.

Both read only the observation dict, never a state.
"""

from __future__ import annotations

from html import escape
from typing import Any

from expeditions.core.squaregrid import SIDE_NAMES, distinct_rotations, rotate_mask
from expeditions.core.words import BoardWords

KIND_CODES = {
    "passage": ".",
    "water": "W",
    "photo": "F",
    "squeeze 1": "S1",
    "squeeze 2": "S2",
    "squeeze 3": "S3",
    "descent": "D",
    "rockfall": "X",
    "base camp": "B",
}
KIND_COLOURS = {
    "passage": "#c8b89a",
    "water": "#7fb3d5",
    "photo": "#e8d37a",
    "squeeze 1": "#b9a07c",
    "squeeze 2": "#a88d68",
    "squeeze 3": "#957a55",
    "descent": "#8c7f70",
    "rockfall": "#6e6e6e",
    "base camp": "#9fc98f",
}
SEAT_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd")
CELL = 64


def _bounds(tiles: list[dict[str, Any]]) -> tuple[int, int, int, int]:
    xs = [t["x"] for t in tiles]
    ys = [t["y"] for t in tiles]
    return min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1


def _tents(obs: dict[str, Any]) -> dict[tuple[int, int], list[int]]:
    out: dict[tuple[int, int], list[int]] = {}
    for seat, e in enumerate(obs["explorers"]):
        if e["tent_at"] is not None:
            out.setdefault(tuple(e["tent_at"]), []).append(seat)
    return out


def _crew(obs: dict[str, Any]) -> dict[tuple[int, int], list[int]]:
    out: dict[tuple[int, int], list[int]] = {}
    for seat, e in enumerate(obs["explorers"]):
        out.setdefault(tuple(e["at"]), []).append(seat)
    return out


INNER = 9
"""Characters inside a tile's border in the terminal picture."""


def _rope_sides(obs: dict[str, Any]) -> dict[tuple[int, int], set[int]]:
    """Per cell, the sides through which a rope runs (drawn in the opening)."""
    out: dict[tuple[int, int], set[int]] = {}
    for ax, ay, bx, by, _ in obs["ropes"]:
        for (x, y), (dx, dy) in (((ax, ay), (bx - ax, by - ay)), ((bx, by), (ax - bx, ay - by))):
            side = {(0, -1): 0, (1, 0): 1, (0, 1): 2, (-1, 0): 3}.get((dx, dy))
            if side is not None:
                out.setdefault((x, y), set()).add(side)
    return out


def _block(tile: dict[str, Any], crew: list[int], tents: list[int], ropes: set[int]) -> list[str]:
    """A tile as 4 rows of 11 characters; gaps in the border are openings.

    Row 1: kind, `*` while a token lies there, depth. Row 2: the players
    standing there (1..N), then `t` and the players whose tent is pitched there. An
    `R` in a gap is a rope through that opening.
    """
    m = tile["openings"]

    def gap(side: int, wide: bool) -> str:
        if not m >> side & 1:
            return "---" if wide else "|"
        if side in ropes:
            return " R " if wide else "R"
        return "   " if wide else " "

    top = "+---" + gap(0, True) + "---+"
    bottom = "+---" + gap(2, True) + "---+"
    mark = "*" if tile["token"] or tile["traverse_token"] else " "
    middle = f"{KIND_CODES[tile['kind']] + mark:<3}{tile['depth']:>5}m"
    people = "".join(str(s + 1) for s in crew)
    if tents:
        camp = "t" + "".join(str(s + 1) for s in tents)
        people += (" " if len(people) + len(camp) < INNER else "") + camp
    west, east = gap(3, False), gap(1, False)
    return [
        top,
        f"{west}{middle[:INNER]:<{INNER}}{east}",
        f"{west.replace('R', ' ')}{people[:INNER]:<{INNER}}{east.replace('R', ' ')}",
        bottom,
    ]


def _who(to_move: Any) -> str:
    return f"player {to_move + 1}" if isinstance(to_move, int) else str(to_move)


LEGEND = "\n".join(
    [
        "The cave is a grid of square tiles; a square is named by its column x and",
        "  row y ('move 0 -1' goes to x=0, y=-1). A gap in a tile's border is an opening;",
        "  steps go only through openings that meet.",
        "In a tile, first line: its kind and depth in metres; second line: who is there.",
        "Kinds: . passage, W water (dive with oxygen, or a boat), F photo spot,",
        "  S1-S3 squeezes (harder the higher), D descent (deeper: ropes), X rockfall,",
        "  B base camp. * a token still lies there for the first to reach it.",
        "Who: 1-5 the explorers of players 1-5, t2 the tent of player 2.",
        "  R in an opening: a rope fixed through it.",
        "Costs: each turn has 5 AP; the 5-AP step (crawl) is a whole turn's move made",
        "  without food; an explorer away from base eats a consumable each turn.",
    ]
)


def placed_text(observation: dict[str, Any], spot: str) -> str:
    """Where the tile at `spot` ("x y") opens: "opens N E S"."""
    try:
        x, y = (int(v) for v in spot.split())
    except ValueError:
        return ""
    for t in observation["tiles"]:
        if t["x"] == x and t["y"] == y:
            return f"opens {_openings(t['openings'])}"
    return ""


def _openings(mask: int) -> str:
    return " ".join(SIDE_NAMES[side] for side in range(4) if mask >> side & 1)


def drawn_tile(obs: dict[str, Any]) -> str:
    """The drawn tile's kind and its openings at each distinct turn."""
    mask = obs["pending_openings"]
    turns = "; ".join(
        f"turn {k} opens {_openings(rotate_mask(mask, k))}" for k in distinct_rotations(mask)
    )
    return f"drawn tile {obs['pending_tile']}: {obs['pending_kind']}; {turns}"


def _turn_notes(obs: dict[str, Any]) -> list[str]:
    """What the turn so far still allows: the crawl, another arrange, the kit questions."""
    out = []
    if obs["untouched_turn"]:
        out.append("nothing done yet this turn: the 5-AP step (crawl) is still possible")
    if obs["arranged_since_ap"]:
        out.append("tent already arranged: spend an AP before arranging again")
    kit = obs["kit"]
    if kit:
        supply = ", ".join(f"{k} {v}" for k, v in kit["supply"].items()) or "nothing"
        questions = kit["questions"]
        note = (
            f"{kit['mode']}: now {questions[0]} ({len(questions)} questions left); "
            f"to share out: {supply}"
        )
        if kit["carried_in"]:
            note += "; carried in: " + ", ".join(kit["carried_in"])
        if kit["tent_to_fill"]:
            note += "; the tent's last slots are filled with oxygen"
        out.append(note)
    return out


def text(observation: dict[str, Any] | None) -> str:
    """The cave as a grid of tiles, then stacks, explorers and ropes."""
    if observation is None:
        return "Cave: no game"
    obs = observation
    lines = [
        f"Cave, {obs['players']} players, round {obs['round']}, phase {obs['phase']}, "
        f"to move: {_who(obs['to_move'])}, AP left {obs['ap']}",
        "stacks left I-IV: "
        + " ".join(str(n) for n in obs["stacks"])
        + (
            f"; the game ends after round {obs['end_at_turn'] // obs['players']}"
            if obs["end_at_turn"]
            else ""
        ),
    ]
    if obs["restricted"]:
        lines.append("no consumable this turn: only the 5-AP step (crawl) or end turn")
    lines.extend(_turn_notes(obs))
    if obs["pending_tile"] is not None:
        lines.append(drawn_tile(obs))
    tiles = obs["tiles"]
    x0, y0, x1, y1 = _bounds(tiles)
    by_cell = {(t["x"], t["y"]): t for t in tiles}
    crew, tents, ropes = _crew(obs), _tents(obs), _rope_sides(obs)
    width = INNER + 2
    lines.append("".join(f"x={x}".center(width) for x in range(x0 + 1, x1)))
    for y in range(y0 + 1, y1):
        rows = [""] * 4
        for x in range(x0 + 1, x1):
            t = by_cell.get((x, y))
            cell = (x, y)
            block = (
                _block(t, crew.get(cell, []), tents.get(cell, []), ropes.get(cell, set()))
                if t
                else [" " * width] * 4
            )
            for k in range(4):
                rows[k] += block[k]
        label = f" y={y}"
        lines.extend(r + (label if k == 1 else "") for k, r in enumerate(rows))
    lines.append(
        ". passage, W water, F photo, S1-S3 squeeze, D descent, X rockfall, B base camp; "
        "* token lying; digits: players; t2: tent of player 2; R: rope ('help' says more)"
    )
    for seat, e in enumerate(obs["explorers"]):
        if e["kit_hidden"]:
            lines.append(
                f"player {seat + 1}: at {e['at'][0]} {e['at'][1]}; starting kit still secret"
            )
            continue
        kit = ", ".join(f"{k} {v}" for k, v in e["backpack"].items()) or "empty"
        tokens = ", ".join(f"{k} {v}" for k, v in e["tokens"].items()) or "none"
        depths = " ".join(f"{d}m" for d in e["depth_tokens"]) or "none"
        tent = e["tent"] + (f" at {e['tent_at'][0]} {e['tent_at'][1]}" if e["tent_at"] else "")
        if e["tent_contents"]:
            tent += " (" + ", ".join(f"{k} {v}" for k, v in e["tent_contents"].items()) + ")"
        lines.append(
            f"player {seat + 1}: at {e['at'][0]} {e['at'][1]}; "
            f"backpack {kit} [{e['backpack_used']}/8]; "
            f"tent {tent}; tokens {tokens}; depth {depths}; score {obs['scores'][seat]}"
        )
    if obs["phase"] == "over":
        for seat, rows in enumerate(obs["final"]):
            points = ", ".join(f"{label}: {pts}" for label, pts in rows) or "nothing"
            lines.append(f"final, player {seat + 1}: {points}; total {obs['scores'][seat]}")
    if obs["ropes"]:
        lines.append(
            "ropes: "
            + "; ".join(f"({a},{b})-({c},{d}) by player {o + 1}" for a, b, c, d, o in obs["ropes"])
        )
    return "\n".join(lines)


def _cell_xy(x: int, y: int, x0: int, y0: int) -> tuple[int, int]:
    return (x - x0) * CELL, (y - y0) * CELL


def _tile_svg(t: dict[str, Any], px: int, py: int) -> list[str]:
    out = [
        f'<rect x="{px}" y="{py}" width="{CELL}" height="{CELL}" fill="#3b3228"/>',
    ]
    c = CELL // 2
    w = CELL // 4
    colour = KIND_COLOURS[t["kind"]]
    out.append(
        f'<rect x="{px + c - w}" y="{py + c - w}" width="{2 * w}" height="{2 * w}" '
        f'fill="{colour}"/>'
    )
    spans = (
        (c - w // 2, 0, w, c),
        (c, c - w // 2, c, w),
        (c - w // 2, c, w, c),
        (0, c - w // 2, c, w),
    )
    for side, (dx, dy, ww, hh) in enumerate(spans):
        if t["openings"] >> side & 1:
            out.append(
                f'<rect x="{px + dx}" y="{py + dy}" width="{ww}" height="{hh}" fill="{colour}"/>'
            )
    label = KIND_CODES[t["kind"]]
    out.append(f'<text x="{px + 4}" y="{py + 12}" font-size="10" fill="#fff">{label}</text>')
    out.append(
        f'<text x="{px + CELL - 4}" y="{py + CELL - 4}" font-size="9" fill="#fff" '
        f'text-anchor="end">{t["depth"]}m</text>'
    )
    if t["token"]:
        out.append(
            f'<circle cx="{px + CELL - 10}" cy="{py + 10}" r="6" fill="#fff" '
            f'stroke="#000"><title>{escape(t["token"])} token</title></circle>'
        )
    if t["traverse_token"]:
        out.append(
            f'<circle cx="{px + 10}" cy="{py + CELL - 10}" r="5" fill="#f4a" '
            f'stroke="#000"><title>traverse token</title></circle>'
        )
    return out


def _squares(x0: int, y0: int, x1: int, y1: int) -> list[str]:
    """One square per grid place, on top of the drawing, named as moves write it
    ("x y"), so the page can offer a step, a placement or a rockfall there."""
    out = []
    for y in range(y0, y1 + 1):
        for x in range(x0, x1 + 1):
            px, py = _cell_xy(x, y, x0, y0)
            out.append(
                f'<rect class="square" data-part="{x} {y}" data-kind="space" x="{px + 1}" '
                f'y="{py + 1}" width="{CELL - 2}" height="{CELL - 2}" fill="transparent">'
                f"<title>{x} {y}</title></rect>"
            )
    return out


def svg(observation: dict[str, Any] | None, legal: list[str] | None = None) -> str:
    """The cave with openings, kinds, depths, ropes, tokens, explorers and tents."""
    if observation is None:
        return (
            '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40">'
            '<text x="10" y="25">Cave: no game</text></svg>'
        )
    obs = observation
    tiles = obs["tiles"]
    x0, y0, x1, y1 = _bounds(tiles)
    width, height = (x1 - x0 + 1) * CELL, (y1 - y0 + 1) * CELL + 40
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
        f'<rect width="{width}" height="{height}" fill="#1d1a17"/>',
    ]
    for t in tiles:
        parts.extend(_tile_svg(t, *_cell_xy(t["x"], t["y"], x0, y0)))
    for ax, ay, bx, by, owner in obs["ropes"]:
        (pa, qa), (pb, qb) = _cell_xy(ax, ay, x0, y0), _cell_xy(bx, by, x0, y0)
        c = CELL // 2
        parts.append(
            f'<line x1="{pa + c}" y1="{qa + c}" x2="{pb + c}" y2="{qb + c}" '
            f'stroke="{SEAT_COLOURS[owner]}" stroke-width="3" stroke-dasharray="6 3">'
            f"<title>rope by {owner}</title></line>"
        )
    for (x, y), seats in _tents(obs).items():
        px, py = _cell_xy(x, y, x0, y0)
        for k, seat in enumerate(seats):
            bx = px + 8 + 12 * k
            parts.append(
                f'<polygon points="{bx},{py + CELL - 6} {bx + 10},{py + CELL - 6} '
                f'{bx + 5},{py + CELL - 16}" fill="{SEAT_COLOURS[seat]}">'
                f"<title>tent of {seat}</title></polygon>"
            )
    for (x, y), seats in _crew(obs).items():
        px, py = _cell_xy(x, y, x0, y0)
        for k, seat in enumerate(seats):
            parts.append(
                f'<circle cx="{px + 14 + 9 * k}" cy="{py + CELL // 2}" r="6" '
                f'fill="{SEAT_COLOURS[seat]}" stroke="#fff">'
                f"<title>explorer {seat}</title></circle>"
            )
    parts.extend(_squares(x0, y0, x1, y1))
    if obs["pending_tile"] is not None:
        parts.append(
            f'<text x="6" y="{height - 28}" font-size="12" fill="#eee">'
            f"{escape(drawn_tile(obs))}</text>"
        )
    stacks = " ".join(f"{n}" for n in obs["stacks"])
    parts.append(
        f'<text x="6" y="{height - 14}" font-size="12" fill="#eee">round {obs["round"]} · '
        f"AP {obs['ap']} · stacks left {stacks}</text>"
    )
    parts.append("</svg>")
    return "\n".join(parts)


KIND_EL = {  # the cave's tile kinds in Greek (the log in words says them too)
    "passage": "πέρασμα",
    "water": "νερό",
    "photo": "σημείο φωτογράφησης",
    "descent": "κατάβαση",
    "rockfall": "κατολίσθηση",
    "base camp": "αρχική βάση",
}


def _opens_el(turn: str, sides: str) -> str:
    """ "turn 1 opens N E" in Greek: the sides as Β Α Ν Δ (north, east, south, west)."""
    return f"στροφή {turn}: ανοίγει {sides.translate(str.maketrans('NESW', 'ΒΑΝΔ'))}"


WORDS = {
    "el": BoardWords(
        {
            "photo token": "δείκτης φωτογράφησης",
            "water token": "δείκτης νερού",
            **KIND_EL,
        },
        [
            (r"explorer (\d+)", "σπηλαιολόγος {0}"),
            (r"squeeze (\d) token", "δείκτης στενώματος {0}"),
            (r"squeeze (\d)", "στένωμα {0}"),
            (r"rope by (\d+)", "σχοινί του {0}"),
            (r"tent of (\d+)", "σκηνή του {0}"),
            (
                r"round (\d+) · AP (\d+) · stacks left (.+)",
                "γύρος {0} · ΠΔ {1} · στοίβες {2}",
            ),
            (r"drawn tile (\d+): ([^;]+); (.+)", "πλακίδιο {0}: {1}· {2}"),
            (r"turn (\d+) opens ([NESW ]+)", _opens_el),
            (r"(turn \d+ opens [NESW ]+); (.+)", "{0}· {1}"),
        ],
    )
}
