"""The coach's panel and the highlight rings of a lesson, drawn over any game's table.

The panel says one thing at a time: the lesson's step ("Step 3 of 12"), the coach's
words, a refusal for a while in red, and Next (Enter) when the coach waits for it, or
"Watch the table…" while a result is being shown; "Leave the lesson" in its corner. It
sits where it covers none of the things it points at: the first of the frame's places
(``TableFrame.coach_places``) clear of every highlighted rectangle, in logical 1280 x 720
coordinates (the viewport scales them to 800 x 600 and 1920 x 1080 alike).

A pulsing ring goes round every drawn button whose key fits a highlight glob and every
spot the game names (``lesson_spot``). Drawing changes nothing: the pulse reads the
table's clock, which ``update`` advances.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Sequence

import pygame

from ...services.i18n import _
from .. import key_names as KN
from .. import palette as P
from ..widgets import Button, draw_button

if TYPE_CHECKING:
    from ..painter import Painter
    from .coach import Coach

PANEL_W, PANEL_H = 364, 236
# Where the panel may go, best first (the frame may give its own: ``coach_places``): the
# generic table's right column, over the log's older lines (the newest stay in sight at
# its bottom), then over the seats, then the board's corners.
PLACES = (pygame.Rect(904, 268, PANEL_W, PANEL_H),
          pygame.Rect(904, 52, PANEL_W, PANEL_H),
          pygame.Rect(904, 720 - 12 - PANEL_H, PANEL_W, PANEL_H),
          pygame.Rect(12, 52, PANEL_W, PANEL_H),
          pygame.Rect(1280 - 12 - PANEL_W - 380, 52, PANEL_W, PANEL_H))
RING = (255, 150, 30)  # the highlight: orange, unlike the yellow keyboard focus


def place(places: Sequence[pygame.Rect], lit: Sequence[pygame.Rect]) -> pygame.Rect:
    """The first place that covers nothing lit, else the one covering least of it."""
    def covered(r: pygame.Rect) -> int:
        total = 0
        for x in lit:
            c = r.clip(x.inflate(16, 16))
            total += c.w * c.h
        return total
    best = min(places, key=lambda r: (covered(r) > 0, covered(r)))
    return best


def buttons(coach: "Coach", area: pygame.Rect) -> list[Button]:
    """The panel's buttons (pure: the same for drawing and clicks)."""
    out = [Button("coach:leave", pygame.Rect(area.right - 128, area.y + 8, 116, 24),
                  _("Leave the lesson"), style="ghost", size=12,
                  tip=_("Back to the title: the lesson is not saved."))]
    if coach.waits_for_next():
        # (the last Next of the lesson finishes it)
        last = coach.k >= coach.total - 1 and (coach.phase == "explain" or not coach.step.explain)
        out.append(Button("coach:next", pygame.Rect(area.right - 146, area.bottom - 44, 134, 34),
                          _("Finish") if last else _("Next"), style="primary",
                          hotkey=KN.label("enter"), size=16))
    return out


def draw_panel(p: "Painter", coach: "Coach", area: pygame.Rect, hover: str | None,
               focus: str | None) -> None:
    """The coach's panel at ``area`` (reads only)."""
    p.shadow(area, 12, 5, 150)
    p.rect(area, P.CREAM, 12)
    p.rect(area.inflate(-8, -8), P.CREAM_DARK, 9, width=1)
    p.rect(area, RING, 12, width=3)
    head = _("Lesson · step {n} of {total}").format(n=min(coach.k + 1, coach.total),
                                                      total=coach.total)
    p.text(head, (area.x + 16, area.y + 12), 13, P.INK_SOFT, "ui_bold",
           max_width=area.w - 160)
    p.note("coach", coach.text)
    bs = buttons(coach, area)
    bottom = area.bottom - (52 if coach.waits_for_next() else 34)
    body = pygame.Rect(area.x + 16, area.y + 38, area.w - 32, bottom - area.y - 38)
    size = 17.0
    while size > 12 and len(p.wrap(coach.text, body.w, size, "ui_medium")) * \
            p.text_size("Ag", size, "ui_medium")[1] * 1.15 > body.h:
        size -= 0.5  # (the coach's words are never cut: smaller type rather)
    p.text_block(coach.text, body, size, P.INK, "ui_medium")
    if coach.note:
        p.text(coach.note, (area.x + 16, area.bottom - 27), 13.5, P.BAD, "ui_bold",
               anchor="midleft", max_width=area.w - (170 if coach.waits_for_next() else 32))
    elif not coach.waits_for_next():
        words = _("Watch the table…") if coach.phase == "watch" or coach.step.until in (
            "shown", "event") else _("Your move: the highlighted one.")
        p.text(words, (area.x + 16, area.bottom - 20), 13.5, P.INK_SOFT, "serif_italic",
               anchor="midleft", max_width=area.w - 32)
    for b in bs:
        draw_button(p, b, hover=b.key == hover, focused=b.key == focus)


def draw_rings(p: "Painter", rects: Sequence[pygame.Rect], clock: float) -> None:
    """A pulsing ring round each highlighted rectangle (``clock``: the table's time)."""
    k = 0.5 + 0.5 * math.sin(clock * 5.0)
    grow = 5 + round(3 * k)
    for r in rects:
        p.note("lit", tuple(r))
        p.rect(r.inflate(2 * grow + 6, 2 * grow + 6), P.FOCUS_OUTER, 10, width=2,
               alpha=150)
        p.rect(r.inflate(2 * grow, 2 * grow), RING, 9, width=3 + round(2 * k))
