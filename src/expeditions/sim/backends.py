"""Where games are played: in this process, in local processes, or on Ray.

Each back end takes chunks of tasks and yields each chunk's results as it
finishes (in any order). Closing the generator early cancels what has not
started, so Ctrl-C keeps the games already played.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

from .tasks import GameTask, play_chunk

BACKENDS = ("local", "ray")

Results = list[tuple[dict[str, Any], dict[str, Any]]]


class BackendError(RuntimeError):
    """A back end that cannot start (missing extra, unreachable cluster)."""


def plays_in_process(backend: str, workers: int) -> bool:
    """Whether games are played in this process: the local back end with one worker."""
    return backend == "local" and workers <= 1


def run_chunks(
    chunks: list[list[GameTask]],
    backend: str = "local",
    workers: int = 1,
    address: str | None = None,
) -> Iterator[Results]:
    if backend == "local":
        return run_local(chunks, workers)
    if backend == "ray":
        return run_ray(chunks, workers, address)
    raise ValueError(f"unknown back end {backend!r}; back ends: {', '.join(BACKENDS)}")


def _ignore_interrupt() -> None:
    """Workers leave Ctrl-C to the parent, which decides what to keep."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_local(chunks: list[list[GameTask]], workers: int) -> Iterator[Results]:
    """In this process for one worker, else a pool of fresh (spawned) processes."""
    if plays_in_process("local", workers):
        for chunk in chunks:
            yield play_chunk(chunk)
        return
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_ignore_interrupt)
    finished = False
    try:
        futures = [pool.submit(play_chunk, chunk) for chunk in chunks]
        for future in as_completed(futures):
            yield future.result()
        finished = True
    finally:
        if not finished:
            _stop_workers(pool)
        pool.shutdown(wait=finished, cancel_futures=not finished)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """Stop games still being played, so that Ctrl-C returns at once.

    The pool has no public way to do this before Python 3.14; its process
    table is stable across 3.11-3.13.
    """
    for process in list(getattr(pool, "_processes", {}).values()):
        process.terminate()


def run_ray(chunks: list[list[GameTask]], workers: int, address: str | None) -> Iterator[Results]:
    """On a Ray cluster at `address`, or on a local Ray instance with `workers` CPUs."""
    try:
        import ray
    except ImportError:
        raise BackendError("the ray back end needs Ray: pip install 'expeditions[ray]'") from None
    started = False
    if not ray.is_initialized():
        try:
            if address:
                ray.init(address=address, log_to_driver=False)
            else:
                path = os.pathsep.join(p or os.getcwd() for p in sys.path)
                ray.init(
                    num_cpus=max(1, workers),
                    include_dashboard=False,
                    log_to_driver=False,
                    runtime_env={"env_vars": {"PYTHONPATH": path}},
                )
        except (ConnectionError, RuntimeError, ValueError) as exc:
            where = address or "a local instance"
            raise BackendError(f"could not start Ray at {where}: {exc}") from None
        started = True
    remote = ray.remote(play_chunk)
    pending = [remote.remote(chunk) for chunk in chunks]
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if started:
            ray.shutdown()
