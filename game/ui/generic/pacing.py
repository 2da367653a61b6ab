"""The speeds the generic table paces by: the shell's one table of speeds.

The names (slow, normal, fast, instant), the pause before a bot's move and the scale of
every event's beat and clip are the shell's one table (``game/ui/speeds.py``), shared with
Horse Fever's table; this module names them as the generic table uses them.
"""
from __future__ import annotations

from ..speeds import BOT_DELAY, SCALE as BEAT_SCALE, SPEEDS

__all__ = ["SPEEDS", "BOT_DELAY", "BEAT_SCALE"]
