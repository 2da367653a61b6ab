"""Bettor Horse's screens on the generic table (``docs/ui-bettor-horse.md``): the duel
board, the card panels, the reveal's clips and sounds, the tile and the rules help.
Importing this package registers the presentation for "bettor-horse"."""
from __future__ import annotations

from ...ui.plugin import register_presentation
from .presentation import BettorHorsePresentation

PRESENTATION = register_presentation(BettorHorsePresentation())
