"""A player's name, cleaned by one rule wherever it comes from: the window's setup screen,
the command line, a save, (later) a network client.

The rule: printable characters only (a newline, a tab or another control or format
character becomes a space), spaces run together and trimmed, at most ``NAME_MAX``
characters (what the setup screen lets a player type); nothing left (or no text at all)
is the seat's default name. ``clean_name`` returns the name and why it was changed: the
reasons are English templates (``{most}``: ``NAME_MAX``) marked for translation, worded
by ``name_reason`` with the caller's words (the core loads no language). Trimming spaces
changes nothing a player meant, so it gives no reason.
"""
from __future__ import annotations

from typing import Any, Callable

NAME_MAX = 18  # characters: the setup screen's name fields hold as many


def N_(message: str) -> str:
    """Marks a reason for the catalogs (tools/catalogs.py); no translation here."""
    return message


UNPRINTABLE = N_("line breaks and other characters that cannot be shown became spaces")
TOO_LONG = N_("shortened to {most} characters")
EMPTY = N_("no name given: the seat's own name instead")


def clean_name(text: Any, default: str = "") -> tuple[str, tuple[str, ...]]:
    """``(the name, the reasons it was changed)``: see the module docstring. ``default``
    (cleaned too) stands in for a name that is empty or not text."""
    if not isinstance(text, str):
        return clean_name(default)[0], (EMPTY,)
    reasons: list[str] = []
    printable = text if text.isprintable() else \
        "".join(c if c.isprintable() else " " for c in text)
    if printable != text:
        reasons.append(UNPRINTABLE)
    name = " ".join(printable.split())
    if len(name) > NAME_MAX:
        name = name[:NAME_MAX].rstrip()
        reasons.append(TOO_LONG)
    if not name:
        return (clean_name(default)[0] if default else ""), (EMPTY,)
    return name, tuple(reasons)


def name_reason(reasons: tuple[str, ...], words: Callable[[str], str] = str) -> str:
    """The reasons in one line, each through ``words`` (the caller's ``_``)."""
    out = []
    for r in reasons:
        try:
            out.append(words(r).format(most=NAME_MAX))
        except (KeyError, IndexError, ValueError):  # a translation naming a wrong field
            out.append(r.format(most=NAME_MAX))
    return "; ".join(out)
