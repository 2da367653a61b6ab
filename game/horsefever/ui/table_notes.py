"""Notes drawn over the table: the hot-seat "NAME's turn" banner and the warning ribbon.

The banner takes the place of the "Pass to NAME" screen when the next human's turn shows
no secret (``pass_rule``): people sharing the screen see whose turn it is, every time.
It never blocks anything: bots and the decision panel go on under it, and any key or
click (or the turn ending) takes it away at once.
"""
from __future__ import annotations

import pygame

from ...ui import palette as P
from . import table_layout as L
from ...ui.painter import Painter

BANNER_S = 1.3  # how long the banner stays (seconds)
FADE_S = 0.3  # it fades out over its last moments
ALPHA_STEP = 32  # translucent surfaces are cached per alpha: a few steps are enough


class TurnBanner:
    """A short-lived "NAME's turn" band across the middle of the track."""

    def __init__(self) -> None:
        self.text = ""
        self.sub = ""
        self.left = 0.0

    @property
    def active(self) -> bool:
        return self.left > 0

    def show(self, text: str, sub: str = "") -> None:
        self.text, self.sub, self.left = text, sub, BANNER_S

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - max(0.0, dt))

    def dismiss(self) -> None:
        self.left = 0.0

    def draw(self, p: Painter) -> None:
        if not self.active:
            return
        fade = min(1.0, self.left / FADE_S)
        alpha = max(ALPHA_STEP, min(255, round(255 * fade / ALPHA_STEP) * ALPHA_STEP))
        r = pygame.Rect(0, 0, 520, 92 if self.sub else 64)
        r.center = L.TRACK.center
        p.rect(r, P.INK, 12, alpha=min(alpha, 225))
        p.rect(r, P.BRASS, 12, width=2, alpha=alpha)
        y = r.y + 10
        p.text(self.text, (r.centerx, y), 34, P.CREAM, "display", anchor="midtop", max_width=r.w - 30,
               alpha=alpha)
        if self.sub:
            p.text(self.sub, (r.centerx, y + 46), 16, P.CREAM_DARK, "ui_medium", anchor="midtop",
                   max_width=r.w - 30, alpha=alpha)


def draw_ribbon(p: Painter, text: str) -> None:
    """A warning the player must read (an autosave that failed, a resume from the backup):
    cream on dark red, centred just under the top bar, over the track's header row."""
    size = 14
    w = min(1100, p.text_size(text, size, "ui_bold")[0] + 36)
    r = pygame.Rect(round(640 - w / 2), L.TOP.bottom + 3, round(w), 26)
    p.shadow(r, 6, 3, 110)
    p.rect(r, P.BAD, 6)
    p.text(text, r.center, size, P.CREAM, "ui_bold", anchor="center", max_width=w - 24)
