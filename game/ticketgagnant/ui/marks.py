"""The board's marks, each told apart by shape as well as colour: the seats' own marks
(a triangle, square, diamond, star, hexagon or cross: never a disc, which is a horse),
the squares the rules refuse (hatched and crossed), the squares offered (ringed), and the
finish flag on a horse one card could bring home.

Pure drawing on a ``Painter`` from plain values.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from ...ui import palette as P
from . import look as L

REFUSED_INK = (30, 30, 30)


def shape_points(shape: str, centre: tuple[float, float], size: float
                 ) -> list[tuple[float, float]]:
    """The outline of a seat's shape, ``size`` across."""
    x, y = centre
    r = size / 2

    def ring(n: int, start: float, radii: tuple[float, ...] = (1.0,)) -> list[tuple[float, float]]:
        pts = []
        for i in range(n * len(radii)):
            a = math.radians(start + i * 360 / (n * len(radii)))
            k = radii[i % len(radii)]
            pts.append((x + r * k * math.cos(a), y + r * k * math.sin(a)))
        return pts

    if shape == "triangle":
        return ring(3, -90)
    if shape == "square":
        return ring(4, 45, (1.0,))
    if shape == "diamond":
        return ring(4, -90)
    if shape == "star":
        return ring(5, -90, (1.0, 0.45))
    if shape == "hexagon":
        return ring(6, 0)
    # A plus-shaped cross.
    t = r * 0.36
    return [(x - t, y - r), (x + t, y - r), (x + t, y - t), (x + r, y - t), (x + r, y + t),
            (x + t, y + t), (x + t, y + r), (x - t, y + r), (x - t, y + t), (x - r, y + t),
            (x - r, y - t), (x - t, y - t)]


def seat_mark(p: Any, centre: tuple[float, float], size: float, seat: int) -> None:
    """A seat's marker: its shape in its colour, outlined dark."""
    shape, colour = L.seat_mark(seat)
    pts = shape_points(shape, centre, size)
    p.polygon([(x + 1, y + 1.5) for x, y in pts], (0, 0, 0))
    p.polygon(pts, colour)
    # A light edge: the darker marks (brown) stand out on the green board too.
    p.polygon(pts, P.CREAM, width=1)


def refused(p: Any, r: pygame.Rect) -> None:
    """A square the rules refuse for the choice at hand: darkened, hatched and crossed,
    so it never reads as a free square whatever the colours look like."""
    p.rect(r.inflate(-2, -2), (40, 40, 40), 3, alpha=130)
    with p.clip(r.inflate(-2, -2)):
        for x in range(r.x - r.h, r.right, 7):
            p.line((x, r.bottom), (x + r.h, r.y), (230, 230, 230), 1, alpha=150)
    k = r.w * 0.18
    cx, cy = r.right - k - 3, r.y + k + 3
    p.circle((cx, cy), k + 2, (250, 250, 250))
    p.line((cx - k * 0.6, cy - k * 0.6), (cx + k * 0.6, cy + k * 0.6), P.BAD, 2)
    p.line((cx - k * 0.6, cy + k * 0.6), (cx + k * 0.6, cy - k * 0.6), P.BAD, 2)


def offered(p: Any, r: pygame.Rect) -> None:
    """A square offered for the choice at hand: lit and ringed."""
    r = r.inflate(-3, -3)
    p.rect(r, P.HIGHLIGHT, 4, alpha=110)
    p.rect(r, P.HIGHLIGHT, 4, width=3)


def flag(p: Any, foot: tuple[float, float], size: float) -> None:
    """A small chequered finish flag on a pole, standing on ``foot``."""
    x, y = foot
    h = size
    p.line((x, y), (x, y - h), P.INK, 2)
    w, fh = h * 0.7, h * 0.45
    cloth = pygame.Rect(round(x), round(y - h), round(w), round(fh))
    p.rect(cloth, (250, 250, 250))
    n = 3
    cw, ch = w / n, fh / 2
    for i in range(n):
        for j in range(2):
            if (i + j) % 2 == 0:
                p.rect(pygame.Rect(x + i * cw, y - h + j * ch, cw + 0.5, ch + 0.5), P.INK)
    p.rect(cloth, P.INK, width=1)
