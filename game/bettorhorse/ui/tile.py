"""Bettor Horse's tile on "Choose a game": a box lid with two facing colour decks and a
big speed number on each top card."""
from __future__ import annotations

import pygame

from ...i18n import _
from ...resources import sprites_dir
from ...ui import palette as P

_CACHE: dict[tuple[str, int, int], pygame.Surface | None] = {}


def _art(name: str, w: int, h: int) -> pygame.Surface | None:
    """A card sprite scaled (cached; None when the file is missing)."""
    key = (name, w, h)
    if key not in _CACHE:
        path = sprites_dir() / "bettorhorse" / f"{name}.png"
        _CACHE[key] = (pygame.transform.smoothscale(pygame.image.load(str(path)), (w, h))
                       if path.is_file() else None)
    return _CACHE[key]


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, hover: bool) -> None:
    """The box lid (``hover``: lit)."""
    face = P.lighten(P.FELT, 0.12) if hover else P.FELT
    pygame.draw.rect(surface, face, rect, border_radius=10)
    pygame.draw.rect(surface, P.BRASS, rect, 3, border_radius=10)
    ch = int(rect.h * 0.52)
    cw = ch * 100 // 140
    big = pygame.font.Font(None, int(ch * 0.62))
    for k, (code, speed, dx) in enumerate((("R", "8", -1), ("B", "7", 1))):
        for j in range(3, -1, -1):  # a little deck under the top card
            x = rect.centerx + dx * (cw // 2 + 8) - cw // 2 + dx * j * 2
            y = rect.y + rect.h * 0.12 - j * 2
            img = _art(f"face_{code}" if j == 0 else "back_dry" if k else "back_wet", cw, ch)
            if img is not None:
                surface.blit(img, (x, y))
        num = big.render(speed, True, P.INK)
        surface.blit(num, num.get_rect(center=(rect.centerx + dx * (cw // 2 + 8),
                                               rect.y + rect.h * 0.12 + ch // 2)))
    title = pygame.font.Font(None, max(18, rect.h // 6)).render("Bettor Horse", True, P.CREAM)
    surface.blit(title, title.get_rect(center=(rect.centerx, rect.bottom - rect.h * 0.24)))
    sub = pygame.font.Font(None, max(14, rect.h // 11)).render(
        _("the card duel, 2-8 players"), True, P.BRASS_LIGHT)
    surface.blit(sub, sub.get_rect(center=(rect.centerx, rect.bottom - rect.h * 0.1)))
