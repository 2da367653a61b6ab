"""What each seat may see (hidden information hidden by construction).

A seat sees the whole table (the tiles, every die and its face, the order, capital and
side bets) but not: the face-down tile pile's order, the generator, and the other seats'
bet sheets of the race being run (they are revealed when it ends). ``redact`` hides a
``bet`` event's particulars from everyone but its bettor.
"""
from __future__ import annotations

from typing import Any

from ...core.envelope import GAME_START, public_start
from .engine import (ALL, FACES, HAND, ORDER, OUT, PLAYERS, POOL, RACE, ROLL, SAVED,
                     SHEETS, SQUARES, TURN, Engine)
from .state import PRINTED
from .tables import FLData

SECRET_EVENTS = ("bet",)


# A view is read, never changed, by the screens and the bots, and views are built at every
# decision: so each part is built once when a move changed it and shared by the views
# after. The engine marks the parts a move may change (``Engine.stale``, bits of
# ``engine.PLAYERS`` ...); a view rebuilds those alone into a template dict holding every
# part (``Engine.shown["view"]``) and hands out a copy of the template with the seat, the
# sheets and the decision written over it: copying a dict costs less than writing thirty
# keys, and nothing is compared with the state. The template shows the state object
# ``Engine.seen`` at event count ``Engine.seen_seq``; any other state (loaded, copied,
# replaced, or touched outside ``apply``: ``Engine.touched``) is viewed afresh. Each part is
# a copy, never the state's own list: no view shares a list or dict with the state. A
# reader that scribbled over a part spoils the later views that share it until a move
# changes it, never the game. A part rebuilt costs what changed: the squares tile by tile
# while the same horses run (compared with the template's: a scribbled tile is copied
# anew), the faces after a roll as a copy of the state's less the dice not rolled
# (``shown["unrolled"]``, kept since the faces were last built whole). The small lists
# built at every view (the players, a sheet) are plain loops: a comprehension in 3.11
# builds a function and calls it, dearer than a loop over a few items.


def _tiles(data: FLData, start: list[int]) -> dict[str, Any]:
    return {str(t): {"trait": data.tiles[t]["trait"], "slots": data.tiles[t]["slots"],
                     "silks": list(data.tiles[t]["silks"])} for t in start}


def _sheet(sheet: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A copy of one bet sheet (a bet's only list is its horses)."""
    out = []  # (a loop: a comprehension costs more over a few bets)
    for b in sheet:
        out.append({**b, "horses": list(b["horses"])})
    return out


def _sheets(shown: dict[Any, Any], races: list[Any], seat: int | None,
            running: bool) -> list[Any]:
    """The bet sheets: every race run (they no longer change: copied once a race), then
    the race being run's, each seat seeing its own only while it runs (all of them once
    over). Kept per seat (``shown["sheets"]``, which ``view`` reads first) until a move
    marks the sheets stale."""
    past = shown.get("past")
    if past is None:
        past = shown["past"] = [[_sheet(sheet) for sheet in race] for race in races[:-1]]
    last = races[-1]
    if not running:
        got = past + [[_sheet(sheet) for sheet in last]]
    else:
        row: list[Any] = [None] * len(last)
        if seat is not None and 0 <= seat < len(last):
            row[seat] = _sheet(last[seat])
        got = past + [row]
    shown["sheets"][seat] = got
    return got


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

    A copy of the template (``Engine.shown["view"]``, the parts marked stale built anew
    into it first), then the seat, the sheets and the decision."""
    s, shown = eng.s, eng.shown
    v = shown.get("view")
    if v is None or eng.seen is not s or eng.seen_seq != s["seq"]:
        shown.clear()
        v = shown["view"] = _template(eng.data)
        eng.stale = ALL
    stale = eng.stale
    if stale:  # (the parts a move changed, built anew here: a call would cost as much)
        if stale & PLAYERS:
            players = v["players"] = []  # (a loop: a comprehension costs more)
            bots, capital, side, done = s["bots"], s["capital"], s["side"], s["done"]
            for i, n in enumerate(s["names"]):
                players.append({"seat": i, "name": n, "bot": bots[i], "capital": capital[i],
                                "side": side[i], "bets_done": done[i]})
        if stale & RACE:
            data = eng.data
            v["race"], v["start"] = s["race"], s["start"].copy()
            v["tiles"], v["odds"] = _tiles(data, s["start"]), list(data.odds[s["race"] - 1])
            v["starter"], v["pile"] = s["starter"], len(s["pile"])
            v["history"] = [list(h) for h in s["history"]]
            v["winners"] = s["winners"].copy()
            shown.pop("past", None)
        if stale & SQUARES:
            squares, old = s["squares"], v["squares"]
            if stale & RACE or len(old) != len(squares):  # (a new race, a horse out)
                v["squares"] = {k: list(sq) for k, sq in squares.items()}
            else:  # (the same horses: only the tiles whose squares differ copied anew)
                new = v["squares"] = old.copy()
                for k, sq in squares.items():
                    if new.get(k) != sq:
                        new[k] = list(sq)
        if stale & ORDER:
            v["order"], v["level"] = s["order"].copy(), s["level"]
            v["dead_even_used"] = s["dead_even_used"]
            v["disqualified"] = s["disqualified"].copy()
        if stale & POOL:
            v["pool"], v["homestretch"] = s["pool"].copy(), s["homestretch"]
        if stale & HAND:
            extras = s["extras"]  # (mostly empty: a comprehension costs even then)
            v["hand"] = s["hand"].copy()
            v["extras"] = [x.copy() for x in extras] if extras else []
        if stale & OUT:
            v["out"] = s["out"].copy()
        if stale & SAVED:
            saved = s["saved"]
            v["saved"] = [x.copy() for x in saved] if saved else []
        if stale & FACES:
            faces = s["faces"]
            v["faces"] = {d: f for d, f in faces.items() if f is not None}
            shown["unrolled"] = {d for d, f in faces.items() if f is None}
        elif stale & ROLL:  # (the hand rolled, the other faces as they were: a copy of
            # the faces less the dice unrolled, the state's order kept, costs less than
            # picking the rolled ones out of all)
            unrolled = shown["unrolled"]
            unrolled.difference_update(s["hand"])
            faces = s["faces"].copy()
            for d in unrolled:
                del faces[d]
            v["faces"] = faces
        if stale & TURN:
            v["turn"], v["phase"] = s["turn"], s["phase"]
        if stale & (SHEETS | RACE):
            shown["sheets"] = {}
        eng.stale, eng.seen, eng.seen_seq = 0, s, s["seq"]
    v = v.copy()
    v["seat"] = seat
    phase = s["phase"]
    running = phase != "over"
    sheets = shown["sheets"].get(seat)  # (the seat's, kept until a move changes them)
    if sheets is None:
        sheets = _sheets(shown, s["sheets"], seat, running) if s["sheets"] else []
    v["sheets"] = sheets
    if running:
        decision = v["decision"] = {"seat": s["turn"], "phase": phase}
        if seat == s["turn"] or phase != "bet":
            decision["options"] = eng.options()
    return v


def redact(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``event`` as ``seat`` may see it: another seat's bet shows only that it was made;
    nobody but the full log gets the seed (it tells every die and tile to come)."""
    if event["type"] in SECRET_EVENTS and event.get("seat") != seat:
        return {"type": event["type"], "seq": event["seq"], "race": event["race"],
                "seat": event["seat"], "hidden": True}
    if event["type"] == GAME_START:
        return public_start(event)
    return event
