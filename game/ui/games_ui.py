"""Every screen of the program: importing this module registers the shell's scenes
(``game/ui/scenes``), names every game (the catalogue, ``game/catalogue.py``, which names each
game's presentation plug-in beside its rules: ``game/ui/plugin.py`` imports one the first
time it is asked for) and sets the plain generic table a registered game without screens
of its own is shown on.

``App`` imports this module and nothing concrete; a new game adds nothing here.
"""
from __future__ import annotations

from .. import catalogue as games  # noqa: F401  (every game named)
from . import scenes  # noqa: F401  (the shell's scenes register)
from . import net  # noqa: F401  (hosting and joining: game/ui/net)
from .plugin import set_plain_table


def _plain_table(game: str):  # type: ignore[no-untyped-def]
    """A registered game without screens of its own yet is still offered: on the generic
    table with its plain board and fallback panels (``game/ui/generic``)."""
    from .generic import GenericPresentation

    return type(f"Plain_{game}", (GenericPresentation,), {"game": game})()


set_plain_table(_plain_table)
