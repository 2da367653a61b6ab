"""The game log box of the generic table and its replay: wrapped lines, newest at the
bottom, scrolled by whole entries (``scroll`` entries up from the newest).

Long lines wrap rather than shrink, so every entry reads at one size; an entry is never
cut. A line with a colour of its own (``logbook.Tinted``: a chat line in its sender's seat
colour) is drawn in it, made legible on the paper; every line is drawn as text only. Pure
drawing: it reads the lines and changes nothing.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from ...services.i18n import _
from .. import palette as P
from ..painter import Painter
from ..widgets import draw_panel
from .logbook import RGB, colour_of

LINE = 19  # height of one row
SIZE = 14.5  # its font size (read at arm's length: issue 36)
INDENT = 10  # an entry's wrapped rows sit a little right of its first


def rows(p: Painter, lines: Sequence[str], scroll: int, width: float, height: float) \
        -> list[tuple[str, bool, RGB | None]]:
    """The rows that fit, bottom up from the entry ``scroll`` up from the newest:
    (text, first row of its entry, the entry's own colour or None)."""
    fit = max(1, int(height // LINE))
    out: list[tuple[str, bool, RGB | None]] = []
    end = len(lines) - max(0, scroll)
    for line in reversed(lines[:max(0, end)]):
        wrapped = p.wrap(line, width - INDENT, SIZE) or [""]
        colour = colour_of(line)
        entry = [(w, k == 0, colour) for k, w in enumerate(wrapped)]
        if len(out) + len(entry) > fit:
            break
        out[:0] = entry
    return out


def draw_log(p: Painter, rect: pygame.Rect, lines: Sequence[str], scroll: int = 0,
             title: str = "") -> None:
    """The framed log: its title (and how far it is scrolled), then the rows."""
    draw_panel(p, rect, "paper")
    title = title or _("Log")
    more = _("  ({n} newer below)").format(n=scroll) if scroll else ""
    p.text(title + more, (rect.x + 14, rect.y + 10), 16, P.INK, "ui_bold")
    body = pygame.Rect(rect.x + 14, rect.y + 36, rect.w - 28, rect.h - 46)
    for k, (text, first, colour) in enumerate(rows(p, lines, scroll, body.w, body.h)):
        x = body.x if first else body.x + INDENT
        ink = P.readable(colour, P.CREAM) if colour else P.INK if first else P.INK_SOFT
        p.text(text, (x, body.y + k * LINE), SIZE, ink)
