"""The shell's screens: title, choose a game, setup, table, pass-the-device, payoffs, final
scores, resume, settings and the overlays.

Importing this package imports every scene module once, which registers each scene under
its name (``game/ui/scene_registry.py``); scenes open one another by name (``app.open``),
never by importing one another's modules.
"""
from __future__ import annotations

from . import choose, final, handover, new_cards, overlays, payoffs  # noqa: F401  (they register)
from . import replay, resume, save_as, settings, setup, table, title  # noqa: F401
