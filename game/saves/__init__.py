"""Saved games of every game: list, load, delete, and the export's paths.

The pieces (each its own module):

* ``game/saves/files.py``  the files: folders, atomic writes with a backup, reading JSON;
* ``game/saves/document.py`` the save document: a game as its history (setup, seed, seats,
  every action), loaded by replaying it through its game's rules (``read_save``); a save
  of an older format is read by the game that wrote it (``GameInfo.old_saves``: Horse
  Fever's snapshot saves, ``game/horsefever/old_saves.py``);
* ``game/saves/headless.py`` ``main.py --headless`` with ``--stop-after``/``--save``/
  ``--resume``/``--autosave``, for every game (the core match driver).

This module is what the window and the tools use: the Resume list (``list_saves``,
``latest_autosave``), reading any game's save (``read_save``), deleting. No game is named
here: a game's own save words and engine-level saves are its package's (Horse Fever's
``game/horsefever/saves.py``).
Files live under ``settings.data_dir()`` (``HORSEBURG_HOME`` overrides it)::

    <data>/saves/autosave-<date>-<id>.json   one per game, rewritten at every decision
    <data>/saves/<name>.json                 "Save as"
    <data>/exports/<stem>.jsonl / .txt       exported event log and text summary
"""
from __future__ import annotations

import logging
import pathlib
from dataclasses import dataclass, field
from typing import Any

from ..core.history import HUMAN  # noqa: F401  (a seat played by a person)
from .files import (AUTOSAVE_PREFIX, BACKUP_SUFFIX, OLD_SAVE_KINDS, SAVE_KIND, SaveError,
                    backup_path, clean_temp_files, delete_save, exports_dir, new_autosave_path,
                    read_doc, safe_name, saves_dir)
from .document import (OLD_FORMAT, SAVE_FORMAT, SavedGame, check_version, read_save,
                       read_save_with_backup)
from .summary import Progress, trusted

log = logging.getLogger(__name__)

__all__ = ["SAVE_KIND", "OLD_SAVE_KINDS", "SAVE_FORMAT", "OLD_FORMAT", "SaveError", "SavedGame",
           "SaveInfo", "read_save", "read_save_with_backup", "list_saves", "read_info",
           "latest_autosave", "prune_autosaves", "delete_save", "backup_path", "saves_dir",
           "exports_dir", "new_autosave_path", "safe_name", "clean_temp_files",
           "ExportPaths"]


# ---- listing ---------------------------------------------------------------------------

@dataclass
class SaveInfo:
    """One line of the Resume list."""

    path: pathlib.Path  # the file to pass to read_save_with_backup
    name: str  # the file's stem
    autosave: bool
    saved_at: str = ""
    mtime: float = 0.0
    meta: dict[str, Any] = field(default_factory=dict)  # its summary (save_files.meta_line); {} if unreadable
    error: str = ""  # one line when neither the file nor its backup can be read
    warning: str = ""  # the main file is damaged: meta comes from the backup
    rebuilt: str = ""  # what was off in the stored summary, rebuilt from the history

    @property
    def ok(self) -> bool:
        return not self.error

    @property
    def over(self) -> bool:
        return bool(self.meta.get("over"))

def _info_from(path: pathlib.Path, progress: Progress | None) -> tuple[dict, str, str]:
    """The Resume list's line of a save: its ``meta`` when it checks, without replaying it
    (the screen replays each one afterwards, and a load recomputes the line), else the
    line rebuilt from the history (``save_summary.trusted``); its date; what was off."""
    doc = read_doc(path)
    check_version(path, doc)
    meta, rebuilt = trusted(path, doc, progress)
    if rebuilt:
        log.info("%s: its summary is rebuilt from its history (%s)", path.name, rebuilt)
    saved_at = doc.get("saved_at")
    saved_at = saved_at if isinstance(saved_at, str) and saved_at.isprintable() else ""
    return meta, saved_at[:40], rebuilt


def read_info(path: pathlib.Path | str,
              validate: bool = False, progress: Progress | None = None) -> SaveInfo:
    """Metadata of one save for the Resume list (never raises).

    Reads the JSON and its ``meta`` (never trusted: checked, and rebuilt from the history
    when it is off, ``progress`` giving a rebuilt line the game's words; see
    ``game/saves/summary.py``), checks the format and the rules version of the game it
    names; with ``validate`` fully replays it (slower: every check of ``read_save``). Falls
    back to the backup when the main file is damaged (``warning`` says so)."""
    p = pathlib.Path(path)
    info = SaveInfo(path=p, name=p.stem, autosave=p.name.startswith(AUTOSAVE_PREFIX))
    try:
        info.mtime = p.stat().st_mtime
    except OSError:
        pass

    def read(q: pathlib.Path) -> tuple[dict, str, str]:
        info_line = _info_from(q, progress)
        if validate:
            read_save(q)  # every check of any game's save: it replays
        return info_line

    try:
        info.meta, info.saved_at, info.rebuilt = read(p)
    except SaveError as e:
        try:
            info.meta, info.saved_at, info.rebuilt = read(backup_path(p))
            info.warning = str(e)
        except SaveError:
            info.error = e.problem
    return info


def list_saves(directory: pathlib.Path | str | None = None,
               validate: bool = False, include_finished: bool = True,
               progress: Progress | None = None) -> list[SaveInfo]:
    """Every save in the saves folder (newest first), damaged ones included with ``error``.

    A save whose main file is gone but whose ``.bak`` remains is listed under the main
    name (read it with ``read_save_with_backup``)."""
    d = pathlib.Path(directory) if directory is not None else saves_dir()
    if not d.is_dir():
        return []
    paths = {q for q in d.glob("*.json") if not q.name.startswith(".")}
    paths |= {q.with_name(q.name[:-len(BACKUP_SUFFIX)]) for q in d.glob("*.json.bak")
              if not q.name.startswith(".")}
    out = [read_info(q, validate, progress) for q in paths]
    if not include_finished:
        out = [i for i in out if not i.over]
    out.sort(key=lambda i: (i.saved_at or "", i.mtime), reverse=True)
    return out


def latest_autosave(directory: pathlib.Path | str | None = None) -> SaveInfo | None:
    """The newest unfinished autosave that can be read, or None ("Continue" button)."""
    for info in list_saves(directory):
        if info.autosave and info.ok and not info.over:
            return info
    return None


def prune_autosaves(keep: int = 20, directory: pathlib.Path | str | None = None) -> int:
    """Deletes the oldest finished autosaves beyond ``keep``; returns how many."""
    done = [i for i in list_saves(directory) if i.autosave and i.over]
    for info in done[keep:]:
        delete_save(info.path)
    return max(0, len(done) - keep)


@dataclass
class ExportPaths:
    log: pathlib.Path  # the full event log, one JSON object per line
    summary: pathlib.Path  # the readable text summary

