"""A save's summary (its ``meta``, the Resume list's line), never trusted: checked field
by field before the title and Resume read it, and rebuilt from the history when it is off.

The summary is words for people, written beside the history so the list reads without
replaying every save. But it is a file on a disk: an edit, a bug or a full disk can leave
a ``players`` that is a number, a ``to_move`` out of range or a name with a NUL in it, and
the screens that draw it must never see such a thing. So ``trusted`` checks the summary
cheaply (every field the shell reads: its type and its range, and that it agrees with the
history's game and names; a game's own fields, such as Horse Fever's ``variant`` or
``round``, must be plain values); anything off and the summary is rebuilt from the history
replayed through the game's rules (the full check of ``save_format.replay_doc``, the same
for every game). A history that does not replay is the save's one-line problem
(``SaveError``): it is listed as damaged. Keys nobody knows are left alone when they are
plain values (a newer program's summary still lists).

Nothing here names a game: a game's words come from its ``GameInfo.save_meta`` (core) and
its presentation's ``save_progress`` (the window passes it as ``progress``).
"""
from __future__ import annotations

import pathlib
from typing import Any, Callable

from ..core.history import HUMAN
from ..services.i18n import _
from .files import SaveError, meta_line
from .document import replay_doc

# A rebuilt summary's ``progress``: (the game's registry name, the replayed game) -> the
# presentation's ``save_progress`` of its spectator's view, or {} (the window gives it).
Progress = Callable[[str, Any], dict[str, Any]]

TEXT_LIMIT = 200  # a name, a label, a game's words: longer is not a summary the program wrote
NUMBER_LIMIT = 2 ** 63  # whole numbers of a summary (a seed is one) lie within either sign
MAX_PLAYERS = 64  # far beyond any game's table

REQUIRED = ("game", "players", "over", "to_move")  # what the title and Resume cannot do without


def _text(v: Any) -> bool:
    return type(v) is str and len(v) <= TEXT_LIMIT and v.isprintable()


def _count(v: Any, limit: int = NUMBER_LIMIT) -> bool:
    return type(v) is int and 0 <= v < limit


def _plain(v: Any) -> bool:
    """A value a game's words may read without care: nothing, yes/no, a whole number in
    range, a number, or a short printable text."""
    if v is None or type(v) is bool:
        return True
    if type(v) is int:
        return -NUMBER_LIMIT < v < NUMBER_LIMIT
    if type(v) is float:
        return v == v and abs(v) < NUMBER_LIMIT
    return _text(v)


def _player_problem(p: Any, seat: int, name: Any) -> str:
    if not isinstance(p, dict):
        return "not an object"
    if p.get("seat") != seat or type(p.get("seat")) is not int:
        return f"seat is not {seat}"
    if not _text(p.get("name")) or (name is not None and p.get("name") != name):
        return "name is not the history's"
    if "kind" in p and not _text(p["kind"]):
        return "kind is not a short text"
    odd = next((k for k, v in p.items() if not _plain(v)), None)
    return "" if odd is None else f"{odd} is not a plain value"


def problem(meta: Any, doc: dict[str, Any]) -> str:
    """What is off in a save's summary ("" when it may be read as it is): every field the
    shell reads, by type and range, against the history's game and names when there is
    one (an older snapshot save has none: its own fields are checked alone)."""
    if not isinstance(meta, dict):
        return "meta is not an object"
    missing = [k for k in REQUIRED if k not in meta]
    if missing:
        return "meta: missing " + ", ".join(missing)
    h = doc.get("history")
    h = h if isinstance(h, dict) else {}
    game = meta["game"]
    if not _text(game) or ("game" in h and game != h["game"]):
        return "meta.game is not the history's game"
    players = meta["players"]
    if not isinstance(players, list) or not 0 < len(players) <= MAX_PLAYERS:
        return "meta.players is not a list of players"
    names = h.get("names")
    if isinstance(names, list) and len(names) != len(players):
        return "meta.players: not as many as the history's names"
    for i, p in enumerate(players):
        why = _player_problem(p, i, names[i] if isinstance(names, list) else None)
        if why:
            return f"meta.players[{i}]: {why}"
    over, to_move = meta["over"], meta["to_move"]
    if type(over) is not bool:
        return "meta.over is not true or false"
    if type(to_move) is not int or not (to_move == -1 if over else 0 <= to_move < len(players)):
        return "meta.to_move is not a seat"
    return _optional_problem(meta, len(players))


def _optional_problem(meta: dict[str, Any], seats: int) -> str:
    """The fields a summary may have: the shell's, checked by type and range; any other
    (a game's own, or one a newer program wrote) a plain value."""
    checks: dict[str, Callable[[Any], bool]] = {
        "title": _text, "label": lambda v: v == "" or _text(v),
        "to_move_human": lambda v: type(v) is bool,
        "events": _count, "actions": _count,
        "winner": lambda v: v is None or _count(v, seats),
        "winners": lambda v: isinstance(v, list) and len(v) <= seats
        and all(_count(s, seats) for s in v),
        "progress": lambda v: isinstance(v, dict) and len(v) <= 32
        and all(_text(k) and _plain(x) for k, x in v.items()),
        # A table the window hosted, closed for later (game/net/hosting.py reads it):
        # plain values, and the host's seats as a list of seats.
        "hosted": lambda v: isinstance(v, dict) and len(v) <= 8
        and all(_text(k) and (_plain(x) or isinstance(x, list) and len(x) <= seats
                              and all(_count(s, seats) for s in x)) for k, x in v.items()),
    }
    for key, value in meta.items():
        if key in REQUIRED or key == "players":
            continue
        ok = checks.get(key, _plain)
        if not ok(value):
            return f"meta.{key} is not what a summary holds"
    return ""


def rebuild(path: pathlib.Path, doc: dict[str, Any], progress: Progress | None = None) \
        -> dict[str, Any]:
    """The summary made again from the history, replayed through the game's rules (every
    check of ``replay_doc``); SaveError (one line) when it does not replay."""
    saved = replay_doc(path, doc)
    try:
        h = saved.history
        kinds = [s.kind for s in h.seats]
        humans = [i for i, k in enumerate(kinds) if k == HUMAN]
        game = saved.replayed.game
        where = progress(saved.info.name, game) if progress is not None else None
        meta = meta_line(saved.info, game, h.names, kinds, humans, len(saved.events),
                         len(h.actions), saved.label, progress=where or None)
    except Exception as e:  # noqa: BLE001 - a game that cannot word its own save
        raise SaveError(path, _("cannot summarise this save ({why})").format(
            why=str(e).splitlines()[0][:200] if str(e) else type(e).__name__)) from None
    why = problem(meta, doc)  # (a game's own words must be plain values too)
    if why:
        raise SaveError(path, _("cannot summarise this save ({why})").format(why=why))
    return meta


def trusted(path: pathlib.Path, doc: dict[str, Any], progress: Progress | None = None) \
        -> tuple[dict[str, Any], str]:
    """The summary the title and Resume may read: the stored one when it checks, else one
    rebuilt from the history; with what was off in the stored one ("" when nothing was).
    SaveError (one line) when it had to be rebuilt and the history does not replay."""
    meta = doc.get("meta")
    why = problem(meta, doc)
    if not why:
        return meta, ""  # type: ignore[return-value]
    return rebuild(path, doc, progress), why
