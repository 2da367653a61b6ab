"""Drawn stand-ins for every sprite, used whenever a file under ``sprites/`` is missing.

The artist's files replace these one by one as they appear; until then the table still
looks like a table. Each function returns a new SRCALPHA surface of exactly the pixel size
asked for. Shapes are drawn at ``SS`` times the size and smooth-scaled down, which gives
clean anti-aliased edges from pygame's plain primitives.
"""
from __future__ import annotations

import math
import random

import pygame

from . import palette as P

SS = 3  # supersampling factor


def _canvas(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((max(1, w * SS), max(1, h * SS)), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    return s


def _down(s: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(s, (max(1, w), max(1, h)))


def _pts(pts: list[tuple[float, float]], sx: float, sy: float) -> list[tuple[float, float]]:
    return [(x * sx, y * sy) for x, y in pts]


# ---- patterns (colour-blind aid) --------------------------------------------------------

def pattern_tile(colour: str, size: int) -> pygame.Surface:
    """A tileable pattern for one stable, in its ink colour on transparency."""
    kind = P.PATTERN.get(colour, "dots")
    ink = P.HORSE_INK.get(colour, P.INK)
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    c = (*ink, 120)
    t = max(1, size // 8)
    if kind == "dots":
        r = max(1, size // 7)
        for cx, cy in ((size / 4, size / 4), (3 * size / 4, 3 * size / 4)):
            pygame.draw.circle(s, c, (cx, cy), r)
    elif kind == "hstripes":
        pygame.draw.rect(s, c, (0, size // 4, size, t + 1))
        pygame.draw.rect(s, c, (0, 3 * size // 4, size, t + 1))
    elif kind == "vstripes":
        pygame.draw.rect(s, c, (size // 4, 0, t + 1, size))
        pygame.draw.rect(s, c, (3 * size // 4, 0, t + 1, size))
    elif kind == "diagonal":
        for off in (-size, 0, size):
            pygame.draw.line(s, c, (off, size), (off + size, 0), t + 1)
    elif kind == "checks":
        h = size // 2
        pygame.draw.rect(s, c, (0, 0, h, h))
        pygame.draw.rect(s, c, (h, h, size - h, size - h))
    elif kind == "diamonds":
        m = size / 2
        pygame.draw.polygon(s, c, [(m, size * 0.15), (size * 0.85, m), (m, size * 0.85),
                                   (size * 0.15, m)], t)
    return s


def patterned(surface_size: tuple[int, int], colour: str, tile: pygame.Surface) -> pygame.Surface:
    """Fills a surface with the stable colour and its pattern tiled over it."""
    w, h = surface_size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill((*P.HORSE[colour], 255))
    tw, th = tile.get_size()
    for x in range(0, w, max(1, tw)):
        for y in range(0, h, max(1, th)):
            s.blit(tile, (x, y))
    return s


# ---- pieces ----------------------------------------------------------------------------

def horse(colour: str, w: int, h: int) -> pygame.Surface:
    """A galloping horse in its stable colour with a jockey, facing right (100 x 70 design)."""
    s = _canvas(w, h)
    sx, sy = w * SS / 100, h * SS / 70
    body = P.HORSE[colour]
    outline = (20, 18, 16) if colour != "black" else (200, 190, 170)
    dark = P.darken(body, 0.35) if colour not in ("black",) else (70, 66, 70)
    lw = max(2, round(4 * sx))

    def leg(points: list[tuple[float, float]], col) -> None:
        pts = _pts(points, sx, sy)
        pygame.draw.lines(s, outline, False, pts, lw + max(2, round(2 * sx)))
        pygame.draw.lines(s, col, False, pts, lw)
        for p in pts:
            pygame.draw.circle(s, col, p, lw / 2)

    # Far legs first, darker, so the near legs overlap them.
    leg([(62, 44), (66, 57), (73, 66)], dark)
    leg([(32, 44), (31, 57), (25, 66)], dark)
    tail = _pts([(25, 30), (13, 30), (4, 42), (9, 44), (17, 37), (25, 37)], sx, sy)
    pygame.draw.polygon(s, dark, tail)
    pygame.draw.polygon(s, outline, tail, max(1, round(1.2 * sx)))
    parts = [
        _pts([(62, 30), (71, 13), (79, 9), (85, 15), (78, 36), (64, 40)], sx, sy),  # neck
        _pts([(74, 11), (80, 5), (91, 12), (97, 19), (95, 24), (86, 22), (79, 19)], sx, sy),
        _pts([(75, 9), (77, 1), (81, 7)], sx, sy),  # ear
    ]
    body_rect = pygame.Rect(round(20 * sx), round(25 * sy), round(55 * sx), round(23 * sy))
    pygame.draw.ellipse(s, outline, body_rect.inflate(lw, lw))
    for p in parts:
        pygame.draw.polygon(s, outline, p, lw)
    pygame.draw.ellipse(s, body, body_rect)
    for p in parts:
        pygame.draw.polygon(s, body, p)
    # Mane.
    pygame.draw.lines(s, dark, False, _pts([(77, 8), (72, 14), (66, 26)], sx, sy), lw)
    leg([(68, 42), (77, 53), (87, 55)], body)
    leg([(28, 42), (19, 52), (9, 53)], body)
    # Saddle cloth: cream with a stripe of the stable colour.
    cloth = pygame.Rect(round(38 * sx), round(27 * sy), round(17 * sx), round(14 * sy))
    pygame.draw.rect(s, P.CREAM, cloth, border_radius=round(2 * sx))
    pygame.draw.rect(s, outline, cloth, max(1, round(1.2 * sx)), border_radius=round(2 * sx))
    # Jockey: silks in brass, cap in the stable colour.
    torso = _pts([(44, 27), (52, 27), (57, 13), (51, 11)], sx, sy)
    pygame.draw.polygon(s, P.BRASS, torso)
    pygame.draw.polygon(s, outline, torso, max(1, round(1.2 * sx)))
    pygame.draw.lines(s, P.BRASS_DARK, False, _pts([(55, 16), (66, 22), (72, 19)], sx, sy), lw)
    pygame.draw.circle(s, (224, 190, 160), (57 * sx, 8 * sy), 4.2 * sx)
    pygame.draw.circle(s, outline, (57 * sx, 8 * sy), 4.2 * sx, max(1, round(sx)))
    cap = pygame.Rect(round(52.5 * sx), round(2.5 * sy), round(9.5 * sx), round(6 * sy))
    pygame.draw.ellipse(s, body if colour != "white" else (230, 226, 214), cap)
    pygame.draw.ellipse(s, outline, cap, max(1, round(sx)))
    return _down(s, w, h)


def disc(colour: str, d: int, tile: pygame.Surface | None = None) -> pygame.Surface:  # noqa: D401
    """A stable token: a disc in the stable colour with its pattern and a brass rim."""
    s = _canvas(d, d)
    D = d * SS
    face = pygame.Surface((D, D), pygame.SRCALPHA)
    face.fill((0, 0, 0, 0))
    tile = tile or pattern_tile(colour, max(4, D // 3))
    fill = patterned((D, D), colour, tile)
    mask = pygame.Surface((D, D), pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.circle(mask, (255, 255, 255, 255), (D / 2, D / 2), D / 2 - 1)
    fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(s, (0, 0, 0, 90), (D / 2 + D * 0.04, D / 2 + D * 0.05), D / 2 - 1)
    s.blit(fill, (0, 0))
    pygame.draw.circle(s, P.BRASS_DARK, (D / 2, D / 2), D / 2 - 1, max(2, D // 14))
    pygame.draw.circle(s, P.BRASS_LIGHT, (D / 2, D / 2), D / 2 - D // 14, max(1, D // 40))
    return _down(s, d, d)


def card_back(w: int, h: int, family: str = "action") -> pygame.Surface:
    """The back of a card: deep red (action) or green (others) with a brass lattice."""
    s = _canvas(w, h)
    W, H = w * SS, h * SS
    base = (122, 30, 36) if family == "action" else (30, 78, 60)
    r = max(2, W // 12)
    pygame.draw.rect(s, P.CREAM, (0, 0, W, H), border_radius=r)
    inner = pygame.Rect(W * 0.08, W * 0.08, W * 0.84, H - W * 0.16)
    pygame.draw.rect(s, base, inner, border_radius=max(1, r // 2))
    lat = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(6, W // 6)
    for x in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(lat, (*P.BRASS, 70), (x, 0), (x + inner.h, inner.h), max(1, SS))
        pygame.draw.line(lat, (*P.BRASS, 70), (x, inner.h), (x + inner.h, 0), max(1, SS))
    s.blit(lat, inner.topleft)
    pygame.draw.rect(s, P.BRASS, inner, max(1, SS), border_radius=max(1, r // 2))
    cx, cy = W / 2, H / 2
    rad = min(W, H) * 0.2
    pygame.draw.circle(s, P.CREAM, (cx, cy), rad)
    pygame.draw.circle(s, P.BRASS, (cx, cy), rad, max(1, SS))
    # A horseshoe in the medallion.
    shoe = pygame.Rect(cx - rad * 0.55, cy - rad * 0.55, rad * 1.1, rad * 1.2)
    pygame.draw.arc(s, base, shoe, math.radians(-40), math.radians(220), max(2, round(rad * 0.22)))
    return _down(s, w, h)


def card_face(w: int, h: int, border: tuple[int, int, int]) -> pygame.Surface:
    """A blank cream card with a coloured double border (the text is drawn on top)."""
    s = _canvas(w, h)
    W, H = w * SS, h * SS
    r = max(2, W // 12)
    pygame.draw.rect(s, P.CREAM, (0, 0, W, H), border_radius=r)
    pygame.draw.rect(s, border, (0, 0, W, H), max(2, W // 24), border_radius=r)
    inset = W * 0.07
    pygame.draw.rect(s, P.mix(border, P.CREAM, 0.45), (inset, inset, W - 2 * inset, H - 2 * inset),
                     max(1, SS // 2 + 1), border_radius=max(1, r // 2))
    return _down(s, w, h)


def die_face(colour: str, w: int, h: int | None = None) -> pygame.Surface:
    """A sprint die face: ivory cube face with a big disc of the horse colour."""
    d = min(w, h or w)
    s = _canvas(d, d)
    D = d * SS
    pygame.draw.rect(s, (0, 0, 0, 80), (D * 0.05, D * 0.07, D * 0.95, D * 0.93), border_radius=D // 5)
    pygame.draw.rect(s, (248, 244, 232), (0, 0, D * 0.95, D * 0.95), border_radius=D // 5)
    pygame.draw.rect(s, (150, 140, 120), (0, 0, D * 0.95, D * 0.95), max(1, SS), border_radius=D // 5)
    s.blit(disc(colour, int(D * 0.62)), (D * 0.475 - D * 0.31, D * 0.475 - D * 0.31))
    return _down(s, d, d)


def rosette(w: int, h: int | None = None) -> pygame.Surface:
    """A VP rosette: a brass-and-red ribbon medal."""
    d = min(w, h or w)
    s = _canvas(d, d)
    D = d * SS
    cx, cy = D / 2, D * 0.42
    for dx in (-1, 1):
        pts = [(cx + dx * D * 0.05, cy), (cx + dx * D * 0.28, D * 0.98), (cx + dx * D * 0.16, D * 0.88),
               (cx + dx * D * 0.06, D * 0.99), (cx - dx * D * 0.08, cy)]
        pygame.draw.polygon(s, (150, 34, 34), pts)
    n = 14
    outer, inner = D * 0.4, D * 0.32
    pts = []
    for i in range(n * 2):
        a = math.pi * i / n
        rr = outer if i % 2 == 0 else inner
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(s, P.BRASS, pts)
    pygame.draw.circle(s, (170, 40, 40), (cx, cy), D * 0.26)
    pygame.draw.circle(s, P.BRASS_LIGHT, (cx, cy), D * 0.26, max(1, SS))
    return _down(s, d, d)


def banknote(w: int, h: int) -> pygame.Surface:
    """A Danari banknote: pale green paper with an engraved oval."""
    s = _canvas(w, h)
    W, H = w * SS, h * SS
    paper = (196, 214, 178)
    pygame.draw.rect(s, paper, (0, 0, W, H), border_radius=max(1, H // 8))
    pygame.draw.rect(s, (80, 110, 70), (0, 0, W, H), max(1, SS), border_radius=max(1, H // 8))
    pygame.draw.rect(s, (120, 150, 100), (W * 0.06, H * 0.12, W * 0.88, H * 0.76), max(1, SS))
    pygame.draw.ellipse(s, (150, 176, 130), (W * 0.32, H * 0.2, W * 0.36, H * 0.6))
    pygame.draw.ellipse(s, (80, 110, 70), (W * 0.32, H * 0.2, W * 0.36, H * 0.6), max(1, SS))
    return _down(s, w, h)


# ---- surfaces --------------------------------------------------------------------------

def felt(w: int, h: int) -> pygame.Surface:
    """The table: dark green baize with a soft vignette and a little grain (seeded)."""
    s = pygame.Surface((w, h))
    s.fill(P.FELT)
    rng = random.Random(11)
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(w * h // 90):
        x, y = rng.randrange(w), rng.randrange(h)
        v = rng.choice((0, 255))
        grain.set_at((x, y), (v, v, v, 10))
    s.blit(grain, (0, 0))
    vig = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            a = min(255, int(150 * max(0.0, (dx * dx + dy * dy) ** 0.5 - 0.45) ** 1.5))
            vig.set_at((x, y), (0, 0, 0, a))
    s.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0))
    return s


def blackboard(w: int, h: int) -> pygame.Surface:
    """The Blackboard: slate with faint chalk smudges inside a wooden frame."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    fr = max(4, min(w, h) // 28)
    pygame.draw.rect(s, P.WOOD_DARK, (0, 0, w, h), border_radius=fr)
    pygame.draw.rect(s, P.WOOD, (2, 2, w - 4, h - 4), border_radius=fr)
    pygame.draw.rect(s, P.WOOD_LIGHT, (2, 2, w - 4, h - 4), 1, border_radius=fr)
    slate = pygame.Rect(fr, fr, w - 2 * fr, h - 2 * fr)
    pygame.draw.rect(s, P.SLATE, slate)
    rng = random.Random(5)
    smudge = pygame.Surface(slate.size, pygame.SRCALPHA)
    for _ in range(18):
        x, y = rng.randrange(slate.w), rng.randrange(slate.h)
        pygame.draw.ellipse(smudge, (255, 255, 255, 7),
                            (x, y, rng.randrange(40, 160), rng.randrange(10, 40)))
    s.blit(smudge, slate.topleft)
    pygame.draw.rect(s, (0, 0, 0, 120), slate, 2)
    return s


def turf(w: int, h: int) -> pygame.Surface:
    """Mown turf: alternating light and dark green bands across the track."""
    s = pygame.Surface((w, h))
    band = max(8, w // 24)
    for i, x in enumerate(range(0, w, band)):
        pygame.draw.rect(s, P.TURF_A if i % 2 else P.TURF_B, (x, 0, band, h))
    rng = random.Random(3)
    for _ in range(w * h // 60):
        x, y = rng.randrange(w), rng.randrange(h)
        c = s.get_at((x, y))
        d = rng.choice((-10, 8))
        s.set_at((x, y), (max(0, min(255, c.r + d)), max(0, min(255, c.g + d)), max(0, min(255, c.b + d))))
    return s


def wood(w: int, h: int) -> pygame.Surface:
    """A dark wooden bar (top bar, frames) with a faint grain."""
    s = pygame.Surface((w, h))
    s.fill(P.WOOD_DARK)
    rng = random.Random(9)
    for _ in range(max(1, h // 2)):
        y = rng.randrange(h)
        c = P.mix(P.WOOD_DARK, P.WOOD, rng.random() * 0.6)
        pygame.draw.line(s, c, (0, y), (w, y + rng.randrange(-3, 4)))
    return s


def icon(d: int) -> pygame.Surface:
    """The window icon: a horseshoe on a brass disc."""
    s = _canvas(d, d)
    D = d * SS
    pygame.draw.circle(s, P.BRASS, (D / 2, D / 2), D / 2 - 1)
    pygame.draw.circle(s, P.WOOD_DARK, (D / 2, D / 2), D / 2 - 1, max(1, D // 16))
    shoe = pygame.Rect(D * 0.25, D * 0.22, D * 0.5, D * 0.56)
    pygame.draw.arc(s, P.WOOD_DARK, shoe, math.radians(-40), math.radians(220), max(2, D // 9))
    return _down(s, d, d)
