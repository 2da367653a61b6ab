"""Finish Line's rules, pure and deterministic, one module per chapter of the rulebook.

``setup`` (the game and each race's start), ``betting`` (B: the bets), ``dice`` (C: the
draw, the roll and the hand passed on), ``track`` (the row of horse tiles and how it
changes), ``faces`` (C.1 and the results list: what each die face does), ``finish``
(C.9: the end of a race, extra moves and the photo finish), ``scoring`` (C.10, the next
races and the end of the game) and ``engine`` (whose decision, the legal choices, apply).
No pygame, no language: refusals are ``FinishLineError(code, **params)``, events are
plain dicts. Every die and draw comes from the game's one seeded ``random.Random``.
"""
from __future__ import annotations

from .engine import Engine
from .errors import FinishLineError

__all__ = ["Engine", "FinishLineError"]
