"""The score track: a ladder from -8 (the floor) upwards beside the grid, each seat's
marker (its own shape and colour, ``marks.seat_mark``) on its score. Markers on equal or
close scores fan out sideways, then above and below with a leader line to their space, so
every marker shows (``marker_spots``: pure, what is drawn is what a test measures).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ...ui import palette as P
from ..words import _
from . import marks

if TYPE_CHECKING:
    from ...ui.painter import Painter

LO = -8  # the floor (data: scoring.floor); the track's first space
MARK = 12  # a marker's size
STEP_X = 13  # the distance between fanned markers
COLUMNS = 3  # markers side by side on one score
BAR_X = 20  # the ladder's bar, from the track's left (labels left of it)


def span(scores: Sequence[int]) -> tuple[int, int]:
    """The track's first and last space: -8 up to 30, or past the best score."""
    return LO, max(30, max(scores, default=0) + 2)


def value_y(rect: pygame.Rect, value: float, lo: int, hi: int) -> float:
    step = (rect.h - 8) / max(1, hi - lo)
    return rect.bottom - 4 - (value - lo) * step


def marker_spots(rect: pygame.Rect, scores: Sequence[int]
                 ) -> list[tuple[float, float, float]]:
    """Per seat, where its marker goes: (x, y, y of its score on the ladder). Markers
    never overlap: each takes the first free place beside its score, then above or
    below it."""
    lo, hi = span(scores)
    x0 = rect.x + BAR_X + 5 + MARK / 2
    places = [(k * STEP_X, 0.0) for k in range(COLUMNS)]
    places += [(k * STEP_X, dy) for dy in (-(MARK + 1), MARK + 1, -2 * (MARK + 1),
                                            2 * (MARK + 1)) for k in range(COLUMNS)]
    taken: list[tuple[float, float]] = []
    out: list[tuple[float, float, float]] = [(0.0, 0.0, 0.0)] * len(scores)
    for seat in sorted(range(len(scores)), key=lambda s: (scores[s], s)):
        y = value_y(rect, scores[seat], lo, hi)
        spot = (x0, y)
        for dx, dy in places:
            cand = (x0 + dx, y + dy)
            if all(abs(cand[0] - a) >= MARK or abs(cand[1] - b) >= MARK for a, b in taken):
                spot = cand
                break
        taken.append(spot)
        out[seat] = (spot[0], spot[1], y)
    return out


def draw(p: "Painter", rect: pygame.Rect, view: dict[str, Any]) -> None:
    scores = [pl["score"] for pl in view["players"]]
    lo, hi = span(scores)
    p.text(_("Score"), (rect.x + BAR_X + 2, rect.y - 7), 12, P.CHALK_YELLOW, "ui_bold",
           anchor="midbottom")
    bar = pygame.Rect(rect.x + BAR_X, rect.y, 5, rect.h)
    p.rect(bar, P.CREAM_DARK, 2)
    for v in range(lo, hi + 1):
        y = value_y(rect, v, lo, hi)
        big = v % 5 == 0 or v == lo
        p.line((bar.x - (4 if big else 1), y), (bar.right, y), P.INK_SOFT if big else
               P.PAPER_SHADE, 1)
        if big:
            p.text(str(v), (bar.x - 5, y), 10, P.BRASS_LIGHT if v else P.CREAM, "ui_bold",
                   anchor="midright")
    zero = value_y(rect, 0, lo, hi)
    p.line((bar.x, zero), (bar.right, zero), P.BRASS_LIGHT, 2)
    for seat, (x, y, at) in enumerate(marker_spots(rect, scores)):
        if abs(y - at) > 0.5:
            p.line((bar.right, at), (x, y), P.CHALK, 1)
        marks.seat_mark(p, (x, y), MARK, seat)


def tooltip(view: dict[str, Any]) -> str:
    """Who stands where on the track, best first."""
    order = sorted(view["players"], key=lambda pl: (-pl["score"], pl["seat"]))
    who = ", ".join(_("{name} {score}").format(name=pl["name"], score=pl["score"])
                    for pl in order)
    return _("The score track, from -8 (the floor) upwards: {who}").format(who=who)

