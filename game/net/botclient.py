"""A seat played by a bot over the network, to the end of the game (``--join``).

The client joins a table (a seat by number, or the first free one), makes its bot from
the seed the server derives for the seat (``joined``'s ``bot_seed``: never the game's
seed), and answers every decision of its seat with the bot's choice of its own view. It
writes every event it receives to ``--log`` as JSON Lines, and reconnects by itself with
its token when the connection drops (the server restarting, say), asking for the events
it missed (``after``).

With ``--state FILE`` it keeps there, written atomically at each decision (mode 0600: it
holds the seat's token), what it takes to play on exactly after being killed: the table,
the seat and its token, the bot's kind, seed and generators *after* its choice, and that
choice with its decision number. Started again with the same file it rejoins, sends that
choice again if the decision is still open (the server refuses it as ``stale`` if it was
taken), and otherwise chooses on from the saved generators. The log is the record of the
events received: its complete lines are counted, a line cut by the kill is dropped.
"""
from __future__ import annotations

import asyncio
import json
import pathlib
import time
from typing import Any, Callable

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from ..core.registry import get_game
from ..services.i18n import _
from ..services.settings import atomic_write_text
from . import protocol
from .client import Client, ServerError, table_url

STATE_KIND = "horseburg-seat"
STATE_FORMAT = 1
RETRY = 60.0  # seconds to keep trying to reconnect after the connection drops
FATAL_CLOSES = {protocol.CLOSE_PROTOCOL: 2, protocol.CLOSE_TAKEN: 1, protocol.CLOSE_ABUSE: 1}


class SeatError(Exception):
    """The seat cannot be played on: one line, and the exit code."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


class EventLog:
    """The JSON Lines file of the events received (None: no file); its complete lines.
    ``fresh``: a new game's log, the file started anew (else it is continued)."""

    def __init__(self, path: pathlib.Path | None, fresh: bool = True) -> None:
        self.path = path
        self.count = 0
        if path is None:
            return
        if path.exists() and not fresh:
            data = path.read_bytes()
            keep = data[:data.rfind(b"\n") + 1]  # a line the kill cut short is dropped
            if len(keep) != len(data):
                path.write_bytes(keep)
            self.count = keep.count(b"\n")
        else:
            path.write_bytes(b"")

    def add(self, events: list[dict[str, Any]]) -> None:
        if self.path is not None and events:
            with open(self.path, "a", encoding="utf-8") as f:
                f.write("".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) + "\n"
                                for e in events))
        self.count += len(events)


class SeatPlayer:
    """The state of one seat played by a bot, and its decisions."""

    def __init__(self, url: str, code: str, kind: str, seat: int | None, name: str | None,
                 log: EventLog, state_path: pathlib.Path | None, delay: float = 0.0,
                 heard: Callable[[str, dict[str, Any]], None] | None = None,
                 acted: Callable[[int], None] | None = None) -> None:
        self.url, self.code, self.kind, self.seat, self.name = url, code, kind, seat, name
        self.log, self.state_path = log, state_path
        self.delay = delay  # seconds to wait before each decision (kill tests)
        self.heard, self.acted = heard, acted  # every message received; every action sent
        self.token: str | None = None
        self.bot: Any = None
        self.bot_seed: int | None = None
        self.game = ""
        self.pending: dict[str, Any] | None = None  # {"turn": n, "action": {...}}
        self.random: dict[str, Any] | None = None  # the bot's generators to restore
        if state_path is not None and state_path.exists():
            self._load_state(state_path)

    def _load_state(self, path: pathlib.Path) -> None:
        try:
            d = json.loads(path.read_text(encoding="utf-8"))
            if d.get("kind") != STATE_KIND or d.get("format") != STATE_FORMAT:
                raise ValueError(f"not a {STATE_KIND} file of format {STATE_FORMAT}")
            if d["code"] != self.code:
                raise ValueError(f"it holds seat {d['seat']} of table {d['code']}, not of {self.code}")
            self.seat, self.token, self.game = int(d["seat"]), str(d["token"]), str(d["game"])
            self.kind, self.bot_seed = str(d["bot"]), int(d["bot_seed"])
            self.pending, self.random = d.get("pending"), d.get("random")
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise SeatError(f"{path}: {str(e).splitlines()[0][:160]}", 2) from None

    def save_state(self) -> None:
        if self.state_path is None:
            return
        doc = {"kind": STATE_KIND, "format": STATE_FORMAT, "code": self.code, "seat": self.seat,
               "token": self.token, "game": self.game, "bot": self.kind, "bot_seed": self.bot_seed,
               "random": self.bot.random_state() if self.bot is not None else self.random,
               "pending": self.pending, "seen": self.log.count}
        atomic_write_text(self.state_path, json.dumps(doc, separators=(",", ":")) + "\n")

    def joined(self, msg: dict[str, Any]) -> None:
        """The server's ``joined``: the seat, its token, the bot's seed; the bot made."""
        self.seat, self.token = msg["seat"], msg["token"]
        if self.bot is None:
            info = get_game(msg["game"])
            if self.kind not in info.bot_kinds:
                raise SeatError(f"{info.title} has no bot {self.kind!r} "
                                f"(bots: {', '.join(info.bot_kinds)})", 2)
            self.game = info.name
            if self.bot_seed is None:
                self.bot_seed = msg["bot_seed"]
            self.bot = info.make_bot(self.kind, self.bot_seed, self.seat)
            if self.random is not None:
                self.bot.set_random_state(self.random)
        self.save_state()

    def decide(self, view: dict[str, Any], turn: int) -> dict[str, Any]:
        """The action for decision ``turn``: the one already chosen for it, if any."""
        if self.pending is not None and self.pending.get("turn") == turn:
            return self.pending["action"]
        action = self.bot.choose(view).to_json()
        self.pending = {"turn": turn, "action": action}
        self.save_state()  # the generators after the choice, and the choice
        return action

    def join_fields(self) -> dict[str, Any]:
        if self.token is not None:
            return {"code": self.code, "token": self.token, "after": self.log.count}
        out: dict[str, Any] = {"code": self.code}
        if self.seat is not None:
            out["seat"] = self.seat
        if self.name:
            out["name"] = self.name
        return out


async def play_connection(client: Client, p: SeatPlayer) -> bool:
    """Plays on one connection; True once the game is over."""
    p.joined(await client.request("join", **p.join_fields()))
    if p.heard is not None:
        p.heard(client.text, {})
    while True:
        msg = await client.receive()
        if p.heard is not None:
            p.heard(client.text, msg)
        kind = msg.get("type")
        if kind == "update":
            first, events = msg["first"], msg["events"]
            skip = max(0, p.log.count - first)  # (a resync may repeat what we have)
            if first > p.log.count:
                raise SeatError(f"the server skipped events {p.log.count}..{first - 1}")
            p.log.add(events[skip:])
            if "view" not in msg:
                continue
            if msg["over"]:
                return True
            turn = msg.get("turn")
            if turn is not None and turn["seat"] == p.seat:
                if p.delay:
                    await asyncio.sleep(p.delay)
                action = p.decide(msg["view"], turn["n"])
                if p.acted is not None:
                    p.acted(turn["n"])
                await client.send("act", code=p.code, seat=p.seat, token=p.token,
                                  turn=turn["n"], action=action)
        elif kind == "error":
            if msg.get("code") == "stale":
                continue
            if msg.get("code") == "rate" and p.pending is not None:
                await asyncio.sleep(1.0)
                await client.send("act", code=p.code, seat=p.seat, token=p.token,
                                  turn=p.pending["turn"], action=p.pending["action"])
                continue
            raise SeatError(f"the server refused: {msg.get('message', '')}")
        elif kind == "closed":
            raise SeatError(f"table {p.code} was closed: {msg.get('reason', '')}")


async def play_seat(address: str, code: str, kind: str, seat: int | None = None,
                    name: str | None = None, log_path: str | None = None,
                    state_path: str | None = None, retry: float = RETRY,
                    say: Callable[[str], None] = print, delay: float = 0.0) -> int:
    """Plays a seat to the end; the exit code (0: the game is over)."""
    state = pathlib.Path(state_path) if state_path else None
    try:  # (a log is continued only with the state of the seat that wrote it)
        p = SeatPlayer(table_url(address, code), code, kind, seat, name,
                       EventLog(pathlib.Path(log_path) if log_path else None,
                                fresh=state is None or not state.exists()), state, delay)
    except SeatError as e:
        say(_("error: {why}").format(why=e))
        return e.code
    lost_at: float | None = None
    delay = 0.2
    while True:
        try:
            client = await Client.open(p.url)
            try:
                lost_at, delay = None, 0.2
                if await play_connection(client, p):
                    say(_("table {code} seat {seat}: the game is over ({count} events)").format(
                        code=code, seat=p.seat, count=p.log.count))
                    return 0
            finally:
                await client.close()
        except SeatError as e:
            say(_("error: {why}").format(why=e))
            return e.code
        except ServerError as e:
            say(_("error: {why}").format(why=e.message))
            return 2
        except ConnectionClosed as e:
            rcvd = e.rcvd
            if rcvd is not None and rcvd.code in FATAL_CLOSES:
                say(_("error: the server closed the connection: {why}").format(why=rcvd.reason))
                return FATAL_CLOSES[rcvd.code]
        except InvalidURI as e:
            say(_("error: {why}").format(why=e))
            return 2
        except InvalidStatus as e:
            if e.response.status_code == 404:  # not this table's server: waiting will not help
                say(_("error: {url} is not the server of table {code}").format(url=p.url, code=code))
                return 2
        except (OSError, InvalidHandshake, TimeoutError):
            pass
        now = time.monotonic()
        lost_at = lost_at if lost_at is not None else now
        if now - lost_at > retry:
            say(_("error: no connection to {url} for {seconds} s").format(url=p.url, seconds=f"{retry:g}"))
            return 1
        await asyncio.sleep(delay)
        delay = min(2.0, delay * 2)

