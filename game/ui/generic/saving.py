"""Saves of any game on the generic table: the history save of ``game/saves/document.py``.

The document is the program's one save format (format 2, kind ``horseburg-save``): the
game's history (``game/core/history.py``: game name and rules version, options, seed,
names, seats with the bots' generators, every action) and a ``meta`` line for the Resume
list, which names the game. Nothing a rule computes is read back: loading replays the
actions through the game's own rules, and a save they refuse is one line naming the
file and the action. Files go where every save goes (``game/saves/files.py``), written
atomically, the autosave keeping its previous version as the ``.bak``.
"""
from __future__ import annotations

import pathlib
from typing import TYPE_CHECKING, Any

from ...core import history as hist
from ...core.history import HUMAN, History, Seat
from ...services.i18n import _
from ...saves.files import (OLD_SAVE_KINDS, SAVE_KIND, SaveError, clean_temp_files, free_path,
                            meta_line, new_autosave_path, safe_name, saves_dir, write_doc)
from ...saves.document import SAVE_FORMAT, SavedGame, read_save, replay_doc, save_document

if TYPE_CHECKING:
    from .session import ContractSession


def history(session: "ContractSession") -> History:
    """The session's game as a history: its setup and every action since it began."""
    seats = [Seat(HUMAN) if session.bots.get(i) is None
             else Seat(kind, session.bots[i].random_state())
             for i, kind in enumerate(session.kinds)]
    return hist.record(session.info, session.options, session.seed, session.names, seats,
                       session.applied)


def replay_refusal(session: Any) -> str:
    """Why a table cannot play a part of its game again ("" when it can): a replay is
    played from the game's history, and a game played across computers keeps its history
    at its host's (``NetSession.replayable``); the final scores and every results sheet
    grey their Replay with this line."""
    if getattr(session, "replayable", True):
        return ""
    return _("The host's program keeps this game's history: replay it there.")


def meta(session: "ContractSession", label: str = "") -> dict[str, Any]:
    """The Resume list's line (``save_files.meta_line``: the headless saves' too), with
    where the game stands as its presentation puts it (Resume words it)."""
    return meta_line(session.info, session.game, session.names, session.kinds, session.humans,
                     len(session.events), len(session.applied), label,
                     progress=session.pres.save_progress(session.game.view(None)))


def shown(session: "ContractSession") -> int:
    """How many of the game's events the table has shown (the rest are queued)."""
    return len(session.events) - len(session.queue)


def save_doc(session: "ContractSession", label: str = "",
             with_shown: bool = False) -> dict[str, Any]:
    """The whole save document of the session's game (plain JSON data); ``with_shown``:
    how far the table had shown the events, when not all of them (an autosave written
    right after a decision, before the race it started has run on the screen)."""
    seen = shown(session) if with_shown and shown(session) < len(session.events) else None
    return save_document(history(session).to_json(), meta(session, label), label, seen)


class Autosaver:
    """Rewrites one autosave file after every applied action (the previous one kept as
    its backup), saying how far the table had shown the events; once the table has
    caught up, it is written once more without (``behind``). A disk that refuses gives
    ``problem`` (one line); play goes on."""

    def __init__(self, path: pathlib.Path | str | None = None) -> None:
        self.path = pathlib.Path(path) if path is not None else new_autosave_path()
        clean_temp_files(self.path.parent, self.path.name)
        self.problem = ""
        self.saves = 0
        self.written: tuple[int, int] | None = None  # (events, of which shown) last written

    def save(self, session: "ContractSession") -> str:
        try:
            write_doc(self.path, save_doc(session, with_shown=True), keep_backup=True)
            self.problem = ""
            self.saves += 1
            self.written = (len(session.events), shown(session))
        except (SaveError, OSError, ValueError) as exc:
            self.problem = _("Autosave failed: {problem}").format(
                problem=str(exc).splitlines()[0])
            self.written = None  # (no retry every frame: the next action tries again)
        return self.problem

    def behind(self, session: "ContractSession") -> bool:
        """Whether the last autosave says fewer events were shown than the table has
        shown now that it has caught up (then it is worth writing again)."""
        if self.written is None or session.queue:
            return False
        events, seen = self.written
        return events == len(session.events) and seen < events


def save_as(session: "ContractSession", label: str) -> pathlib.Path:
    """Writes a named save into the saves folder (a free name); SaveError if refused."""
    path = free_path(saves_dir(), safe_name(label))
    return write_doc(path, save_doc(session, label))


def load_doc(doc: dict[str, Any], path: pathlib.Path | None = None) -> SavedGame:
    """Replays a parsed save document (``game/saves/document.py``'s ``replay_doc``, the one
    check of every game's saves); SaveError (one line, naming the file and the field or
    action) when it is refused. ``doc["path"]``, if there, says where it came from."""
    where = path if path is not None else doc.get("path")
    where = pathlib.Path(where) if where else None
    if doc.get("kind") not in (SAVE_KIND, *OLD_SAVE_KINDS):
        raise SaveError(where, f"not a format {SAVE_FORMAT} {SAVE_KIND}")
    return replay_doc(where, {k: v for k, v in doc.items() if k != "path"})  # type: ignore[arg-type]


def load_path(path: pathlib.Path | str) -> SavedGame:
    """Reads and replays one save file (SaveError, one line, if refused)."""
    return read_save(path)
