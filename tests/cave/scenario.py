"""Building exact Cave positions for rule tests: kits chosen, chance forced."""

from __future__ import annotations

import expeditions

FIRST_GAME_KIT = {"camera": 1, "boat": 1, "consumable": 4, "rope": 1, "oxygen": 1}
"""The kit the rulebook suggests for a first game (p.4)."""


def do(state, *texts: str) -> None:
    """Apply actions by their text, as a player would type them."""
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def choose_kit(state, bag: dict[str, int], tent: dict[str, int] | None = None) -> None:
    """Answer the eleven starting-kit questions: the tent's four slots (filled
    anyway, returned if the tent stays home), take or leave it, the backpack."""
    seat = state.current_player()
    while state.edit_mode and state.current_player() == seat:
        legal = texts(state)
        if legal[0] == "take tent":
            do(state, "take tent" if tent is not None else "leave tent")
            continue
        verb, name, _ = legal[0].split()
        wanted = ((tent or {}) if verb == "tent" else bag).get(name, 0)
        text = f"{verb} {name} {wanted}"
        do(state, text if text in legal or tent is not None else legal[0])


def started(players: int = 2, kits=None, first: int = 0, **options):
    """A game after every kit is chosen and `first` drawn to begin."""
    game = expeditions.load("cave", players=players, **options)
    state = game.new_initial_state()
    kits = kits or [(FIRST_GAME_KIT, None)] * players
    for bag, tent in kits:
        choose_kit(state, bag, tent)
    do(state, f"first player {first}")
    return state


def discover(state, tile: int, x: int, y: int, turns: int) -> None:
    """Spend 1 AP to discover, force the draw of `tile`, place it."""
    do(state, "discover", f"draw {tile}", f"place {tile} at {x} {y} turn {turns}")


def texts(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def explorer(state, seat: int) -> dict:
    return state.observation(seat)["explorers"][seat]


def tile_at(state, x: int, y: int) -> dict:
    return next(t for t in state.observation(None)["tiles"] if (t["x"], t["y"]) == (x, y))
