"""Save files on disk: where they go, atomic writes with a backup, reading one as JSON.

Knows files, not games: what a save holds is ``game/saves/document.py``; the Resume list's
line of any game's save (``meta_line``) asks the game through the contract alone. A save is ONE JSON
object (never pickle), written atomically: a temp file ``.<name>.<rand>.tmp`` in the same
folder, flush, fsync, ``os.replace``, fsync of the folder (``settings.atomic_write_text``).
An autosave first turns the current file into the backup ``<name>.json.bak`` (a hard link
renamed over the old backup, so ``<name>.json`` never goes missing), and a damaged current
file is never rotated over a good backup. Reading refuses anything but a JSON object of
our kind with ONE line (``SaveError``): missing, too big, empty, not UTF-8, truncated, not
JSON (NaN and Infinity included).
"""
from __future__ import annotations

import datetime as _dt
import json
import os
import pathlib
import re
import secrets
import shutil
from typing import Any, Collection, Iterable, Sequence

from ..core.envelope import LogError, log_text, parse_log
from ..services.i18n import _
from ..services.settings import atomic_write_text, config_dir, data_dir

SAVE_KIND = "horseburg-save"  # every save file starts {"kind":"horseburg-save"
# Saves written while the program was called Horse Fever: read exactly like ours.
OLD_SAVE_KINDS = ("horse-fever-save",)
MAX_SAVE_BYTES = 32 * 1024 * 1024
BACKUP_SUFFIX = ".bak"
AUTOSAVE_PREFIX = "autosave-"


class SaveError(Exception):
    """A save that cannot be written or loaded; ``str()`` is one line: ``<file>: <problem>``."""

    def __init__(self, path: pathlib.Path | str | None, problem: str) -> None:
        self.path = pathlib.Path(path) if path is not None else None
        self.problem = " ".join(str(problem).split())
        super().__init__(f"{self.path}: {self.problem}" if self.path else self.problem)


# ---- folders and names -----------------------------------------------------------------

def saves_dir() -> pathlib.Path:
    """The folder of saved games (not created until the first save)."""
    return data_dir() / "saves"


def exports_dir() -> pathlib.Path:
    """The folder of exported logs and summaries, beside the saves."""
    return data_dir() / "exports"


def backup_path(path: pathlib.Path | str) -> pathlib.Path:
    """The backup kept beside a save: ``<name>.json.bak``."""
    p = pathlib.Path(path)
    return p.with_name(p.name + BACKUP_SUFFIX)


def new_autosave_path(directory: pathlib.Path | str | None = None) -> pathlib.Path:
    """A fresh autosave file name for a new game: ``autosave-YYYYmmdd-HHMMSS-xxxx.json``."""
    d = pathlib.Path(directory) if directory is not None else saves_dir()
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    return d / f"{AUTOSAVE_PREFIX}{stamp}-{secrets.token_hex(2)}.json"


def safe_name(name: str) -> str:
    """A file-name-safe version of a player-typed save name (letters, digits, - _ .)."""
    s = re.sub(r"[^\w\-. ]+", "", name, flags=re.UNICODE).strip().replace(" ", "_")
    s = s.lstrip(".")[:60]
    return s or "save"


def now() -> str:
    """The local time as ISO text, for ``saved_at``."""
    return _dt.datetime.now().astimezone().isoformat(timespec="seconds")


# ---- writing ---------------------------------------------------------------------------

def dumps(doc: dict[str, Any]) -> str:
    """A save document as compact JSON text (``kind`` first: see ``_is_complete``)."""
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n"


_HEADS = tuple(b'{"kind":"' + k.encode() + b'"' for k in (SAVE_KIND, *OLD_SAVE_KINDS))


def _is_complete(path: pathlib.Path) -> bool:
    """True if ``path`` looks like a whole save written by us (worth keeping as the
    backup): it starts as our saves start and ends with the closing brace. Cheap: the
    autosave runs at every decision."""
    try:
        with open(path, "rb") as f:
            head = f.read(max(map(len, _HEADS)))
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - 2))
            tail = f.read()
    except OSError:
        return False
    return head.startswith(_HEADS) and tail.rstrip().endswith(b"}")


def _rotate_backup(path: pathlib.Path) -> None:
    """Makes the current ``path`` the backup, without ever leaving ``path`` missing."""
    if not path.exists() or not _is_complete(path):
        return
    bak = backup_path(path)
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.bak.tmp")
    try:
        os.link(path, tmp)  # a second name for the current file: instant, atomic
    except OSError:
        shutil.copyfile(path, tmp)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
    os.replace(tmp, bak)


def write_doc(path: pathlib.Path | str, doc: dict[str, Any], keep_backup: bool = False) \
        -> pathlib.Path:
    """Writes a save document atomically; with ``keep_backup`` the previous file becomes
    the ``.bak``. Raises SaveError (one line) if the disk refuses."""
    p = pathlib.Path(path)
    try:
        text = dumps(doc)
        p.parent.mkdir(parents=True, exist_ok=True)
        if keep_backup:
            _rotate_backup(p)
        atomic_write_text(p, text)
    except OSError as e:
        raise SaveError(p, _("cannot write the save ({why})").format(
            why=e.strerror or e)) from None
    return p


def free_path(directory: pathlib.Path, stem: str) -> pathlib.Path:
    """``<stem>.json`` in ``directory``, or ``<stem>-2.json``, ``-3``... if taken."""
    p = directory / f"{stem}.json"
    k = 2
    while p.exists():
        p = directory / f"{stem}-{k}.json"
        k += 1
    return p


def clean_stale_temp_files(files: Iterable[pathlib.Path | str | None] = ()) -> int:
    """At the program's start (the window's and the command line's): removes every temp
    file a killed process left behind (``.<name>.*.tmp``: ``settings.atomic_write_text``'s
    and a backup's) in the folders of the saves, the exports and the settings, and those
    of ``files`` (the command line's ``--save``/``--autosave``) in their folders; returns
    how many. (A second copy of the program writing at that very moment would see that
    one write refused in one line, and write again at its next save.)"""
    n = sum(clean_temp_files(d) for d in (saves_dir(), exports_dir(), config_dir()))
    for f in files:
        if f:
            p = pathlib.Path(f)
            n += clean_temp_files(p.parent, p.name)
    return n


def clean_temp_files(directory: pathlib.Path, name: str | None = None) -> int:
    """Removes temp files a killed process left behind (``.<name>.*.tmp``); returns how many."""
    n = 0
    try:
        for p in pathlib.Path(directory).glob(f".{name or ''}*.tmp"):
            try:
                p.unlink()
                n += 1
            except OSError:
                pass
    except OSError:
        pass
    return n


def delete_save(path: pathlib.Path | str) -> None:
    """Deletes a save and its backup (missing files are fine)."""
    p = pathlib.Path(path)
    for q in (p, backup_path(p)):
        try:
            q.unlink()
        except FileNotFoundError:
            pass


# ---- reading ---------------------------------------------------------------------------

def read_doc(path: pathlib.Path) -> dict[str, Any]:
    """Reads and parses a save file as JSON; SaveError on anything but a JSON object of
    our kind. Parsed with ``json.loads`` only: nothing in the file is ever run."""
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(path, _("too big to be a save ({size} bytes)").format(size=size))
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(path, _("no such save file")) from None
    except IsADirectoryError:
        raise SaveError(path, _("is a folder, not a save file")) from None
    except OSError as e:
        raise SaveError(path, _("cannot read ({why})").format(why=e.strerror or e)) from None
    if not raw.strip():
        raise SaveError(path, _("empty file (truncated save)"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SaveError(path, _("not a save: not UTF-8 text (byte {start})").format(
            start=e.start)) from None
    try:
        doc = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        body = text.strip()
        # A save is one JSON object: one that opens but never closes was cut short.
        if e.pos >= len(body) or (body.startswith("{") and not body.endswith("}")):
            raise SaveError(path, _(
                "truncated: the JSON ends early after {count} bytes ({msg})").format(
                count=len(raw), msg=e.msg)) from None
        raise SaveError(path, _("not JSON: {msg} at line {line} column {column}").format(
            msg=e.msg, line=e.lineno, column=e.colno)) \
            from None
    except RecursionError:
        raise SaveError(path, _("not a save: JSON nested too deeply")) from None
    except ValueError as e:  # NaN/Infinity, or a number of more digits than Python reads
        raise SaveError(path, _("not a save: {why}").format(
            why=str(e).splitlines()[0][:100])) from None
    if not isinstance(doc, dict) or doc.get("kind") not in (SAVE_KIND, *OLD_SAVE_KINDS):
        raise SaveError(path, _('not a Horseburg save (JSON, but no "kind": "{kind}")').format(
            kind=SAVE_KIND))
    return doc


def meta_line(info: Any, game: Any, names: Sequence[str], kinds: Sequence[str],
              humans: Collection[int], events: int, actions: int, label: str = "",
              progress: dict[str, Any] | None = None) -> dict[str, Any]:
    """A save's ``meta``, the Resume list's line of any game (never read as truth: a load
    replays the history): its game, players and bots, who is to play or who won, how far it
    went (``progress``: where it stands as the game's presentation puts it, for Resume's
    words; a window's save has it), and what the game adds (``GameInfo.save_meta``)."""
    d = game.decision()
    out: dict[str, Any] = {
        "game": info.name, "title": info.title,
        "players": [{"seat": i, "name": n, "kind": kinds[i]} for i, n in enumerate(names)],
        "over": d is None, "to_move": -1 if d is None else d.seat,
        "to_move_human": d is not None and d.seat in humans, "events": events,
        "actions": actions, "label": label}
    if progress is not None:
        out["progress"] = progress
    if d is None:
        out["winners"] = [st.seat for st in game.standings() if st.place == 1]
    if info.save_meta is not None:
        out.update(info.save_meta(game))
    return out


def write_log(path: pathlib.Path | str, events: Iterable[dict[str, Any]], *,
              append: bool = False) -> None:
    """Writes (or appends) events to a log file as the envelope's JSON Lines
    (``envelope.log_text``): the one writer of ``--log``, headless and in the window alike
    (a resumed game's events are appended, ``seq`` going on). Here, not in ``game/core``,
    which does no file I/O."""
    with open(path, "a" if append else "w", encoding="utf-8") as f:
        f.write(log_text(events))


def read_log(path: pathlib.Path | str) -> list[dict[str, Any]]:
    """A JSON Lines event log (``--log``, an export), today's or one written before the
    envelope, as today's events (``game.core.envelope``); SaveError (one line) if not."""
    p = pathlib.Path(path)
    try:
        return parse_log(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SaveError(p, _("no such log file")) from None
    except (OSError, UnicodeDecodeError) as e:
        raise SaveError(p, _("cannot read the log ({why})").format(
            why=getattr(e, "strerror", None) or e)) from None
    except LogError as e:
        raise SaveError(p, str(e)) from None


def _no_constant(name: str) -> Any:
    raise ValueError(_("{name} is not allowed in a save").format(name=name))
