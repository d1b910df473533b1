"""Shared by the simulator's tests: a study stopped part way."""

from __future__ import annotations

import pytest

from expeditions.sim import runner


def stop_after_two_chunks(monkeypatch: pytest.MonkeyPatch, error: BaseException) -> None:
    """The study's games stop with `error` once two chunks are in: a Ctrl-C, or a crash."""
    real = runner.run_chunks

    def stopping(chunks, backend, workers, address):
        stream = real(chunks, backend, workers, address)
        yield next(stream)
        yield next(stream)
        raise error

    monkeypatch.setattr(runner, "run_chunks", stopping)
