"""All drawing goes through a Painter: logical coordinates in, crisp window pixels out.

The painter multiplies coordinates and font sizes by the viewport scale, so the table is
laid out once at 1280 x 720 and drawn sharp at any window size. It also keeps a draw list
(``ops``): every text drawn and every sprite or card face, which lets tests check what is
really on screen (hot-seat secrecy) instead of trusting a flag. Each text also leaves a
``("text_box", shown, rect, cut, colour)`` op: the line as drawn (shortened with "…" when it
did not fit its ``max_width``), its logical rectangle, whether it was cut and its colour
(RGB: a chat line's is its sender's); the pseudo-locale test
(tests/languages) checks those boxes fit the screen. A wrapped paragraph (``text_block``)
longer than its box leaves a ``("text_dropped", first line left out, box, lines left out)``
op, read by the same test.
"""
from __future__ import annotations

import re

from contextlib import contextmanager
from typing import Any, Callable, Iterable, Iterator

import pygame

from ..services.i18n import current_language
from .assets import Assets, Fallback
from .viewport import Viewport

Colour = tuple[int, int, int]
RectLike = pygame.Rect | tuple[float, float, float, float]


class Painter:
    """Draws on a window surface in logical coordinates and records what it drew."""

    def __init__(self, surface: pygame.Surface, viewport: Viewport, assets: Assets) -> None:
        self.surface = surface
        self.vp = viewport
        self.assets = assets
        self.ops: list[tuple[Any, ...]] = []
        self.deferring = False  # ``over`` keeps its drawings for ``flush_over`` (the stack's)
        self._over: list[Callable[["Painter"], None]] = []

    # ---- conversions -----------------------------------------------------------------
    @property
    def scale(self) -> float:
        return self.vp.scale

    def px(self, v: float) -> int:
        """A logical length in pixels."""
        return self.vp.px(v)

    def R(self, r: RectLike) -> pygame.Rect:
        """A logical rectangle in window pixels."""
        return self.vp.rect(r)

    def P(self, p: tuple[float, float]) -> tuple[int, int]:
        """A logical point in window pixels."""
        return self.vp.to_window(p)

    # ---- shapes ----------------------------------------------------------------------
    def fill(self, colour: Colour) -> None:
        """Fills the whole window (letterbox bars included)."""
        self.surface.fill(colour)

    def rect(self, r: RectLike, colour: Colour, radius: float = 0, width: float = 0,
             alpha: int = 255) -> None:
        """A filled (width 0) or outlined rectangle, optionally rounded and translucent."""
        pr = self.R(r)
        rad = self.px(radius) if radius else 0
        w = self.px(width) if width else 0
        if alpha >= 255:
            pygame.draw.rect(self.surface, colour, pr, w, border_radius=rad)
            return
        def make() -> pygame.Surface:
            tmp = pygame.Surface(pr.size, pygame.SRCALPHA)
            pygame.draw.rect(tmp, (*colour, alpha), tmp.get_rect(), w, border_radius=rad)
            return tmp

        surf = self.assets.shapes.get_or(("rect", pr.size, tuple(colour), alpha, rad, w), make)
        self.surface.blit(surf, pr.topleft)

    def shadow(self, r: RectLike, radius: float = 6, offset: float = 3, alpha: int = 70) -> None:
        """A soft drop shadow under a rectangle (stacked translucent rounded rects, cached)."""
        x, y, w, h = r
        pr = self.R((x + offset - 2, y + offset - 1, w + 4, h + 4))
        s = self.scale

        def make() -> pygame.Surface:
            tmp = pygame.Surface(pr.size, pygame.SRCALPHA)
            for i, a in ((0, alpha // 3), (1, alpha // 2), (2, alpha)):
                k = round(i * s)
                pygame.draw.rect(tmp, (0, 0, 0, a // 2), tmp.get_rect().inflate(-2 * k, -2 * k),
                                 border_radius=max(1, round((radius + 2 - i) * s)))
            return tmp

        surf = self.assets.shapes.get_or(("shadow", pr.size, round(radius * s), alpha), make)
        self.surface.blit(surf, pr.topleft)

    def line(self, a: tuple[float, float], b: tuple[float, float], colour: Colour,
             width: float = 1, alpha: int = 255) -> None:
        """A straight line."""
        if alpha >= 255:
            pygame.draw.line(self.surface, colour, self.P(a), self.P(b), self.px(width))
            return
        pa, pb = self.P(a), self.P(b)
        w = self.px(width)
        r = pygame.Rect(min(pa[0], pb[0]) - w, min(pa[1], pb[1]) - w,
                        abs(pa[0] - pb[0]) + 2 * w + 1, abs(pa[1] - pb[1]) + 2 * w + 1)
        tmp = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.line(tmp, (*colour, alpha), (pa[0] - r.x, pa[1] - r.y),
                         (pb[0] - r.x, pb[1] - r.y), w)
        self.surface.blit(tmp, r.topleft)

    def circle(self, c: tuple[float, float], radius: float, colour: Colour, width: float = 0,
               alpha: int = 255) -> None:
        """A filled or outlined circle."""
        pc = self.P(c)
        pr = max(1, round(radius * self.scale))
        w = self.px(width) if width else 0
        if alpha >= 255:
            pygame.draw.circle(self.surface, colour, pc, pr, w)
            return
        tmp = pygame.Surface((2 * pr + 2, 2 * pr + 2), pygame.SRCALPHA)
        pygame.draw.circle(tmp, (*colour, alpha), (pr + 1, pr + 1), pr, w)
        self.surface.blit(tmp, (pc[0] - pr - 1, pc[1] - pr - 1))

    def polygon(self, pts: Iterable[tuple[float, float]], colour: Colour, width: float = 0) -> None:
        """A filled or outlined polygon."""
        pygame.draw.polygon(self.surface, colour, [self.P(p) for p in pts],
                            self.px(width) if width else 0)

    # ---- text ------------------------------------------------------------------------
    def text_size(self, txt: str, size: float, role: str = "ui") -> tuple[float, float]:
        """The logical size of ``txt`` at logical font size ``size``."""
        w, h = self.assets.measure(txt, role, max(6, round(size * self.scale)))
        return w / self.scale, h / self.scale

    def text(self, txt: str, pos: tuple[float, float], size: float, colour: Colour,
             role: str = "ui", anchor: str = "topleft", shadow: Colour | None = None,
             max_width: float | None = None, alpha: int = 255) -> pygame.Rect:
        """Draws one line of text; returns its logical rectangle.

        With ``max_width`` a line that is too long is first drawn smaller (down to 75%)
        and then cut with an ellipsis, so it never spills over a neighbour.
        """
        if not txt:
            return pygame.Rect(pos[0], pos[1], 0, 0)
        self.ops.append(("text", txt))
        cut = False
        if max_width is not None:
            shown, size = self._fit(txt, size, role, max_width)
            cut, txt = shown != txt, shown
        px = max(6, round(size * self.scale))
        surf = self.assets.text(txt, role, px, colour)
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        r = surf.get_rect()
        setattr(r, anchor, self.P(pos))
        if shadow is not None:
            sh = self.assets.text(txt, role, px, shadow)
            off = max(1, round(self.scale * 1.2))
            self.surface.blit(sh, (r.x + off, r.y + off))
        self.surface.blit(surf, r)
        box = pygame.Rect(round((r.x - self.vp.ox) / self.scale), round((r.y - self.vp.oy) / self.scale),
                          round(r.w / self.scale), round(r.h / self.scale))
        self.ops.append(("text_box", txt, tuple(box), cut, tuple(colour[:3])))
        return box

    def _fit(self, txt: str, size: float, role: str, max_width: float) -> tuple[str, float]:
        s = size
        while self.text_size(txt, s, role)[0] > max_width and s > size * 0.75:
            s -= max(0.5, size * 0.05)
        if self.text_size(txt, s, role)[0] <= max_width:
            return txt, s
        cut = txt
        while cut and self.text_size(cut + "…", s, role)[0] > max_width:
            cut = cut[:-1]
        return cut.rstrip() + "…", s

    def wrap(self, txt: str, width: float, size: float, role: str = "ui") -> list[str]:
        """Splits ``txt`` into lines no wider than ``width`` (explicit newlines kept)."""
        lines: list[str] = []
        for para in txt.split("\n"):
            words = _glue_units(para.split(" "))
            cur = ""
            for w in words:
                if cur and self.text_size(cur + " " + w, size, role)[0] <= width:
                    cur = cur + " " + w  # (it fits: measured just now, nothing to break)
                    continue
                if cur:
                    lines.append(cur)
                cur = w
                # A word wider than the line (a long path, a run of pseudo-locale padding)
                # is broken where it must be, never drawn past the edge.
                while len(cur) > 1 and self.text_size(cur, size, role)[0] > width:
                    k = len(cur) - 1
                    while k > 1 and self.text_size(cur[:k], size, role)[0] > width:
                        k -= 1
                    lines.append(cur[:k])
                    cur = cur[k:]
            lines.append(cur)
        return lines

    def text_block(self, txt: str, rect: RectLike, size: float, colour: Colour,
                   role: str = "ui", line_gap: float = 1.15, align: str = "left",
                   max_lines: int | None = None) -> float:
        """Draws wrapped text inside ``rect``; returns the logical height used."""
        x, y, w, h = rect
        lines = self.wrap(txt, w, size, role)
        lh = self.text_size("Ag", size, role)[1] * line_gap
        if max_lines is not None:
            # A caller that gives max_lines accepts an ellipsis: never more lines than the
            # box holds, so the last line shown ends in "…" rather than vanishing.
            max_lines = max(1, min(max_lines, int((h + 0.5 * lh) // lh)))
        if max_lines is not None and len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = lines[-1].rstrip(". ") + "…"
        cy = y
        for k, ln in enumerate(lines):
            if cy + lh > y + h + 0.5 * lh:
                # The lines that did not fit: the pseudo-locale test reads this (a longer
                # language must not lose the end of a paragraph without anyone seeing).
                self.ops.append(("text_dropped", lines[k], (x, y, w, h), len(lines) - k))
                break
            if align == "center":
                self.text(ln, (x + w / 2, cy), size, colour, role, anchor="midtop")
            else:
                self.text(ln, (x, cy), size, colour, role)
            cy += lh
        return cy - y

    # ---- sprites ---------------------------------------------------------------------
    def sprite(self, names: str | Iterable[str], r: RectLike, fallback: Fallback,
               fit: str = "contain", tag: Any = None, alpha: int = 255) -> str:
        """Draws a sprite (or its fallback) centred in logical ``r``; returns the name used."""
        pr = self.R(r)
        surf, used = self.assets.sprite(names, pr.size, fallback, fit)
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        self.surface.blit(surf, surf.get_rect(center=pr.center))
        self.ops.append(("sprite", used, tag))
        return used

    def blit_px(self, surf: pygame.Surface, pos_px: tuple[int, int]) -> None:
        """Blits an already window-scaled surface at a window pixel position."""
        self.surface.blit(surf, pos_px)

    def layer(self, key: Any, r: RectLike, draw: Callable[["Painter"], None]) -> None:
        """Draws something that never changes (at this scale) once, then reuses the picture.

        ``draw`` gets a painter on an offscreen surface covering logical ``r``; its draw list
        is kept with the picture and replayed into this frame's list.
        """
        pr = self.R(r)
        x, y = r[0], r[1]

        def make() -> tuple[pygame.Surface, list]:
            surf = pygame.Surface(pr.size, pygame.SRCALPHA)
            surf.fill((0, 0, 0, 0))
            vp = Viewport(pr.size, self.scale, -x * self.scale, -y * self.scale)
            sub = Painter(surf, vp, self.assets)
            draw(sub)
            return surf, sub.ops

        # The language is part of the key: a picture with words is drawn again after a switch.
        surf, ops = self.assets.shapes.get_or(("layer", key, pr.size, self.scale, current_language()),
                                              make)
        self.surface.blit(surf, pr.topleft)
        self.ops.extend(ops)

    # ---- the overlay layer: tooltips ----------------------------------------------------
    def over(self, draw: Callable[["Painter"], None]) -> None:
        """Draws ``draw`` above everything of the scene being drawn, its pygame_gui fields
        included: the scene stack runs it after the scene's layer (``flush_over``), and
        only for the top scene (a tooltip of a scene under a modal sheet is not shown).
        Outside the stack (a test drawing one scene) it is drawn at once."""
        if self.deferring:
            self._over.append(draw)
        else:
            draw(self)

    def flush_over(self, show: bool = True) -> None:
        """Draws (``show``) or drops what ``over`` kept for the scene just drawn."""
        kept, self._over = self._over, []
        if show:
            for draw in kept:
                draw(self)

    def note(self, *op: Any) -> None:
        """Records a semantic draw op (for example ("card_face", 7)) in the draw list."""
        self.ops.append(op)

    @contextmanager
    def clip(self, r: RectLike) -> Iterator[None]:
        """Restricts drawing to a logical rectangle."""
        old = self.surface.get_clip()
        self.surface.set_clip(self.R(r).clip(old) if old else self.R(r))
        try:
            yield
        finally:
            self.surface.set_clip(old)

    # ---- queries on the draw list ----------------------------------------------------
    def texts(self) -> list[str]:
        """Every text drawn so far."""
        return [op[1] for op in self.ops if op[0] == "text"]


_UNIT = re.compile(r"^(D|PV|VP)\W*$")  # the money and points units, with a stop or bracket after


def _glue_units(words: list[str]) -> list[str]:
    """Words for wrapping, an amount kept with its unit ("1.000 D." never breaks before "D")."""
    out: list[str] = []
    for w in words:
        if out and _UNIT.match(w) and out[-1][-1:].isdigit():
            out[-1] += " " + w
        else:
            out.append(w)
    return out
