"""Table codes: ``a-K7QX3M``, the name of the server that hosts the table, then the table's.

A code is what players read to each other, so its letters avoid the look-alikes (no 0/O,
1/I/L). Its first part names its server: many servers can stand behind one address, and a
client joining by code connects to ``ws://ADDRESS/<server>`` (docs/protocol.md, "Past one
machine"); one server alone answers on ``/`` and on ``/<its name>``.
"""
from __future__ import annotations

import re
import secrets

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # 31 letters and digits that read apart
LENGTH = 6  # 31**6, about 890 million codes
SERVER_RE = re.compile(r"[a-z0-9]{1,8}")
CODE_RE = re.compile(r"([a-z0-9]{1,8})-([A-Z2-9]{6})")


def check_server_id(name: str) -> str:
    """A server's name as codes carry it; ValueError (one line) for another form."""
    if not SERVER_RE.fullmatch(name):
        raise ValueError(f"a server's name is 1 to 8 lower-case letters or digits, not {name!r:.20}")
    return name


def new_code(server: str, taken: set[str] | dict[str, object] = frozenset()) -> str:
    """A fresh table code of ``server`` that is not in ``taken``."""
    while True:
        code = f"{server}-" + "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
        if code not in taken:
            return code


def server_of(code: str) -> str | None:
    """The name of the server a code belongs to (None: not a table code)."""
    m = CODE_RE.fullmatch(code)
    return m.group(1) if m else None


def table_path(code: str) -> str:
    """The URL path a client joining ``code`` connects to: its server's."""
    server = server_of(code)
    return f"/{server}" if server else "/"
