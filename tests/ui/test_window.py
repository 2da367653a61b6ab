"""The window's size: where it opens, the minimum SDL keeps it to, and slivers that survive.

The desktop is faked (``game.ui.window.desktop_size``): under the dummy video driver SDL
reads 1024×768 and the game does not measure it (nothing to fit, nothing to clamp).
"""
from __future__ import annotations

import json
import warnings

import pygame
import pytest

from game.services.settings import MIN_WINDOW, Settings, load_settings, settings_path
from game.ui import window as W
from game.horsefever.ui.describe import Detail
from game.ui.scenes.handover import PassScene
from game.horsefever.ui.card_scene import CardScene
from game.ui.scenes.overlays import LogScene, PauseScene
from game.ui.scenes.rules_book import RulesBookScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.plugin import SeatChoice
from game.ui.viewport import Viewport

from .driver import Driver, make_app
from .test_settings_screen import open_settings, resize_window

SLIVERS = ((1, 1), (3, 2000), (2000, 3))


def sdl_window() -> pygame.Window:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def fake_desktop(monkeypatch, size: tuple[int, int] | None) -> None:
    monkeypatch.setattr(W, "desktop_size", lambda: size)


def write_settings(d: dict) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(d))


# ---- where it opens ----------------------------------------------------------------------

@pytest.mark.parametrize("desktop, size", [
    ((1600, 1000), (1440, 810)),   # issue 16: it opened at 1280×720 here
    ((1920, 1080), (1600, 900)),
    ((1920, 1200), (1600, 900)),
    ((2560, 1440), (1920, 1080)),
    ((3840, 2160), (1920, 1080)),  # the largest preset: labels are big enough at that size
    ((1440, 900), (1280, 720)),
])
def test_the_largest_preset_that_fits_with_a_margin(desktop, size):
    assert W.fitting_size(desktop) == size
    assert size[0] < desktop[0] and size[1] < desktop[1]


@pytest.mark.parametrize("desktop", [(1366, 768), (1280, 720), (1024, 768), (800, 600), (640, 480)])
def test_a_screen_too_small_for_any_preset_gets_the_table_shape_that_fits(desktop):
    w, h = W.fitting_size(desktop)
    assert w <= desktop[0] and h <= desktop[1]
    assert (w, h) >= (min(MIN_WINDOW[0], desktop[0]), min(MIN_WINDOW[1], desktop[1]))
    if desktop == (1366, 768):
        assert (w, h) == (1228, 690)  # 16:9 within 95 % × 90 % of the screen


def test_a_new_player_gets_the_fitting_size_and_a_chosen_size_is_kept(data, monkeypatch):
    fake_desktop(monkeypatch, (1600, 1000))
    app = make_app(data)
    assert app.screen.get_size() == (1440, 810)
    # A settings file from before the flag: its window_size is no choice.
    write_settings({"window_size": [1280, 720], "music_volume": 0.2})
    assert make_app(data).screen.get_size() == (1440, 810)
    # A size picked in the settings is a choice.
    write_settings({"window_size": [1600, 900], "window_chosen": True})
    assert make_app(data).screen.get_size() == (1600, 900)
    # ... but never larger than the desktop.
    write_settings({"window_size": [1920, 1080], "window_chosen": True})
    assert make_app(data).screen.get_size() == (1600, 1000)


def test_headless_there_is_no_desktop_to_fit_or_clamp(data, monkeypatch):
    assert W.desktop_size() is None  # the dummy driver's 1024×768 is not a screen
    assert make_app(data).screen.get_size() == (1280, 720)
    write_settings({"window_size": [1920, 1080], "window_chosen": True})
    assert make_app(data).screen.get_size() == (1920, 1080)


def test_picking_or_dragging_a_size_marks_it_chosen_opening_does_not(data, monkeypatch):
    fake_desktop(monkeypatch, (1600, 1000))
    app = make_app(data)
    drv = Driver(app)
    # SDL's own notice of the size the window opened at is no choice.
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1440, y=810))
    drv.step()
    app.quit()
    assert app.settings.window_chosen is False
    app = make_app(data)
    drv = Driver(app)
    open_settings(drv)
    assert drv.button("window:(1440, 810)").selected  # the size the window has
    assert not drv.button("window:(1920, 1080)").enabled  # larger than the screen
    assert "Larger than the screen" in drv.button("window:(1920, 1080)").reason
    drv.press("window:(1280, 720)")
    s, _ = load_settings()
    assert (s.window_size, s.window_chosen) == ((1280, 720), True)
    assert make_app(data).screen.get_size() == (1280, 720)
    # Reset to defaults keeps the window as chosen.
    app = make_app(data)
    drv = Driver(app)
    open_settings(drv)
    drv.press("reset")
    assert load_settings()[0].window_chosen is True
    # A dragged edge is a choice too.
    write_settings({})
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    resize_window(drv, (1500, 850))
    app.quit()
    s, _ = load_settings()
    assert (s.window_size, s.window_chosen) == ((1500, 850), True)
    assert make_app(data).screen.get_size() == (1500, 850)


# ---- the minimum size, and slivers -----------------------------------------------------------

def test_sdl_keeps_the_window_at_the_minimum_size(data):
    app = make_app(data)
    drv = Driver(app)
    drv.step()
    for size in SLIVERS:
        sdl_window().size = size  # what a drag to that size asks of SDL
        drv.step()
        w, h = app.screen.get_size()
        assert w >= MIN_WINDOW[0] and h >= MIN_WINDOW[1], (size, (w, h))
    # Opening the window again (a size chip, fullscreen and back) keeps the minimum.
    open_settings(drv)
    drv.press("window:(1600, 900)")
    sdl_window().size = (1, 1)
    drv.step()
    assert app.screen.get_size() == MIN_WINDOW
    drv.key(pygame.K_F11)
    drv.key(pygame.K_F11)
    sdl_window().size = (2, 2)
    drv.step()
    assert app.screen.get_size() == MIN_WINDOW


def test_a_sliver_of_a_window_is_laid_out_at_the_minimum_size():
    assert Viewport.for_window((1, 1)) == Viewport.fit((800, 600))
    assert Viewport.for_window((3, 2000)) == Viewport.fit((800, 2000))
    assert Viewport.for_window((2000, 3)) == Viewport.fit((2000, 600))
    assert Viewport.for_window((1280, 720)) == Viewport.fit((1280, 720))


def test_every_screen_and_overlay_survives_a_sliver_of_a_window(data):
    """Issue 16: with the log open, a window manager that let the window become 1×1 (or
    3×2000, 2000×3) made pygame_gui raise "Row longer than layout" out of App.step."""
    app = make_app(data, seats=[SeatChoice("Ada"), SeatChoice("Bruno")], seed=2)
    drv = Driver(app)
    assert drv.run_until(lambda: isinstance(drv.top, PassScene))
    session = drv.table.session
    scenes = [None, LogScene(app, session.log), RulesBookScene(app, "horse-fever"), PauseScene(app), SettingsScene(app),
              SaveAsScene(app, drv.table), CardScene(app, session.stage.words.action_card(1), data),
              CardScene(app, Detail("Plain", ["Text " * 80]), data), TitleScene(app), SetupScene(app)]
    for scene in scenes:
        if scene is not None:
            app.stack.push(scene)
        for size in SLIVERS + ((1280, 720),):
            resize_window(drv, size)  # set_mode: as if the window manager ignored the minimum
            drv.key(pygame.K_DOWN)
            drv.move((640, 360))
            assert app.screen.get_size() == size
            assert app.last_ops, type(scene).__name__
        if scene is not None and scene in app.stack.scenes:
            app.stack.pop(scene)
