"""The save document: a game as its history, and loading one by replaying it.

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
malformed field. A save of the older snapshot format (1) is converted first
(``game/save_convert.py``).
"""
from __future__ import annotations

import pathlib
from dataclasses import dataclass, field
from typing import Any, Sequence

from .horsefever.bots.base import Bot
from .core import history as hist
from .core.history import HUMAN, History, HistoryError, Seat
from .horsefever import INFO
from .horsefever.actions import HorseFeverAction, from_engine
from .horsefever.bot_seats import random_state
from .horsefever.rules import Game
from .horsefever.rules.actions import Action
from .horsefever.rules.data import GameData
from .save_files import SAVE_KIND, SaveError, backup_path, now, read_doc

SAVE_FORMAT = 2
OLD_FORMAT = 1  # the snapshot saves before histories: converted when loaded
TOP_KEYS = {"kind", "format", "saved_at", "meta", "history"}
OPTIONAL_KEYS = {"label", "shown"}


@dataclass
class LoadedSave:
    """A save that replayed: ready to continue."""

    path: pathlib.Path  # the file read (the backup if the main file was refused)
    game: Game
    events: list[dict[str, Any]]
    bots: list[Bot | None]  # per seat: a bot with its generators restored, or None (human)
    meta: dict[str, Any]  # recomputed from the replayed game (players, variant, round, ...)
    saved_at: str
    label: str = ""
    warning: str = ""  # why the main file was refused, when the backup was used
    main_path: pathlib.Path | None = None  # the file asked for (autosaves: keep saving here)
    shown: int | None = None  # events the window had presented (None: all of them)
    actions: list[tuple[int, Action]] = field(default_factory=list)  # (seat, action) so far
    converted: bool = False  # an older version's save, converted to a history


# ---- writing ---------------------------------------------------------------------------

def history_of(game: Game, bots: Sequence[Bot | None],
               actions: Sequence[tuple[int, Any]]) -> History:
    """The history of ``game``: its setup and ``actions`` (seat, engine ``Action`` or typed
    action), every one since ``Game.new``, with each bot's generators as they are now."""
    s = game.state
    if len(bots) != len(s.players):
        raise ValueError(f"{len(bots)} seats for {len(s.players)} players")
    options = {"variant": s.variant, "players": len(s.players), "stars": s.stars,
               "rounds": s.rounds}
    seats = [Seat(HUMAN) if b is None else Seat(p.bot or b.name, random_state(b))
             for p, b in zip(s.players, bots)]
    typed = [(seat, a if isinstance(a, HorseFeverAction) else from_engine(a))
             for seat, a in actions]
    return hist.record(INFO, options, s.seed, [p.name for p in s.players], seats, typed)


def save_meta(game: Game, events: Sequence[dict[str, Any]], bots: Sequence[Bot | None],
              label: str = "") -> dict[str, Any]:
    """What the Resume list shows (a load recomputes it from the replayed game)."""
    s = game.state
    over = game.is_over()
    to_move = -1 if over else game.current_player()
    return {
        "players": [{"seat": p.seat, "name": p.name, "character": p.character,
                     "kind": p.bot or HUMAN, "danari": p.danari, "vp": s.vp(p.seat),
                     "eliminated": p.eliminated} for p in s.players],
        "variant": s.variant, "stars": s.stars, "round": s.round, "rounds": s.rounds,
        "seed": s.seed, "phase": s.phase, "over": over, "to_move": to_move,
        "to_move_human": (not over) and bots[to_move] is None,
        "events": len(events), "winner": s.winner, "label": label,
    }


def make_save(game: Game, events: Sequence[dict[str, Any]], bots: Sequence[Bot | None],
              actions: Sequence[tuple[int, Any]], label: str = "",
              shown: int | None = None) -> dict[str, Any]:
    """The whole save document (plain JSON data). ``shown``: the events the window had
    presented, when fewer than all (written only then)."""
    doc: dict[str, Any] = {
        "kind": SAVE_KIND, "format": SAVE_FORMAT, "saved_at": now(),
        "meta": save_meta(game, events, bots, label),
        "history": history_of(game, bots, actions).to_json(),
    }
    if label:
        doc["label"] = label
    if shown is not None and 0 <= shown < len(events):
        doc["shown"] = shown
    return doc


# ---- loading ---------------------------------------------------------------------------

def check_version(path: pathlib.Path, doc: dict[str, Any]) -> None:
    """Refuses (one line) a save of a format or rules version this program cannot play."""
    fmt = doc.get("format")
    if fmt == OLD_FORMAT:
        from .save_convert import check_old_header
        check_old_header(path, doc)
        return
    if fmt != SAVE_FORMAT:
        raise SaveError(path, f"save format version {fmt!r:.20}: this version of the game "
                              f"reads version {SAVE_FORMAT} (and converts {OLD_FORMAT})")
    h = doc.get("history")
    version = h.get("version") if isinstance(h, dict) else None
    if version != INFO.version:
        raise SaveError(path, f"made with another version of the rules ({version!r:.30}; "
                              f"this is {INFO.version})")


def from_doc(path: pathlib.Path, doc: dict[str, Any]) -> LoadedSave:
    """Replays a parsed save document; SaveError (one line) if it is refused."""
    check_version(path, doc)
    if doc.get("format") == OLD_FORMAT:
        from .save_convert import convert
        h, shown, label, saved_at = convert(path, doc)
    else:
        missing = sorted(TOP_KEYS - set(doc))
        unknown = sorted(set(doc) - TOP_KEYS - OPTIONAL_KEYS)
        if missing or unknown:
            what = f"missing {', '.join(missing)}" if missing else \
                f"unknown key {', '.join(map(repr, unknown))}"
            raise SaveError(path, f"refused: {what}")
        label = doc.get("label", "")
        saved_at = doc["saved_at"]
        if not isinstance(label, str) or not isinstance(saved_at, str):
            raise SaveError(path, "refused: label and saved_at are text")
        shown = doc.get("shown")
        try:
            h = History.from_json(doc["history"])
        except HistoryError as e:
            raise SaveError(path, f"refused: history: {e}") from None
    try:
        replayed = hist.replay(h)
        seat_bots = hist.make_bots(replayed.info, h)
    except HistoryError as e:
        raise SaveError(path, f"refused: {e}") from None
    events = replayed.events
    if shown is not None and (type(shown) is not int or not 0 <= shown <= len(events)):
        raise SaveError(path, f"refused: shown: {shown!r:.20} is not a number of events "
                              f"(0..{len(events)})")
    game: Game = replayed.game.engine  # type: ignore[attr-defined]
    bots = [None if b is None else b.bot for b in seat_bots]
    actions = [(seat, a.to_engine()) for (seat, _), a in zip(h.actions, replayed.actions)]
    return LoadedSave(path=path, game=game, events=events, bots=bots,
                      meta=save_meta(game, events, bots, label), saved_at=saved_at,
                      label=label, main_path=path, shown=shown, actions=actions,
                      converted=doc.get("format") == OLD_FORMAT)


def load_save(path: pathlib.Path | str, data: GameData | None = None) -> LoadedSave:
    """Loads one save file by replaying it; raises SaveError (one line) if it is refused.
    (``data`` is accepted for callers that have it: a save names its own rules.)"""
    p = pathlib.Path(path)
    return from_doc(p, read_doc(p))


def load_with_backup(path: pathlib.Path | str, data: GameData | None = None) -> LoadedSave:
    """Loads ``path``; if it is refused (or missing) and its ``.bak`` loads, returns the
    backup with ``warning`` set to the main file's problem. Raises the main file's
    SaveError if neither loads."""
    p = pathlib.Path(path)
    try:
        return load_save(p, data)
    except SaveError as main_error:
        bak = backup_path(p)
        if not bak.exists():
            raise
        try:
            loaded = load_save(bak, data)
        except SaveError:
            raise main_error from None
        loaded.warning = f"{main_error}; continuing from the backup {bak.name}"
        loaded.main_path = p
        return loaded
