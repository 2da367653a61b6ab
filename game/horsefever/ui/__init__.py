"""Horse Fever's screens for the desktop shell: its presentation plug-in (``presentation.py``).

Importing this package registers the plug-in (``game.ui.plugin``); ``game/ui/games_ui.py``
imports it. Horse Fever's table, decisions, race show and sheets still live in ``game/ui/``
for now and are imported from there.
"""
from __future__ import annotations

from .presentation import PRESENTATION

__all__ = ["PRESENTATION"]
