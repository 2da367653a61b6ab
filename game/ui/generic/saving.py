"""Saves of any game on the generic table: the history save of ``game/save_format.py``.

The document is the program's one save format (format 2, kind ``horseburg-save``): the
game's history (``game/core/history.py``: game name and rules version, options, seed,
names, seats with the bots' generators, every action) and a ``meta`` line for the Resume
list, which names the game. Nothing a rule computes is read back: loading replays the
actions through the game's own rules, and a save they refuse is one line naming the
file and the action. Files go where every save goes (``game/save_files.py``), written
atomically, the autosave keeping its previous version as the ``.bak``.
"""
from __future__ import annotations

import pathlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...core import history as hist
from ...core.history import HUMAN, History, HistoryError, Seat
from ...i18n import _
from ...save_files import (SAVE_KIND, SaveError, free_path, new_autosave_path, now, read_doc,
                           safe_name, saves_dir, write_doc)
from ...save_format import SAVE_FORMAT

if TYPE_CHECKING:
    from .session import ContractSession

TOP_KEYS = {"kind", "format", "saved_at", "meta", "history"}
OPTIONAL_KEYS = {"label", "shown", "path"}  # ("path": where a loaded doc came from)


def history(session: "ContractSession") -> History:
    """The session's game as a history: its setup and every action since it began."""
    seats = [Seat(HUMAN) if session.bots.get(i) is None
             else Seat(kind, session.bots[i].random_state())
             for i, kind in enumerate(session.kinds)]
    return hist.record(session.info, session.options, session.seed, session.names, seats,
                       session.applied)


def meta(session: "ContractSession", label: str = "") -> dict[str, Any]:
    """The Resume list's line (never read as truth: a load recomputes everything)."""
    d = session.game.decision()
    return {"game": session.info.name, "title": session.info.title,
            "players": [{"seat": i, "name": n, "kind": session.kinds[i]}
                        for i, n in enumerate(session.names)],
            "over": session.game.is_over(), "to_move": -1 if d is None else d.seat,
            "to_move_human": d is not None and d.seat in session.humans,
            "events": len(session.events), "actions": len(session.applied), "label": label}


def save_doc(session: "ContractSession", label: str = "") -> dict[str, Any]:
    """The whole save document of the session's game (plain JSON data)."""
    doc: dict[str, Any] = {"kind": SAVE_KIND, "format": SAVE_FORMAT, "saved_at": now(),
                           "meta": meta(session, label),
                           "history": history(session).to_json()}
    if label:
        doc["label"] = label
    return doc


class Autosaver:
    """Rewrites one autosave file after every applied action (the previous one kept as
    its backup). A disk that refuses gives ``problem`` (one line); play goes on."""

    def __init__(self, path: pathlib.Path | str | None = None) -> None:
        self.path = pathlib.Path(path) if path is not None else new_autosave_path()
        self.problem = ""
        self.saves = 0

    def save(self, session: "ContractSession") -> str:
        try:
            write_doc(self.path, save_doc(session), keep_backup=True)
            self.problem = ""
            self.saves += 1
        except (SaveError, OSError, ValueError) as exc:
            self.problem = _("Autosave failed: {problem}").format(
                problem=str(exc).splitlines()[0])
        return self.problem


def save_as(session: "ContractSession", label: str) -> pathlib.Path:
    """Writes a named save into the saves folder (a free name); SaveError if refused."""
    path = free_path(saves_dir(), safe_name(label))
    return write_doc(path, save_doc(session, label))


@dataclass
class Loaded:
    """A save that replayed: the game where it stands, its events, its seats' bots."""

    replayed: hist.Replayed
    history: History
    bots: list[Any]  # per seat: a bot with its generators restored, or None (a person)
    path: pathlib.Path | None


def load_doc(doc: dict[str, Any], path: pathlib.Path | None = None) -> Loaded:
    """Replays a parsed save document; SaveError (one line, naming the file and the
    field or action) when it is refused."""
    where = path if path is not None else doc.get("path")
    if doc.get("kind") != SAVE_KIND or doc.get("format") != SAVE_FORMAT:
        raise SaveError(where, f"not a format {SAVE_FORMAT} {SAVE_KIND}")
    unknown = sorted(set(doc) - TOP_KEYS - OPTIONAL_KEYS)
    missing = sorted(TOP_KEYS - set(doc))
    if missing or unknown:
        what = f"missing {', '.join(missing)}" if missing else f"unknown key {unknown[0]!r:.30}"
        raise SaveError(where, f"refused: {what}")
    try:
        h = History.from_json(doc["history"])
        replayed = hist.replay(h)
        bots = hist.make_bots(replayed.info, h)
    except HistoryError as e:
        raise SaveError(where, f"refused: {e}") from None
    return Loaded(replayed, h, bots, pathlib.Path(where) if where else None)


def load_path(path: pathlib.Path | str) -> Loaded:
    """Reads and replays one save file (SaveError, one line, if refused)."""
    p = pathlib.Path(path)
    return load_doc(read_doc(p), p)
