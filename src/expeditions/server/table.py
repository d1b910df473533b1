"""One game at the table: its state, its seats and every accepted event.

Pure logic, no I/O: the lobby commits an event to the store first and only
then hands it to `Table.accept`, so what is in memory never runs ahead of
what is on disk.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from typing import Any

import expeditions
from expeditions.core import CHANCE, State
from expeditions.core.randomness import chance_stream, seat_stream

from .choosing import action_parts
from .errors import TableError
from .naming import seat_names
from .render import board_svg, seat_colours
from .store import Event


def new_token() -> str:
    return secrets.token_urlsafe(18)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Table:
    """A game in play, rebuilt from its header and its events."""

    __slots__ = (
        "id",
        "header",
        "game",
        "state",
        "events",
        "actors",
        "away",
        "connected",
        "undos",
        "chance",
        "streams",
        "_seen",
        "_fixed_for",
        "_fixed_view",
    )

    def __init__(self, game_id: str, header: dict[str, Any]) -> None:
        self.id = game_id
        self.header = header
        self.game = expeditions.load(header["game"], players=header["players"], **header["options"])
        self.state: State = self.game.new_initial_state()
        self.state.seed = header["seed"]
        self.events: list[Event] = []
        self.actors: list[tuple[int, str]] = []
        """For each history entry: (seat or CHANCE, 'human' | 'bot' | 'takeover' | 'chance')."""
        self.away: set[int] = set()
        self.connected: dict[int, int] = {}
        self.undos = 0
        """How many undos so far: a client's copy of the log is stale after one."""
        self.chance = chance_stream(header["seed"])
        """The chance stream, one draw per accepted chance outcome (`core.randomness`)."""
        self.streams: dict[int, random.Random] = {}
        """Each seat's bot stream where a bot has moved for it (else it starts afresh)."""
        self._seen: dict[int | None, tuple[int, dict[str, Any]]] = {}
        """Each seat's observation and the sequence number it was made at."""
        self._fixed_for: dict[str, Any] | None = None
        self._fixed_view: dict[str, Any] = {}

    # --- who is who -------------------------------------------------------------

    @property
    def seq(self) -> int:
        """The number of accepted events; a move must name it to be accepted."""
        return len(self.events)

    @property
    def seats(self) -> list[dict[str, Any]]:
        return self.header["seats"]

    def seat_of(self, token: str | None) -> int | None:
        """The seat a token acts for; None for no token (a spectator)."""
        if not token:
            return None
        digest = token_hash(token)
        for i, seat in enumerate(self.seats):
            if seat.get("token") and secrets.compare_digest(seat["token"], digest):
                return i
        raise TableError(403, f"this token does not belong to any seat of game {self.id}")

    @property
    def host(self) -> int | None:
        """The creator's seat (the first person's), who may stop the game."""
        return next((i for i, s in enumerate(self.seats) if s["kind"] == "human"), None)

    def seat_of_invite(self, invite: str) -> int:
        """The seat an open invitation is for; 403 if it is unknown or already used."""
        digest = token_hash(invite)
        for i, seat in enumerate(self.seats):
            if seat.get("invite") and secrets.compare_digest(seat["invite"], digest):
                return i
        raise TableError(
            403,
            f"this invitation is not (or no longer) open for game {self.id}: an invitation "
            "seats one person; ask the seat's holder to hand it on",
        )

    def bot_for(self, seat: int) -> str | None:
        """The bot string that moves for `seat` now, if any."""
        spec = self.seats[seat]
        if spec["kind"] == "bot":
            return spec["bot"]
        if seat in self.away:
            return self.header.get("takeover")
        return None

    def is_over(self) -> bool:
        """Over: ended by the rules or stopped."""
        return self.state.is_terminal()

    @property
    def status(self) -> str:
        """'playing', 'over' (ended by the rules) or 'stopped'."""
        if self.state.stopped is not None:
            return "stopped"
        return "over" if self.state.is_terminal() else "playing"

    def stream(self, seat: int) -> random.Random:
        """The stream seat `seat`'s bot draws from next (a copy to think on is taken)."""
        rng = self.streams.get(seat)
        if rng is None:
            rng = self.streams[seat] = seat_stream(self.header["seed"], seat)
        return rng

    # --- events -----------------------------------------------------------------

    def accept(self, ev: Event) -> None:
        """Apply an event that is already committed (or being replayed)."""
        if ev.seq != self.seq:
            raise TableError(409, f"event {ev.seq} out of order: the game is at {self.seq}")
        if ev.kind == "action":
            action = self.game.parse_action(self.state, ev.text)
            self.state.apply(action)
            self.actors.append((ev.seat, ev.by))
            if ev.by == "chance":
                self.chance.random()  # the draw this outcome came from
        elif ev.kind == "stop":
            self.state.stop(ev.text)
        elif ev.kind == "undo":
            self._take_back()
            self.undos += 1
        else:
            raise TableError(500, f"unknown event kind {ev.kind!r}")
        self.events.append(ev)

    def accept_played(self, events: list[Event], state: State) -> None:
        """Take committed action events the table already played, on a copy, to
        `state` (to draw the chance outcomes they led to): what `accept` does,
        without playing them again."""
        for ev in events:
            if ev.seq != self.seq or ev.kind != "action":
                raise TableError(409, f"event {ev.seq} out of order: the game is at {self.seq}")
            self.actors.append((ev.seat, ev.by))
            if ev.by == "chance":
                self.chance.random()  # the draw this outcome came from
            self.events.append(ev)
        self.state = state

    def _take_back(self) -> None:
        texts = [str(a) for a in self.state.history[:-1]]
        self.actors.pop()
        state = self.game.new_initial_state()
        state.seed = self.header["seed"]
        for text in texts:
            state.apply(self.game.parse_action(state, text))
        self.state = state

    def check_move(self, seat: int | None, seq: int, text: str) -> Any:
        """The action a human's move names, or a TableError saying why not."""
        self._check_turn(seat, seq)
        try:
            return self.game.parse_action(self.state, text)
        except ValueError as exc:
            raise TableError(422, f"illegal action: {exc}") from None

    def _check_turn(self, seat: int | None, seq: int) -> None:
        if seat is None:
            raise TableError(403, "spectators cannot act; use a seat's invitation link")
        if seq != self.seq:
            raise TableError(
                409, f"stale sequence number {seq}: the game is at {self.seq}; nothing was played"
            )
        if self.state.stopped is not None:
            raise TableError(409, f"the game was stopped: {self.state.stopped}")
        if self.is_over():
            raise TableError(409, "the game is over")
        if seat in self.away:
            raise TableError(409, "a bot is playing your seat; take your seat back first")
        mover = self.state.current_player()
        if mover != seat:
            raise TableError(409, f"it is not your turn (seat {seat}); {self.who(mover)} to move")

    def who(self, mover: int) -> str:
        return "chance is" if mover == CHANCE else f"seat {mover} is"

    # --- undo -------------------------------------------------------------------

    def can_undo(self, seat: int | None) -> bool:
        """Only one's own decisions of this turn, back to the last chance or secret."""
        state = self.state
        if seat is None or not state.history or state.is_terminal():
            return False
        if state.current_player() != seat or seat in self.away:
            return False
        last = len(state.history) - 1
        return self.actors[last] == (seat, "human") and last not in state.secret

    def check_undo(self, seat: int | None, seq: int) -> None:
        self._check_turn(seat, seq)
        if not self.can_undo(seat):
            raise TableError(
                409,
                "nothing to undo: only your own decisions of this turn, back to the last "
                "chance outcome or revealed information",
            )

    # --- what a seat sees -------------------------------------------------------

    def view(
        self, seat: int | None, log_from: int = 0, board: bool = True, lang: str = "en"
    ) -> dict[str, Any]:
        """Everything a client of `seat` receives: its observation and nothing more.

        `log_from` leaves out the log entries the client already holds;
        `board=False` leaves out the SVG (for scripted clients); `lang` is the
        language of the words drawn in it.
        """
        state = self.state
        over = state.is_terminal()
        mover = state.current_player()
        yours = seat is not None and mover == seat and seat not in self.away
        actions = state.legal_actions() if yours else ()
        legal = [str(a) for a in actions]
        observation = self.observation(seat)
        hidden = self.game.info.hidden_information
        log_from = 0 if over else min(log_from, len(state.history))
        log = [
            {"i": i, "text": text, "seat": self.actors[i][0], "by": self.actors[i][1]}
            for i, text in self.log_tail(seat, log_from)
        ]
        return {
            **self._fixed(),
            "seq": self.seq,
            "you": seat,
            "to_move": mover,
            "your_turn": yours,
            "legal": legal,
            "parts": action_parts(self.game, actions),
            "observation": observation,
            "board": board_svg(self.game.name, observation, legal, lang) if board else "",
            "log": log,
            "log_from": log_from,
            "recent": self.recent(seat),
            "seats": [
                {
                    "seat": i,
                    "kind": s["kind"],
                    "bot": s.get("bot"),
                    "away": i in self.away,
                    "claimed": s["kind"] == "human" and bool(s.get("token")),
                    "connected": self.connected.get(i, 0) > 0,
                }
                for i, s in enumerate(self.seats)
            ],
            "scores": state.scores() if (over or not hidden) else None,
            "over": over,
            "stopped": state.stopped,
            "winners": state.winners() if over else [],
            "final": observation.get("final") if over else None,
            "can_undo": self.can_undo(seat),
        }

    def _fixed(self) -> dict[str, Any]:
        """The part of every view that changes only with the header (made once per header:
        the table pushes views on every move)."""
        if self._fixed_for is not self.header:
            header = self.header
            self._fixed_for = header
            self._fixed_view = {
                "id": self.id,
                "game": self.game.name,
                "title": self.game.info.title,
                "players": self.game.players,
                "hidden_information": self.game.info.hidden_information,
                "options": dict(self.game.options),
                "takeover": header.get("takeover"),
                "names": header.get("names") or seat_names(None, self.seats),
                "colours": seat_colours(self.game.name, self.game.players),
                "host": self.host,
                **({"seed": header["seed"]} if header.get("seed_shown") else {}),
            }
        return self._fixed_view

    def observation(self, seat: int | None) -> dict[str, Any]:
        """`state.observation(seat)`, made once per position (a view and its board share it)."""
        seen = self._seen.get(seat)
        if seen is None or seen[0] != self.seq:
            seen = self._seen[seat] = (self.seq, self.state.observation(seat))
        return seen[1]

    def board(self, seat: int | None, lang: str = "en") -> str:
        """The board as `seat` sees it now (what `view` holds under "board")."""
        state = self.state
        mover = state.current_player()
        yours = seat is not None and mover == seat and seat not in self.away
        legal = [str(a) for a in state.legal_actions()] if yours else []
        return board_svg(self.game.name, self.observation(seat), legal, lang)

    def log_tail(self, seat: int | None, start: int) -> list[tuple[int, str]]:
        """`state.log(seat)` from `start` on, without formatting the whole history."""
        state = self.state
        if start == 0:
            return list(enumerate(state.log(seat)))
        secret, history = state.secret, state.history
        return [
            (i, "?" if i in secret and (seat is None or seat not in secret[i]) else str(history[i]))
            for i in range(start, len(history))
        ]

    def recent(self, seat: int | None) -> list[int]:
        """History indices to highlight as the last moves for `seat`.

        What others did since this seat last acted; if it acted last, its own
        run (with the outcomes it caused) and the others' moves before it.
        The spectator gets the last round or so.
        """
        actors, n = self.actors, len(self.actors)
        if seat is None:
            return list(range(max(0, n - 3 * self.game.players), n))
        k = n
        while k > 0 and actors[k - 1][0] != seat:
            k -= 1
        if k == n:
            while k > 0 and actors[k - 1][0] in (seat, CHANCE):
                k -= 1
            while k > 0 and actors[k - 1][0] != seat:
                k -= 1
        return list(range(max(k, n - 30), n))

    def record(self, seat: int | None) -> dict[str, Any]:
        """The full record once the game is over; before that, the seat's own log."""
        if self.is_over():
            return self.state.record()
        return {
            "game": self.game.name,
            "players": self.game.players,
            "options": dict(self.game.changed_options()),
            "seed": None,
            "actions": self.state.log(seat),
            "partial": True,
            "seat": seat,
        }

    def state_at(self, step: int) -> State:
        """The state after the first `step` entries of the history."""
        if not 0 <= step <= len(self.state.history):
            raise TableError(422, f"step must be 0..{len(self.state.history)}, got {step}")
        state = self.game.new_initial_state()
        for action in self.state.history[:step]:
            state.apply_unchecked(action)
        return state
