"""The bots' levels in words: one place that names a level ("hard") in the current language.

Every game's bots are named by the same levels (``GameInfo.bot_kinds``); saves, logs, the
command line and the network keep the level's code ("hard"), the screens and the exports
say its name through here ("difficile" in Italian). A level no catalog knows (a game's own,
new) is shown as its code.
"""
from __future__ import annotations

from .i18n import pgettext


def level_name(kind: str) -> str:
    """A bot level's name in the current language (``kind`` is its code: "normal")."""
    names = {"random": pgettext("bot level", "random"), "easy": pgettext("bot level", "easy"),
             "simple": pgettext("bot level", "simple"), "normal": pgettext("bot level", "normal"),
             "hard": pgettext("bot level", "hard"),
             # (a lesson's opponent plays the lesson's script: game/core/lessons.py)
             "lesson": pgettext("bot level", "lesson")}
    return names.get(kind, kind)
