"""Small drawing kit shared by the art generators in ``tools/``.

Everything the sprite script needs that is not specific to one sprite lives
here: RGBA <-> numpy conversion, exact box-filter supersampling, periodic
(tileable) noise, blur, bevel lighting, outlines, splines and text.

Conventions
-----------
* Arrays are ``float32`` of shape ``(h, w, 4)`` with straight (not
  premultiplied) RGBA in 0..255, unless a function says otherwise.
* Sprites are drawn at ``SS`` times their final size with plain (aliased)
  pygame primitives and then reduced with :func:`downsample`, a premultiplied
  box filter.  Aliased shapes averaged over 4x4 samples give clean, even
  antialiasing without pygame's uneven ``aalines``.
* Nothing here touches global random state: callers pass a seeded
  ``numpy.random.Generator``.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Iterable, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np
import pygame

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "sprites" / "fonts"  # bundled OFL fonts, with their licences
SS = 4  # supersampling factor used by every sprite

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

# --------------------------------------------------------------------------
# Surfaces and arrays
# --------------------------------------------------------------------------


def surface(w: int, h: int) -> pygame.Surface:
    """A fully transparent 32-bit surface."""
    s = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    s.fill((0, 0, 0, 0))
    return s


def to_array(s: pygame.Surface) -> np.ndarray:
    """Surface -> float32 (h, w, 4) straight RGBA."""
    w, h = s.get_size()
    buf = pygame.image.tobytes(s, "RGBA")
    return np.frombuffer(buf, dtype=np.uint8).reshape(h, w, 4).astype(np.float32)


def to_surface(a: np.ndarray) -> pygame.Surface:
    """float (h, w, 4) or (h, w, 3) straight RGB(A) -> 32-bit surface."""
    if a.shape[2] == 3:
        a = np.concatenate([a, np.full(a.shape[:2] + (1,), 255.0, np.float32)], axis=2)
    h, w = a.shape[:2]
    data = np.ascontiguousarray(np.clip(np.rint(a), 0, 255).astype(np.uint8))
    return pygame.image.frombytes(data.tobytes(), (w, h), "RGBA")


def downsample(s: pygame.Surface | np.ndarray, factor: int = SS) -> pygame.Surface:
    """Exact box-filter reduction by an integer factor, with premultiplied alpha.

    Premultiplying matters: averaging straight RGBA would bleed the colour of
    transparent pixels (black) into the antialiased edges as a dark fringe.
    """
    a = to_array(s) if isinstance(s, pygame.Surface) else s.astype(np.float32)
    h, w = a.shape[:2]
    assert h % factor == 0 and w % factor == 0, (w, h, factor)
    alpha = a[..., 3:4] / 255.0
    pre = np.concatenate([a[..., :3] * alpha, alpha], axis=2)
    pre = pre.reshape(h // factor, factor, w // factor, factor, 4).mean(axis=(1, 3))
    out_a = pre[..., 3:4]
    rgb = np.where(out_a > 1e-6, pre[..., :3] / np.maximum(out_a, 1e-6), 0.0)
    return to_surface(np.concatenate([rgb, out_a * 255.0], axis=2))


def bbox(alpha: np.ndarray, margin: int = 0) -> tuple[slice, slice] | None:
    """Slices of the smallest box holding every non-zero alpha, grown by
    ``margin`` (clamped); None when the layer is empty.  Effects are only
    computed inside it, which keeps the script fast."""
    rows = np.flatnonzero(alpha.any(axis=1))
    if rows.size == 0:
        return None
    cols = np.flatnonzero(alpha.any(axis=0))
    h, w = alpha.shape
    return (slice(max(rows[0] - margin, 0), min(rows[-1] + 1 + margin, h)),
            slice(max(cols[0] - margin, 0), min(cols[-1] + 1 + margin, w)))


def over(dst: np.ndarray, src: np.ndarray) -> np.ndarray:
    """Porter-Duff 'source over' for straight-alpha float arrays."""
    box = bbox(src[..., 3] > 0)
    if box is None:
        return dst
    if (box[0].stop - box[0].start) * (box[1].stop - box[1].start) < 0.8 * src.shape[0] * src.shape[1]:
        out = dst.copy()
        out[box] = _over(dst[box], src[box])
        return out
    return _over(dst, src)


def _over(dst: np.ndarray, src: np.ndarray) -> np.ndarray:
    sa = src[..., 3:4] / 255.0
    da = dst[..., 3:4] / 255.0
    oa = sa + da * (1.0 - sa)
    rgb = (src[..., :3] * sa + dst[..., :3] * da * (1.0 - sa)) / np.maximum(oa, 1e-6)
    return np.concatenate([rgb, oa * 255.0], axis=2)


def blit_over(dst: pygame.Surface, src: pygame.Surface, pos: tuple[int, int] = (0, 0)) -> None:
    """Correct alpha compositing of ``src`` onto a (possibly transparent) ``dst``.

    pygame's own SRCALPHA->SRCALPHA blit darkens semi-transparent results;
    this goes through numpy instead.  ``src`` must fit inside ``dst``.
    """
    d = to_array(dst)
    s = to_array(src)
    x, y = pos
    h, w = s.shape[:2]
    x0, y0 = max(x, 0), max(y, 0)
    x1, y1 = min(x + w, d.shape[1]), min(y + h, d.shape[0])
    if x1 <= x0 or y1 <= y0:
        return
    d[y0:y1, x0:x1] = over(d[y0:y1, x0:x1], s[y0 - y:y1 - y, x0 - x:x1 - x])
    copy_into(dst, d)


def copy_into(dst: pygame.Surface, a: np.ndarray) -> None:
    """Overwrite every pixel of ``dst`` (RGBA) with array ``a``."""
    # Adding onto a cleared surface is an exact copy, alpha included.
    src = to_surface(a)
    dst.fill((0, 0, 0, 0))
    dst.blit(src, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)


def alpha_of(s: pygame.Surface | np.ndarray) -> np.ndarray:
    """Alpha channel (of a surface or an RGBA array) as float (h, w) in 0..1."""
    a = s if isinstance(s, np.ndarray) else to_array(s)
    return a[..., 3] / 255.0


# --------------------------------------------------------------------------
# Colour helpers
# --------------------------------------------------------------------------


def mix(c1: Sequence[float], c2: Sequence[float], t: float) -> tuple[int, ...]:
    """Linear blend of two colours (any length), t=0 gives c1."""
    return tuple(int(round(a + (b - a) * t)) for a, b in zip(c1, c2))


def shade(c: Sequence[float], f: float) -> tuple[int, ...]:
    """Multiply RGB by f (alpha untouched), clamped."""
    rgb = tuple(max(0, min(255, int(round(v * f)))) for v in c[:3])
    return rgb + tuple(c[3:])


def hexc(h: str) -> tuple[int, int, int]:
    h = h.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


# --------------------------------------------------------------------------
# Noise and filters
# --------------------------------------------------------------------------


def periodic_noise(w: int, h: int, rng: np.random.Generator, scale: float,
                   aniso: tuple[float, float] = (1.0, 1.0)) -> np.ndarray:
    """Tileable smooth noise in 0..1, made by low-pass filtering white noise in
    the Fourier domain (an FFT is periodic, so the result tiles perfectly).

    ``scale`` is the feature size in pixels; ``aniso`` stretches the features
    along x / y (e.g. (4, 1) gives horizontal streaks for wood grain).
    """
    white = rng.standard_normal((h, w))
    fy = np.fft.fftfreq(h)[:, None] * aniso[1]
    fx = np.fft.fftfreq(w)[None, :] * aniso[0]
    f2 = fx * fx + fy * fy
    gauss = np.exp(-f2 * (scale * math.pi) ** 2)
    out = np.real(np.fft.ifft2(np.fft.fft2(white) * gauss))
    out -= out.min()
    return (out / max(out.max(), 1e-9)).astype(np.float32)


def fractal_noise(w: int, h: int, rng: np.random.Generator, base: float,
                  octaves: int = 4, aniso: tuple[float, float] = (1.0, 1.0)) -> np.ndarray:
    """Sum of periodic noise octaves (halving feature size, halving weight)."""
    acc = np.zeros((h, w), np.float32)
    total = 0.0
    for i in range(octaves):
        wgt = 0.5 ** i
        acc += wgt * periodic_noise(w, h, rng, base / (2 ** i), aniso)
        total += wgt
    acc /= total
    acc -= acc.min()
    return acc / max(acc.max(), 1e-9)


def box_blur(a: np.ndarray, r: int, wrap: bool = False) -> np.ndarray:
    """Separable box blur of radius r on the first two axes (cumsum based)."""
    if r <= 0:
        return a
    out = a.astype(np.float32)
    for axis in (0, 1):
        n = out.shape[axis]
        if wrap:
            pad = np.take(out, np.r_[np.arange(n - r - 1, n), np.arange(n), np.arange(0, r)],
                          axis=axis)
        else:
            pad_width = [(0, 0)] * out.ndim
            pad_width[axis] = (r + 1, r)
            pad = np.pad(out, pad_width, mode="edge")
        c = np.cumsum(pad, axis=axis)
        hi = np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
        lo = np.take(c, np.arange(0, n), axis=axis)
        out = (hi - lo) / (2 * r + 1)
    return out


def blur(a: np.ndarray, r: int, wrap: bool = False) -> np.ndarray:
    """Approximately Gaussian blur: three box passes."""
    rr = max(1, r // 2)
    for _ in range(3):
        a = box_blur(a, rr, wrap)
    return a


def dilate(mask: np.ndarray, r: int) -> np.ndarray:
    """Max filter with a round-ish footprint of radius r (mask in 0..1)."""
    out = mask.copy()
    h, w = mask.shape
    for dy in range(-r, r + 1):
        for dx in range(-r, r + 1):
            if dx * dx + dy * dy > r * r + r:
                continue
            shifted = np.zeros_like(mask)
            ys = slice(max(dy, 0), h + min(dy, 0))
            yd = slice(max(-dy, 0), h + min(-dy, 0))
            xs = slice(max(dx, 0), w + min(dx, 0))
            xd = slice(max(-dx, 0), w + min(-dx, 0))
            shifted[ys, xs] = mask[yd, xd]
            np.maximum(out, shifted, out=out)
    return out


def bevel(a: np.ndarray, radius: int, strength: float = 1.0,
          light: tuple[float, float, float] = (-0.45, -0.75, 0.6),
          ambient: float = 0.72, mask: np.ndarray | None = None) -> np.ndarray:
    """Fake rounded-volume lighting from the alpha channel.

    The alpha mask is blurred into a height field; its gradient gives a
    surface normal which is lit from the upper left.  Edges facing the light
    brighten, the far edges darken, flat interiors keep ~their colour.  This
    turns flat silhouettes (a horse's neck, a cup) into believable volumes.
    """
    alpha = (a[..., 3] / 255.0) if mask is None else mask
    box = bbox(alpha > 0, 2 * radius + 2)
    if box is None:
        return a.copy()
    if mask is None:
        out = a.copy()
        out[box] = bevel(a[box], radius, strength, light, ambient, mask=alpha[box])
        return out
    height = blur(alpha, radius)
    gy, gx = np.gradient(height)
    k = 1.0 / max(radius, 1)
    nx, ny, nz = -gx / k * strength, -gy / k * strength, np.ones_like(gx)
    norm = np.sqrt(nx * nx + ny * ny + nz * nz)
    lx, ly, lz = light
    ln = math.sqrt(lx * lx + ly * ly + lz * lz)
    diffuse = (nx * lx + ny * ly + nz * lz) / (norm * ln)
    base = lz / ln
    factor = ambient + (1.0 - ambient) * (diffuse / base)
    out = a.copy()
    out[..., :3] = np.clip(a[..., :3] * factor[..., None], 0, 255)
    return out


def outline(a: np.ndarray, r: int, colour: Colour, opacity: float = 1.0) -> np.ndarray:
    """Put a solid outline of radius r behind the opaque parts of ``a``."""
    m = dilate((a[..., 3] / 255.0).astype(np.float32), r)
    back = np.zeros_like(a)
    back[..., 0], back[..., 1], back[..., 2] = colour[:3]
    back[..., 3] = m * 255.0 * opacity
    return over(back, a)


def drop_shadow(a: np.ndarray, dx: int, dy: int, r: int, opacity: float,
                colour: Colour = (0, 0, 0)) -> np.ndarray:
    """Soft shadow of the alpha mask, offset by (dx, dy), placed behind ``a``."""
    m = a[..., 3] / 255.0
    m = np.roll(np.roll(m, dy, axis=0), dx, axis=1)
    m = blur(m, r)
    back = np.zeros_like(a)
    back[..., :3] = colour[:3]
    back[..., 3] = np.clip(m * opacity, 0, 1) * 255.0
    return over(back, a)


def apply_mask(a: np.ndarray, m: np.ndarray) -> np.ndarray:
    """Multiply alpha by m (0..1)."""
    out = a.copy()
    out[..., 3] *= m
    return out


# --------------------------------------------------------------------------
# Geometry
# --------------------------------------------------------------------------


def catmull_rom(pts: Sequence[Point], closed: bool = True, steps: int = 10) -> list[Point]:
    """Centripetal-ish Catmull-Rom spline through pts (uniform parameter).

    Used for every organic outline (horse, tail, cup): a handful of control
    points gives a smooth silhouette that is easy to tweak.
    """
    p = [np.asarray(q, float) for q in pts]
    n = len(p)
    out: list[Point] = []
    segs = n if closed else n - 1
    for i in range(segs):
        p0 = p[(i - 1) % n] if closed else p[max(i - 1, 0)]
        p1 = p[i % n]
        p2 = p[(i + 1) % n]
        p3 = p[(i + 2) % n] if closed else p[min(i + 2, n - 1)]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            q = 0.5 * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2
                       + (-p0 + 3 * p1 - 3 * p2 + p3) * t3)
            out.append((float(q[0]), float(q[1])))
    if not closed:
        out.append((float(p[-1][0]), float(p[-1][1])))
    return out


def rotate(pts: Iterable[Point], angle_deg: float, centre: Point) -> list[Point]:
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = centre
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca)
            for x, y in pts]


def scale_pts(pts: Iterable[Point], k: float, offset: Point = (0.0, 0.0)) -> list[Point]:
    return [(x * k + offset[0], y * k + offset[1]) for x, y in pts]


def polygon(s: pygame.Surface, colour: Colour, pts: Sequence[Point]) -> None:
    pygame.draw.polygon(s, colour, [(round(x), round(y)) for x, y in pts])


def capsule(s: pygame.Surface, colour: Colour, p0: Point, p1: Point, r0: float, r1: float) -> None:
    """A tapered limb segment: two circles joined by their tangent quad."""
    x0, y0 = p0
    x1, y1 = p1
    dx, dy = x1 - x0, y1 - y0
    d = math.hypot(dx, dy) or 1e-6
    nx, ny = -dy / d, dx / d
    quad = [(x0 + nx * r0, y0 + ny * r0), (x1 + nx * r1, y1 + ny * r1),
            (x1 - nx * r1, y1 - ny * r1), (x0 - nx * r0, y0 - ny * r0)]
    polygon(s, colour, quad)
    pygame.draw.circle(s, colour, (round(x0), round(y0)), round(r0))
    pygame.draw.circle(s, colour, (round(x1), round(y1)), round(r1))


def thick_curve(s: pygame.Surface, colour: Colour, pts: Sequence[Point],
                r0: float, r1: float) -> None:
    """A polyline whose width tapers linearly from r0 to r1 (tails, ribbons)."""
    n = len(pts) - 1
    for i in range(n):
        ra = r0 + (r1 - r0) * i / n
        rb = r0 + (r1 - r0) * (i + 1) / n
        capsule(s, colour, pts[i], pts[i + 1], ra, rb)


def rounded_rect(s: pygame.Surface, colour: Colour, rect: tuple[float, float, float, float],
                 radius: float, width: int = 0) -> None:
    x, y, w, h = rect
    pygame.draw.rect(s, colour, pygame.Rect(round(x), round(y), round(w), round(h)),
                     width, border_radius=round(radius))


def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int,
                rot: float = -90.0) -> list[Point]:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


# --------------------------------------------------------------------------
# Gradients and masks
# --------------------------------------------------------------------------


def grid(w: int, h: int) -> tuple[np.ndarray, np.ndarray]:
    """Pixel-centre coordinate grids (ys, xs)."""
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    return ys + 0.5, xs + 0.5


def vertical_gradient(w: int, h: int, top: Colour, bottom: Colour) -> np.ndarray:
    t = np.linspace(0.0, 1.0, h, dtype=np.float32)[:, None, None]
    a = np.array(top[:3], np.float32)
    b = np.array(bottom[:3], np.float32)
    rgb = np.broadcast_to(a + (b - a) * t, (h, w, 3))
    return np.concatenate([rgb, np.full((h, w, 1), 255.0, np.float32)], axis=2)


def radial(w: int, h: int, cx: float, cy: float, r: float) -> np.ndarray:
    """Distance from (cx, cy) divided by r."""
    ys, xs = grid(w, h)
    return np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2) / r


def solid(w: int, h: int, colour: Colour) -> np.ndarray:
    a = np.zeros((h, w, 4), np.float32)
    a[..., :3] = colour[:3]
    a[..., 3] = colour[3] if len(colour) > 3 else 255
    return a


def mask_from(draw, w: int, h: int) -> np.ndarray:
    """Rasterise a drawing callback (given a surface) into a 0..1 mask."""
    s = surface(w, h)
    draw(s)
    return alpha_of(s)


# --------------------------------------------------------------------------
# Text
# --------------------------------------------------------------------------

_font_cache: dict[tuple[str, int], pygame.font.Font] = {}


def font(name: str, size: int) -> pygame.font.Font:
    """A font from the repo's sprites/fonts/ folder, e.g. font('FiraSans-Bold', 14)."""
    key = (name, size)
    if key not in _font_cache:
        if not pygame.font.get_init():
            pygame.font.init()
        _font_cache[key] = pygame.font.Font(str(FONTS / f"{name}.ttf"), size)
    return _font_cache[key]


def text(s: pygame.Surface, txt: str, face: str, size: int, colour: Colour,
         centre: Point, tracking: int = 0) -> pygame.Rect:
    """Render text centred on ``centre``; ``tracking`` adds px between letters."""
    f = font(face, size)
    if tracking == 0:
        img = f.render(txt, True, colour[:3])
        if len(colour) > 3:
            img.set_alpha(colour[3])
        r = img.get_rect(center=(round(centre[0]), round(centre[1])))
        s.blit(img, r)
        return r
    # Letter-spaced: step the pen by each glyph's hinted advance plus the
    # tracking (rendered glyph widths vary and make the spacing uneven).
    adv = [m[4] if m else 0 for m in f.metrics(txt)]
    total = sum(adv) + tracking * (len(txt) - 1)
    x0 = centre[0] - total / 2
    h = f.get_height()
    pen = x0
    for ch, a in zip(txt, adv):
        if ch != " ":
            g = f.render(ch, True, colour[:3])
            if len(colour) > 3:
                g.set_alpha(colour[3])
            s.blit(g, (round(pen), round(centre[1] - h / 2)))
        pen += a + tracking
    return pygame.Rect(round(x0), round(centre[1] - h / 2), round(total), h)


def text_surface(txt: str, face: str, size: int, colour: Colour) -> pygame.Surface:
    return font(face, size).render(txt, True, colour[:3])


def init() -> None:
    """Initialise only what the generators need: the font module.  (A full
    ``pygame.init()`` would also start SDL's timer and audio threads, which
    we neither need nor want in worker processes.)"""
    pygame.font.init()
