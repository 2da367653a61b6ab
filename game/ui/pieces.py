"""How the pieces of a horse race are drawn: horses, stable and bet tokens, card backs,
dice, icons (a game's own cards: its ``ui`` package, Horse Fever's ``cards.py``).

Every piece of a horse carries its number and pattern as well as its colour (the
colour-blind aid). Sprites come from ``sprites/`` when the artist's files exist, else from
``fallback_art``; numbers and card texts are always drawn by the painter, so they are
crisp and appear in the draw list.
"""
from __future__ import annotations

from functools import partial

import pygame

from ..services.i18n import _, current_language, pgettext
from ..services.numbers import number as grouped
from . import colour_aid
from . import fallback_art as FA
from . import palette as P
from .painter import Painter


def _pattern(p: Painter, colour: str, size: int) -> pygame.Surface:
    surf, _ = p.assets.sprite(f"pattern_{colour}", (size, size),
                              lambda w, h: FA.pattern_tile(colour, w), fit="stretch")
    return surf


def card_fit(p: Painter, r: pygame.Rect) -> str:
    """Nine-slice fit for the 120 x 170 card art at this card's size (ornaments kept)."""
    return f"nine:14:{p.R(r).w / 120:.3f}"


def token(p: Painter, colour: str, r: pygame.Rect, number: bool = True, alpha: int = 255,
          tag: str = "token") -> None:
    """A stable token: colour, pattern and number."""
    d = r.w
    tile_px = max(4, p.px(d / 3))

    def make(w: int, h: int) -> pygame.Surface:
        return FA.disc(colour, w, _pattern(p, colour, tile_px))

    used = p.sprite((f"token_stable_{colour}", f"token_{colour}"), r, make, tag=(tag, colour), alpha=alpha)
    if used.startswith("fallback:"):
        # The artist's tokens carry their number; the stand-in gets one drawn here.
        p.circle(r.center, d * 0.3, P.HORSE[colour], alpha=alpha)
        p.text(str(P.NUMBER[colour]), (r.centerx, r.centery + 0.5), max(9, d * 0.5),
               P.HORSE_INK[colour], "ui_bold", anchor="center",
               shadow=P.darken(P.HORSE[colour], 0.5) if colour not in ("white", "yellow") else None,
               alpha=alpha)
    p.note("number", colour)


def number_badge(p: Painter, colour: str, centre: tuple[float, float], d: float) -> None:
    """A small cream badge with the horse's number, ringed in its colour (on pawns)."""
    p.circle(centre, d / 2 + 1, P.INK)
    p.circle(centre, d / 2, P.HORSE[colour])
    p.circle(centre, d / 2 - max(2, d * 0.16), P.CREAM)
    p.text(str(P.NUMBER[colour]), (centre[0], centre[1] + 0.5), d * 0.62, P.INK, "ui_bold",
           anchor="center")


def horse(p: Painter, colour: str, r: pygame.Rect, alpha: int = 255, frame: int = 0) -> None:
    """A horse pawn with its number badge."""
    used = p.sprite((f"horse_{colour}_{frame}", f"horse_{colour}_0", f"horse_{colour}"), r,
                    partial(FA.horse, colour), tag=("horse", colour), alpha=alpha)
    if colour_aid.on(p):  # the colour-blind setting: a patterned number cloth instead
        colour_aid.saddle_cloth(p, colour, r, alpha)
        return
    # The number rides on every pawn, big enough to read at any size (the saddle cloth of
    # the art is too small at table scale): the colour-blind aid.
    if used.startswith("fallback:"):
        number_badge(p, colour, (r.x + r.w * 0.22, r.y + r.h * 0.26), max(12, r.h * 0.44))
    else:
        number_badge(p, colour, (r.x + r.w * 0.13, r.y + r.h * 0.3), max(12, r.h * 0.38))


def bet_token(p: Painter, colour: str, kind: str, r: pygame.Rect, stake: int | None = None) -> None:
    """A bet token on a stake: a disc (colour, pattern, number) and WIN / SHOW with the sum."""
    d = r.h
    disc = pygame.Rect(r.x, r.y, d, d)
    p.rect(r, P.CREAM_DARK, d / 2)
    p.rect(r, P.BRASS_DARK, d / 2, width=1)
    if p.assets.has(f"token_bet_{colour}_{kind}"):
        p.sprite(f"token_bet_{colour}_{kind}", disc.inflate(2, 2), lambda w, h: FA.disc(colour, w),
                 tag=("bet_token", colour, kind))
    else:
        token(p, colour, disc, tag="bet_token")
    # The kind's initial in the player's language ("W"/"S"; Italian "vincente"/"piazzato": V/P).
    letter = (_("win") if kind == "win" else _("show"))[:1].upper()
    label = letter + (f" {grouped(stake)}" if stake is not None else "")
    size, room = max(9, d * 0.56), r.w - d - 4
    if stake is not None and stake >= 1000 and p.text_size(label, size * 0.75, "ui_bold")[0] > room:
        # A big stake on a narrow panel: "S 11k" says it whole where "S 110…" would not.
        label = label[0] + " " + thousands(stake)
    p.text(label, (disc.right + 3, r.centery), size, P.INK, "ui_bold", anchor="midleft",
           max_width=room)


def thousands(d: int) -> str:
    """A sum (a multiple of 100 D) in thousands, for tight spots: 11000 -> "11k", 10500 -> "10.5k"."""
    shown = f"{d / 1000:.1f}".rstrip("0").rstrip(".")
    shown = shown.replace(".", ",") if current_language() == "it" else shown  # (a decimal comma)
    # i18n: thousands in a tight spot ("2.5k"); Italian writes "2,5mila"
    return pgettext("thousands", "{n}k").format(n=shown)


def lane_badge(p: Painter, colour: str, r: pygame.Rect) -> None:
    """The lane's number plate: colour with its pattern, and the number."""
    tile_px = max(4, p.px(13))
    rad = p.px(6)

    def make(w: int, h: int) -> pygame.Surface:
        plate = FA.patterned((w, h), colour, _pattern(p, colour, tile_px))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        mask.fill((0, 0, 0, 0))
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
        plate.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return plate

    p.shadow(r, 6, 2, 90)
    p.sprite(f"lane_plate_{colour}", r, make, fit="stretch", tag=("lane_plate", colour))
    p.rect(r, P.BRASS_DARK, 6, width=1.5)
    p.circle(r.center, min(r.w, r.h) * 0.33, P.HORSE[colour])
    p.text(str(P.NUMBER[colour]), (r.centerx, r.centery + 0.5), r.h * 0.52, P.HORSE_INK[colour],
           "ui_bold", anchor="center")


def card_back(p: Painter, r: pygame.Rect, family: str = "action", alpha: int = 255) -> None:
    p.sprite((f"card_back_{family}", "card_back"), r, partial(FA.card_back, family=family),
             fit=card_fit(p, r), tag=("card_back", family), alpha=alpha)


def fit_name(p: Painter, name: str, width: float, size: float, least: float,
             role: str = "serif_bold", most: int = 2) -> tuple[float, list[str]]:
    """A card's name on at most ``most`` lines of ``width``: set smaller (down to ``least``)
    rather than cut or broken mid-word ("Flagellum", "Mala Tempora" whole); a word still too
    wide at the smallest size is hyphenated where it must break ("Flagel-" "lum")."""
    def wide(s: str, at: float) -> float:
        return p.text_size(s, at, role)[0]

    def fits(at: float) -> bool:
        return (max(wide(w, at) for w in name.split() or [""]) <= width
                and len(p.wrap(name, width, at, role)) <= most)
    while size > least and not fits(size):
        size -= least * 0.05
    size = max(size, least)
    lines: list[str] = []
    for word in name.split():
        pieces = []
        while len(word) > 5 and wide(word, size) > width:  # (three letters at least a side)
            k = len(word) - 3
            while k > 3 and wide(word[:k] + "-", size) > width:
                k -= 1
            pieces.append(word[:k] + "-")
            word = word[k:]
        for piece in pieces + [word]:
            if lines and not lines[-1].endswith("-") and wide(lines[-1] + " " + piece, size) <= width:
                lines[-1] += " " + piece
            else:
                lines.append(piece)
    # (still too many at the smallest size, a tiny window: the last line takes the rest,
    # drawn smaller or cut by its max_width, rather than losing words unseen)
    return size, lines[:most - 1] + [" ".join(lines[most - 1:]).replace("- ", "")]


def die(p: Painter, colour: str, r: pygame.Rect) -> None:
    """A sprint die showing a colour (with its number on it)."""
    used = p.sprite(f"die_face_{colour}", r, partial(FA.die_face, colour), tag=("die", colour))
    if used.startswith("fallback:"):
        c = (r.x + r.w * 0.475, r.y + r.h * 0.475)
        p.text(str(P.NUMBER[colour]), (c[0], c[1] + 0.5), r.h * 0.34, P.HORSE_INK[colour], "ui_bold",
               anchor="center")


def icon(p: Painter, name: str, r: pygame.Rect, fallback=None) -> str:
    """A small picture from the art (hourglass, first player, trophy, coin), or nothing."""
    return p.sprite(name, r, fallback or (lambda w, h: pygame.Surface((1, 1), pygame.SRCALPHA)),
                    tag=("icon", name))


def rosette(p: Painter, r: pygame.Rect) -> None:
    p.sprite(("rosette_vp", "token_vp"), r, FA.rosette, tag=("icon", "vp"))


def banknote(p: Painter, r: pygame.Rect) -> None:
    p.sprite(("banknote_100", "banknote"), r, FA.banknote, tag=("icon", "danari"))
