"""Keys -> commands. Scenes and decision widgets act on commands, never on raw keys.

1-6 choose a horse or lane (typed into a focused amount box, every digit is a digit: a
widget reads them with ``digit``), W/S win or show, arrows or +/- change the stake (or the card),
Enter confirms, Backspace undoes an unconfirmed choice, Esc opens the menu, F1 the rules,
F11 toggles fullscreen, Tab cycles the focus, L opens the log, Space skips the pause,
T shows or hides the tipster panel, H asks for a hint (what the hard bot would do now),
F12 saves a screenshot.
"""
from __future__ import annotations

import pygame

HORSE = "horse"  # HORSE + ":<n>", n = 1..6
DIGIT = "digit"  # DIGIT + ":<n>", n = 0, 7, 8, 9 (the other digits are horse commands)
WIN = "win"
SHOW = "show"
UP = "up"  # stake up / next
DOWN = "down"  # stake down / previous
UP_BIG = "up_big"
DOWN_BIG = "down_big"
CONFIRM = "confirm"
UNDO = "undo"
MENU = "menu"
RULES = "rules"
FULLSCREEN = "fullscreen"
FOCUS_NEXT = "focus_next"
FOCUS_PREV = "focus_prev"
LOG = "log"
SKIP = "skip"
PASS = "pass"
SCREENSHOT = "screenshot"
MUTE = "mute"  # every sound off / on (app.toggle_mute)
TIPSTER = "tipster"  # show or hide the tipster panel (game/horsefever/ui/tipster_panel.py)
HINT = "hint"  # what the hard bot would do now, and why (game/ui/generic/hint.py)

_KEYS: dict[int, str] = {
    pygame.K_w: WIN,
    pygame.K_s: SHOW,
    pygame.K_UP: UP,
    pygame.K_RIGHT: UP,
    pygame.K_PLUS: UP,
    pygame.K_EQUALS: UP,
    pygame.K_KP_PLUS: UP,
    pygame.K_DOWN: DOWN,
    pygame.K_LEFT: DOWN,
    pygame.K_MINUS: DOWN,
    pygame.K_KP_MINUS: DOWN,
    pygame.K_PAGEUP: UP_BIG,
    pygame.K_PAGEDOWN: DOWN_BIG,
    pygame.K_RETURN: CONFIRM,
    pygame.K_KP_ENTER: CONFIRM,
    pygame.K_BACKSPACE: UNDO,
    pygame.K_ESCAPE: MENU,
    pygame.K_F1: RULES,
    pygame.K_F11: FULLSCREEN,
    pygame.K_l: LOG,
    pygame.K_SPACE: SKIP,
    pygame.K_p: PASS,
    pygame.K_F12: SCREENSHOT,
    pygame.K_t: TIPSTER,
    pygame.K_m: MUTE,
    pygame.K_h: HINT,
}
for _n, (_k, _kp) in enumerate(zip((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5,
                                    pygame.K_6),
                                   (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4,
                                    pygame.K_KP5, pygame.K_KP6)), start=1):
    _KEYS[_k] = f"{HORSE}:{_n}"
    _KEYS[_kp] = f"{HORSE}:{_n}"
for _n, _k, _kp in ((0, pygame.K_0, pygame.K_KP0), (7, pygame.K_7, pygame.K_KP7),
                    (8, pygame.K_8, pygame.K_KP8), (9, pygame.K_9, pygame.K_KP9)):
    _KEYS[_k] = f"{DIGIT}:{_n}"
    _KEYS[_kp] = f"{DIGIT}:{_n}"


def command_for(ev: pygame.event.Event) -> str | None:
    """Returns the command of a KEYDOWN event, or None."""
    if ev.type != pygame.KEYDOWN:
        return None
    if ev.key == pygame.K_TAB:
        return FOCUS_PREV if (getattr(ev, "mod", 0) & pygame.KMOD_SHIFT) else FOCUS_NEXT
    return _KEYS.get(ev.key)


def horse_number(cmd: str | None) -> int | None:
    """The 1-6 of a horse command, else None."""
    if cmd and cmd.startswith(HORSE + ":"):
        return int(cmd.split(":")[1])
    return None


def digit(cmd: str | None) -> int | None:
    """The digit a key command types into an amount box (horse keys 1-6 included), else None."""
    if cmd and (cmd.startswith(HORSE + ":") or cmd.startswith(DIGIT + ":")):
        return int(cmd.split(":")[1])
    return None


# Every key the monkey test presses (all commands plus a few unmapped ones).
ALL_KEYS: tuple[int, ...] = tuple(k for k in _KEYS if k != pygame.K_F12) + (pygame.K_TAB, pygame.K_a,
                                                                         pygame.K_z)
