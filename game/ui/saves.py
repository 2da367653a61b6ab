"""The window's link to the saves and settings core (``game.saves``, ``game.settings``).

Settings (bot and race speed, fullscreen, hints, the setup screen's last choices) and the
autosave live in the user's folders, or under ``$HORSEBURG_HOME`` (tests set it). The
autosave is rewritten after every action the engine accepts, through the core's
``AutoSaver`` (atomic, with a backup), so "Resume" continues the last unfinished game
with the bots' own dice restored. Nothing here may stop the game: a disk that refuses
gives a one-line message, and play goes on.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from .. import saves as core
from ..i18n import _
from ..horsefever.rules.data import GameData
from ..settings import Settings, load_settings, save_settings

if TYPE_CHECKING:
    from ..horsefever.ui.session import Session

log = logging.getLogger(__name__)

__all__ = ["Settings", "load", "store", "Autosaver", "list_all",
           "load_path", "check", "save_as", "delete", "export", "one_line", "history"]


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


class Autosaver:
    """Writes a session's autosave after each action (and once more when the game ends)."""

    def __init__(self, path: Any = None) -> None:
        self.saver: core.AutoSaver | None = None
        self.path = path
        self.problem = ""
        self.written: tuple[int, int] | None = None  # (events, of which shown) last written

    def save(self, session: "Session") -> str:
        """Writes the autosave with how far the table has shown the events: a game killed
        during a race comes back with that race still to run on the screen."""
        shown = len(session.events) - len(session.queue)
        try:
            if self.saver is None:
                self.saver = core.AutoSaver(self.path)
            self.saver.save(session.game, session.events, session.bot_list(),
                            history(session), shown=shown)
            self.problem = ""
            self.written = (len(session.events), shown)
        except (core.SaveError, OSError, ValueError) as exc:
            self.problem = _("Autosave failed: {why}").format(why=str(exc).splitlines()[0])
            log.warning(self.problem)
            self.written = None  # (no retry every frame: the next action tries again)
        return self.problem

    def caught_up(self, session: "Session") -> str | None:
        """Once the table has shown every event the last autosave left to show, writes it
        again saying so; returns None when there was nothing to write."""
        if self.written is None or session.queue:
            return None
        events, shown = self.written
        if events != len(session.events) or shown >= events:
            return None
        return self.save(session)


def history(session: "Session") -> list[tuple[int, Any]]:
    """Every action of the session's game since it began: a loaded save's, then its own."""
    return [*session.earlier, *session.applied]


def one_line(exc: BaseException) -> str:
    """An exception as one short line (never a traceback)."""
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:300]


KEEP_FINISHED = 20  # finished games' autosaves kept (their final scores and charts)


def list_all(data: GameData, tidy: bool = False) -> list[core.SaveInfo]:
    """Every save, newest first (autosaves, manual saves, finished games, damaged ones).

    With ``tidy`` the oldest finished autosaves beyond ``KEEP_FINISHED`` are deleted first
    (unfinished games and manual saves are never touched)."""
    try:
        if tidy:
            core.prune_autosaves(keep=KEEP_FINISHED)
        return core.list_saves(data=data)
    except Exception as exc:  # noqa: BLE001 - a strange folder must not stop the screen
        log.warning("cannot list the saves: %s", exc)
        return []


def check(info: core.SaveInfo, data: GameData | None = None) -> str:
    """Fully checks a listed save (every rule of ``load_save``); "" or the one-line problem.

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


def load_path(path: Any, data: GameData) -> core.LoadedSave | str:
    """Loads one save (its backup if the file is refused), or returns why it cannot."""
    try:
        return core.load_with_backup(path, data)
    except core.SaveError as exc:
        return f"{getattr(exc.path, 'name', path)}: {exc.problem}"
    except Exception as exc:  # noqa: BLE001 - never crash on a file from the disk
        return f"{path}: {one_line(exc)}"


def save_as(name: str, session: "Session") -> Any:
    """Writes a manual save of the session's game beside the autosaves (atomically);
    returns its path, or a one-line problem as a str."""
    if not name.strip():
        return _("Type a name for the save first.")
    try:
        return core.save_as(name.strip(), session.game, session.events, session.bot_list(),
                            history(session))
    except (core.SaveError, OSError, ValueError) as exc:
        return _("Cannot save: {why}").format(why=one_line(exc))


def delete(path: Any) -> str:
    """Deletes a save and its backup; "" or a one-line problem."""
    try:
        core.delete_save(path)
    except OSError as exc:
        return _("Cannot delete {path}: {why}").format(path=path, why=exc.strerror or exc)
    return ""


def export(events: list[dict[str, Any]], data: GameData) -> core.ExportPaths | str:
    """Writes the event log (JSONL) and the text summary beside the saves; or a problem."""
    try:
        return core.export_game(events, data)
    except (core.SaveError, OSError, ValueError) as exc:
        return _("Cannot export: {why}").format(why=one_line(exc))
