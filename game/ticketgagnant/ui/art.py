"""Ticket Gagnant's art, drawn procedurally at runtime (no bitmap can scale to every grid
size and window): the racecourse in its discipline's look, hedges, the river, horseshoe
prints, the dotted line, the finish, the horse pawns, tickets and card backs.

Pure drawing on a ``Painter`` from plain values; nothing here reads or changes state.
"""
from __future__ import annotations

import math
from typing import Any, Sequence

import pygame

from ...ui import colour_aid
from ...ui import palette as P
from . import look as L

TURF_A, TURF_B = (62, 122, 50), (74, 136, 58)
CINDER_A, CINDER_B = (150, 92, 62), (160, 100, 68)
HEDGE, HEDGE_DARK = (34, 92, 40), (22, 62, 28)
WATER, WATER_LIGHT = (54, 118, 186), (150, 198, 236)
SHOE = (118, 118, 124)
TICKET = (246, 236, 206)
CARD_BACK = (120, 36, 44)


def racecourse(p: Any, rect: pygame.Rect, view: dict[str, Any],
               track: dict[str, Any] | None = None) -> None:
    """The grid as a racecourse: mown turf or cinder, rails, start, line and finish, the
    column numbers over it and the lane numbers beside it (the squares' names: "column 7,
    lane 3"). ``track``: the discipline's track to draw (default: the view's).

    Drawn once per board size, grid and track, then reused (``Painter.layer``): it is the
    same picture at every frame of a race."""
    g, track = view["grid"], track or view["track"]
    key = ("tg-racecourse", tuple(rect), g["lanes"], g["columns"], g["line_after"],
           track["surface"], *(tuple(map(tuple, track[k]))
                               for k in ("hedges", "river", "horseshoes")))
    p.layer(key, rect, lambda sub: _racecourse(sub, rect, view, track))


def _racecourse(p: Any, rect: pygame.Rect, view: dict[str, Any],
                track: dict[str, Any]) -> None:
    g = view["grid"]
    gr, c = L.grid_rect(rect, view), L.cell_size(rect, view)
    p.rect(gr.inflate(10, 10), P.RAIL, 6)
    ground(p, gr, c, track["surface"] == "cinder")
    # The start: stalls in column 1's left edge; the finish: a chequered last column.
    for lane in range(g["lanes"]):
        p.rect(pygame.Rect(gr.x - 8, gr.y + lane * c + 2, 6, c - 4), P.WOOD_LIGHT, 2)
    fin = L.square_rect(rect, view, (g["columns"], 1))
    finish(p, pygame.Rect(fin.x, gr.y, c, gr.h), c)
    dotted_line(p, gr.x + g["line_after"] * c, gr.y, gr.bottom)
    for col in range(1, g["columns"] + 1):
        p.text(str(col), (gr.x + (col - 0.5) * c, gr.y - 7), 12, P.CHALK, "ui_bold",
               anchor="midbottom")
    for lane in range(1, g["lanes"] + 1):
        p.text(str(lane), (gr.x - 12, gr.y + (lane - 0.5) * c), 12, P.CHALK, "ui_bold",
               anchor="midright")
    for sq in track["river"]:
        river(p, L.square_rect(rect, view, sq))
    for sq in track["hedges"]:
        hedge(p, L.square_rect(rect, view, sq))
    for sq in track["horseshoes"]:
        horseshoe(p, L.square_rect(rect, view, sq))


def ground(p: Any, gr: pygame.Rect, c: int, cinder: bool) -> None:
    """The squares of ``gr`` (``c`` wide): mown turf in stripes a column wide, or raked
    cinder, and the lanes' faint lines."""
    columns, lanes = gr.w // c, gr.h // c
    for col in range(1, columns + 1):
        a, b = (CINDER_A, CINDER_B) if cinder else (TURF_A, TURF_B)
        p.rect(pygame.Rect(gr.x + (col - 1) * c, gr.y, c, gr.h), a if col % 2 else b)
    if cinder:  # raked cinder: short light strokes, the same every frame (seeded by square)
        for col in range(1, columns + 1):
            for lane in range(1, lanes + 1):
                x, y = gr.x + (col - 1) * c, gr.y + (lane - 1) * c
                k = (col * 7 + lane * 13) % 5
                p.line((x + 4 + k, y + c * 0.3), (x + 10 + k, y + c * 0.3),
                       CINDER_B if k % 2 else (176, 118, 84), 1)
    for lane in range(1, lanes):
        y = gr.y + lane * c
        p.line((gr.x, y), (gr.right, y), (232, 232, 220), 1, alpha=120)


def finish(p: Any, column: pygame.Rect, c: int) -> None:
    """The finish: the last column chequered, a white line at its left edge."""
    n = 4
    s = c / n
    for row in range(round(column.h / s)):
        for k in range(n):
            if (row + k) % 2 == 0:
                p.rect(pygame.Rect(column.x + k * s, column.y + row * s, s + 1, s + 1),
                       (250, 250, 250), alpha=70)
    p.line((column.x, column.y), (column.x, column.bottom), (250, 250, 250), 3)


def dotted_line(p: Any, x: float, top: float, bottom: float) -> None:
    """The dotted line across the lanes (past it a horse never goes back)."""
    y = top
    while y < bottom:
        p.line((x, y), (x, min(bottom, y + 6)), (255, 255, 255), 3)
        y += 11


def hedge(p: Any, r: pygame.Rect) -> None:
    """A brush hedge: a wooden base and three rounded bushes."""
    p.rect(pygame.Rect(r.x + 3, r.bottom - r.h * 0.3, r.w - 6, r.h * 0.2), P.WOOD, 2)
    for i, fx in enumerate((0.3, 0.5, 0.7)):
        rad = r.w * (0.2 if i == 1 else 0.17)
        cy = r.y + r.h * (0.5 if i == 1 else 0.55)
        p.circle((r.x + r.w * fx, cy), rad, HEDGE_DARK)
        p.circle((r.x + r.w * fx - 1, cy - 2), rad * 0.8, HEDGE)


def river(p: Any, r: pygame.Rect) -> None:
    """Open water with ripples."""
    p.rect(r.inflate(-2, -2), WATER, 4)
    for i in range(3):
        y = r.y + r.h * (0.28 + 0.22 * i)
        pts = [(r.x + 4 + t * (r.w - 8) / 6, y + math.sin(t * 1.6 + i) * 2)
               for t in range(7)]
        for a, b in zip(pts, pts[1:]):
            p.line(a, b, WATER_LIGHT, 1)


def horseshoe(p: Any, r: pygame.Rect) -> None:
    """A horseshoe print pressed in the cinder: a U of nail-holed iron."""
    cx, cy, rad = r.centerx, r.centery, r.w * 0.26
    pts = [(cx + rad * math.cos(math.radians(a)), cy - rad * math.sin(math.radians(a)))
           for a in range(-40, 221, 20)]
    for a, b in zip(pts, pts[1:]):
        p.line(a, b, (90, 56, 36), 5)
        p.line(a, b, SHOE, 3)
    for a in pts[2:-2:3]:
        p.circle(a, 1, (60, 40, 30))


def pawn(p: Any, centre: tuple[float, float], size: float, colour: str, number: int,
         dim: bool = False, ring: tuple[int, int, int] | None = None) -> None:
    """A horse pawn: a shadowed disc in the horse's colour, its number always, and the
    colour's pattern when the colour-blind aid is on."""
    x, y = centre
    rad = size * 0.4
    body = L.HORSE_RGB.get(colour, (200, 200, 200))
    alpha = 110 if dim else 255
    p.circle((x + 2, y + 3), rad, (0, 0, 0), alpha=70)
    if ring is not None:
        p.circle((x, y), rad + 4, ring)
    p.circle((x, y), rad, body, alpha=alpha)
    p.circle((x - rad * 0.3, y - rad * 0.35), rad * 0.35, P.lighten(body, 0.35),
             alpha=min(alpha, 140))
    if colour_aid.on(p):
        _pattern(p, (x, y), rad, colour)
    edge = (20, 20, 20) if colour != "black" else (200, 200, 200)
    p.circle((x, y), rad, edge, width=1.5, alpha=alpha)
    ink = P.INK if colour in L.LIGHT else P.WHITE
    p.text(str(number), (x, y + 1), max(10, size * 0.44), ink, "ui_bold", anchor="center",
           alpha=alpha)


def _pattern(p: Any, c: tuple[float, float], rad: float, colour: str) -> None:
    """The colour-blind mark: drawn on the pawn's rim so the number stays readable."""
    kind = L.PATTERN.get(colour, "plain")
    x, y = c
    ink = (20, 20, 20) if colour in L.LIGHT else (245, 245, 245)
    if kind == "ring":
        p.circle((x, y), rad * 0.82, ink, width=2)
    elif kind == "dots":
        for a in range(0, 360, 45):
            p.circle((x + rad * 0.78 * math.cos(math.radians(a)),
                      y + rad * 0.78 * math.sin(math.radians(a))), 1.6, ink)
    elif kind == "stripes":
        for dx in (-0.75, 0.75):
            p.line((x + rad * dx, y - rad * 0.5), (x + rad * dx, y + rad * 0.5), ink, 2)
    elif kind == "bars":
        for dy in (-0.75, 0.75):
            p.line((x - rad * 0.5, y + rad * dy), (x + rad * 0.5, y + rad * dy), ink, 2)
    elif kind == "cross":
        for a in (45, 135, 225, 315):
            ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
            p.line((x + rad * 0.6 * ca, y + rad * 0.6 * sa), (x + rad * 0.95 * ca,
                   y + rad * 0.95 * sa), ink, 2)
    elif kind == "diamond":
        for a in (0, 90, 180, 270):
            ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
            p.circle((x + rad * 0.8 * ca, y + rad * 0.8 * sa), 2.2, ink)
    elif kind == "checks":
        for a in range(0, 360, 60):
            ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
            p.rect(pygame.Rect(x + rad * 0.78 * ca - 1.5, y + rad * 0.78 * sa - 1.5, 3, 3), ink)


def ticket(p: Any, r: pygame.Rect, slots: Sequence[int | None] | None, view: dict[str, Any],
           made: bool) -> None:
    """A prediction ticket: three slots (1st/2nd/3rd) with the horses, or its back."""
    if slots is None:
        p.rect(r, (70, 46, 90) if made else (90, 90, 90), 4, alpha=255 if made else 90)
        if made:
            for i in range(3):
                p.line((r.x + 6 + i * 8, r.bottom - 4), (r.x + 14 + i * 8, r.y + 4),
                       (160, 130, 190), 2)
            p.text("TG", r.center, 11, P.CREAM, "ui_bold", anchor="center")
        return
    p.rect(r, TICKET, 4)
    p.rect(r, P.BRASS_DARK, 4, width=1)
    w = r.w / 3
    for i, h in enumerate(slots[:3]):
        cx = r.x + w * (i + 0.5)
        if h is None:
            p.text("-", (cx, r.centery), 12, P.INK_FAINT, anchor="center")
        else:
            pawn(p, (cx, r.centery), min(w, r.h) * 1.05, L.colour_of(view, h), h)


def card_back(p: Any, r: pygame.Rect) -> None:
    """A movement card's back: burgundy with a gold border and a horseshoe motif."""
    p.rect(r.move(1, 2), (0, 0, 0), 3, alpha=80)
    p.rect(r, CARD_BACK, 3)
    p.rect(r.inflate(-4, -4), P.BRASS, 2, width=1)
    horseshoe_small(p, r.center, r.w * 0.22)


def horseshoe_small(p: Any, c: tuple[float, float], rad: float) -> None:
    pts = [(c[0] + rad * math.cos(math.radians(a)), c[1] - rad * math.sin(math.radians(a)))
           for a in range(-40, 221, 30)]
    for a, b in zip(pts, pts[1:]):
        p.line(a, b, P.BRASS_LIGHT, 2)


def card_face(p: Any, r: pygame.Rect, card: Any, view: dict[str, Any],
              selected: bool = False, dim: bool = False) -> None:
    """A movement card's face: a horse card (the horse and its number of squares), a
    joker (any horse) or a two-colour card (its two horses)."""
    p.rect(r.move(1, 2), (0, 0, 0), 4, alpha=80)
    p.rect(r, P.HIGHLIGHT if selected else P.CREAM, 4)
    p.rect(r.inflate(-4, -4), P.BRASS_DARK, 3, width=1)
    cx = r.centerx
    if card.kind == "horse":
        col = L.colour_of(view, card.horse)
        p.rect(pygame.Rect(r.x + 4, r.y + 4, r.w - 8, r.h * 0.22), L.HORSE_RGB[col], 2)
        pawn(p, (cx, r.y + r.h * 0.45), r.w * 0.62, col, card.horse)
        p.text(str(card.value), (cx, r.bottom - r.h * 0.2), r.h * 0.26, P.INK, "display",
               anchor="center")
    elif card.kind == "joker":
        for i, col in enumerate(("red", "blue", "green", "yellow")):
            p.rect(pygame.Rect(r.x + 4 + i * (r.w - 8) / 4, r.y + 4, (r.w - 8) / 4 + 1,
                               r.h * 0.22), L.HORSE_RGB[col])
        p.text("J", (cx, r.y + r.h * 0.45), r.h * 0.3, P.BRASS_DARK, "display",
               anchor="center")
        p.text(str(card.value), (cx, r.bottom - r.h * 0.2), r.h * 0.26, P.INK, "display",
               anchor="center")
    else:
        a, b = card.pair
        pawn(p, (cx, r.y + r.h * 0.3), r.w * 0.55, L.colour_of(view, a), a)
        p.text("+", (cx, r.centery + 2), r.h * 0.2, P.INK, "ui_bold", anchor="center")
        pawn(p, (cx, r.bottom - r.h * 0.28), r.w * 0.55, L.colour_of(view, b), b)
    if dim:
        p.rect(r, (60, 60, 60), 4, alpha=120)
