"""The server collects garbage seldom, and never walks what existed at start."""

from __future__ import annotations

import gc

from expeditions.server.app import tune_collector
from expeditions.server.settings import Settings


def test_the_young_generation_is_collected_as_the_settings_say():
    before = gc.get_threshold()
    try:
        tune_collector(Settings().young_collection)
        assert gc.get_threshold()[0] == Settings().young_collection == 50_000
        assert gc.get_threshold()[1:] == before[1:]
        assert gc.get_freeze_count() > 0, "what exists at start is out of the collector's sight"
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_zero_leaves_pythons_collector_alone():
    before = gc.get_threshold()
    tune_collector(0)
    assert gc.get_threshold() == before
