"""Decision widgets: one small widget per ``decision().kind``, found through a registry.

``widget_for(ctx)`` returns the registered widget of the decision's kind, or the generic
widget (every legal action as a button) for kinds nobody registered yet, so a new engine
phase is playable before it has a nice widget. To add one, see ``docs/ui.md``.
"""
from __future__ import annotations

from .base import REGISTRY, DecisionContext, DecisionWidget, register, widget_for
from . import bet, fix, generic, photo  # noqa: F401  (they register themselves)
from . import auction, card_choice, consent, lineup, purchase  # noqa: F401  (Board Game)

__all__ = ["REGISTRY", "DecisionContext", "DecisionWidget", "register", "widget_for"]
