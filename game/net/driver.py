"""A table played on, on the server's event loop: saves first, then every seat is told,
then the bots move.

``commit`` is what follows every change of a table's game (its start, an action): the
autosave is written (in a worker thread, awaited: a client never sees an event the save
does not hold, so a server killed and started again is never behind its clients), then each
connection at the table gets its ``update`` (``Table.updates``), then ``poke`` lets a bot
play if the decision is a bot seat's or an away player's stand-in's. Bots choose in a
worker thread (``choose(view)`` off the loop: other tables go on meanwhile) and their
action is applied back on the loop, under the table's lock, only if the table has not
moved on.

Away players: a remote seat left (its connection closed) or never taken when the game
starts is *away*; after the table's ``away_after`` seconds its stand-in (the table's
``stand_in`` bot kind) plays it until its player joins again with the seat's token.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
from typing import Any, Callable

from ..saves.files import SaveError
from . import protocol
from .lobby import Lobby
from .protocol import ProtocolError
from .store import keys_doc, save_doc
from .table import REMOTE, Table

KEEP_OVER = 600.0  # seconds a finished table stays (its players may still reconnect)


class Driver:
    """Plays the tables of one lobby on the running event loop."""

    def __init__(self, lobby: Lobby, executor: concurrent.futures.Executor,
                 log: Callable[[str], None], keep_over: float = KEEP_OVER) -> None:
        self.lobby, self.executor, self.log = lobby, executor, log
        self.keep_over = keep_over
        self.tasks: set[asyncio.Task[Any]] = set()
        self.moves = 0  # actions applied since the server started (the bench's count)

    # ---- telling ------------------------------------------------------------------------

    @staticmethod
    def listeners(table: Table) -> list[Any]:
        """Every connection at the table: the seats' and the spectators'."""
        conns = [s.conn for s in table.seats if s.conn is not None]
        return list(dict.fromkeys(conns + list(table.watchers)))

    def send_seats(self, table: Table) -> None:
        """Who sits where, present or not, to everyone at the table."""
        msg = protocol.encode("seats", **table.listing()).encode()
        for conn in self.listeners(table):
            conn.send(msg)

    def send_updates(self, table: Table, first: int) -> None:
        """The events from ``first`` and the views, each seat its own."""
        for i, s in enumerate(table.seats):
            if s.conn is not None:
                for msg in table.updates(i, first):
                    s.conn.send(msg)
        if table.watchers:
            msgs = table.updates(None, first)
            for conn in list(table.watchers):
                for msg in msgs:
                    conn.send(msg)

    # ---- changing -----------------------------------------------------------------------

    async def save(self, table: Table, first: int | None = None,
                   rewrite_log: bool = False) -> None:
        """Writes the table's files (in a worker thread) with the events from ``first``
        for the log; a disk that refuses is one log line, and play goes on."""
        doc, keys = save_doc(table), keys_doc(table)
        new = [] if first is None else table.events[first:]
        try:
            await asyncio.get_running_loop().run_in_executor(
                self.executor, self.lobby.store.write, table.code, doc, keys,
                list(table.events) if rewrite_log else new, rewrite_log)
        except (SaveError, OSError, ValueError) as e:
            self.log(f"table {table.code}: autosave failed: {str(e).splitlines()[0][:200]}")

    async def commit(self, table: Table, first: int, rewrite_log: bool = False) -> None:
        """After a change (under the table's lock): save, tell, let bots move."""
        loop = asyncio.get_running_loop()
        await self.save(table, first, rewrite_log)
        if table.closed:
            return
        if table.started:
            self.send_updates(table, first)
        if table.game is not None and table.game.is_over() and table.over_at is None:
            table.over_at = loop.time()
            self.log(f"table {table.code}: the game is over ({len(table.events)} events, "
                     f"{table.turn} actions)")
            loop.call_later(self.keep_over, self.expire, table)
        self.poke(table)

    async def start(self, table: Table) -> None:
        """Starts a table's game (under its lock): its remote seats not held are away."""
        table.start()
        self.log(f"table {table.code}: the game starts")
        for i, s in enumerate(table.seats):
            if s.kind == REMOTE and s.conn is None:
                self.seat_left(table, i)
        self.send_seats(table)
        await self.commit(table, 0)

    async def act(self, table: Table, seat: int, data: dict[str, Any]) -> None:
        """A client's action (under the table's lock), checked, applied, committed."""
        first = len(table.events)
        table.take(seat, data)
        self.moves += 1
        await self.commit(table, first)

    def poke(self, table: Table) -> None:
        """Lets a bot choose if the decision is a bot's or a stand-in's (one at a time)."""
        if table.thinking or table.closed:
            return
        who = table.bot_to_play()
        if who is None:
            return
        table.thinking = True
        task = asyncio.get_running_loop().create_task(self._bot_move(table, *who, table.turn))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _bot_move(self, table: Table, seat: int, bot: Any, turn: int) -> None:
        loop = asyncio.get_running_loop()
        try:
            assert table.game is not None
            view = table.game.view(seat)  # the bot sees what its seat sees, nothing else
            action = await loop.run_in_executor(self.executor, bot.choose, view)
        except Exception as e:  # noqa: BLE001 - a bot's bug stops that table only
            table.thinking = False
            self.log(f"table {table.code}: the bot of seat {seat} failed "
                     f"({type(e).__name__}: {str(e).splitlines()[0][:120] if str(e) else ''})")
            return
        async with table.lock:
            table.thinking = False
            if table.closed or table.turn != turn:
                self.poke(table)
                return
            first = len(table.events)
            try:
                table.apply(seat, action)
            except ProtocolError as e:
                self.log(f"table {table.code}: the bot of seat {seat} chose an illegal action: "
                         f"{e.message}")
                return
            self.moves += 1
            await self.commit(table, first)

    # ---- seats coming and going ---------------------------------------------------------

    def seat_left(self, table: Table, seat: int) -> None:
        """A remote seat without a connection: away from now, its stand-in after a while."""
        s = table.seats[seat]
        s.conn = None
        if not table.started or table.closed:
            return
        loop = asyncio.get_running_loop()
        s.away_since = loop.time()
        loop.call_later(table.away_after, self._check_away, table, seat)

    def _check_away(self, table: Table, seat: int) -> None:
        s = table.seats[seat]
        if table.closed or s.conn is not None or s.away_since is None or s.stand_in:
            return
        if asyncio.get_running_loop().time() - s.away_since < table.away_after - 1e-3:
            return  # it came back and left again since: a later timer decides
        s.stand_in = True
        self.log(f"table {table.code}: seat {seat} away for {table.away_after:g} s: the "
                 f"{table.stand_in_kind} stand-in plays it")
        self.send_seats(table)
        self.poke(table)

    def seat_back(self, table: Table, seat: int, conn: Any) -> None:
        """A remote seat held again: its stand-in stops (after a choice in progress)."""
        s = table.seats[seat]
        s.conn, s.away_since = conn, None
        if s.stand_in:
            s.stand_in = False
            self.log(f"table {table.code}: seat {seat} is back")

    # ---- ending -------------------------------------------------------------------------

    def close_table(self, table: Table, reason: str, cause: str = "",
                    later: bool = False) -> None:
        """Stops hosting a table: everyone at it is told (``cause``: why, as a word a
        client words in its own language); its keys file goes, unless ``later`` (the
        host's window leaving a game in progress: it may host the table again, with the
        same code, and the seats' tokens still hold)."""
        fields: dict[str, Any] = {"code": table.code, "reason": reason}
        if cause:
            fields["cause"] = cause
        if later:
            fields["later"] = True
        msg = protocol.encode("closed", **fields).encode()
        for conn in self.listeners(table):
            conn.send(msg)
            conn.leave_table()
        for s in table.seats:
            s.conn = None
        table.watchers.clear()
        self.lobby.drop(table.code, keep=later)
        self.log(f"table {table.code}: closed ({reason})" + (", kept" if later else ""))

    def expire(self, table: Table) -> None:
        if not table.closed:
            self.close_table(table, f"the game ended {self.keep_over:g} s ago", "over")

    async def resume(self, table: Table) -> None:
        """A table read back after a restart: its remote seats are away until their
        players reconnect; its log is written anew; bots move if it is their turn."""
        async with table.lock:
            if table.started:
                for i, s in enumerate(table.seats):
                    if s.kind == REMOTE:
                        self.seat_left(table, i)
                await self.commit(table, len(table.events), rewrite_log=True)
