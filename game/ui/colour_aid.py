"""The colour-blind aid (the ``colour_blind`` setting): patterns and big numbers on horses.

Stable tokens and lane plates always carry their stable's pattern and number. With the
setting on, the pieces that otherwise speak only through colour do too: each pawn wears a
saddle cloth in its stable's pattern with its number on a cream panel, like a real racing
number cloth, and a sprint die shows the number large on a patterned ring. With the
setting off nothing here is drawn, so the default look is unchanged.

``Assets.colour_blind`` carries the setting to every painter (the App sets it from the
settings); ``on(p)`` reads it.
"""
from __future__ import annotations

import pygame

from . import fallback_art as FA
from . import palette as P
from .painter import Painter

# Where the cloth sits on a pawn, as fractions of the pawn's rectangle: over the horse's
# barrel, under the rider, bigger than the art's own number cloth.
CLOTH = (0.27, 0.30, 0.46, 0.46)  # x, y, w, h


def on(p: Painter) -> bool:
    """Whether the colour-blind aid is on for this painter's drawing."""
    return bool(getattr(p.assets, "colour_blind", False))


def pattern_tile(p: Painter, colour: str, size: int) -> pygame.Surface:
    """The stable's pattern tile at ``size`` window pixels (the artist's, else drawn)."""
    surf, _ = p.assets.sprite(f"pattern_{colour}", (size, size),
                              lambda w, h: FA.pattern_tile(colour, w), fit="stretch")
    return surf


def _patterned_plate(p: Painter, colour: str, w: int, h: int, tile_px: int, radius: int) -> pygame.Surface:
    """A rounded plate in the stable colour with its pattern tiled over it."""
    plate = FA.patterned((w, h), colour, pattern_tile(p, colour, tile_px))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    plate.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return plate


def cloth_rect(r: pygame.Rect) -> pygame.Rect:
    """The saddle cloth's logical rectangle on a pawn drawn in logical ``r``."""
    x, y, w, h = CLOTH
    return pygame.Rect(round(r.x + r.w * x), round(r.y + r.h * y), round(r.w * w), round(r.h * h))


def saddle_cloth(p: Painter, colour: str, r: pygame.Rect, alpha: int = 255) -> None:
    """The pawn's number cloth: the stable's pattern with its number on a cream panel."""
    c = cloth_rect(r)
    tile_px = max(4, p.px(c.h * 0.42))  # small enough that each side shows a few repeats
    rad = max(1, p.px(c.h * 0.14))

    def make(w: int, h: int) -> pygame.Surface:
        return _patterned_plate(p, colour, w, h, tile_px, rad)

    p.sprite(f"cb_cloth_{colour}", c, make, fit="stretch", tag=("saddle_cloth", colour), alpha=alpha)
    p.rect(c, P.INK, c.h * 0.14, width=1, alpha=alpha)
    # The number panel: cream, as on the tokens, so the digit reads on any pattern.
    panel = pygame.Rect(0, 0, round(c.w * 0.42), round(c.h * 0.78))
    panel.center = c.center
    p.rect(panel, P.CREAM, c.h * 0.12, alpha=alpha)
    p.rect(panel, P.INK, c.h * 0.12, width=1, alpha=alpha)
    p.text(str(P.NUMBER[colour]), (panel.centerx, panel.centery + 0.5), panel.h * 0.95, P.INK,
           "ui_bold", anchor="center", alpha=alpha)
    p.note("number", colour)


def die_face(p: Painter, colour: str, base: pygame.Surface) -> pygame.Surface:
    """A sprint die face (window-scaled ``base``) with its number large on a patterned ring."""
    w, h = base.get_size()

    def make() -> pygame.Surface:
        surf = base.copy()
        d = round(min(w, h) * 0.64)
        ring = _patterned_plate(p, colour, d, d, max(4, d // 2), d // 2)
        cx, cy = round(w * 0.36), round(h * 0.36)  # over the art's own small number, top left
        surf.blit(ring, (cx - d // 2, cy - d // 2))
        pygame.draw.circle(surf, P.INK, (cx, cy), d / 2, max(1, d // 16))
        pygame.draw.circle(surf, P.CREAM, (cx, cy), d * 0.34)
        font = p.assets.font("ui_bold", max(6, round(d * 0.58)))
        digit = font.render(str(P.NUMBER[colour]), True, P.INK)
        box = digit.get_rect(center=(cx, cy + 1))
        surf.blit(digit, box)
        if P.NUMBER[colour] == 6:
            # A die at rest may lie upside down: the bar under the 6 keeps it from reading 9.
            y = box.top + font.get_ascent() + max(1, d // 24)  # just under the baseline
            pygame.draw.line(surf, P.INK, (cx - d * 0.14, y), (cx + d * 0.14, y),
                             max(2, d // 12))
        return surf

    return p.assets.shapes.get_or(("cb-die", colour, w, h), make)
