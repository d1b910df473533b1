"""What a bot judged, recorded for tests that check which positions it looks at."""

from __future__ import annotations

from expeditions.agents import HeuristicBot


def judgements(monkeypatch) -> list:
    """The calls of `HeuristicBot.action_value` from now on, as (action, follow, value)."""
    calls = []
    judge = HeuristicBot.action_value

    def spy(self, state, action, seat, evaluate, rng, follow, exact=True):
        value = judge(self, state, action, seat, evaluate, rng, follow, exact)
        calls.append((action, follow, value))
        return value

    monkeypatch.setattr(HeuristicBot, "action_value", spy)
    return calls
