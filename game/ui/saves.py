"""The window's link to the saves and settings core (``game.saves``, ``game.services.settings``).

Settings (bot and race speed, fullscreen, hints, the setup screen's last choices) and the
saves live in the user's folders, or under ``$HORSEBURG_HOME`` (tests set it). A game's
autosave is the table's own (``game/ui/generic/saving.py``); here are the Resume list, the
full check of a save and deleting (export: ``game/ui/generic/export.py``). Nothing here may stop the game: a disk that
refuses gives a one-line message, and play goes on.
"""
from __future__ import annotations

import logging
from typing import Any

from .. import saves as core
from ..services.i18n import _
from ..services.settings import Settings, load_settings, save_settings
from .plugin import presentation

log = logging.getLogger(__name__)

__all__ = ["Settings", "load", "store", "list_all", "check", "delete",
           "one_line"]


# The warnings of the last load (a broken settings file): the title screen shows them once.
last_warnings: list[str] = []


def load() -> Settings:
    """The saved settings (defaults when there are none or they are broken)."""
    settings, warnings = load_settings()  # (it logs each warning itself)
    last_warnings[:] = warnings
    return settings


def store(settings: Settings) -> str:
    """Saves the settings; returns "" or a one-line problem."""
    try:
        save_settings(settings)
    except OSError as exc:
        return _("cannot save the settings: {why}").format(why=exc.strerror or exc)
    return ""


def one_line(exc: BaseException) -> str:
    """An exception as one short line (never a traceback)."""
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:300]


KEEP_FINISHED = 20  # finished games' autosaves kept (their final scores and charts)


def list_all(tidy: bool = False) -> list[core.SaveInfo]:
    """Every save, newest first (autosaves, manual saves, finished games, damaged ones).

    With ``tidy`` the oldest finished autosaves beyond ``KEEP_FINISHED`` are deleted first
    (unfinished games and manual saves are never touched)."""
    try:
        if tidy:
            core.prune_autosaves(keep=KEEP_FINISHED)
        return core.list_saves(progress=progress_of)
    except Exception as exc:  # noqa: BLE001 - a strange folder must not stop the screen
        log.warning("cannot list the saves: %s", exc)
        return []


def progress_of(game: str, played: Any) -> dict[str, Any]:
    """Where a replayed game stands, as its presentation puts it in a save's summary
    (``save_progress``): the words of a summary rebuilt from the history (one that was
    damaged); {} when the game says nothing."""
    try:
        return dict(presentation(game).save_progress(played.view(None)) or {})
    except Exception as exc:  # noqa: BLE001 - the line goes without its words
        log.warning("no progress words for a %s save: %s", game, one_line(exc))
        return {}


def check(info: core.SaveInfo) -> str:
    """Fully checks a listed save (every rule of ``read_save``); "" or the one-line problem.

    The list is read quickly from each file's header; this is the slow, complete check the
    Resume screen runs one save per frame, so an impossible state is flagged before anybody
    clicks it."""
    try:
        loaded = core.read_save_with_backup(info.path)  # any game's save, by its own rules
    except core.SaveError as exc:
        return exc.problem
    except Exception as exc:  # noqa: BLE001 - never crash on a file from the disk
        return one_line(exc)
    if loaded.warning:  # the main file does not replay: its backup is offered instead
        info.warning = loaded.warning
    return ""


def delete(path: Any) -> str:
    """Deletes a save and its backup; "" or a one-line problem."""
    try:
        core.delete_save(path)
    except OSError as exc:
        return _("Cannot delete {path}: {why}").format(path=path, why=exc.strerror or exc)
    return ""
