"""Generate every sprite of Horse Fever into ``sprites/``.

    python tools/make_sprites.py            # writes sprites/*.png
    python tools/make_sprites.py --only horse_red   # just names containing 'horse_red'

All art is procedural: pygame primitives drawn at ``SS`` (4x) the final size,
reduced with an exact premultiplied box filter (``artkit.downsample``), with
numpy used for textures (periodic FFT noise), lighting (bevel from the alpha
mask) and outlines.  Every random choice comes from a generator seeded from
the sprite's name, so the output is byte-for-byte reproducible and one
sprite can be regenerated without changing the others.

The look: Horseburg, 1928.  Cream card stock, brass and gold leaf, racing
green baize, oxblood and navy accents, chalk on slate.  Palette and fonts are
documented in docs/art.md.
"""

from __future__ import annotations

import argparse
import functools
import math
import multiprocessing
import sys
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))

import artkit as K  # noqa: E402  (first: it sets SDL's headless environment)
from artkit import SS, Colour, Point  # noqa: E402

import numpy as np  # noqa: E402
import pygame  # noqa: E402

OUT_DIR = K.ROOT / "sprites"

# ==========================================================================
# Palette
# ==========================================================================

INK = (33, 26, 22)            # outlines, engraving ink
CREAM = (241, 230, 204)       # card stock
CREAM_DARK = (214, 196, 160)
PAPER_SHADOW = (176, 152, 112)
GOLD = (201, 160, 72)
GOLD_LIGHT = (240, 212, 130)
GOLD_DARK = (128, 92, 36)
BRASS = (181, 140, 62)
OXBLOOD = (122, 34, 32)
NAVY = (30, 46, 82)
RACING_GREEN = (24, 66, 44)
FELT = (31, 78, 52)
TURF = (70, 128, 60)
SLATE = (38, 50, 46)
CHALK = (236, 236, 226)
OAK = (120, 78, 42)
IVORY = (246, 241, 228)
SKIN = (222, 172, 132)


@dataclass(frozen=True)
class Stable:
    """One of the six stables: lane number, silks colours and coat of its horse."""
    name: str
    number: int
    main: tuple[int, int, int]      # silks / saddle cloth colour
    accent: tuple[int, int, int]    # pattern and number colour on the silks
    pattern: str                    # colour-blind aid motif
    coat: tuple[int, int, int]      # the horse's body colour
    points: tuple[int, int, int]    # mane, tail and lower legs
    socks: tuple[bool, bool, bool, bool]  # white socks on LH, RH, LF, RF
    blaze: bool


# Lane order black=1 ... white=6.  The coats are varied natural colours, none
# of which reads as a stable colour (a grey horse looked like the white
# stable's, a near-black one like the black stable's): the stable is the big
# saddle cloth, its number and the silks.  Each coat contrasts with the cloth
# on it.  Patterns follow the lane order of the brief: stripes, dots,
# chevrons, checks, diamonds, plain-with-ring.
STABLES: list[Stable] = [
    Stable("black", 1, (38, 36, 44), (214, 208, 196), "stripes",
           (156, 84, 42), (112, 54, 26), (False, False, True, False), True),
    Stable("blue", 2, (40, 88, 176), (244, 240, 228), "dots",
           (128, 76, 42), (30, 22, 20), (False, False, False, False), False),
    Stable("green", 3, (32, 132, 72), (246, 234, 196), "chevrons",
           (184, 146, 96), (52, 38, 28), (False, False, False, False), False),
    Stable("red", 4, (200, 46, 40), (246, 238, 222), "checks",
           (92, 56, 34), (28, 20, 18), (True, False, False, False), True),
    Stable("yellow", 5, (238, 192, 46), (64, 40, 24), "diamonds",
           (142, 88, 48), (34, 24, 20), (False, False, False, True), False),
    Stable("white", 6, (244, 240, 230), (40, 52, 86), "ring",
           (112, 58, 32), (58, 30, 20), (True, True, False, False), True),
]
STABLE_BY_NAME = {s.name: s for s in STABLES}


def rng_for(name: str) -> np.random.Generator:
    """A generator seeded from the sprite's name (stable across runs and Python
    versions, unlike ``hash``)."""
    return np.random.default_rng(zlib.crc32(name.encode()))


def number_colour(st: Stable) -> tuple[int, int, int]:
    """Digits on a stable's colour: the accent, except use pure ink/white for
    the strongest contrast."""
    lum = 0.299 * st.main[0] + 0.587 * st.main[1] + 0.114 * st.main[2]
    return INK if lum > 150 else (250, 248, 240)


# ==========================================================================
# Patterns (colour-blind aid)
# ==========================================================================


def pattern_raw(st: Stable, w: int, h: int, p: int) -> pygame.Surface:
    """The stable's motif over its main colour, aliased, at whatever
    resolution the caller composes in; ``p`` is the motif period in px.
    Tiles seamlessly when w and h are multiples of ``p``."""
    s = K.surface(w, h)
    s.fill(st.main + (255,))
    acc = st.accent + (255,)
    # Every motif is drawn once per cell, including the cells hanging over
    # the edges, so shapes crossing the tile border wrap around.
    cells = [(ox, oy) for ox in range(-p, w + p, p) for oy in range(-p, h + p, p)]
    if st.pattern == "stripes":        # horizontal hoops, as on racing silks
        for oy in range(-p, h + p, p):
            pygame.draw.rect(s, acc, (0, round(oy + p * 0.30), w, round(p * 0.38)))
    elif st.pattern == "dots":         # staggered spots
        for ox, oy in cells:
            for fx, fy in ((0.25, 0.25), (0.75, 0.75)):
                pygame.draw.circle(s, acc, (round(ox + p * fx), round(oy + p * fy)), round(p * 0.16))
    elif st.pattern == "chevrons":     # a zig-zag band per period
        t = p * 0.17
        for ox, oy in cells:
            K.polygon(s, acc, [(ox, oy + p * 0.62), (ox + p * 0.5, oy + p * 0.22),
                               (ox + p, oy + p * 0.62), (ox + p, oy + p * 0.62 + 2 * t),
                               (ox + p * 0.5, oy + p * 0.22 + 2 * t), (ox, oy + p * 0.62 + 2 * t)])
    elif st.pattern == "checks":       # two checks per period each way
        hp = p / 2
        for ox, oy in cells:
            K.polygon(s, acc, [(ox, oy), (ox + hp, oy), (ox + hp, oy + hp), (ox, oy + hp)])
            K.polygon(s, acc, [(ox + hp, oy + hp), (ox + p, oy + hp), (ox + p, oy + p), (ox + hp, oy + p)])
    elif st.pattern == "diamonds":     # harlequin diamonds
        for ox, oy in cells:
            cx, cy, r = ox + p * 0.5, oy + p * 0.5, p * 0.36
            K.polygon(s, acc, [(cx, cy - r), (cx + r * 0.78, cy), (cx, cy + r), (cx - r * 0.78, cy)])
    elif st.pattern == "ring":         # plain with a ring
        for ox, oy in cells:
            pygame.draw.circle(s, acc, (round(ox + p * 0.5), round(oy + p * 0.5)), round(p * 0.3),
                               max(1, round(p * 0.09)))
    return s


def pattern_array(st: Stable, w: int, h: int, p: int) -> np.ndarray:
    """``pattern_raw`` as a float array (for masking into shapes)."""
    return K.to_array(pattern_raw(st, w, h, p))


def make_pattern(st: Stable) -> pygame.Surface:
    """24x24 tileable swatch: drawn at 4x, reduced exactly (stays tileable)."""
    period = 12 if st.pattern in ("checks", "dots", "ring") else 24   # 4 small or 1 big motif
    return K.downsample(pattern_raw(st, 24 * SS, 24 * SS, period * SS))


# ==========================================================================
# Horses
# ==========================================================================

HORSE_W, HORSE_H = 96, 72
HORSE_FRAMES = 6
GROUND_Y = 272           # ground line at 4x (68 px final): room for the shadow

# Silhouette of body, neck and head as one closed spline (4x pixels, horse
# facing right).  One outline avoids seams where neck meets body.
HORSE_OUTLINE: list[Point] = [
    (96, 114), (124, 102), (160, 110), (198, 114), (230, 104), (254, 84), (278, 66),
    (300, 52), (316, 46), (334, 50), (354, 74), (372, 96), (384, 112), (382, 126),
    (368, 132), (350, 126), (332, 120), (318, 110), (302, 108), (288, 122), (278, 140),
    (270, 158), (258, 174), (240, 184), (210, 190), (176, 188), (146, 182), (124, 184),
    (100, 172), (86, 142),
]
# The saddle cloth and its trim (4x pixels, rest pose), and where its number goes.
SADDLE_CLOTH: list[Point] = [(142, 112), (188, 106), (236, 102), (240, 140), (242, 172),
                             (192, 178), (146, 180), (142, 146)]
SADDLE_TRIM: list[Point] = [(150, 119), (190, 113), (229, 109), (233, 140), (234, 164),
                            (192, 170), (153, 172), (150, 146)]
SADDLE_NUMBER = (190.0, 142.0)
PITCH_CENTRE = (190.0, 150.0)
FORE_ORIGIN = (248.0, 172.0)    # elbow
HIND_ORIGIN = (116.0, 150.0)    # hip / stifle, inside the thigh
FORE_LEN = (46.0, 36.0, 16.0)   # forearm, cannon, pastern
HIND_LEN = (62.0, 40.0, 15.0)   # thigh+gaskin, cannon, pastern
FORE_RADII = (15.0, 9.0, 7.0, 6.5)
HIND_RADII = (24.0, 8.0, 7.0, 6.5)

# Gallop keyframes: (phase within the leg's own cycle, (upper, lower, pastern)
# angles in degrees from vertical, + = towards the head).  Stance is phase
# 0..0.27 (hoof on the ground), the rest is the swing.  Loosely traced from
# Muybridge's "Horse in Motion" plates.
FORE_KEYS = [(0.00, (28, 30, 35)), (0.13, (0, 0, 60)), (0.27, (-30, -28, -10)),
             (0.40, (-25, -100, -145)), (0.60, (15, -60, -110)), (0.80, (45, 30, 15))]
HIND_KEYS = [(0.00, (25, 5, 30)), (0.13, (0, -10, 55)), (0.27, (-30, -35, -20)),
             (0.40, (-30, -55, -95)), (0.60, (-4, -38, -72)), (0.80, (30, 0, 10))]
STANCE = 0.27
# Transverse gallop footfall order: left hind, right hind, left fore, right
# fore, then the gathered suspension.  We see the horse's left side.
LEG_OFFSETS = {"LH": 0.0, "RH": 0.1, "LF": 0.3, "RF": 0.4}


def cyclic_interp(keys: list[tuple[float, tuple[float, ...]]], p: float) -> tuple[float, ...]:
    """Catmull-Rom interpolation through cyclic keyframes (smooth joints)."""
    p %= 1.0
    n = len(keys)
    for i in range(n):
        t0, v0 = keys[i]
        t1 = keys[(i + 1) % n][0] + (1.0 if i == n - 1 else 0.0)
        if t0 <= p < t1 or i == n - 1:
            u = (p - t0) / (t1 - t0)
            vm, v1, vp = keys[(i - 1) % n][1], keys[(i + 1) % n][1], keys[(i + 2) % n][1]
            return tuple(
                0.5 * (2 * b + (-a + c) * u + (2 * a - 5 * b + 4 * c - d) * u * u
                       + (-a + 3 * b - 3 * c + d) * u ** 3)
                for a, b, c, d in zip(vm, v0, v1, vp))
    raise AssertionError("unreachable")


def leg_chain(origin: Point, angles: tuple[float, ...], lengths: tuple[float, ...]) -> list[Point]:
    pts = [origin]
    x, y = origin
    for a, ln in zip(angles, lengths):
        x += ln * math.sin(math.radians(a))
        y += ln * math.cos(math.radians(a))
        pts.append((x, y))
    return pts


def hoof_quad(p_fetlock: Point, p_coronet: Point) -> list[Point]:
    """A hoof as a small wedge continuing the pastern."""
    (x0, y0), (x1, y1) = p_fetlock, p_coronet
    d = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / d, (y1 - y0) / d
    nx, ny = -uy, ux
    ln, w0, w1 = 10.0, 6.5, 8.5
    return [(x1 + nx * w0, y1 + ny * w0), (x1 + ux * ln + nx * w1, y1 + uy * ln + ny * w1),
            (x1 + ux * ln - nx * w1 * 0.9, y1 + uy * ln - ny * w1 * 0.9),
            (x1 - nx * w0, y1 - ny * w0)]


@dataclass
class Pose:
    """Everything needed to draw one gallop frame."""
    legs: dict[str, list[Point]]
    pitch: float
    dy: float
    phase: float


def gallop_pose(frame: int, n: int = HORSE_FRAMES) -> Pose:
    """Pose for one frame.  The vertical bob is the ground-contact bob
    smoothed over neighbouring frames: exact contact makes the body jump by
    up to 3 px between frames, smoothing keeps hooves within ~1 px of the
    ground and the rider's motion fluid."""
    raw = [_raw_pose(f, n) for f in ((frame - 1) % n, frame, (frame + 1) % n)]
    pose = raw[1]
    pose.dy = 0.25 * raw[0].dy + 0.5 * raw[1].dy + 0.25 * raw[2].dy
    return pose


def _raw_pose(frame: int, n: int) -> Pose:
    ph = frame / n
    pitch = 2.5 * math.sin(2 * math.pi * (ph - 0.2))   # + = nose down
    legs: dict[str, list[Point]] = {}
    stance_low = []
    all_low = []
    for leg, off in LEG_OFFSETS.items():
        fore = leg[1] == "F"
        lp = (ph - off) % 1.0
        ang = cyclic_interp(FORE_KEYS if fore else HIND_KEYS, lp)
        origin = K.rotate([FORE_ORIGIN if fore else HIND_ORIGIN], pitch, PITCH_CENTRE)[0]
        pts = leg_chain(origin, ang, FORE_LEN if fore else HIND_LEN)
        legs[leg] = pts
        low = max(y for _, y in hoof_quad(pts[2], pts[3]))
        all_low.append(low)
        if lp < STANCE:
            stance_low.append(low)
    # Keep the hooves that bear weight on the ground; in the suspension phase
    # the lowest hoof floats a little above it.
    dy = GROUND_Y - max(stance_low) if stance_low else GROUND_Y - 10 - max(all_low)
    return Pose(legs, pitch, dy, ph)


def posed(pts: list[Point], pose: Pose) -> list[Point]:
    """Apply the body pitch and vertical bob to points given in rest pose."""
    return [(x, y + pose.dy) for x, y in K.rotate(pts, pose.pitch, PITCH_CENTRE)]


def shifted(pts: list[Point], pose: Pose) -> list[Point]:
    return [(x, y + pose.dy) for x, y in pts]


def draw_leg(s: pygame.Surface, pts: list[Point], radii: tuple[float, ...], coat: Colour,
             lower: Colour, sock: bool) -> None:
    r = radii
    K.capsule(s, coat, pts[0], pts[1], r[0], r[1])
    low = (236, 230, 218) if sock else lower
    K.capsule(s, lower if not sock else coat, pts[1], pts[2], r[1] * 0.8, r[2])
    if sock:
        mid = ((pts[1][0] + pts[2][0]) / 2, (pts[1][1] + pts[2][1]) / 2)
        K.capsule(s, low, mid, pts[2], r[1] * 0.72, r[2])
    K.capsule(s, low, pts[2], pts[3], r[2], r[3] * 0.85)
    K.polygon(s, (44, 38, 34), hoof_quad(pts[2], pts[3]))


def tail_points(pose: Pose, strand: int) -> list[Point]:
    """A tail strand streaming behind, waving with the stride."""
    ph = pose.phase * 2 * math.pi
    root = (98.0, 118.0 + strand * 3)
    pts = [root]
    for i in range(1, 6):
        t = i / 5
        wave = 7 * math.sin(ph - t * 2.6 + strand * 0.7) * t
        pts.append((root[0] - 78 * t - strand * 4 * t, root[1] + 6 * t + 26 * t * t + wave + strand * 6 * t))
    return K.catmull_rom(pts, closed=False, steps=4)


def mane_tufts(pose: Pose) -> list[list[Point]]:
    """Little flicks of mane along the crest, blown back by the wind."""
    crest = [(234, 104), (250, 90), (264, 78), (278, 68), (292, 59), (304, 52), (314, 48)]
    tufts = []
    for i, (x, y) in enumerate(crest):
        flick = 3 * math.sin(pose.phase * 2 * math.pi * 2 + i)
        tufts.append([(x + 6, y + 3), (x - 14, y - 5 + flick), (x - 16, y + 1 + flick), (x - 4, y + 9)])
    return tufts


def shaded(layer: pygame.Surface, radius: int, strength: float = 1.0, ambient: float = 0.72,
           dim: float = 1.0) -> np.ndarray:
    a = K.bevel(K.to_array(layer), radius, strength, ambient=ambient)
    if dim != 1.0:
        a[..., :3] *= dim
    return a


def jockey_layer(st: Stable, pose: Pose, W: int, H: int) -> np.ndarray:
    """Saddle cloth with the lane number, saddle and the crouched jockey."""
    P = lambda pts: posed(pts, pose)  # noqa: E731
    main = st.main + (255,)
    # --- saddle cloth: plain stable colour, big enough to name the stable at a
    # glance whatever the coat (most of the barrel, withers to loins), with a
    # contrasting trim so the number reads; the jersey carries the pattern.
    cloth = K.surface(W, H)
    K.polygon(cloth, main, P(K.catmull_rom(SADDLE_CLOTH, steps=4)))
    ca = shaded(cloth, 5, 0.8, 0.86)
    trim = K.surface(W, H)
    pygame.draw.lines(trim, st.accent + (255,), True, [(round(x), round(y)) for x, y in P(
        K.catmull_rom(SADDLE_TRIM, steps=4))], 4)
    ca = K.over(ca, K.to_array(trim))

    # --- jockey body parts (rest pose coordinates)
    body = K.surface(W, H)
    silk = K.surface(W, H)
    boots = (30, 26, 26, 255)
    breeches = (238, 234, 222, 255)
    knee, foot, hip = (238, 98), (228, 136), (204, 76)
    shoulder, head = (250, 60), (264, 46)
    elbow, hands = (266, 80), (284, 88)
    # saddle
    K.polygon(body, (78, 46, 28, 255), P([(184, 106), (226, 100), (228, 107), (188, 112)]))
    # stirrup leather
    pygame.draw.line(body, (70, 44, 30), *[tuple(map(round, q)) for q in P([(214, 104), (226, 138)])], 3)
    # boot (lower leg) with tan cuff, then breeches (thigh)
    K.capsule(body, boots, P([knee])[0], P([foot])[0], 8, 6)
    K.capsule(body, (196, 150, 96, 255), P([knee])[0], P([(235, 108)])[0], 8.5, 8)
    foot2 = P([foot, (238, 138)])
    K.capsule(body, boots, foot2[0], foot2[1], 5, 4)
    K.capsule(body, breeches, P([knee])[0], P([hip])[0], 10, 11)
    # face
    pygame.draw.circle(body, SKIN + (255,), tuple(map(round, P([(head[0] + 2, head[1] + 3)])[0])), 9)
    # silks: torso, arm, cap, drawn into one layer then patterned
    K.capsule(silk, main, P([hip])[0], P([shoulder])[0], 13, 12)
    K.capsule(silk, main, P([shoulder])[0], P([elbow])[0], 7, 6)
    K.capsule(silk, main, P([elbow])[0], P([hands])[0], 6, 5)
    cap = P(K.catmull_rom([(252, 46), (256, 35), (268, 33), (276, 42), (290, 46), (276, 48)], steps=5))
    K.polygon(silk, main, cap)
    sa = K.to_array(silk)
    pat = pattern_array(st, W, H, 28)  # motif period 7 px final: a readable hint
    sa[..., :3] = np.where(sa[..., 3:4] > 0, pat[..., :3], sa[..., :3])
    sa = K.bevel(sa, 5, 0.9, ambient=0.75)
    ba = K.bevel(K.to_array(body), 4, 0.8, ambient=0.78)
    # hands (glove) and reins on top
    top = K.surface(W, H)
    pygame.draw.circle(top, (236, 228, 210, 255), tuple(map(round, P([hands])[0])), 6)
    return K.over(K.over(ca, ba), K.over(sa, K.to_array(top)))


@functools.lru_cache(maxsize=None)
def ground_shadow(W: int, H: int) -> np.ndarray:
    """Soft ellipse on the ground line; it stays put while the horse lifts."""
    shadow = K.surface(W, H)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), (70, GROUND_Y - 10, 250, 22))
    sh = K.to_array(shadow)
    sh[..., 3] = K.blur(sh[..., 3], 10)
    return sh


@functools.lru_cache(maxsize=None)
def coat_noise(stable: str) -> tuple[np.ndarray, np.ndarray]:
    """Per-horse coat texture and dapple field, shared by all its frames so
    the coat does not shimmer as the animation loops."""
    rng = rng_for(f"horse_{stable}")
    W, H = HORSE_W * SS, HORSE_H * SS
    return K.periodic_noise(W, H, rng, 6), K.periodic_noise(W, H, rng, 3)


def make_horse(st: Stable, frame: int) -> pygame.Surface:
    W, H = HORSE_W * SS, HORSE_H * SS
    pose = gallop_pose(frame)
    coat = st.coat + (255,)
    points = st.points + (255,)
    far_coat = K.shade(st.coat, 0.62) + (255,)
    far_pts = K.shade(st.points, 0.62) + (255,)

    sh = ground_shadow(W, H)

    # Far legs first (darker: they are in the body's shade).
    far = K.surface(W, H)
    for leg in ("RH", "RF"):
        radii = FORE_RADII if leg[1] == "F" else HIND_RADII
        draw_leg(far, shifted(pose.legs[leg], pose), radii, far_coat, far_pts,
                 st.socks[list(LEG_OFFSETS).index(leg)])
    far_a = shaded(far, 6, 0.8, 0.8)

    # Tail behind the body.
    tail = K.surface(W, H)
    for k, strand in enumerate((0, 1, 2)):
        col = K.shade(st.points, 1.0 - 0.15 * k) + (255,)
        K.thick_curve(tail, col, posed(tail_points(pose, strand), pose), 9 - k, 2.5)
    tail_a = shaded(tail, 4, 0.8, 0.8)

    # Body, neck and head.
    body = K.surface(W, H)
    K.polygon(body, coat, posed(K.catmull_rom(HORSE_OUTLINE, steps=8), pose))
    body_a = K.to_array(body)
    # Subtle coat texture and a darker belly: the horse is lit from above.
    ys, _ = K.grid(W, H)
    noise, dapples = coat_noise(st.name)
    belly = np.clip((ys - (110 + pose.dy)) / 90.0, 0, 1)
    body_a[..., :3] *= (0.94 + 0.12 * noise[..., None]) * (1.08 - 0.28 * belly[..., None])
    if st.coat[0] > 160 and abs(st.coat[0] - st.coat[2]) < 20:   # grey: dapples
        body_a[..., :3] *= (0.9 + 0.16 * (dapples > 0.55))[..., None]
    body_a = K.bevel(body_a, 14, 1.1, ambient=0.7)

    # Near legs.
    near = K.surface(W, H)
    for leg in ("LH", "LF"):
        radii = FORE_RADII if leg[1] == "F" else HIND_RADII
        draw_leg(near, shifted(pose.legs[leg], pose), radii, coat, points,
                 st.socks[list(LEG_OFFSETS).index(leg)])
    near_a = shaded(near, 7, 1.0, 0.74)

    # Head details, mane, bridle.
    det = K.surface(W, H)
    for tuft in mane_tufts(pose):
        K.polygon(det, points, posed(tuft, pose))
    ear = posed([(314, 52), (312, 32), (324, 48)], pose)
    K.polygon(det, K.shade(st.coat, 0.85) + (255,), ear)
    if st.blaze:
        K.polygon(det, (236, 230, 218, 255), posed(K.catmull_rom(
            [(332, 56), (344, 54), (360, 80), (378, 106), (380, 118), (370, 116), (352, 88)], steps=4), pose))
    det_a = shaded(det, 4, 0.7, 0.82)
    fine = K.surface(W, H)
    eye = posed([(340, 70)], pose)[0]
    pygame.draw.circle(fine, (20, 14, 12, 255), tuple(map(round, eye)), 5)
    pygame.draw.circle(fine, (220, 220, 220, 255), (round(eye[0]) + 1, round(eye[1]) - 2), 1)
    nostril = posed([(374, 114)], pose)[0]
    pygame.draw.circle(fine, (30, 20, 16, 255), tuple(map(round, nostril)), 3)
    # bridle: noseband and cheek strap in dark leather
    strap = (48, 30, 22, 255)
    for a, b in (((326, 54), (356, 116)), ((356, 104), (376, 96))):
        pa, pb = posed([a, b], pose)
        pygame.draw.line(fine, strap, tuple(map(round, pa)), tuple(map(round, pb)), 3)

    # Jockey, and the reins from the bit to the hands.
    jock = jockey_layer(st, pose, W, H)
    reins = K.surface(W, H)
    bit, hands = posed([(364, 120), (280, 90)], pose)
    pygame.draw.line(reins, (52, 32, 22, 255), tuple(map(round, bit)), tuple(map(round, hands)), 3)

    horse = far_a
    for layer in (tail_a, body_a, near_a, det_a, K.to_array(fine), K.to_array(reins), jock):
        horse = K.over(horse, layer)
    # A thin ink outline reads on every background (turf, felt, menus).
    horse = K.outline(horse, 3, INK, 0.9)
    img = K.downsample(K.over(sh, horse))

    # Lane number on the saddle cloth at final resolution, where font hinting
    # keeps the digit crisp.
    cx, cy = posed([SADDLE_NUMBER], pose)[0]
    K.text(img, str(st.number), "FiraSans-Bold", 14, number_colour(st), (cx / SS, cy / SS))
    return img


# ==========================================================================
# Shared motifs
# ==========================================================================

# Horse head in profile (facing right) in a 0..1 box: ears, forehead, long
# nose, soft muzzle, round jowl, and a neck cut off with a flowing edge.
HEAD_PROFILE: list[Point] = [
    (0.41, 0.00), (0.47, 0.09), (0.50, 0.16), (0.60, 0.23), (0.74, 0.39), (0.87, 0.56),
    (0.95, 0.67), (0.98, 0.75), (0.95, 0.82), (0.87, 0.85), (0.81, 0.81), (0.72, 0.80),
    (0.60, 0.78), (0.50, 0.74), (0.45, 0.66), (0.42, 0.64), (0.43, 0.76), (0.50, 1.00),
    (0.06, 1.00), (0.08, 0.72), (0.16, 0.42), (0.26, 0.20), (0.30, 0.02), (0.36, 0.12),
]


def head_points(x: float, y: float, size: float) -> list[Point]:
    """The head silhouette scaled into a ``size`` box at (x, y)."""
    return K.catmull_rom([(x + px * size, y + py * size) for px, py in HEAD_PROFILE], steps=8)


def head_mane(x: float, y: float, size: float) -> list[list[Point]]:
    """A few mane locks along the back of the neck (darker overlay)."""
    locks = []
    for i in range(5):
        t = i / 4
        bx, by = 0.30 - 0.21 * t, 0.18 + 0.70 * t   # along the crest
        locks.append([(x + (bx + dx) * size, y + (by + dy) * size) for dx, dy in
                      ((0.02, -0.03), (-0.09, 0.05), (-0.07, 0.10), (0.03, 0.06))])
    return locks


def disc_mask(n: int, cx: float, cy: float, r: float) -> np.ndarray:
    """An aliased disc as a 0/1 float mask (n x n), used at 4x."""
    return (K.radial(n, n, cx, cy, r) <= 1.0).astype(np.float32)


def gold_fill(mask: np.ndarray, rng: np.random.Generator, base: Colour = GOLD) -> np.ndarray:
    """Brushed gold: a vertical light-to-dark ramp with faint streaks, shaped
    by ``mask``; callers bevel it afterwards for the metallic rim."""
    h, w = mask.shape
    a = K.vertical_gradient(w, h, K.mix(base, GOLD_LIGHT, 0.55), K.mix(base, GOLD_DARK, 0.45))
    streak = K.periodic_noise(w, h, rng, 3, aniso=(1.0, 6.0))
    a[..., :3] *= (0.94 + 0.1 * streak)[..., None]
    a[..., 3] = mask * 255.0
    return a


def paper(w: int, h: int, colour: Colour, rng: np.random.Generator, grain: float = 0.06,
          mottle: float = 0.05) -> np.ndarray:
    """Card stock: flat colour, a fine fibre grain and a soft mottling."""
    a = K.solid(w, h, colour)
    fine = K.periodic_noise(w, h, rng, 0.8)
    soft = K.periodic_noise(w, h, rng, max(w, h) / 6)
    a[..., :3] *= (1.0 - grain / 2 + grain * fine - mottle / 2 + mottle * soft)[..., None]
    return a


def rounded_mask(w: int, h: int, r: float, inset: float = 0.0) -> np.ndarray:
    s = K.surface(w, h)
    K.rounded_rect(s, (255, 255, 255, 255), (inset, inset, w - 2 * inset, h - 2 * inset), r)
    return K.alpha_of(s)


def layer(w: int, h: int, draw: Callable[[pygame.Surface], None]) -> np.ndarray:
    """Run a drawing callback on a fresh transparent surface, return its array."""
    s = K.surface(w, h)
    draw(s)
    return K.to_array(s)


# ==========================================================================
# Tokens
# ==========================================================================


def make_stable_token(st: Stable) -> pygame.Surface:
    """Round brass-rimmed token: the stable's pattern, a cream centre and the
    lane number, so colour is never the only cue."""
    n = 56 * SS
    c = n / 2
    rng = rng_for(f"token_{st.name}")
    rim = gold_fill(disc_mask(n, c, c, 27 * SS), rng)
    rim = K.bevel(rim, 6 * SS // 2, 1.2, ambient=0.7)
    period = {"stripes": 12, "dots": 10, "chevrons": 11, "checks": 10, "diamonds": 9, "ring": 9}[st.pattern]
    pat = pattern_array(st, n, n, period * SS)
    pat[..., 3] = disc_mask(n, c, c, 22.5 * SS) * 255
    pat = K.bevel(pat, 3 * SS, -0.8, ambient=0.85)   # negative: a recessed field
    ring = layer(n, n, lambda s: pygame.draw.circle(s, INK + (255,), (c, c), 23 * SS, SS))
    centre = layer(n, n, lambda s: (pygame.draw.circle(s, INK + (255,), (c, c), 13.5 * SS),
                                     pygame.draw.circle(s, CREAM + (255,), (c, c), 12.5 * SS)))
    centre = K.bevel(centre, 2 * SS, 0.8, ambient=0.85)
    a = K.over(K.over(K.over(rim, pat), ring), centre)
    img = K.downsample(K.drop_shadow(a, SS, 2 * SS, 2 * SS, 0.45))
    K.text(img, str(st.number), "LibreBaskerville-Bold", 17, INK, (28, 28.5))
    return img


def make_bet_token(st: Stable, kind: str) -> pygame.Surface:
    """A poker-chip style bet marker in the stable colour.  Win chips have a
    gold inner ring, Show chips a silver one, and the stable's number on a cream
    centre.  No word is printed on the chip: the table writes the kind's initial
    beside it in the player's language (V / P in Italian), so the art speaks none."""
    n = 48 * SS
    c = n / 2
    metal = GOLD if kind == "win" else (178, 182, 190)
    metal_light = GOLD_LIGHT if kind == "win" else (232, 236, 240)

    def chip(s: pygame.Surface) -> None:
        pygame.draw.circle(s, INK + (255,), (c, c), 23 * SS)
        pygame.draw.circle(s, st.main + (255,), (c, c), 22 * SS)
        # eight edge inserts in the accent colour
        for i in range(8):
            a0 = math.radians(i * 45 + 22.5)
            pts = []
            for da, rr in ((-9, 22), (9, 22), (9, 17), (-9, 17)):
                a = a0 + math.radians(da)
                pts.append((c + rr * SS * math.cos(a), c + rr * SS * math.sin(a)))
            K.polygon(s, st.accent + (255,), pts)
        pygame.draw.circle(s, INK + (255,), (c, c), 16.5 * SS)
        pygame.draw.circle(s, metal + (255,), (c, c), 16 * SS)
        pygame.draw.circle(s, CREAM + (255,), (c, c), 13.8 * SS)

    a = K.bevel(layer(n, n, chip), 3 * SS, 1.0, ambient=0.78)
    shine = layer(n, n, lambda s: pygame.draw.arc(s, metal_light + (200,), (c - 15.5 * SS, c - 15.5 * SS,
                                                                             31 * SS, 31 * SS),
                                                  math.radians(40), math.radians(140), SS))
    img = K.downsample(K.drop_shadow(K.over(a, shine), SS, 2 * SS, 2 * SS, 0.45))
    K.text(img, str(st.number), "FiraSans-Bold", 17, GOLD_DARK if kind == "win" else (84, 88, 98), (24, 24))
    return img


# ==========================================================================
# Dice
# ==========================================================================


def die_base(name: str) -> np.ndarray:
    """Ivory die face at 4x: rounded square, bevelled edges, faint grain."""
    n = 48 * SS
    rng = rng_for(name)
    m = rounded_mask(n, n, 9 * SS, 2 * SS)
    a = paper(n, n, IVORY, rng, 0.03, 0.04)
    a[..., 3] = m * 255
    a = K.bevel(a, 5 * SS, 1.3, ambient=0.72)
    # A slightly dished face: darker ring just inside the edge.
    inner = rounded_mask(n, n, 7 * SS, 6 * SS)
    dish = K.blur(inner, 3 * SS)
    a[..., :3] *= (0.93 + 0.07 * dish)[..., None]
    return a


def make_die_face(st: Stable | None) -> pygame.Surface:
    n = 48 * SS
    a = die_base(f"die_{st.name if st else 'blank'}")
    if st is not None:
        x, y, size = 12.5 * SS, 8 * SS, 32 * SS
        edge = INK
        head = layer(n, n, lambda s: K.polygon(s, st.main + (255,), head_points(x, y, size)))
        head = K.outline(head, SS * 3 // 2, edge)   # ink line: white and yellow heads need it
        head = K.bevel(head, 3 * SS, 0.9, ambient=0.8)
        det = layer(n, n, lambda s: pygame.draw.circle(s, (edge if st.name != "black" else IVORY) + (255,),
                                                       (x + 0.62 * size, y + 0.40 * size), 1.6 * SS))
        a = K.over(K.over(a, head), det)
    img = K.downsample(K.drop_shadow(a, 0, SS, 2 * SS, 0.35))
    if st is not None:
        K.text(img, str(st.number), "FiraSans-Bold", 12, INK, (10, 11.5))
    return img


# ==========================================================================
# Table and track textures
# ==========================================================================


def make_turf() -> pygame.Surface:
    """Tileable lane grass, 256x128: mowed bands across the track plus blade
    texture (noise stretched vertically) and a few darker clover tufts."""
    w, h = 256, 128
    rng = rng_for("turf")
    xs = np.arange(w, dtype=np.float32)
    # Bands 64 px wide; a smooth square wave so the stripe edges are soft.
    band = 0.5 + 0.5 * np.tanh(3.0 * np.sin(2 * math.pi * xs / 128.0))
    blades = K.periodic_noise(w, h, rng, 0.9, aniso=(1.0, 5.0))
    fine = K.periodic_noise(w, h, rng, 0.5)
    clumps = K.fractal_noise(w, h, rng, 14, 3)
    # Gentle contrast: the stripes must not fight the horses for attention.
    light = K.mix(TURF, (108, 160, 84), 0.30)
    dark = K.shade(TURF, 0.92)
    base = np.array(dark, np.float32) + (np.array(light, np.float32) - np.array(dark, np.float32)) * band[None, :, None]
    tex = 0.80 + 0.22 * blades + 0.08 * fine + 0.10 * (clumps - 0.5)
    rgb = base[None, :, :] * tex[..., None] if base.ndim == 2 else base * tex[..., None]
    a = np.concatenate([np.broadcast_to(rgb, (h, w, 3)), np.full((h, w, 1), 255.0, np.float32)], axis=2)
    return K.to_surface(a)


def make_felt() -> pygame.Surface:
    """Tileable racing-green baize, 256x256: fibres and a faint mottle."""
    w = h = 256
    rng = rng_for("felt")
    fibres = K.periodic_noise(w, h, rng, 0.6)
    fibres2 = K.periodic_noise(w, h, rng, 1.4, aniso=(2.5, 1.0))
    mottle = K.fractal_noise(w, h, rng, 40, 3)
    a = K.solid(w, h, FELT)
    a[..., :3] *= (0.86 + 0.10 * fibres + 0.06 * fibres2 + 0.08 * mottle)[..., None]
    return K.to_surface(a)


def make_rail() -> pygame.Surface:
    """White-painted running rail, 128x24, tileable along x: a rounded top
    plank on square posts every 64 px.  The plank is a full-width band so the
    tile repeats seamlessly; posts sit well inside the tile."""
    w, h = 128, 24
    W, H = w * SS, h * SS
    rng = rng_for("rail")
    paint = (246, 243, 234, 255)
    ys, _ = K.grid(W, H)

    def posts(s: pygame.Surface) -> None:
        for x in (28, 92):
            K.polygon(s, paint, [(x * SS, 7 * SS), ((x + 6) * SS, 7 * SS), ((x + 5.5) * SS, 24 * SS),
                                 ((x + 0.5) * SS, 24 * SS)])
    p = K.bevel(layer(W, H, posts), 2 * SS, 1.2, ambient=0.78)
    # posts darken towards the ground and under the plank's shadow
    p[..., :3] *= (1.0 - 0.25 * np.clip((ys - 10 * SS) / (14 * SS), 0, 1))[..., None]
    p[..., :3] *= np.where((ys > 9 * SS) & (ys < 12 * SS), 0.7, 1.0)[..., None]
    p = K.outline(p, SS // 2 + 1, (96, 92, 84), 0.8)
    # plank with a rounded profile: bright top, shaded underside
    plank = K.solid(W, H, paint)
    top, bot = 2 * SS, 10 * SS
    plank[..., 3] = ((ys >= top) & (ys < bot)) * 255.0
    yy = np.clip((ys - top) / (bot - top), 0, 1)
    profile = np.where(yy < 0.35, 0.95 + 0.15 * yy / 0.35, 1.1 - 0.45 * (yy - 0.35) / 0.65)
    grain = K.periodic_noise(W, H, rng, 2, aniso=(12.0, 1.0))
    plank[..., :3] = np.clip(plank[..., :3] * (profile * (0.97 + 0.05 * grain))[..., None], 0, 255)
    edges = K.solid(W, H, (96, 92, 84))
    edges[..., 3] = (((ys >= top - SS // 2) & (ys < top)) | ((ys >= bot) & (ys < bot + SS // 2 + 1))) * 200.0
    a = K.over(K.over(p, plank), edges)
    return K.downsample(a)


def make_finish_banner() -> pygame.Surface:
    """Chequered FINISH banner, 224x64, hung from two ropes with a swallow-tail
    hem; cloth folds are sinusoidal light bands."""
    w, h = 224, 64
    W, H = w * SS, h * SS
    rng = rng_for("finish_banner")
    cloth = K.surface(W, H)
    top, bottom = 8 * SS, 54 * SS
    # hem: notched bottom edge
    hem = [(W - 8 * SS, bottom)]
    for i in range(14, -1, -1):
        x = 8 * SS + i * (W - 16 * SS) / 14
        hem.append((x, bottom + (4 * SS if i % 2 else 0)))
    K.polygon(cloth, (255, 255, 255, 255), [(8 * SS, top), (W - 8 * SS, top)] + hem)
    m = K.alpha_of(cloth)
    ys, xs = K.grid(W, H)
    sq = 6 * SS
    checker = ((np.floor(xs / sq) + np.floor((ys - top) / sq)) % 2).astype(np.float32)
    band_top = (ys >= top) & (ys < top + 2 * sq)
    band_bot = (ys >= bottom - 2 * sq + 2 * SS)
    rgb = np.zeros((H, W, 3), np.float32)
    rgb[:] = OXBLOOD
    chq = np.where(checker[..., None] > 0.5, np.array((28, 26, 30), np.float32), np.array((246, 243, 234), np.float32))
    sel = (band_top | band_bot)[..., None]
    rgb = np.where(sel, chq, rgb)
    # gold piping between checks and field
    pipe = (np.abs(ys - (top + 2 * sq)) < SS) | (np.abs(ys - (bottom - 2 * sq + 2 * SS)) < SS)
    rgb = np.where(pipe[..., None], np.array(GOLD, np.float32), rgb)
    folds = 0.92 + 0.1 * np.sin(xs / W * 2 * math.pi * 3.5 + 0.6) + 0.03 * K.periodic_noise(W, H, rng, 3)
    rgb *= folds[..., None]
    a = np.concatenate([rgb, m[..., None] * 255], axis=2)
    a = K.bevel(a, 3 * SS, 0.6, ambient=0.85)
    ropes = layer(W, H, lambda s: [pygame.draw.line(s, (120, 96, 62, 255), (x0, 0), (x1, top + 2 * SS), 2 * SS)
                                   for x0, x1 in ((2 * SS, 10 * SS), (W - 2 * SS, W - 10 * SS))])
    a = K.over(ropes, a)
    a = K.outline(a, SS, INK, 0.6)
    img = K.downsample(a)
    # Title in gold with a dark drop for legibility.
    K.text(img, "FINISH", "Limelight-Regular", 19, (20, 10, 8), (w / 2 + 1, 31 + 1), tracking=3)
    K.text(img, "FINISH", "Limelight-Regular", 19, GOLD_LIGHT, (w / 2, 31), tracking=3)
    return img


def wood(w: int, h: int, rng: np.random.Generator, base: Colour = OAK, along_x: bool = True) -> np.ndarray:
    """Oak grain: stretched noise plus fine rings, running along x or y."""
    an = (20.0, 1.0) if along_x else (1.0, 20.0)
    g1 = K.periodic_noise(w, h, rng, 4, aniso=an)
    g2 = K.periodic_noise(w, h, rng, 1.2, aniso=an)
    rings = 0.5 + 0.5 * np.sin(g1 * 28.0)
    a = K.solid(w, h, base)
    a[..., :3] *= (0.78 + 0.18 * g1 + 0.12 * rings + 0.08 * g2)[..., None]
    return a


def make_blackboard() -> pygame.Surface:
    """Odds blackboard, 640x360: slate with chalk ghosts of old figures,
    eraser swipes, and a mitred oak frame with a chalk ledge."""
    w, h = 640, 360
    rng = rng_for("blackboard")
    f = 20  # frame width
    slate = K.solid(w, h, SLATE)
    grain = K.fractal_noise(w, h, rng, 60, 4)
    fine = K.periodic_noise(w, h, rng, 0.7)
    slate[..., :3] *= (0.86 + 0.16 * grain + 0.06 * fine)[..., None]
    # Eraser swipes: long horizontal bands of faint chalk dust.
    dust = np.zeros((h, w), np.float32)
    ys, xs = K.grid(w, h)
    for _ in range(9):
        cy = rng.uniform(40, h - 40)
        cx = rng.uniform(60, w - 60)
        ln = rng.uniform(120, 300)
        th = rng.uniform(14, 30)
        ang = rng.uniform(-0.15, 0.15)
        u = (xs - cx) * math.cos(ang) + (ys - cy) * math.sin(ang)
        v = -(xs - cx) * math.sin(ang) + (ys - cy) * math.cos(ang)
        dust += np.exp(-(u / ln) ** 4 - (v / th) ** 2) * rng.uniform(0.05, 0.12)
    streak = K.periodic_noise(w, h, rng, 1.5, aniso=(20.0, 1.0))
    dust *= 0.6 + 0.8 * streak
    # Small smudges: short rubbed strokes at random angles.
    rub = K.periodic_noise(w, h, rng, 1.2, aniso=(6.0, 1.0))
    for _ in range(12):
        cx, cy = rng.uniform(40, w - 40), rng.uniform(40, h - 50)
        ln, th, ang = rng.uniform(14, 40), rng.uniform(4, 9), rng.uniform(-0.6, 0.6)
        u = (xs - cx) * math.cos(ang) + (ys - cy) * math.sin(ang)
        v = -(xs - cx) * math.sin(ang) + (ys - cy) * math.cos(ang)
        dust += np.exp(-(u / ln) ** 2 - (v / th) ** 2) * rng.uniform(0.05, 0.11) * (0.4 + 1.2 * rub)
    # Ghosts of yesterday's odds, wiped but not quite gone.
    ghosts = K.surface(w, h)
    for txt, x, y, size in (("3:1", 120, 90, 46), ("5", 300, 230, 54), ("2:1", 470, 120, 40),
                            ("7", 540, 250, 44), ("4:1", 210, 270, 38)):
        K.text(ghosts, txt, "LeagueGothic-Regular", size, (255, 255, 255), (x, y))
    ghost = K.blur(K.alpha_of(ghosts), 3) * 0.065 * (0.5 + rub)
    dust += ghost
    slate[..., :3] = slate[..., :3] * (1 - dust[..., None]) + np.array(CHALK, np.float32) * dust[..., None]
    # Inner shadow from the frame onto the slate.
    inner = np.zeros((h, w), np.float32)
    inner[f:h - f - 6, f:w - f] = 1.0
    sh = 1.0 - K.blur(inner, 12)
    slate[..., :3] *= (1.0 - 0.55 * np.clip(sh * 1.6, 0, 1))[..., None]
    # Frame: horizontal grain on top/bottom rails, vertical on the stiles,
    # joined with 45-degree mitres.
    frame_oak = K.shade(OAK, 0.85)
    horiz = wood(w, h, rng, frame_oak, True)
    vert = wood(w, h, rng, frame_oak, False)
    fb = f + 6  # bottom rail is deeper: it is the chalk ledge
    d_top, d_bot, d_l, d_r = ys, h - ys, xs, w - xs
    in_frame = (d_top < f) | (d_bot < fb) | (d_l < f) | (d_r < f)
    use_vert = (((d_l < f) & (d_l < d_top) & (d_l * fb / f < d_bot))
                | ((d_r < f) & (d_r < d_top) & (d_r * fb / f < d_bot)))
    frame_rgb = np.where(use_vert[..., None], vert[..., :3], horiz[..., :3])
    # Bevel the frame: light from top-left on the outer and inner edges.
    fmask = in_frame.astype(np.float32)
    fa = np.concatenate([frame_rgb, fmask[..., None] * 255], axis=2)
    fa = K.bevel(fa, 6, 1.4, ambient=0.72)
    mitre = (np.abs(d_l - d_top) < 0.8) & (d_l < f) | (np.abs(d_r - d_top) < 0.8) & (d_r < f) \
        | (np.abs(d_l * fb / f - d_bot) < 1.0) & (d_l < f) | (np.abs(d_r * fb / f - d_bot) < 1.0) & (d_r < f)
    fa[..., :3] *= np.where(mitre, 0.6, 1.0)[..., None]
    # The ledge's top face catches the light: a lighter band above its front.
    ledge = (d_bot < fb) & (d_bot > fb - 8) & (d_l >= f) & (d_r >= f)
    fa[..., :3] *= np.where(ledge, 1.18, 1.0)[..., None]
    fa[..., :3] *= np.where((d_bot < fb - 7.5) & (d_bot > fb - 9) & (d_l >= f) & (d_r >= f), 0.6, 1.0)[..., None]
    out = np.where(in_frame[..., None], fa, slate)
    out[..., 3] = 255
    img = K.to_surface(out)
    # Chalk stick and felt eraser on the ledge.
    chalk = K.surface(w, h)
    pygame.draw.rect(chalk, (246, 246, 238, 255), (w - 150, h - fb + 1, 40, 6), border_radius=3)
    pygame.draw.rect(chalk, (196, 194, 188, 255), (w - 150, h - fb + 5, 40, 2), border_radius=1)
    pygame.draw.rect(chalk, (62, 44, 32, 255), (w - 96, h - fb - 3, 56, 10), border_radius=2)
    pygame.draw.rect(chalk, (200, 196, 190, 255), (w - 96, h - fb + 4, 56, 3))
    K.blit_over(img, chalk)
    # ink outline around the frame
    pygame.draw.rect(img, INK, (0, 0, w, h), 1)
    pygame.draw.rect(img, (30, 22, 16), (f - 1, f - 1, w - 2 * f + 2, h - f - fb + 2), 1)
    return img


# ==========================================================================
# Cards
# ==========================================================================

CARD_W, CARD_H = 120, 170


def corner_fan(s: pygame.Surface, colour: Colour, cx: float, cy: float, r: float,
               start: float, rays: int = 5, width: int = SS) -> None:
    """Art-deco quarter fan: concentric arcs and rays from a corner."""
    for k in (1.0, 0.7, 0.42):
        rr = r * k
        pygame.draw.arc(s, colour, (cx - rr, cy - rr, 2 * rr, 2 * rr), math.radians(start),
                        math.radians(start + 90), width)
    for i in range(rays + 1):
        a = math.radians(start + 90 * i / rays)
        pygame.draw.line(s, colour, (cx + 0.42 * r * math.cos(a), cy - 0.42 * r * math.sin(a)),
                         (cx + r * math.cos(a), cy - r * math.sin(a)), width)


def card_shape(w: int, h: int) -> np.ndarray:
    return rounded_mask(w, h, 8 * SS)


def make_card_back(kind: str) -> pygame.Surface:
    """Ornate 1920s card back.  Action cards: oxblood with a gold sunburst and
    horseshoe; movement cards: navy with stepped deco frame and speed
    chevrons.  Same skeleton so the two decks feel like one game."""
    W, H = CARD_W * SS, CARD_H * SS
    rng = rng_for(f"card_back_{kind}")
    field = OXBLOOD if kind == "action" else NAVY
    cx, cy = W / 2, H / 2
    a = paper(W, H, field, rng, 0.05, 0.10)
    ys, xs = K.grid(W, H)
    # Sunburst: alternating wedges, slightly lighter, fading outwards.
    ang = np.arctan2(ys - cy, xs - cx)
    wedge = (np.floor((ang + math.pi) / (2 * math.pi) * 36) % 2).astype(np.float32)
    fade = np.clip(1.2 - np.hypot(xs - cx, ys - cy) / (0.55 * H), 0, 1)
    a[..., :3] *= (1.0 + 0.10 * wedge * fade)[..., None]
    a[..., 3] = card_shape(W, H) * 255
    g = GOLD + (255,)
    gl = GOLD_LIGHT + (255,)

    def ornaments(s: pygame.Surface) -> None:
        m = 6 * SS
        K.rounded_rect(s, g, (m, m, W - 2 * m, H - 2 * m), 5 * SS, SS * 3 // 2)
        m2 = 9 * SS
        if kind == "action":
            K.rounded_rect(s, g, (m2, m2, W - 2 * m2, H - 2 * m2), 3 * SS, SS // 2 + 1)
        else:  # stepped (ziggurat) inner frame
            st = 5 * SS
            pts = [(m2 + st, m2), (W - m2 - st, m2), (W - m2 - st, m2 + st), (W - m2, m2 + st),
                   (W - m2, H - m2 - st), (W - m2 - st, H - m2 - st), (W - m2 - st, H - m2),
                   (m2 + st, H - m2), (m2 + st, H - m2 - st), (m2, H - m2 - st), (m2, m2 + st),
                   (m2 + st, m2 + st)]
            pygame.draw.lines(s, g, True, [(round(x), round(y)) for x, y in pts], SS)
        for (x, y, start) in ((m2, m2, 270), (W - m2, m2, 180), (W - m2, H - m2, 90), (m2, H - m2, 0)):
            corner_fan(s, g, x, y, 17 * SS, start, 5, SS)
        # medallion
        pygame.draw.circle(s, g, (cx, cy), 31 * SS)
        pygame.draw.circle(s, field + (255,), (cx, cy), 28.5 * SS)
        pygame.draw.circle(s, g, (cx, cy), 26 * SS, SS)
        for i in range(24):  # beaded ring
            t = math.radians(i * 15)
            pygame.draw.circle(s, g, (cx + 34.5 * SS * math.cos(t), cy + 34.5 * SS * math.sin(t)), 1.2 * SS)
        # long deco rays up and down from the medallion
        for sgn in (-1, 1):
            for dx in (-6, 0, 6):
                L = 16 if dx == 0 else 10
                pygame.draw.line(s, g, (cx + dx * SS, cy + sgn * 38 * SS), (cx + dx * SS, cy + sgn * (38 + L) * SS), SS)
            K.polygon(s, g, [(cx, cy + sgn * 50 * SS), (cx + 3 * SS, cy + sgn * 54 * SS),
                             (cx, cy + sgn * 58 * SS), (cx - 3 * SS, cy + sgn * 54 * SS)])
        if kind == "action":
            # horseshoe, open end up (for luck)
            r_out, r_in = 17 * SS, 11 * SS
            pts_out = [(cx + r_out * math.cos(math.radians(a_)), cy + 2 * SS + r_out * math.sin(math.radians(a_)))
                       for a_ in np.linspace(-40, 220, 40)]
            pts_in = [(cx + r_in * math.cos(math.radians(a_)), cy + 2 * SS + r_in * math.sin(math.radians(a_)))
                      for a_ in np.linspace(220, -40, 40)]
            K.polygon(s, gl, pts_out + pts_in)
            for a_ in (0, 35, 70, 110, 145, 180):
                rr = (r_out + r_in) / 2
                pygame.draw.circle(s, field + (255,), (cx + rr * math.cos(math.radians(a_)),
                                                       cy + 2 * SS + rr * math.sin(math.radians(a_))), 1.3 * SS)
        else:
            # three speed chevrons pointing right
            for i in range(3):
                x0 = cx - 14 * SS + i * 10 * SS
                K.polygon(s, gl, [(x0, cy - 14 * SS), (x0 + 8 * SS, cy - 14 * SS), (x0 + 20 * SS, cy),
                                  (x0 + 8 * SS, cy + 14 * SS), (x0, cy + 14 * SS), (x0 + 12 * SS, cy)])

    orn = K.bevel(layer(W, H, ornaments), SS, 0.8, ambient=0.85)
    a = K.over(a, orn)
    a[..., 3] = np.minimum(a[..., 3], card_shape(W, H) * 255)
    # cream edge line (the white border of printed cards)
    edge = layer(W, H, lambda s: K.rounded_rect(s, CREAM + (255,), (SS, SS, W - 2 * SS, H - 2 * SS), 7 * SS, 2 * SS))
    a = K.over(a, edge)
    a = K.outline(a, SS // 2 + 1, INK, 0.8)
    img = K.downsample(a)
    label = "ACTION" if kind == "action" else "MOVEMENT"
    K.text(img, label, "LeagueGothic-Regular", 13, GOLD_LIGHT, (CARD_W / 2, CARD_H - 22), tracking=2)
    K.text(img, "HORSE FEVER", "LeagueGothic-Regular", 11, GOLD_LIGHT, (CARD_W / 2, 21), tracking=2)
    return img


def make_card_frame() -> pygame.Surface:
    """Cream card front with an engraved border and empty middle."""
    W, H = CARD_W * SS, CARD_H * SS
    rng = rng_for("card_frame")
    a = paper(W, H, CREAM, rng, 0.06, 0.08)
    # soft darker rim, like aged stock
    rim = 1.0 - K.blur(rounded_mask(W, H, 8 * SS, 5 * SS), 6 * SS)
    a[..., :3] *= (1.0 - 0.12 * rim)[..., None]
    a[..., 3] = card_shape(W, H) * 255
    ink = (92, 62, 36, 255)
    g = GOLD_DARK + (255,)

    def border(s: pygame.Surface) -> None:
        m = 5 * SS
        K.rounded_rect(s, ink, (m, m, W - 2 * m, H - 2 * m), 4 * SS, SS)
        m2 = 7 * SS
        K.rounded_rect(s, g, (m2, m2, W - 2 * m2, H - 2 * m2), 3 * SS, SS * 3 // 2)
        m3 = 9 * SS
        K.rounded_rect(s, ink, (m3, m3, W - 2 * m3, H - 2 * m3), 2 * SS, SS // 2 + 1)
        for (x, y, start) in ((m3, m3, 270), (W - m3, m3, 180), (W - m3, H - m3, 90), (m3, H - m3, 0)):
            corner_fan(s, g, x, y, 12 * SS, start, 4, SS)
        # diamond ornaments at the middle of each edge
        for (x, y) in ((W / 2, m2), (W / 2, H - m2), (m2, H / 2), (W - m2, H / 2)):
            r = 4 * SS
            K.polygon(s, CREAM + (255,), [(x, y - r - SS), (x + r + SS, y), (x, y + r + SS), (x - r - SS, y)])
            K.polygon(s, g, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
            pygame.draw.circle(s, CREAM + (255,), (x, y), 1.3 * SS)

    a = K.over(a, layer(W, H, border))
    a = K.outline(a, SS // 2 + 1, (120, 100, 70), 0.9)
    return K.downsample(a)


def make_first_player() -> pygame.Surface:
    """First-player marker: a small gilt-edged card with a starter's flag."""
    w, h = 48, 64
    W, H = w * SS, h * SS
    rng = rng_for("first_player")
    a = paper(W, H, CREAM, rng, 0.05, 0.06)
    a[..., 3] = rounded_mask(W, H, 5 * SS, SS) * 255

    def art(s: pygame.Surface) -> None:
        K.rounded_rect(s, GOLD + (255,), (3 * SS, 3 * SS, W - 6 * SS, H - 6 * SS), 3 * SS, SS * 3 // 2)
        # flag pole and waving red flag
        pygame.draw.line(s, (70, 50, 34, 255), (15 * SS, 10 * SS), (15 * SS, 44 * SS), 2 * SS)
        pygame.draw.circle(s, GOLD + (255,), (15 * SS, 10 * SS), 2 * SS)
        flag = K.catmull_rom([(16, 12), (24, 10), (32, 13), (38, 11), (38, 25), (31, 27), (24, 24), (16, 26)], steps=6)
        K.polygon(s, (196, 44, 38, 255), [(x * SS, y * SS) for x, y in flag])
    a = K.over(a, K.bevel(layer(W, H, art), 2 * SS, 0.7, ambient=0.85))
    a = K.outline(a, SS // 2 + 1, INK, 0.85)
    img = K.downsample(K.drop_shadow(a, SS, 2 * SS, 2 * SS, 0.4))
    K.text(img, "1st", "Limelight-Regular", 13, INK, (w / 2, 53))
    return img


# ==========================================================================
# Money and rewards
# ==========================================================================

NOTE_STYLES = {  # paper, ink, accent
    100: ((214, 226, 200), (38, 84, 58), (150, 178, 128)),
    500: ((238, 218, 186), (118, 64, 36), (200, 150, 104)),
    1000: ((212, 214, 234), (46, 54, 116), (150, 156, 200)),
}


def guilloche(s: pygame.Surface, colour: Colour, cx: float, cy: float, R: float, r: float,
              d: float, turns: int, width: int) -> None:
    """Hypotrochoid rosette, the 'engraved' look of banknotes."""
    pts = []
    n = 720
    for i in range(n + 1):
        t = 2 * math.pi * turns * i / n
        x = (R - r) * math.cos(t) + d * math.cos((R - r) / r * t)
        y = (R - r) * math.sin(t) - d * math.sin((R - r) / r * t)
        pts.append((cx + x, cy + y))
    pygame.draw.lines(s, colour, False, [(round(x), round(y)) for x, y in pts], width)


def make_banknote(value: int) -> pygame.Surface:
    w, h = 128, 64
    W, H = w * SS, h * SS
    paper_c, ink, accent = NOTE_STYLES[value]
    rng = rng_for(f"banknote_{value}")
    a = paper(W, H, paper_c, rng, 0.06, 0.10)
    ys, xs = K.grid(W, H)
    # faint fine wave lines across the field, like security printing
    waves = 0.5 + 0.5 * np.sin(ys / (1.6 * SS) + 2.2 * np.sin(xs / (9 * SS)))
    a[..., :3] *= (0.96 + 0.04 * waves)[..., None]
    a[..., 3] = rounded_mask(W, H, 2 * SS) * 255
    ink4 = ink + (255,)
    acc4 = accent + (255,)

    def engraving(s: pygame.Surface) -> None:
        m = 3 * SS
        pygame.draw.rect(s, ink4, (m, m, W - 2 * m, H - 2 * m), SS)
        # wavy border band between two rules
        m2 = 6 * SS
        pygame.draw.rect(s, ink4, (m2, m2, W - 2 * m2, H - 2 * m2), max(1, SS // 2))
        for k in range(2):
            pts_t, pts_b = [], []
            for i in range(0, W - 2 * m + 1, 2):
                x = m + i
                yv = 4.5 * SS + 1.2 * SS * math.sin(i / (2.2 * SS) + k * math.pi)
                pts_t.append((x, yv))
                pts_b.append((x, H - yv))
            pygame.draw.lines(s, acc4, False, pts_t, max(1, SS // 2))
            pygame.draw.lines(s, acc4, False, pts_b, max(1, SS // 2))
        # rosettes left and right
        guilloche(s, acc4, 24 * SS, H / 2, 15 * SS, 3.1 * SS, 5.5 * SS, 31, max(1, SS // 2))
        guilloche(s, ink4, 24 * SS, H / 2, 15 * SS, 3.1 * SS, 5.5 * SS, 31, 1)
        guilloche(s, acc4, W - 24 * SS, H / 2, 15 * SS, 3.125 * SS, 6.0 * SS, 5, SS // 2)
        guilloche(s, ink4, W - 24 * SS, H / 2, 15 * SS, 3.125 * SS, 4.2 * SS, 5, 1)
        pygame.draw.circle(s, paper_c + (255,), (24 * SS, H / 2), 9 * SS)
        pygame.draw.circle(s, ink4, (24 * SS, H / 2), 9 * SS, SS // 2 + 1)
        pygame.draw.circle(s, paper_c + (255,), (W - 24 * SS, H / 2), 9.5 * SS)
        pygame.draw.circle(s, ink4, (W - 24 * SS, H / 2), 9.5 * SS, SS // 2 + 1)
        # horse-head vignette in the left medallion
        K.polygon(s, ink4, head_points(24 * SS - 7.5 * SS, H / 2 - 8 * SS, 15 * SS))

    a = K.over(a, layer(W, H, engraving))
    a = K.outline(a, SS // 2, K.shade(ink, 0.7), 0.5)
    img = K.downsample(a)
    K.text(img, str(value), "Limelight-Regular", 15 if value < 1000 else 13, ink, (w / 2, 27))
    K.text(img, "DANARI", "LeagueGothic-Regular", 11, ink, (w / 2, 41), tracking=2)
    K.text(img, str(value), "LeagueGothic-Regular", 12 if value < 1000 else 11, ink, (w - 24, h / 2 + 0.5))
    return img


def make_coin() -> pygame.Surface:
    n = 32 * SS
    c = n / 2
    rng = rng_for("coin")
    body = gold_fill(disc_mask(n, c, c, 15 * SS), rng)
    body = K.bevel(body, 2 * SS, 1.3, ambient=0.7)
    # reeded rim: short dark ticks round the edge
    def rim(s: pygame.Surface) -> None:
        for i in range(48):
            t = 2 * math.pi * i / 48
            pygame.draw.line(s, GOLD_DARK + (160,), (c + 13.2 * SS * math.cos(t), c + 13.2 * SS * math.sin(t)),
                             (c + 15 * SS * math.cos(t), c + 15 * SS * math.sin(t)), max(1, SS // 2))
        pygame.draw.circle(s, GOLD_DARK + (255,), (c, c), 12.5 * SS, max(1, SS // 2))
    face = gold_fill(disc_mask(n, c, c, 12 * SS), rng, K.mix(GOLD, GOLD_LIGHT, 0.2))
    face = K.bevel(face, 2 * SS, -0.9, ambient=0.85)   # recessed field
    emboss = layer(n, n, lambda s: K.polygon(s, K.mix(GOLD, GOLD_LIGHT, 0.6) + (255,),
                                             head_points(c - 10 * SS, c - 10.5 * SS, 20 * SS)))
    emboss = K.outline(emboss, SS, GOLD_DARK, 0.9)   # the engraver's cut around the relief
    emboss = K.bevel(emboss, SS, 1.6, ambient=0.7)
    a = K.over(K.over(K.over(body, layer(n, n, rim)), face), emboss)
    a = K.outline(a, SS // 2 + 1, K.shade(GOLD_DARK, 0.6), 0.9)
    return K.downsample(K.drop_shadow(a, SS // 2, SS, SS, 0.4))


def make_rosette() -> pygame.Surface:
    """Victory-point rosette: pleated blue ring, gold centre, two tails."""
    w, h = 48, 64
    W, H = w * SS, h * SS
    cx, cy = W / 2, 22 * SS
    blue = (40, 74, 156)
    rng = rng_for("rosette_vp")

    def tails(s: pygame.Surface) -> None:
        for sgn in (-1, 1):
            x0 = cx + sgn * 5 * SS
            x1 = cx + sgn * 14 * SS
            pts = [(x0 - 5 * SS, cy), (x0 + 5 * SS, cy), (x1 + 5 * SS, H - 6 * SS),
                   (x1, H - 10 * SS), (x1 - 5 * SS, H - 2 * SS)]   # swallow-tail end
            K.polygon(s, blue + (255,), pts)
            pygame.draw.line(s, GOLD + (255,), (x0, cy), (x1, H - 9 * SS), SS)
    t = K.bevel(layer(W, H, tails), 2 * SS, 0.8, ambient=0.8)

    def pleats(s: pygame.Surface) -> None:
        K.polygon(s, K.shade(blue, 0.8) + (255,), K.star_points(cx, cy, 21 * SS, 17 * SS, 24))
        for i in range(24):
            a0 = math.radians(i * 15)
            a1 = math.radians(i * 15 + 7.5)
            col = blue if i % 2 else K.mix(blue, (160, 190, 240), 0.35)
            K.polygon(s, col + (255,), [(cx + 10 * SS * math.cos(a0), cy + 10 * SS * math.sin(a0)),
                                        (cx + 20 * SS * math.cos(a0), cy + 20 * SS * math.sin(a0)),
                                        (cx + 20 * SS * math.cos(a1), cy + 20 * SS * math.sin(a1)),
                                        (cx + 10 * SS * math.cos(a1), cy + 10 * SS * math.sin(a1))])
    p = K.bevel(layer(W, H, pleats), 3 * SS, 0.7, ambient=0.82)
    centre = gold_fill(disc_mask(W, cx, cy, 11 * SS)[:H] if W == H else
                       (K.radial(W, H, cx, cy, 11 * SS) <= 1).astype(np.float32), rng)
    centre = K.bevel(centre, 2 * SS, 1.2, ambient=0.72)
    a = K.over(K.over(t, p), centre)
    a = K.outline(a, SS // 2 + 1, INK, 0.8)
    img = K.downsample(K.drop_shadow(a, SS, 2 * SS, 2 * SS, 0.4))
    K.text(img, "VP", "Limelight-Regular", 11, (70, 42, 16), (cx / SS, cy / SS + 0.5))
    return img


def make_trophy() -> pygame.Surface:
    w, h = 64, 64
    W, H = w * SS, h * SS
    rng = rng_for("trophy")

    def cup(s: pygame.Surface) -> None:
        g = (255, 255, 255, 255)
        bowl = K.catmull_rom([(12, 8), (52, 8), (50, 20), (44, 30), (36, 35), (28, 35), (20, 30), (14, 20)], steps=8)
        K.polygon(s, g, [(x * SS, y * SS) for x, y in bowl])
        # handles: thick loops either side
        for sgn in (-1, 1):
            pts = K.catmull_rom([(32 + sgn * 19, 11), (32 + sgn * 28, 12), (32 + sgn * 26, 24), (32 + sgn * 15, 29)],
                                closed=False, steps=8)
            K.thick_curve(s, g, [(x * SS, y * SS) for x, y in pts], 2.2 * SS, 1.6 * SS)
        # stem and knop
        K.polygon(s, g, [(29 * SS, 34 * SS), (35 * SS, 34 * SS), (34 * SS, 44 * SS), (30 * SS, 44 * SS)])
        pygame.draw.ellipse(s, g, (26 * SS, 38 * SS, 12 * SS, 5 * SS))
        K.polygon(s, g, [(30 * SS, 44 * SS), (34 * SS, 44 * SS), (42 * SS, 49 * SS), (22 * SS, 49 * SS)])
    m = K.alpha_of(layer(W, H, cup))
    gold = gold_fill(m, rng)
    gold = K.bevel(gold, 3 * SS, 1.6, ambient=0.62)
    # vertical specular streak, the polished-metal cue
    ys, xs = K.grid(W, H)
    spec = np.exp(-((xs - 22 * SS) / (2.4 * SS)) ** 2) * (ys < 44 * SS)
    gold[..., :3] = np.clip(gold[..., :3] + 90 * spec[..., None], 0, 255)

    def base(s: pygame.Surface) -> None:
        pygame.draw.rect(s, (46, 32, 26, 255), (18 * SS, 49 * SS, 28 * SS, 6 * SS), border_radius=SS)
        pygame.draw.rect(s, (36, 24, 20, 255), (15 * SS, 55 * SS, 34 * SS, 6 * SS), border_radius=SS)
        pygame.draw.rect(s, GOLD + (255,), (25 * SS, 56 * SS, 14 * SS, 4 * SS))
    b = K.bevel(layer(W, H, base), 2 * SS, 1.0, ambient=0.75)
    a = K.over(b, gold)
    a = K.outline(a, SS // 2 + 1, INK, 0.85)
    return K.downsample(K.drop_shadow(a, SS, SS, 2 * SS, 0.4))


def make_hourglass() -> pygame.Surface:
    w, h = 48, 64
    W, H = w * SS, h * SS
    rng = rng_for("hourglass")
    cx = W / 2
    bulb_top = K.catmull_rom([(12, 8), (36, 8), (34, 20), (26, 31), (22, 31), (14, 20)], steps=8)
    bulb_bot = [(x, 64 - y) for x, y in bulb_top]
    glass = K.surface(W, H)
    for b in (bulb_top, bulb_bot):
        K.polygon(glass, (210, 230, 236, 90), [(x * SS, y * SS) for x, y in b])
    ga = K.to_array(glass)
    # sand: a heap in the lower bulb, a little left above, and the stream
    sand_c = (214, 176, 104, 255)
    white = (255, 255, 255, 255)
    lower = K.alpha_of(layer(W, H, lambda s: K.polygon(s, white, [(x * SS, y * SS) for x, y in bulb_bot])))
    top = K.alpha_of(layer(W, H, lambda s: K.polygon(s, white, [(x * SS, y * SS) for x, y in bulb_top])))
    ys, xs = K.grid(W, H)
    heap = ys > 47 * SS - np.clip(7 * SS - np.abs(xs - cx) * 0.6, 0, None)   # a cone of sand
    rest = ys > 22 * SS
    sa = K.solid(W, H, sand_c)
    grain = K.periodic_noise(W, H, rng, 0.7)
    sa[..., :3] *= (0.88 + 0.2 * grain)[..., None]
    sa[..., 3] = np.clip(lower * heap + top * rest, 0, 1) * 255
    stream = layer(W, H, lambda s: pygame.draw.line(s, sand_c, (cx, 29 * SS), (cx, 46 * SS), SS))
    sa = K.over(sa, stream)
    sa = K.bevel(sa, 2 * SS, 0.8, ambient=0.8)
    glints = layer(W, H, lambda s: [pygame.draw.line(s, (255, 255, 255, 170), (x0 * SS, y0 * SS),
                                                     (x1 * SS, y1 * SS), SS)
                                    for (x0, y0), (x1, y1) in (((15, 11), (17, 19)), ((15, 53), (17, 45)))])
    outline_glass = layer(W, H, lambda s: [
        pygame.draw.lines(s, (90, 110, 116, 255), True, [(round(x * SS), round(y * SS)) for x, y in b], SS // 2 + 1)
        for b in (bulb_top, bulb_bot)])

    def frame(s: pygame.Surface) -> None:
        wood_c = (112, 70, 38, 255)
        for y in (3, 57):
            pygame.draw.rect(s, wood_c, (6 * SS, y * SS, 36 * SS, 5 * SS), border_radius=2 * SS)
        for x in (8, 37):
            pygame.draw.rect(s, wood_c, (x * SS, 7 * SS, 3 * SS, 50 * SS))
            for y in (14, 32, 50):  # turned beads on the posts
                pygame.draw.ellipse(s, wood_c, ((x - 0.8) * SS, (y - 1.5) * SS, 4.6 * SS, 3 * SS))
    fr = wood(W, H, rng, (128, 80, 42), False)
    fr[..., 3] = K.alpha_of(layer(W, H, frame)) * 255
    fr = K.bevel(fr, 2 * SS, 1.2, ambient=0.72)
    a = K.over(K.over(K.over(K.over(ga, sa), outline_glass), glints), fr)
    a = K.outline(a, SS // 2 + 1, INK, 0.85)
    return K.downsample(K.drop_shadow(a, SS, SS, 2 * SS, 0.35))


def make_dust_puff() -> pygame.Surface:
    """Soft dust cloud kicked up by hooves: billowing blobs, lit from above,
    alpha fading to nothing at the edge so it can be scaled and faded."""
    n = 48 * SS
    rng = rng_for("dust_puff")
    ys, xs = K.grid(n, n)
    dens = np.zeros((n, n), np.float32)
    lit = np.zeros((n, n), np.float32)
    for _ in range(16):
        ang, dist = rng.uniform(0, 2 * math.pi), rng.uniform(0, 11)
        cx, cy = (24 + dist * math.cos(ang)) * SS, (26 + 0.8 * dist * math.sin(ang)) * SS
        r = rng.uniform(7, 12) * SS
        d2 = ((xs - cx) ** 2 + (ys - cy) ** 2) / (r * r)
        blob = np.exp(-d2 * 1.6)
        dens = dens + blob * (1 - dens)
        # each billow is brighter on its upper-left side
        lit += blob * np.clip(0.5 - ((xs - cx) + (ys - cy)) / (2.5 * r), 0, 1)
    dens *= 0.75 + 0.25 * K.periodic_noise(n, n, rng, 2 * SS)
    dens *= np.exp(-K.radial(n, n, n / 2, n / 2 + 2 * SS, 20 * SS) ** 4)
    a = K.solid(n, n, (186, 160, 120))
    light = np.clip(lit, 0, 1)[..., None]
    highlight = np.array((240, 228, 200), np.float32)
    a[..., :3] = a[..., :3] * (0.82 + 0.18 * (1 - ys / n))[..., None] * (1 - light * 0.55) + highlight * light * 0.55
    a[..., 3] = np.clip(dens * 0.9, 0, 1) * 255
    return K.downsample(a)


def make_icon() -> pygame.Surface:
    """Window icon: a cream horse head on a racing-green medallion."""
    n = 64 * SS
    c = n / 2
    rng = rng_for("icon")
    rim = K.bevel(gold_fill(disc_mask(n, c, c, 31 * SS), rng), 3 * SS, 1.2, ambient=0.7)
    field = K.solid(n, n, RACING_GREEN)
    field[..., :3] *= (0.9 + 0.2 * K.blur(disc_mask(n, c - 6 * SS, c - 8 * SS, 18 * SS), 12 * SS))[..., None]
    field[..., 3] = disc_mask(n, c, c, 26.5 * SS) * 255
    field = K.bevel(field, 3 * SS, -0.8, ambient=0.85)
    x, y, size = 12 * SS, 9 * SS, 42 * SS
    head = layer(n, n, lambda s: K.polygon(s, CREAM + (255,), head_points(x, y, size)))
    mask = K.alpha_of(layer(n, n, lambda s: pygame.draw.circle(s, (255, 255, 255, 255), (c, c), 26.5 * SS)))
    head[..., 3] *= mask
    mane = layer(n, n, lambda s: [K.polygon(s, (180, 160, 120, 255), lock) for lock in head_mane(x, y, size)])
    mane[..., 3] *= K.alpha_of(K.to_surface(head)) > 0
    head = K.bevel(K.over(head, mane), 3 * SS, 1.0, ambient=0.78)
    eye = layer(n, n, lambda s: pygame.draw.circle(s, RACING_GREEN + (255,),
                                                   (x + 0.60 * size, y + 0.40 * size), 2.2 * SS))
    a = K.over(K.over(K.over(rim, field), head), eye)
    return K.downsample(a)


# ==========================================================================
# Contact sheet
# ==========================================================================


SHEET_GROUPS = [  # (title, name prefixes) in the order they appear on the sheet
    ("Horses: six-frame gallop cycles", ("horse_",)),
    ("Stable tokens, bets, dice, patterns (shown tiled 2x2)",
     ("token_stable_", "token_bet_", "die_", "pattern_")),
    ("Money, rewards, markers", ("banknote_", "coin", "rosette", "trophy", "hourglass", "first_player",
                                 "dust_puff", "icon")),
    ("Cards", ("card_",)),
    ("Track and table", ("rail", "finish_banner", "turf", "table_felt", "blackboard")),
]


def stable_of(name: str) -> str:
    """The stable a sprite name belongs to ('' if none)."""
    return next((st.name for st in STABLES if f"_{st.name}" in name), "")


def sheet_preview(name: str, img: pygame.Surface) -> pygame.Surface:
    """Patterns tiled 2x2 and strip textures 2x1, so any seam would show."""
    w, h = img.get_size()
    if name.startswith("pattern_"):
        reps = (2, 2)
    elif name in ("turf", "table_felt", "rail"):
        reps = (2, 1)
    else:
        return img
    out = K.surface(w * reps[0], h * reps[1])
    for ox in range(reps[0]):
        for oy in range(reps[1]):
            out.blit(img, (ox * w, oy * h))
    return out


def contact_sheet(made: dict[str, pygame.Surface]) -> pygame.Surface:
    """Every sprite on one page, grouped, with names, for review.  Patterns
    are tiled 2x2 and textures 2x1 so seams would show."""
    W, pad, label_h = 1240, 10, 14
    bg, check = (84, 80, 72), (94, 90, 82)
    items: list[tuple[str, str, pygame.Surface]] = []
    for title, prefixes in SHEET_GROUPS:
        items.append(("title", title, pygame.Surface((1, 1))))
        names = [n for n in made if n.startswith(prefixes)]
        if all(stable_of(n) for n in names):      # per-stable group: one row each
            rank = {st.name: k for k, st in enumerate(STABLES)}
            names.sort(key=lambda n: rank[stable_of(n)])   # stable sort keeps kinds in order
        prev = None
        for name in names:
            stable = stable_of(name)
            if prev is not None and stable and stable != prev:
                items.append(("break", "", pygame.Surface((1, 1))))
            prev = stable
            items.append(("img", name, sheet_preview(name, made[name])))
    # Flow layout in two passes: measure, then draw.
    placements = []
    x = y = pad
    row_h = 0
    label_font = K.font("FiraSans-Regular", 10)
    for kind, name, img in items:
        if kind == "break":
            x, y, row_h = pad, y + row_h + pad, 0
            continue
        if kind == "title":
            if x > pad:
                y += row_h + pad
            placements.append((kind, name, img, pad, y))
            x, row_h = pad, 0
            y += 22
            continue
        cw = max(img.get_width(), label_font.size(name)[0] + 4)
        if x + cw > W - pad:
            x, y = pad, y + row_h + pad
            row_h = 0
        placements.append((kind, name, img, x, y))
        x += cw + pad
        row_h = max(row_h, img.get_height() + label_h)
    H = y + row_h + pad
    sheet = pygame.Surface((W, H))
    sheet.fill(bg)
    for kind, name, img, x, y in placements:
        if kind == "title":
            title_w = K.font("Limelight-Regular", 15).size(name)[0]
            K.text(sheet, name, "Limelight-Regular", 15, GOLD_LIGHT, (x + title_w / 2, y + 9))
            continue
        w, h = img.get_size()
        x += (max(w, label_font.size(name)[0] + 4) - w) // 2
        for cy in range(0, h, 8):       # checkerboard shows transparency
            for cx in range((cy // 8) % 2 * 8, w, 16):
                sheet.fill(check, (x + cx, y + cy, min(8, w - cx), min(8, h - cy)))
        sheet.blit(img, (x, y))
        K.text(sheet, name, "FiraSans-Regular", 10, (236, 232, 220), (x + w / 2, y + h + 7))
    return sheet


# ==========================================================================
# Output
# ==========================================================================

Maker = Callable[[], pygame.Surface]


def all_sprites() -> dict[str, Maker]:
    """Name -> zero-argument function that draws that sprite."""
    out: dict[str, Maker] = {}
    for st in STABLES:
        for f in range(HORSE_FRAMES):
            out[f"horse_{st.name}_{f}"] = (lambda st=st, f=f: make_horse(st, f))
    for st in STABLES:
        out[f"pattern_{st.name}"] = (lambda st=st: make_pattern(st))
        out[f"token_stable_{st.name}"] = (lambda st=st: make_stable_token(st))
        out[f"token_bet_{st.name}_win"] = (lambda st=st: make_bet_token(st, "win"))
        out[f"token_bet_{st.name}_show"] = (lambda st=st: make_bet_token(st, "show"))
        out[f"die_face_{st.name}"] = (lambda st=st: make_die_face(st))
    out["die_blank"] = lambda: make_die_face(None)
    out["coin"] = make_coin
    for v in (100, 500, 1000):
        out[f"banknote_{v}"] = (lambda v=v: make_banknote(v))
    out["rosette_vp"] = make_rosette
    out["trophy"] = make_trophy
    out["hourglass"] = make_hourglass
    out["first_player"] = make_first_player
    out["dust_puff"] = make_dust_puff
    out["icon"] = make_icon
    out["card_back_action"] = lambda: make_card_back("action")
    out["card_back_movement"] = lambda: make_card_back("movement")
    out["card_frame"] = make_card_frame
    out["rail"] = make_rail
    out["finish_banner"] = make_finish_banner
    out["turf"] = make_turf
    out["table_felt"] = make_felt
    out["blackboard"] = make_blackboard
    return out


def render_bytes(name: str) -> tuple[tuple[int, int], bytes]:
    """Draw one sprite by name; returns (size, RGBA bytes) so it can cross
    process boundaries."""
    img = all_sprites()[name]()
    return img.get_size(), pygame.image.tobytes(img, "RGBA")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", default="", help="only sprites whose name contains this")
    ap.add_argument("--out", default=str(OUT_DIR), help="output folder")
    ap.add_argument("--jobs", type=int, default=multiprocessing.cpu_count(), help="worker processes")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    names = [n for n in all_sprites() if args.only in n]
    # Sprites are independent, so draw them on every core.  Each is fully
    # determined by its name, so the output does not depend on scheduling.
    jobs = max(1, min(args.jobs, len(names)))
    if jobs > 1:
        # "spawn": fresh interpreters, so no lock or SDL thread state is
        # inherited half-taken from the parent (fork can deadlock).
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs, initializer=K.init) as pool:
            rendered = pool.map(render_bytes, names, chunksize=1)
    else:
        K.init()
        rendered = [render_bytes(n) for n in names]
    K.init()
    made: dict[str, pygame.Surface] = {}
    for name, (size, data) in zip(names, rendered):
        img = pygame.image.frombytes(data, size, "RGBA")
        pygame.image.save(img, str(out / f"{name}.png"))
        made[name] = img
        print(f"wrote sprites/{name}.png  {size[0]}x{size[1]}")
    if not args.only:
        sheet = contact_sheet(made)
        pygame.image.save(sheet, str(out / "_contact_sheet.png"))
        print(f"wrote sprites/_contact_sheet.png  {sheet.get_width()}x{sheet.get_height()}")
    print(f"{len(made)} sprites in {time.time() - t0:.1f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
