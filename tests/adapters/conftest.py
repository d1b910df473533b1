"""The adapters are tested on every registered game and on `toyswap`.

`toyswap` is registered only while a test of this folder runs, so other
suites never see it.
"""

from __future__ import annotations

import pytest

import expeditions
from expeditions.core import registry

from .toy import NAME, ToySwapGame


def adapter_configs() -> list[tuple[str, int]]:
    """(game, players) for every registered game at its extreme player counts, and the toy."""
    out = []
    for name in expeditions.games():
        info = expeditions.core.game_class(name).info
        out.extend((name, n) for n in sorted({info.min_players, info.max_players}))
    info = ToySwapGame.info
    out.extend((NAME, n) for n in (info.min_players, info.max_players))
    return out


CONFIGS = adapter_configs()
IDS = [f"{name}-{n}p" for name, n in CONFIGS]

FULL_GAME_CONFIGS = [
    pytest.param(name, n, id=f"{name}-{n}p", marks=() if name == NAME else pytest.mark.slow)
    for name, n in CONFIGS
]
"""The same, with real games marked slow: for suites that play whole games at every step."""


@pytest.fixture(autouse=True)
def toy_registered():
    registry.register(ToySwapGame)
    yield
    registry.unregister(NAME)
