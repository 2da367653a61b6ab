"""A player's name as the table shows it: printable, trimmed, at most 18 characters.

The one rule for names given over the network (``clean_name``): anything else (control
characters, line breaks, a wall of spaces, a name as long as a message) would split a log
line or a result line, or overflow the seat labels. The reason is returned so the player
can be told why their name changed.
"""
from __future__ import annotations

MAX_NAME = 18  # as the setup screen allows


def clean_name(text: str, default: str) -> tuple[str, str]:
    """``(name, reason)``: ``text`` with unprintable characters removed, runs of spaces made
    one, trimmed and cut to ``MAX_NAME``; ``default`` if nothing is left. ``reason`` is ""
    when the name is kept as given, else one line saying what changed."""
    kept = "".join(ch if ch.isprintable() else " " for ch in text)
    name = " ".join(kept.split())
    reasons = []
    if kept != text:
        reasons.append("unprintable characters removed")
    if len(name) > MAX_NAME:
        name = name[:MAX_NAME].rstrip()
        reasons.append(f"cut to {MAX_NAME} characters")
    if not name:
        return default, "an empty name: the seat's own name is used"
    if not reasons and name != text:
        reasons.append("spaces trimmed")
    return name, "; ".join(reasons)
