"""One live game: its table, lock, listeners, clock, timers, bots and pending pushes.

Every change happens on the event loop under the game's own lock, in this
order: check, commit to the store (in the database thread), apply in memory,
then push the new views. Bots think in a thread pool on a private clone and
on a copy of their seat's stream.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import random
import time
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from sqlalchemy.exc import IntegrityError

from expeditions.core import CHANCE, State, resolve_chance
from expeditions.core.randomness import copy_stream, stream_from_text, stream_text

from .bots import BotPool, bounded_bot
from .clocks import Clock
from .painter import Painter
from .settings import Settings
from .store import Event, Store
from .table import Table, TableError, new_token, token_hash
from .wire import encode
from .writer import GroupWriter

log = logging.getLogger("expeditions.server")


class Host(Protocol):
    """What a live game uses of the lobby that holds it (`lobby.Lobby`)."""

    store: Store
    settings: Settings
    pool: BotPool
    writer: GroupWriter
    painter: Painter

    async def db(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any: ...

    def retire(self, game: LiveGame) -> None: ...


PUSH_INTERVAL = 0.02
"""Seconds between two pushes of one game: a run of bot and chance moves is
sent as its latest position instead of one message per move."""

Send = Callable[[str], Awaitable[None]]
"""Sends one text message (a JSON document) to one client."""


class Listener:
    """One open WebSocket: the seat it speaks for, how to reach it, what it holds."""

    __slots__ = ("seat", "send", "close", "board", "lang", "log_length", "undos", "digest")

    def __init__(
        self,
        seat: int | None,
        send: Send,
        board: bool = True,
        close: Callable[[int], Awaitable[None]] | None = None,
        lang: str = "en",
    ) -> None:
        self.seat = seat
        self.lang = lang
        """The language of the words drawn in its boards."""
        self.send = send
        self.close = close or _no_close
        self.digest: str | None = None
        """The hash of the seat secret it connected with (a seat handed on drops it)."""
        self.board = board
        self.log_length = 0
        self.undos = 0

    def log_from(self, table: Table) -> int:
        """The first log entry this client lacks (0 after an undo: resend it all)."""
        return self.log_length if self.undos == table.undos else 0

    def sent(self, table: Table) -> None:
        self.log_length = len(table.actors)
        self.undos = table.undos


async def _no_close(_code: int) -> None:
    return None


class LiveGame:
    """A game in play and everything the table does for it while it is in memory."""

    def __init__(self, table: Table, lobby: Host) -> None:
        self.table = table
        self.lobby = lobby
        self.lock = asyncio.Lock()
        self.listeners: list[Listener] = []
        spec = table.header.get("clock")
        self.clock = Clock(spec["turn"], spec["bank"], table.game.players) if spec else None
        self.clock_timer: asyncio.TimerHandle | None = None
        self.leave_timers: dict[int, asyncio.TimerHandle] = {}
        self.abandon_timer: asyncio.TimerHandle | None = None
        self.watched = not lobby.store.shared
        """Whether this process judges presence: on a shared database, only a process
        its players have connected to (presence is not shared between processes)."""
        self.bots: dict[tuple[int, str], Any] = {}
        self.advancing = False
        self.pushing = False
        self.pushed_at = 0.0
        self.tasks: set[asyncio.Task[Any]] = set()

    @property
    def id(self) -> str:
        return self.table.id

    def close(self) -> None:
        """Cancel every timer and task (the server is stopping)."""
        self.close_timers()
        for task in list(self.tasks):
            task.cancel()

    def close_timers(self) -> None:
        for handle in (self.clock_timer, self.abandon_timer, *self.leave_timers.values()):
            if handle is not None:
                handle.cancel()
        self.clock_timer = self.abandon_timer = None
        self.leave_timers.clear()

    # --- what people do -----------------------------------------------------------

    async def move(self, token: str | None, seq: int, text: str) -> int | None:
        """Play a person's action; returns their seat."""
        table = self.table
        async with self.lock:
            seat = table.seat_of(token)
            action = table.check_move(seat, seq, text)
            await self._commit("action", text, seat, "human", action=action)
        return seat

    async def undo(self, token: str | None, seq: int) -> int | None:
        table = self.table
        async with self.lock:
            seat = table.seat_of(token)
            table.check_undo(seat, seq)
            await self._commit("undo", "undo", seat, "human")
        return seat

    async def come_back(self, token: str | None) -> int | None:
        """A player takes their seat back from the takeover bot."""
        table = self.table
        async with self.lock:
            seat = table.seat_of(token)
            if seat is not None and seat in table.away:
                table.away.discard(seat)
                if self.clock:
                    self.clock.came_back(seat)
                self.changed()
        return seat

    async def claim(self, invite: str) -> tuple[int, str]:
        """Take the seat an invitation is for: a new secret, and the invitation is spent.

        Whoever held the seat before (it was handed on) loses it: their sockets close.
        """
        table = self.table
        async with self.lock:
            seat = table.seat_of_invite(invite)
            token = new_token()
            header = copy.deepcopy(table.header)
            header["seats"][seat].update(token=token_hash(token), invite=None)
            await self.lobby.db(self.lobby.store.set_header, table.id, header)
            table.header = header
            self._drop_stale_listeners()
        return seat, token

    async def join(self, seat: int) -> str:
        """Take a free seat of an open game: the first to ask gets its secret, as a claim."""
        table = self.table
        async with self.lock:
            if not table.header.get("open"):
                raise TableError(
                    403,
                    f"game {table.id} is not open to join: its seats are reached only by "
                    "invitation",
                )
            if not 0 <= seat < len(table.seats) or table.seats[seat]["kind"] != "human":
                raise TableError(422, f"seat {seat} is not a person's seat of game {table.id}")
            if table.seats[seat].get("token"):
                raise TableError(
                    409, f"seat {seat} of game {table.id} is already taken; choose another"
                )
            if table.is_over():
                raise TableError(409, "the game is over")
            token = new_token()
            header = copy.deepcopy(table.header)
            header["seats"][seat].update(token=token_hash(token), invite=None)
            await self.lobby.db(self.lobby.store.set_header, table.id, header)
            table.header = header
        return token

    async def hand_on(self, token: str | None) -> tuple[int, str]:
        """A new invitation for the holder's seat; they keep it until someone claims it."""
        table = self.table
        async with self.lock:
            seat = table.seat_of(token)
            if seat is None:
                raise TableError(403, "only a seat's holder can hand it on")
            invite = new_token()
            header = copy.deepcopy(table.header)
            header["seats"][seat]["invite"] = token_hash(invite)
            await self.lobby.db(self.lobby.store.set_header, table.id, header)
            table.header = header
        return seat, invite

    # --- committing ---------------------------------------------------------------

    async def _commit(
        self,
        kind: str,
        text: str,
        seat: int,
        by: str,
        stream: random.Random | None = None,
        action: Any = None,
    ) -> None:
        """Commit one event and the chance outcomes it leads to, in one transaction.

        Rolls and draws that follow a decision are resolved at once, so the
        player sees the outcome in the same push and the store writes once.
        `stream` is where the bot's seat stream stands after this decision;
        `action` is what `text` names, when the caller has already checked it.
        """
        table = self.table
        events = [Event(table.seq, kind, text, seat, by)]
        after = None
        if kind == "action":
            if action is None:
                # Checked before the commit, so only legal events ever reach the store.
                action = table.game.parse_action(table.state, text)
            events[0].text = str(action)
            after = table.state.clone()
            after.apply(action)
            events += self._chance_run(after, table.seq + 1)
        await self._store(events, {seat: stream} if stream is not None else None, after)

    async def _store(
        self,
        events: list[Event],
        streams: dict[int, random.Random] | None = None,
        after: State | None = None,
    ) -> None:
        """Commit, then apply in memory, then let everyone know.

        `after` is the state the events lead to, when it was played to draw
        their chance outcomes: the table takes it instead of playing them again.
        """
        table, store = self.table, self.lobby.store
        saved = {seat: stream_text(rng) for seat, rng in (streams or {}).items()}
        try:
            await self.lobby.writer.append(table.id, events, saved)
        except IntegrityError:
            # another server process committed this sequence number first
            await self._catch_up()
            raise TableError(
                409, "the game moved on meanwhile (through another server); nothing was played"
            ) from None
        if after is not None:
            table.accept_played(events, after)
        else:
            for ev in events:
                table.accept(ev)
        table.streams.update(streams or {})
        if table.is_over():
            await self.lobby.db(store.set_status, table.id, table.status)
        self.changed()

    def _chance_run(self, state: State, seq: int) -> list[Event]:
        """The chance outcomes from `state` on, drawn from a copy of the chance stream."""
        if not state.is_chance_node():
            return []  # most moves lead to none: no copy of the stream
        rng = copy_stream(self.table.chance)
        out = []
        while state.is_chance_node():
            outcome = resolve_chance(state, rng)
            out.append(Event(seq + len(out), "action", str(outcome), CHANCE, "chance"))
        return out

    async def catch_up(self, what: str) -> None:
        """Another server process changed this game: read what it committed."""
        async with self.lock:
            if what == "header":
                found = await self.lobby.db(self.lobby.store.game, self.id)
                if found is not None:
                    self.table.header = found[0]
                    self._drop_stale_listeners()
            await self._catch_up()

    async def _catch_up(self) -> None:
        table, store = self.table, self.lobby.store
        events = await self.lobby.db(store.events_from, table.id, table.seq)
        if not events:
            return
        for ev in events:
            table.accept(ev)
        if any(ev.by in ("bot", "takeover") for ev in events):
            streams = await self.lobby.db(store.streams, table.id)
            table.streams = {seat: stream_from_text(t) for seat, t in streams.items()}
        self.changed()

    def _drop_stale_listeners(self) -> None:
        """Sockets opened with a seat's old secret get nothing more, and are closed."""
        table = self.table
        for listener in list(self.listeners):
            seat = listener.seat
            if seat is not None and table.seats[seat].get("token") != listener.digest:
                self.listeners.remove(listener)
                table.connected[seat] = max(0, table.connected.get(seat, 0) - 1)
                self.spawn(listener.close(4403))

    async def stop(self, reason: str) -> None:
        """End play outside the rules (everyone left, or the host stopped it)."""
        async with self.lock:
            if self.table.is_over():
                return
            await self._store([Event(self.table.seq, "stop", reason, CHANCE, "table")])

    async def stop_by(self, token: str | None) -> None:
        """The host (whoever holds the creator's seat) stops the game."""
        table = self.table
        seat = table.seat_of(token)
        if seat is None or seat != table.host:
            raise TableError(403, "only the host (the creator's seat) can stop the game")
        if table.is_over():
            raise TableError(409, "the game is already over")
        await self.stop(f"stopped by the host (seat {seat})")

    def watch_presence(self) -> None:
        """Stop a game with people once none of them has been connected for a while."""
        table = self.table
        people = [i for i, s in enumerate(table.seats) if s["kind"] == "human"]
        present = any(table.connected.get(i, 0) for i in people)
        if self.abandon_timer is not None:
            self.abandon_timer.cancel()
            self.abandon_timer = None
        if people and not present and not table.is_over() and self.watched:
            after = self.lobby.settings.abandon_after
            loop = asyncio.get_running_loop()
            self.abandon_timer = loop.call_later(after, self._abandoned, after)

    def _abandoned(self, after: float) -> None:
        self.abandon_timer = None
        self.spawn(self.stop(f"abandoned: no player connected for {after:g} s"))

    # --- what happens by itself ---------------------------------------------------

    def changed(self) -> None:
        """After any change: clocks, the next automatic move, and the pushes."""
        table = self.table
        self._run_clock()
        if not table.is_over() and not self.advancing:
            mover = table.state.current_player()
            if mover == CHANCE or table.bot_for(mover):
                self.advancing = True
                self.spawn(self._advance())
        self.push()
        if table.is_over():
            self.lobby.retire(self)

    def spawn(self, coro: Awaitable[Any]) -> None:
        """Run `coro` as this game's task (cancelled when the server stops)."""
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _advance(self) -> None:
        """Resolve chance and let bots move until a person is to move."""
        table, lobby = self.table, self.lobby
        try:
            while not table.is_over():
                async with self.lock:
                    mover = table.state.current_player()
                    if mover == CHANCE:
                        drawn = table.state.clone()
                        with contextlib.suppress(TableError):  # another process drew it
                            await self._store(self._chance_run(drawn, table.seq), None, drawn)
                        continue
                    spec = table.bot_for(mover)
                    if spec is None:
                        break
                    seq = table.seq
                    private = table.state.clone()
                    bot = self._bot(mover, spec)
                    rng = copy_stream(table.stream(mover))
                    by = "bot" if table.seats[mover]["kind"] == "bot" else "takeover"
                if lobby.settings.bot_delay:
                    await asyncio.sleep(lobby.settings.bot_delay)
                loop = asyncio.get_running_loop()
                text = await loop.run_in_executor(
                    lobby.pool.executor, lobby.pool.think, bot, private, mover, rng
                )
                async with self.lock:
                    if table.seq == seq and table.bot_for(mover) == spec:
                        with contextlib.suppress(TableError):  # another process moved first
                            await self._commit("action", text, mover, by, rng)
                    # otherwise the position moved on while the bot thought: look again
        except asyncio.CancelledError:
            self.advancing = False
            raise
        except Exception:
            log.exception("game %s: automatic move failed", table.id)
        self.advancing = False

    def _bot(self, seat: int, spec: str) -> Any:
        key = (seat, spec)
        bot = self.bots.get(key)
        if bot is None:
            bot = self.bots[key] = bounded_bot(spec, self.lobby.settings)
        return bot

    # --- clocks and leaving -------------------------------------------------------

    def _run_clock(self) -> None:
        clock, table = self.clock, self.table
        if clock is None:
            return
        if self.clock_timer is not None:
            self.clock_timer.cancel()
            self.clock_timer = None
        mover = table.state.current_player()
        if table.is_over():
            clock.switch(None)
            return
        if mover == CHANCE:
            return
        if table.seats[mover]["kind"] != "human" or mover in table.away:
            clock.switch(None)
            return
        clock.switch(mover)
        deadline = clock.deadline()
        if deadline is not None:
            loop = asyncio.get_running_loop()
            delay = max(0.0, deadline - time.monotonic())
            self.clock_timer = loop.call_later(delay, self._time_up, mover)

    def _time_up(self, seat: int) -> None:
        clock = self.clock
        if clock is None or clock.owner != seat or self.table.is_over():
            return
        clock.timed_out(seat)
        self.table.away.add(seat)
        self.changed()

    def connect(self, listener: Listener) -> None:
        self.listeners.append(listener)
        seat, table = listener.seat, self.table
        if seat is None:
            return
        self.watched = True
        listener.digest = table.seats[seat].get("token")
        table.connected[seat] = table.connected.get(seat, 0) + 1
        timer = self.leave_timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        if seat in table.away:
            table.away.discard(seat)
            if self.clock:
                self.clock.came_back(seat)
        self.watch_presence()
        self.changed()

    def disconnect(self, listener: Listener) -> None:
        if listener not in self.listeners:
            return
        self.listeners.remove(listener)
        seat, table = listener.seat, self.table
        if seat is None:
            return
        table.connected[seat] = max(0, table.connected.get(seat, 0) - 1)
        if table.header.get("takeover") and not table.connected[seat] and not table.is_over():
            # the grace counts from the last disconnect: an earlier timer no longer holds
            old = self.leave_timers.pop(seat, None)
            if old is not None:
                old.cancel()
            loop = asyncio.get_running_loop()
            grace = self.lobby.settings.leave_grace
            self.leave_timers[seat] = loop.call_later(grace, self._left, seat)
        self.watch_presence()
        self.push()

    def _left(self, seat: int) -> None:
        table = self.table
        self.leave_timers.pop(seat, None)
        if table.connected.get(seat, 0) or table.is_over() or seat in table.away:
            return
        table.away.add(seat)
        self.changed()

    # --- pushes -------------------------------------------------------------------

    def view(
        self, seat: int | None, log_from: int = 0, board: bool = True, lang: str = "en"
    ) -> dict[str, Any]:
        view = self.table.view(seat, log_from, board, lang)
        view["clock"] = self.clock.public() if self.clock else None
        return view

    def push(self) -> None:
        """Send the latest views now, or once `PUSH_INTERVAL` has passed since the last
        push (the changes meanwhile share that one)."""
        if self.pushing or not self.listeners:
            return
        wait = self.pushed_at + PUSH_INTERVAL - time.monotonic()
        if wait > 0:
            self.pushing = True
            self.spawn(self._push_later(wait))
        else:
            self.broadcast()

    async def _push_later(self, wait: float) -> None:
        await asyncio.sleep(wait)
        self.pushing = False
        self.broadcast()

    def broadcast(self) -> None:
        """Send each listener its own seat's view at once; the boards follow.

        Drawing is kept off the path of a move: views go out without the
        board (`board_follows`), and the boards are drawn a moment later, of
        the position then (a run of quick moves is drawn once, at its end).
        Each view is computed and encoded once per seat, each board once per seat
        and language.
        """
        self.pushed_at = time.monotonic()
        group = list(self.listeners)
        if not group:
            return
        table = self.table
        views: dict[tuple[int | None, int, bool], str] = {}
        sends = []
        for listener in group:
            key = (listener.seat, listener.log_from(table), listener.board)
            if key not in views:
                view = self.view(key[0], key[1], board=False)
                view["board_follows"] = key[2]
                views[key] = encode({"type": "view", "view": view})
            sends.append(listener.send(views[key]))
            listener.sent(table)
        if any(listener.board for listener in group):
            self.lobby.painter.want(self)
        self.spawn(asyncio.gather(*sends, return_exceptions=True))

    def draw(self) -> Awaitable[Any]:
        """Draw the board of the position as it is now for each listener that takes
        boards; what is returned sends them (drawing and sending are timed apart)."""
        table = self.table
        boards: dict[tuple[int | None, str], str] = {}
        sends = []
        for listener in self.listeners:
            if not listener.board:
                continue
            key = (listener.seat, listener.lang)
            if key not in boards:
                board = table.board(*key)
                message = {"type": "board", "seq": table.seq, "board": board}
                boards[key] = encode(message)
            sends.append(listener.send(boards[key]))
        return asyncio.gather(*sends, return_exceptions=True)
