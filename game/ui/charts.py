"""Chart pieces for any game's final scores: line charts, legends and cards on cream paper,
1920s race-card style.

The numbers come from each game's presentation (folded from the event log: its
``chart_page``, ``game/ui/generic/chart_page.py``); this module only draws them through the
``Painter`` (so texts land in the draw list the tests read). Every player has a colour
*and* a marker shape, a light colour (under 3:1 against the paper: white, yellow) a dark
casing with edges two pixels wide, a line may end in a tag (Horse Fever's horse numbers),
so no chart relies on colour alone.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from ..services.i18n import _
from ..services.numbers import decimal, number
from . import palette as P
from .painter import Painter

# One ink per player, chosen to stay apart from each other on cream paper.
PLAYER_COLOURS: tuple[P.Colour, ...] = (
    (170, 48, 38),   # brick red
    (38, 86, 160),   # navy
    (40, 124, 62),   # racing green
    (176, 112, 20),  # ochre
    (112, 58, 140),  # plum
    (52, 46, 40),    # ink
)
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "down")


@dataclass
class Line:
    """One line of a chart."""

    label: str
    colour: P.Colour
    values: Sequence[float | None]
    marker: str = "circle"
    casing: P.Colour | None = None  # a darker edge under the line (light colours)
    end_tag: str = ""  # drawn at the line's last point (horse numbers)
    end_tag_ink: P.Colour = P.CREAM
    stopped: int | None = None  # index of the point where the line stops with a cross (eliminated)


# The card's paper, and how much a line must stand out from it: WCAG 2.1's 3:1 for the parts
# of a graphic that carry meaning. A lighter colour (white, yellow) gets a dark casing whose
# edges, CASING_EDGE wide on each side of the line, carry that contrast.
PAPER = P.lighten(P.CREAM, 0.25)
MIN_CONTRAST = 3.0
LINE_W = 2.6
CASING_EDGE = 2.2


def contrast(a: P.Colour, b: P.Colour) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def lum(c: P.Colour) -> float:
        ch = [v / 255 for v in c]
        ch = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in ch]
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def casing_for(colour: P.Colour) -> P.Colour | None:
    """A dark edge for a line colour too light to read on the paper, else None."""
    return P.darken(colour, 0.6) if contrast(colour, PAPER) < MIN_CONTRAST else None


def player_style(index: int) -> tuple[P.Colour, str]:
    """The colour and marker of the index-th player."""
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)], MARKERS[index % len(MARKERS)]


def marker(p: Painter, kind: str, c: tuple[float, float], colour: P.Colour, size: float = 5.0,
           edge: P.Colour = P.CREAM) -> None:
    """A marker shape (with a cream edge so it stands out where lines cross; a light line's
    markers take its dark casing as their edge)."""
    x, y = c
    s = size
    if kind == "square":
        p.rect((x - s - 1, y - s - 1, 2 * s + 2, 2 * s + 2), edge)
        p.rect((x - s, y - s, 2 * s, 2 * s), colour)
    elif kind == "triangle":
        p.polygon([(x, y - s - 2.5), (x + s + 2.5, y + s + 1.2), (x - s - 2.5, y + s + 1.2)], edge)
        p.polygon([(x, y - s - 1), (x + s + 1, y + s), (x - s - 1, y + s)], colour)
    elif kind == "down":
        p.polygon([(x, y + s + 2.5), (x + s + 2.5, y - s - 1.2), (x - s - 2.5, y - s - 1.2)], edge)
        p.polygon([(x, y + s + 1), (x + s + 1, y - s), (x - s - 1, y - s)], colour)
    elif kind == "diamond":
        p.polygon([(x, y - s - 2.5), (x + s + 2.5, y), (x, y + s + 2.5), (x - s - 2.5, y)], edge)
        p.polygon([(x, y - s - 1), (x + s + 1, y), (x, y + s + 1), (x - s - 1, y)], colour)
    elif kind == "cross":
        p.line((x - s, y - s), (x + s, y + s), edge, 4.5)
        p.line((x - s, y + s), (x + s, y - s), edge, 4.5)
        p.line((x - s, y - s), (x + s, y + s), colour, 2.5)
        p.line((x - s, y + s), (x + s, y - s), colour, 2.5)
    else:
        p.circle((x, y), s + 1.2, edge)
        p.circle((x, y), s, colour)


def nice_ticks(lo: float, hi: float, target: int = 5, whole: bool = True) -> list[float]:
    """Round tick values covering lo..hi (1, 2, 2.5 or 5 times a power of ten apart; with
    ``whole`` never a fraction: VP and Danari are whole numbers)."""
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / max(1, target)
    mag = 10 ** math.floor(math.log10(raw))
    steps = [m * mag for m in (1, 2, 2.5, 5, 10)]
    if whole:
        steps = [st for st in steps if st >= 1 and float(st).is_integer()] or [1.0]
    step = next((st for st in steps if st >= raw), steps[-1])
    start = math.floor(lo / step) * step
    ticks = []
    v = start
    while v <= hi + step * 0.001:
        ticks.append(round(v, 6))
        v += step
    if ticks[-1] < hi:
        ticks.append(round(ticks[-1] + step, 6))
    return ticks


def card(p: Painter, r: pygame.Rect, title: str, subtitle: str = "") -> pygame.Rect:
    """A cream race card with a title; returns the area left for the plot."""
    p.shadow(r, 8, 3, 90)
    p.rect(r, PAPER, 8)
    p.rect(r.inflate(-6, -6), P.CREAM_DARK, 6, width=1)
    p.rect(r, P.BRASS_DARK, 8, width=1.5)
    p.text(title, (r.x + 14, r.y + 8), 17, P.INK, "serif_bold")
    if subtitle:
        p.text(subtitle, (r.right - 14, r.y + 12), 12, P.INK_SOFT, "serif_italic", anchor="topright",
               max_width=r.w - 30 - p.text_size(title, 17, "serif_bold")[0])
    return card_area(r)


def card_area(r: pygame.Rect) -> pygame.Rect:
    """The part of a card below its title."""
    return pygame.Rect(r.x + 12, r.y + 34, r.w - 24, r.h - 42)


LABEL_W = 44  # room for the y axis labels ("12.5k", "1:7")
SPREAD = 2.0  # pixels between lines that share values


@dataclass
class Frame:
    """Where a line chart's values land: the plot rectangle and the value range."""

    plot: pygame.Rect
    n: int  # points on the x axis
    lo: float
    hi: float
    ticks: list[float]
    invert: bool = False
    lines: int = 1

    def x(self, i: int) -> float:
        return self.plot.x + (self.plot.w * i / (self.n - 1) if self.n > 1 else self.plot.w / 2)

    def y(self, v: float, line: int = 0) -> float:
        t = (v - self.lo) / (self.hi - self.lo) if self.hi != self.lo else 0.5
        y = self.plot.y + self.plot.h * t if self.invert else self.plot.bottom - self.plot.h * t
        return y + self.offset(line)

    def offset(self, line: int) -> float:
        return (line - (self.lines - 1) / 2) * SPREAD if self.lines > 1 else 0.0


def frame(r: pygame.Rect, x_labels: Sequence[str], lines: Sequence[Line],
          y_range: tuple[float, float] | None = None, invert: bool = False,
          zero: bool = True) -> Frame | None:
    """The geometry of a line chart drawn in card ``r`` (None when there is nothing to plot).
    Pure, so the hover read-out finds the points exactly where they were drawn."""
    area = card_area(r)
    values = [v for ln in lines for v in ln.values if v is not None]
    if not values or not x_labels:
        return None
    if y_range is not None:
        lo, hi = y_range
        ticks = [float(v) for v in range(int(lo), int(hi) + 1)]
    else:
        lo, hi = (min(0.0, min(values)) if zero else min(values)), max(values)
        ticks = nice_ticks(lo, hi)
        lo, hi = ticks[0], ticks[-1]
    has_tags = any(ln.end_tag for ln in lines)
    plot = pygame.Rect(area.x + LABEL_W, area.y + 6, area.w - LABEL_W - (26 if has_tags else 10), area.h - 30)
    return Frame(plot, len(x_labels), lo, hi, ticks, invert, len(lines))


def axis_number(v: float) -> str:
    """A tick's value the language's way: "25,000" / "25.000", "2.5" / "2,5"."""
    if v == round(v):
        return number(round(v))
    shown = f"{v:g}"
    return decimal(v, len(shown.split(".")[1])) if "." in shown and "e" not in shown else shown


def line_chart(p: Painter, r: pygame.Rect, title: str, x_labels: Sequence[str], lines: Sequence[Line],
               fmt: Callable[[float], str] = axis_number, subtitle: str = "",
               y_range: tuple[float, float] | None = None, invert: bool = False,
               zero: bool = True) -> None:
    """A line chart on a card: y axis with round ticks, x labels, one marker per point."""
    area = card(p, r, title, subtitle)
    fr = frame(r, x_labels, lines, y_range, invert, zero)
    if fr is None:
        p.text(_("Nothing to show yet."), area.center, 14, P.INK_SOFT, "serif_italic", anchor="center")
        return
    plot, ticks, X = fr.plot, fr.ticks, fr.x

    def Y(v: float) -> float:
        return fr.y(v) - fr.offset(0)  # the axis itself, without a line's offset

    # Grid and axes: faint rules like a ledger, the zero line a little stronger.
    for t in ticks:
        y = Y(t)
        p.line((plot.x, y), (plot.right, y), P.mix(P.CREAM_DARK, P.INK, 0.12 if t else 0.35), 1)
        p.text(fmt(t), (plot.x - 6, y), 13.5, P.INK_SOFT, "condensed", anchor="midright")
    p.line((plot.x, plot.y), (plot.x, plot.bottom), P.INK_SOFT, 1.2)
    every = max(1, math.ceil(len(x_labels) / max(1, plot.w // 34)))
    for i, lab in enumerate(x_labels):
        if i % every == 0 or i == len(x_labels) - 1:
            p.text(lab, (X(i), plot.bottom + 8), 13.5, P.INK_SOFT, "condensed", anchor="midtop")
    # Lines (casing first so crossings stay readable), then markers on top. Lines that share
    # values (two horses at the same odds) are drawn a hair apart so both stay visible.
    tags: list[tuple[float, float, Line]] = []
    for k, ln in enumerate(lines):

        def Yk(v: float, k: int = k) -> float:
            return fr.y(v, k)

        pts = [(X(i), Yk(v)) for i, v in enumerate(ln.values) if v is not None]
        segs = _segments(ln.values, X, Yk)
        for seg in segs:
            if len(seg) > 1 and ln.casing is not None:
                for a, b in zip(seg, seg[1:]):
                    p.line(a, b, ln.casing, LINE_W + 2 * CASING_EDGE)
            for a, b in zip(seg, seg[1:]):
                p.line(a, b, ln.colour, LINE_W)
        for (x, y) in pts:
            marker(p, ln.marker, (x, y), ln.colour, 4.2, ln.casing or P.CREAM)
        if ln.stopped is not None and ln.stopped < len(ln.values) and ln.values[ln.stopped] is not None:
            sx, sy = X(ln.stopped), Yk(ln.values[ln.stopped])
            p.line((sx - 7, sy - 7), (sx + 7, sy + 7), P.BAD, 2.5)
            p.line((sx - 7, sy + 7), (sx + 7, sy - 7), P.BAD, 2.5)
        if ln.end_tag and pts:
            tags.append((pts[-1][0], pts[-1][1], ln))
    # End tags: equal values would stack on one spot, so they are spread into a column.
    placed: list[float] = []
    for x, y, ln in sorted(tags, key=lambda t: t[1]):
        ty = max(y, placed[-1] + 17) if placed else y
        placed.append(ty)
        if abs(ty - y) > 1:
            p.line((x + 2, y), (x + 8, ty), ln.casing or ln.colour, 1.2)
        tag = pygame.Rect(round(x + 8), round(ty - 8), 16, 16)
        p.rect(tag, ln.casing or P.darken(ln.colour, 0.2), 4)
        p.rect(tag.inflate(-2, -2), ln.colour, 3)
        p.text(ln.end_tag, tag.center, 11, ln.end_tag_ink, "ui_bold", anchor="center")


def _segments(values: Sequence[float | None], X, Y) -> list[list[tuple[float, float]]]:
    """The runs of points without gaps (a line stops where a value is missing)."""
    segs: list[list[tuple[float, float]]] = [[]]
    for i, v in enumerate(values):
        if v is None:
            if segs[-1]:
                segs.append([])
            continue
        segs[-1].append((X(i), Y(v)))
    return [s for s in segs if s]


def legend(p: Painter, r: pygame.Rect, items: Sequence[tuple[str, P.Colour, str]], size: float = 14) -> None:
    """Marker + name for each item, in one centred row."""
    widths = [p.text_size(name, size, "ui_medium")[0] + 42 for name, _c, _m in items]
    total = sum(widths)
    x = r.centerx - total / 2
    for (name, colour, mk), w in zip(items, widths):
        cy = r.centery
        p.line((x, cy), (x + 22, cy), colour, 2.6)
        marker(p, mk, (x + 11, cy), colour, 4.2)
        p.text(name, (x + 28, cy), size, P.INK, "ui_medium", anchor="midleft", max_width=w - 34)
        x += w
