"""Colours of the 1920s Horseburg racetrack, and the colour-blind aid of every horse.

Each stable has a colour, a lane number (1-6, lane order) and a pattern; every horse, lane,
stable token and bet token is drawn with all three so that colour is never the only cue.
"""
from __future__ import annotations

Colour = tuple[int, int, int]

# Horse colours as printed (lane order black, blue, green, red, yellow, white).
HORSE: dict[str, Colour] = {
    "black": (34, 32, 36),
    "blue": (44, 92, 178),
    "green": (38, 132, 66),
    "red": (186, 46, 38),
    "yellow": (232, 188, 44),
    "white": (240, 236, 224),
}
# Ink that reads on each horse colour (numbers, patterns).
HORSE_INK: dict[str, Colour] = {
    "black": (246, 240, 226),
    "blue": (246, 240, 226),
    "green": (246, 240, 226),
    "red": (246, 240, 226),
    "yellow": (30, 26, 20),
    "white": (30, 26, 20),
}
# The lane number of each colour (black = 1 ... white = 6), the colour-blind aid: one table
# for the drawing and a game's words (Horse Fever's log says "4 Red").
NUMBER: dict[str, int] = {"black": 1, "blue": 2, "green": 3, "red": 4, "yellow": 5,
                          "white": 6}
# A distinct pattern per colour, drawn over the colour at low contrast.
PATTERN: dict[str, str] = {
    "black": "dots",
    "blue": "hstripes",
    "green": "diagonal",
    "red": "checks",
    "yellow": "vstripes",
    "white": "diamonds",
}

# The table.
FELT = (28, 58, 44)
FELT_DARK = (16, 36, 27)
WOOD = (84, 52, 30)
WOOD_DARK = (52, 31, 18)
WOOD_LIGHT = (128, 84, 48)
BRASS = (201, 161, 74)
BRASS_LIGHT = (232, 204, 130)
BRASS_DARK = (132, 98, 40)
CREAM = (240, 230, 204)
CREAM_DARK = (218, 203, 168)
PAPER_SHADE = (200, 184, 148)
INK = (40, 31, 24)
INK_SOFT = (96, 80, 64)
INK_FAINT = (150, 134, 112)
CHALK = (232, 236, 226)
CHALK_DIM = (160, 172, 160)
CHALK_YELLOW = (240, 220, 140)
SLATE = (30, 44, 38)
SLATE_LIGHT = (44, 62, 54)
TURF_A = (70, 120, 52)
TURF_B = (80, 132, 58)
TURF_BEYOND = (92, 112, 60)
RAIL = (236, 232, 218)
LETTERBOX = (10, 14, 12)
SHADOW = (0, 0, 0)
HIGHLIGHT = (255, 214, 102)
# The keyboard focus ring: a dark band outside a light one, so that one of the two stands
# out at least 3:1 (WCAG's non-text contrast) on every background of the table, the cream
# paper and the dark wood alike (widgets.draw_focus_ring; tests/ui/test_keyboard_play.py).
FOCUS_OUTER = (24, 18, 14)
FOCUS_INNER = HIGHLIGHT
GOOD = (46, 140, 70)
BAD = (176, 48, 40)
NEUTRAL_CARD = (128, 124, 116)
DISABLED = (150, 144, 132)
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)

# Action card kinds as printed: green, red, grey.
CARD_KIND: dict[str, Colour] = {
    "positive": (46, 128, 64),
    "negative": (170, 44, 36),
    "neutral": (112, 108, 100),
}


def horse_label(colour: str) -> str:
    """Returns the name used in text: the number first, then the colour ("4 Red")."""
    return f"{NUMBER.get(colour, 0)} {colour.capitalize()}"


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Returns the colour ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def lighten(c: Colour, t: float) -> Colour:
    """Returns ``c`` mixed towards white."""
    return mix(c, (255, 255, 255), t)


def darken(c: Colour, t: float) -> Colour:
    """Returns ``c`` mixed towards black."""
    return mix(c, (0, 0, 0), t)


def luminance(c: Colour) -> float:
    """The relative luminance of an sRGB colour (WCAG 2)."""
    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def contrast(a: Colour, b: Colour) -> float:
    """The contrast ratio of two colours (1 to 21, WCAG 2)."""
    la, lb = sorted((luminance(a[:3]), luminance(b[:3])), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable(c: Colour, background: Colour, ratio: float = 4.5) -> Colour:
    """``c`` darkened (on a light background) or lightened (on a dark one) step by step
    until text in it stands out ``ratio``:1 from ``background`` (WCAG 2's 4.5:1 for
    text): the same hue, as legible as the log's own ink."""
    towards = darken if luminance(background[:3]) > 0.18 else lighten
    shown, t = c[:3], 0.0
    while contrast(shown, background) < ratio and t < 1.0:
        t = min(1.0, t + 0.05)
        shown = towards(c[:3], t)
    return shown
