"""The lobby: which games are live, creating them, and finding them again.

Live games are `LiveGame` objects in memory; a finished game leaves them
(it stays in the store, and a few are kept for their replays), and any game
not in memory is rebuilt from its stored events when asked for.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import expeditions
from expeditions.core import game_class
from expeditions.core.randomness import stream_from_text

from .bots import BotPool, check_bot
from .live import LiveGame
from .naming import seat_names
from .painter import Painter
from .settings import Settings
from .store import CHANNEL, Store
from .table import Table, TableError, new_token, token_hash
from .writer import GroupWriter

log = logging.getLogger("expeditions.server")

SEED_BITS = 52
"""Server-chosen seeds stay below 2**53, exact in every JSON reader."""


def free_seats(header: dict[str, Any]) -> list[int]:
    """The human seats of an open game that nobody holds yet (none for a closed game)."""
    if not header.get("open"):
        return []
    return [i for i, s in enumerate(header["seats"]) if s["kind"] == "human" and not s.get("token")]


class Lobby:
    def __init__(self, store: Store, settings: Settings | None = None) -> None:
        self.store = store
        self.settings = settings or Settings()
        self.live: dict[str, LiveGame] = {}
        self.finished: OrderedDict[str, LiveGame] = OrderedDict()
        self.pool = BotPool(self.settings.bot_workers)
        sqlite = store.engine.dialect.name == "sqlite"
        self.executor = ThreadPoolExecutor(max_workers=1 if sqlite else 4, thread_name_prefix="db")
        self.writer = GroupWriter(store, self.executor)
        self.painter = Painter()
        self.listening: asyncio.Future[None] | None = None
        self.checking: asyncio.Future[None] | None = None

    # --- start and stop -----------------------------------------------------------

    async def start(self) -> None:
        """Rebuild every unfinished game by replaying its events, then resume it."""
        for game_id, header, _status in await self.db(self.store.games, unfinished_only=True):
            game = LiveGame(await self.db(self._rebuild, game_id, header), self)
            self.live[game_id] = game
            if game.table.is_over():
                await self.db(self.store.set_status, game_id, game.table.status)
            game.watch_presence()
            game.changed()

        if self.store.shared:
            conn = await self._listener()  # listening before the first request is served
            self.listening = asyncio.ensure_future(self._listen(conn))
            self.checking = asyncio.ensure_future(self._check_peers())

    async def _listener(self) -> Any:
        import psycopg

        conn = await psycopg.AsyncConnection.connect(self.store.listen_url(), autocommit=True)
        await conn.execute(f"LISTEN {CHANNEL}")
        return conn

    async def _listen(self, conn: Any) -> None:
        """Follow the other server processes on the shared database (LISTEN/NOTIFY)."""
        while True:
            try:
                if conn is None:
                    conn = await self._listener()
                    for game in list(self.live.values()):  # what was missed meanwhile
                        game.spawn(game.catch_up("header"))
                async with conn:
                    async for note in conn.notifies():
                        self._heard(note.payload)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("listening to the other servers failed; retrying in 1 s")
                await asyncio.sleep(1.0)
            conn = None

    async def _check_peers(self) -> None:
        """Now and then read what other processes committed to the watched games.

        Notifications carry moves at once; this only catches one that was missed
        (sent while this process was still loading the game, or over a dropped
        connection), so a watched game is never left behind.
        """
        while True:
            await asyncio.sleep(self.settings.peer_check)
            for game in list(self.live.values()):
                if game.listeners and not game.lock.locked():
                    game.spawn(game.catch_up("events"))

    def _heard(self, payload: str) -> None:
        origin, _, rest = payload.partition(" ")
        game_id, _, what = rest.partition(" ")
        if origin == self.store.origin:
            return
        game = self.live.get(game_id)
        if game is not None:
            game.spawn(game.catch_up(what))

    async def stop(self) -> None:
        for task in (self.listening, self.checking):
            if task is not None:
                task.cancel()
        for game in list(self.live.values()):
            game.close()
        self.pool.shutdown()
        self.executor.shutdown(wait=True)

    async def db(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run a store call in the database thread."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, lambda: fn(*args, **kwargs))

    def _rebuild(self, game_id: str, header: dict[str, Any]) -> Table:
        table = Table(game_id, header)
        for ev in self.store.events(game_id):
            table.accept(ev)
        for seat, text in self.store.streams(game_id).items():
            table.streams[seat] = stream_from_text(text)
        return table

    # --- finding games ------------------------------------------------------------

    async def game(self, game_id: str) -> LiveGame:
        """The game with this id, live or rebuilt from the store; 404 if unknown."""
        game = self.live.get(game_id)
        if game is not None:
            return game
        game = self.finished.get(game_id)
        if game is not None:
            self.finished.move_to_end(game_id)
            return game
        found = await self.db(self.store.game, game_id)
        if found is None:
            raise TableError(404, f"no game with id {game_id!r}")
        table = await self.db(self._rebuild, game_id, found[0])
        game = self.live.get(game_id)  # rebuilt meanwhile by another request
        if game is None:
            game = LiveGame(table, self)
            if table.is_over():
                self._keep_finished(game)
            else:
                self.live[game_id] = game
                game.watch_presence()
                game.changed()
        return game

    def retire(self, game: LiveGame) -> None:
        """A finished game leaves the live games (its open sockets keep their object)."""
        if self.live.pop(game.id, None) is not None:
            game.close_timers()
            self._keep_finished(game)

    def _keep_finished(self, game: LiveGame) -> None:
        self.finished[game.id] = game
        self.finished.move_to_end(game.id)
        while len(self.finished) > self.settings.finished_cache:
            self.finished.popitem(last=False)

    async def games(self, limit: int, offset: int) -> dict[str, Any]:
        """One page of games, newest first (no tokens)."""
        rows = await self.db(self.store.games, limit=limit + 1, offset=offset)
        more = len(rows) > limit
        return {
            "games": [
                {
                    "id": game_id,
                    "game": header["game"],
                    "players": header["players"],
                    "seats": [
                        s["kind"] if s["kind"] == "human" else s["bot"] for s in header["seats"]
                    ],
                    "status": status,
                    "names": header.get("names"),
                    "title": game_class(header["game"]).info.title,
                    "open": bool(header.get("open")),
                    "free": free_seats(header) if status == "playing" else [],
                }
                for game_id, header, status in rows[:limit]
            ],
            "offset": offset,
            "next": offset + limit if more else None,
        }

    def counts(self) -> dict[str, int]:
        return {"live": len(self.live), "finished_in_memory": len(self.finished)}

    # --- creating -----------------------------------------------------------------

    async def create(self, spec: dict[str, Any]) -> dict[str, Any]:
        """A new game from a creation request; the tokens are in the answer only."""
        try:
            game = expeditions.load(spec["game"], players=spec["players"], **spec["options"])
        except ValueError as exc:
            raise TableError(422, str(exc)) from None
        if len(spec["seats"]) != game.players:
            raise TableError(422, f"{len(spec['seats'])} seats given for {game.players} players")
        seats, tokens, invites = [], [], []
        for i, who in enumerate(spec["seats"]):
            if who.strip().lower() == "human":
                # the creator holds the first person's seat; every other gets an invitation
                mine = not any(tokens)
                token, invite = (new_token(), None) if mine else (None, new_token())
                tokens.append(token)
                invites.append(invite)
                seats.append(
                    {
                        "kind": "human",
                        "token": token_hash(token) if token else None,
                        "invite": token_hash(invite) if invite else None,
                    }
                )
            else:
                self._check_bot(who, f"seat {i}")
                tokens.append(None)
                invites.append(None)
                seats.append({"kind": "bot", "bot": who.strip()})
        takeover = spec.get("takeover")
        if takeover:
            self._check_bot(takeover, "the takeover bot")
        clock = spec.get("clock")
        if clock and not takeover:
            raise TableError(422, "a turn clock needs a takeover bot for players out of time")
        seed = spec.get("seed")
        people = sum(1 for s in seats if s["kind"] == "human")
        if seed is not None and people > 1:
            raise TableError(
                422,
                f"a seed may be chosen only in a game with at most one person ({people} seats "
                "are human): the table chooses it, so no one can foresee the others' secrets",
            )
        header = {
            "game": game.name,
            "players": game.players,
            "options": game.changed_options(),
            "seed": seed if seed is not None else secrets.randbits(SEED_BITS),
            "seed_shown": seed is not None,
            "seats": seats,
            "takeover": takeover or None,
            "clock": clock,
            "names": seat_names(spec.get("names"), seats),
            "open": bool(spec.get("open")),
            "created": time.time(),
        }
        game_id = secrets.token_hex(6)
        await self.db(self.store.create_game, game_id, header)
        live = LiveGame(Table(game_id, header), self)
        self.live[game_id] = live
        live.watch_presence()
        live.changed()
        return {
            "id": game_id,
            "seed": header["seed"] if seed is not None else None,
            "seats": [
                {
                    "seat": i,
                    "kind": s["kind"],
                    "bot": s.get("bot"),
                    "token": tokens[i],
                    "invite": invites[i],
                }
                for i, s in enumerate(seats)
            ],
        }

    def _check_bot(self, spec: str, where: str) -> None:
        try:
            check_bot(spec, where, self.settings)
        except OverflowError as exc:
            raise TableError(400, str(exc)) from None
        except ValueError as exc:
            raise TableError(422, f"{where}: {exc}") from None
