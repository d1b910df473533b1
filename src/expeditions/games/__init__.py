"""One package per game; each registers itself on import.

`expeditions.games` is both this package and the contract's `games()`
function: importing a game sets the package as an attribute of `expeditions`,
so the package itself answers the call with the registered names.
"""

from __future__ import annotations

import sys
import types


class _GamesPackage(types.ModuleType):
    def __call__(self) -> list[str]:
        from expeditions.core.registry import games

        return games()


sys.modules[__name__].__class__ = _GamesPackage
