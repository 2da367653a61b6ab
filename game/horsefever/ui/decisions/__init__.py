"""Decision widgets: one small widget per widget key, found through a registry.

A decision's kind is a phase of the game (``game/horsefever/phases.py``) whose ``widget``
names its widget key. ``widget_for(ctx)`` returns the widget registered under that key, or
the generic widget (every legal action as a button, also registered as "generic") while
none is, so a new phase is playable before it has a nice widget. See ``docs/ui.md``.
"""
from __future__ import annotations

from .base import REGISTRY, DecisionContext, DecisionWidget, register, widget_for
from . import bet, fix, generic, photo  # noqa: F401  (they register themselves)
from . import auction, card_choice, consent, lineup, purchase  # noqa: F401  (Board Game)

__all__ = ["REGISTRY", "DecisionContext", "DecisionWidget", "register", "widget_for"]
