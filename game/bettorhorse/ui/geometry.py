"""Where things lie on Bettor Horse's board (inside the generic table's board rectangle).

One function for drawing, clicking, tooltips and clips alike, so what is drawn is what is
clicked and a clip's card flies exactly to the pile it lands on. The viewer's side (or,
for a spectator, the round's first racer) sits at the bottom, the opponent at the top.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from .cards import CARD_H, CARD_W

HAND_W, HAND_H = 46, 64  # the hand's cards (smaller: up to 24 of them)
CHIP_W, CHIP_H = 22, 28  # the tracker's cards of the opponent still unplayed
SLIDE = 0.35  # how far (of the gap between the rows) a race's loser is slid


@dataclass(frozen=True)
class Geo:
    """The board's places: slots per side (3 horses then the bet), piles and the rest."""

    rect: pygame.Rect
    bottom: int | None  # the seat drawn at the bottom (None: no round on the table)
    top: int | None
    slots: dict[str, list[pygame.Rect]]  # "bottom"/"top" -> 3 horse slots + the bet slot
    purse: dict[str, pygame.Rect]
    pool: pygame.Rect
    weather: pygame.Rect
    readout: pygame.Rect
    hand: pygame.Rect  # the strip of the viewer's hand
    tracker: pygame.Rect  # the opponent's unplayed cards

    def side(self, seat: int | None) -> str:
        """"bottom" or "top" for a racer's seat."""
        return "bottom" if seat == self.bottom else "top"


def sides(view: dict[str, Any]) -> tuple[int | None, int | None]:
    """(bottom seat, top seat): the viewer at the bottom when racing, else the first racer."""
    t = view.get("table")
    seats = list(t["seats"]) if t else None
    if not seats:
        return None, None
    me = view.get("seat")
    if me in seats:
        return me, next(s for s in seats if s != me) if len(seats) > 1 else None
    return seats[0], seats[1] if len(seats) > 1 else None


def geometry(rect: pygame.Rect, view: dict[str, Any]) -> Geo:
    """The places of ``view``'s board inside ``rect`` (see the module docstring)."""
    bottom, top = sides(view)
    x0 = rect.x + 170
    step = CARD_W + 10

    def row(y: int) -> list[pygame.Rect]:
        out = [pygame.Rect(x0 + i * step, y, CARD_W, CARD_H) for i in range(3)]
        out.append(pygame.Rect(x0 + 3 * step + 18, y, CARD_W, CARD_H))
        return out

    # The rows as close as a lost race's slide allows (``SLIDE`` of the gap), the hand
    # under them; right of the Purses the opponent's tracker (top) and the readout.
    top_y, bottom_y = rect.y + 30, rect.y + 30 + CARD_H + 72
    purse_x = x0 + 4 * step + 44
    right = purse_x + CARD_W + 22
    return Geo(
        rect=rect, bottom=bottom, top=top,
        slots={"top": row(top_y), "bottom": row(bottom_y)},
        purse={"top": pygame.Rect(purse_x, top_y, CARD_W, CARD_H),
               "bottom": pygame.Rect(purse_x, bottom_y, CARD_W, CARD_H)},
        pool=pygame.Rect(rect.x + 40, bottom_y, CARD_W, CARD_H),
        weather=pygame.Rect(rect.x + 30, rect.y + 66, CARD_W + 12, CARD_H + 20),
        readout=pygame.Rect(right, bottom_y - 8, rect.right - right - 14, CARD_H + 16),
        hand=pygame.Rect(rect.x + 14, rect.bottom - HAND_H - 10, rect.w - 28, HAND_H),
        tracker=pygame.Rect(right, top_y - 6, rect.right - right - 14, CARD_H + 60))


def hand_rects(g: Geo, cards: list[Any]) -> list[pygame.Rect]:
    """Where each card of the hand strip lies (overlapping when there are many)."""
    n = len(cards)
    if not n:
        return []
    step = min(HAND_W + 6, (g.hand.w - HAND_W) / max(1, n - 1))
    return [pygame.Rect(round(g.hand.x + i * step), g.hand.y, HAND_W, HAND_H)
            for i in range(n)]


def tracker_rects(g: Geo, n: int) -> list[pygame.Rect]:
    """The tracker's chips: rows of 8 under its title."""
    per = max(1, (g.tracker.w) // (CHIP_W + 3))
    return [pygame.Rect(g.tracker.x + (i % per) * (CHIP_W + 3),
                        g.tracker.y + 22 + (i // per) * (CHIP_H + 4), CHIP_W, CHIP_H)
            for i in range(n)]


def slid(g: Geo, i: int, seat: int, result: str | None, k: float = 1.0) -> pygame.Rect:
    """Where race ``i + 1``'s card of ``seat`` lies: in its slot, or (``k`` of the way)
    slid toward the winner's card when it lost the race."""
    r = g.slots[g.side(seat)][i]
    if result != "lose":
        return r
    other = g.slots["top" if g.side(seat) == "bottom" else "bottom"][i]
    return r.move(0, round((other.y - r.y) * SLIDE * k))
