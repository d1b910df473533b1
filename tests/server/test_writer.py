"""Group commit: moves of many games share a transaction, and one game's conflict
fails only that game's moves."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy.exc import IntegrityError

from expeditions.server.store import Event, Store
from expeditions.server.writer import GroupWriter
from tests.server.conftest import sqlite_url

HEADER = {"game": "toy", "players": 2, "options": {}, "seed": 1, "seats": []}


def _event(seq: int, text: str = "step") -> Event:
    return Event(seq, "action", text, 0, "human")


@pytest.fixture
def store(tmp_path):
    store = Store(sqlite_url(tmp_path))
    for game_id in ("a", "b", "c"):
        store.create_game(game_id, HEADER)
    yield store
    store.close()


def test_many_games_commit_together_and_in_order(store):
    answers = store.append_many(
        [("a", [_event(0), _event(1)], None), ("b", [_event(0)], {1: "stream"}), ("c", [], None)]
    )
    assert answers == [None, None, None]
    assert [e.seq for e in store.events("a")] == [0, 1]
    assert [e.seq for e in store.events("b")] == [0]
    assert store.streams("b") == {1: "stream"}
    assert store.events("c") == []


def test_a_taken_sequence_number_fails_only_its_own_game(store):
    store.append_all("a", [_event(0, "first")])
    answers = store.append_many([("a", [_event(0, "second")], None), ("b", [_event(0)], None)])
    assert isinstance(answers[0], IntegrityError)
    assert answers[1] is None
    assert [e.text for e in store.events("a")] == ["first"]
    assert [e.seq for e in store.events("b")] == [0]


def test_the_writer_shares_one_transaction_among_moves_that_wait(store):
    calls: list[int] = []
    real = store.append_many

    def counted(batches):
        calls.append(len(batches))
        return real(batches)

    store.append_many = counted

    async def play() -> None:
        with ThreadPoolExecutor(max_workers=1) as executor:
            writer = GroupWriter(store, executor)
            await asyncio.gather(*(writer.append(g, [_event(0)]) for g in ("a", "b", "c")))
            await writer.append("a", [_event(1)])
            with pytest.raises(IntegrityError):
                await writer.append("b", [_event(0)])

    asyncio.run(play())
    assert calls[0] == 3  # the three games that waited together: one transaction
    assert [e.seq for e in store.events("a")] == [0, 1]
    assert len(store.events("b")) == 1


def test_the_writer_outlives_its_event_loop(store):
    """A server restarted in the same process (tests do) keeps committing."""
    with ThreadPoolExecutor(max_workers=1) as executor:
        writer = GroupWriter(store, executor)
        asyncio.run(writer.append("a", [_event(0)]))
        asyncio.run(writer.append("a", [_event(1)]))
    assert [e.seq for e in store.events("a")] == [0, 1]
