"""What each seat may see (hidden information hidden by construction).

A seat sees the whole table (the tiles, every die and its face, the order, capital and
side bets) but not: the face-down tile pile's order, the generator, and the other seats'
bet sheets of the race being run (they are revealed when it ends). ``redact`` hides a
``bet`` event's particulars from everyone but its bettor.
"""
from __future__ import annotations

from typing import Any

from .engine import Engine
from .state import PRINTED
from .tables import FLData

SECRET_EVENTS = ("bet",)


# A view is read, never changed, by the screens and the bots, and views are built at every
# decision: so each part is kept (in ``Engine.shown``) and shown again while what it shows
# is unchanged, judged by ``==`` against the state (a C-level compare, cheaper than building
# the part anew; checked inline, as a helper's call would cost as much as the compare).
# What a part is compared with is a copy, never the state's own list: no view shares a list
# or dict with the state. A reader that scribbled over a part that is its own key (the
# squares, the history, a sheet) only gets it built anew.


def _tiles(data: FLData, start: list[int]) -> tuple[list[int], dict[str, Any]]:
    return list(start), {str(t): {"trait": data.tiles[t]["trait"],
                                  "slots": data.tiles[t]["slots"],
                                  "silks": list(data.tiles[t]["silks"])} for t in start}


def _players(s: dict[str, Any]) -> tuple[Any, list[dict[str, Any]]]:
    key = (list(s["names"]), list(s["bots"]), list(s["capital"]), list(s["side"]),
           list(s["done"]))
    return key, [{"seat": i, "name": n, "bot": s["bots"][i], "capital": s["capital"][i],
                  "side": s["side"][i], "bets_done": s["done"][i]}
                 for i, n in enumerate(s["names"])]


def _sheet(sheet: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A copy of one bet sheet (a bet's only list is its horses)."""
    return [{**b, "horses": list(b["horses"])} for b in sheet]


def _sheets(shown: dict[Any, Any], races: list[Any], seat: int | None,
            running: bool) -> list[Any]:
    """The bet sheets: every race run (they no longer change: copied once), then the race
    being run's, each seat seeing its own only while it runs (all of them once over).
    Kept per seat while the races run and the seat's own sheet are unchanged."""
    got = shown.get("past")
    if got is None or got[0][0] is not races or got[0][1] != len(races):
        # (copies, built once; the key keeps the list alive, so its id is no other's)
        got = shown["past"] = ((races, len(races)), [[_sheet(sheet) for sheet in race]
                                                     for race in races[:-1]])
    last = races[-1]
    if not running:
        return got[1] + [[_sheet(sheet) for sheet in last]]
    own = last[seat] if seat is not None and 0 <= seat < len(last) else None
    kept = shown.get(("sheets", seat))
    if (kept is not None and kept[0] is got and kept[1] == own
            and len(kept[2]) == len(races)):  # (not scribbled over: as long as ever)
        return kept[2]  # (kept[1]: the copy in the view, compared with the state's sheet)
    row: list[Any] = [None] * len(last)
    if own is not None:
        row[seat] = _sheet(own)  # type: ignore[index]
    sheets = got[1] + [row]
    shown[("sheets", seat)] = (got, row[seat] if own is not None else None, sheets)
    return sheets


KEYS = ("game", "seat", "race", "races", "phase", "players", "start", "odds", "order",
        "level", "dead_even_used", "disqualified", "tiles", "squares", "printed", "pool",
        "hand", "out", "saved", "extras", "faces", "colours", "homestretch", "turn",
        "starter", "sheets", "pile", "history", "winners", "decision")


def _template(data: FLData) -> dict[str, Any]:
    """Every key of a view, in order, with the parts that never change in a game."""
    v = dict.fromkeys(KEYS)
    v.update(game="finish-line", races=data.races, printed=PRINTED,
             colours=dict(data.die_colour))
    return v


def view(eng: Engine, seat: int | None) -> dict[str, Any]:
    """The state as ``seat`` may see it (None: a spectator), plain JSON.

    A copy of the last view's template (``Engine.shown["view"]``: the parts kept, each
    replaced there when it changes), then what changes at every decision: copying a dict
    costs less than writing thirty keys."""
    s, data, shown = eng.s, eng.data, eng.shown
    v = shown.get("view")
    if v is None:
        v = shown["view"] = _template(data)
    got = shown.get("players")
    if got is None or got[0] != (s["names"], s["bots"], s["capital"], s["side"], s["done"]):
        got = shown["players"] = _players(s)
        v["players"] = got[1]
    got = shown.get("tiles")
    if got is None or got[0] != s["start"]:
        got = shown["tiles"] = _tiles(data, s["start"])
        v["tiles"] = got[1]
    got = shown.get("odds")
    if got is None or got[0] != s["race"]:
        got = shown["odds"] = (s["race"], list(data.odds[s["race"] - 1]))
        v["odds"] = got[1]
    if v["squares"] != s["squares"]:  # (the squares and the history are their own keys)
        v["squares"] = {k: list(sq) for k, sq in s["squares"].items()}
    if v["history"] != s["history"]:
        v["history"] = [list(h) for h in s["history"]]
    faces = s["faces"]
    got = shown.get("faces")
    if got is None or got[0] != faces:
        got = shown["faces"] = (dict(faces), {d: f for d, f in faces.items() if f is not None})
        v["faces"] = got[1]
    running = s["phase"] != "over"
    v = v.copy()
    # (the state's lists are lists: .copy() is their cheapest copy; saved and extras are
    # mostly empty, and a comprehension costs even then)
    saved, extras = s["saved"], s["extras"]
    v["seat"], v["race"], v["phase"] = seat, s["race"], s["phase"]
    v["start"], v["order"], v["level"] = s["start"].copy(), s["order"].copy(), s["level"]
    v["dead_even_used"], v["disqualified"] = s["dead_even_used"], s["disqualified"].copy()
    v["pool"], v["hand"], v["out"] = s["pool"].copy(), s["hand"].copy(), s["out"].copy()
    v["saved"] = [x.copy() for x in saved] if saved else []
    v["extras"] = [x.copy() for x in extras] if extras else []
    v["homestretch"], v["turn"], v["starter"] = s["homestretch"], s["turn"], s["starter"]
    v["sheets"] = _sheets(shown, s["sheets"], seat, running) if s["sheets"] else []
    v["pile"], v["winners"] = len(s["pile"]), s["winners"].copy()
    if running:
        decision = v["decision"] = {"seat": s["turn"], "phase": s["phase"]}
        if seat == s["turn"] or s["phase"] != "bet":
            decision["options"] = eng.options()
    return v


def redact(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``event`` as ``seat`` may see it: another seat's bet shows only that it was made."""
    if event["type"] in SECRET_EVENTS and event.get("seat") != seat:
        return {"type": event["type"], "seq": event["seq"], "race": event["race"],
                "seat": event["seat"], "hidden": True}
    return event
