"""The state of a game of Finish Line: one dict of plain JSON values, and its helpers.

Where every die is (the invariant "27 dice accounted for") is kept in five places:
``pool`` and ``hand`` (lists of die ids), ``squares`` (each running tile's squares:
``"#"`` the printed F/S square, None a free one, else a die id), ``saved`` (``[seat,
die]`` Extra moves) and ``out``. ``faces`` holds each die's face up (None: not rolled).
"""
from __future__ import annotations

from typing import Any

from .tables import FLData

PRINTED = "#"  # the printed F or S square of a tile: no die may go there


# ``str(tile)``, the squares' key of a horse, made once per number: the squares are
# looked up at every use, and a number turned to text costs more than a look-up in a
# plain dict. Every number a horse can have (an action names one of 1 to 99).
KEY = {tile: str(tile) for tile in range(1000)}


def new_state(data: FLData, names: list[str], bots: list[str], seed: int) -> dict[str, Any]:
    """A game before its first race (``setup.start_game`` shuffles and starts it)."""
    n = len(names)
    return {
        "names": list(names), "bots": list(bots), "seed": seed, "seq": 0,
        "race": 0, "phase": "setup", "pile": sorted(data.tiles),
        "start": [], "order": [], "level": False, "dead_even_used": False,
        "disqualified": [], "squares": {},
        "capital": [data.start_capital] * n, "side": [0] * n, "history": [],
        "sheets": [], "done": [False] * n, "starter": 0, "turn": 0,
        "pool": [], "hand": [], "out": [], "saved": [], "faces": {},
        "homestretch": False, "skip": False, "extras": [], "winners": [],
    }


def emit(s: dict[str, Any], events: list[dict[str, Any]], etype: str, /,
         **fields: Any) -> None:
    """Appends one event, its ``seq`` left at None: the engine numbers a move's events
    when the move is done (``number``). The commonest events are written as one dict
    display where they happen, in the same shape (``type``, ``seq`` at None, the fields
    in the order the log shows them), which costs less than a call with keywords merged
    into a second dict."""
    events.append({"type": etype, "seq": None, **fields})


def number(s: dict[str, Any], events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Numbers a move's events in the game's sequence (``seq``); returns them."""
    seq = s["seq"]
    for e in events:
        seq += 1
        e["seq"] = seq
    s["seq"] = seq
    return events


def squares_of(data: FLData, tile: int) -> list[Any]:
    """A fresh tile's squares: the printed F/S square first, then its free ones."""
    t = data.tiles[tile]
    return ([PRINTED] if t["trait"] else []) + [None] * t["slots"]


def dice_on(s: dict[str, Any], tile: int) -> list[str]:
    """The dice on a tile, by square."""
    out = []  # (a loop: a comprehension costs more)
    for d in s["squares"][KEY[tile]]:
        if d is not None and d != PRINTED:
            out.append(d)
    return out


def odds_of(data: FLData, s: dict[str, Any], horse: int) -> int:
    """A horse's odds in this race: the odds under its starting position."""
    return data.odds[s["race"] - 1][s["start"].index(horse)]


def next_seat(s: dict[str, Any], seat: int, k: int = 1) -> int:
    return (seat + k) % len(s["names"])
