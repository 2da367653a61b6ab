"""The shell's screens: title, choose a game, setup, pass-the-device, a game's sheets (the
payoffs between rounds...), the final scores, the replay, resume, settings and the
overlays.

Importing this package imports every scene module once, which registers each scene under
its name (``game/ui/scene_registry.py``); scenes open one another by name (``app.open``),
never by importing one another's modules.
"""
from __future__ import annotations

from . import choose, final, handover, overlays, rules_book  # noqa: F401  (they register)
from . import replay, resume, save_as, settings, setup, sheet_host, title  # noqa: F401
from . import lesson_end  # noqa: F401
