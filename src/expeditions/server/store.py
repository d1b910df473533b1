"""Persistence: every accepted event is committed here before anyone hears of it.

Three tables: `games` (the header: game, players, options, seed, seats,
clocks; its status and when it was created), `events` (one row per accepted
event, keyed by game and sequence number) and `streams` (where each seat's
bot stream stands, written with the bot's move, so a restarted server plays
on exactly as `expeditions.play` would).
The primary key (game_id, seq) makes a double move impossible even if two
server processes raced for the same game.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Column,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    delete,
    event,
    func,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

metadata = MetaData()

games_table = Table(
    "games",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("header", Text, nullable=False),
    Column("status", String(16), nullable=False, default="playing"),
    Column("created", Float, nullable=True),
)

events_table = Table(
    "events",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("kind", String(16), nullable=False),
    Column("text", Text, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("by", String(16), nullable=False),
)

streams_table = Table(
    "streams",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("state", Text, nullable=False),
)


@dataclass(slots=True)
class Event:
    """One accepted event: an action (`kind='action'`), an undo, or a stop (text: why)."""

    seq: int
    kind: str
    text: str
    seat: int
    by: str
    """'human', 'bot' (a bot seat), 'takeover' (a bot playing for an away human), 'chance'."""


Batch = tuple[str, list[Event], dict[int, str] | None]
"""What one game commits at once: its id, its new events, the seat streams they moved."""


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL with synchronous=NORMAL survives a killed process and commits in
    # well under a millisecond.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


CHANNEL = "expeditions"
"""The PostgreSQL channel on which server processes tell each other of changes."""


def _plain_insert(engine: Engine, table: Table) -> str:
    """The driver's own INSERT of a whole row of `table`, its columns in order: the
    group commit hands it straight to the driver's executemany."""
    quote = engine.dialect.identifier_preparer.quote
    mark = "?" if engine.dialect.paramstyle == "qmark" else "%s"
    names = ", ".join(quote(c.name) for c in table.columns)
    marks = ", ".join([mark] * len(table.columns))
    return f"INSERT INTO {quote(table.name)} ({names}) VALUES ({marks})"


class Store:
    """A thin synchronous wrapper over one database (SQLite file or PostgreSQL).

    On PostgreSQL every commit also notifies `CHANNEL` with
    `"<origin> <game id> <what>"`, delivered to the other server processes
    when (and only if) the transaction commits.
    """

    def __init__(self, url: str) -> None:
        self.url = url
        self.origin = secrets.token_hex(6)
        """This process, so it can ignore its own notifications."""
        self.engine: Engine = create_engine(url, future=True)
        self.shared = self.engine.dialect.name == "postgresql"
        self._insert_events = _plain_insert(self.engine, events_table)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        metadata.create_all(self.engine)
        columns = {c["name"] for c in inspect(self.engine).get_columns("games")}
        if "created" not in columns:  # a database from before games were paged
            with self.engine.begin() as conn:
                conn.execute(text("ALTER TABLE games ADD COLUMN created FLOAT"))

    def create_game(self, game_id: str, header: dict[str, Any]) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                insert(games_table).values(
                    id=game_id,
                    header=json.dumps(header),
                    status="playing",
                    created=header.get("created"),
                )
            )

    def append_all(
        self,
        game_id: str,
        events: list[Event],
        streams: dict[int, str] | None = None,
    ) -> None:
        """Commit events in one transaction; a sequence number already taken fails them all.

        `streams` (seat: `stream_text`) are written in the same transaction, so a
        seat's stream never disagrees with its moves.
        """
        if events:
            with self.engine.begin() as conn:
                self._append(conn, [(game_id, events, streams)])

    def append_many(self, batches: list[Batch]) -> list[Exception | None]:
        """Commit the events of several games in one transaction (a group commit).

        Each batch is `(game_id, events, streams)` as `append_all` takes them.
        If the shared transaction fails (a sequence number another process
        took first), each batch is committed alone, so only the batches at
        fault fail; the answer holds, per batch, its error or None.
        """
        try:
            with self.engine.begin() as conn:
                self._append(conn, batches)
            return [None] * len(batches)
        except IntegrityError:
            if len(batches) == 1:
                raise
        answers: list[Exception | None] = []
        for game_id, events, streams in batches:
            try:
                self.append_all(game_id, events, streams)
                answers.append(None)
            except IntegrityError as exc:
                answers.append(exc)
        return answers

    def _append(self, conn: Any, batches: list[Batch]) -> None:
        rows = [
            (game_id, e.seq, e.kind, e.text, e.seat, e.by)
            for game_id, events, _ in batches
            for e in events
        ]
        if not rows:
            return
        # straight to the driver's executemany: this insert carries every move of the table
        conn.exec_driver_sql(self._insert_events, rows)
        s = streams_table.c
        for game_id, events, streams in batches:
            if events:
                self._notify(conn, game_id, "events")
            for seat, state in (streams or {}).items():
                conn.execute(delete(streams_table).where(s.game_id == game_id, s.seat == seat))
                conn.execute(insert(streams_table).values(game_id=game_id, seat=seat, state=state))

    def set_status(self, game_id: str, status: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(games_table).where(games_table.c.id == game_id).values(status=status)
            )

    def _notify(self, conn: Any, game_id: str, what: str) -> None:
        if self.shared:
            payload = f"{self.origin} {game_id} {what}"
            conn.execute(text("SELECT pg_notify(:c, :p)"), {"c": CHANNEL, "p": payload})

    def listen_url(self) -> str:
        """The database URL as psycopg itself takes it (for LISTEN)."""
        url = self.engine.url.set(drivername="postgresql")
        return url.render_as_string(hide_password=False)

    def events_from(self, game_id: str, seq: int) -> list[Event]:
        """The events of a game from sequence number `seq` on."""
        e = events_table.c
        query = (
            select(e.seq, e.kind, e.text, e.seat, e.by)
            .where(e.game_id == game_id, e.seq >= seq)
            .order_by(e.seq)
        )
        with self.engine.connect() as conn:
            return [Event(*row) for row in conn.execute(query)]

    def set_header(self, game_id: str, header: dict[str, Any]) -> None:
        with self.engine.begin() as conn:
            self._notify(conn, game_id, "header")
            conn.execute(
                update(games_table)
                .where(games_table.c.id == game_id)
                .values(header=json.dumps(header))
            )

    def games(
        self, *, unfinished_only: bool = False, limit: int | None = None, offset: int = 0
    ) -> list[tuple[str, dict[str, Any], str]]:
        """Games, newest first; `limit` and `offset` page through them."""
        g = games_table.c
        query = select(g.id, g.header, g.status).order_by(g.created.desc(), g.id)
        if unfinished_only:
            query = query.where(g.status == "playing")
        if limit is not None:
            query = query.limit(limit).offset(offset)
        with self.engine.connect() as conn:
            return [(r[0], json.loads(r[1]), r[2]) for r in conn.execute(query)]

    def count(self) -> int:
        with self.engine.connect() as conn:
            return conn.execute(select(func.count()).select_from(games_table)).scalar_one()

    def streams(self, game_id: str) -> dict[int, str]:
        """Where each seat's bot stream stood after its last bot move."""
        s = streams_table.c
        query = select(s.seat, s.state).where(s.game_id == game_id)
        with self.engine.connect() as conn:
            return {seat: state for seat, state in conn.execute(query)}

    def game(self, game_id: str) -> tuple[dict[str, Any], str] | None:
        query = select(games_table.c.header, games_table.c.status).where(
            games_table.c.id == game_id
        )
        with self.engine.connect() as conn:
            row = conn.execute(query).first()
        return None if row is None else (json.loads(row[0]), row[1])

    def events(self, game_id: str) -> list[Event]:
        e = events_table.c
        query = (
            select(e.seq, e.kind, e.text, e.seat, e.by).where(e.game_id == game_id).order_by(e.seq)
        )
        with self.engine.connect() as conn:
            return [Event(*row) for row in conn.execute(query)]

    def close(self) -> None:
        self.engine.dispose()
