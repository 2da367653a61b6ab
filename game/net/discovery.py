"""Tables on the local network, found by service discovery (mDNS / DNS-SD, ``zeroconf``).

A hosted table is announced as a ``_horseburg._tcp.local.`` service whose TXT record says
its code, game and players; "Join a table" browses for them and lists what it finds
beside the address and code fields, which always remain: where multicast is blocked (a
guest network, a firewall) the browser says so and the player types the address.

Nothing here runs unless asked: the server does not announce a table it hosts on
127.0.0.1 (``Hosting``), and the tests and ``make bench`` never host elsewhere. The
records are read by ``parse_record`` (tested on records built in the test, no socket).
"""
from __future__ import annotations

import dataclasses
import socket
import threading
from typing import Any

from .addresses import local_addresses, with_port
from .codes import CODE_RE

SERVICE = "_horseburg._tcp.local."
FIELD_LIMIT = 120


@dataclasses.dataclass(frozen=True)
class FoundTable:
    """A table announced on the network: where to connect, its code, what it plays."""

    address: str
    code: str
    game: str
    players: str


def _text(props: dict[Any, Any], key: str) -> str:
    raw = props.get(key.encode(), props.get(key))
    if isinstance(raw, bytes):
        raw = raw.decode("utf-8", "replace")
    text = str(raw or "")
    return "".join(ch for ch in text if ch.isprintable())[:FIELD_LIMIT]


def parse_record(addresses: list[str], port: int, props: dict[Any, Any]) -> FoundTable | None:
    """A table from a service's addresses, port and TXT properties; None if the record
    is not a table's (no valid code, no address, a port out of range)."""
    code = _text(props, "code")
    if not CODE_RE.fullmatch(code) or not addresses or not 0 < port < 65536:
        return None
    return FoundTable(with_port(addresses[0], port), code, _text(props, "game"),
                      _text(props, "players"))


def record_properties(code: str, game: str, players: str) -> dict[str, str]:
    """The TXT properties of a table's announcement."""
    return {"code": code, "game": game, "players": players[:FIELD_LIMIT]}


class Announcer:
    """A table announced on the network until ``close``."""

    def __init__(self, code: str, port: int, game: str, players: str) -> None:
        from zeroconf import ServiceInfo, Zeroconf
        addrs = local_addresses()
        self.zc = Zeroconf()
        self.info = ServiceInfo(
            SERVICE, f"{code}.{SERVICE}", port=port,
            parsed_addresses=[a for a in addrs if ":" not in a] or addrs,
            properties=record_properties(code, game, players),
            server=f"{socket.gethostname().split('.')[0] or 'horseburg'}.local.")
        self.zc.register_service(self.info)

    def close(self) -> None:
        try:
            self.zc.unregister_service(self.info)
        finally:
            self.zc.close()


def announce(code: str, port: int, game: str, players: str) -> Announcer | None:
    """The announcement, or None where the network refuses multicast."""
    try:
        return Announcer(code, port, game, players)
    except Exception:  # noqa: BLE001 - no multicast: the address is typed instead
        return None


class Browser:
    """Tables found on the network (``found``); ``problem``: why it cannot look."""

    def __init__(self) -> None:
        self.found: dict[str, FoundTable] = {}
        self.problem = ""
        self._lock = threading.Lock()
        self.zc: Any = None
        try:
            from zeroconf import ServiceBrowser, Zeroconf
            self.zc = Zeroconf()
            self.browser = ServiceBrowser(self.zc, SERVICE, handlers=[self._changed])
        except Exception as e:  # noqa: BLE001 - multicast blocked, no network: say so
            self.problem = str(e).splitlines()[0][:160] if str(e) else type(e).__name__
            self.close()

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change.name == "Removed":
            with self._lock:
                self.found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=2000)
        if info is None:
            return
        table = parse_record(info.parsed_addresses(), info.port or 0, dict(info.properties))
        if table is not None:
            with self._lock:
                self.found[name] = table

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self.found.values(), key=lambda t: t.code)

    def close(self) -> None:
        if self.zc is not None:
            try:
                self.zc.close()
            except Exception:  # noqa: BLE001
                pass
            self.zc = None
