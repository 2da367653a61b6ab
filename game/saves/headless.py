"""``--headless`` with ``--stop-after``/``--save``/``--resume``/``--autosave``, for every game,
through the core match driver (``game/core/match.py``).

A save is the game's history (``game/core/history.py``: setup, seed, names, each bot's
kind and generators, every action) in the save document every game shares
(``game/saves/document.py``: ``kind``, ``format`` 2, ``saved_at``, ``meta``, ``history``), so
the window's Resume lists and continues a headless save like its own. ``--stop-after N``
stops at the first decision point after N events and writes ``--save FILE``; ``--resume
FILE`` replays the save (its ``.bak`` if FILE is refused, with a ``warning:`` line), plays
on with the saved bots and APPENDS the new events to ``--log`` (``seq`` going on);
``--autosave FILE`` rewrites FILE at every decision point, the previous one kept as its
backup. A save names its game, options and seats: ``--resume`` needs no ``--game``
(``game_of``). A refused save is ``error: <file>: <problem>`` (one line, exit code 2).
"""
from __future__ import annotations

import pathlib
import random
import sys
import time
from typing import Any

from .files import write_log
from ..core.match import Match, new_match, play_on, result_line
from ..services.i18n import _
from .document import save_document
from .files import SaveError, backup_path, meta_line, read_doc, write_doc



def save_doc(match: Match) -> dict[str, Any]:
    """The save document of a match: its history and the Resume list's line."""
    meta = meta_line(match.info, match.game, match.names, match.kinds, (), len(match.events),
                     len(match.actions))
    return save_document(match.history().to_json(), meta)


def game_of(path: pathlib.Path | str) -> str | None:
    """The registry name of the game a save holds (its backup's if the file is refused),
    read without replaying it; None if neither names one."""
    for p in (pathlib.Path(path), backup_path(path)):
        try:
            h = read_doc(p).get("history")
        except SaveError:
            continue
        if isinstance(h, dict) and isinstance(h.get("game"), str):
            return h["game"]
    return None


def _match(saved: Any) -> Match:
    """The match of a replayed save (``save_format.SavedGame``), ready to play on."""
    h, info = saved.history, saved.info
    return Match(info, saved.replayed.game, info.setup(h.options), h.seed, list(h.names),
                 [s.kind for s in h.seats], saved.bots, saved.events, saved.applied(),
                 times=[[] for _s in h.seats])


def load_match(path: pathlib.Path) -> Match:
    """A saved match of any game, replayed (``save_format.read_save``: an older Horse Fever
    snapshot save converted first); SaveError (one line) if it is refused."""
    from .document import read_save
    return _match(read_save(path))


def load_with_backup(path: pathlib.Path) -> tuple[Match, str]:
    """``path`` loaded, or its ``.bak`` with a warning naming the main file's problem."""
    from .document import read_save_with_backup
    saved = read_save_with_backup(path)
    return _match(saved), saved.warning


def _refused(why: Any) -> int:
    print(_("error: {why}").format(why=why), file=sys.stderr)
    return 2


def run_with_saves(args: Any) -> int:
    """Plays or resumes one bots game of ``args.game_info`` with saves; the exit code."""
    if getattr(args, "games", 1) != 1:
        return _refused(_("--stop-after, --save, --resume and --autosave play one game "
                          "(--games 1)"))
    if args.stop_after is not None and args.stop_after < 0:
        return _refused(_("--stop-after must be 0 or more"))
    if args.stop_after is not None and not args.save:
        return _refused(_("--stop-after needs --save FILE"))
    try:
        if args.resume:
            path = pathlib.Path(args.resume)
            match, warning = load_with_backup(path)
            if warning:
                print(_("warning: {why}").format(why=warning), file=sys.stderr)
            if match.info.name != args.game_info.name:  # (cli.py refuses it before)
                raise SaveError(path, refusal(match.info.name, args.game_info.name))
            humans = [i for i, b in enumerate(match.bots) if b is None]
            if humans and not match.game.is_over():
                raise SaveError(path, _("seat {seat} is a human seat: resume this game in "
                                        "the game window").format(seat=humans[0]))
            first_new, log_mode = len(match.events), "a"
        else:
            seed = args.seed if args.seed is not None else \
                random.SystemRandom().randrange(10**9)
            match = new_match(args.game_info, args.game_options, seed, args.kinds)
            first_new, log_mode = 0, "w"
    except (SaveError, ValueError) as e:
        return _refused(e)
    delay = max(0.0, float(getattr(args, "delay", 0) or 0))

    def at_decision(m: Match) -> None:
        if args.autosave:
            write_doc(args.autosave, save_doc(m), keep_backup=True)
        if delay and not m.game.is_over():
            time.sleep(delay)

    try:
        over = play_on(match, stop_after=args.stop_after, on_decision=at_decision)
        if args.save:
            write_doc(args.save, save_doc(match))
    except SaveError as e:
        return _refused(e)
    if args.log:
        write_log(args.log, match.events[first_new:], append=log_mode == "a")
    if over:
        print(result_line(match), flush=True)
    else:
        d = match.game.decision()
        print(_("stopped after {n} events ({decision} of seat {seat}): saved to {file}").format(
            n=len(match.events), decision=d.phase if d else "-", seat=d.seat if d else "-",
            file=args.save), flush=True)
    return 0


def refusal(saved: str, asked: str) -> str:
    """Why a save of one game is not resumed as another (``--game``): one line."""
    return _("a save of {saved}, not of {asked} (--game)").format(saved=saved, asked=asked)
