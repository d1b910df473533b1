"""The parts the table sends for each legal action: remembered per action, never mixed
between games whose actions compare equal as tuples."""

from __future__ import annotations

import random

import expeditions
from expeditions.core import resolve_chance
from expeditions.server.choosing import action_parts

GAMES = ("cave", "southpole", "relic", "temple")


def legal_sets(name: str, moves: int = 60):
    game = expeditions.load(name, players=2)
    s, rng = game.new_initial_state(), random.Random(7)
    while not s.is_terminal() and moves:
        if s.is_chance_node():
            resolve_chance(s, rng)
            continue
        legal = s.legal_actions()
        yield game, legal
        s.apply(legal[rng.randrange(len(legal))])
        moves -= 1


def test_each_game_gets_the_parts_its_own_declaration_gives_after_the_others_asked():
    seen = {name: list(legal_sets(name)) for name in GAMES}
    for name in GAMES:  # every game's actions remembered first
        for game, legal in seen[name]:
            action_parts(game, legal)
    for name in GAMES:
        for game, legal in seen[name]:
            want = [[[k, t] for k, t in game.actions.parts(a)] for a in legal]
            assert action_parts(game, legal) == want, name


class Wording:
    """A declaration whose parts name it, so parts from another one would show."""

    def __init__(self, word: str) -> None:
        self.word = word

    def parts(self, action: tuple[int, ...]) -> tuple[tuple[str, str], ...]:
        return (("verb", self.word), ("space", str(action[0])))


class Declared:
    def __init__(self, word: str) -> None:
        self.actions = Wording(word)


def test_equal_actions_of_two_declarations_keep_their_own_parts():
    dig, climb = Declared("dig"), Declared("climb")
    assert action_parts(dig, [(3, 0)]) == [[["verb", "dig"], ["space", "3"]]]  # type: ignore[arg-type]
    assert action_parts(climb, [(3, 0)]) == [[["verb", "climb"], ["space", "3"]]]  # type: ignore[arg-type]
