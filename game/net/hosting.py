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
"""
from __future__ import annotations

import json
import os
import pathlib
import threading
from typing import Any, Callable

from ..saves.files import new_autosave_path
from ..services.settings import atomic_write_text
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
        self.listing: dict[str, Any] | None = None
        self.stopped = False
        self._thread = threading.Thread(target=self._boot, name="horseburg-host", daemon=True)

    def start(self) -> None:
        self._thread.start()

    @property
    def ready(self) -> bool:
        return self.link is not None

    def _boot(self) -> None:
        try:
            server = ServerThread(self.saves, host=self.bind, port=self.port)
            self.port = server.start()
            self.server = server
        except (OSError, TimeoutError, ValueError) as e:
            self.problem = str(e).splitlines()[0][:200] if str(e) else type(e).__name__
            return
        link = Link(f"{LOOPBACK}:{self.port}").start()
        link.request("create", **self.create)
        self.link = link

    def take(self, kind: str, msg: dict[str, Any]) -> None:
        """What the host's link received before the game: the table made, seats taken."""
        link = self.link
        assert link is not None
        if kind == "created":
            self.code, self.owner = msg["code"], msg.get("owner")
            self.listing = msg["table"]
            if len(self.local) != 1:  # (the shared screen shows the public events)
                link.request("watch", code=self.code)
            if self.announce is not None and self.bind != LOOPBACK:
                self.announcer = self.announce(self.code, self.port, self.create["game"],
                                               ", ".join(self.create["names"]))
        elif kind == "seats":
            self.listing = msg

    def seat_bot(self, seat: int, kind: str) -> None:
        """Seats the server's bot of ``kind`` in an invited seat nobody took."""
        if self.link is not None and self.code and self.owner:
            self.link.request("seat_bot", code=self.code, token=self.owner, seat=seat, kind=kind)

    def free_invited(self) -> list[int]:
        """Invited seats nobody has taken yet."""
        if self.listing is None:
            return list(self.invited)
        return [s["seat"] for s in self.listing["seats"] if s["kind"] == REMOTE
                and not s["taken"] and s["seat"] in self.invited]

    def stop(self) -> None:
        """Closes the table (everyone there is told "the host left"), the link and the
        server. The table's save stays in the saves folder. (Once: later calls do nothing.)"""
        if self.stopped:
            return
        self.stopped = True
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        server, code = self.server, self.code
        if server is not None and code is not None:
            async def close(ts: Any) -> None:
                table = ts.lobby.tables.get(code)
                if table is not None and not table.closed:
                    ts.driver.close_table(table, "the host left")
            try:  # (everyone at the table is told before the server stops)
                server.call(close).result(CLOSE_WAIT)
            except Exception:  # noqa: BLE001 - a server already gone tells nobody
                pass
        if self.link is not None:
            self.link.stop()
        if server is not None:
            server.stop()
            self._keep()

    def _keep(self) -> None:
        """The table's last autosave copied among the window's saves (a fresh autosave
        file), so that the host can Continue it later, at this computer (the others' seats
        are people there)."""
        path = self.saves / f"table-{self.code}.json"
        if self.keep_in is None or self.code is None or not path.is_file():
            return
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
            if not doc.get("history", {}).get("actions"):
                return  # (a table that never started is nothing to go on with)
            self.keep_in.mkdir(parents=True, exist_ok=True)
            atomic_write_text(new_autosave_path(self.keep_in), json.dumps(doc))
        except (OSError, ValueError, AttributeError):
            pass  # (the table's own save stays in the tables folder)
