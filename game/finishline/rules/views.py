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

SECRET_EVENTS = ("bet",)


def view(eng: Engine, seat: int | None) -> dict[str, Any]:
    """The state as ``seat`` may see it (None: a spectator), plain JSON."""
    s, data = eng.s, eng.data
    running = s["phase"] != "over"
    sheets = []
    for r, race in enumerate(s["sheets"]):
        hidden = running and r == len(s["sheets"]) - 1
        sheets.append([[dict(b) for b in sheet] if not hidden or i == seat else None
                       for i, sheet in enumerate(race)])
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
        "start": list(s["start"]), "odds": list(data.odds[s["race"] - 1]),
        "order": list(s["order"]), "level": s["level"],
        "dead_even_used": s["dead_even_used"], "disqualified": list(s["disqualified"]),
        "tiles": {str(t): {"trait": data.tiles[t]["trait"], "slots": data.tiles[t]["slots"],
                           "silks": list(data.tiles[t]["silks"])} for t in s["start"]},
        "squares": {k: list(sq) for k, sq in s["squares"].items()},
        "printed": PRINTED,
        "pool": list(s["pool"]), "hand": list(s["hand"]), "out": list(s["out"]),
        "saved": [list(x) for x in s["saved"]], "extras": [list(x) for x in s["extras"]],
        "faces": {d: f for d, f in s["faces"].items() if f is not None},
        "colours": dict(data.die_colour),
        "homestretch": s["homestretch"], "turn": s["turn"], "starter": s["starter"],
        "sheets": sheets, "pile": len(s["pile"]), "history": [list(h) for h in s["history"]],
        "winners": list(s["winners"]), "decision": decision,
    }


def redact(event: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """``event`` as ``seat`` may see it: another seat's bet shows only that it was made."""
    if event["type"] in SECRET_EVENTS and event.get("seat") != seat:
        return {"type": event["type"], "seq": event["seq"], "race": event["race"],
                "seat": event["seat"], "hidden": True}
    return event
