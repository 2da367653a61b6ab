"""Ticket Gagnant's box lid on "Choose a game": a wooden frame round a corner of the grid
racecourse (mown turf, the dotted line, the chequered finish) with pawns racing for it, the
name in brass, and a prediction ticket with its three slots filled in. Drawn with a
``Painter`` whose viewport maps ``(0, 0, TILE_W, h)`` onto the tile (as Horse Fever's)."""
from __future__ import annotations

from typing import Any

import pygame

from ...services.i18n import _
from ...ui import palette as P
from ...ui.assets import Assets
from ...ui.painter import Painter
from ...ui.viewport import Viewport
from . import art

TILE_W = 300
PAWNS = ((6, 1, "red", 1), (4, 2, "blue", 2), (5, 3, "yellow", 4), (2, 4, "green", 3),
         (3, 5, "purple", 8), (5, 6, "orange", 7))
_ASSETS: list[Assets] = []


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, hover: bool) -> None:
    if not _ASSETS:
        _ASSETS.append(Assets())  # fonts, loaded once on first use
    vp = Viewport(surface.get_size(), rect.w / TILE_W, rect.x, rect.y)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    try:
        draw_lid(Painter(surface, vp, _ASSETS[0]), rect.h * TILE_W / rect.w, hover)
    finally:
        surface.set_clip(clip)


def draw_lid(p: Any, h: float, hover: bool) -> None:
    w = TILE_W
    outer = pygame.Rect(0, 0, w, round(h))
    p.rect(outer, P.WOOD_DARK, 14)
    p.rect(outer.inflate(-8, -8), P.WOOD_LIGHT if hover else P.WOOD, 11)
    lid = outer.inflate(-20, -20)
    p.rect(lid, P.FELT_DARK, 8)
    p.text("TICKET", (w / 2 + 2, lid.y + 14), 40, P.BRASS_DARK, "display", anchor="midtop")
    p.text("TICKET", (w / 2, lid.y + 12), 40, P.BRASS_LIGHT, "display", anchor="midtop")
    p.text("GAGNANT", (w / 2 + 2, lid.y + 56), 40, P.BRASS_DARK, "display", anchor="midtop")
    p.text("GAGNANT", (w / 2, lid.y + 54), 40, P.BRASS_LIGHT, "display", anchor="midtop")
    p.text(_("push · predict · win"), (w / 2, lid.y + 100), 13, P.CREAM_DARK, "serif_italic",
           anchor="midtop")
    cols, lanes, c = 8, 6, (lid.w - 16) // 8
    g = pygame.Rect(lid.x + 8, lid.y + 126, c * cols, c * lanes)
    p.rect(g.inflate(8, 8), P.RAIL, 4)
    for col in range(cols):
        p.rect(pygame.Rect(g.x + col * c, g.y, c, g.h), art.TURF_A if col % 2 else art.TURF_B)
    for lane in range(1, lanes):
        p.line((g.x, g.y + lane * c), (g.right, g.y + lane * c), P.RAIL, 1, alpha=110)
    s = c / 3
    for row in range(lanes * 3):
        for k in range(3):
            if (row + k) % 2 == 0:
                p.rect(pygame.Rect(g.right - c + k * s, g.y + row * s, s + 1, s + 1),
                       (245, 245, 245), alpha=110)
    y = g.y
    while y < g.bottom:
        p.line((g.x + 5 * c, y), (g.x + 5 * c, min(g.bottom, y + 5)), P.WHITE, 2)
        y += 9
    art.hedge(p, pygame.Rect(g.x + 3 * c, g.y + 3 * c, c, c))
    for col, lane, colour, n in PAWNS:
        art.pawn(p, (g.x + (col + 0.5) * c, g.y + (lane - 0.5) * c), c, colour, n)
    tk = pygame.Rect(lid.x + 24, g.bottom + 16, lid.w - 48, min(54, lid.bottom - g.bottom - 24))
    if tk.h > 24:
        p.rect(tk.move(2, 3), (0, 0, 0), 6, alpha=80)
        art.ticket(p, tk, [1, 4, 2], {}, True)
