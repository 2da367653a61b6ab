"""Every game of the program: importing this module registers them all (game.core.registry).

A new game adds its import here (``docs/architecture.md``, "game/core: the contract").
"""
from __future__ import annotations

from . import data_words  # noqa: F401  (a broken data file's line in the player's language)
from . import horsefever  # noqa: F401  (registers "horse-fever")
from .finishline import entry as _finishline  # noqa: F401  (registers "finish-line")
from . import bettorhorse  # noqa: F401  (registers "bettor-horse")
from . import ticketgagnant  # noqa: F401  (registers "ticket-gagnant")
from .core.registry import get_game, registered_games

__all__ = ["get_game", "registered_games"]
