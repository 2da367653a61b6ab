"""The one table of speeds: every pace of the window, per speed setting, in one place.

The names are the settings' (``game.services.settings.SPEEDS``: slow, normal, fast, instant; the
settings file checks them there). Everything that paces the window reads this module:
the bots' pause (``Session``), the event beats and the race animation (``race/show.py``,
the replay), how long a table with nobody at it dwells on a results sheet, how long
``--quit-at-end`` leaves the final scores up, and the replay's speed button.
"""
from __future__ import annotations

from ..services.settings import SPEEDS

INSTANT = "instant"
# Pause before each bot move, in seconds.
BOT_DELAY = {"slow": 1.8, "normal": 1.0, "fast": 0.35, "instant": 0.0}
# Multiplier of the event beats and of every race animation (0: shown at once).
SCALE = {"slow": 1.6, "normal": 1.0, "fast": 0.4, "instant": 0.0}
# A table with nobody at it (bots only, a replay) leaves a results sheet (Horse Fever's
# payoffs, every game's results of a race or round) up this long (seconds) before going
# on; a click goes on sooner. A person's table waits until they close it.
RESULTS_DWELL = {"slow": 4.0, "normal": 4.0, "fast": 4.0, "instant": 0.0}
# ``--quit-at-end`` leaves the final scores up this long (seconds) before quitting.
END_DWELL = {"slow": 4.0, "normal": 3.0, "fast": 1.0, "instant": 0.0}
# The replay's Speed button cycles these (an instant replay would show nothing).
REPLAY_CYCLE = tuple(s for s in SPEEDS if s != INSTANT)

__all__ = ["SPEEDS", "INSTANT", "BOT_DELAY", "SCALE", "RESULTS_DWELL", "END_DWELL", "REPLAY_CYCLE"]
