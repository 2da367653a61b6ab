"""Saved games for the program: save, autosave, list, load, export, and the game's story.

The pieces (each its own module):

* ``game/save_files.py``  the files: folders, atomic writes with a backup, reading JSON;
* ``game/save_format.py`` the save document: a game as its history (setup, seed, seats,
  every action), loaded by replaying it through the rules (``load_save``);
* ``game/save_convert.py`` older snapshot saves (format 1) read as histories;
* ``game/save_headless.py`` ``main.py --headless`` with ``--stop-after``/``--save``/
  ``--resume``/``--autosave``, for every game (the core match driver).

This module is what the window and the tools use: writing (``save_game``, ``save_as``,
``AutoSaver``), the Resume list (``list_saves``, ``latest_autosave``), and the story of a
finished game from its events (``game_history``, ``summary_text``, ``export_game``).
Files live under ``settings.data_dir()`` (``HORSEBURG_HOME`` overrides it)::

    <data>/saves/autosave-<date>-<id>.json   one per game, rewritten at every decision
    <data>/saves/<name>.json                 "Save as"
    <data>/exports/<stem>.jsonl / .txt       exported event log and text summary
"""
from __future__ import annotations

import datetime as _dt
import json
import logging
import pathlib
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from .horsefever.bots.base import Bot
from .core.envelope import upgrade_log
from .core.history import HUMAN  # noqa: F401  (a seat played by a person)
from .horsefever.rules import Game
from .horsefever.rules.data import GameData
from .save_files import (AUTOSAVE_PREFIX, BACKUP_SUFFIX, OLD_SAVE_KINDS, SAVE_KIND, SaveError,
                         backup_path, clean_temp_files, delete_save, exports_dir, free_path,
                         new_autosave_path, read_doc, safe_name, saves_dir, write_doc)
from .save_format import (OLD_FORMAT, SAVE_FORMAT, LoadedSave, SavedGame, check_version,
                          history_of, load_save, load_with_backup, make_save, read_save,
                          read_save_with_backup, save_meta)
from .save_summary import Progress, trusted
from .i18n import _
from .settings import atomic_write_text

log = logging.getLogger(__name__)

__all__ = ["SAVE_KIND", "OLD_SAVE_KINDS", "SAVE_FORMAT", "OLD_FORMAT", "SaveError", "LoadedSave", "SavedGame",
           "SaveInfo", "read_save", "read_save_with_backup",
           "AutoSaver", "save_game", "save_as", "load_save", "load_with_backup", "make_save",
           "history_of", "save_meta", "list_saves", "read_info", "latest_autosave",
           "prune_autosaves", "delete_save", "backup_path", "saves_dir", "exports_dir",
           "new_autosave_path", "safe_name", "clean_temp_files", "game_history",
           "summary_text", "export_game", "ExportPaths", "event_line"]

# A game's actions so far, as (seat, action): what a save is made of (see save_format).
Actions = Sequence[tuple[int, Any]]


# ---- writing ---------------------------------------------------------------------------

def save_game(path: pathlib.Path | str, game: Game, events: Sequence[dict[str, Any]],
              bots: Sequence[Bot | None], actions: Actions, *, keep_backup: bool = False,
              label: str = "", shown: int | None = None) -> pathlib.Path:
    """Writes a save atomically; with ``keep_backup`` the previous file becomes ``.bak``.

    ``bots`` has one entry per seat: the Bot object, or None for a human seat; ``actions``
    every (seat, action) since ``Game.new``. Returns the path; SaveError (one line) if the
    file cannot be written.
    """
    try:
        doc = make_save(game, events, bots, actions, label, shown)
    except ValueError as e:
        raise SaveError(path, _("cannot save this game ({why})").format(why=e)) from None
    return write_doc(path, doc, keep_backup=keep_backup)


def save_as(name: str, game: Game, events: Sequence[dict[str, Any]],
            bots: Sequence[Bot | None], actions: Actions,
            directory: pathlib.Path | str | None = None,
            overwrite: bool = False) -> pathlib.Path:
    """Manual "Save as": ``<saves>/<safe name>.json`` (``-2``, ``-3``... if it exists and
    ``overwrite`` is False). Returns the path written."""
    d = pathlib.Path(directory) if directory is not None else saves_dir()
    stem = safe_name(name)
    p = d / f"{stem}.json" if overwrite else free_path(d, stem)
    return save_game(p, game, events, bots, actions, keep_backup=overwrite, label=name)


class AutoSaver:
    """Autosaves one game at every decision point, keeping the previous one as a backup.

        saver = AutoSaver()                          # a new autosave-....json in saves_dir()
        saver.save(game, events, bots, actions)      # after Game.new and after every apply
        saver = AutoSaver(loaded.main_path)          # continue a resumed game's file

    The game is short: each save rewrites the whole history atomically.
    """

    def __init__(self, path: pathlib.Path | str | None = None) -> None:
        self.path = pathlib.Path(path) if path is not None else new_autosave_path()
        self.saves = 0
        clean_temp_files(self.path.parent, self.path.name)

    def save(self, game: Game, events: Sequence[dict[str, Any]],
             bots: Sequence[Bot | None], actions: Actions,
             shown: int | None = None) -> pathlib.Path:
        """Writes the autosave now (raises SaveError if the disk refuses). ``shown``: the
        events the window had presented, when fewer than all."""
        save_game(self.path, game, events, bots, actions, keep_backup=True, shown=shown)
        self.saves += 1
        return self.path


# ---- listing ---------------------------------------------------------------------------

@dataclass
class SaveInfo:
    """One line of the Resume list."""

    path: pathlib.Path  # the file to pass to load_with_backup
    name: str  # the file's stem
    autosave: bool
    saved_at: str = ""
    mtime: float = 0.0
    meta: dict[str, Any] = field(default_factory=dict)  # see save_meta(); {} if unreadable
    error: str = ""  # one line when neither the file nor its backup can be read
    warning: str = ""  # the main file is damaged: meta comes from the backup
    rebuilt: str = ""  # what was off in the stored summary, rebuilt from the history

    @property
    def ok(self) -> bool:
        return not self.error

    @property
    def over(self) -> bool:
        return bool(self.meta.get("over"))

    def describe(self) -> str:
        """One line for a list: players, variant, round, date."""
        if self.error:
            return _("{name}: damaged ({problem})").format(name=self.name, problem=self.error)
        m = self.meta
        names = ", ".join(str(p.get("name", "?")) for p in m.get("players", []))
        state = (_("finished") if m.get("over") else
                 _("round {round}/{rounds}").format(round=m.get("round"), rounds=m.get("rounds")))
        variant = {"family": _("Family Game"), "board": _("Board Game")}.get(m.get("variant"), "?")
        return _("{names} - {variant}, {state} - {saved_at}").format(
            names=names, variant=variant, state=state, saved_at=self.saved_at[:16].replace("T", " "))


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


def read_info(path: pathlib.Path | str, data: GameData | None = None,
              validate: bool = False, progress: Progress | None = None) -> SaveInfo:
    """Metadata of one save for the Resume list (never raises).

    Reads the JSON and its ``meta`` (never trusted: checked, and rebuilt from the history
    when it is off, ``progress`` giving a rebuilt line the game's words; see
    ``game/save_summary.py``), checks the format and the rules version of the game it
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


def list_saves(directory: pathlib.Path | str | None = None, data: GameData | None = None,
               validate: bool = False, include_finished: bool = True,
               progress: Progress | None = None) -> list[SaveInfo]:
    """Every save in the saves folder (newest first), damaged ones included with ``error``.

    A save whose main file is gone but whose ``.bak`` remains is listed under the main
    name (load it with ``load_with_backup``)."""
    d = pathlib.Path(directory) if directory is not None else saves_dir()
    if not d.is_dir():
        return []
    paths = {q for q in d.glob("*.json") if not q.name.startswith(".")}
    paths |= {q.with_name(q.name[:-len(BACKUP_SUFFIX)]) for q in d.glob("*.json.bak")
              if not q.name.startswith(".")}
    out = [read_info(q, data, validate, progress) for q in paths]
    if not include_finished:
        out = [i for i in out if not i.over]
    out.sort(key=lambda i: (i.saved_at or "", i.mtime), reverse=True)
    return out


def latest_autosave(directory: pathlib.Path | str | None = None,
                    data: GameData | None = None) -> SaveInfo | None:
    """The newest unfinished autosave that can be read, or None ("Continue" button)."""
    for info in list_saves(directory, data):
        if info.autosave and info.ok and not info.over:
            return info
    return None


def prune_autosaves(keep: int = 20, directory: pathlib.Path | str | None = None) -> int:
    """Deletes the oldest finished autosaves beyond ``keep``; returns how many."""
    done = [i for i in list_saves(directory) if i.autosave and i.over]
    for info in done[keep:]:
        delete_save(info.path)
    return max(0, len(done) - keep)


# ---- the story of a game (charts, export) ----------------------------------------------

def game_history(events: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """What the charts need, from the event log alone::

        {"players": [{seat, name, character, bot}],
         "rounds": [1, 2, ...],
         "vp": {seat: [VP after round 1, ...]}, "danari": {seat: [...]},
         "odds": {colour: [odds at the start of round 1, ..., after the last round]},
         "bets": {seat: {"won": n, "lost": n, "staked": D, "paid": D}},
         "rankings": [[colour, ...] per race], "winner": seat | None,
         "standings": game_end standings or []}

    Balances follow the events' ``danari_after``/``vp_after`` fields, else their signed
    ``danari``/``vp`` changes. ``game.horsefever.chart_series`` draws the final-scores charts.
    """
    events = upgrade_log(events)  # (a log of before the envelope reads the same)
    players: list[dict[str, Any]] = []
    danari: dict[int, int] = {}
    vp: dict[int, int] = {}
    hist: dict[str, Any] = {"players": players, "rounds": [], "vp": {}, "danari": {},
                            "odds": {}, "bets": {}, "rankings": [], "winner": None,
                            "standings": []}
    last_odds: dict[str, int] | None = None
    for ev in events:
        name = ev.get("type")
        seat = ev.get("seat")
        if name == "game_start":
            for p in ev.get("players", []):
                s = p["seat"]
                players.append({k: p.get(k) for k in ("seat", "name", "character", "bot")})
                danari[s], vp[s] = p.get("danari", 0), p.get("vp", 0)
                hist["vp"][s], hist["danari"][s] = [], []
                hist["bets"][s] = {"won": 0, "lost": 0, "staked": 0, "paid": 0}
        elif name == "round_start":
            hist["rounds"].append(ev.get("round"))
            for c, o in ev.get("odds", {}).items():
                hist["odds"].setdefault(c, []).append(o)
        elif name == "odds_update":
            last_odds = dict(ev.get("odds", {}))
        elif name == "ranking":
            hist["rankings"].append(list(ev.get("order", [])))
        elif name == "round_end":
            for s in danari:
                hist["danari"][s].append(danari[s])
                hist["vp"][s].append(vp[s])
        elif name == "game_end":
            hist["winner"] = ev.get("winner")
            hist["standings"] = list(ev.get("standings", []))
        if seat not in danari:
            continue
        if name == "bet":
            hist["bets"][seat]["staked"] += ev.get("stake", 0)
        elif name == "payout" and ev.get("reason") in ("win_bet", "show_bet"):
            hist["bets"][seat]["won"] += 1
            hist["bets"][seat]["paid"] += ev.get("danari", 0)
        elif name == "bet_lost":
            hist["bets"][seat]["lost"] += 1
        # A balance where the event has one, else its signed change (a Stable bought or
        # sold moves VP with "vp" only).
        for what, table in (("danari", danari), ("vp", vp)):
            after, change = ev.get(f"{what}_after"), ev.get(what)
            if isinstance(after, int):
                table[seat] = after
            elif isinstance(change, int) and not isinstance(change, bool):
                table[seat] += change
    # The odds after the last race close each line (one point more than rounds started).
    if last_odds is not None:
        for c, o in last_odds.items():
            if len(hist["odds"].get(c, [])) == len(hist["rounds"]):
                hist["odds"].setdefault(c, []).append(o)
    return hist


# summary_text: the export's readable summary, in the language chosen at export
# (game/export_summary.py; imported here so ``saves.summary_text`` stays where it was).
from .export_summary import summary_text  # noqa: E402


@dataclass
class ExportPaths:
    log: pathlib.Path  # the full event log, one JSON object per line
    summary: pathlib.Path  # the readable text summary


def export_game(events: Sequence[dict[str, Any]], data: GameData | None = None,
                directory: pathlib.Path | str | None = None,
                stem: str | None = None) -> ExportPaths:
    """Writes ``<stem>.jsonl`` (every event) and ``<stem>.txt`` (the summary) to the
    exports folder beside the saves; returns both paths. An older log is written as the
    envelope writes it today (``game.core.envelope``)."""
    events = upgrade_log(events)
    d = pathlib.Path(directory) if directory is not None else exports_dir()
    if stem is None:
        start = next((e for e in events if e.get("type") == "game_start"), {})
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        stem = f"game-{start.get('variant', 'x')}-{start.get('seed', 'x')}-{stamp}"
    stem = safe_name(stem)
    log = d / f"{stem}.jsonl"
    summary = d / f"{stem}.txt"
    try:
        atomic_write_text(log, "".join(event_line(e) for e in events))
        atomic_write_text(summary, summary_text(events, data))
    except OSError as e:
        raise SaveError(d, _("cannot write the export ({why})").format(why=e.strerror or e)) from None
    return ExportPaths(log, summary)


def event_line(ev: dict[str, Any]) -> str:
    """One event as a JSON Lines line (the same form as ``main.py --log``)."""
    return json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n"
