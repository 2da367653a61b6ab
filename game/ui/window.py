"""Which size the window opens at, and the limits SDL keeps it within.

The window opens at the size the player chose (a size chip in the settings, or the window's
edge dragged) when there is one; otherwise at the largest preset that fits the screen with a
margin for the title bar, the taskbar or the dock, so labels are as big as the screen allows.
With a real display it never opens larger than the desktop (a huge window makes every frame
slow); under the dummy or offscreen video driver (tests, CI) there is no desktop to measure:
SDL reads one of 1024×768 there, so nothing is clamped and the default size is used.

SDL also keeps the window at ``MIN_WINDOW`` at least (``set_minimum_size``): the table is
unreadable below it. A window manager may still make it smaller; ``viewport.Viewport.for_window``
lays such a window out at the minimum and shows what fits.
"""
from __future__ import annotations

import warnings

import pygame

from ..services.settings import MIN_WINDOW, Settings

# The window sizes offered in the settings (16:9, the table's shape), smallest first.
WINDOW_PRESETS: tuple[tuple[int, int], ...] = ((1280, 720), (1440, 810), (1600, 900), (1920, 1080))
# The share of the screen a window opened by itself may take: the rest is left to the title
# bar, a taskbar or dock and a little desktop around it (1600×1000 -> 1440×810).
SCREEN_SHARE = (0.95, 0.9)
# Video drivers with no real screen behind them.
HEADLESS_DRIVERS = ("dummy", "offscreen")


def fitting_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The largest preset within ``SCREEN_SHARE`` of the desktop; on a screen too small for
    any, the largest 16:9 size that fits there (never below ``MIN_WINDOW`` unless the desktop
    itself is smaller)."""
    room_w, room_h = int(desktop[0] * SCREEN_SHARE[0]), int(desktop[1] * SCREEN_SHARE[1])
    fitting = [p for p in WINDOW_PRESETS if p[0] <= room_w and p[1] <= room_h]
    if fitting:
        return fitting[-1]
    w = min(room_w, room_h * 16 // 9)
    size = (max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], w * 9 // 16))
    return within_desktop(size, desktop)


def within_desktop(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """``size`` no larger than the desktop (unchanged when there is no desktop to measure)."""
    if desktop is None:
        return (int(size[0]), int(size[1]))
    return (max(1, min(int(size[0]), desktop[0])), max(1, min(int(size[1]), desktop[1])))


def opening_size(settings: Settings, desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The windowed size to open at: the player's choice if any, else the best fit; never
    larger than the desktop. With no desktop (headless) an unchosen size is the default."""
    if settings.window_chosen or desktop is None:
        return within_desktop(settings.window_size, desktop)
    return fitting_size(desktop)


def desktop_size() -> tuple[int, int] | None:
    """The primary desktop's size, or None under a headless video driver (or before SDL's
    video is up)."""
    try:
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    if not sizes or sizes[0][0] <= 0 or sizes[0][1] <= 0:
        return None
    return (int(sizes[0][0]), int(sizes[0][1]))


def set_minimum_size(size: tuple[int, int] = MIN_WINDOW) -> None:
    """Asks SDL to keep the display window at ``size`` at least (the window manager then
    refuses a smaller drag). Best effort: a pygame without the call leaves it unlimited."""
    try:
        with warnings.catch_warnings():
            # pygame-ce 2.5 deprecates reaching the display module's window this way (in
            # favour of drawing through a Window); it is the only way to set its minimum.
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = size
    except (AttributeError, pygame.error, ValueError):
        pass
