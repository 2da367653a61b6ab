"""Finish Line's screens: registers its presentation on the generic table (docs/ui-finish-line.md)."""
from __future__ import annotations

from ...ui.plugin import register_presentation
from .presentation import FinishLinePresentation

PRESENTATION = register_presentation(FinishLinePresentation())
