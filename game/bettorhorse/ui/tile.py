"""Bettor Horse's tile on "Choose a game": a box lid, two colour decks facing each other
across the felt, a big speed on each top card, the title on a brass plaque."""
from __future__ import annotations

import pygame

from ...services.resources import fonts_dir, sprites_dir
from ...ui import palette as P

_CACHE: dict[tuple, pygame.Surface | None] = {}


def _art(name: str, w: int, h: int) -> pygame.Surface | None:
    """A card sprite scaled (cached; None when the file is missing)."""
    key = (name, w, h)
    if key not in _CACHE:
        path = sprites_dir() / "bettorhorse" / f"{name}.png"
        _CACHE[key] = (pygame.transform.smoothscale(pygame.image.load(str(path)), (w, h))
                       if path.is_file() else None)
    return _CACHE[key]


def _font(px: int) -> pygame.font.Font:
    path = fonts_dir() / "Limelight-Regular.ttf"
    return pygame.font.Font(str(path) if path.is_file() else None, px)


def _card(code: str, speed: str, w: int, h: int) -> pygame.Surface:
    """A top card: the deck's face with its speed printed big."""
    key = ("card", code, speed, w, h)
    if key not in _CACHE:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        face = _art(f"face_{code}", w, h)
        if face is not None:
            s.blit(face, (0, 0))
        num = _font(int(h * 0.42)).render(speed, True, P.INK)
        s.blit(num, num.get_rect(center=(w // 2, h // 2)))
        _CACHE[key] = s
    return _CACHE[key]  # type: ignore[return-value]


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, hover: bool) -> None:
    """The box lid (``hover``: lit)."""
    face = P.lighten(P.FELT, 0.12) if hover else P.FELT
    pygame.draw.rect(surface, face, rect, border_radius=10)
    pygame.draw.rect(surface, P.BRASS, rect, 3, border_radius=10)
    inner = rect.inflate(-14, -14)
    pygame.draw.rect(surface, P.BRASS_DARK, inner, 1, border_radius=7)
    ch = int(rect.h * 0.42)
    cw = ch * 100 // 140
    cy = rect.y + int(rect.h * 0.40)
    for code, speed, side, back in (("R", "8", -1, "back_wet"), ("B", "7", 1, "back_dry")):
        cx = rect.centerx + side * int(cw * 0.62)
        for j in range(4, 0, -1):  # the deck under the top card, fanned outwards
            b = _art(back, cw, ch)
            if b is not None:
                rb = pygame.transform.rotate(b, -side * (8 + 3 * j))
                surface.blit(rb, rb.get_rect(center=(cx + side * j * 3, cy + j)))
        top = pygame.transform.rotate(_card(code, speed, cw, ch), -side * 6)
        surface.blit(top, top.get_rect(center=(cx, cy)))
    plaque = pygame.Rect(0, 0, int(rect.w * 0.8), int(rect.h * 0.15))
    plaque.center = (rect.centerx, rect.bottom - int(rect.h * 0.16))
    pygame.draw.rect(surface, P.WOOD_DARK, plaque, border_radius=6)
    pygame.draw.rect(surface, P.BRASS, plaque, 2, border_radius=6)
    title = _font(max(12, int(plaque.h * 0.55))).render("Bettor Horse", True, P.CHALK_YELLOW)
    if title.get_width() > plaque.w - 12:
        title = pygame.transform.smoothscale(
            title, (plaque.w - 12, int(title.get_height() * (plaque.w - 12) / title.get_width())))
    surface.blit(title, title.get_rect(center=plaque.center))
