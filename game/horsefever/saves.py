"""Horse Fever's saves as its engine sees them: writing a game (``save_game``, ``save_as``,
``AutoSaver``) from its engine state, bots and engine actions, loading one back as such
(``load_save``, ``LoadedSave``), and exporting a finished game's log and summary
(``export_game``). The document is every game's (``game/saves/document.py``: a history);
reading, listing and checking saves of any game are ``game/saves/__init__.py``'s.
"""
from __future__ import annotations

import datetime as _dt
import pathlib
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..core import history as hist
from ..core.envelope import log_text, upgrade_log
from ..core.history import HUMAN, History, Seat
from ..core.registry import GameInfo
from ..services.i18n import _
from ..saves.files import (SaveError, clean_temp_files, exports_dir, free_path,
                           new_autosave_path, read_doc, safe_name, saves_dir, write_doc)
from ..saves.document import replay_doc, save_document, with_backup
from ..saves import ExportPaths, SaveInfo
from ..services.settings import atomic_write_text
from .actions import HorseFeverAction, from_engine
from .bot_seats import random_state
from .bots.base import Bot
from .export_summary import summary_text
from .rules import Game
from .rules.actions import Action
from .rules.data import GameData
from .story import game_history

__all__ = ["LoadedSave", "save_game", "save_as", "AutoSaver", "load_save", "load_with_backup",
           "make_save", "history_of", "save_meta", "describe", "export_game", "game_history",
           "summary_text"]

# A game's actions so far, as (seat, action): what a save is made of (see save_format).
Actions = Sequence[tuple[int, Any]]


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


def horse_fever() -> GameInfo:
    """Horse Fever's registry entry (its module imported, which registers it, when first
    needed: not with this module, which the window's start imports)."""
    from .entry import INFO
    return INFO


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
    return hist.record(horse_fever(), options, s.seed, [p.name for p in s.players], seats, typed)


def save_meta(game: Game, events: Sequence[dict[str, Any]], bots: Sequence[Bot | None],
              label: str = "") -> dict[str, Any]:
    """What the Resume list shows (a load recomputes it from the replayed game)."""
    s = game.state
    over = game.is_over()
    to_move = -1 if over else game.current_player()
    return {
        "game": horse_fever().name,  # (the Resume list names the game)
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
    seen = shown if shown is not None and 0 <= shown < len(events) else None
    return save_document(history_of(game, bots, actions).to_json(),
                         save_meta(game, events, bots, label), label, seen)


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


# ---- loading ---------------------------------------------------------------------------

def from_doc(path: pathlib.Path, doc: dict[str, Any]) -> LoadedSave:
    """Replays a parsed save document of Horse Fever; SaveError (one line) if it is
    refused (a save of another game included: ``replay_doc`` reads any game's)."""
    saved = replay_doc(path, doc)
    if saved.info.name != horse_fever().name:
        raise SaveError(path, _("a save of {game}, not of {this}").format(
            game=saved.info.title, this=horse_fever().title))
    events = saved.events
    game: Game = saved.replayed.game.engine  # type: ignore[attr-defined]
    bots = [None if b is None else b.bot for b in saved.bots]
    actions = [(seat, a.to_engine()) for seat, a in saved.applied()]
    return LoadedSave(path=path, game=game, events=events, bots=bots,
                      meta=save_meta(game, events, bots, saved.label), saved_at=saved.saved_at,
                      label=saved.label, main_path=path, shown=saved.shown, actions=actions,
                      converted=saved.converted)


def load_save(path: pathlib.Path | str, data: GameData | None = None) -> LoadedSave:
    """Loads one save file by replaying it; raises SaveError (one line) if it is refused.
    (``data`` is accepted for callers that have it: a save names its own rules.)"""
    p = pathlib.Path(path)
    return from_doc(p, read_doc(p))


def load_with_backup(path: pathlib.Path | str, data: GameData | None = None) -> LoadedSave:
    """Loads ``path``; if it is refused (or missing) and its ``.bak`` loads, returns the
    backup with ``warning`` set to the main file's problem. Raises the main file's
    SaveError if neither loads."""
    return with_backup(load_save, path)


# ---- the Resume line, the export -------------------------------------------------------

def describe(info: SaveInfo) -> str:
    """One line for a list: players, variant, round, date."""
    if info.error:
        return _("{name}: damaged ({problem})").format(name=info.name, problem=info.error)
    m = info.meta
    names = ", ".join(str(p.get("name", "?")) for p in m.get("players", []))
    state = (_("finished") if m.get("over") else
             _("round {round}/{rounds}").format(round=m.get("round"), rounds=m.get("rounds")))
    variant = {"family": _("Family Game"), "board": _("Board Game")}.get(m.get("variant"), "?")
    return _("{names} - {variant}, {state} - {saved_at}").format(
        names=names, variant=variant, state=state, saved_at=info.saved_at[:16].replace("T", " "))


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
        atomic_write_text(log, log_text(events))
        atomic_write_text(summary, summary_text(events, data))
    except OSError as e:
        raise SaveError(d, _("cannot write the export ({why})").format(why=e.strerror or e)) from None
    return ExportPaths(log, summary)
