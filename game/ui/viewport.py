"""The fixed logical table size, scaled into any window with its aspect ratio kept.

Everything is laid out in logical coordinates (``LOGICAL_W`` x ``LOGICAL_H``). The viewport
turns them into window pixels: one uniform scale plus an offset that centres the table
(the letterbox bars fill the rest). Drawing happens directly at window resolution (the
painter multiplies every coordinate and font size), so text stays crisp at any size
instead of being a blurred upscale of a small picture.

The app's viewport (``for_window``) never lays the table out smaller than the window's
minimum size: a window manager may still hand the game a sliver of a window (1×1, 3×2000),
and pygame_gui cannot set text in a box narrower than a word. Such a window shows the part
of the minimum-size table that fits; the window itself keeps to the minimum (``window.py``).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..services.settings import MIN_WINDOW

LOGICAL_W = 1280
LOGICAL_H = 720
LOGICAL_SIZE = (LOGICAL_W, LOGICAL_H)


@dataclass(frozen=True)
class Viewport:
    """How logical coordinates map onto a window of ``window`` pixels."""

    window: tuple[int, int]
    scale: float
    ox: float
    oy: float

    @classmethod
    def fit(cls, window: tuple[int, int]) -> "Viewport":
        """Returns the largest centred, aspect-kept fit of the logical table in ``window``."""
        w, h = max(1, window[0]), max(1, window[1])
        s = min(w / LOGICAL_W, h / LOGICAL_H)
        return cls((w, h), s, (w - LOGICAL_W * s) / 2, (h - LOGICAL_H * s) / 2)

    @classmethod
    def for_window(cls, window: tuple[int, int]) -> "Viewport":
        """The app's viewport for a window of ``window`` pixels: ``fit``, laid out at
        ``MIN_WINDOW`` at least in each direction (what does not fit the window is cut off)."""
        return cls.fit((max(MIN_WINDOW[0], window[0]), max(MIN_WINDOW[1], window[1])))

    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float]:
        """Window pixel -> logical point (may fall outside the table, in a letterbox bar)."""
        return ((pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale)

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Logical point -> window pixel."""
        return (round(pos[0] * self.scale + self.ox), round(pos[1] * self.scale + self.oy))

    def rect(self, r: pygame.Rect | tuple[float, float, float, float]) -> pygame.Rect:
        """Logical rectangle -> window rectangle (edges rounded so neighbours still touch)."""
        x, y, w, h = r
        x0, y0 = self.to_window((x, y))
        x1, y1 = self.to_window((x + w, y + h))
        return pygame.Rect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))

    def px(self, v: float) -> int:
        """A logical length in window pixels (at least 1 for a positive length)."""
        return max(1, round(v * self.scale)) if v > 0 else 0

    @property
    def table_rect(self) -> pygame.Rect:
        """The window rectangle the logical table covers."""
        return self.rect((0, 0, LOGICAL_W, LOGICAL_H))
