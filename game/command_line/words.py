"""The command line in the player's language: argparse's own words through our catalogs.

argparse says "usage:", "options", "invalid choice: …" through the standard library's
``gettext.gettext`` (the global ``messages`` domain, which no catalog of ours fills). Its
messages are listed here, marked, so the extractor puts them in ``horseburg``'s catalog,
and ``install()`` points argparse's ``_``/``ngettext`` at ``game.services.i18n`` (argparse looks
them up in its module when it speaks, so replacing them is enough). The messages keep
argparse's own ``%``-placeholders: argparse fills them in.

``start()`` sets the language the command line speaks: ``HORSEBURG_LANGUAGE``, else the
settings' choice, else the system's (as the window does), before any help text is built.
"""
from __future__ import annotations

import argparse

from ..services import i18n
from ..services.i18n import N_

# argparse's messages a player of this command line can meet (Python 3.11's wording; a
# message argparse words differently in another version simply stays English).
ARGPARSE_MESSAGES = (
    N_("usage: "), N_("options"), N_("positional arguments"), N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"), N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"), N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"), N_("unrecognized arguments: %s"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("the following arguments are required: %s"), N_("ignored explicit argument %r"),
    N_("not allowed with argument %s"),
)


def install() -> None:
    """argparse speaks through ``game.services.i18n`` (the current language, asked each time)."""
    argparse._ = i18n._  # type: ignore[attr-defined]
    argparse.ngettext = i18n.ngettext  # type: ignore[attr-defined]


def start() -> str:
    """Sets the command line's language (see the module docstring) and installs argparse's
    words; returns the language."""
    try:
        from ..services.settings import load_settings
        chosen = load_settings()[0].language
    except Exception:  # noqa: BLE001 - a broken settings folder must not stop the command line
        chosen = None
    install()
    return i18n.start_language(chosen)
