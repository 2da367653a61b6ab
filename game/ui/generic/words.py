"""Default words for any game: an event or a typed action as one plain line.

The generic table needs *some* sentence for every event (the log, the export) and every
legal action (the fallback panel's buttons) before a game has written its own
(``GenericPresentation.describe`` and ``describe_action``). These name the event or the
action kind and its fields, with seats turned into the players' names. Pure: no pygame.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Sequence

SEAT_KEYS = ("seat", "player", "winner", "by")  # fields that hold a seat number
SKIP_KEYS = ("type", "seq")  # bookkeeping, not news


def event_words(event: dict[str, Any], names: Sequence[str]) -> str:
    """``"Ada: bet horse red, stake 300"``: the event's name and its short fields."""
    name = str(event.get("type", "event")).replace("_", " ")
    who = ""
    parts: list[str] = []
    for k, v in event.items():
        if k in SKIP_KEYS:
            continue
        if k == "seat" and type(v) is int:
            who = seat_name(v, names)
            continue
        if (k in SEAT_KEYS or k.endswith(("_player", "_seat"))) and type(v) is int:
            v = seat_name(v, names)
        if isinstance(v, (dict, list)):
            if len(str(v)) > 40:
                continue  # a whole table of numbers is not a log line
        parts.append(f"{k.replace('_', ' ')} {_plain(v)}")
    text = name.capitalize() + (": " + ", ".join(parts) if parts else "")
    return f"{who}: {text}" if who else text


def action_words(action: Any) -> str:
    """``"Bet: horse red, kind win, stake 300"`` for a typed action (a dataclass)."""
    kind = str(getattr(action, "KIND", type(action).__name__)).replace("_", " ")
    if not dataclasses.is_dataclass(action):
        return kind.capitalize()
    parts = [f"{f.name.replace('_', ' ')} {_plain(getattr(action, f.name))}"
             for f in dataclasses.fields(action) if getattr(action, f.name) is not None]
    return kind.capitalize() + (": " + ", ".join(parts) if parts else "")


def score_words(score: dict[str, Any]) -> str:
    """A standing's score fields as words: ``"vp 14, danari 8600, eliminated no"``."""
    return ", ".join(f"{k.replace('_', ' ')} {_plain(v)}" for k, v in score.items())


def seat_name(seat: int, names: Sequence[str]) -> str:
    """A seat's player name (or "Seat N" outside the table)."""
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


def _plain(v: Any) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, list):
        return ", ".join(_plain(x) for x in v)
    return str(v)


REMOTE = "remote"  # a seat played at another computer (a table across computers)


def player_words(kind: str) -> str:
    """Who plays a seat, in words: "person", "at another computer", "normal bot"."""
    from ...services.bot_words import level_name
    from ...services.i18n import _
    if kind == "human":
        return _("person")
    if kind == REMOTE:
        return _("at another computer")
    return _("{kind} bot").format(kind=level_name(kind))
