"""The catalogue: every game of the program, each named with the module that registers its
rules and the one that registers its screens (``game.core.registry.register_lazily``). The
one module that knows which games exist: importing it names them all; a game's own modules
are imported the first time it is asked for (``get_game``; the window's
``game.ui.plugin.presentation`` for its screens), every game's by ``registered_games()``.

A new game adds its line here (``docs/architecture.md``, "game/core: the contract").
"""
from __future__ import annotations

from .services import data_words  # noqa: F401  (a broken data file's line in the player's language)
from .core.registry import get_game, register_lazily, registered_games

# (name, the module registering its rules, the one registering its screens: the title's
# order of the games is the order of these lines)
register_lazily("horse-fever", "game.horsefever.entry", "game.horsefever.ui.entry")
register_lazily("bettor-horse", "game.bettorhorse", "game.bettorhorse.ui")
register_lazily("ticket-gagnant", "game.ticketgagnant", "game.ticketgagnant.ui")
register_lazily("finish-line", "game.finishline.entry", "game.finishline.ui")

# The game the program played before "Choose a game": the command line's own flags
# (--variant, --stars, --rounds), --autoplay's and --game's default and the settings written
# then speak of it. The shell asks here rather than naming it.
FIRST_GAME = "horse-fever"

__all__ = ["FIRST_GAME", "get_game", "registered_games"]
