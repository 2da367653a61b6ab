"""The table server: websockets connections, their requests, and the lobby's tables.

``TableServer`` owns a ``Lobby`` (the tables), a ``Driver`` (their play) and a small pool
of worker threads (saves, bots). Each connection is one coroutine (``_handle``): it reads
messages in order, each within the rate (``guard.py``), parses and checks it
(``protocol.parse``), answers it, and closes the connection after ``BAD_LIMIT`` bad
messages within ``BAD_WINDOW`` seconds. Nothing a client sends raises out of here: a
refusal is an ``error`` message with a code and one line, to that client only.

The server is the only authority: an ``act`` is taken only from the connection that
holds the seat, with the seat's token, for the decision now open (``turn``), and the
rules check it. Every send is a non-blocking write (``websockets.broadcast``); a
connection whose unread output passes ``SLOW_LIMIT`` is closed rather than buffered.
"""
from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import gc
import http
import itertools
import logging
import pathlib
import statistics
import time
from typing import Any, Callable, Collection

from websockets.asyncio.server import ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from ..core.registry import GameInfo, registered_games
from . import protocol, tokens
from .chat import chat_guard, clean_line
from .codes import check_server_id
from .driver import Driver
from .guard import Guard
from .lobby import WAITING_TTL, Lobby
from ..core.names import clean_name, name_reason
from .protocol import ProtocolError
from .store import Store, private_folder
from .table import REMOTE, Table, default_name

SLOW_LIMIT = 4 * 1024 * 1024  # bytes of unread output before a connection is dropped
HANDLED = 100_000
CLOSING: set[asyncio.Task[Any]] = set()
WORKERS = 4


class Conn:
    """One client connection and what it holds: seats of one table, or a spectator's
    place; its rate and bad-message account."""

    def __init__(self, ws: ServerConnection, number: int, now: float) -> None:
        self.ws, self.number = ws, number
        peer = ws.remote_address
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        self.guard = Guard(now)
        self.games: dict[str, str] | None = None  # the client's games and rules (hello)
        self.table: Table | None = None
        self.seats: set[int] = set()
        self.watching = False
        self.chat = chat_guard(now)

    def send(self, data: bytes | str) -> None:
        """Queues a message without waiting (a slow reader is dropped, not waited for)."""
        transport = self.ws.transport
        if transport is not None and transport.get_write_buffer_size() > SLOW_LIMIT:
            self.close(protocol.CLOSE_SLOW, "too much unread output")
            return
        broadcast([self.ws], data.encode() if isinstance(data, str) else data, text=True)

    def close(self, code: int, reason: str) -> None:
        task = asyncio.get_running_loop().create_task(self.ws.close(code, reason))
        CLOSING.add(task)  # (a task nobody holds may be collected before it runs)
        task.add_done_callback(CLOSING.discard)

    def leave_table(self) -> None:
        if self.table is not None:
            self.table.watchers.discard(self)
        self.table, self.seats, self.watching = None, set(), False


def describe(info: GameInfo) -> dict[str, Any]:
    """A game as the ``welcome`` message lists it."""
    return {"name": info.name, "title": info.title, "rules": info.version,
            "players": [info.min_players, info.max_players], "bots": list(info.bot_kinds),
            "options": [{"name": o.name, "kind": o.kind, "default": o.default,
                         "choices": list(o.choices), "lo": o.lo, "hi": o.hi, "help": o.help}
                        for o in info.options]}


class TableServer:
    """A table server on the running event loop: ``await start()``, ``await stop()``."""

    def __init__(self, saves: pathlib.Path, log_dir: pathlib.Path | None = None,
                 server_id: str = "a", log: Callable[[str], None] | None = None,
                 keep_over: float | None = None,
                 tables: Collection[str] | None = None) -> None:
        import game.catalogue  # noqa: F401  (registers every game)

        self.only = None if tables is None else frozenset(tables)  # the tables to read back

        self.server_id = check_server_id(server_id)
        self.log = log or (lambda line: None)
        private_folder(pathlib.Path(saves))
        self.executor = concurrent.futures.ThreadPoolExecutor(WORKERS, "horseburg-net")
        self.lobby = Lobby(server_id, Store(pathlib.Path(saves), log_dir))
        self.driver = Driver(self.lobby, self.executor, self.log,
                             **({} if keep_over is None else {"keep_over": keep_over}))
        self.games = [describe(i) for i in registered_games()]  # (the welcome's list)
        # Seconds from an action read to its updates written (its save included), the last
        # HANDLED of them: the server's share of a round trip, summed up in the log at stop.
        self.handling: collections.deque[float] = collections.deque(maxlen=HANDLED)
        self.numbers = itertools.count(1)
        self.conns: set[Conn] = set()
        self._server: Any = None
        self.port = 0

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Loads the saved tables, listens; returns the port (0 picks a free one)."""
        for table in self.lobby.load_all(self.log, self.only):
            self.log(f"table {table.code}: resumed ({table.info.name}, {table.state()}, "
                     f"{table.turn} actions)")
            await self.driver.resume(table)
            if not table.started:
                asyncio.get_running_loop().call_later(WAITING_TTL, self._unstarted, table)
        # The games' data and the tables read back live as long as the server: out of the
        # collector's way, its full collections do not walk them again and again.
        gc.freeze()
        quiet = logging.getLogger("horseburg.net.websockets")
        quiet.setLevel(logging.ERROR)  # its warnings are connections we dropped on purpose
        self._server = await serve(
            self._handle, host, port, max_size=protocol.MAX_MESSAGE, max_queue=16,
            compression=None, process_request=self._check_path, logger=quiet,
            ping_interval=20, ping_timeout=20)
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    def handling_line(self) -> str:
        """The server's share of the round trips: how long it took to handle actions."""
        times = sorted(self.handling)
        if not times:
            return "no action handled"
        return (f"{len(times)} actions handled in median {statistics.median(times) * 1000:.1f} ms, "
                f"p99 {times[min(len(times) - 1, int(len(times) * 0.99))] * 1000:.1f} ms "
                f"(read to updates written, the save included)")

    async def stop(self) -> None:
        """Closes every connection (going away), waits for the saves, stops."""
        self.log(self.handling_line())
        if self._server is not None:
            self._server.close(code=protocol.CLOSE_SHUTDOWN, reason="the server stops")
            await self._server.wait_closed()
        for task in list(self.driver.tasks):  # bots thinking: their moves are not taken
            task.cancel()
        await asyncio.gather(*self.driver.tasks, return_exceptions=True)
        for table in list(self.lobby.tables.values()):
            async with table.lock:  # a save in progress finishes
                pass
        self.executor.shutdown(wait=True, cancel_futures=False)

    def _unstarted(self, table: Table) -> None:
        """A table still waiting to start after WAITING_TTL is closed (its seats freed)."""
        if not table.started and not table.closed:
            self.driver.close_table(table, f"not started within {WAITING_TTL:g} s", "not_started")

    def _check_path(self, ws: ServerConnection, request: Any) -> Any:
        """``/`` or ``/<this server's name>``; another server's tables are not here."""
        if request.path.split("?")[0] in ("/", f"/{self.server_id}"):
            return None
        return ws.respond(http.HTTPStatus.NOT_FOUND, f"not table server {request.path[:20]}\n")

    # ---- a connection -------------------------------------------------------------------

    async def _handle(self, ws: ServerConnection) -> None:
        loop = asyncio.get_running_loop()
        conn = Conn(ws, next(self.numbers), loop.time())
        self.conns.add(conn)
        try:
            async for raw in ws:
                rid: Any = None
                try:
                    if not conn.guard.allow(loop.time()):
                        raise ProtocolError("rate", f"more than {protocol.RATE:g} messages a "
                                                    "second: this one was not read")
                    kind, fields, rid = protocol.parse(raw)
                    await self._request(conn, kind, fields, rid)
                except ProtocolError as e:
                    if rid is None and e.code != "rate":  # (a message over the rate is not read)
                        rid = _id_of(raw)
                    conn.send(protocol.error(e.code, e.message, rid))
                    if e.code == "protocol":
                        await ws.close(protocol.CLOSE_PROTOCOL, e.message[:120])
                        break
                    if e.code not in protocol.NOT_BAD:
                        if conn.guard.bad(loop.time()):
                            self.log(f"connection {conn.number}: closed after "
                                     f"{protocol.BAD_LIMIT} bad messages within "
                                     f"{protocol.BAD_WINDOW:g} s")
                            await ws.close(protocol.CLOSE_ABUSE, "too many bad messages")
                            break
                except Exception as e:  # noqa: BLE001 - a bug of ours: that request only
                    self.log(f"connection {conn.number}: internal error on a request "
                             f"({type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''})")
                    conn.send(protocol.error("internal", "the server could not answer this", rid))
        except ConnectionClosed:
            pass
        finally:
            self.conns.discard(conn)
            self._gone(conn)

    def _gone(self, conn: Conn) -> None:
        """A connection closed: its seats are away, its spectator's place is freed."""
        table = conn.table
        if table is None:
            return
        table.watchers.discard(conn)
        left = [i for i in conn.seats if table.seats[i].conn is conn]
        for i in left:
            self.driver.seat_left(table, i)
        conn.leave_table()
        if left and not table.closed:
            self.driver.send_seats(table)

    # ---- requests -----------------------------------------------------------------------

    async def _request(self, conn: Conn, kind: str, f: dict[str, Any], rid: Any) -> None:
        if kind == "hello":
            conn.games = dict(f["games"])
            conn.send(protocol.encode(
                "welcome", server=self.server_id, protocol=protocol.PROTOCOL,
                games=self.games,
                limits={"message_bytes": protocol.MAX_MESSAGE, "rate": protocol.RATE,
                        "burst": protocol.BURST, "bad_limit": protocol.BAD_LIMIT,
                        "bad_window": protocol.BAD_WINDOW}, **_rid(rid)))
            return
        if conn.games is None:
            raise ProtocolError("protocol", "say hello first (protocol version and games)")
        if kind == "list":
            conn.send(protocol.encode("tables", tables=self.lobby.listing(), **_rid(rid)))
            return
        if kind == "create":
            table, owner = self.lobby.create(f, conn.games, conn.address)
            asyncio.get_running_loop().call_later(WAITING_TTL, self._unstarted, table)
            self.log(f"table {table.code}: created by connection {conn.number} "
                     f"({table.info.name}; seats {','.join(s.kind for s in table.seats)})")
            conn.send(protocol.encode("created", code=table.code, owner=owner,
                                      table=table.listing(), **_rid(rid)))
            async with table.lock:
                for seat in f.get("hold", []):  # the creator's own seats, taken at once
                    await self._join(conn, table, {"seat": seat, "name": table.seats[seat].name}, None)
                if table.started:
                    return
                if table.ready():  # no remote seat: the bots start at once
                    await self.driver.start(table)
                else:
                    await self.driver.save(table)
            return
        table = self.lobby.get(f["code"])
        async with table.lock:
            if table.closed:
                raise ProtocolError("no_table", f"there is no table {table.code} on this server")
            if kind == "act":
                await self._act(conn, table, f)
            elif kind == "join":
                await self._join(conn, table, f, rid)
            elif kind == "watch":
                self._watch(conn, table, f, rid)
            elif kind == "say":
                self._say(conn, table, f, rid)
            else:
                await self._owner(conn, table, kind, f, rid)

    def _same_rules(self, conn: Conn, table: Table) -> None:
        theirs = (conn.games or {}).get(table.info.name)
        if theirs != table.info.version:
            raise ProtocolError("rules_version", f"table {table.code} plays {table.info.title} "
                                f"rules version {table.info.version}; your program has "
                                f"{theirs or 'no such game'}")

    def _take_place(self, conn: Conn, table: Table) -> None:
        """A connection is at one table at a time: it leaves the one it was at."""
        if conn.table is not None and conn.table is not table:
            self._gone(conn)

    async def _act(self, conn: Conn, table: Table, f: dict[str, Any]) -> None:
        seat = f["seat"]
        if conn.table is not table or seat not in conn.seats or seat >= len(table.seats) \
                or table.seats[seat].conn is not conn:
            raise ProtocolError("not_your_seat", f"this connection does not hold seat {seat} "
                                                 f"of table {table.code}")
        if not tokens.matches(f["token"], table.seats[seat].token):
            raise ProtocolError("token", f"that is not seat {seat}'s token")
        if f["turn"] != table.turn:
            raise ProtocolError("stale", f"the table is at decision {table.turn}, "
                                         f"not {f['turn']}")
        t0 = time.perf_counter()
        await self.driver.act(table, seat, f["action"])
        self.handling.append(time.perf_counter() - t0)

    async def _join(self, conn: Conn, table: Table, f: dict[str, Any], rid: Any) -> None:
        self._same_rules(conn, table)
        token, seat = f.get("token"), f.get("seat")
        note = ""
        if token is not None:  # a player coming back: the token names the seat
            held = [i for i, s in enumerate(table.seats) if tokens.matches(token, s.token)]
            if not held or (seat is not None and seat != held[0]):
                raise ProtocolError("token", f"that token holds no seat"
                                    f"{'' if seat is None else f' {seat}'} at table {table.code}")
            seat = held[0]
            old = table.seats[seat].conn
            if old is not None and old is not conn:
                old.seats.discard(seat)
                old.close(protocol.CLOSE_TAKEN, f"seat {seat} was taken by a new connection")
                self.log(f"table {table.code}: seat {seat} taken over by connection {conn.number}")
        else:
            free = table.free_seats()
            if seat is None:
                if not free:
                    raise ProtocolError("no_seat", f"table {table.code} has no free seat")
                seat = free[0]
            elif seat >= len(table.seats) or table.seats[seat].kind != REMOTE:
                raise ProtocolError("no_seat", f"table {table.code} has no seat {seat} to join")
            elif seat not in free:
                raise ProtocolError("seat_taken", f"seat {seat} of table {table.code} is taken")
            token = tokens.new_token()
            table.seats[seat].token = tokens.token_hash(token)
            if "name" in f and not table.started:
                table.seats[seat].name, why = clean_name(f["name"], default_name(seat, REMOTE))
                note = name_reason(why)
        self._take_place(conn, table)
        conn.table = table
        conn.seats.add(seat)
        self.driver.seat_back(table, seat, conn)
        self.log(f"table {table.code}: seat {seat} held by connection {conn.number}")
        s = table.seats[seat]
        conn.send(protocol.encode(
            "joined", code=table.code, seat=seat, token=token, game=table.info.name,
            rules=table.info.version, name=s.name, bot_seed=tokens.bot_seed(table.salt,
                                                                            table.seed, seat),
            **({"name_note": note} if note else {}), **_rid(rid)))
        self.driver.send_seats(table)
        if table.started:
            after = min(f.get("after", 0), len(table.events))
            for msg in table.updates(seat, after):
                conn.send(msg)
            await self.driver.save(table)  # the keys file holds the new token's hash
        elif table.ready():
            await self.driver.start(table)
        else:
            await self.driver.save(table)

    def _watch(self, conn: Conn, table: Table, f: dict[str, Any], rid: Any) -> None:
        self._same_rules(conn, table)
        self._take_place(conn, table)
        conn.table, conn.watching = table, True
        table.watchers.add(conn)
        conn.send(protocol.encode("watching", code=table.code, game=table.info.name,
                                  rules=table.info.version, **_rid(rid)))
        conn.send(protocol.encode("seats", **table.listing()))
        if table.started:
            for msg in table.updates(None, min(f.get("after", 0), len(table.events))):
                conn.send(msg)

    def _say(self, conn: Conn, table: Table, f: dict[str, Any], rid: Any) -> None:
        """A chat line from a seat's player, cleaned (``chat.py``), to everyone at the table."""
        held = [i for i in sorted(conn.seats) if conn.table is table and table.seats[i].conn is conn]
        if not held:
            raise ProtocolError("not_your_seat", f"only a player at table {table.code} may speak there")
        line = clean_line(f["text"])
        if not line:
            raise ProtocolError("malformed", "text: nothing to say once cleaned")
        if not conn.chat.allow(asyncio.get_running_loop().time()):
            raise ProtocolError("rate", "one chat line every 2 seconds (3 at once): this one was not sent")
        conn.send(protocol.encode("ok", **_rid(rid)))
        msg = protocol.encode("said", code=table.code, seat=held[0], name=table.seats[held[0]].name,
                              text=line).encode()
        for other in self.driver.listeners(table):
            other.send(msg)

    async def _owner(self, conn: Conn, table: Table, kind: str, f: dict[str, Any],
                     rid: Any) -> None:
        if not tokens.matches(f["token"], table.owner):
            raise ProtocolError("not_owner", f"that is not the owner's token of table {table.code}")
        if kind == "close":
            conn.send(protocol.encode("ok", **_rid(rid)))
            self.driver.close_table(table, "closed by its owner", "owner")
            return
        if table.started:
            raise ProtocolError("started", f"table {table.code} has started already")
        if kind == "seat_bot":
            seat, bot = f["seat"], f["kind"]
            if bot not in table.info.bot_kinds:
                raise ProtocolError("setup", f"{table.info.title} has no bot {bot!r:.30} "
                                             f"({', '.join(table.info.bot_kinds)})")
            if seat not in table.free_seats():
                raise ProtocolError("seat_taken", f"seat {seat} is not a free remote seat")
            s = table.seats[seat]
            s.kind, s.name = bot, default_name(seat, bot)
        conn.send(protocol.encode("ok", **_rid(rid)))
        if kind == "start" or table.ready():
            await self.driver.start(table)
        else:
            self.driver.send_seats(table)
            await self.driver.save(table)


def _rid(rid: Any) -> dict[str, Any]:
    return {} if rid is None else {"id": rid}


def _id_of(raw: Any) -> Any:
    """The id of a message refused before it was read whole (if it had a valid one)."""
    if not isinstance(raw, str) or len(raw) > protocol.MAX_MESSAGE:
        return None
    try:
        return protocol.request_id(protocol.decode(raw))
    except ProtocolError:
        return None
