"""The window's link to the saves and settings core (``game.saves``, ``game.settings``).

Settings (bot and race speed, fullscreen, hints, the setup screen's last choices) and the
autosave live in the user's folders, or under ``$HORSE_FEVER_HOME`` (tests set it). The
autosave is rewritten after every action the engine accepts, through the core's
``AutoSaver`` (atomic, with a backup), so "Resume" continues the last unfinished game
with the bots' own dice restored. Nothing here may stop the game: a disk that refuses
gives a one-line message, and play goes on.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from .. import saves as core
from ..rules.data import GameData
from ..settings import Settings, load_settings, save_settings

if TYPE_CHECKING:
    from .session import Session

log = logging.getLogger(__name__)

__all__ = ["Settings", "load", "store", "Autosaver", "latest", "load_latest"]


def load() -> Settings:
    """The saved settings (defaults when there are none or they are broken)."""
    settings, warnings = load_settings()
    for w in warnings:
        log.warning(w)
    return settings


def store(settings: Settings) -> str:
    """Saves the settings; returns "" or a one-line problem."""
    try:
        save_settings(settings)
    except OSError as exc:
        return f"cannot save the settings: {exc.strerror or exc}"
    return ""


class Autosaver:
    """Writes a session's autosave after each action (and once more when the game ends)."""

    def __init__(self, path: Any = None) -> None:
        self.saver: core.AutoSaver | None = None
        self.path = path
        self.problem = ""

    def save(self, session: "Session") -> str:
        try:
            if self.saver is None:
                self.saver = core.AutoSaver(self.path)
            self.saver.save(session.game, session.events, session.bot_list())
            self.problem = ""
        except (core.SaveError, OSError, ValueError) as exc:
            self.problem = f"Autosave failed: {str(exc).splitlines()[0]}"
            log.warning(self.problem)
        return self.problem


def latest(data: GameData) -> core.SaveInfo | None:
    """The newest unfinished autosave that can be read (the title's Resume button)."""
    try:
        return core.latest_autosave(data=data)
    except Exception as exc:  # noqa: BLE001 - a strange folder must not stop the title screen
        log.warning("cannot list the saves: %s", exc)
        return None


def load_latest(data: GameData) -> core.LoadedSave | str:
    """Loads the newest unfinished autosave, or returns why it cannot."""
    info = latest(data)
    if info is None:
        return "No saved game to resume."
    try:
        return core.load_with_backup(info.path, data)
    except core.SaveError as exc:
        return str(exc)
