"""Where animated things are: pawns between squares, the dice tray, the bank, the deck.

Pure geometry on top of ``table_layout`` (logical 1280 x 720 coordinates), shared by the
clips that draw and the tests that check the drawn positions.
"""
from __future__ import annotations

import math

from pygame import Rect

from .. import table_layout as L
from ..track_squares import TrackSquares

TRAY = Rect(L.BOARD.x + 36, L.BOARD.y + 66, 384, 204)  # the dice tray, over the odds rows
DIE = 44  # a thrown die's side (logical px)
DECK = Rect(L.BOARD.right + 6, L.BB_MOVE.y - 30, L.BB_MOVE.w, L.BB_MOVE.h)  # off the board's edge
BANK = (L.BOARD.centerx, L.BOARD.bottom - 30)  # where payoffs fly from


def pawn_rect_at(squares: TrackSquares, lane: int, pos: float) -> Rect:
    """The pawn of lane ``lane`` at a fractional square (between two squares' centres)."""
    last = squares.last
    pos = max(0.0, min(float(last), pos))
    lo = math.floor(pos)
    hi = min(last, lo + 1)
    a, b = squares.pawn_rect(lane, lo), squares.pawn_rect(lane, hi)
    k = pos - lo
    return Rect(round(a.x + (b.x - a.x) * k), a.y, a.w, a.h)


def token_slot(odds_values: tuple[int, ...], odds: dict[str, int], colours: tuple[str, ...],
               colour: str) -> Rect | None:
    """The stable token of ``colour`` on the Blackboard given every horse's odds."""
    o = odds.get(colour)
    if o not in odds_values:
        return None
    r = odds_values.index(o)
    on_row = [c for c in colours if odds.get(c) == o]
    return L.token_rect(r, on_row.index(colour))


def arc(a: tuple[float, float], b: tuple[float, float], k: float, height: float) -> tuple[float, float]:
    """A point ``k`` (0..1) of the way along a throw from ``a`` to ``b`` rising ``height`` px."""
    x = a[0] + (b[0] - a[0]) * k
    y = a[1] + (b[1] - a[1]) * k - height * 4 * k * (1 - k)
    return x, y
