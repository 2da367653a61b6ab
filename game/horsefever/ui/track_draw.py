"""Draws the racetrack's unchanging parts for the game's finish line: the squares and
their numbers, the start stall, the chequered finish line, the beyond zone, the lanes.

``track_squares`` says where the squares are; with the printed finish line (square 12) this
draws exactly the printed track. On a long track, where not every square is numbered, the
numbered squares' rails are drawn a little stronger so that counting stays easy.
"""
from __future__ import annotations

import pygame

from ...services.i18n import _, pgettext
from ...ui import fallback_art as FA
from ...ui import palette as P
from ...ui import pieces
from . import table_layout as L
from ...ui.painter import Painter
from .track_squares import TrackSquares


def draw_track_static(p: Painter, colours: tuple[str, ...], squares: TrackSquares) -> None:
    t = L.TRACK
    p.shadow(t, 10, 5, 120)
    p.rect(t, P.WOOD_DARK, 10)
    p.rect(t.inflate(-4, -4), P.WOOD, 8)
    inner = pygame.Rect(t.x + 6, L.LANE_Y0, t.w - 12, L.LANE_H * len(colours))
    # The side strip where action cards wait behind their lanes.
    side = pygame.Rect(inner.x, inner.y, L.SQ_X0 - inner.x - 2, inner.h)
    p.rect(side, P.mix(P.WOOD, P.CREAM, 0.12), 4)
    field = pygame.Rect(L.SQ_X0, inner.y, L.TRACK_END - L.SQ_X0, inner.h)
    p.sprite("turf", field, FA.turf, fit=f"tile:{p.scale * 0.8:.3f}", tag=("bg", "turf"))
    after = squares.right(squares.finish)
    beyond = pygame.Rect(after, inner.y, L.TRACK_END - after, inner.h)
    p.rect(beyond, P.TURF_BEYOND, alpha=110)
    start = pygame.Rect(L.SQ_X0, inner.y, L.START_W, inner.h)
    p.rect(start, P.WOOD_DARK, alpha=90)
    labelled = squares.labelled()
    faint = 45 if squares.width >= 14 else 28  # narrow squares: a fine ruler, not a fence
    for sq in range(1, squares.last + 1):
        x = squares.x(sq)
        strong = squares.numbered_pawns and sq in labelled
        p.line((x, inner.y), (x, inner.bottom), P.RAIL, 1, alpha=90 if strong else faint)
    for sq in labelled:
        label = pgettext("track", "Start")[:1] if sq == 0 else str(sq)  # (Italian "Partenza": P)
        key = sq in (0, squares.finish)
        p.text(label, squares.number_pos(sq), 13, P.BRASS_LIGHT if key else P.CREAM,
               "ui_bold" if key else "ui_medium", anchor="center")
    p.text(pgettext("track", "Start"), (L.SQ_X0 - 4, L.TRACK.y + 8 + L.HEADER_H // 2), 12, P.BRASS_LIGHT, "ui_medium",
           anchor="midright")
    p.text(_("Action cards"), (L.CARDS_X + 2, L.TRACK.y + 8 + L.HEADER_H // 2), 12, P.CREAM_DARK,
           "ui_medium", anchor="midleft")
    _finish_line(p, squares.rect(0, squares.finish), inner)
    for i, c in enumerate(colours):
        lr = L.lane_squares_rect(i)
        p.rect(lr, P.HORSE[c], alpha=34)
        # The lane's own colour runs its whole length as a painted rail under the horses, so a
        # lane reads as its stable's even far from the plate at the start.
        rail = pygame.Rect(lr.x, lr.bottom - 6, lr.w, 4)
        p.rect(rail.inflate(0, 2), P.INK, alpha=70)
        # (green is lightened: the stable's green would vanish into the turf)
        p.rect(rail, P.lighten(P.HORSE[c], 0.45) if c == "green" else P.HORSE[c], alpha=215)
        if i:
            p.line((inner.x, lr.y), (inner.right, lr.y), P.RAIL, 2)
        pieces.lane_badge(p, c, L.badge_rect(i))


def _finish_line(p: Painter, sq: pygame.Rect, inner: pygame.Rect) -> None:
    """The finish line: a chequered strip over its square (finer cells on a narrow square)."""
    fx, w = sq.x, sq.w
    p.note("finish_line", fx, w)
    cell = 6 if w >= 18 else 3
    for row in range(0, inner.h, cell):
        for k in range(w // cell + 1):
            cw = min(cell, w - k * cell)
            if (row // cell + k) % 2 == 0 and cw > 0:
                p.rect((fx + k * cell, inner.y + row, cw, min(cell, inner.h - row)), P.RAIL, alpha=120)
    p.line((fx, inner.y), (fx, inner.bottom), P.RAIL, 2)
    p.line((fx + w, inner.y), (fx + w, inner.bottom), P.RAIL, 2)
    p.text(_("FINISH"), (fx + w / 2, inner.bottom + 1), 10, P.BRASS_LIGHT, "ui_bold", anchor="midtop")
