"""A window's connection to a table server, on a thread of its own: the frame never waits.

``Link`` runs one websockets client on its own thread and asyncio loop. The frame loop
asks with ``request(kind, **fields)`` (thread-safe, returns at once) and reads what came
with ``poll()``: ``(kind, message)`` pairs from a ``queue.Queue``, the server's messages
as they arrived, the answers to requests (``("answer", {"request": kind, ...})`` or
``("refused", {"request": kind, "code", "message"})``) and the link's own news:
``("link", {"state": "up" | "down" | "lost", "why": ...})``.

The seats it holds (``joined``: their tokens) are taken back by itself when the connection
drops: it reconnects every ``RETRY_EVERY`` seconds for ``RETRY_FOR`` seconds, joining each
seat again with its token and the number of events it has (``after``), so the server sends
only what was missed. ``drop()`` cuts the connection as a network fault would (tests).
A token never leaves this object but to the server it came from.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import queue
import threading
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from . import protocol
from .client import OPEN_TIMEOUT, my_games, table_url

RETRY_EVERY = 1.0
RETRY_FOR = 120.0
FATAL = {protocol.CLOSE_PROTOCOL, protocol.CLOSE_TAKEN, protocol.CLOSE_ABUSE}


class Link:
    """One connection to a table server for the window (see the module docstring)."""

    def __init__(self, address: str, code: str | None = None, client: str = "horseburg") -> None:
        self.url = table_url(address, code)
        self.client = client
        self.inbox: "queue.Queue[tuple[str, dict[str, Any]]]" = queue.Queue()
        self.tokens: dict[int, str] = {}  # seat -> its token (never shown, never logged)
        self.seen: dict[int | None, int] = {}  # seat (None: watching) -> events received
        self.code: str | None = code
        self.names: dict[int, str] = {}
        self.watching = False
        self.up = False
        self.closed = False  # the server said the table is closed
        self._ids = itertools.count(1)
        self._asked: dict[int, str] = {}
        self._later: list[tuple[str, dict[str, Any]]] = []
        self._ws: ClientConnection | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()),
                                        name="horseburg-link", daemon=True)

    # ---- the frame loop's side -----------------------------------------------------------
    def start(self) -> "Link":
        self._thread.start()
        self._ready.wait(5.0)
        return self

    def poll(self) -> list[tuple[str, dict[str, Any]]]:
        """Everything that arrived since the last call, in order (never waits)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def request(self, kind: str, /, **fields: Any) -> None:
        """Sends a request (its answer comes through ``poll``)."""
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._send_soon, kind, fields)

    def token(self, seat: int) -> str | None:
        return self.tokens.get(seat)

    def act(self, seat: int, turn: int, action: dict[str, Any]) -> None:
        token = self.tokens.get(seat)
        if token is not None and self.code is not None:
            self.request("act", code=self.code, seat=seat, token=token, turn=turn,
                         action=action)

    def drop(self) -> None:
        """Cuts the connection without a goodbye, as a network fault does (tests)."""
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._cut)

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # (its loop ended meanwhile)
                pass
        if self._thread.is_alive():
            self._thread.join(5.0)

    # ---- the link's own thread -----------------------------------------------------------
    def _cut(self) -> None:
        if self._ws is not None and self._ws.transport is not None:
            self._ws.transport.abort()

    def _send_soon(self, kind: str, fields: dict[str, Any]) -> None:
        asyncio.get_running_loop().create_task(self._send(kind, fields))

    async def _send(self, kind: str, fields: dict[str, Any]) -> None:
        ws = self._ws
        if ws is None:  # (sent once connected: the first time, or back after a drop)
            self._later.append((kind, fields))
            return
        rid = next(self._ids)
        self._asked[rid] = kind
        if kind == "join" and "code" in fields:
            self.code = fields["code"]
        try:
            await ws.send(json.dumps({"v": protocol.PROTOCOL, "type": kind, "id": rid, **fields},
                                     separators=(",", ":")))
        except ConnectionClosed:
            pass  # (the reader notices and reconnects)

    async def _open(self) -> ClientConnection:
        ws = await connect(self.url, proxy=None, max_size=protocol.MAX_SERVER_MESSAGE,
                           compression=None, open_timeout=OPEN_TIMEOUT)
        await ws.send(json.dumps({"v": protocol.PROTOCOL, "type": "hello", "id": 0,
                                  "client": self.client, "games": my_games()}))
        welcome = json.loads(await ws.recv())
        if welcome.get("type") != "welcome":
            await ws.close()
            raise OSError(str(welcome.get("message", "the server refused the hello"))[:200])
        self.inbox.put(("welcome", welcome))
        return ws

    async def _rejoin(self, ws: ClientConnection) -> None:
        """Takes every seat held back, asking only for the events missed."""
        for seat, token in sorted(self.tokens.items()):
            await ws.send(json.dumps({"v": protocol.PROTOCOL, "type": "join", "code": self.code,
                                      "seat": seat, "token": token,
                                      "after": self.seen.get(seat, 0)}))
        if self.watching:
            await ws.send(json.dumps({"v": protocol.PROTOCOL, "type": "watch", "code": self.code,
                                      "after": self.seen.get(None, 0)}))

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self._ready.set()
        first = True
        lost_at: float | None = None
        while not self._stop.is_set():
            try:
                ws = await self._open()
            except (OSError, InvalidHandshake, InvalidURI, asyncio.TimeoutError, ValueError) as e:
                why = str(e).splitlines()[0][:200] if str(e) else type(e).__name__
                now = self._loop.time()
                lost_at = now if lost_at is None else lost_at
                if first or now - lost_at > RETRY_FOR:
                    self.inbox.put(("link", {"state": "lost", "why": why}))
                    return
                await self._pause(RETRY_EVERY)
                continue
            self._ws, self.up, lost_at = ws, True, None
            if not first:
                await self._rejoin(ws)
            first = False
            self.inbox.put(("link", {"state": "up"}))
            later, self._later = self._later, []
            for kind, fields in later:
                if kind != "act":  # (a decision sent while away is stale by now, or sent again)
                    await self._send(kind, fields)
            code = await self._read(ws)
            self._ws, self.up = None, False
            if self._stop.is_set():
                await ws.close()
                return
            if self.closed:  # the table is no longer hosted: nothing to come back to
                return
            if code in FATAL:
                self.inbox.put(("link", {"state": "lost", "why": f"closed ({code})"}))
                return
            self.inbox.put(("link", {"state": "down"}))
            lost_at = self._loop.time()
            await self._pause(RETRY_EVERY)

    async def _pause(self, seconds: float) -> None:
        assert self._stop is not None
        try:
            await asyncio.wait_for(self._stop.wait(), seconds)
        except asyncio.TimeoutError:
            pass

    async def _read(self, ws: ClientConnection) -> int | None:
        """Reads until the connection ends (or the link stops); the close code."""
        assert self._stop is not None
        stopping = asyncio.ensure_future(self._stop.wait())
        try:
            while True:
                got = asyncio.ensure_future(ws.recv())
                done, _pending = await asyncio.wait({got, stopping},
                                                    return_when=asyncio.FIRST_COMPLETED)
                if got not in done:
                    got.cancel()
                    return None
                try:
                    self._take(json.loads(got.result()))
                except ConnectionClosed:
                    raise
                except (ValueError, TypeError, KeyError):
                    continue  # (a message that does not read is left aside)
        except ConnectionClosed as e:
            return e.rcvd.code if e.rcvd is not None else None
        finally:
            stopping.cancel()

    def _take(self, msg: dict[str, Any]) -> None:
        kind = str(msg.get("type"))
        asked = self._asked.pop(msg["id"], None) if "id" in msg else None
        if kind == "error":
            if asked is not None or msg.get("code") != "stale":
                self.inbox.put(("refused", {"request": asked, "code": msg.get("code"),
                                            "message": msg.get("message", "")}))
            return
        if kind == "joined":
            self.tokens[msg["seat"]] = msg.pop("token")  # (kept here, and nowhere else)
            self.code = msg["code"]
        elif kind == "created":
            self.code = msg["code"]
        elif kind == "closed":
            self.closed = True
        elif kind == "watching":
            self.watching, self.code = True, msg["code"]
        elif kind == "update":
            seat = msg.get("seat")
            self.seen[seat] = msg["first"] + len(msg["events"])
        if asked is not None:
            msg = {**msg, "request": asked}
        self.inbox.put((kind, msg))
