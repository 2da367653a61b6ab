"""A key's name on a button's badge, in the player's language: the one place that words it.

Buttons name their key in English, the keyboard's own names ("Enter", "Del"); the badge
says what an Italian keyboard prints and what the Italian help says ("Invio", "Canc").
Letters and digits are drawn as they are; arrows and Backspace are signs in every language.
"""
from __future__ import annotations

from ..i18n import pgettext

SIGNS = {"Left": "←", "Right": "→", "Up": "↑", "Down": "↓", "Bksp": "⌫"}


def key_label(key: str) -> str:
    """What the badge of a button bound to ``key`` shows."""
    if key in SIGNS:
        return SIGNS[key]
    names = {"Enter": pgettext("key", "Enter"), "Esc": pgettext("key", "Esc"),
             "Del": pgettext("key", "Del"), "Space": pgettext("key", "Space"),
             "Tab": pgettext("key", "Tab"), "PgUp": pgettext("key", "PgUp"),
             "PgDn": pgettext("key", "PgDn")}
    return names.get(key, key)
