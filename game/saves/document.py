"""The save document: a game as its history, and loading one by replaying it.

Every game's saves share it: a save names its game (``history.game``, the registry's name)
and is checked against THAT game's rules version, then replayed through that game's rules
(``read_save`` / ``replay_doc``, for any game). A game's own view of a loaded save is its
package's (Horse Fever's engine, bots and engine actions: ``game/horsefever/saves.py``).

A save (format 2) is the game's history (``game/core/history.py``: game and rules
version, setup options, seed, names, seats with the bots' generators, every action in
order) and a little for people::

    {"kind": "horse-fever-save", "format": 2, "saved_at": "2026-11-25T21:04:05+01:00",
     "label": "Friday night",                      (a manual save's name; optional)
     "meta": {players, variant, round, ...},       (the Resume list's line; never read
                                                    as truth: a load recomputes it)
     "history": {"game": "horse-fever", "version": ..., "options": ..., "seed": ...,
                 "names": [...], "seats": [...], "actions": [[seat, {action}], ...]},
     "shown": 41}                                  (optional: events the table had shown)

Loading replays the actions through the rules (``history.replay``): a save that does not
replay is refused with one line naming the action and the rule it breaks, or the
malformed field. A save of the older snapshot format (1) is converted first by the game
that wrote such saves (``GameInfo.old_saves``: ``game/horsefever/old_saves.py``).
"""
from __future__ import annotations

import importlib
import pathlib
from dataclasses import dataclass
from typing import Any, Callable, TypeVar

from ..core import history as hist
from ..core.history import History, HistoryError
from ..core.registry import GameInfo, SetupError, get_game, registered_games
from ..services.i18n import _
from .files import SAVE_KIND, SaveError, backup_path, now, read_doc

SAVE_FORMAT = 2
OLD_FORMAT = 1  # the snapshot saves before histories: converted when loaded
TOP_KEYS = {"kind", "format", "saved_at", "history"}
# ("meta", the summary, is never read as truth: a save without one is listed with a line
# rebuilt from its history, game/saves/summary.py, and loads as any other.)
OPTIONAL_KEYS = {"meta", "label", "shown"}
T = TypeVar("T")


# ---- loading ---------------------------------------------------------------------------

def check_version(path: pathlib.Path, doc: dict[str, Any]) -> None:
    """Refuses (one line) a save of a format this program cannot read, of a game it does
    not have, or made with another version of that game's rules: each save is checked
    against the rules of the game it names (``history.game``, looked up in the registry)."""
    fmt = doc.get("format")
    if fmt == OLD_FORMAT:
        old_saves(path).check_header(path, doc)
        return
    if fmt != SAVE_FORMAT:
        raise SaveError(path, _(
            "save format version {fmt!r:.20}: this version of the game reads version {reads} "
            "(and converts {converts})").format(fmt=fmt, reads=SAVE_FORMAT, converts=OLD_FORMAT))
    info = save_game_info(path, doc)
    problem = info.problem()  # its game's data file is broken: this save waits, others load
    if problem is not None:
        raise SaveError(path, problem)
    h = doc["history"]
    version = h.get("version")
    if version != info.version:
        # (the versions are codes with a data hash: a player is told what happened, not them)
        raise SaveError(path, _(
            "made with another version of the rules of {game}: this version of the program "
            "cannot continue it").format(game=_(info.title)))


def save_document(history: dict[str, Any], meta: dict[str, Any], label: str = "",
                  shown: int | None = None) -> dict[str, Any]:
    """The save document, written in this one place for every writer (the window's table,
    Horse Fever's engine saves, the headless saver, the table server): ``history`` as JSON,
    the Resume list's ``meta``; ``label`` (a manual save's name) and ``shown`` (the events
    the window had presented, when fewer than all) only when given."""
    doc: dict[str, Any] = {"kind": SAVE_KIND, "format": SAVE_FORMAT, "saved_at": now(),
                           "meta": meta, "history": history}
    if label:
        doc["label"] = label
    if shown is not None:
        doc["shown"] = shown
    return doc


def old_saves(path: pathlib.Path) -> Any:
    """The reader of saves of the older format (1): the module a registered game names
    (``GameInfo.old_saves``; every game is imported to ask, only when such a save is met).
    SaveError (one line) when no game reads them."""
    for info in registered_games():
        if info.old_saves:
            return importlib.import_module(info.old_saves)
    raise SaveError(path, _("refused: {why}").format(why=f"format {OLD_FORMAT}: no game reads it"))


def save_game_info(path: pathlib.Path, doc: dict[str, Any]) -> GameInfo:
    """The registered game a save (format 2) names; SaveError (one line) if none."""
    h = doc.get("history")
    if not isinstance(h, dict):
        raise SaveError(path, _("refused: history is missing"))
    name = h.get("game")
    try:
        if not isinstance(name, str):
            raise SetupError(f"game: {name!r:.40} is not a game's name")
        return get_game(name)
    except SetupError as e:
        raise SaveError(path, _("refused: {why}").format(why=e)) from None


@dataclass
class SavedGame:
    """A save of ANY game that replayed: its history, the game where it stands, its events
    and each seat's bot (with its generators restored, None for a person)."""

    path: pathlib.Path  # the file read (the backup if the main file was refused)
    history: History
    replayed: hist.Replayed
    bots: list[Any]
    saved_at: str
    label: str = ""
    shown: int | None = None  # events the window had presented (None: all of them)
    warning: str = ""  # why the main file was refused, when the backup was used
    main_path: pathlib.Path | None = None  # the file asked for (autosaves: keep saving here)
    converted: bool = False  # an older version's save, converted to a history

    @property
    def info(self) -> GameInfo:
        return self.replayed.info

    @property
    def events(self) -> list[dict[str, Any]]:
        return self.replayed.events

    def applied(self) -> list[tuple[int, Any]]:
        """(seat, typed action) of every action so far."""
        return [(seat, a) for (seat, _), a in zip(self.history.actions, self.replayed.actions)]


def replay_doc(path: pathlib.Path, doc: dict[str, Any]) -> SavedGame:
    """Checks and replays a parsed save document of any game; SaveError (one line, naming
    the field, or the action and the rule it breaks) if it is refused."""
    check_version(path, doc)
    if doc.get("format") == OLD_FORMAT:
        h, shown, label, saved_at = old_saves(path).convert(path, doc)
    else:
        missing = sorted(TOP_KEYS - set(doc))
        unknown = sorted(set(doc) - TOP_KEYS - OPTIONAL_KEYS)
        if missing or unknown:
            what = _("missing {keys}").format(keys=", ".join(missing)) if missing else \
                _("unknown key {keys}").format(keys=", ".join(map(repr, unknown)))
            raise SaveError(path, _("refused: {what}").format(what=what))
        label = doc.get("label", "")
        saved_at = doc["saved_at"]
        if not isinstance(label, str) or not isinstance(saved_at, str):
            raise SaveError(path, _("refused: label and saved_at are text"))
        shown = doc.get("shown")
        try:
            h = History.from_json(doc["history"])
        except HistoryError as e:
            raise SaveError(path, _("refused: history: {why}").format(why=e)) from None
    try:
        replayed = hist.replay(h)
        seat_bots = hist.make_bots(replayed.info, h)
    except HistoryError as e:
        raise SaveError(path, _("refused: {why}").format(why=e)) from None
    count = len(replayed.events)
    if shown is not None and (type(shown) is not int or not 0 <= shown <= count):
        raise SaveError(path, _(
            "refused: shown: {shown!r:.20} is not a number of events (0..{count})").format(
            shown=shown, count=count))
    return SavedGame(path=path, history=h, replayed=replayed, bots=seat_bots,
                     saved_at=saved_at, label=label, shown=shown, main_path=path,
                     converted=doc.get("format") == OLD_FORMAT)


def read_save(path: pathlib.Path | str) -> SavedGame:
    """Reads and replays one save file of any game; SaveError (one line) if refused."""
    p = pathlib.Path(path)
    return replay_doc(p, read_doc(p))


def with_backup(load: Callable[[pathlib.Path], T], path: pathlib.Path | str) -> T:
    """``load(path)``; if it is refused (or missing) and its ``.bak`` loads, the backup
    with ``warning`` set to the main file's problem and ``main_path`` to the main file.
    Raises the main file's SaveError if neither loads."""
    p = pathlib.Path(path)
    try:
        return load(p)
    except SaveError as main_error:
        bak = backup_path(p)
        if not bak.exists():
            raise
        try:
            loaded = load(bak)
        except SaveError:
            raise main_error from None
        loaded.warning = _("{why}; continuing from the backup {backup}").format(  # type: ignore[attr-defined]
            why=main_error, backup=bak.name)
        loaded.main_path = p  # type: ignore[attr-defined]
        return loaded


def read_save_with_backup(path: pathlib.Path | str) -> SavedGame:
    """``read_save``, falling back to the backup (``with_backup``)."""
    return with_backup(read_save, path)


