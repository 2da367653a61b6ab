"""The table protocol's messages: its version, its limits, and what a request may hold.

Every message either way is one JSON object in a WebSocket text frame, with ``"v"`` (the
protocol's version, ``PROTOCOL``) and ``"type"``; a request may carry an ``"id"`` that the
answer to it repeats. ``parse`` reads a request and checks every field by the table of
``REQUESTS`` below: a message that is not JSON, not an object, of an unknown type or with a
field missing, unknown or of the wrong kind raises ``ProtocolError`` (its code and one line),
which the server answers; nothing a client sends ever raises anything else. What a field
means is the server's business (``server.py``); docs/protocol.md describes every message.
"""
from __future__ import annotations

import json
import math
import re
from typing import Any, Callable

PROTOCOL = 1
MAX_MESSAGE = 64 * 1024  # bytes a client may send in one message (websockets' max_size)
MAX_SERVER_MESSAGE = 1024 * 1024  # what a client accepts: a view is one message
CHUNK = 48 * 1024  # the events a server sends in one message, about (a resync is chunked)
RATE = 50.0  # messages a second a connection may send, sustained ...
BURST = 100  # ... and at once
BAD_LIMIT = 20  # bad messages within BAD_WINDOW seconds close the connection
BAD_WINDOW = 10.0
MAX_SEATS = 16
SEED_LIMIT = 2 ** 63
TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{16,64}")

# Close codes of the server's own (RFC 6455 leaves 4000-4999 to applications).
CLOSE_PROTOCOL = 4000  # another protocol version, or no hello first
CLOSE_ABUSE = 4001  # too many bad messages
CLOSE_TAKEN = 4002  # the seat's token was shown on a new connection
CLOSE_SLOW = 4003  # a connection that does not read what it is sent
CLOSE_SHUTDOWN = 1001  # the server stops (going away)

# Errors that do not count as bad messages: the table simply moved on.
NOT_BAD = frozenset({"stale"})


class ProtocolError(Exception):
    """A request refused: ``code`` (a word from docs/protocol.md) and one line."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = " ".join(str(message).split())[:300]


# ---- field checks: each returns the value or raises ProtocolError("malformed", ...) ----

Check = Callable[[str, Any], Any]


def _bad(name: str, value: Any, want: str) -> ProtocolError:
    shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    return ProtocolError("malformed", f"{name}: {shown} is not {want}")


def whole(lo: int, hi: int) -> Check:
    def check(name: str, v: Any) -> int:
        if type(v) is not int or not lo <= v <= hi:
            raise _bad(name, v, f"a whole number from {lo} to {hi}")
        return v
    return check


def text(limit: int, pattern: re.Pattern[str] | None = None, empty: bool = False) -> Check:
    def check(name: str, v: Any) -> str:
        if type(v) is not str or len(v) > limit or (not v and not empty) \
                or (pattern is not None and not pattern.fullmatch(v)):
            raise _bad(name, v, f"a text of at most {limit} characters" +
                       (" of the allowed form" if pattern is not None else ""))
        return v
    return check


def seconds(name: str, v: Any) -> float:
    if type(v) not in (int, float) or not math.isfinite(v) or not 0 <= v <= 86_400:
        raise _bad(name, v, "a number of seconds from 0 to 86400")
    return float(v)


def obj(limit: int) -> Check:
    def check(name: str, v: Any) -> dict[str, Any]:
        if type(v) is not dict or len(v) > limit:
            raise _bad(name, v, f"an object of at most {limit} keys")
        return v
    return check


def options(name: str, v: Any) -> dict[str, Any]:
    """Setup options: names to plain values (the game's ``setup`` checks them)."""
    obj(32)(name, v)
    for k, x in v.items():
        text(40)(f"{name} key", k)
        if x is not None and type(x) not in (bool, int, str):
            raise _bad(f"{name}.{k}", x, "true, false, a whole number, a text or null")
        if type(x) is str:
            text(40, empty=True)(f"{name}.{k}", x)
        if type(x) is int:
            whole(-SEED_LIMIT, SEED_LIMIT)(f"{name}.{k}", x)
    return v


def games(name: str, v: Any) -> dict[str, str]:
    obj(64)(name, v)
    for k, x in v.items():
        text(40)(f"{name} key", k)
        text(80)(f"{name}.{k}", x)
    return v


def texts(limit: int, count: int, nullable: bool = False) -> Check:
    def check(name: str, v: Any) -> list[Any]:
        if type(v) is not list or not 1 <= len(v) <= count:
            raise _bad(name, v, f"a list of 1 to {count} texts")
        for i, x in enumerate(v):
            if x is None and nullable:
                continue
            text(limit)(f"{name}[{i}]", x)
        return v
    return check


def seat_list(name: str, v: Any) -> list[int]:
    """Seat numbers, each once (a creator's own seats)."""
    if type(v) is not list or len(v) > MAX_SEATS or len(set(map(str, v))) != len(v):
        raise _bad(name, v, f"a list of at most {MAX_SEATS} different seats")
    return [whole(0, MAX_SEATS - 1)(f"{name}[{i}]", x) for i, x in enumerate(v)]


CODE = text(24, re.compile(r"[a-z0-9]{1,8}-[A-Z2-9]{6}"))
TOKEN = text(64, TOKEN_RE)
SEAT = whole(0, MAX_SEATS - 1)
COUNT = whole(0, 10_000_000)
KIND = text(40)

# Each request type: {field: (check, required)}. "v", "type" and "id" are every message's.
REQUESTS: dict[str, dict[str, tuple[Check, bool]]] = {
    "hello": {"client": (text(80), False), "games": (games, True)},
    "list": {},
    "create": {"game": (text(40), True), "options": (options, False),
               "seed": (whole(-SEED_LIMIT + 1, SEED_LIMIT - 1), False),
               "seats": (texts(40, MAX_SEATS), True),
               "names": (texts(64, MAX_SEATS, nullable=True), False),
               "away_after": (seconds, False), "stand_in": (KIND, False),
               "hold": (seat_list, False)},
    "join": {"code": (CODE, True), "seat": (SEAT, False), "name": (text(64), False),
             "token": (TOKEN, False), "after": (COUNT, False)},
    "watch": {"code": (CODE, True), "after": (COUNT, False)},
    "act": {"code": (CODE, True), "seat": (SEAT, True), "token": (TOKEN, True),
            "turn": (COUNT, True), "action": (obj(32), True)},
    "start": {"code": (CODE, True), "token": (TOKEN, True)},
    "seat_bot": {"code": (CODE, True), "token": (TOKEN, True), "seat": (SEAT, True),
                 "kind": (KIND, True)},
    "close": {"code": (CODE, True), "token": (TOKEN, True)},
    "say": {"code": (CODE, True), "text": (text(1000), True)},
}
REQUEST_ID = re.compile(r"[A-Za-z0-9_.:-]{1,32}")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def request_id(msg: Any) -> Any:
    """The ``id`` of a message, if it has a valid one (answers repeat it), else None."""
    if not isinstance(msg, dict):
        return None
    rid = msg.get("id")
    if type(rid) is int and 0 <= rid < 2 ** 53:
        return rid
    if type(rid) is str and REQUEST_ID.fullmatch(rid):
        return rid
    return None


def decode(raw: str | bytes) -> Any:
    """The JSON value of a message; ProtocolError("malformed") for anything else."""
    if isinstance(raw, bytes):
        raise ProtocolError("malformed", "messages are text frames of JSON, not binary frames")
    if len(raw) > MAX_MESSAGE:  # (websockets closes the connection before this)
        raise ProtocolError("too_big", f"a message is at most {MAX_MESSAGE} bytes")
    try:
        return json.loads(raw, parse_constant=_no_constant)
    except RecursionError:
        raise ProtocolError("malformed", "not JSON: nested too deeply") from None
    except ValueError as e:  # JSONDecodeError, NaN, a number of too many digits
        line = str(e).splitlines()[0] if str(e) else "not JSON"
        raise ProtocolError("malformed", f"not JSON: {line[:120]}") from None


def parse(raw: str | bytes) -> tuple[str, dict[str, Any], Any]:
    """A request read and checked: (type, its fields, its id or None)."""
    msg = decode(raw)
    if not isinstance(msg, dict):
        raise ProtocolError("malformed", "a message is a JSON object")
    rid = request_id(msg)
    if "id" in msg and rid is None:
        raise ProtocolError("malformed", "id: a whole number or up to 32 letters, digits, _.:-")
    v = msg.get("v")
    if type(v) is not int or v != PROTOCOL:
        raise ProtocolError("protocol", f"this server speaks protocol {PROTOCOL}, "
                                        f"the message says {str(v)[:20]}: update the program")
    kind = msg.get("type")
    spec = REQUESTS.get(kind) if type(kind) is str else None
    if spec is None:
        shown = str(kind)[:30]
        raise ProtocolError("unknown_type", f"there is no request {shown!r} "
                                            f"(requests: {', '.join(REQUESTS)})")
    fields: dict[str, Any] = {}
    for key, value in msg.items():
        if key in ("v", "type", "id"):
            continue
        entry = spec.get(key)
        if entry is None:
            raise ProtocolError("malformed", f"a {kind} request has no field {str(key)[:30]!r}")
        fields[key] = entry[0](key, value)
    for key, (_check, required) in spec.items():
        if required and key not in fields:
            raise ProtocolError("malformed", f"a {kind} request needs its {key}")
    return kind, fields, rid


def encode(kind: str, /, **fields: Any) -> str:
    """A server message as JSON text: ``{"v": 1, "type": kind, ...}``."""
    return json.dumps({"v": PROTOCOL, "type": kind, **fields}, ensure_ascii=False,
                      separators=(",", ":"), allow_nan=False)


def error(code: str, message: str, rid: Any = None) -> str:
    """An ``error`` message (repeating the request's id when it had one)."""
    extra = {} if rid is None else {"id": rid}
    return encode("error", code=code, message=message, **extra)
