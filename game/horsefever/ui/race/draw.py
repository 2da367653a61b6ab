"""Drawing helpers for the show: sprites scaled, turned and faded; cached offscreen pictures.

Sizes are rounded to a few steps (``quant``) so that a growing puff or a popping rosette
reuses a handful of cached scaled images instead of scaling a new one every frame, and
``preload`` asks for every one of them before the race starts (no loading mid-race).
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from ....ui import colour_aid
from ....ui import fallback_art as FA
from ....ui.painter import Painter
from ..track_squares import PAWN
from ....ui.viewport import Viewport
from .geometry import DIE

# Sizes (logical px) the show draws its sprites at; everything is preloaded at these.
DUST_SIZES = (12, 16, 20, 24, 28, 32, 36)
COIN_SIZE = 18
NOTE_SIZE = (34, 18)
ROSETTE_SIZES = (16, 22, 28, 34, 40)
BANNER_SIZE = (168, 48)


def quant(v: float, steps: tuple[int, ...]) -> int:
    """The nearest of ``steps`` to ``v``."""
    return min(steps, key=lambda s: abs(s - v))


def _blank(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def _dust(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(4, 0, -1):
        pygame.draw.circle(s, (196, 176, 132, 40), (w // 2, h // 2), max(1, w * k // 9))
    return s


def _coin(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.circle(s, (201, 161, 74), (w // 2, h // 2), min(w, h) // 2)
    pygame.draw.circle(s, (132, 98, 40), (w // 2, h // 2), min(w, h) // 2, max(1, w // 8))
    return s


FALLBACKS: dict[str, Callable[[int, int], pygame.Surface]] = {
    "dust_puff": _dust, "coin": _coin, "finish_banner": _blank,
    "banknote_100": FA.banknote, "banknote_500": FA.banknote, "banknote_1000": FA.banknote,
    "rosette_vp": FA.rosette,
}


def sprite_surface(p: Painter, name: str | tuple[str, ...], size: tuple[float, float],
                   fallback: Callable[[int, int], pygame.Surface] | None = None,
                   fit: str = "contain") -> pygame.Surface:
    """The sprite scaled to a logical size at the window's scale (cached by the assets)."""
    first = name if isinstance(name, str) else name[0]
    fb = fallback or FALLBACKS.get(first, _blank)
    surf, _ = p.assets.sprite(name, (p.px(size[0]), p.px(size[1])), fb, fit)
    return surf


def die_surface(p: Painter, colour: str) -> pygame.Surface:
    """A thrown die's face at the window's scale; with the colour-blind aid on, the one
    that also shows the horse's number large on its stable's pattern."""
    surf = sprite_surface(p, f"die_face_{colour}", (DIE, DIE), partial(FA.die_face, colour))
    return colour_aid.die_face(p, colour, surf) if colour_aid.on(p) else surf


def blit_center(p: Painter, surf: pygame.Surface, center: tuple[float, float], angle: float = 0.0,
                alpha: int = 255, scale_x: float = 1.0) -> None:
    """Blits a window-scaled surface centred on a logical point, turned and faded."""
    if scale_x < 0.999:
        w = max(1, round(surf.get_width() * max(0.0, scale_x)))
        surf = pygame.transform.scale(surf, (w, surf.get_height()))
    if angle:
        surf = pygame.transform.rotate(surf, angle)
    if alpha < 255:
        surf = surf.copy() if not angle and scale_x >= 0.999 else surf
        surf.set_alpha(max(0, alpha))
    c = p.P(center)
    p.surface.blit(surf, surf.get_rect(center=c))


def picture(p: Painter, key: object, size: tuple[int, int], draw: Callable[[Painter], None]) -> pygame.Surface:
    """Something drawn once with the painter into an offscreen surface (cached per scale).

    Used for the faces of cards that flip: the face is drawn once at full width, then only
    squeezed each frame.
    """
    w, h = p.px(size[0]), p.px(size[1])

    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        sub = Painter(surf, Viewport((w, h), p.scale, 0, 0), p.assets)
        draw(sub)
        return surf

    return p.assets.shapes.get_or(("race-picture", key, w, h), make)


def preload(p: Painter, colours: tuple[str, ...]) -> int:
    """Loads and scales every sprite the show uses at this window scale; returns how many."""
    n = 0
    for s in DUST_SIZES:
        sprite_surface(p, "dust_puff", (s, s))
        n += 1
    for c in colours:
        die_surface(p, c)
        n += 1
    for s in ROSETTE_SIZES:
        sprite_surface(p, "rosette_vp", (s * 0.8, s))
        n += 1
    sprite_surface(p, "coin", (COIN_SIZE, COIN_SIZE))
    for note in ("banknote_100", "banknote_500", "banknote_1000"):
        sprite_surface(p, note, NOTE_SIZE)
    sprite_surface(p, "finish_banner", BANNER_SIZE)
    pawn = pygame.Rect((0, 0), PAWN)
    for c in colours:  # the gallop frames at pawn size (pieces.horse asks for exactly these)
        for f in range(6):
            p.assets.sprite((f"horse_{c}_{f}", f"horse_{c}_0", f"horse_{c}"), p.R(pawn).size,
                            partial(FA.horse, c), "contain")
            n += 1
    # The fonts of banners, labels and the photo caption, so no font file is opened mid-race.
    for role, size in (("display", 32), ("display", 20), ("serif_italic", 15), ("serif_italic", 12),
                       ("ui_bold", 13), ("ui_bold", 15), ("ui_bold", 18), ("ui_bold", 12)):
        p.assets.font(role, max(6, round(size * p.scale)))
    return n + 5
