"""Horse Fever's presentation plug-in and scenes, registered when this module is imported
(``game/ui/games_ui.py`` names it: the shell imports it the first time Horse Fever is
asked for, so the window starts without Horse Fever's table, race show and tipster)."""
from __future__ import annotations

from . import scenes as _scenes  # noqa: F401  (its scenes register by name)
from .presentation import PRESENTATION
from .scenes import final, new_cards, payoffs, replay, table  # noqa: F401

__all__ = ["PRESENTATION"]
