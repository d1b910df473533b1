"""The lost temple's table: everything on it, as plain lists and ints, and how it is copied.

The rules that change it are in `rules.py` and the modules below it; `game.py`
joins the two in `TempleState`, which callers play.
"""

from __future__ import annotations

from typing import Any

from expeditions.core import State
from expeditions.core.copying import own

from .components import (
    CARD_COUNTS,
    CONTROL_STACK_SIZES,
    FLAGS_PER_PLAYER,
    LIGHT,
    NUM_PLACES,
    NUM_SPACES,
    PART_LABELS,
    PASSAGE_TOKENS,
    PRINTED_ROOMS,
    ROOM_TILES,
    TREASURE_STACK_SIZES,
    TREASURES_PER_KIND,
    door_edges,
)
from .components import (
    KEYS_PER_COLOUR as _KEYS,
)
from .phases import CK_WHEEL, EX_MAIN, PH_CHANCE


def put_light_room(s: TempleTable, space: int, colour: int, layout: int, rotation: int) -> None:
    """A light room on a space, its doors coloured (the printed ones at setup, drawn ones later)."""
    own(s, "kind")[space] = LIGHT
    own(s, "colour")[space] = colour
    own(s, "tile")[space] = layout * 6 + rotation
    doors = own(s, "doors")
    base = space * 6
    for edge in door_edges(layout, rotation):
        doors[base + edge] = 1 << colour


class TempleTable(State):
    """A position of the lost temple as data; `rules.py` says how it changes."""

    __slots__ = (
        # flow
        "phase",
        "chance_kind",
        "resume",
        "round",
        "order",
        "turn",
        "mover",
        "setup_step",
        "deal_slot",
        # river
        "wheel",
        "sites",
        "sites_count",
        "bag",
        # supplies
        "supply",
        "passages_left",
        # temple: per space kind, colour, tile (layout * 6 + rotation), door colour bit per edge
        "kind",
        "colour",
        "tile",
        "doors",
        "flags",
        "bonus_owner",
        # stacks
        "altar_top",
        "altar_pool",
        "room_pool",
        "room_tops",
        "room_masks",
        "card_pool",
        "card_tops",
        "card_masks",
        "discard",
        "tr_pool",
        "tr_tops",
        "tr_masks",
        "tr_count",
        "open_tr",
        "delivered",
        # a draw of the top three in progress
        "draw_cat",
        "draw_stack",
        "draw_need",
        "drawn",
        "drawn_masks",
        # players
        "score",
        "parts",
        "pirogue",
        "explorer",
        "backpack",
        "camp_hidden",
        "tr_public",
        "tr_hidden",
        "cards",
        "tr_known",
        "cards_known",
        "passages",
        "tent_used",
        "flags_left",
        "skipped",
        # the turn in progress
        "took_tile",
        "path",
        "pending",
        "effect_ctx",
        "dlv_bonus",
        "dlv_kinds",
        "dlv_done",
        "dlv_any",
        "ex_kind",
        "ex_moved",
        "ex_from",
        "ex_room",
        "ex_walls",
        "ex_stopped",
    )
    COPY = {
        # flow
        "phase": "value",
        "chance_kind": "value",
        "resume": "value",
        "round": "value",
        "order": "list",
        "turn": "value",
        "mover": "value",
        "setup_step": "value",
        "deal_slot": "value",
        # river
        "wheel": "value",
        "sites": "rows",
        "sites_count": "list",
        "bag": "list",
        # supplies
        "supply": "list",
        "passages_left": "value",
        # temple: per space kind, colour, tile (layout * 6 + rotation), door colour bit per edge
        "kind": "shared",
        "colour": "shared",
        "tile": "shared",
        "doors": "shared",
        "flags": "shared",
        "bonus_owner": "shared",
        # stacks
        "altar_top": "value",
        "altar_pool": "list",
        "room_pool": "list",
        "room_tops": "list",
        "room_masks": "list",
        "card_pool": "list",
        "card_tops": "list",
        "card_masks": "list",
        "discard": "list",
        "tr_pool": "list",
        "tr_tops": "rows",
        "tr_masks": "rows",
        "tr_count": "list",
        "open_tr": "list",
        "delivered": "list",
        # a draw of the top three in progress
        "draw_cat": "value",
        "draw_stack": "value",
        "draw_need": "value",
        "drawn": "list",
        "drawn_masks": "list",
        # players
        "score": "list",
        "parts": "shared rows",
        "pirogue": "list",
        "explorer": "list",
        "backpack": "shared rows",
        "camp_hidden": "shared rows",
        "tr_public": "shared rows",
        "tr_hidden": "shared rows",
        "cards": "shared rows",
        "tr_known": "shared rows",
        "cards_known": "shared rows",
        "passages": "list",
        "tent_used": "list",
        "flags_left": "list",
        "skipped": "list",
        # the turn in progress
        "took_tile": "value",
        "path": "list",
        "pending": "list",
        "effect_ctx": "value",
        "dlv_bonus": "value",
        "dlv_kinds": "value",
        "dlv_done": "value",
        "dlv_any": "value",
        "ex_kind": "value",
        "ex_moved": "value",
        "ex_from": "value",
        "ex_room": "value",
        "ex_walls": "list",
        "ex_stopped": "value",
    }
    """Lists copied, lists of lists copied row by row, ints and bools shared.
    The board and the seats' holdings change a few times a turn and are
    copied thousands of times a search: shared, and made a table's own
    (`own`, `own_row`) where the rules change them."""

    @classmethod
    def initial(cls, game: Any) -> TempleTable:
        s = cls.__new__(cls)
        s._init_base(game)
        n = game.players
        s.phase = PH_CHANCE
        s.chance_kind = CK_WHEEL
        s.resume = -1
        s.round = 1
        s.order = list(range(n))
        s.turn = 0
        s.mover = -1
        s.setup_step = 0
        s.deal_slot = 0
        s.wheel = 0
        s.sites = [[] for _ in range(6)]
        s.sites_count = [0] * 6
        s.bag = list(game.tile_counts)
        s.supply = [_KEYS] * 5
        s.passages_left = PASSAGE_TOKENS
        s.kind = [0] * NUM_SPACES
        s.colour = [-1] * NUM_SPACES
        s.tile = [-1] * NUM_SPACES
        s.doors = [0] * (NUM_SPACES * 6)
        for space, colour, layout, rotation in PRINTED_ROOMS:
            put_light_room(s, space, colour, layout, rotation)
        s.flags = [0] * NUM_PLACES
        s.bonus_owner = [-1] * (NUM_PLACES * 4)
        s.altar_top = -1
        s.altar_pool = [1] * 6
        s.room_pool = [1] * len(ROOM_TILES)
        s.room_tops = []
        s.room_masks = []
        s.card_pool = list(CARD_COUNTS)
        s.card_tops = []
        s.card_masks = []
        s.discard = [0] * len(CARD_COUNTS)
        s.tr_pool = [TREASURES_PER_KIND] * 5
        s.tr_tops = [[], [], []]
        s.tr_masks = [[], [], []]
        sizes = (*CONTROL_STACK_SIZES, 0) if game.options["more_control"] else TREASURE_STACK_SIZES
        s.tr_count = list(sizes)
        s.open_tr = []
        s.delivered = [0] * 5
        s.draw_cat = -1
        s.draw_stack = -1
        s.draw_need = 0
        s.drawn = []
        s.drawn_masks = []
        s.score = [0] * n
        s.parts = [[0] * len(PART_LABELS) for _ in range(n)]
        s.pirogue = [0] * n
        s.explorer = [NUM_SPACES] * n
        s.backpack = [[0] * 5 for _ in range(n)]
        s.camp_hidden = [[0] * 5 for _ in range(n)]
        s.tr_public = [[0] * 5 for _ in range(n)]
        s.tr_hidden = [[0] * 5 for _ in range(n)]
        s.cards = [[0] * len(CARD_COUNTS) for _ in range(n)]
        s.tr_known = [[] for _ in range(n)]
        s.cards_known = [[] for _ in range(n)]
        s.passages = [0] * n
        s.skipped = [0] * n
        s.tent_used = [bool(game.options["short_game"])] * n
        s.flags_left = [FLAGS_PER_PLAYER] * n
        s.took_tile = False
        s.path = []
        s.pending = []
        s.effect_ctx = 0
        s.dlv_bonus = False
        s.dlv_kinds = False
        s.dlv_done = 0
        s.dlv_any = False
        s.ex_kind = EX_MAIN
        s.ex_moved = False
        s.ex_from = -1
        s.ex_room = -1
        s.ex_walls = []
        s.ex_stopped = False
        return s
