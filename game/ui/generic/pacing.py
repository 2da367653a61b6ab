"""The speeds the generic table paces by: the shell's one table of speeds.

The names (slow, normal, fast, instant), the pause before a bot's move and the scale of
every event's beat and clip are the shell's, shared with Horse Fever's table; this module
only names where they come from, so the generic table has one import to change when the
shell's speed table moves (``game/ui/speeds.py``).
"""
from __future__ import annotations

from ..session import BEAT_SCALE, BOT_DELAY, SPEEDS

__all__ = ["SPEEDS", "BOT_DELAY", "BEAT_SCALE"]
