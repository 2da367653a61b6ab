"""The box lid on "Choose a game": a corner of the racecourse grid with pawns racing for
the finish and a prediction ticket, drawn on a plain surface (no painter there)."""
from __future__ import annotations

import pygame

from ...ui import palette as P
from .look import HORSE_RGB


def draw_lid(surface: pygame.Surface, rect: pygame.Rect, hover: bool) -> None:
    pygame.draw.rect(surface, (40, 84, 40), rect, border_radius=10)
    cols, lanes = 8, 4
    c = min((rect.w - 20) // cols, (rect.h - 50) // lanes)
    gx, gy = rect.x + 10, rect.y + 40
    for col in range(cols):
        for lane in range(lanes):
            shade = (64, 124, 52) if col % 2 else (76, 138, 60)
            pygame.draw.rect(surface, shade, (gx + col * c, gy + lane * c, c, c))
    for y in range(gy, gy + lanes * c, 8):  # the dotted line
        pygame.draw.line(surface, (255, 255, 255), (gx + 5 * c, y), (gx + 5 * c, y + 4), 2)
    for lane in range(lanes * 2):  # the chequered finish
        for k in range(2):
            if (lane + k) % 2 == 0:
                pygame.draw.rect(surface, (240, 240, 240),
                                 (gx + (cols - 1) * c + k * c // 2, gy + lane * c // 2,
                                  c // 2, c // 2))
    spots = ((6, 0, "red", 1), (4, 1, "blue", 2), (5, 2, "yellow", 4), (3, 3, "purple", 8))
    font = pygame.font.Font(None, max(12, c // 2))
    for col, lane, colour, n in spots:
        centre = (gx + col * c + c // 2, gy + lane * c + c // 2)
        pygame.draw.circle(surface, HORSE_RGB[colour], centre, c * 2 // 5)
        pygame.draw.circle(surface, (20, 20, 20), centre, c * 2 // 5, 1)
        t = font.render(str(n), True, P.INK if colour == "yellow" else P.WHITE)
        surface.blit(t, t.get_rect(center=centre))
    tk = pygame.Rect(rect.right - rect.w // 3 - 6, rect.bottom - rect.h // 4 - 4,
                     rect.w // 3, rect.h // 4)
    pygame.draw.rect(surface, (246, 236, 206), tk, border_radius=4)
    pygame.draw.rect(surface, P.BRASS_DARK, tk, 1, border_radius=4)
    title = pygame.font.Font(None, max(18, rect.h // 7)).render("Ticket Gagnant", True,
                                                                P.CREAM)
    surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 8)))
    pygame.draw.rect(surface, P.BRASS_LIGHT if hover else P.BRASS, rect, 3, border_radius=10)
