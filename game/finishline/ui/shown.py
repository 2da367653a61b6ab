"""What the track shows while a burst of events plays: the events folded into a picture.

The generic table refreshes the board's view only once every queued event is shown, so
a bot's turn (draw, roll, use, order, pass) would show the old picture until its end. The
presentation folds each (redacted) event as it is presented into a ``Shown`` picture and
hands a copy to the clip; the board draws that copy while the clip plays, else the view.
This copies where the events say things went; it decides nothing (no rule lives here).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Shown:
    """The public picture after an event: order, dice on tiles, the hand and its faces."""

    race: int = 0
    order: list[int] = field(default_factory=list)
    level: bool = False
    squares: dict[str, list[Any]] = field(default_factory=dict)
    hand: list[str] = field(default_factory=list)
    faces: dict[str, str] = field(default_factory=dict)
    homestretch: bool = False
    # The race's bet sheets once revealed (``bets_revealed``): the board shows them while
    # the payouts play, before the view (refreshed when every event is shown) has them.
    sheets: list[Any] | None = None
    known: bool = False  # False until a race_start was folded: then the view is used

    def copy(self) -> "Shown":
        return copy.deepcopy(self)


def seed_from_view(view: dict[str, Any]) -> Shown:
    """The picture a view shows (when events arrive before any race_start was folded)."""
    return Shown(race=int(view.get("race", 0)), order=list(view.get("order", [])),
                 level=bool(view.get("level")),
                 squares={k: list(v) for k, v in view.get("squares", {}).items()},
                 hand=list(view.get("hand", [])), faces=dict(view.get("faces", {})),
                 homestretch=bool(view.get("homestretch")), known=True)


def fold(s: Shown, e: dict[str, Any], tiles: dict[int, dict[str, Any]]) -> None:
    """Moves ``s`` on by one event (``tiles``: number -> {trait, slots} from game_start)."""
    t = e.get("type")
    if t == "race_start":
        s.race, s.order, s.level, s.known = e["race"], list(e["tiles"]), False, True
        s.squares = {str(h): (["#"] if tiles.get(h, {}).get("trait") else [])
                     + [None] * int(tiles.get(h, {}).get("slots", 0)) for h in e["tiles"]}
        s.hand, s.faces, s.homestretch, s.sheets = [], {}, False, None
    elif t == "order":
        s.order, s.level = list(e["order"]), bool(e["level"])
    elif t == "roll":
        s.hand = [d["id"] for d in e["dice"]]
        s.faces.update({d["id"]: d["face"] for d in e["dice"]})
    elif t in ("die_used", "die_declined"):
        if e["die"] in s.hand:
            s.hand.remove(e["die"])
    elif t == "pass_dice":
        s.hand = list(e["dice"])
    elif t == "die_placed":
        sq = s.squares.get(str(e["horse"]))
        if sq is not None and 0 <= e["slot"] < len(sq):
            sq[e["slot"]] = e["die"]
    elif t == "die_moved":
        for sq in s.squares.values():
            for i, d in enumerate(sq):
                if d == e["die"]:
                    sq[i] = None
        sq = s.squares.get(str(e["horse"]))
        if sq is not None and 0 <= e["slot"] < len(sq):
            sq[e["slot"]] = e["die"]
    elif t == "dice_out":
        sq = s.squares.get(str(e["horse"]), [])
        for i, d in enumerate(sq):
            if d in e["dice"]:
                sq[i] = None
    elif t == "disqualified":
        if e["horse"] in s.order:
            s.order.remove(e["horse"])
    elif t == "homestretch":
        s.homestretch = True
    elif t == "race_over":
        s.hand = []
    elif t == "bets_revealed" and e.get("race") == s.race:
        s.sheets = [[dict(b) for b in sheet] for sheet in e["sheets"]]
