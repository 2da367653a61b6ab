"""A client connection to a table server: connect, say hello, ask and wait for answers.

``Client`` wraps one websockets connection (always ``proxy=None``: a table server is
reached directly, never through a proxy the environment names). ``request`` sends a
request with an ``id`` and waits for the answer carrying it, keeping the messages that
arrive meanwhile (updates, seats) for ``receive``; an ``error`` answer raises
``ServerError`` (its code and the server's line). ``table_url`` turns the address a
player types and a table's code into the URL of the table's server (docs/protocol.md,
"Past one machine").
"""
from __future__ import annotations

import asyncio
import collections
import itertools
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from ..core.registry import registered_games
from . import protocol
from .codes import table_path

OPEN_TIMEOUT = 10.0
ANSWER_TIMEOUT = 30.0


class ServerError(Exception):
    """The server refused a request: ``code`` and its one line."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code, self.message = code, message


def table_url(address: str, code: str | None = None) -> str:
    """``ws://HOST:PORT`` (as typed) and a table's code: the URL of that table's server."""
    base = address.strip().rstrip("/")
    if "://" not in base:
        base = "ws://" + base
    return base + (table_path(code) if code else "/")


def my_games() -> dict[str, str]:
    """The games this program plays and their rules versions (the ``hello``'s)."""
    import game.catalogue  # noqa: F401  (registers every game)
    return {info.name: info.version for info in registered_games()}


class Client:
    """One connection to a table server."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.ids = itertools.count(1)
        self.inbox: collections.deque[tuple[str, dict[str, Any]]] = collections.deque()
        self.welcome: dict[str, Any] = {}
        self.text = ""  # the last message received, as the server sent it

    @classmethod
    async def open(cls, url: str, client: str = "horseburg") -> "Client":
        """Connects to ``url`` and says hello; OSError / ServerError if it cannot."""
        ws = await connect(url, proxy=None, max_size=protocol.MAX_SERVER_MESSAGE,
                           compression=None, open_timeout=OPEN_TIMEOUT)
        self = cls(ws)
        try:
            self.welcome = await self.request("hello", client=client, games=my_games())
        except BaseException:
            await ws.close()
            raise
        return self

    async def close(self) -> None:
        await self.ws.close()

    async def send(self, kind: str, /, **fields: Any) -> None:
        """Sends a message and waits for nothing."""
        await self.ws.send(json.dumps({"v": protocol.PROTOCOL, "type": kind, **fields},
                                      separators=(",", ":")))

    async def receive(self) -> dict[str, Any]:
        """The next message from the server (those kept while waiting for an answer
        first); ``text`` is it as sent."""
        if self.inbox:
            self.text, msg = self.inbox.popleft()
            return msg
        self.text = await self.ws.recv()
        return json.loads(self.text)

    async def request(self, kind: str, /, **fields: Any) -> dict[str, Any]:
        """Sends a request and returns its answer; ServerError if it is an error."""
        rid = next(self.ids)
        await self.send(kind, id=rid, **fields)
        async with asyncio.timeout(ANSWER_TIMEOUT):
            while True:
                self.text = await self.ws.recv()
                msg = json.loads(self.text)
                if msg.get("id") == rid:
                    if msg.get("type") == "error":
                        raise ServerError(msg.get("code", "?"), msg.get("message", ""))
                    return msg
                self.inbox.append((self.text, msg))
