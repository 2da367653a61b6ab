"""Every screen of the program: importing this module registers the shell's scenes
(``game/ui/scenes``) and every game's presentation plug-in (``game/ui/plugin.py``).

The one place that imports them all (as ``game/games.py`` does the games' rules); ``App``
imports this module and nothing concrete. A new game adds its ``ui`` package here.
"""
from __future__ import annotations

from .. import games  # noqa: F401  (every game's rules register first)
from . import scenes  # noqa: F401  (the shell's scenes register)
from ..horsefever import ui as _horse_fever  # noqa: F401  (registers "horse-fever"'s presentation)
from ..bettorhorse import ui as _bettor_horse  # noqa: F401  (registers "bettor-horse"'s)
from ..ticketgagnant import ui as _ticket_gagnant  # noqa: F401  (registers "ticket-gagnant"'s)
from ..finishline import ui as _finish_line  # noqa: F401  (registers "finish-line"'s presentation)


def _plain_tables() -> None:
    """A registered game without screens of its own yet is still offered: on the generic
    table with its plain board and fallback panels (``game/ui/generic``)."""
    from ..core.registry import registered_games
    from .generic import GenericPresentation
    from .plugin import presentations, register_presentation

    have = presentations()
    for info in registered_games():
        if info.name not in have:
            register_presentation(type(f"Plain_{info.name}", (GenericPresentation,),
                                       {"game": info.name})())


_plain_tables()
