"""The shell's screens: title, choose a game, setup, table, pass-the-device, payoffs, final
scores, resume, settings and the overlays.

Importing this package imports every scene module once, which registers each scene under
its name (``game/ui/scene_registry.py``); scenes open one another by name (``app.open``),
never by importing one another's modules.
"""
from __future__ import annotations

from . import choose, handover, overlays, rules_book  # noqa: F401  (they register)
from . import resume, save_as, settings, setup, title  # noqa: F401
