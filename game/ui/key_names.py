"""Key names as the table shows them, from the catalogs: the one place for badges and letters.

Two jobs, both said in the player's language:

* ``label(name)``: a key's badge on a button and its name in a hint ("Enter", Italian
  "Invio"; "Ctrl+Z"; "Bksp"). Every button badge and every hint naming a key asks here,
  so a badge and the help beside it can never disagree.
* ``letter(command)``: the letter key of a command (Win "W", Show "S", Pass "P", the log
  "L"...). ``input_map.command_for`` reads a pressed letter through the same table, so the
  letter a button shows is the key that presses it in every language (a translator picks
  the letter; ``tests/ui/test_keyboard_play.py`` checks no two commands share one).

Names are looked up when shown (never kept), so switching language changes them at once.
"""
from __future__ import annotations

from typing import Callable

from ..services.i18n import pgettext

# Badges: a key's name as a button's badge shows it (short: badges are small chips).
_LABELS: dict[str, Callable[[], str]] = {
    "enter": lambda: pgettext("key", "Enter"),
    "esc": lambda: pgettext("key", "Esc"),
    "backspace": lambda: pgettext("key", "Bksp"),
    "delete": lambda: pgettext("key", "Del"),
    "space": lambda: pgettext("key", "Space"),
    "tab": lambda: pgettext("key", "Tab"),
    "pgup": lambda: pgettext("key", "PgUp"),
    "pgdn": lambda: pgettext("key", "PgDn"),
    "left": lambda: pgettext("key", "Left"),
    "right": lambda: pgettext("key", "Right"),
    "undo": lambda: pgettext("key", "Ctrl+Z"),
    "f1": lambda: "F1",
    "f11": lambda: "F11",
    "f12": lambda: "F12",
}

# Letter keys of commands (input_map's names): the letter is the catalog's, so it follows
# the language. Each lives under its own context: a translator may give Win and the log
# different letters even where English uses the same word's initial.
_LETTERS: dict[str, Callable[[], str]] = {
    "win": lambda: pgettext("key for a Win bet", "W"),
    "show": lambda: pgettext("key for a Show bet", "S"),
    "pass": lambda: pgettext("key for Pass", "P"),
    "log": lambda: pgettext("key for the log", "L"),
    "tipster": lambda: pgettext("key for the tipster", "T"),
    "mute": lambda: pgettext("key for sound off", "M"),
    "hint": lambda: pgettext("key for a hint", "H"),
}


def label(name: str) -> str:
    """The badge of a key by its name here ("enter", "undo", ...), in the current language."""
    return _LABELS[name]()


def letter(command: str) -> str:
    """The letter key of ``command`` (one upper-case letter) in the current language."""
    return _LETTERS[command]().strip()[:1].upper()


def letter_commands() -> tuple[str, ...]:
    """The commands pressed by a letter key, in the order a shared letter is resolved."""
    return tuple(_LETTERS)


def command_of_letter(ch: str) -> str | None:
    """The command whose letter is ``ch`` in the current language, else None."""
    ch = ch.upper()
    for command in _LETTERS:
        if letter(command) == ch:
            return command
    return None


# A badge given as the keyboard's English name (buttons that name their key so): worded here
# through the same table, so "Enter" on any button reads "Invio" in Italian.
_BY_ENGLISH = {"Enter": "enter", "Esc": "esc", "Bksp": "backspace", "Del": "delete",
               "Space": "space", "Tab": "tab", "PgUp": "pgup", "PgDn": "pgdn",
               "Left": "left", "Right": "right"}
SIGNS = {"Up": "↑", "Down": "↓"}


def key_label(key: str) -> str:
    """What the badge of a button bound to ``key`` shows (letters and digits as they are)."""
    if key in _BY_ENGLISH:
        return label(_BY_ENGLISH[key])
    return SIGNS.get(key, key)
