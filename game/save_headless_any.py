"""``--headless`` saves for any game: ``--stop-after``/``--save``/``--resume``/``--autosave``
through the core match driver (``game/core/match.py``).

A save is the game's history (``game/core/history.py``: setup, seed, names, each bot's
kind and generators, every action) in the save document every game shares
(``game/save_format.py``: ``kind``, ``format`` 2, ``saved_at``, ``meta``, ``history``);
resuming replays it through the game's own rules. Horse Fever keeps its own path
(``game/save_headless.py``, over its engine). Same behaviour as Horse Fever's: a refused
save is ``error: <file>: <problem>`` (one line, exit code 2); a refused main file falls
back to its ``.bak`` with a ``warning:`` line; ``--log`` is appended to on resume.
"""
from __future__ import annotations

import json
import pathlib
import random
import sys
import time
from typing import Any

from .core import history as hist
from .core.match import Match, new_match, play_on, result_line
from .save_files import SAVE_KIND, SaveError, backup_path, now, read_doc, write_doc

SAVE_FORMAT = 2  # the save document's format (``game/save_format.py``)


def save_doc(match: Match) -> dict[str, Any]:
    """The save document of a match: its history and a line's worth for people."""
    g = match.game
    meta = {"game": match.info.name, "title": match.info.title, "names": list(match.names),
            "players": len(match.names), "events": len(match.events), "over": g.is_over()}
    return {"kind": SAVE_KIND, "format": SAVE_FORMAT, "saved_at": now(), "meta": meta,
            "history": match.history().to_json()}


def load_match(path: pathlib.Path) -> Match:
    """A saved match, replayed; SaveError (one line) if the file or its history is refused."""
    doc = read_doc(path)
    if doc.get("format") != SAVE_FORMAT:
        raise SaveError(path, f"save format version {doc.get('format')!r:.20}: headless "
                              f"saves of this game are version {SAVE_FORMAT}")
    try:
        h = hist.History.from_json(doc.get("history"))
        replayed = hist.replay(h)
        bots = hist.make_bots(replayed.info, h)
    except hist.HistoryError as e:
        raise SaveError(path, f"refused: {e}") from None
    humans = [i for i, b in enumerate(bots) if b is None]
    if humans and not replayed.game.is_over():
        raise SaveError(path, f"seat {humans[0]} is a human seat: resume this game in the "
                              "game window")
    info = replayed.info
    return Match(info, replayed.game, info.setup(h.options), h.seed, list(h.names),
                 [s.kind for s in h.seats], bots, replayed.events,
                 [(seat, a) for (seat, _), a in zip(h.actions, replayed.actions)],
                 times=[[] for _ in h.seats])


def load_with_backup(path: pathlib.Path) -> tuple[Match, str]:
    """``path`` loaded, or its ``.bak`` with a warning naming the main file's problem."""
    try:
        return load_match(path), ""
    except SaveError as main_error:
        bak = backup_path(path)
        if not bak.exists():
            raise
        try:
            match = load_match(bak)
        except SaveError:
            raise main_error from None
        return match, f"{main_error}; continuing from the backup {bak.name}"


def run_any_with_saves(args: Any) -> int:
    """Plays or resumes one bots game of ``args.game_info`` with saves; the exit code."""
    if getattr(args, "games", 1) != 1:
        print("error: --stop-after, --save, --resume and --autosave play one game "
              "(--games 1)", file=sys.stderr)
        return 2
    if args.stop_after is not None and args.stop_after < 0:
        print("error: --stop-after must be 0 or more", file=sys.stderr)
        return 2
    if args.stop_after is not None and not args.save:
        print("error: --stop-after needs --save FILE", file=sys.stderr)
        return 2
    try:
        if args.resume:
            match, warning = load_with_backup(pathlib.Path(args.resume))
            if warning:
                print(f"warning: {warning}", file=sys.stderr)
            if match.info.name != args.game_info.name:
                raise SaveError(args.resume, f"a save of {match.info.name}, not of "
                                             f"{args.game_info.name} (--game)")
            first_new, log_mode = len(match.events), "a"
        else:
            seed = args.seed if args.seed is not None else \
                random.SystemRandom().randrange(10**9)
            match = new_match(args.game_info, args.game_options, seed,
                              (args.bots or "").split(","))
            first_new, log_mode = 0, "w"
    except (SaveError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
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
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.log:
        with open(args.log, log_mode, encoding="utf-8") as f:
            f.writelines(json.dumps(ev, ensure_ascii=False, separators=(",", ":")) + "\n"
                         for ev in match.events[first_new:])
    if over:
        print(result_line(match), flush=True)
    else:
        d = match.game.decision()
        print(f"stopped after {len(match.events)} events ({d.phase if d else 'over'} of "
              f"seat {d.seat if d else '-'}): saved to {args.save}", flush=True)
    return 0
