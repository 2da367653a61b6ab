"""Letterbox scaling and crisp drawing: logical coordinates in, window pixels out."""
from __future__ import annotations

import pygame
import pytest

from game.ui.assets import Assets
from game.ui.painter import Painter
from game.ui.viewport import Viewport


@pytest.mark.parametrize("window,scale,ox,oy", [
    ((1280, 720), 1.0, 0, 0),
    ((1920, 1080), 1.5, 0, 0),
    ((1600, 1000), 1.25, 0, 50),     # taller: bars above and below
    ((2560, 1080), 1.5, 320, 0),     # wider: bars left and right
])
def test_fit_keeps_the_aspect_and_centres(window, scale, ox, oy):
    vp = Viewport.fit(window)
    assert vp.scale == pytest.approx(scale)
    assert (vp.ox, vp.oy) == (pytest.approx(ox), pytest.approx(oy))
    for p in ((0, 0), (640, 360), (1280, 720), (17.5, 603.25)):
        back = vp.to_logical(vp.to_window(p))
        assert back == pytest.approx(p, abs=1 / scale)


def test_the_painter_draws_text_at_the_window_scale_not_blurred_up(data):
    pygame.init()  # this test may run alone: nothing else has started pygame's fonts
    pygame.display.set_mode((1920, 1080))
    surf = pygame.Surface((1920, 1080))
    assets = Assets()
    small = Painter(surf, Viewport.fit((1280, 720)), assets)
    big = Painter(surf, Viewport.fit((1920, 1080)), assets)
    r1 = small.text("Horse Fever", (10, 10), 20, (0, 0, 0))
    r2 = big.text("Horse Fever", (10, 10), 20, (0, 0, 0))
    # Same logical size (the font is rendered at 1.5x the pixel size, not scaled up).
    assert abs(r1.w - r2.w) <= 2 and abs(r1.h - r2.h) <= 2
    assert assets.font("ui", 30).get_height() > assets.font("ui", 20).get_height()
    assert ("text", "Horse Fever") in big.ops


def test_missing_sprites_fall_back_to_drawings(tmp_path):
    pygame.display.set_mode((320, 200))
    assets = Assets(sprites_dir=tmp_path)
    surf, used = assets.sprite("horse_red_0", (50, 35), lambda w, h: pygame.Surface((w, h)))
    assert used == "fallback:horse_red_0" and surf.get_size() == (50, 35)
    img = pygame.Surface((100, 70))
    img.fill((200, 10, 10))
    pygame.image.save(img, str(tmp_path / "horse_red_0.png"))
    assets.reload()
    surf, used = assets.sprite("horse_red_0", (50, 35), lambda w, h: pygame.Surface((w, h)))
    assert used == "horse_red_0" and surf.get_size() == (50, 35)
