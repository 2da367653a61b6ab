"""Every game of the program, each named with the module that registers it (game.core.registry):
importing this module names them all; a game's own modules are imported the first time it is
asked for (``get_game``), every game's by ``registered_games()``.

A new game adds its line here (``docs/architecture.md``, "game/core: the contract").
"""
from __future__ import annotations

from . import data_words  # noqa: F401  (a broken data file's line in the player's language)
from .core.registry import get_game, register_lazily, registered_games

register_lazily("horse-fever", "game.horsefever.entry")
register_lazily("finish-line", "game.finishline.entry")
register_lazily("bettor-horse", "game.bettorhorse")
register_lazily("ticket-gagnant", "game.ticketgagnant")

__all__ = ["get_game", "registered_games"]
