"""Group commit: the moves of many games written in one transaction.

Every move is committed before anyone sees it (a crash loses no acknowledged
move), but a transaction per move would make the database thread the table's
bottleneck. Moves that arrive while a transaction is being written wait for
the next one, and share it.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import Executor

from .store import Batch, Event, Store


class GroupWriter:
    """Queues `append` calls and commits each queue in one transaction."""

    def __init__(self, store: Store, executor: Executor) -> None:
        self.store = store
        self.executor = executor
        self.pending: list[tuple[Batch, asyncio.Future[None]]] = []
        self.task: asyncio.Future[None] | None = None
        """The task writing the queue; a new one starts when none is running."""

    async def append(
        self, game_id: str, events: list[Event], streams: dict[int, str] | None = None
    ) -> None:
        """Return once the events are committed; raise what committing them raised."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        self.pending.append(((game_id, events, streams), done))
        if self.task is None or self.task.done():
            self.task = asyncio.ensure_future(self._write())
        await done

    async def _write(self) -> None:
        loop = asyncio.get_running_loop()
        while self.pending:
            queue, self.pending = self.pending, []
            batches = [batch for batch, _ in queue]
            try:
                answers = await loop.run_in_executor(self.executor, self.store.append_many, batches)
            except Exception as exc:  # the database itself failed: every batch did
                answers = [exc] * len(queue)
            for (_, done), error in zip(queue, answers, strict=True):
                if done.done():
                    continue
                if error is None:
                    done.set_result(None)
                else:
                    done.set_exception(error)
