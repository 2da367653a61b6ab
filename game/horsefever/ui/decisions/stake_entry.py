"""The bet widget's stake box: what is wrong with a typed amount, and the box's look.

Clicking the box (or Enter on it after Tab) puts it in typing mode (the shell's
``NumberField``, game/ui/number_field.py): the digits 0-9 then go into the box instead of
choosing a horse, Backspace takes the last digit back, Enter or a click on any other
control ends the typing. The amount shown when typing starts is "selected", as in a text
field: the first digit typed replaces it.
"""
from __future__ import annotations

import pygame

from ....services.i18n import _
from ....services.numbers import number
from ....ui import palette as P
from ....ui.number_field import NumberField
from ..describe import money
from ....ui.painter import Painter

# The typing rule is the shell's, shared with every stake box (game/ui/number_field.py).
StakeEntry = NumberField


def stake_problem(value: int | None, lo: int, hi: int, step: int, danari: int, vp: int) -> str:
    """Why this stake cannot be bet ("" if it can): the rules the engine checks, in words."""
    if value is None:
        return _("Type a stake in D (Enter when done).")
    if value % step:
        return _("{value} is not a multiple of {step}: stakes go in steps of {step}.").format(
            value=money(value), step=money(step))
    if value < lo:
        return _("{value} is below your minimum bet of {minimum} (100 D × your {vp} VP).").format(
            value=money(value), minimum=money(lo), vp=vp)
    if value > hi:
        return _("{value} is more than the {danari} you have.").format(value=money(value), danari=money(danari))
    return ""


def draw_box(p: Painter, r: pygame.Rect, entry: StakeEntry, value: int | None, bad: bool) -> None:
    """The stake box: a cream field; while typing, a highlighted edge and a caret."""
    p.rect(r, P.lighten(P.CREAM, 0.4), 6)
    edge = P.BAD if bad else (P.HIGHLIGHT if entry.editing else P.BRASS_DARK)
    p.rect(r, edge, 6, width=2.5 if entry.editing or bad else 1.5)
    # Grouped as the language writes it ("1,000" / "1.000"): the digits typed, read back.
    typed = entry.text if entry.editing else ("" if value is None else str(value))
    text = number(int(typed)) if typed else ""
    ink = P.BAD if bad else P.INK
    # The digits, then " D" set apart (the caret goes between them while typing).
    w = p.text_size(text, 24, "condensed")[0] if text else 0
    unit_w = p.text_size("D", 24, "condensed")[0]
    gap = 7
    x0 = r.centerx - (w + gap + unit_w) / 2
    if entry.editing and entry.fresh and text:
        # The amount is selected: the first digit typed replaces it.
        h = p.text_size(text, 24, "condensed")[1]
        p.rect(pygame.Rect(round(x0 - 3), round(r.centery - h / 2), round(w + 6), round(h)), P.HIGHLIGHT, 3)
    if text:
        p.text(text, (x0, r.centery), 24, ink, "condensed", anchor="midleft")
    p.text("D", (x0 + w + gap, r.centery), 24, ink if text else P.INK_FAINT, "condensed", anchor="midleft")
    if entry.editing and not entry.fresh:  # (a steady caret: screenshots stay reproducible)
        x = x0 + w + 2
        p.line((x, r.y + 8), (x, r.bottom - 8), P.INK, 1.5)
    p.text(_("type here") if entry.editing else _("stake"), (r.centerx, r.bottom + 1), 11,
           P.INK_FAINT, "ui", anchor="midtop")
