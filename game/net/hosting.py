"""A table hosted by the window: the table server in-process, and the host's own seats.

``Hosting`` starts a ``ServerThread`` (``thread.py``) on a thread of its own (so the frame
never waits, not even for the server to listen), then connects a ``Link`` (``link.py``)
to it on 127.0.0.1, creates the table (the host's seats and the invited ones ``remote``,
the bots the server's) holding the host's seats from the start (``hold``) and, with several people at this computer,
watches the table too (their shared screen shows its public events). Everything reaches
the frame loop through the link's queue. ``bind`` is where the server listens: the local
network's every address (``0.0.0.0``) once the player has chosen to host, 127.0.0.1 in the
tests; only then, and never on 127.0.0.1, the table is announced on the network
(``discovery.Announcer``).

The host leaving a game in progress closes the table "for later": everyone is told, the
table's files stay in the tables folder (its keys: the seats' token hashes) and its save
is kept among the window's saves with a ``hosted`` note (the code, the port, the host's
own seats). Its Continue is ``Hosting.again``: the server starts again on the same port
with that one table, the same code; the host's seats get fresh tokens from the server in
this program (no token is ever written here), and the invited players come back with the
seats they kept (Resume's "Continue at table CODE").
"""
from __future__ import annotations

import json
import os
import pathlib
import threading
from typing import Any, Callable

from ..saves.files import new_autosave_path
from ..services.settings import atomic_write_text
from . import tokens
from .link import Link
from .thread import ServerThread

LOOPBACK = "127.0.0.1"
ANY = "0.0.0.0"
INVITE = "invite"  # a seat kept for a player at another computer
REMOTE = "remote"
CLOSE_WAIT = 2.0  # seconds the host's leaving waits for the table to be closed


def where_to_host(asked: str | None) -> str:
    """Where a table the window hosts listens: as asked (``--host-on``), else as the
    environment says (``HORSEBURG_HOST_ON``: the tests' 127.0.0.1), else every address of
    this computer on the local network."""
    return asked or os.environ.get("HORSEBURG_HOST_ON") or ANY


class Hosting:
    """The server, the host's connection to it, the table (see the module docstring)."""

    def __init__(self, saves: pathlib.Path, game: str, options: dict[str, Any], seed: int,
                 names: list[str], kinds: list[str], local: list[int], bind: str = ANY,
                 port: int = 0, announce: Callable[[str, int, str, str], Any] | None = None,
                 keep_in: pathlib.Path | None = None) -> None:
        self.saves, self.bind, self.port = saves, bind, port
        self.keep_in = keep_in  # the window's saves folder: the table is kept there at the end
        self.kept: pathlib.Path | None = None  # the save there (a table hosted again: its own)
        self.create = {"game": game, "options": options, "seed": seed, "names": names,
                       "seats": [REMOTE if k == INVITE or i in local else k
                                 for i, k in enumerate(kinds)], "hold": list(local)}
        self.local = list(local)
        self.invited = [i for i, k in enumerate(kinds) if k == INVITE]
        self.announce = announce
        self.announcer: Any = None  # the discovery announcement, when on the network
        self.server: ServerThread | None = None
        self.link: Link | None = None
        self.problem = ""
        self.owner: str | None = None  # the owner's token (in memory only)
        self.code: str | None = None
        self.again_code: str | None = None  # a table hosted again: its code
        self.moved = False  # hosted again on another port than before (the old one was taken)
        self.listing: dict[str, Any] | None = None
        self.stopped = False
        self._thread = threading.Thread(target=self._boot, name="horseburg-host", daemon=True)

    @classmethod
    def again(cls, saves: pathlib.Path, meta: dict[str, Any], kept: pathlib.Path,
              bind: str = ANY, announce: Callable[[str, int, str, str], Any] | None = None,
              keep_in: pathlib.Path | None = None) -> "Hosting":
        """The table of a kept save hosted again (its summary's ``hosted`` note: the code,
        the port, the host's seats): same code, same port if it is free, the invited
        seats still theirs."""
        note = hosted_note(meta)
        if note is None:
            raise ValueError("this save is not a table hosted from this window")
        players = meta["players"]
        local = list(note["local"])
        kinds = [INVITE if p.get("kind") == "human" and i not in local else
                 "human" if i in local else str(p.get("kind")) for i, p in enumerate(players)]
        h = cls(saves, str(meta["game"]), {}, 0, [p["name"] for p in players], kinds, local,
                bind=bind, port=note["port"], announce=announce, keep_in=keep_in)
        h.again_code, h.kept = note["code"], kept
        return h

    def start(self) -> None:
        self._thread.start()

    @property
    def ready(self) -> bool:
        return self.link is not None

    def _boot(self) -> None:
        only = None if self.again_code is None else [self.again_code]
        try:
            try:
                server = ServerThread(self.saves, host=self.bind, port=self.port,
                                      tables=only if only is not None else [])
                self.port = server.start()
            except OSError:
                if self.again_code is None or not self.port:
                    raise
                self.moved = True  # (the old port is taken: a free one; the screen says so)
                server = ServerThread(self.saves, host=self.bind, port=0, tables=only)
                self.port = server.start()
            self.server = server
        except (OSError, TimeoutError, ValueError) as e:
            self.problem = str(e).splitlines()[0][:200] if str(e) else type(e).__name__
            return
        link = Link(f"{LOOPBACK}:{self.port}")
        if self.again_code is None:
            link.start().request("create", **self.create)
        elif not self._take_back(server, link):
            return
        self.link = link

    def _take_back(self, server: ServerThread, link: Link) -> bool:
        """A table hosted again: the host's seats get fresh tokens (and the table a fresh
        owner token) from the server in this program, then the link joins them."""
        code = self.again_code
        mine = {seat: tokens.new_token() for seat in self.local}
        owner = tokens.new_token()

        async def hand(ts: Any) -> Any:
            table = ts.lobby.tables.get(code)
            if table is None:
                return None
            for seat, token in mine.items():
                table.seats[seat].token = tokens.token_hash(token)
            table.owner = tokens.token_hash(owner)
            return table.listing()

        try:
            listing = server.call(hand).result(CLOSE_WAIT * 5)
        except Exception as e:  # noqa: BLE001 - one line on the screen
            listing, why = None, str(e).splitlines()[0][:200] if str(e) else type(e).__name__
        else:
            why = f"table {code} is no longer kept in {self.saves}"
        if listing is None:
            self.problem = why
            server.stop()
            return False
        self.code, self.owner, self.listing = code, owner, listing
        link.tokens.update(mine)
        link.start()
        for seat, token in sorted(mine.items()):
            link.request("join", code=code, seat=seat, token=token)
        if len(self.local) != 1:  # (the shared screen shows the public events)
            link.request("watch", code=code)
        self._announce()
        return True

    def _announce(self) -> None:
        if self.announce is not None and self.bind != LOOPBACK and self.code:
            self.announcer = self.announce(self.code, self.port, self.create["game"],
                                           ", ".join(self.create["names"]))

    def take(self, kind: str, msg: dict[str, Any]) -> None:
        """What the host's link received before the game: the table made, seats taken."""
        link = self.link
        assert link is not None
        if kind == "created":
            self.code, self.owner = msg["code"], msg.get("owner")
            self.listing = msg["table"]
            if len(self.local) != 1:  # (the shared screen shows the public events)
                link.request("watch", code=self.code)
            self._announce()
        elif kind == "seats":
            self.listing = msg

    def seat_bot(self, seat: int, kind: str) -> None:
        """Seats the server's bot of ``kind`` in an invited seat nobody took."""
        if self.link is not None and self.code and self.owner:
            self.link.request("seat_bot", code=self.code, token=self.owner, seat=seat, kind=kind)

    def free_invited(self) -> list[int]:
        """Invited seats nobody has taken yet (a table hosted again has none)."""
        if self.again_code is not None:
            return []
        if self.listing is None:
            return list(self.invited)
        return [s["seat"] for s in self.listing["seats"] if s["kind"] == REMOTE
                and not s["taken"] and s["seat"] in self.invited]

    def away_invited(self) -> list[int]:
        """Invited seats whose players are not at the table now (a table hosted again:
        until they come back through their Resume)."""
        if self.listing is None:
            return list(self.invited)
        return [s["seat"] for s in self.listing["seats"] if s["seat"] in self.invited
                and s["kind"] == REMOTE and not s.get("present")]

    def stop(self) -> None:
        """Closes the table (everyone there is told "the host left"), the link and the
        server. A game in progress is closed for later (its files stay: ``again``), and
        its save is kept among the window's saves. (Once: later calls do nothing.)"""
        if self.stopped:
            return
        self.stopped = True
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        server, code = self.server, self.code
        later = False
        if server is not None and code is not None:
            async def close(ts: Any) -> bool:
                table = ts.lobby.tables.get(code)
                if table is None or table.closed:
                    return False
                going = (table.started and table.game is not None and bool(table.actions)
                         and not table.game.is_over())  # (a game to go on with)
                ts.driver.close_table(table, "the host left", "host_left", later=going)
                return going
            try:  # (everyone at the table is told before the server stops)
                later = bool(server.call(close).result(CLOSE_WAIT))
            except Exception:  # noqa: BLE001 - a server already gone tells nobody
                pass
        if self.link is not None:
            self.link.stop()
        if server is not None:
            server.stop()
            self._keep(later)

    def _keep(self, later: bool) -> None:
        """The table's last autosave copied among the window's saves, so that the host
        can Continue it later: hosted again when its game goes on (``hosted`` in its
        summary), else the finished game's record. A table hosted again keeps its one save
        there (rewritten), a new one gets a fresh autosave file."""
        path = self.saves / f"table-{self.code}.json"
        if self.keep_in is None or self.code is None or not path.is_file():
            return
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
            if not doc.get("history", {}).get("actions"):
                return  # (a table that never started is nothing to go on with)
            if later:
                doc["meta"]["hosted"] = {"code": self.code, "port": self.port,
                                         "local": list(self.local)}
            self.keep_in.mkdir(parents=True, exist_ok=True)
            target = self.kept or new_autosave_path(self.keep_in)
            atomic_write_text(target, json.dumps(doc))
            self.kept = target
        except (OSError, ValueError, AttributeError, TypeError):
            pass  # (the table's own save stays in the tables folder)


def hosted_note(meta: Any) -> dict[str, Any] | None:
    """A save summary's ``hosted`` note (a table this window hosted, closed for later:
    ``{"code", "port", "local"}``), checked; None when it has none or it is off."""
    from .codes import CODE_RE
    note = meta.get("hosted") if isinstance(meta, dict) else None
    if not isinstance(note, dict) or set(note) != {"code", "port", "local"}:
        return None
    code, port, local = note["code"], note["port"], note["local"]
    players = meta.get("players")
    if not (isinstance(code, str) and CODE_RE.fullmatch(code) and type(port) is int
            and 0 < port < 65536 and isinstance(local, list) and isinstance(players, list)
            and all(type(s) is int and 0 <= s < len(players) for s in local)
            and len(set(local)) == len(local) and local):
        return None
    return note
