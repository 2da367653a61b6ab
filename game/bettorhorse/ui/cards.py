"""Drawing Bettor Horse's cards: horse faces (speed big), Wet/Dry backs, Bet and weather cards.

The card art is ``sprites/bettorhorse/*.png`` (``tools/make_bh_cards.py``): one face per
colour deck (its colour, symbol and letter), so the speed, the Sure Thing star and the
Mudder drop are printed here over it. Everything is read from the view's deck list; this
module knows no rule.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import N_, _
from ...ui import palette as P

if TYPE_CHECKING:
    from ...ui.painter import Painter

CARD_W, CARD_H = 75, 105  # a card on the table (the art is 100x140: same proportions)
# The backs' colours (tools/make_bh_cards.py), for the small tabs under the hand's cards.
BACK_COLOURS = {"wet": (70, 120, 200), "dry": (200, 146, 70)}
BET_WORDS = {"win": N_("Win"), "lose": N_("Lose"), "draw": N_("Draw")}
CONDITIONS = {"wet": N_("Wet"), "dry": N_("Dry")}
COLOURS = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"), "yellow": N_("yellow"),
           "purple": N_("purple"), "orange": N_("orange"), "black": N_("black"),
           "white": N_("white")}


def word(table: dict[str, str], key: str) -> str:
    """A marked word of ``table`` translated (the key itself when unknown)."""
    text = table.get(key, key)
    return _(text)


def _plain(colour: tuple[int, int, int]):
    """A stand-in when a sprite is missing: the card's colour, rounded."""
    def make(w: int, h: int) -> pygame.Surface:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=max(2, w // 10))
        return s
    return make


def spec(view: dict[str, Any], card: str) -> dict[str, Any]:
    """A card's printed data (speed, back, Mudder, Sure Thing) from the view's deck list."""
    deck = view.get("deck") or []
    k = int(card[1:]) - 1
    return deck[k] if 0 <= k < len(deck) else {"speed": 0, "back": "dry", "mudder": False,
                                                "sure": False}


def face_words(view: dict[str, Any], card: str) -> str:
    """A horse card as its face reads ("speed 5", "speed 3 Mudder"), never its deck id."""
    s = spec(view, card)
    if s.get("sure"):
        return _("speed {n} Sure Thing").format(n=s["speed"])
    if s.get("mudder"):
        return _("speed {n} Mudder").format(n=s["speed"])
    return _("speed {n}").format(n=s["speed"])


def scaled(r: pygame.Rect, sx: float) -> pygame.Rect:
    """``r`` squeezed horizontally to ``sx`` of its width about its centre (a card flip)."""
    w = max(1, round(r.w * abs(sx)))
    return pygame.Rect(r.centerx - w // 2, r.y, w, r.h)


def draw_face(p: "Painter", r: pygame.Rect, view: dict[str, Any], card: str,
              speed: int | None = None, glow: bool = False) -> None:
    """A horse card face up: the deck's face, the speed big (``speed``: as it runs, when a
    Mudder changed it), a star on a Sure Thing, a drop on a Mudder."""
    s = spec(view, card)
    code = card[0]
    p.shadow(r, 5, 2, 60)
    p.sprite(f"bettorhorse/face_{code}", r, _plain(P.CREAM), fit="stretch")
    if r.w < 14:
        return
    printed = int(s["speed"])
    shown = printed if speed is None else speed
    big = r.h * 0.42
    colour = P.INK if shown == printed else P.BAD
    p.text(str(shown), (r.centerx, r.centery + r.h * 0.02), big, colour, "display",
           anchor="center")
    if shown != printed:
        p.text(_("printed {n}").format(n=printed), (r.centerx, r.bottom - r.h * 0.27),
               r.h * 0.09, P.INK_SOFT, anchor="center")
    if s.get("sure"):
        cx, cy, rad = r.centerx, r.y + r.h * 0.27, r.h * 0.07
        pts = []
        for i in range(10):
            rr = rad if i % 2 == 0 else rad * 0.45
            a = math.radians(-90 + 36 * i)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        p.polygon(pts, P.BRASS)
        p.polygon(pts, P.INK, width=1)
    if s.get("mudder"):
        cx, cy, rad = r.centerx, r.y + r.h * 0.26, r.h * 0.055
        p.polygon([(cx, cy - rad * 2), (cx + rad, cy), (cx - rad, cy)], (50, 90, 170))
        p.circle((cx, cy), rad, (50, 90, 170))
    if glow:
        p.rect(r.inflate(4, 4), P.HIGHLIGHT, 6, width=2)


def draw_back(p: "Painter", r: pygame.Rect, back: str, glow: bool = False) -> None:
    """A face-down horse card: only its Wet or Dry back."""
    p.shadow(r, 5, 2, 60)
    p.sprite(f"bettorhorse/back_{back}", r, _plain(P.NEUTRAL_CARD), fit="stretch")
    if glow:
        p.rect(r.inflate(4, 4), P.HIGHLIGHT, 6, width=2)


def draw_bet(p: "Painter", r: pygame.Rect, bet: str | None, glow: bool = False) -> None:
    """A Bet card: face up (Win, Lose, Draw, the word translated) or face down (None)."""
    p.shadow(r, 5, 2, 60)
    if bet is None:
        p.rect(r, P.WOOD, 6)
        p.rect(r.inflate(-6, -6), P.BRASS_DARK, 4, width=2)
        p.text("?", r.center, r.h * 0.4, P.BRASS, "display", anchor="center")
    else:
        p.sprite(f"bettorhorse/bet_{bet}", r, _plain(P.NEUTRAL_CARD), fit="stretch")
        p.text(word(BET_WORDS, bet), (r.centerx, r.bottom - r.h * 0.185), r.h * 0.12, P.CREAM,
               "ui_bold", anchor="center", max_width=r.w * 0.7)
    if glow:
        p.rect(r.inflate(4, 4), P.HIGHLIGHT, 6, width=2)


def draw_weather(p: "Painter", r: pygame.Rect, condition: str) -> None:
    """The weather card of the cut: a Wet or Dry landscape and the word."""
    p.shadow(r, 5, 2, 60)
    p.sprite(f"bettorhorse/weather_{condition}", r, _plain(P.CREAM), fit="stretch")
    text, size = word(CONDITIONS, condition), r.h * 0.14
    wide = p.text_size(text, size, "serif_bold")[0]
    if wide > r.w * 0.8:  # ("Asciutto" on a small card: smaller, never cut)
        size *= r.w * 0.8 / wide
    p.text(text, (r.centerx, r.bottom - r.h * 0.17), size, P.INK, "serif_bold", anchor="center",
           max_width=r.w * 0.8)


def draw_slot(p: "Painter", r: pygame.Rect, label: str = "") -> None:
    """An empty place on the felt: a chalk outline and its label."""
    p.rect(r, P.FELT_DARK, 6)
    p.rect(r, P.CHALK_DIM, 6, width=1)
    if label:
        p.text(label, r.center, 12, P.CHALK_DIM, anchor="center", max_width=r.w - 4)


def draw_pile(p: "Painter", r: pygame.Rect, count: int, title: str, face: str | None) -> None:
    """A pile (a Purse, the Pool): a few stacked backs and its count, always visible."""
    if count <= 0:
        draw_slot(p, r, "0")
    else:
        for k in range(min(4, (count + 2) // 3), 0, -1):
            rr = r.move(k * 2 - 2, -k * 2 + 2)
            if face:
                p.sprite(f"bettorhorse/face_{face}", rr, _plain(P.CREAM), fit="stretch")
            else:
                p.sprite("bettorhorse/back_dry", rr, _plain(P.NEUTRAL_CARD), fit="stretch")
        badge = pygame.Rect(0, 0, 34, 24)
        badge.center = (r.centerx, r.centery)
        p.rect(badge, P.INK, 10)
        p.text(str(count), badge.center, 17, P.CHALK_YELLOW, "ui_bold", anchor="center")
    p.text(title, (r.centerx, r.bottom + 3), 12.5, P.CHALK, anchor="midtop",
           max_width=r.w + 40)
