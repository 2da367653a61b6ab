"""The race show's effects: dust, the finish-line flash, money flying to the panels.

Effects run alongside the blocking clips and never hold the next event back.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ....fx.tween import ease_in_out, ease_out, ease_out_back
from ....services.i18n import _
from ....services.numbers import money
from ....ui import palette as P
from .. import table_layout as L
from ....ui.painter import Painter
from . import draw as D
from .clip_base import Clip, squares_of
from .clip_base import phase as _phase
from .geometry import arc
from .view import RaceView

if TYPE_CHECKING:
    from .show import RaceShow


class Effect(Clip):
    blocking = False


class Dust(Effect):
    """A puff kicked up behind a galloping horse."""

    def __init__(self, at: tuple[float, float], r: float) -> None:
        super().__init__(0.55 + 0.2 * r)
        self.x, self.y = at
        self.drift = 8 + 10 * r

    def draw(self, p: Painter, show: "RaceShow") -> None:
        k = self.k
        size = D.quant(12 + 24 * ease_out(k), D.DUST_SIZES)
        surf = D.sprite_surface(p, "dust_puff", (size, size))
        D.blit_center(p, surf, (self.x - self.drift * k, self.y - 6 * k), alpha=int(170 * (1 - k)))


class FinishFlash(Effect):
    """The finish banner flashes over the lane of a horse crossing the line."""

    def __init__(self, lane: int) -> None:
        super().__init__(0.9)
        self.lane = lane

    def draw(self, p: Painter, show: "RaceShow") -> None:
        k = self.k
        line = squares_of(show).rect(self.lane, squares_of(show).finish)
        lane = L.lane_rect(self.lane)
        a = int(200 * (1 - k))
        p.rect((line.x, lane.y, line.w, lane.h), (255, 250, 230), alpha=a)
        surf = D.sprite_surface(p, "finish_banner", D.BANNER_SIZE)
        pulse = 1 + 0.08 * math.sin(k * math.pi * 4)
        w = surf.get_width() * pulse
        D.blit_center(p, pygame.transform.smoothscale(surf, (round(w), surf.get_height())) if pulse != 1 else surf,
                      (line.centerx, lane.y + 2), alpha=int(255 * (1 - k ** 3)))


class Money(Effect):
    """Coins or banknotes flying from the bank to a player's panel; the balance counts up."""

    def __init__(self, seat: int, n_players: int, before: tuple[int, int], after: tuple[int, int]) -> None:
        super().__init__(1.3)
        self.seat, self.n, self.before, self.after = seat, n_players, before, after
        self.gain = after[0] - before[0]
        self.vp = after[1] - before[1]
        self._coins = 3 if self.gain < 500 else 5 if self.gain < 2000 else 7
        self._clinked = False

    def start(self, show: "RaceShow") -> None:
        show.sfx("coins", 0.8)

    def apply(self, view: RaceView) -> None:
        k = round(_phase(self.t, 0.45, 1.0) * 8) / 8  # eight steps: the panels redraw 8 times, not every frame
        d = round(self.before[0] + self.gain * k)
        v = self.after[1] if self.t > 0.9 else self.before[1]
        view.money[self.seat] = (d, v)

    def draw(self, p: Painter, show: "RaceShow") -> None:
        from .geometry import BANK
        panel = L.panel_rect(self.seat, self.n)
        to = (panel.x + 60, panel.y + 69)
        for i in range(self._coins):
            k = _phase(self.t, i * 0.07, 0.55 + i * 0.07)
            if 0 < k < 1:
                x, y = arc(BANK, to, ease_in_out(k), 90 + 12 * i)
                if self.gain >= 1000 and i % 2 == 0:
                    note = "banknote_1000" if self.gain >= 3000 else "banknote_500"
                    surf = D.sprite_surface(p, note, D.NOTE_SIZE)
                    D.blit_center(p, surf, (x, y), angle=20 * math.sin(k * 6 + i))
                else:
                    surf = D.sprite_surface(p, "coin", (D.COIN_SIZE, D.COIN_SIZE))
                    D.blit_center(p, surf, (x, y), scale_x=max(0.15, abs(math.cos(k * 9 + i))))
        rise = _phase(self.t, 0.5, 1.3)
        if rise > 0 and (self.gain or self.vp):
            words = ("+" + money(self.gain) if self.gain else "") + ("  +" + _("{vp} VP").format(vp=self.vp) if self.vp else "")
            p.text(words, (panel.centerx, panel.y - 6 - 22 * rise), 18, P.GOOD, "ui_bold", anchor="midbottom",
                   shadow=P.CREAM, alpha=int(255 * (1 - rise ** 2)))
        if self.vp > 0 and self.t > 0.8:
            k = ease_out_back(_phase(self.t, 0.8, 1.15))
            size = D.quant(18 + 22 * k, D.ROSETTE_SIZES)
            surf = D.sprite_surface(p, "rosette_vp", (size * 0.8, size))
            D.blit_center(p, surf, (panel.right - 30, panel.y + 30), alpha=int(255 * (1 - _phase(self.t, 1.15, 1.3))))
