"""The window's ``--resume FILE`` and ``--log FILE`` (``docs/ui.md``, issue 30).

``--resume FILE`` opens the table at a save of any game, through its presentation's
``resume_table`` (the one path Resume and Continue take): a pass screen first where a
person is to move. With ``--autoplay`` bots take every seat from there: a seat the save
gave a bot keeps it (its generators as saved, so the game goes on as it would have
headless); a person's seat gets a bot of ``--bots`` (by seat, a short list repeating), or
of the game's default mix. ``check_save`` is the one-line refusal of a save the window
cannot open, asked before the window opens (exit code 2).

``--log FILE`` follows the game the command line put on the table and writes its events
as the same JSON Lines as ``--headless --log`` (``game/save_files.write_log``, the one
writer): a new game's every event; a resumed game's events after the save, appended as the
headless resume appends them, ``seq`` going on.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..core.history import HUMAN
from ..saves.files import write_log
from ..core.match import default_kinds


def check_save(path: Path) -> str:
    """"" if the save at ``path`` (or its backup) replays, else why not, in one line."""
    from ..saves.files import SaveError
    from ..saves.document import read_save_with_backup
    try:
        read_save_with_backup(path)
    except SaveError as e:
        return str(e)
    except (OSError, ValueError) as e:  # (a game not installed here, an unreadable file)
        return f"{path}: {e}"
    return ""


def resume_at_start(app: Any) -> str | None:
    """Puts the save of ``--resume`` on the table (bots in every seat with ``--autoplay``);
    why it cannot, in one line, else None."""
    from . import resume_words
    from ..saves import SaveInfo
    cfg = app.cfg
    path = Path(cfg.resume)
    info = SaveInfo(path=path, name=path.stem, autosave=False, meta={"game": cfg.game})
    problem = resume_words.continue_save(app, info)
    if problem:
        return problem
    table = app.find("table")
    session = getattr(table, "session", None)
    if cfg.autoplay and session is not None:
        bots_everywhere(session, cfg.bots)
    app.resumed_events = len(session.events) if session is not None else 0
    return None


def bots_everywhere(session: Any, kinds: list[str]) -> None:
    """Every person's seat of a session taken by a bot (``kinds`` by seat, else the
    game's default mix); the bots already seated keep playing as saved."""
    info = session.info
    chosen = kinds or default_kinds(info)
    for seat in list(session.humans):
        kind = chosen[seat % len(chosen)]
        kind = kind if kind in info.bot_kinds else info.bot_kinds[0]
        session.bots[seat] = info.make_bot(kind, session.seed, seat)
        session.kinds[seat] = kind
    session.humans = [i for i, k in enumerate(session.kinds) if k == HUMAN]
    session.viewer = None  # (nobody's private view: the spectator's table)
    session.holder = None


class EventLog:
    """``--log FILE`` in the window: the events of the command line's game, written as
    they are applied (``follow`` each frame), so a window closed early leaves its log."""

    def __init__(self, path: Path, append: bool) -> None:
        self.path = path
        self.session: Any = None
        self.written = 0
        if not append:
            write_log(path, ())  # (a new log, as headless starts one)

    def follow(self, app: Any) -> None:
        """Writes the events the game has added since the last frame."""
        if self.session is None:
            table = app.find("table")
            self.session = getattr(table, "session", None)
            if self.session is None:
                return
            self.written = getattr(app, "resumed_events", 0)
        events = self.session.events
        if len(events) > self.written:
            write_log(self.path, events[self.written:], append=True)
            self.written = len(events)


def event_log(cfg: Any) -> EventLog | None:
    """The window's ``--log`` follower (None without ``--log``)."""
    if cfg.log is None:
        return None
    return EventLog(Path(cfg.log), append=cfg.resume is not None)

