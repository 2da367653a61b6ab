"""Horse Fever's box lid: its tile on "Choose a game", drawn from the title art and sprites.

A lid ``TILE_W`` logical units wide and as tall as the tile: a wooden frame round a night-green
racecourse, the game's name in brass (the title screen's display face), six horses of the
six stables galloping over the turf, the rosette, and the edition line.
"""
from __future__ import annotations

import pygame

from ...services.i18n import _
from ...ui import palette as P
from ...ui import pieces
from ...ui.painter import Painter

TILE_W = 300
COLOURS = ("black", "blue", "green", "red", "yellow", "white")


def draw_lid(p: Painter, h: float, hover: bool) -> None:
    """Draws the lid in ``(0, 0, TILE_W, h)`` of ``p`` (its viewport maps that onto the tile)."""
    w = TILE_W
    outer = pygame.Rect(0, 0, w, round(h))
    p.rect(outer, P.WOOD_DARK, 14)
    p.rect(outer.inflate(-8, -8), P.WOOD, 11)
    lid = outer.inflate(-20, -20)
    p.rect(lid, P.FELT_DARK, 8)
    # The sky fading into the turf: two bands and a white rail between them.
    sky = pygame.Rect(lid.x, lid.y, lid.w, round(lid.h * 0.52))
    p.rect(sky, P.SLATE, 8)
    turf = pygame.Rect(lid.x, sky.bottom, lid.w, lid.bottom - sky.bottom)
    p.rect(turf, P.TURF_A, 8)
    for k in range(0, turf.h, 14):
        p.rect((turf.x, turf.y + k, turf.w, 7), P.TURF_B)
    p.rect((lid.x, sky.bottom - 4, lid.w, 5), P.RAIL)
    # The name in brass, with its dark shadow, as on the title screen.
    p.text("HORSE", (w / 2 + 2, lid.y + 22), 46, P.BRASS_DARK, "display", anchor="midtop")
    p.text("HORSE", (w / 2, lid.y + 20), 46, P.BRASS_LIGHT, "display", anchor="midtop")
    p.text("FEVER", (w / 2 + 2, lid.y + 70), 46, P.BRASS_DARK, "display", anchor="midtop")
    p.text("FEVER", (w / 2, lid.y + 68), 46, P.BRASS_LIGHT, "display", anchor="midtop")
    p.text(_("bet · fix the race · get rich"), (w / 2, lid.y + 122), 13, P.CREAM_DARK, "serif_italic",
           anchor="midtop", max_width=lid.w - 12)
    # Six horses in two ranks over the turf, the front rank a little larger.
    for rank, colours in enumerate((COLOURS[1::2], COLOURS[0::2])):  # the back rank first
        size = 74 + 14 * rank
        top = turf.y + 6 + rank * 58
        for k, colour in enumerate(colours):
            x = lid.x + 8 + k * (lid.w - size - 16) / 2 + (18 if rank == 0 else 0)
            pieces.horse(p, colour, pygame.Rect(round(x), round(top), size, round(size * 0.7)),
                         frame=(k * 2 + rank + (1 if hover else 0)) % 6)
    # The rosette beside FEVER (above the tagline's line: a longer language's tagline, the
    # Italian "… · arricchisciti", takes the whole width) and the edition along the bottom.
    pieces.rosette(p, pygame.Rect(lid.right - 50, lid.y + 72, 38, 38))
    band = pygame.Rect(lid.x, lid.bottom - 34, lid.w, 34)
    p.rect(band, P.WOOD_DARK, 0, alpha=200)
    p.text(_("THE FAMILY GAME · THE BOARD GAME"), (w / 2, band.centery), 11, P.BRASS_LIGHT, "ui_bold",
           anchor="center", max_width=lid.w - 12)
    if hover:
        p.rect(outer, P.HIGHLIGHT, 14, width=3)
