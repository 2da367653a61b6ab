"""The program's words in the player's language: ``_`` marks and translates a message.

Every word the program shows or writes goes through ``_`` (one message), ``ngettext``
(a message with plural forms) or ``N_`` (marks a message for extraction where it is
defined, translated where it is shown). Rules packages never import this: they speak in
reason codes with parameters, and the game's ``words`` module turns those into sentences.

The catalogs are gettext's: ``game/locale/<lang>/LC_MESSAGES/horseburg.mo`` (the shell, the
core, Horse Fever) and one domain per game package with its own ``locale/`` folder
(``game/bettorhorse/locale/<lang>/LC_MESSAGES/bettorhorse.mo``), compiled from the ``.po``
files by ``tools/catalogs.py compile`` (docs/i18n.md); ``_`` looks in all of them. English is the source
language (the messages themselves); ``qps`` is the pseudo-locale the tests use (every
message bracketed and lengthened), never offered to the player. The language switches
live: callers call ``_`` when they draw, so nothing translated is kept anywhere.

    set_language("it"); _("New game") -> "Nuova partita"
"""
from __future__ import annotations

import gettext
import locale
import os
import pathlib

from .resources import locale_dir, package_root

DOMAIN = "horseburg"
# Each language the player may choose, in its own name (the Settings screen lists these).
LANGUAGES: dict[str, str] = {"en": "English", "it": "Italiano"}
PSEUDO = "qps"  # the tests' pseudo-locale: not a language the player is offered
DEFAULT = "en"
# Pins the language (tests, CI, a player trying the other one) over the settings file.
LANGUAGE_ENV = "HORSEBURG_LANGUAGE"

_catalogs: dict[str, gettext.NullTranslations] = {}
_current = DEFAULT
_active: gettext.NullTranslations = gettext.NullTranslations()


def catalog_dirs() -> dict[str, pathlib.Path]:
    """Every domain -> its locale folder: ``horseburg`` (game/locale, the shell, the core and
    Horse Fever), then each game package that ships a ``locale/`` folder (its own domain,
    named as the package). Found from the installed package, so a new game needs no list."""
    found = {DOMAIN: pathlib.Path(locale_dir())}
    root = package_root()
    for pkg in sorted(p for p in root.iterdir() if (p / "__init__.py").is_file()):
        if (pkg / "locale").is_dir():
            found[pkg.name] = pkg / "locale"
    return found


def _catalog(lang: str) -> gettext.NullTranslations:
    """The compiled catalogs of ``lang``, chained (English: none, the messages are English).

    ``horseburg`` answers first; a message it lacks is looked up in each game's domain in
    turn (gettext's fallback chain), so ``_`` needs no domain."""
    if lang not in _catalogs:
        chain: gettext.NullTranslations = gettext.NullTranslations()
        if lang != DEFAULT:
            first = None
            for domain, folder in catalog_dirs().items():
                mo = folder / lang / "LC_MESSAGES" / f"{domain}.mo"
                if not mo.is_file():
                    continue  # a game not translated into ``lang`` yet speaks English
                with open(mo, "rb") as f:
                    cat = gettext.GNUTranslations(f)
                if first is None:
                    first = cat
                else:
                    first.add_fallback(cat)
            chain = first or chain
        _catalogs[lang] = chain
    return _catalogs[lang]


def set_language(lang: str) -> None:
    """Speaks ``lang`` from now on ("en", "it", or the tests' "qps"); ValueError otherwise."""
    global _current, _active
    if lang not in LANGUAGES and lang != PSEUDO:
        raise ValueError(f"{lang!r} is not one of {', '.join(LANGUAGES)}")
    _active = _catalog(lang)
    _current = lang


def current_language() -> str:
    """The code of the language spoken now ("en", "it", or "qps" in tests)."""
    return _current


def available_languages() -> dict[str, str]:
    """The languages the player may choose: code -> the language's own name."""
    return dict(LANGUAGES)


def system_language() -> str:
    """The language of the system's locale if the program speaks it, else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else DEFAULT
    try:
        code = (locale.getlocale()[0] or "").split("_")[0].lower()
    except ValueError:  # an odd locale name: English rather than a crash
        code = ""
    return code if code in LANGUAGES else DEFAULT


def start_language(chosen: str | None) -> str:
    """Sets the language the program starts in: ``HORSEBURG_LANGUAGE`` when set, else the
    settings' ``chosen`` one, else the system's; returns it."""
    lang = os.environ.get(LANGUAGE_ENV) or chosen or system_language()
    if lang not in LANGUAGES and lang != PSEUDO:
        lang = DEFAULT
    set_language(lang)
    return lang


def _(message: str) -> str:
    """``message`` in the current language ("" stays "": gettext would answer the catalog's
    header, and the screens translate optional texts that may be empty)."""
    return _active.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for ``n``, in the current language."""
    return _active.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context``, in the current language: the same English word
    may need two translations ("Start" of Horse Fever's track is "Partenza", the start of
    Finish Line's chart "Inizio"), and a game's catalog answers after the shell's."""
    return _active.pgettext(context, message) if message else message


def N_(message: str) -> str:
    """Marks ``message`` for extraction; translate it with ``_`` where it is shown."""
    return message


# A pinned language holds from the first import (tests set HORSEBURG_LANGUAGE).
if os.environ.get(LANGUAGE_ENV) in LANGUAGES or os.environ.get(LANGUAGE_ENV) == PSEUDO:
    set_language(os.environ[LANGUAGE_ENV])
