"""Horse Fever's screens for the desktop shell: its presentation plug-in (``presentation.py``).

Importing this package registers the plug-in (``game.ui.plugin``); ``game/ui/games_ui.py``
imports it. Beside it live Horse Fever's own screens: its table (``scenes/table.py``, drawn
by ``table_draw.py``, ``track_draw.py``, ``board_panels.py``), its session (``session.py``:
pacing, bots, hot-seat privacy over its engine), the decision widgets (``decisions/``), the
race show (``race/``), the payoffs sheet, new cards, final scores and replay (``scenes/``).
"""
from __future__ import annotations

from . import scenes as _scenes  # noqa: F401  (its scenes register by name)
from .presentation import PRESENTATION
from .scenes import final, new_cards, payoffs, replay, table  # noqa: F401

__all__ = ["PRESENTATION"]
