"""Ticket Gagnant's screens on the generic table (``game/ui/generic``): importing this
package registers the presentation; ``game/ui/games_ui.py`` imports it."""
from __future__ import annotations

from ...ui.plugin import register_presentation
from .presentation import TicketGagnantPresentation

PRESENTATION = register_presentation(TicketGagnantPresentation())

__all__ = ["PRESENTATION"]
