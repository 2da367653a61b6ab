"""The table's chat line: what a player may say, cleaned and limited by the server.

A line is at most ``LIMIT`` characters once cleaned: control and format characters (the
terminal's escapes, the bidirectional overrides) are removed, runs of white space become
one space, and an empty line is refused. Each connection may say ``BURST`` lines at once
and then one every ``1 / RATE`` seconds (a ``Guard`` of its own, beside the connection's
message rate). The window shows a line only as text, in the sender's colour, in the log.
"""
from __future__ import annotations

import unicodedata

from .guard import Guard

LIMIT = 200
RATE = 0.5  # lines a second, sustained ...
BURST = 3  # ... and at once


def clean_line(text: str) -> str:
    """``text`` without control or format characters, its spaces folded, cut to LIMIT."""
    kept = "".join(" " if ch.isspace() else ch for ch in text
                   if ch.isspace() or unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn"))
    return " ".join(kept.split())[:LIMIT]


def chat_guard(now: float) -> Guard:
    """The chat's own rate for one connection."""
    return Guard(now, rate=RATE, burst=BURST)
