"""What each seat may see (hidden information hidden by construction).

A seat sees the whole table (the tiles, every die and its face, the order, capital and
side bets) but not: the face-down tile pile's order, the generator, and the other seats'
bet sheets of the race being run (they are revealed when it ends). ``redact`` hides a
``bet`` event's particulars from everyone but its bettor.
"""
from __future__ import annotations

import copy
from typing import Any, Callable

from .engine import Engine
from .state import PRINTED
from .tables import FLData

SECRET_EVENTS = ("bet",)


# Parts of a view that do not change during a race, or only grow, built once and shared
# by every view (a view is read, never changed, by the screens and the bots; views are
# built at every decision). Keyed by the id of the object shown, which each entry keeps
# alive (so the id is not reused while cached), and its size.
_SHARED: dict[tuple[str, int], tuple[Any, int, Any]] = {}


def _shared(kind: str, source: Any, size: int, build: Callable[[Any], Any]) -> Any:
    got = _SHARED.get((kind, id(source)))
    if got is None or got[0] is not source or got[1] != size:
        if len(_SHARED) > 256:  # (old games' entries: drop them all now and then)
            _SHARED.clear()
        got = (source, size, build(source))
        _SHARED[(kind, id(source))] = got
    return got[2]


def _tiles(data: FLData, start: list[int]) -> dict[str, Any]:
    return {str(t): {"trait": data.tiles[t]["trait"], "slots": data.tiles[t]["slots"],
                     "silks": list(data.tiles[t]["silks"])} for t in start}


def _past_sheets(races: list[Any]) -> list[Any]:
    # (deep copies: no view shares a list with the state, and built once they cost nothing)
    return copy.deepcopy(races[:-1])


def view(eng: Engine, seat: int | None) -> dict[str, Any]:
    """The state as ``seat`` may see it (None: a spectator), plain JSON."""
    s, data = eng.s, eng.data
    running = s["phase"] != "over"
    sheets: list[Any] = []
    if s["sheets"]:
        # The races run are over: their sheets no longer change (only the last race's
        # grow), so they are copied once and shared.
        sheets += _shared("sheets", s["sheets"], len(s["sheets"]), _past_sheets)
        sheets.append([[{**b, "horses": list(b["horses"])} for b in sheet]
                       if not running or i == seat else None
                       for i, sheet in enumerate(s["sheets"][-1])])
    decision = None
    if running:
        decision = {"seat": s["turn"], "phase": s["phase"]}
        if seat == s["turn"] or s["phase"] != "bet":
            decision["options"] = eng.options()
    return {
        "game": "finish-line", "seat": seat, "race": s["race"], "races": data.races,
        "phase": s["phase"],
        "players": [{"seat": i, "name": n, "bot": s["bots"][i], "capital": s["capital"][i],
                     "side": s["side"][i], "bets_done": s["done"][i]}
                    for i, n in enumerate(s["names"])],
        "start": list(s["start"]),
        "odds": _shared("odds", data.odds[s["race"] - 1], 0, list),
        "order": list(s["order"]), "level": s["level"],
        "dead_even_used": s["dead_even_used"], "disqualified": list(s["disqualified"]),
        "tiles": _shared("tiles", s["start"], len(s["start"]),
                         lambda start: _tiles(data, start)),
        "squares": {k: list(sq) for k, sq in s["squares"].items()},
        "printed": PRINTED,
        "pool": list(s["pool"]), "hand": list(s["hand"]), "out": list(s["out"]),
        "saved": [list(x) for x in s["saved"]], "extras": [list(x) for x in s["extras"]],
        "faces": {d: f for d, f in s["faces"].items() if f is not None},
        "colours": _shared("colours", data, 0, lambda d: dict(d.die_colour)),
        "homestretch": s["homestretch"], "turn": s["turn"], "starter": s["starter"],
        "sheets": sheets, "pile": len(s["pile"]),
        "history": _shared("history", s["history"], len(s["history"]),
                           lambda hs: [list(h) for h in hs]),
        "winners": list(s["winners"]), "decision": decision,
    }


def redact(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``event`` as ``seat`` may see it: another seat's bet shows only that it was made."""
    if event["type"] in SECRET_EVENTS and event.get("seat") != seat:
        return {"type": event["type"], "seq": event["seq"], "race": event["race"],
                "seat": event["seat"], "hidden": True}
    return event
