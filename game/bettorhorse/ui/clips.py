"""The reveal is the show: Bettor Horse's clips, built from the (redacted) events.

Bet cards flip together; each race's two cards flip, the winner's card slides the
loser's toward it (a tie stays); the "W / L / D so far" readout grows; prize cards fly to
a Purse or the Pool; the cut turns a weather card. The board draws the table as shown
just before the clip's event, or just after it (``DuelClip.over``), leaving out the
places the clip moves (``hide``); the clip draws only its motion (``scene``), with the
board's places (``geometry``) and both pictures, ``before`` and ``after`` the event
(``shown.py``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...fx.tween import ease_out, lerp, linear
from ...ui.generic import Clip
from . import cards as C
from .geometry import Geo, slid

if TYPE_CHECKING:
    from ...ui.painter import Painter

Scene = Callable[["Painter", Geo, float, dict[str, Any], dict[str, Any]], None]


@dataclass(frozen=True)
class DuelClip(Clip):
    """A clip the board draws over its picture of the table (module docstring)."""

    scene: Scene | None = None
    over: str = "after"  # the picture under the motion: "before" or "after" the event
    hide: frozenset[tuple[Any, ...]] = frozenset()


def _flip(p: "Painter", r: pygame.Rect, k: float, back: Callable[[pygame.Rect], None],
          face: Callable[[pygame.Rect], None]) -> None:
    """A card turned over: its back narrows, then its face widens."""
    if k < 0.5:
        back(C.scaled(r, 1 - 2 * k))
    else:
        face(C.scaled(r, 2 * k - 1))


def _row(view: dict[str, Any], seat: int) -> list[Any]:
    t = view.get("table") or {}
    seats = t.get("seats") or []
    return t["slots"][seats.index(seat)] if seat in seats else []


def make_clip(ev: dict[str, Any]) -> Clip | None:
    """The clip of ``ev`` (None: a plain beat)."""
    t = ev["type"]
    if t == "choices_made":
        def grow(p, g, k, before, after):
            for x in ev["placed"]:
                seat = x["seat"]
                slots = g.slots[g.side(seat)]
                had = len(_row(before, seat))
                for i, back in enumerate(x["backs"]):
                    if i >= had:
                        C.draw_back(p, C.scaled(slots[i], ease_out(k)), back)
                bt = before.get("table") or {}
                seats = bt.get("seats") or []
                if seat in seats and not bt["bet_down"][seats.index(seat)]:
                    C.draw_bet(p, C.scaled(slots[3], ease_out(k)), None)
        return DuelClip(0.4, scene=grow, over="before")
    if t == "bets_revealed":
        def bets(p, g, k, before, after):
            for b in ev["bets"]:
                r = g.slots[g.side(b["seat"])][3]
                _flip(p, r, k, lambda q: C.draw_bet(p, q, None),
                      lambda q, b=b: C.draw_bet(p, q, b["bet"], glow=True))
        hide = frozenset(("bet", b["seat"]) for b in ev["bets"])
        return DuelClip(0.8, scene=bets, hide=hide)
    if t == "track_cut":
        def cut(p, g, k, before, after):
            _flip(p, g.weather, k, lambda q: C.draw_back(p, q, ev["back"]),
                  lambda q: C.draw_weather(p, q, ev["condition"]))
        return DuelClip(0.9, scene=cut, hide=frozenset({("weather",)}))
    if t == "race_revealed":
        i = ev["race"] - 1

        def turn(p, g, k, before, after):
            for x in ev["runners"]:
                r = g.slots[g.side(x["seat"])][i]
                _flip(p, r, k, lambda q, x=x: C.draw_back(p, q, C.spec(after, x["card"])["back"]),
                      lambda q, x=x: C.draw_face(p, q, after, x["card"], x["speed"]))
        hide = frozenset(("slot", x["seat"], i) for x in ev["runners"])
        return DuelClip(0.8, scene=turn, hide=hide)
    if t == "race_result":
        i = ev["race"] - 1
        seats = [x["seat"] for x in ev["results"]]

        def slide(p, g, k, before, after):
            for x in ev["results"]:
                seat = x["seat"]
                row = _row(after, seat)
                cell = row[i] if i < len(row) else None
                if not cell or not cell.get("card"):
                    continue
                r = slid(g, i, seat, x["result"], k)
                if ev["winner"] is None:  # a tie stays: the two cards just nod
                    r = r.move(0, round(3 * (1 - abs(2 * k - 1))))
                C.draw_face(p, r, after, cell["card"], cell.get("run"),
                            glow=seat == ev["winner"])
        hide = frozenset(("slot", s, i) for s in seats)
        return DuelClip(0.7, scene=slide, hide=hide, ease=ease_out)
    if t in ("mudder_revealed", "round_outcome"):
        return DuelClip(0.6 if t == "mudder_revealed" else 1.0, scene=_still)
    if t == "cards_moved":
        moving = list(ev["cards"])

        def fly(p, g, k, before, after):
            starts = {}
            t0 = before.get("table") or {}
            for side, seat in (("bottom", g.bottom), ("top", g.top)):
                row = _row(before, seat) if seat is not None else []
                res = t0["results"][t0["seats"].index(seat)] if seat in t0.get("seats", []) else []
                for i, cell in enumerate(row[:3]):
                    if cell and cell.get("card"):
                        starts[cell["card"]] = slid(g, i, seat, res[i] if i < len(res) else None).center
            end = g.pool.center if ev["to"] == "pool" else g.purse[g.side(ev["seat"])].center
            for n, card in enumerate(moving):
                kk = max(0.0, min(1.0, k * 1.4 - n * 0.08))
                c = lerp(starts.get(card, g.pool.center), end, kk)
                r = pygame.Rect(0, 0, C.CARD_W, C.CARD_H)
                r.center = (round(c[0]), round(c[1] - 40 * (1 - abs(2 * kk - 1))))
                C.draw_face(p, r, after, card)
        hide = frozenset(("card", c) for c in moving)
        return DuelClip(1.0, scene=fly, over="before", hide=hide, ease=linear)
    return None


def _still(p: "Painter", g: Geo, k: float, before: dict[str, Any],
           after: dict[str, Any]) -> None:
    """A pause on the picture after the event (the readout's outcome, a Mudder's speed)."""
