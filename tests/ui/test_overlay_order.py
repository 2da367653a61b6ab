"""Overlays in one stacking order (issue 34), at 800x600 and 1920x1080: a tooltip is drawn
above its own screen's text fields (the seed field), a sheet opened over a screen (the
export confirmation) is above that screen's tooltips, and no tooltip runs off the window."""
from __future__ import annotations

import pygame
import pytest

from game.ui.plugin import GameSetup, SeatChoice
from game.ui.scenes.common import draw_tip, tip_rect
from game.ui.viewport import LOGICAL_H, LOGICAL_W

from .driver import Driver, make_app

SIZES = [(800, 600), (1920, 1080)]
TIP_BG = (252, 244, 222)


def _tips(app) -> list[tuple]:
    return [op for op in app.last_ops if op[0] == "tip"]


def _sized(data, size):
    app = make_app(data, window=size)
    assert app.screen.get_size() == size
    return app, Driver(app)


@pytest.mark.parametrize("size", SIZES)
def test_a_tooltip_is_drawn_above_the_seed_field(data, size):
    app, drv = _sized(data, size)
    drv.new_game("finish-line")
    setup = app.stack.top
    seed = setup.seed_entry.rect  # (window pixels: pygame_gui's field)
    drv.step()
    field = [tuple(app.screen.get_at(seed.center))[:3]][0]  # the field's own paper
    # A tip for a point just above the field, drawn as every screen draws its tips (the
    # speed buttons there have none to show): it falls over the field.
    x, y = app.viewport.to_logical(seed.topleft)
    logical = (x - 10, y - 20)  # (a tip starts 14 right of and 22 below the pointer)
    setup.draw_buttons = lambda p, buttons=None: draw_tip(  # type: ignore[method-assign]
        p, "A tooltip long enough to cover the seed field below it, " * 2, logical)
    drv.step()
    tips = _tips(app)
    assert tips, "no tooltip drawn"
    r = app.viewport.rect(pygame.Rect(tips[-1][2]))
    over = r.clip(seed.inflate(-8, -8))
    assert over.w > 6 and over.h > 6, (r, seed)
    px = [tuple(app.screen.get_at((x, y)))[:3]
          for x in range(over.x, over.right, 2) for y in range(over.y, over.bottom, 2)]
    assert field != TIP_BG
    assert sum(c == field for c in px) / len(px) < 0.05, "the seed field covers the tooltip"
    assert sum(c == TIP_BG for c in px) / len(px) > 0.25


@pytest.mark.parametrize("size", SIZES)
def test_the_export_confirmation_is_above_the_menus_tooltip(data, size):
    app, drv = _sized(data, size)
    err = app.start(GameSetup("ticket-gagnant", {"players": 2, "races": 1},
                              (SeatChoice("Ada", "human"), SeatChoice("Bruno", "human")), 3))
    assert err is None
    app.open("pause")
    drv.step()
    pause = app.stack.top
    export = next(b for b in pause.buttons() if b.key == "export")
    drv.move(export.rect.center)
    assert any(op[1] == export.tip for op in _tips(app)), "the menu shows the button's tip"
    drv.click(export.rect.center)
    assert app.stack.top.name in ("export", "notice")  # (the confirmation)
    drv.step()
    assert not any(op[1] == export.tip for op in _tips(app)), \
        "the menu's tooltip is drawn over the export confirmation"


@pytest.mark.parametrize("size", SIZES)
def test_no_tooltip_runs_off_the_window(data, size):
    app, drv = _sized(data, size)
    from game.ui.painter import Painter
    p = Painter(app.screen, app.viewport, app.assets)
    text = "A tooltip with quite a few words in it, long enough to wrap over lines " * 3
    window = pygame.Rect((0, 0), size)
    for x in (0, 5, 640, LOGICAL_W - 20, LOGICAL_W - 1):
        for y in (0, 5, 360, LOGICAL_H - 30, LOGICAL_H - 1):
            r, lines = tip_rect(p, text, (x, y))
            assert pygame.Rect(0, 0, LOGICAL_W, LOGICAL_H).contains(r), (x, y, r)
            assert window.contains(app.viewport.rect(r)), (size, x, y, r)
            assert len(lines) > 1
