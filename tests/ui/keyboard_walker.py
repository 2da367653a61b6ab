"""A person who plays by keyboard only: reads the badges on screen, presses those keys.

``play_by_keys`` drives the real App through pygame KEYDOWN events only (``Driver.key``:
the events go through the pygame queue and the shell's own event handling). At each
moment it looks at the top scene: a pass screen, a sheet or a results summary gets Enter;
at the table it presses the keys the enabled buttons' badges show (digits first, then
Enter, then the letters, then the arrows), one at a time, keeping the first that changes
what is on screen, until the game reaches its final scores. It knows no game: what it
may press is only what the badges say, so a choice without a working key stops it.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.ui import key_names as KN

# Badges never pressed: they open other screens (the menu, the rules, the log...) or
# take back what was done (the walk would go round in circles).
SKIP = {"esc", "f1", "f11", "undo", "space", "tab", "backspace", "delete"}
SKIP_LETTERS = {"log", "tipster", "mute"}


def key_of(badge: str) -> int | None:
    """The pygame key a badge stands for (None: not one the walker presses)."""
    if not badge:
        return None
    if badge.isdigit() and len(badge) == 1:
        return pygame.K_0 + int(badge)
    named = {KN.label(n): n for n in ("enter", "esc", "f1", "f11", "undo", "space", "tab",
                                      "backspace", "delete", "pgup", "pgdn", "left", "right")}
    if badge in named:
        name = named[badge]
        if name in SKIP:
            return None
        return {"enter": pygame.K_RETURN, "pgup": pygame.K_PAGEUP, "pgdn": pygame.K_PAGEDOWN,
                "left": pygame.K_LEFT, "right": pygame.K_RIGHT}[name]
    cmd = KN.command_of_letter(badge)
    if cmd is not None and cmd not in SKIP_LETTERS:
        return pygame.K_a + ord(badge.lower()) - ord("a")
    return None


def _order(key: int) -> int:
    if pygame.K_0 <= key <= pygame.K_9:
        return 0
    if key == pygame.K_RETURN:
        return 1
    if pygame.K_a <= key <= pygame.K_z:
        return 2
    return 3


def candidates(scene: Any) -> list[int]:
    """The keys the enabled buttons' badges show, in the walker's order, each once."""
    keys: list[int] = []
    for b in scene.buttons():
        k = key_of(b.hotkey) if b.enabled else None
        if k is not None and k not in keys:
            keys.append(k)
    return sorted(keys, key=_order)


def signature(app: Any) -> Any:
    """What a key press may change: the scene on top, the game's progress, the buttons."""
    top = app.stack.top
    session = getattr(app.stack.find("table"), "session", None)
    applied = len(session.applied) if session is not None else -1
    pending = repr(getattr(session, "pending", None))
    bs = tuple((b.key, b.selected, b.enabled, b.label) for b in top.buttons()) \
        if hasattr(top, "buttons") else ()
    return (id(top), top.name, applied, pending, bs)


def play_by_keys(drv: Any, limit: int = 6000) -> int:
    """Plays the game on the table to its final scores by key events; the keys pressed."""
    app = drv.app
    pressed = 0
    tried: dict[Any, set[int]] = {}
    for _ in range(limit):
        top = app.stack.top
        if top.name == "final":
            return pressed
        if top.name != "table":
            # A pass screen, a sheet, a summary: Enter (once a pass screen takes keys).
            drv.run_until(lambda: getattr(top, "age", 1.0) >= 0.5, steps=10, dt=0.1)
            drv.key(pygame.K_RETURN)
            pressed += 1
            if app.stack.top is top:
                drv.step(0.1)
            continue
        frame = top.frame
        waiting = (getattr(frame, "panel", None) is not None
                   or getattr(frame, "widget", None) is not None)
        if not waiting:
            drv.step(0.1)
            continue
        sig = signature(app)
        done = tried.setdefault(sig, set())
        keys = [k for k in candidates(top) if k not in done]
        if not keys:
            raise AssertionError(f"no key left to try at {top.frame.screenshot_key()}: "
                                 f"{[(b.key, b.hotkey, b.enabled) for b in top.buttons()]}")
        done.add(keys[0])
        drv.key(keys[0])
        pressed += 1
    raise AssertionError("the game did not reach its final scores by keys")
