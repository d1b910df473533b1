"""Relic Expedition phases and the kinds of pending work (`todo` tasks)."""

from __future__ import annotations

P_SETUP, P_ROLL, P_ANIMALS, P_ACTIONS, P_LAND, P_OVER = range(6)

# todo tasks: (kind, ...)
T_FIRST = 0  # (T_FIRST,)                                chance: first player
T_REVEAL = 1  # (T_REVEAL, cell, placer, barred)         chance: a tile; barred: starts that failed
T_ROTATE = 2  # (T_ROTATE, cell, placer, tile, barred)   chance: its rotation
T_RELIC = 3  # (T_RELIC, cell)                           chance: a relic for a relic table
T_ATTACH = 4  # (T_ATTACH, cell, placer, tile, barred)   the placer orients a feature board
T_SPOT = 5  # (T_SPOT, cell)                             chance: a feature relic turns up
T_MEET = 6  # (T_MEET, seat, cell, met)                  explorer entered animals' space
T_AMEET = 7  # (T_AMEET, animal, cell, seats)            animal entered explorers' space
T_D8 = 8  # (T_D8, seat, animal)                         chance: the monkey's backpack slot
T_STEAL = 9  # (T_STEAL, cell, animal)                   chance: a monkey takes from the ground
T_IVY = 10  # (T_IVY, seat)                              first aid against poison ivy?
T_BAG = 11  # (T_BAG, seat)                              chance: a supply from the bag

CHANCE_TASKS = frozenset((T_FIRST, T_REVEAL, T_ROTATE, T_RELIC, T_SPOT, T_D8, T_STEAL, T_BAG))
