"""The tables of one server: create one, list them, find one by its code, load them back.

``create`` checks a ``create`` request against the registry (the game, the client's rules
version, the setup options, each seat's kind, the names) and makes the table with its
owner token; every refusal is a ProtocolError with one line. ``load_all`` reads the
tables of the saves folder back after a restart; a table whose files do not hold together
is reported in one line and left out, and the others load.
"""
from __future__ import annotations

import secrets
from typing import Any, Callable, Collection

from ..core.match import player_count
from ..core.registry import SetupError, get_game
from ..saves.files import clean_temp_files
from . import codes, tokens
from ..core.names import clean_name
from .protocol import ProtocolError
from .store import Store, StoreError
from .table import DEFAULT_AWAY, REMOTE, SeatState, Table, default_name

MAX_TABLES = 1000  # a server's tables at once (an abuser cannot make it hold more)
MAX_WAITING = 200  # tables one address may have waiting to start (so that one address
#                    cannot fill the server with tables nobody plays)
WAITING_TTL = 3600.0  # seconds a table may wait to start before it is closed
SEED_BITS = 62  # a seed the server draws: too many to try one by one against a view


def stand_in_default(kinds: tuple[str, ...]) -> str:
    """The stand-in a table names when its creator names none: a middling bot."""
    return "normal" if "normal" in kinds else kinds[-1]


class Lobby:
    """Every table of a server, by code."""

    def __init__(self, server_id: str, store: Store, max_tables: int = MAX_TABLES,
                 max_waiting: int = MAX_WAITING) -> None:
        self.server_id = codes.check_server_id(server_id)
        self.store = store
        self.max_tables, self.max_waiting = max_tables, max_waiting
        self.tables: dict[str, Table] = {}

    def get(self, code: str) -> Table:
        table = self.tables.get(code)
        if table is None or table.closed:
            raise ProtocolError("no_table", f"there is no table {code} on this server")
        return table

    def listing(self) -> list[dict[str, Any]]:
        return [t.listing() for t in self.tables.values() if not t.closed]

    def create(self, fields: dict[str, Any], client_games: dict[str, str],
               creator: str = "") -> tuple[Table, str]:
        """A new table from a ``create`` request by ``creator`` (its address); (the table,
        its owner token)."""
        if len(self.tables) >= self.max_tables:
            raise ProtocolError("full", f"this server hosts {self.max_tables} tables already")
        waiting = sum(1 for t in self.tables.values() if t.creator == creator and not t.started)
        if waiting >= self.max_waiting:
            raise ProtocolError("full", f"{waiting} tables of yours are waiting to start: "
                                        "start or close some first")
        try:
            info = get_game(fields["game"])
        except SetupError as e:
            raise ProtocolError("setup", str(e)) from None
        theirs = client_games.get(info.name)
        if theirs != info.version:
            raise ProtocolError("rules_version", f"this server plays {info.title} rules "
                                f"version {info.version}; your program has "
                                f"{theirs or 'no such game'}")
        kinds = list(fields["seats"])
        for k in kinds:
            if k != REMOTE and k not in info.bot_kinds:
                raise ProtocolError("setup", f"a seat is {REMOTE} or a bot of {info.title} "
                                    f"({', '.join(info.bot_kinds)}), not {k!r:.30}")
        options = dict(fields.get("options") or {})
        if "players" in {o.name for o in info.options} and "players" not in options:
            options["players"] = len(kinds)
        try:
            options = info.setup(options)
            players = player_count(info, options, kinds)
        except SetupError as e:
            raise ProtocolError("setup", str(e)) from None
        if players != len(kinds):
            raise ProtocolError("setup", f"{players} players need {players} seats, not {len(kinds)}")
        given = fields.get("names") or [None] * len(kinds)
        if len(given) != len(kinds):
            raise ProtocolError("setup", f"{len(kinds)} seats need {len(kinds)} names")
        names = [default_name(i, k) if n is None else clean_name(n, default_name(i, k))[0]
                 for i, (k, n) in enumerate(zip(kinds, given))]
        stand_in = fields.get("stand_in") or stand_in_default(info.bot_kinds)
        if stand_in not in info.bot_kinds:
            raise ProtocolError("setup", f"the stand-in is a bot of {info.title} "
                                f"({', '.join(info.bot_kinds)}), not {stand_in!r:.30}")
        seed = fields.get("seed")
        if seed is None:
            seed = secrets.randbits(SEED_BITS)
        owner = tokens.new_token()
        table = Table(codes.new_code(self.server_id, self.tables), info, options, seed,
                      tokens.new_salt(), [SeatState(k, n) for k, n in zip(kinds, names)],
                      tokens.token_hash(owner), fields.get("away_after", DEFAULT_AWAY), stand_in)
        table.creator = creator
        self.tables[table.code] = table
        return table, owner

    def drop(self, code: str, keep: bool = False) -> None:
        """A table no longer hosted (closed, or over long enough); its keys file goes
        unless ``keep`` (a server started again with the folder hosts it again)."""
        table = self.tables.pop(code, None)
        if table is not None:
            table.closed = True
        if not keep:
            self.store.forget(code)

    def load_all(self, log: Callable[[str], None],
                 only: Collection[str] | None = None) -> list[Table]:
        """The tables of the saves folder (``only`` those codes, if given), read back; one
        log line for each left out."""
        loaded = []
        clean_temp_files(self.store.folder)  # (what a killed server was writing)
        for code in self.store.codes():
            if only is not None and code not in only:
                continue  # (a window hosting one table hosts no other it kept)
            if codes.server_of(code) != self.server_id:
                log(f"table {code}: another server's (this one is {self.server_id}); left out")
                continue
            try:
                table = self.store.load(code)
            except StoreError as e:
                log(f"table {code}: not loaded: {e}")
                continue
            self.tables[code] = table
            loaded.append(table)
        return loaded
