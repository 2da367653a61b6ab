"""Self-drawn controls: brass-and-cream buttons with disabled reasons, and keyboard focus.

Buttons are plain records rebuilt from the scene's state whenever needed (``draw`` and
event handling call the same pure ``buttons()`` of a scene or widget), so what is drawn is
always what is clicked. A disabled button keeps its ``reason``: the table shows it on
hover, which is how illegal choices explain themselves.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from . import palette as P
from .key_names import key_label
from .painter import Painter

Content = Callable[[Painter, pygame.Rect, bool], None]  # custom drawing inside a button


@dataclass
class Button:
    """A clickable plaque. ``key`` identifies it across rebuilds (focus, tests)."""

    key: str
    rect: pygame.Rect
    label: str = ""
    on_click: Callable[[], None] | None = None
    enabled: bool = True
    reason: str = ""  # why it is disabled
    tip: str = ""  # what it does (hover)
    style: str = "secondary"  # primary, secondary, ghost, danger, chip
    selected: bool = False
    hotkey: str = ""
    size: float = 17
    content: Content | None = None
    data: Any = None

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.rect.collidepoint(pos)

    def hover_text(self) -> str:
        """What hovering says: the reason when disabled, else the tip."""
        return self.reason if not self.enabled else self.tip

    def click(self) -> bool:
        """Runs the action if enabled; True when something happened."""
        if self.enabled and self.on_click is not None:
            self.on_click()
            return True
        return False


def draw_button(p: Painter, b: Button, hover: bool = False, focused: bool = False) -> None:
    """Draws a button in its style and state."""
    r = b.rect
    if b.style == "primary":
        face, edge, ink = P.BRASS, P.BRASS_DARK, P.INK
    elif b.style == "danger":
        face, edge, ink = (150, 52, 42), (90, 28, 22), P.CREAM
    elif b.style == "ghost":
        face, edge, ink = P.WOOD_DARK, P.BRASS_DARK, P.BRASS_LIGHT
    else:
        face, edge, ink = P.CREAM, P.BRASS_DARK, P.INK
    if b.selected:
        face = P.HIGHLIGHT if b.style != "ghost" else P.BRASS
        ink = P.INK
    if not b.enabled:
        face = P.mix(face, (128, 124, 116), 0.55)
        edge = P.mix(edge, (128, 124, 116), 0.6)
        ink = P.mix(ink, face, 0.55)
    elif hover:
        face = P.lighten(face, 0.14)
    radius = min(8, r.h / 3)
    if b.enabled:
        p.shadow(r, radius, offset=2 if not hover else 3, alpha=80)
    p.rect(r, face, radius)
    p.rect(r, edge, radius, width=1.6 if not b.selected else 2.4)
    if b.enabled and b.style in ("primary", "secondary"):
        # A thin inner highlight gives the plaque a pressed-brass edge.
        p.line((r.x + radius, r.y + 2), (r.right - radius, r.y + 2), P.lighten(face, 0.35), 1)
    if not b.enabled:
        # Light hatching: disabled is readable without relying on colour.
        with p.clip(r):
            for x in range(r.x - r.h, r.right, 9):
                p.line((x, r.bottom), (x + r.h, r.y), P.mix(face, P.INK, 0.18), 1)
    hk_w = 0.0
    badge = key_label(b.hotkey)
    if b.hotkey and b.content is None and r.w >= 70:
        # The key sits in a small chip on the right; the label centres in what is left.
        hk_w = p.text_size(badge, 10.5, "ui_bold")[0] + 8
        chip = pygame.Rect(round(r.right - hk_w - 6), round(r.centery - 8), round(hk_w), 16)
        p.rect(chip, P.mix(face, ink, 0.14), 4)
        p.text(badge, chip.center, 10.5, P.mix(ink, face, 0.25), "ui_bold", anchor="center")
        hk_w += 6
    elif b.hotkey and b.content is not None:
        p.text(badge, (r.right - 5, r.y + 3), 10.5, P.mix(ink, face, 0.4), "ui_bold", anchor="topright")
    if b.content is not None:
        b.content(p, r, b.enabled)
    elif b.label:
        centre = (r.x + (r.w - hk_w) / 2, r.centery)
        p.text(b.label, centre, b.size, ink, "ui_bold" if b.style == "primary" else "ui_medium",
               anchor="center", max_width=r.w - 12 - hk_w)
    if focused:
        draw_focus_ring(p, r, radius)


def draw_focus_ring(p: Painter, r: pygame.Rect, radius: float = 6) -> None:
    """The keyboard focus around ``r``: a dark band outside a light one, so it shows at
    3:1 or more on cream paper, brass and dark wood alike (``palette.FOCUS_*``)."""
    p.rect(r.inflate(12, 12), P.FOCUS_OUTER, radius + 6, width=3)
    p.rect(r.inflate(6, 6), P.FOCUS_INNER, radius + 3, width=3)


@dataclass
class Focus:
    """Keyboard focus over a list of buttons, by key (survives rebuilding the list)."""

    key: str | None = None
    visible: bool = False  # only drawn after Tab was used

    def cycle(self, buttons: Sequence[Button], step: int) -> None:
        """Moves the focus to the next (step=1) or previous enabled button."""
        live = [b for b in buttons if b.enabled]
        if not live:
            self.key = None
            return
        keys = [b.key for b in live]
        if self.key in keys:
            i = (keys.index(self.key) + step) % len(keys)
        else:
            i = 0 if step > 0 else len(keys) - 1
        self.key = keys[i]
        self.visible = True

    def current(self, buttons: Sequence[Button]) -> Button | None:
        """The focused button, if it is still there and enabled."""
        if not self.visible:
            return None
        for b in buttons:
            if b.key == self.key and b.enabled:
                return b
        return None

    def clear(self) -> None:
        self.visible = False


def hit(buttons: Sequence[Button], pos: tuple[float, float]) -> Button | None:
    """The top-most button under ``pos`` (later buttons are drawn on top)."""
    for b in reversed(buttons):
        if b.contains(pos):
            return b
    return None


def column(x: float, y: float, w: float, h: float, gap: float, n: int) -> list[pygame.Rect]:
    """``n`` rectangles stacked vertically."""
    return [pygame.Rect(round(x), round(y + i * (h + gap)), round(w), round(h)) for i in range(n)]


def row(x: float, y: float, w: float, h: float, gap: float, n: int) -> list[pygame.Rect]:
    """``n`` rectangles side by side."""
    return [pygame.Rect(round(x + i * (w + gap)), round(y), round(w), round(h)) for i in range(n)]


@dataclass
class Panel:
    """A framed area: cream paper (card-like) or dark wood."""

    rect: pygame.Rect
    style: str = "paper"
    title: str = ""
    extra: dict = field(default_factory=dict)


def draw_panel(p: Painter, rect: pygame.Rect | tuple, style: str = "paper", title: str = "",
               radius: float = 10) -> None:
    """Draws a framed panel with an optional engraved title."""
    r = pygame.Rect(rect)
    p.shadow(r, radius, offset=4, alpha=110)
    if style == "paper":
        p.rect(r, P.CREAM, radius)
        p.rect(r.inflate(-8, -8), P.CREAM_DARK, max(2, radius - 3), width=1)
        p.rect(r, P.BRASS_DARK, radius, width=2)
        ink = P.INK
    elif style == "slate":
        p.rect(r, P.WOOD, radius)
        p.rect(r.inflate(-10, -10), P.SLATE, max(2, radius - 4))
        ink = P.CHALK
    else:
        p.rect(r, P.WOOD_DARK, radius)
        p.rect(r, P.BRASS_DARK, radius, width=2)
        ink = P.BRASS_LIGHT
    if title:
        p.text(title, (r.centerx, r.y + 14), 26, ink, "display", anchor="midtop")
