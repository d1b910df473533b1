"""The toy race is registered only while a test of this folder runs."""

from __future__ import annotations

import pytest

from expeditions.core import registry
from tests.agents.toy import ToyGame


@pytest.fixture(autouse=True, scope="module")
def toy_registered():
    registry.register(ToyGame)
    yield
    registry._GAMES.pop(ToyGame.info.name, None)
