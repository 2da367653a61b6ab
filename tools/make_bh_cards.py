#!/usr/bin/env python3
"""Bettor Horse's card art: colour deck faces, Wet and Dry backs, Bet cards, weather cards.

    python tools/make_bh_cards.py        # -> sprites/bettorhorse/*.png (+ _contact_sheet.png)

Same style and helpers as Horse Fever's cards (``tools/make_sprites.py``: card stock,
gold rims, 4x supersampling, ``artkit``). The faces carry no speed: the table prints the
speed big at run time (one face per colour, so a true deck list needs no new art) and
marks Sure Things and Mudders. Every colour deck has its own symbol as well as its colour
(colour-blind players tell decks apart by the symbol and the letter). Words are printed by
the table too (translated), so the PNGs hold no language. Deterministic: every random
choice comes from a generator seeded with the sprite's name.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import artkit as K  # noqa: E402  (first: it sets SDL's headless environment)
from artkit import SS  # noqa: E402
import numpy as np  # noqa: E402
import pygame  # noqa: E402
from make_sprites import (CREAM, GOLD, GOLD_LIGHT, INK, NAVY, OXBLOOD, corner_fan,  # noqa: E402
                          layer, paper, rng_for, rounded_mask)

OUT_DIR = K.ROOT / "sprites" / "bettorhorse"
W, H = 100, 140  # final card size in pixels
# The decks' colours and symbols, in data/bettor_horse.toml's order (codes R B G Y P O K W).
DECKS = {"R": ((200, 40, 40), "circle"), "B": ((40, 80, 210), "square"),
         "G": ((30, 150, 60), "triangle"), "Y": ((225, 190, 30), "diamond"),
         "P": ((130, 50, 170), "star"), "O": ((235, 120, 20), "hexagon"),
         "K": ((40, 40, 40), "cross"), "W": ((235, 235, 235), "ring")}
WET = (38, 74, 128)
DRY = (176, 122, 52)


def symbol(s: pygame.Surface, kind: str, cx: float, cy: float, r: float, colour) -> None:
    """A deck's symbol: a shape that tells the deck apart without its colour."""
    if kind == "circle":
        pygame.draw.circle(s, colour, (cx, cy), r)
    elif kind == "square":
        K.polygon(s, colour, [(cx - r * .85, cy - r * .85), (cx + r * .85, cy - r * .85),
                              (cx + r * .85, cy + r * .85), (cx - r * .85, cy + r * .85)])
    elif kind == "triangle":
        K.polygon(s, colour, [(cx, cy - r), (cx + r, cy + r * .8), (cx - r, cy + r * .8)])
    elif kind == "diamond":
        K.polygon(s, colour, [(cx, cy - r), (cx + r * .75, cy), (cx, cy + r), (cx - r * .75, cy)])
    elif kind == "star":
        K.polygon(s, colour, K.star_points(cx, cy, r, r * .45, 5))
    elif kind == "hexagon":
        K.polygon(s, colour, [(cx + r * math.cos(math.radians(60 * i)),
                               cy + r * math.sin(math.radians(60 * i))) for i in range(6)])
    elif kind == "cross":
        t = r * .36
        K.polygon(s, colour, [(cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t),
                              (cx + r, cy + t), (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r),
                              (cx - t, cy + t), (cx - r, cy + t), (cx - r, cy - t), (cx - t, cy - t)])
    else:  # ring
        pygame.draw.circle(s, colour, (cx, cy), r, max(1, round(r * .38)))


def _card(name: str, field, draw) -> pygame.Surface:
    """A card: ``field`` card stock in the card's rounded shape, ``draw`` on top (4x)."""
    w, h = W * SS, H * SS
    a = paper(w, h, field, rng_for(name), 0.05, 0.08)
    a[..., 3] = rounded_mask(w, h, 7 * SS) * 255
    a = K.over(a, layer(w, h, draw))
    a[..., 3] = np.minimum(a[..., 3], rounded_mask(w, h, 7 * SS) * 255)
    return K.downsample(K.to_surface(a))


def make_face(code: str) -> pygame.Surface:
    """A colour deck's horse face: cream stock, the colour in a wide frame, the deck's
    symbol and letter in the corners, a blank centre for the speed (drawn at run time)."""
    colour, kind = DECKS[code]
    w, h = W * SS, H * SS
    # Dark ink on light decks (yellow, white), light ink on the rest: by luminance.
    ink = INK if 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2] > 150 else (250, 246, 234)

    def draw(s: pygame.Surface) -> None:
        m = 4 * SS
        K.rounded_rect(s, colour + (255,), (m, m, w - 2 * m, h - 2 * m), 5 * SS)
        inner = (11 * SS, 24 * SS, w - 22 * SS, h - 48 * SS)
        K.rounded_rect(s, CREAM + (255,), inner, 4 * SS)
        K.rounded_rect(s, GOLD + (255,), inner, 4 * SS, SS)
        K.rounded_rect(s, INK + (255,), (m, m, w - 2 * m, h - 2 * m), 5 * SS, SS)
        # The symbol in the top-left and bottom-right corner bands, large and clear.
        symbol(s, kind, 15 * SS, 14 * SS, 6.5 * SS, ink)
        symbol(s, kind, w - 15 * SS, h - 14 * SS, 6.5 * SS, ink)
        # A faint watermark of the symbol behind the speed.
        faint = tuple(int(c * .18 + 241 * .82) for c in colour) + (255,)
        symbol(s, kind, w / 2, h / 2, 26 * SS, faint)
        for x, y, st in ((11 * SS, 24 * SS, 270), (w - 11 * SS, 24 * SS, 180),
                         (w - 11 * SS, h - 24 * SS, 90), (11 * SS, h - 24 * SS, 0)):
            corner_fan(s, GOLD + (255,), x, y, 7 * SS, st, 4, SS)

    img = _card(f"bh_face_{code}", CREAM, draw)
    # The deck letter: crisp at final size (drawn after the reduction).
    K.text(img, code, "FiraSans-Bold", 14, ink, (W - 16, 14))
    K.text(img, code, "FiraSans-Bold", 14, ink, (16, H - 14))
    return img


def make_back(kind: str) -> pygame.Surface:
    """A Wet (blue, rain) or Dry (ochre, sun) back: what the table shows face down."""
    field = WET if kind == "wet" else DRY
    w, h = W * SS, H * SS
    cx, cy = w / 2, h / 2
    g = GOLD + (255,)
    light = GOLD_LIGHT + (255,)

    def draw(s: pygame.Surface) -> None:
        K.rounded_rect(s, g, (5 * SS, 5 * SS, w - 10 * SS, h - 10 * SS), 5 * SS, SS * 3 // 2)
        K.rounded_rect(s, g, (8 * SS, 8 * SS, w - 16 * SS, h - 16 * SS), 3 * SS, SS // 2 + 1)
        pygame.draw.circle(s, g, (cx, cy), 27 * SS)
        pygame.draw.circle(s, field + (255,), (cx, cy), 24.5 * SS)
        if kind == "wet":  # a cloud and rain
            for dx, dy, r in ((-8, -4, 8), (0, -9, 10), (9, -4, 8), (0, -2, 9)):
                pygame.draw.circle(s, light, (cx + dx * SS, cy + dy * SS), r * SS)
            for i in range(5):
                x = cx + (-12 + 6 * i) * SS
                K.capsule(s, light, (x, cy + 8 * SS), (x - 2 * SS, cy + 15 * SS), 1.3 * SS, 1.3 * SS)
            for row in range(9):  # a rain of small drops over the field, in a lattice
                for col in range(5):
                    x = (20 + col * 15 + (row % 2) * 7.5) * SS
                    y = (18 + row * 13) * SS
                    if math.hypot(x - cx, y - cy) > 33 * SS and x < w - 14 * SS:
                        pygame.draw.circle(s, g, (x, y + SS), 1.6 * SS)
                        K.polygon(s, g, [(x, y - 2.5 * SS), (x + 1.5 * SS, y + SS),
                                         (x - 1.5 * SS, y + SS)])
        else:  # a sun with rays
            pygame.draw.circle(s, light, (cx, cy), 10 * SS)
            for i in range(12):
                a = math.radians(30 * i)
                pygame.draw.line(s, light, (cx + 13 * SS * math.cos(a), cy + 13 * SS * math.sin(a)),
                                 (cx + 21 * SS * math.cos(a), cy + 21 * SS * math.sin(a)), 2 * SS)
            for i in range(24):
                a = math.radians(15 * i)
                pygame.draw.line(s, g, (cx + 31 * SS * math.cos(a), cy + 31 * SS * math.sin(a)),
                                 (cx + 38 * SS * math.cos(a), cy + 38 * SS * math.sin(a)), SS)

    return _card(f"bh_back_{kind}", field, draw)


def make_bet(kind: str) -> pygame.Surface:
    """A Bet card: Win (green, laurel and arrow up), Lose (oxblood, arrow down), Draw
    (navy, level bars); the word is printed by the table, translated."""
    field = {"win": (34, 104, 60), "lose": OXBLOOD, "draw": NAVY}[kind]
    w, h = W * SS, H * SS
    cx, cy = w / 2, h / 2 - 8 * SS
    g = GOLD + (255,)
    light = GOLD_LIGHT + (255,)

    def draw(s: pygame.Surface) -> None:
        K.rounded_rect(s, g, (5 * SS, 5 * SS, w - 10 * SS, h - 10 * SS), 5 * SS, SS * 3 // 2)
        pygame.draw.circle(s, g, (cx, cy), 28 * SS, SS)
        for side in (-1, 1):  # laurel sprigs round the medallion
            for i in range(7):
                a = math.radians(200 + 20 * i) if side < 0 else math.radians(-20 - 20 * i)
                x, y = cx + 33 * SS * math.cos(a) * side * -1, cy - 33 * SS * math.sin(a)
                pygame.draw.ellipse(s, g, (x - 3 * SS, y - 1.5 * SS, 6 * SS, 3 * SS))
        if kind == "win":
            K.polygon(s, light, [(cx, cy - 18 * SS), (cx + 14 * SS, cy), (cx + 6 * SS, cy),
                                 (cx + 6 * SS, cy + 16 * SS), (cx - 6 * SS, cy + 16 * SS),
                                 (cx - 6 * SS, cy), (cx - 14 * SS, cy)])
        elif kind == "lose":
            K.polygon(s, light, [(cx, cy + 18 * SS), (cx + 14 * SS, cy), (cx + 6 * SS, cy),
                                 (cx + 6 * SS, cy - 16 * SS), (cx - 6 * SS, cy - 16 * SS),
                                 (cx - 6 * SS, cy), (cx - 14 * SS, cy)])
        else:
            for dy in (-7, 5):
                K.rounded_rect(s, light, (cx - 15 * SS, cy + dy * SS, 30 * SS, 6 * SS), 2 * SS)
        K.rounded_rect(s, (0, 0, 0, 90), (14 * SS, h - 36 * SS, w - 28 * SS, 20 * SS), 4 * SS)

    return _card(f"bh_bet_{kind}", field, draw)


def make_weather(kind: str) -> pygame.Surface:
    """The weather card shown at the cut: a landscape plate, wet or dry."""
    w, h = W * SS, H * SS
    sky = (120, 140, 160) if kind == "wet" else (150, 200, 236)

    def draw(s: pygame.Surface) -> None:
        K.rounded_rect(s, GOLD + (255,), (5 * SS, 5 * SS, w - 10 * SS, h - 10 * SS), 5 * SS, SS * 3 // 2)
        plate = (10 * SS, 12 * SS, w - 20 * SS, 86 * SS)
        K.rounded_rect(s, sky + (255,), plate, 3 * SS)
        ground = (72, 98, 58) if kind == "wet" else (168, 150, 84)
        K.polygon(s, ground + (255,), [(10 * SS, 70 * SS), (40 * SS, 62 * SS), (70 * SS, 66 * SS),
                                        (90 * SS, 60 * SS), (90 * SS, 98 * SS), (10 * SS, 98 * SS)])
        for i in range(6):  # the white rail
            x = (14 + 14 * i) * SS
            pygame.draw.line(s, (246, 241, 228, 255), (x, 74 * SS), (x, 86 * SS), SS)
        pygame.draw.line(s, (246, 241, 228, 255), (12 * SS, 76 * SS), (88 * SS, 76 * SS), SS)
        if kind == "wet":
            for dx, dy, r in ((-12, 0, 11), (0, -7, 14), (13, 0, 11), (0, 3, 11)):
                pygame.draw.circle(s, (212, 218, 226, 255), (w / 2 + dx * SS, 36 * SS + dy * SS), r * SS)
            for i in range(9):
                x = (18 + 8 * i) * SS
                K.capsule(s, (70, 110, 190, 255), (x, 52 * SS), (x - 3 * SS, 64 * SS), SS, SS)
            for i in range(4):  # puddles
                pygame.draw.ellipse(s, (90, 130, 180, 255), ((16 + 18 * i) * SS, 90 * SS, 10 * SS, 3 * SS))
        else:
            pygame.draw.circle(s, (250, 206, 90, 255), (w / 2, 40 * SS), 13 * SS)
            for i in range(16):
                a = math.radians(22.5 * i)
                pygame.draw.line(s, (250, 206, 90, 255),
                                 (w / 2 + 17 * SS * math.cos(a), 40 * SS + 17 * SS * math.sin(a)),
                                 (w / 2 + 24 * SS * math.cos(a), 40 * SS + 24 * SS * math.sin(a)), SS)
        K.rounded_rect(s, INK + (255,), plate, 3 * SS, SS)

    return _card(f"bh_weather_{kind}", CREAM, draw)


def all_cards() -> dict[str, callable]:
    """Every sprite this script makes, by file name (without .png)."""
    out = {f"face_{c}": (lambda c=c: make_face(c)) for c in DECKS}
    out.update({f"back_{k}": (lambda k=k: make_back(k)) for k in ("wet", "dry")})
    out.update({f"bet_{k}": (lambda k=k: make_bet(k)) for k in ("win", "lose", "draw")})
    out.update({f"weather_{k}": (lambda k=k: make_weather(k)) for k in ("wet", "dry")})
    return out


def main() -> int:
    K.init()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    made = []
    for name, make in all_cards().items():
        img = make()
        pygame.image.save(img, str(OUT_DIR / f"{name}.png"))
        made.append(img)
        print(f"wrote sprites/bettorhorse/{name}.png")
    cols = 8
    rows = -(-len(made) // cols)
    sheet = pygame.Surface((cols * (W + 8) + 8, rows * (H + 8) + 8), pygame.SRCALPHA)
    sheet.fill((31, 78, 52, 255))
    for i, img in enumerate(made):
        sheet.blit(img, (8 + (i % cols) * (W + 8), 8 + (i // cols) * (H + 8)))
    pygame.image.save(sheet, str(OUT_DIR / "_contact_sheet.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
