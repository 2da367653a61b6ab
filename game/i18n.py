"""The program's words in the player's language: ``_`` marks and translates a message.

Every word the program shows or writes goes through ``_`` (one message), ``ngettext``
(a message with plural forms) or ``N_`` (marks a message for extraction where it is
defined, translated where it is shown). Rules packages never import this: they speak in
reason codes with parameters, and the game's ``words`` module turns those into sentences.

For now the catalogs are English only and these functions return the message as given
(issue 20 loads the gettext catalogs here without changing any caller).
"""
from __future__ import annotations


def _(message: str) -> str:
    """``message`` in the current language."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for ``n``, in the current language."""
    return singular if n == 1 else plural


def N_(message: str) -> str:
    """Marks ``message`` for extraction; translate it with ``_`` where it is shown."""
    return message
