"""Finish Line's pieces drawn with the painter: dice with their face icons, horse tiles.

Everything here is drawn from primitives (lines, circles, polygons) at any size, so the
same die shows in the tray, on a tile's square, in a panel button and on the box lid.
Nothing here reads or changes game state: callers pass what to draw.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Sequence

import pygame

from ...services.i18n import N_
from ...ui import palette as P

if TYPE_CHECKING:
    from ...ui.painter import Painter

# Die bodies and the ink of their icons, by colour name (data/finish_line.toml).
DIE_BODY = {"white": (242, 238, 226), "green": (40, 128, 72), "red": (178, 40, 36),
            "black": (34, 32, 36), "yellow": (238, 196, 46)}
DIE_INK = {"white": (52, 40, 30), "green": (246, 240, 220), "red": (250, 236, 220),
           "black": (240, 232, 210), "yellow": (60, 40, 20)}
COLOURS = ("white", "green", "red", "black", "yellow")
# The colours' names as words (the log and the pool panel say ``_(colour)``).
COLOUR_WORDS = (N_("white"), N_("green"), N_("red"), N_("black"), N_("yellow"))
PREFIX_COLOUR = {"W": "white", "G": "green", "R": "red", "K": "black", "Y": "yellow"}

# Jockey silks (the tiles' "silks" names) as RGB.
SILKS = {"white": (244, 242, 236), "red": (196, 40, 40), "navy": (30, 40, 96),
         "black": (28, 28, 30), "orange": (232, 124, 30), "pink": (236, 130, 170),
         "green": (40, 132, 64), "blue": (44, 92, 196), "yellow": (240, 206, 50),
         "gold": (212, 166, 52), "purple": (112, 52, 140), "brown": (120, 74, 40),
         "grey": (140, 140, 140), "teal": (30, 140, 140), "maroon": (110, 24, 36),
         "sky": (120, 180, 230), "lime": (150, 200, 60), "silver": (190, 194, 200)}
TRAIT_COLOUR = {"F": (200, 150, 40), "S": (50, 96, 170)}
TILE_W, TILE_H = 104, 150
OUTSIDER_RING = {"outsider_1000": (176, 112, 60), "outsider_2000": (170, 176, 186),
                 "outsider_3000": (232, 186, 48)}


def die_colour(die: str) -> str:
    """A die id's colour ("W3" -> "white")."""
    return PREFIX_COLOUR.get(die[:1], "white")


def silk(name: str) -> tuple[int, int, int]:
    return SILKS.get(name, P.NEUTRAL_CARD)


# ---- dice --------------------------------------------------------------------------------
def draw_die(p: "Painter", centre: tuple[float, float], size: float, colour: str,
             face: str | None, angle: float = 0.0, dim: bool = False,
             ring: tuple[int, int, int] | None = None) -> None:
    """A die seen from above, ``size`` wide, turned by ``angle`` (radians), its face icon
    on top (None: no face yet, the die's colour only)."""
    cx, cy = centre
    h = size / 2
    body = DIE_BODY.get(colour, P.CREAM)
    if dim:
        body = tuple(int(c * 0.55 + 60) for c in body)
    corners = _square(cx, cy, h, angle)
    shade = [(x + size * 0.06, y + size * 0.08) for x, y in corners]
    p.polygon(shade, (0, 0, 0))
    p.polygon(corners, body)
    p.polygon(corners, P.lighten(body, 0.25) if colour != "white" else P.PAPER_SHADE,
              width=max(1.0, size / 22))
    if ring is not None:
        p.polygon(_square(cx, cy, h + 3, angle), ring, width=2.5)
    if face:
        draw_face(p, centre, size * 0.72, face, DIE_INK.get(colour, P.INK), angle)


def _square(cx: float, cy: float, h: float, angle: float) -> list[tuple[float, float]]:
    """A square's corners, slightly chamfered, turned about its centre."""
    c = h * 0.22
    pts = [(-h + c, -h), (h - c, -h), (h, -h + c), (h, h - c), (h - c, h), (-h + c, h),
           (-h, h - c), (-h, -h + c)]
    return [_turn(x, y, angle, cx, cy) for x, y in pts]


def _turn(x: float, y: float, a: float, cx: float, cy: float) -> tuple[float, float]:
    ca, sa = math.cos(a), math.sin(a)
    return (cx + x * ca - y * sa, cy + x * sa + y * ca)


def draw_face(p: "Painter", centre: tuple[float, float], s: float, face: str,
              ink: tuple[int, int, int], angle: float = 0.0) -> None:
    """One face's icon in a box ``s`` wide: horseshoes, whip, helmet, arrows..."""
    cx, cy = centre
    u = s / 2

    def T(x: float, y: float) -> tuple[float, float]:  # face units (-1..1) to screen
        return _turn(x * u, y * u, angle, cx, cy)

    w = max(1.5, s / 11)
    if face == "horseshoe":
        _shoe(p, T, 0, 0.05, 0.62, ink, w * 1.4)
    elif face == "double_horseshoes":
        _shoe(p, T, -0.42, 0.05, 0.42, ink, w)
        _shoe(p, T, 0.42, 0.05, 0.42, ink, w)
    elif face == "logo":  # a chequered flag: the Finish Line
        for i in range(3):
            for j in range(3):
                if (i + j) % 2 == 0:
                    x0, y0 = -0.6 + i * 0.4, -0.6 + j * 0.4
                    p.polygon([T(x0, y0), T(x0 + 0.4, y0), T(x0 + 0.4, y0 + 0.4),
                               T(x0, y0 + 0.4)], ink)
        p.polygon([T(-0.6, -0.6), T(0.6, -0.6), T(0.6, 0.6), T(-0.6, 0.6)], ink, width=1)
    elif face.startswith("outsider_"):
        amount = face.split("_")[1]
        if s < 30:  # on a tile's square: the amount alone, as large as the die allows
            p.text(amount[0] + "k", T(0, 0.02), s * 0.72, ink, "ui_bold", anchor="center")
        else:
            p.polygon([T(*_star(k)) for k in range(10)], ink, width=max(1, w * 0.6))
            p.text(amount[0] + "k", T(0, 0.08), max(8, s * 0.36), ink, "ui_bold",
                   anchor="center")
    elif face == "side_bet":  # two coins changing hands
        p.circle(T(-0.28, 0.1), u * 0.42, ink, width=w)
        p.circle(T(0.28, -0.1), u * 0.42, ink)
        p.text("500", T(0, 0.78), max(7, s * 0.24), ink, "ui_bold", anchor="center")
    elif face == "extra_move":  # a horseshoe saved for later: +1
        _shoe(p, T, -0.3, 0.1, 0.4, ink, w)
        p.line(T(0.25, 0), T(0.85, 0), ink, w)
        p.line(T(0.55, -0.3), T(0.55, 0.3), ink, w)
    elif face == "disqualified":
        p.line(T(-0.6, -0.6), T(0.6, 0.6), ink, w * 1.6)
        p.line(T(0.6, -0.6), T(-0.6, 0.6), ink, w * 1.6)
    elif face == "inside_tip":  # an eye: a tip from the stables
        top = [T(x / 10, -0.45 * math.cos(x / 10 * math.pi / 2)) for x in range(-8, 9)]
        bottom = [T(x / 10, 0.45 * math.cos(x / 10 * math.pi / 2)) for x in range(8, -9, -1)]
        p.polygon(top + bottom, ink, width=w)
        p.circle(T(0, 0), u * 0.22, ink)
    elif face == "tempo_change":  # a horseshoe handed over: two arrows
        p.line(T(-0.7, -0.3), T(0.6, -0.3), ink, w)
        p.polygon([T(0.75, -0.3), T(0.45, -0.55), T(0.45, -0.05)], ink)
        p.line(T(0.7, 0.3), T(-0.6, 0.3), ink, w)
        p.polygon([T(-0.75, 0.3), T(-0.45, 0.05), T(-0.45, 0.55)], ink)
    elif face == "whipping":  # a riding crop
        p.line(T(-0.7, 0.7), T(0.45, -0.45), ink, w * 1.3)
        p.line(T(0.45, -0.45), T(0.75, -0.55), ink, w * 0.7)
        p.line(T(0.45, -0.45), T(0.6, -0.8), ink, w * 0.7)
        p.circle(T(-0.7, 0.7), u * 0.12, ink)
    elif face == "rider_helmet":  # a jockey's cap with its peak
        dome = [T(math.cos(a) * 0.55, -math.sin(a) * 0.6 + 0.2)
                for a in [i * math.pi / 12 for i in range(13)]]
        p.polygon(dome, ink)
        p.polygon([T(-0.55, 0.2), T(0.85, 0.2), T(0.85, 0.36), T(-0.55, 0.36)], ink)
    elif face == "interference":  # three tiles, swapped
        for i, x in enumerate((-0.6, -0.1, 0.4)):
            p.polygon([T(x, -0.15), T(x + 0.3, -0.15), T(x + 0.3, 0.55), T(x, 0.55)], ink,
                      width=0 if i == 1 else max(1, w * 0.6))
        p.line(T(-0.45, -0.35), T(0.55, -0.35), ink, w * 0.8)
        p.polygon([T(0.72, -0.35), T(0.45, -0.6), T(0.45, -0.1)], ink)
    elif face == "dead_even":
        p.polygon([T(-0.6, -0.38), T(0.6, -0.38), T(0.6, -0.12), T(-0.6, -0.12)], ink)
        p.polygon([T(-0.6, 0.12), T(0.6, 0.12), T(0.6, 0.38), T(-0.6, 0.38)], ink)
    elif face == "losing_speed":  # two chevrons pointing back
        for x in (-0.1, 0.35):
            p.line(T(x, -0.5), T(x - 0.45, 0), ink, w * 1.2)
            p.line(T(x - 0.45, 0), T(x, 0.5), ink, w * 1.2)
    # "blank" and unknown faces: the bare die


def _shoe(p: "Painter", T, x: float, y: float, r: float, ink: tuple[int, int, int],
          w: float) -> None:
    """A horseshoe: an arc open at the bottom, with its nail holes."""
    pts = [T(x + r * math.cos(a), y - r * math.sin(a))
           for a in [math.radians(-50 + i * 14) for i in range(21)]]
    for a, b in zip(pts, pts[1:]):
        p.line(a, b, ink, w)


def _star(k: int) -> tuple[float, float]:
    a = -math.pi / 2 + k * math.pi / 5
    r = 0.82 if k % 2 == 0 else 0.5
    return (r * math.cos(a), r * math.sin(a) + 0.05)


# ---- horse tiles ---------------------------------------------------------------------------
def draw_tile(p: "Painter", r: pygame.Rect, number: int, trait: str, squares: Sequence,
              silks: Sequence[str], odds: int | None = None,
              faces: dict[str, str] | None = None, highlight: bool = False,
              dim: bool = False) -> None:
    """A horse tile: its number, the jockey's colours, its F/S badge and squares (a die
    on a square is drawn on it, with its face if ``faces`` knows it)."""
    f = r.w / TILE_W  # everything scales with the tile (the box lid draws small ones)
    p.shadow(r, 8 * f, 4 * f, 90)
    paper = P.CREAM if not dim else P.PAPER_SHADE
    p.rect(r, paper, 8 * f)
    a, b = (silk(silks[0]), silk(silks[1])) if len(silks) >= 2 else (P.INK, P.CREAM)
    band = pygame.Rect(r.x, r.y, r.w, round(30 * f))
    p.rect(band, a, 8 * f)
    p.rect(pygame.Rect(r.x, r.y + round(18 * f), r.w, round(12 * f)), a)
    for i in range(4):  # the silks' stripes
        p.rect(pygame.Rect(round(r.x + 10 * f + i * (r.w - 20 * f) / 4), round(r.y + 4 * f),
                           round((r.w - 20 * f) / 8), round(24 * f)), b)
    p.rect(r, P.BRASS if highlight else P.INK_SOFT, 8 * f, width=3 if highlight else 1.5)
    # the jockey: a cap in the two colours
    cap, cr = (r.x + 19 * f, r.y + 50 * f), 11 * f
    p.circle(cap, cr, a)
    p.polygon([(cap[0] - cr, cap[1]), (cap[0] + cr, cap[1]), (cap[0] + cr, cap[1] + 3 * f),
               (cap[0] - cr, cap[1] + 3 * f)], b)
    p.polygon([(cap[0] + 5 * f, cap[1] + f), (cap[0] + 19 * f, cap[1] + 3 * f),
               (cap[0] + 5 * f, cap[1] + 4 * f)], b)
    p.circle(cap, cr, P.INK, width=1.2)
    p.text(str(number), (r.centerx + 16 * f, r.y + 56 * f), 36 * f, P.INK, "display",
           anchor="center")
    if odds is not None:
        p.text(f"{odds}x", (r.centerx, r.y + 90 * f), 15 * f, P.INK_SOFT, "ui_bold",
               anchor="center")
    # the squares: the printed F/S square first
    for i, (content, cell) in enumerate(zip(squares, square_rects(r, len(squares)))):
        sq = cell.w
        if content == "#":
            p.rect(cell, TRAIT_COLOUR.get(trait, P.INK_SOFT), 4)
            p.text(trait, cell.center, sq * 0.7, P.WHITE, "ui_bold", anchor="center")
        elif content:
            colour = die_colour(str(content))
            face = (faces or {}).get(str(content))
            # An Outsider's amount in a ring of its own (bronze, silver, gold): the three
            # green dice on the tiles tell apart at a glance.
            ring = OUTSIDER_RING.get(face or "")
            draw_die(p, cell.center, sq, colour, face, ring=ring)
        else:
            p.rect(cell, P.CREAM_DARK, 4)
            p.rect(cell, P.INK_FAINT, 4, width=1)


def square_rects(r: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where a tile's squares are drawn (as ``draw_tile`` lays them out)."""
    n, f = max(1, count), r.w / TILE_W
    sq = int(min(26 * f, (r.w - 12 * f) / n - 4 * f))
    x0 = r.centerx - (n * (sq + 4 * f) - 4 * f) / 2
    y0 = r.bottom - sq - 12 * f
    return [pygame.Rect(round(x0 + i * (sq + 4 * f)), round(y0), sq, sq) for i in range(count)]
