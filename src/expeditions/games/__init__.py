"""One package per game; importing this package imports (and so registers) each.

A new game is a new package here whose `game.py` calls
`expeditions.core.register`; nothing else lists the games.
"""

from __future__ import annotations

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    if _module.ispkg:
        importlib.import_module(f"{__name__}.{_module.name}")
