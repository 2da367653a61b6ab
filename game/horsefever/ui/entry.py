"""Horse Fever's presentation plug-in, registered when this module is imported
(``game/ui/games_ui.py`` names it: the shell imports it the first time Horse Fever is
asked for, so the window starts without Horse Fever's table, race show and tipster). Every
screen it shows is the shell's: it has no scene of its own."""
from __future__ import annotations

from .presentation import PRESENTATION

__all__ = ["PRESENTATION"]
