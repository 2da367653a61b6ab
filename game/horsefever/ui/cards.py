"""Horse Fever's cards face up: action cards (tiny on a lane, small in a hand, full when
zoomed), the Board Game's other cards and the turned movement card. The shell's pieces
(``game/ui/pieces.py``) draw what every race has: horses, tokens, card backs, dice.
"""
from __future__ import annotations

from functools import partial

import pygame

from ...services.i18n import N_, _
from ...ui import fallback_art as FA
from ...ui import palette as P
from ...ui.painter import Painter
from ...ui.pieces import card_fit, fit_name
from ..rules.data import GameData
from .describe import card_name, card_summary, is_action_card


def face(p: Painter, r: pygame.Rect, border: tuple[int, int, int]) -> None:
    p.sprite("card_frame", r, partial(FA.card_face, border=border), fit=card_fit(p, r), tag=("card_frame",))


# An action card's colour, on its foot (said with _() when drawn).
# (one message per colour and size: a bare "green" would be another game's word too)
SMALL_FOOT = {"positive": N_("{number} · green"), "negative": N_("{number} · red"),
              "neutral": N_("{number} · grey")}
FOOT = {"positive": N_("No. {number} · green"), "negative": N_("No. {number} · red"),
        "neutral": N_("No. {number} · grey")}


def action_card(p: Painter, data: GameData, number: int, r: pygame.Rect, detail: str = "auto") -> None:
    """An action card face up. ``detail``: "tiny" (lane), "small" (hand), "full" (zoom)."""
    p.note("card_face", number)
    if not is_action_card(data, number):
        other_card(p, data, number, r)
        return
    c = data.action(number)
    kc = P.CARD_KIND[c.kind]
    if detail == "auto":
        detail = "tiny" if r.w < 50 else "small" if r.w < 180 else "full"
    face(p, r, kc)
    if detail == "tiny":
        band = pygame.Rect(r.x + 3, r.y + 3, r.w - 6, r.h * 0.36)
        p.rect(band, kc, 3)
        p.text(c.letter or "•", band.center, r.h * 0.3, P.CREAM, "ui_bold", anchor="center")
        p.text(str(number), (r.centerx, r.bottom - r.h * 0.3), r.h * 0.3, P.INK, "ui_bold",
               anchor="center")
        return
    pad = r.w * 0.08
    if detail == "small":
        # Hand size: the name, the letter and the effect in a few big words; the full
        # text is one hover or right-click away.
        band = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, r.h * 0.27)
        p.rect(band, kc, 4)
        name_w = band.w - (band.h * 0.5 if c.letter else 0) - 8
        # (no smaller than 7% of the card: a smaller font is drawn a pixel size up from its
        # measure in a small window, and cut; a long word is hyphenated instead)
        size, lines = fit_name(p, c.name, name_w - 3, r.w * 0.11, r.w * 0.07)  # (3: pixel rounding)
        lh = r.w * 0.135
        y0 = band.centery - lh * len(lines) / 2
        for k, ln in enumerate(lines):
            p.text(ln, (band.x + 5, y0 + k * lh), size, P.CREAM, "serif_bold", max_width=name_w)
        if c.letter:
            lc = (band.right - r.w * 0.1 - 2, band.y + r.w * 0.1 + 2)
            p.circle(lc, r.w * 0.1, P.CREAM)
            p.circle(lc, r.w * 0.1, kc, width=1.5)
            p.text(c.letter, (lc[0], lc[1] + 0.5), r.w * 0.12, kc, "serif_bold", anchor="center")
        body = pygame.Rect(r.x + pad + 2, band.bottom + r.h * 0.08, r.w - 2 * pad - 4, r.h * 0.45)
        p.text_block(card_summary(c), body, r.w * 0.125, P.INK, "ui_bold", align="center", max_lines=4)
        p.text(_(SMALL_FOOT[c.kind]).format(number=number), (r.centerx, r.bottom - pad), r.w * 0.09, P.INK_FAINT,
               "ui_medium", anchor="midbottom")
        return
    band = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, r.h * 0.2)
    p.rect(band, kc, 4)
    # The name gets the band up to the letter's disc (all of it on a grey card) and, when
    # it is too long for one line ("Venenum Veneficum"), a second line: the band is tall.
    disc, disc_x = band.h * 0.4, band.right - band.h / 2 - 1
    name_w = (disc_x - disc - 8 if c.letter else band.right - 8) - (band.x + 8)
    size = r.w * 0.07
    lines = p.wrap(c.name, name_w, size, "serif_bold")
    lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 2 else lines
    lh = size * 1.2
    for k, ln in enumerate(lines):
        p.text(ln, (band.x + 8, band.centery + (k - (len(lines) - 1) / 2) * lh), size, P.CREAM,
               "serif_bold", anchor="midleft", max_width=name_w)
    if c.letter:
        lc = (disc_x, band.centery)
        p.circle(lc, disc, P.CREAM)
        p.text(c.letter, (lc[0], lc[1] + 0.5), band.h * 0.55, kc, "serif_bold", anchor="center")
    body = pygame.Rect(r.x + pad + 2, band.bottom + r.h * 0.05, r.w - 2 * pad - 4, r.h * 0.55)
    p.text(card_summary(c), (r.centerx, body.y + 4), r.w * 0.07, P.INK, "ui_bold", anchor="midtop",
           max_width=body.w)
    p.text_block(_(c.text), pygame.Rect(body.x, body.y + r.w * 0.13, body.w, body.h), r.w * 0.058,
                 P.INK, "serif")
    foot = _(FOOT[c.kind]).format(number=number)
    p.text(foot + (" · " + _("star") if c.star else ""), (r.centerx, r.bottom - pad - 2),
           r.w * 0.05, P.INK_FAINT, "ui_medium", anchor="midbottom")


def other_card(p: Painter, data: GameData, number: int, r: pygame.Rect) -> None:
    """A Board Game card (horse, assistant, goal) face up: a brass band and its name."""
    face(p, r, P.BRASS_DARK)
    name = card_name(data, number)
    if r.w < 50:
        band = pygame.Rect(r.x + 3, r.y + 3, r.w - 6, r.h * 0.36)
        p.rect(band, P.BRASS_DARK, 3)
        # A Horse card: the initial of "Horses" in the player's language (Italian "Cavalli": C).
        p.text(_("Horses")[:1], band.center, r.h * 0.3, P.CREAM, "ui_bold", anchor="center")
        p.text(str(number), (r.centerx, r.bottom - r.h * 0.3), r.h * 0.3, P.INK, "ui_bold", anchor="center")
        return
    pad = r.w * 0.08
    band = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, r.h * 0.22)
    p.rect(band, P.BRASS_DARK, 4)
    p.text(name, (band.x + 6, band.centery), r.w * 0.09, P.CREAM, "serif_bold", anchor="midleft",
           max_width=band.w - 10)
    p.text(_("No. {number}").format(number=number), (r.centerx, r.bottom - pad), r.w * 0.08, P.INK_FAINT, "ui_medium",
           anchor="midbottom")


def movement_card(p: Painter, data: GameData, number: int | None, r: pygame.Rect,
                  row_rects: list[pygame.Rect] | None = None) -> None:
    """The turned movement card: its value for each odds row (aligned with the rows)."""
    if number is None:
        p.rect(r, P.CHALK_DIM, 6, width=1, alpha=120)
        for k, ln in enumerate(p.wrap(_("Movement card"), r.w - 4, 12, "ui_medium")[:2]):
            p.text(ln, (r.centerx, r.y + 6 + 14 * k), 12, P.CHALK_DIM, "ui_medium", anchor="midtop",
                   max_width=r.w - 2)
        return
    mc = data.movement_card(number)
    p.shadow(r, 6, 3, 100)
    face(p, r, P.BRASS_DARK)
    p.note("movement_card", number)
    p.text(_("Movement"), (r.centerx, r.y + 5), 13, P.INK, "ui_bold", anchor="midtop",
           max_width=r.w - 4)  # (its printed values below; never its number in the deck)
    for i, v in enumerate(mc.values):
        rr = row_rects[i] if row_rects else pygame.Rect(r.x, r.y + 24 + i * 30, r.w, 30)
        p.text(str(v), (r.centerx, rr.centery + 1), 22, P.INK, "condensed", anchor="center")
