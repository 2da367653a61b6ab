"""Keys -> commands. Scenes and decision widgets act on commands, never on raw keys.

1-6 choose a horse or lane (typed into a focused amount box, every digit is a digit: a
widget reads them with ``digit``), W/S win or show, arrows or +/- change the stake (or the card),
Enter confirms, Ctrl+Z undoes an unconfirmed choice, Backspace erases in the field with the
focus, Esc opens the menu, F1 the rules, F11 toggles fullscreen, Tab cycles the focus, L opens
the log, Space skips the pause, T shows or hides the tipster panel, H asks for a hint (what
the hard bot would do now), F12 saves a screenshot.

The letter keys (W, S, P, L, T, M, H in English) are the catalog's (``key_names.letter``): the
letter a badge shows in the player's language is the key that presses it.
"""
from __future__ import annotations

import pygame

from . import key_names

HORSE = "horse"  # HORSE + ":<n>", n = 1..6
DIGIT = "digit"  # DIGIT + ":<n>", n = 0, 7, 8, 9 (the other digits are horse commands)
WIN = "win"
SHOW = "show"
UP = "up"  # stake up / next
DOWN = "down"  # stake down / previous
UP_BIG = "up_big"
DOWN_BIG = "down_big"
CONFIRM = "confirm"
UNDO = "undo"  # Ctrl+Z (Backspace erases in a field: ERASE)
ERASE = "erase"  # Backspace: the last character of the field with the focus
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
    pygame.K_BACKSPACE: ERASE,
    pygame.K_ESCAPE: MENU,
    pygame.K_F1: RULES,
    pygame.K_F11: FULLSCREEN,
    pygame.K_SPACE: SKIP,
    pygame.K_F12: SCREENSHOT,
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
    mod = getattr(ev, "mod", 0)
    if ev.key == pygame.K_TAB:
        return FOCUS_PREV if (mod & pygame.KMOD_SHIFT) else FOCUS_NEXT
    if ev.key == pygame.K_z and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
        return UNDO
    if pygame.K_a <= ev.key <= pygame.K_z:
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return None  # (a shortcut of the system's, never a table letter)
        return key_names.command_of_letter(chr(ev.key))
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
# (The English letters sit where they always did: the monkey's seeded walk stays the same.)
_LETTER_KEYS = {pygame.K_w: 0, pygame.K_s: 1, pygame.K_l: 19, pygame.K_p: 21, pygame.K_t: 22,
                pygame.K_m: 23}
_ORDERED = [k for k in _KEYS if k != pygame.K_F12]
for _k, _at in sorted(_LETTER_KEYS.items(), key=lambda kv: kv[1]):
    _ORDERED.insert(_at, _k)
ALL_KEYS: tuple[int, ...] = tuple(_ORDERED) + (pygame.K_TAB, pygame.K_a, pygame.K_z)


def badge(cmd: str | None) -> str:
    """The badge a button shows for the key of ``cmd`` ("3", "W", "Enter"; "" for none):
    a table presses the button whose badge this is (``generic/board_frame.py``)."""
    n = digit(cmd)
    if n is not None:
        return str(n)
    if cmd in key_names.letter_commands():
        return key_names.letter(cmd)
    named = {CONFIRM: "enter", UP_BIG: "pgup", DOWN_BIG: "pgdn", UP: "right", DOWN: "left"}
    return key_names.label(named[cmd]) if cmd in named else ""


def cycled(items: list, current: object, step: int) -> object | None:
    """The item Right (+1) or Left (-1) moves to from ``current`` (none chosen: Right the
    first, Left the last), or None when there are none: the one rule for a row of cards."""
    if not items:
        return None
    i = items.index(current) if current in items else (-1 if step > 0 else 0)
    return items[(i + step) % len(items)]


def arrow_badge(items: list, current: object, item: object) -> str:
    """The badge of ``item`` in a row walked with Left / Right: the arrow that reaches it
    from ``current`` ("" for the current one and the others)."""
    if item == current:
        return ""
    if cycled(items, current, 1) == item:
        return key_names.label("right")
    if cycled(items, current, -1) == item:
        return key_names.label("left")
    return ""
