"""A table's files in the server's ``--saves`` folder, and reading them back at a restart.

Two files per table, side by side:

* ``table-<code>.json``: the autosave, the program's one save document (``kind``
  ``horseburg-save``, format 2: the game's history, docs/saves.md), rewritten atomically
  after every action with the previous one kept as ``.json.bak``. Remote seats are
  people in it (``human``), so the window can continue the game from it too.
* ``table-<code>.keys``: what only the server may read (mode 0600): the SHA-256 of the
  owner's and each seat's token, the table's salt, its ``away_after`` and stand-in kind,
  whether it started, each seat's kind and its stand-in's generators. Never a token.

With ``--log-dir`` the full event log of each table goes to ``table-<code>.jsonl`` there
(the server's log, which holds every seat's secrets: it is never sent to anyone).
"""
from __future__ import annotations

import json
import math
import pathlib
from typing import Any

from ..core.history import HUMAN, History
from ..saves.files import SaveError, write_doc, write_log
from ..saves.document import read_save, save_document
from ..services.settings import atomic_write_text
from .codes import CODE_RE
from .table import REMOTE, SeatState, Table


KEYS_KIND = "horseburg-table"
KEYS_FORMAT = 1
KEYS_SUFFIX = ".keys"
HEX64 = 64


class StoreError(ValueError):
    """A table's files that cannot be read back: one line naming the file and field."""


def save_path(folder: pathlib.Path, code: str) -> pathlib.Path:
    return folder / f"table-{code}.json"


def keys_path(folder: pathlib.Path, code: str) -> pathlib.Path:
    return folder / f"table-{code}{KEYS_SUFFIX}"


def save_doc(table: Table) -> dict[str, Any]:
    """The table's save document: its history and the Resume list's line."""
    g = table.game
    d = g.decision() if g is not None else None
    meta = {"game": table.info.name, "title": table.info.title, "table": table.code,
            "label": f"table {table.code}",
            "players": [{"seat": i, "name": s.name, "kind": HUMAN if s.kind == REMOTE else s.kind}
                        for i, s in enumerate(table.seats)],
            "over": bool(g is not None and g.is_over()), "to_move": -1 if d is None else d.seat,
            "to_move_human": d is not None and table.seats[d.seat].kind == REMOTE,
            "events": len(table.events), "actions": len(table.actions)}
    return save_document(table.history().to_json(), meta)


def keys_doc(table: Table) -> dict[str, Any]:
    """The table's keys file: token hashes and settings (never a token)."""
    seats = []
    for s in table.seats:
        entry: dict[str, Any] = {"kind": s.kind, "token": s.token}
        if s.kind == REMOTE and s.bot is not None:
            entry["stand_in_random"] = s.bot.random_state()
        elif s.bot_random is not None:
            entry["stand_in_random"] = s.bot_random
        seats.append(entry)
    return {"kind": KEYS_KIND, "format": KEYS_FORMAT, "code": table.code,
            "game": table.info.name, "owner": table.owner, "salt": table.salt,
            "away_after": table.away_after, "stand_in": table.stand_in_kind,
            "started": table.started, "seats": seats}


class Store:
    """Writes and reads the tables' files of one folder (and the event logs, if asked)."""

    def __init__(self, folder: pathlib.Path, log_dir: pathlib.Path | None = None) -> None:
        self.folder = pathlib.Path(folder)
        self.log_dir = pathlib.Path(log_dir) if log_dir is not None else None
        self._keys_written: dict[str, str] = {}

    def write(self, code: str, doc: dict[str, Any], keys: dict[str, Any],
              events: list[dict[str, Any]], rewrite_log: bool = False) -> None:
        """The save, the keys file when it changed, and the new events to the log (run in
        a worker thread: nothing here touches a table)."""
        write_doc(save_path(self.folder, code), doc, keep_backup=True)
        text = json.dumps(keys, separators=(",", ":"), allow_nan=False) + "\n"
        if self._keys_written.get(code) != text:
            atomic_write_text(keys_path(self.folder, code), text)  # (mkstemp: mode 0600)
            self._keys_written[code] = text
        if self.log_dir is not None and (events or rewrite_log):
            self.log_dir.mkdir(parents=True, exist_ok=True)
            write_log(self.log_dir / f"table-{code}.jsonl", events, append=not rewrite_log)

    def forget(self, code: str) -> None:
        """A closed or finished table's keys file removed (its save stays for the record)."""
        self._keys_written.pop(code, None)
        try:
            keys_path(self.folder, code).unlink()
        except FileNotFoundError:
            pass

    def codes(self) -> list[str]:
        """The codes of the tables whose keys files are in the folder."""
        if not self.folder.is_dir():
            return []
        out = []
        for p in sorted(self.folder.glob(f"table-*{KEYS_SUFFIX}")):
            code = p.name[len("table-"):-len(KEYS_SUFFIX)]
            if CODE_RE.fullmatch(code):
                out.append(code)
        return out

    def load(self, code: str) -> Table:
        """A table read back from its two files; StoreError (one line) if they do not
        hold together or the history does not replay."""
        kp = keys_path(self.folder, code)
        try:
            keys = json.loads(kp.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as e:
            raise StoreError(f"{kp}: not a keys file ({str(e).splitlines()[0][:80]})") from None
        try:  # (the program's one save reader: the rules version checked, the history replayed)
            saved = read_save(save_path(self.folder, code))
        except SaveError as e:
            raise StoreError(str(e)) from None
        h = saved.history
        table = _table_from(kp, code, keys, h, saved.info)
        if keys.get("started") is True:
            table.game, table.events = saved.replayed.game, saved.events
            table.actions = saved.applied()
            table.actions_json = list(h.actions)
            for s, bot in zip(table.seats, saved.bots):
                if s.kind != REMOTE:
                    s.bot = bot
        self._keys_written[code] = json.dumps(keys, separators=(",", ":")) + "\n"
        return table


def _table_from(path: pathlib.Path, code: str, keys: Any, h: History, info: Any) -> Table:
    """The table of a keys file and its save's history (every field checked)."""
    def bad(why: str) -> StoreError:
        return StoreError(f"{path}: {why}")

    if not isinstance(keys, dict) or keys.get("kind") != KEYS_KIND:
        raise bad(f'not a table keys file (no "kind": "{KEYS_KIND}")')
    if keys.get("format") != KEYS_FORMAT:
        raise bad(f"keys format {str(keys.get('format'))[:20]}: this server reads {KEYS_FORMAT}")
    if keys.get("code") != code or keys.get("game") != h.game:
        raise bad("code or game differs from the file's name or its save")
    for field in ("owner", "salt"):
        v = keys.get(field)
        if not isinstance(v, str) or len(v) != HEX64 or any(c not in "0123456789abcdef" for c in v):
            raise bad(f"{field}: not 64 hex digits")
    away = keys.get("away_after")
    if type(away) not in (int, float) or not math.isfinite(away) or not 0 <= away <= 86_400:
        raise bad("away_after: not a number of seconds from 0 to 86400")
    stand_in = keys.get("stand_in")
    if stand_in not in info.bot_kinds:
        raise bad(f"stand_in: {str(stand_in)[:20]!r} is not a bot of {info.title}")
    raw = keys.get("seats")
    if not isinstance(raw, list) or len(raw) != len(h.seats):
        raise bad(f"seats: not a list of {len(h.seats)} seats")
    seats = []
    for i, (entry, saved, name) in enumerate(zip(raw, h.seats, h.names)):
        if not isinstance(entry, dict):
            raise bad(f"seats[{i}]: not an object")
        kind, token = entry.get("kind"), entry.get("token")
        if (kind == REMOTE) != (saved.kind == HUMAN) or (kind != REMOTE and kind != saved.kind):
            raise bad(f"seats[{i}].kind: {str(kind)[:20]!r} is not the save's seat")
        if token is not None and (not isinstance(token, str) or len(token) != HEX64):
            raise bad(f"seats[{i}].token: not a hash")
        rnd = entry.get("stand_in_random")
        if rnd is not None and not isinstance(rnd, dict):
            raise bad(f"seats[{i}].stand_in_random: not an object")
        seats.append(SeatState(kind, name, token, bot_random=rnd))
    table = Table(code, info, info.setup(h.options), h.seed, keys["salt"], seats,
                  keys["owner"], float(away), stand_in)
    if keys.get("started") is not True and h.actions:
        raise bad("started: false, but its save holds actions")
    return table


def private_folder(folder: pathlib.Path) -> None:
    """Creates the saves folder, readable by its owner only (it holds the keys files); a
    folder that exists already keeps its permissions (the keys files are 0600 anyway)."""
    if not folder.exists():
        folder.mkdir(parents=True, mode=0o700)
