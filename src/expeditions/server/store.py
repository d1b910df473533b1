"""Persistence: every accepted event is committed here before anyone hears of it.

Two tables: `games` (the header: game, players, options, seed, seats, clocks)
and `events` (one row per accepted event, keyed by game and sequence number).
The primary key (game_id, seq) makes a double move impossible even if two
server processes raced for the same game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Column,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine

metadata = MetaData()

games_table = Table(
    "games",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("header", Text, nullable=False),
    Column("status", String(16), nullable=False, default="playing"),
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


@dataclass(slots=True)
class Event:
    """One accepted event: an action (`kind='action'`) or an undo."""

    seq: int
    kind: str
    text: str
    seat: int
    by: str
    """'human', 'bot' (a bot seat), 'takeover' (a bot playing for an away human), 'chance'."""


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL with synchronous=NORMAL survives a killed process and commits in
    # well under a millisecond.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


class Store:
    """A thin synchronous wrapper over one database (SQLite file or PostgreSQL)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine: Engine = create_engine(url, future=True)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        metadata.create_all(self.engine)

    def create_game(self, game_id: str, header: dict[str, Any]) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                insert(games_table).values(id=game_id, header=json.dumps(header), status="playing")
            )

    def append_all(self, game_id: str, events: list[Event]) -> None:
        """Commit events in one transaction; a sequence number already taken fails them all."""
        rows = [
            {
                "game_id": game_id,
                "seq": e.seq,
                "kind": e.kind,
                "text": e.text,
                "seat": e.seat,
                "by": e.by,
            }
            for e in events
        ]
        if rows:
            with self.engine.begin() as conn:
                conn.execute(insert(events_table), rows)

    def set_status(self, game_id: str, status: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(games_table).where(games_table.c.id == game_id).values(status=status)
            )

    def set_header(self, game_id: str, header: dict[str, Any]) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(games_table)
                .where(games_table.c.id == game_id)
                .values(header=json.dumps(header))
            )

    def games(self, *, unfinished_only: bool = False) -> list[tuple[str, dict[str, Any], str]]:
        query = select(games_table.c.id, games_table.c.header, games_table.c.status)
        if unfinished_only:
            query = query.where(games_table.c.status == "playing")
        with self.engine.connect() as conn:
            return [(r[0], json.loads(r[1]), r[2]) for r in conn.execute(query)]

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
