"""The State of the lost temple: everything on the table, as plain lists and ints."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from expeditions.core import CHANCE, Game, State

from . import hidden, rules, scoring
from .components import (
    CARD_COUNTS,
    CONTROL_STACK_SIZES,
    FLAGS_PER_PLAYER,
    NUM_PLACES,
    NUM_SPACES,
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
from .phases import CK_WHEEL, EX_MAIN, PH_CHANCE, PH_OVER, PH_START, PHASE_NAMES

_PLAYER_LISTS = (
    "score",
    "pirogue",
    "explorer",
    "passages",
    "tent_used",
    "flags_left",
    "skipped",
)
_PLAYER_TABLES = (
    "parts",
    "backpack",
    "camp_hidden",
    "tr_public",
    "tr_hidden",
    "cards",
    "tr_known",
    "cards_known",
)
_FLAT_LISTS = (
    "sites_count",
    "bag",
    "supply",
    "kind",
    "colour",
    "tile",
    "doors",
    "flags",
    "bonus_owner",
    "altar_pool",
    "room_pool",
    "room_tops",
    "room_masks",
    "card_pool",
    "card_tops",
    "card_masks",
    "discard",
    "tr_pool",
    "tr_count",
    "open_tr",
    "delivered",
    "drawn",
    "drawn_masks",
    "order",
    "path",
    "pending",
    "ex_walls",
)


class TempleState(State):
    """A position of the lost temple; see rules.py for how it changes."""

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

    @classmethod
    def initial(cls, game: Game) -> TempleState:
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
            rules.put_light_room(s, space, colour, layout, rotation)
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
        s.parts = [[0] * len(scoring.PART_LABELS) for _ in range(n)]
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

    # --- hooks ---------------------------------------------------------------

    def _current_player(self) -> int:
        if self.phase == PH_CHANCE:
            return CHANCE
        return self.mover

    def _is_terminal(self) -> bool:
        return self.phase == PH_OVER

    def _legal_actions(self) -> Sequence[Any]:
        return rules.legal_actions(self)

    def _chance_outcomes(self) -> Sequence[tuple[Any, float]]:
        return rules.chance_outcomes(self)

    def _apply(self, action: Any) -> None:
        rules.apply(self, action)

    def _copy_into(self, other: State) -> None:
        for name in _FLAT_LISTS:
            setattr(other, name, getattr(self, name)[:])
        for name in _PLAYER_LISTS:
            setattr(other, name, getattr(self, name)[:])
        for name in _PLAYER_TABLES:
            setattr(other, name, [row[:] for row in getattr(self, name)])
        other.sites = [site[:] for site in self.sites]
        other.tr_tops = [t[:] for t in self.tr_tops]
        other.tr_masks = [t[:] for t in self.tr_masks]
        for name in _SCALARS:
            setattr(other, name, getattr(self, name))

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return hidden.observation(self, seat)

    def _resample(self, seat: int, rng: random.Random) -> State:
        return hidden.resample(self, seat, rng)

    def _scores(self) -> list[float]:
        return [float(x) for x in self.score]

    def _why_illegal(self, action: Any) -> str:
        step = PHASE_NAMES[self.phase]
        if self.phase == PH_START and str(action).startswith(("go ", "dig", "passage ")):
            return (
                f"{action}: take an action tile first (rulebook p.11), or use an extra exploration"
            )
        legal = ", ".join(str(a) for a in self.legal_actions()[:8])
        return f"{action} is not legal in the {step} step; legal: {legal}, ..."

    # --- small queries used by rules, scoring and rendering ------------------

    def empty_spaces(self) -> list[int]:
        kind = self.kind
        return [i for i in range(NUM_SPACES) if not kind[i]]

    def light_doors(self, space: int) -> tuple[int, ...]:
        tile = self.tile[space]
        return door_edges(tile // 6, tile % 6)


_SCALARS = tuple(
    name
    for name in TempleState.__slots__
    if name not in _FLAT_LISTS
    and name not in _PLAYER_LISTS
    and name not in _PLAYER_TABLES
    and name not in ("sites", "tr_tops", "tr_masks")
)
