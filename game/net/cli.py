"""``--serve`` and ``--connect`` of the command line: the table server, and its headless
client for bots, tests and scripts.

    horseburg --serve [--host 127.0.0.1] [--port 8765] [--saves DIR] [--log-dir DIR]
    horseburg --connect ws://HOST:PORT --create --game G [--players N]
              --seats remote,remote,hard,normal [--seed S] [--option NAME=VALUE]
              [--away-after SEC] [--stand-in KIND] [--state FILE]   (the code: last line)
    horseburg --connect ws://HOST:PORT --join CODE [--seat N] --bots KIND [--name NAME]
              [--log F] [--state FILE]                              (plays to the end)
    horseburg --connect ws://HOST:PORT --watch CODE [--log F]       (a spectator)
    horseburg --connect ws://HOST:PORT --list
    horseburg --connect ws://HOST:PORT --start CODE | --close CODE --state FILE  (owner)

Imports no pygame (a test checks it): the server runs on machines without a display.
"""
from __future__ import annotations

import argparse
import ipaddress
import json
import pathlib
import signal
import sys
import time
from typing import Any, Callable

from ..services.i18n import _

DEFAULT_PORT = 8765
OWNER_KIND = "horseburg-owner"


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The network flags of the one command line (``game/command_line/main.py``)."""
    p.add_argument("--serve", action="store_true", help=_("run a table server (no window)"))
    p.add_argument("--host", default="127.0.0.1",
                   help=_("serve: the address to listen on (default 127.0.0.1: this computer only)"))
    p.add_argument("--host-on", default=None, metavar="ADDRESS",
                   help=_("window: where a table you host listens (default: every address "
                          "of this computer on the local network)"))
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help=_("serve: the port (default {port}; 0 picks a free one)").format(port=DEFAULT_PORT))
    p.add_argument("--saves", default=None, metavar="DIR",
                   help=_("serve: where the tables are saved (and read back when started again)"))
    p.add_argument("--log-dir", default=None, metavar="DIR",
                   help=_("serve: write the server's log and each table's events there"))
    p.add_argument("--server-id", default="a", metavar="NAME",
                   help=_("serve: this server's name, the first part of its tables' codes"))
    p.add_argument("--connect", default=None, metavar="URL",
                   help=_("a table server's address, e.g. ws://127.0.0.1:8765"))
    p.add_argument("--create", action="store_true",
                   help=_("connect: create a table (--game, --seats remote or bot kinds, --seed)"))
    p.add_argument("--join", default=None, metavar="CODE",
                   help=_("connect: play a seat of that table with a bot (--bots KIND)"))
    p.add_argument("--seat", type=int, default=None, metavar="N",
                   help=_("connect: the seat to join (default: the first free one)"))
    p.add_argument("--name", default=None, help=_("connect: the name to sit down with"))
    p.add_argument("--watch", default=None, metavar="CODE", help=_("connect: watch a table"))
    p.add_argument("--list", action="store_true", help=_("connect: list the server's tables"))
    p.add_argument("--start", default=None, metavar="CODE",
                   help=_("connect: start your table now (its owner's --state file)"))
    p.add_argument("--close", default=None, metavar="CODE",
                   help=_("connect: close your table (its owner's --state file)"))
    p.add_argument("--state", default=None, metavar="FILE",
                   help=_("connect: keep the seat's token and bot there (or the owner's token)"))
    p.add_argument("--away-after", type=float, default=None, metavar="SEC",
                   help=_("create: seconds before an absent player's stand-in plays (default 120)"))
    p.add_argument("--stand-in", default=None, metavar="KIND",
                   help=_("create: the bot that plays for an absent player"))


def _error(text: str, code: int = 2) -> int:
    print(_("error: {why}").format(why=text), file=sys.stderr)
    return code


# ---- the server ------------------------------------------------------------------------

class ServerLog:
    """The server's log: one line each, to standard error and ``--log-dir``/server.log."""

    def __init__(self, log_dir: pathlib.Path | None) -> None:
        self.file = None
        if log_dir is not None:
            log_dir.mkdir(parents=True, exist_ok=True)
            self.file = open(log_dir / "server.log", "a", encoding="utf-8", buffering=1)

    def __call__(self, line: str) -> None:
        text = f"{time.strftime('%Y-%m-%d %H:%M:%S')} {line}"
        print(text, file=sys.stderr, flush=True)
        if self.file is not None:
            self.file.write(text + "\n")


def run_serve(args: argparse.Namespace) -> int:
    """``--serve``: hosts tables until interrupted (SIGINT, SIGTERM)."""
    import asyncio  # (here: the command line's flags are defined at every start, asyncio not)
    from ..services.settings import data_dir
    from .server import TableServer

    saves = pathlib.Path(args.saves) if args.saves else data_dir() / "tables"
    log_dir = pathlib.Path(args.log_dir) if args.log_dir else None
    try:
        log = ServerLog(log_dir)
    except OSError as e:
        return _error(f"{log_dir}: {e.strerror or e}")

    async def main() -> int:
        try:
            server = TableServer(saves, log_dir, args.server_id, log)
            port = await server.start(args.host, args.port)
        except (OSError, ValueError) as e:
            return _error(_("cannot serve on {host}:{port} ({why})").format(
                host=args.host, port=args.port, why=getattr(e, "strerror", None) or e))
        print(_("Horseburg table server on ws://{host}:{port} (tables saved in {saves})").format(
            host=args.host, port=port, saves=saves), flush=True)
        if not loopback(args.host):
            print(_("Listening on {host}: other computers on the network can reach this "
                    "server.").format(host=args.host), flush=True)
        stop = asyncio.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            asyncio.get_running_loop().add_signal_handler(sig, stop.set)
        await stop.wait()
        await server.stop()
        log("the server stopped")
        return 0

    return asyncio.run(main())


def loopback(host: str) -> bool:
    """Whether ``host`` is this computer only (no line about the network then)."""
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


# ---- the client ------------------------------------------------------------------------

def run_connect(args: argparse.Namespace) -> int:
    """``--connect URL`` with one of --create, --join, --watch, --list, --start, --close."""
    chosen = [n for n in ("create", "join", "watch", "list", "start", "close")
              if getattr(args, n)]
    if len(chosen) != 1:
        return _error(_("--connect needs one of --create, --join, --watch, --list, --start, --close"))
    import asyncio
    try:
        return asyncio.run(CONNECT[chosen[0]](args))
    except KeyboardInterrupt:
        return 130


async def _create(args: argparse.Namespace) -> int:
    from .client import ServerError, table_url
    info, options = args.game_info, dict(args.game_options)
    seats = [k.strip() for k in (args.seats or "").split(",") if k.strip()]
    if not seats:
        return _error(_("--create needs --seats, e.g. remote,remote,{bot}").format(bot=info.bot_kinds[-1]))
    if "players" in options and args.players is None:
        options["players"] = len(seats)
    fields: dict[str, Any] = {"game": info.name, "options": options, "seats": seats}
    for key, value in (("seed", args.seed), ("away_after", args.away_after),
                       ("stand_in", args.stand_in)):
        if value is not None:
            fields[key] = value
    return await _with_client(table_url(args.connect), lambda c: _created(c, fields, args),
                              ServerError)


async def _created(client: Any, fields: dict[str, Any], args: argparse.Namespace) -> int:
    answer = await client.request("create", **fields)
    if args.state:
        _write_owner(pathlib.Path(args.state), answer["code"], answer["owner"])
    for s in answer["table"]["seats"]:
        print(_("seat {seat}: {name} ({kind})").format(seat=s["seat"], name=s["name"], kind=s["kind"]))
    print(answer["code"], flush=True)
    return 0


async def _join(args: argparse.Namespace) -> int:
    from .botclient import play_seat
    if not args.bots_given and not args.state:
        return _error(_("--join needs --bots KIND (the bot that plays the seat)"))
    return await play_seat(args.connect, args.join, (args.bots or "").split(",")[0],
                           args.seat, args.name, args.log, args.state,
                           say=lambda line: print(line, flush=True), delay=max(0.0, args.delay))


async def _watch(args: argparse.Namespace) -> int:
    from .botclient import EventLog
    from .client import ServerError, table_url
    log = EventLog(pathlib.Path(args.log) if args.log else None)

    async def watch(client: Any) -> int:
        await client.request("watch", code=args.watch)
        while True:
            msg = await client.receive()
            if msg.get("type") == "update":
                log.add(msg["events"][max(0, log.count - msg["first"]):])
                if msg.get("over"):
                    print(_("table {code}: the game is over ({count} events)").format(
                        code=args.watch, count=log.count))
                    return 0
            elif msg.get("type") == "closed":
                return _error(msg.get("reason", ""), 1)
    return await _with_client(table_url(args.connect, args.watch), watch, ServerError)


async def _list(args: argparse.Namespace) -> int:
    from .client import ServerError, table_url

    async def show(client: Any) -> int:
        answer = await client.request("list")
        for t in answer["tables"]:
            seats = ", ".join(f"{s['name']} ({s['kind']}{'' if s['taken'] else ', free'})"
                              for s in t["seats"])
            print(f"{t['code']}  {t['title']}  {t['state']}  {seats}")
        return 0
    return await _with_client(table_url(args.connect), show, ServerError)


async def _owner(args: argparse.Namespace) -> int:
    from .client import ServerError, table_url
    kind = "start" if args.start else "close"
    code = args.start or args.close
    if not args.state:
        return _error(_("--{request} needs the owner's --state FILE").format(request=kind))
    try:
        d = json.loads(pathlib.Path(args.state).read_text(encoding="utf-8"))
        if d.get("kind") != OWNER_KIND or d.get("code") != code:
            raise ValueError(f"not the owner's file of table {code}")
        token = str(d["owner"])
    except (OSError, ValueError, KeyError) as e:
        return _error(f"{args.state}: {str(e).splitlines()[0][:160]}")

    async def ask(client: Any) -> int:
        await client.request(kind, code=code, token=token)
        print(_("table {code}: done").format(code=code))
        return 0
    return await _with_client(table_url(args.connect, code), ask, ServerError)


async def _with_client(url: str, work: Callable[[Any], Any], server_error: type) -> int:
    """Runs ``work(client)`` on a connection; a refusal or no connection: one line."""
    from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

    from .client import Client
    try:
        client = await Client.open(url)
    except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as e:
        return _error(_("no table server at {url} ({why})").format(url=url, why=str(e)[:120]), 1)
    except server_error as e:
        return _error(e.message)
    try:
        return await work(client)
    except server_error as e:
        return _error(e.message)
    except ConnectionClosed as e:
        return _error(_("the server closed the connection ({why})").format(why=str(e)[:120]), 1)
    finally:
        await client.close()


def _write_owner(path: pathlib.Path, code: str, token: str) -> None:
    from ..services.settings import atomic_write_text
    atomic_write_text(path, json.dumps({"kind": OWNER_KIND, "code": code, "owner": token}) + "\n")


CONNECT = {"create": _create, "join": _join, "watch": _watch, "list": _list,
           "start": _owner, "close": _owner}
