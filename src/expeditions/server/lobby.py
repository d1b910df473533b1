"""The lobby: every table in play, the order of events, bots, clocks and pushes.

All game changes happen on the event loop under one lock per game, in this
order: check, commit to the store (in the database thread), apply in memory,
then push the new views. Bots think in a thread pool on a private clone.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import expeditions
from expeditions.core import CHANCE, State, resolve_chance

from .bots import BotPool, make_bot
from .clocks import Clock
from .store import Event, Store
from .table import Table, TableError, new_token, token_hash

log = logging.getLogger("expeditions.server")

PUSH_INTERVAL = 0.02
"""Seconds between two pushes of one game: a run of bot and chance moves is
sent as its latest position instead of one message per move."""

Send = Callable[[str], Awaitable[None]]
"""Sends one text message (a JSON document) to one client."""


class Listener:
    """One open WebSocket: the seat it speaks for, how to reach it, what it holds."""

    __slots__ = ("seat", "send", "board", "log_length", "undos")

    def __init__(self, seat: int | None, send: Send, board: bool = True) -> None:
        self.seat = seat
        self.send = send
        self.board = board
        self.log_length = 0
        self.undos = 0

    def log_from(self, table: Table) -> int:
        """The first log entry this client lacks (0 after an undo: resend it all)."""
        return self.log_length if self.undos == table.undos else 0

    def sent(self, table: Table) -> None:
        self.log_length = len(table.actors)
        self.undos = table.undos


class Lobby:
    def __init__(
        self,
        store: Store,
        *,
        bot_workers: int = 4,
        bot_delay: float = 0.0,
        leave_grace: float = 20.0,
    ) -> None:
        self.store = store
        self.bot_delay = bot_delay
        self.leave_grace = leave_grace
        self.tables: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.listeners: dict[str, list[Listener]] = {}
        self.clocks: dict[str, Clock] = {}
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self.bots: dict[tuple[str, int, str], Any] = {}
        self.advancing: set[str] = set()
        self.pushing: set[str] = set()
        self.pushed_at: dict[str, float] = {}
        self.tasks: set[asyncio.Task[Any]] = set()
        self.pool = BotPool(bot_workers)
        sqlite = store.engine.dialect.name == "sqlite"
        self.db = ThreadPoolExecutor(max_workers=1 if sqlite else 4, thread_name_prefix="db")

    # --- start and stop -----------------------------------------------------------

    async def start(self) -> None:
        """Rebuild every unfinished game by replaying its events, then resume it."""
        for game_id, header, _status in await self._db(self.store.games, unfinished_only=True):
            table = await self._db(self._rebuild, game_id, header)
            self._install(table)
            if table.is_over():
                await self._db(self.store.set_status, game_id, "over")
            self._changed(table)

    def _rebuild(self, game_id: str, header: dict[str, Any]) -> Table:
        table = Table(game_id, header)
        for ev in self.store.events(game_id):
            table.accept(ev)
        return table

    def _install(self, table: Table) -> None:
        self.tables[table.id] = table
        self.locks.setdefault(table.id, asyncio.Lock())
        self.listeners.setdefault(table.id, [])
        clock = table.header.get("clock")
        if clock and table.id not in self.clocks:
            self.clocks[table.id] = Clock(clock["turn"], clock["bank"], table.game.players)

    async def stop(self) -> None:
        for handle in self.timers.values():
            handle.cancel()
        for task in list(self.tasks):
            task.cancel()
        self.pool.shutdown()
        self.db.shutdown(wait=True)

    async def _db(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.db, lambda: fn(*args, **kwargs))

    # --- finding games ------------------------------------------------------------

    async def table(self, game_id: str) -> Table:
        table = self.tables.get(game_id)
        if table is not None:
            return table
        found = await self._db(self.store.game, game_id)
        if found is None:
            raise TableError(404, f"no game with id {game_id!r}")
        table = await self._db(self._rebuild, game_id, found[0])
        self._install(table)
        return table

    async def games(self) -> list[dict[str, Any]]:
        rows = await self._db(self.store.games)
        return [
            {
                "id": game_id,
                "game": header["game"],
                "players": header["players"],
                "seats": [s["kind"] if s["kind"] == "human" else s["bot"] for s in header["seats"]],
                "status": status,
            }
            for game_id, header, status in rows
        ]

    # --- creating -----------------------------------------------------------------

    async def create(self, spec: dict[str, Any]) -> dict[str, Any]:
        """A new game from a creation request; the tokens are in the answer only."""
        try:
            game = expeditions.load(spec["game"], players=spec["players"], **spec["options"])
        except ValueError as exc:
            raise TableError(422, str(exc)) from None
        if len(spec["seats"]) != game.players:
            raise TableError(422, f"{len(spec['seats'])} seats given for {game.players} players")
        seats, tokens = [], []
        for i, who in enumerate(spec["seats"]):
            if who.strip().lower() == "human":
                token = new_token()
                tokens.append(token)
                seats.append({"kind": "human", "token": token_hash(token)})
            else:
                self._check_bot(who, f"seat {i}")
                tokens.append(None)
                seats.append({"kind": "bot", "bot": who.strip()})
        takeover = spec.get("takeover")
        if takeover:
            self._check_bot(takeover, "the takeover bot")
        clock = spec.get("clock")
        if clock and not takeover:
            raise TableError(422, "a turn clock needs a takeover bot for players out of time")
        seed = spec.get("seed")
        header = {
            "game": game.name,
            "players": game.players,
            "options": game.changed_options(),
            "seed": seed if seed is not None else secrets.randbits(48),
            "seats": seats,
            "takeover": takeover or None,
            "clock": clock,
            "created": time.time(),
        }
        game_id = secrets.token_hex(6)
        await self._db(self.store.create_game, game_id, header)
        table = Table(game_id, header)
        self._install(table)
        self._changed(table)
        return {
            "id": game_id,
            "seats": [
                {"seat": i, "kind": s["kind"], "bot": s.get("bot"), "token": tokens[i]}
                for i, s in enumerate(seats)
            ],
        }

    @staticmethod
    def _check_bot(spec: str, where: str) -> None:
        try:
            make_bot(spec)
        except ValueError as exc:
            raise TableError(422, f"{where}: {exc}") from None

    # --- moves --------------------------------------------------------------------

    async def move(self, game_id: str, token: str | None, seq: int, text: str) -> Table:
        table = await self.table(game_id)
        async with self.locks[game_id]:
            seat = table.seat_of(token)
            canonical = table.check_move(seat, seq, text)
            await self._commit(table, "action", canonical, seat, "human")
        return table

    async def undo(self, game_id: str, token: str | None, seq: int) -> Table:
        table = await self.table(game_id)
        async with self.locks[game_id]:
            seat = table.seat_of(token)
            table.check_undo(seat, seq)
            await self._commit(table, "undo", "undo", seat, "human")
        return table

    async def come_back(self, game_id: str, token: str | None) -> Table:
        """A player takes their seat back from the takeover bot."""
        table = await self.table(game_id)
        seat = table.seat_of(token)
        if seat is not None and seat in table.away:
            table.away.discard(seat)
            clock = self.clocks.get(game_id)
            if clock:
                clock.came_back(seat)
            self._changed(table)
        return table

    async def _commit(self, table: Table, kind: str, text: str, seat: int, by: str) -> None:
        """Commit one event and the chance outcomes it leads to, in one transaction.

        Rolls and draws that follow a decision are resolved at once, so the
        player sees the outcome in the same push and the store writes once.
        """
        events = [Event(table.seq, kind, text, seat, by)]
        if kind == "action":
            # Checked before the commit, so only legal events ever reach the store.
            action = table.game.parse_action(table.state, text)
            events[0].text = str(action)
            after = table.state.clone()
            after.apply(action)
            events += self._chance_run(table, after, table.seq + 1)
        await self._store(table, events)

    async def _store(self, table: Table, events: list[Event]) -> None:
        """Commit, then apply in memory, then let everyone know."""
        await self._db(self.store.append_all, table.id, events)
        for ev in events:
            table.accept(ev)
        if table.is_over():
            await self._db(self.store.set_status, table.id, "over")
        self._changed(table)

    @staticmethod
    def _chance_run(table: Table, state: State, seq: int) -> list[Event]:
        """The chance outcomes from `state` on, each drawn from its own seeded stream."""
        out = []
        while state.is_chance_node():
            rng = random.Random(f"{table.header['seed']}/chance/{seq + len(out)}")
            outcome = resolve_chance(state, rng)
            out.append(Event(seq + len(out), "action", str(outcome), CHANCE, "chance"))
        return out

    def _changed(self, table: Table) -> None:
        """After any change: clocks, the next automatic move, and the pushes."""
        self._run_clock(table)
        if not table.is_over() and table.id not in self.advancing:
            mover = table.state.current_player()
            if mover == CHANCE or table.bot_for(mover):
                self.advancing.add(table.id)
                self._spawn(self._advance(table))
        self._push(table)

    def _spawn(self, coro: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _advance(self, table: Table) -> None:
        """Resolve chance and let bots move until a human is to move."""
        try:
            while not table.is_over():
                lock = self.locks[table.id]
                async with lock:
                    mover = table.state.current_player()
                    if mover == CHANCE:
                        events = self._chance_run(table, table.state.clone(), table.seq)
                        await self._store(table, events)
                        continue
                    spec = table.bot_for(mover)
                    if spec is None:
                        break
                    seq = table.seq
                    private = table.state.clone()
                    bot = self._bot(table.id, mover, spec)
                    rng = random.Random(f"{table.header['seed']}/bot/{mover}/{seq}")
                    by = "bot" if table.seats[mover]["kind"] == "bot" else "takeover"
                if self.bot_delay:
                    await asyncio.sleep(self.bot_delay)
                loop = asyncio.get_running_loop()
                text = await loop.run_in_executor(
                    self.pool.executor, self.pool.think, bot, private, mover, rng
                )
                async with lock:
                    if table.seq == seq and table.bot_for(mover) == spec:
                        await self._commit(table, "action", text, mover, by)
                    # otherwise the position moved on while the bot thought: look again
        except asyncio.CancelledError:
            self.advancing.discard(table.id)
            raise
        except Exception:
            log.exception("game %s: automatic move failed", table.id)
            self.advancing.discard(table.id)
            return
        self.advancing.discard(table.id)

    def _bot(self, game_id: str, seat: int, spec: str) -> Any:
        key = (game_id, seat, spec)
        bot = self.bots.get(key)
        if bot is None:
            bot = self.bots[key] = make_bot(spec)
        return bot

    # --- clocks and leaving -------------------------------------------------------

    def _run_clock(self, table: Table) -> None:
        clock = self.clocks.get(table.id)
        if clock is None:
            return
        old = self.timers.pop(table.id, None)
        if old is not None:
            old.cancel()
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
            self.timers[table.id] = loop.call_later(delay, self._time_up, table, mover)

    def _time_up(self, table: Table, seat: int) -> None:
        clock = self.clocks.get(table.id)
        if clock is None or clock.owner != seat or table.is_over():
            return
        clock.timed_out(seat)
        table.away.add(seat)
        self._changed(table)

    def _push(self, table: Table) -> None:
        """Schedule one push of the latest views (several changes may share it)."""
        if table.id not in self.pushing:
            self.pushing.add(table.id)
            self._spawn(self._push_soon(table))

    async def _push_soon(self, table: Table) -> None:
        wait = self.pushed_at.get(table.id, 0.0) + PUSH_INTERVAL - time.monotonic()
        await asyncio.sleep(max(0.0, wait))
        self.pushing.discard(table.id)
        self.pushed_at[table.id] = time.monotonic()
        await self.broadcast(table)

    def connect(self, table: Table, listener: Listener) -> None:
        self.listeners[table.id].append(listener)
        seat = listener.seat
        if seat is not None:
            table.connected[seat] = table.connected.get(seat, 0) + 1
            if seat in table.away:
                table.away.discard(seat)
                clock = self.clocks.get(table.id)
                if clock:
                    clock.came_back(seat)
            self._changed(table)

    def disconnect(self, table: Table, listener: Listener) -> None:
        group = self.listeners.get(table.id, [])
        if listener in group:
            group.remove(listener)
        seat = listener.seat
        if seat is None:
            return
        table.connected[seat] = max(0, table.connected.get(seat, 0) - 1)
        if table.header.get("takeover") and not table.connected[seat]:
            loop = asyncio.get_running_loop()
            loop.call_later(self.leave_grace, self._left, table, seat)
        self._push(table)

    def _left(self, table: Table, seat: int) -> None:
        if table.connected.get(seat, 0) or table.is_over() or seat in table.away:
            return
        table.away.add(seat)
        self._changed(table)

    # --- pushes -------------------------------------------------------------------

    def view(
        self, table: Table, seat: int | None, log_from: int = 0, board: bool = True
    ) -> dict[str, Any]:
        view = table.view(seat, log_from, board)
        clock = self.clocks.get(table.id)
        view["clock"] = clock.public() if clock else None
        return view

    async def broadcast(self, table: Table) -> None:
        """Send each listener its own seat's view (computed and encoded once per seat)."""
        group = list(self.listeners.get(table.id, ()))
        if not group:
            return
        views: dict[tuple[int | None, int, bool], str] = {}
        sends = []
        for listener in group:
            key = (listener.seat, listener.log_from(table), listener.board)
            if key not in views:
                message = {"type": "view", "view": self.view(table, *key)}
                views[key] = json.dumps(message, separators=(",", ":"))
            sends.append(listener.send(views[key]))
            listener.sent(table)
        await asyncio.gather(*sends, return_exceptions=True)
