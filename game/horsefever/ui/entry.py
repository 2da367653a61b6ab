"""Horse Fever's presentation plug-in, registered when this module is imported
(``game/catalogue.py`` names it: the shell imports it the first time Horse Fever is asked
for, so the window starts without Horse Fever's table, race show and tipster). Every
screen it shows is the shell's but its card sheet (``card_scene.py``, registered here)."""
from __future__ import annotations

from . import card_scene  # noqa: F401  (the "card" scene registers)
from .presentation import PRESENTATION

__all__ = ["PRESENTATION"]
