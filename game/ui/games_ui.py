"""Every screen of the program: importing this module registers the shell's scenes
(``game/ui/scenes``) and names every game's presentation plug-in (``game/ui/plugin.py``),
each imported the first time it is asked for (a registered game without one gets the plain
generic table then).

The one place that names them all (as ``game/games.py`` does the games' rules); ``App``
imports this module and nothing concrete. A new game adds its ``ui`` package here.
"""
from __future__ import annotations

from .. import games  # noqa: F401  (every game named)
from . import scenes  # noqa: F401  (the shell's scenes register)
from . import net  # noqa: F401  (hosting and joining: game/ui/net)
from .plugin import register_presentation_lazily, set_plain_table


def _plain_table(game: str):  # type: ignore[no-untyped-def]
    """A registered game without screens of its own yet is still offered: on the generic
    table with its plain board and fallback panels (``game/ui/generic``)."""
    from .generic import GenericPresentation

    return type(f"Plain_{game}", (GenericPresentation,), {"game": game})()


set_plain_table(_plain_table)
register_presentation_lazily("horse-fever", "game.horsefever.ui.entry")
register_presentation_lazily("bettor-horse", "game.bettorhorse.ui")
register_presentation_lazily("ticket-gagnant", "game.ticketgagnant.ui")
register_presentation_lazily("finish-line", "game.finishline.ui")
