"""The board's right-hand column: each seat's row (its own mark, name, points, ticket and
hand of card backs), the finish threat in words, and the race's played cards face up
(house ruling ``cards_face_up``), with the tooltips that explain them. Drawn from the
view alone; nothing here changes anything.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

import pygame

from ...services.i18n import ngettext
from ...ui import palette as P
from ..data import game_data
from ..words import _
from . import art
from . import look as L
from . import marks
from .terms import card_tip, ticket_words

if TYPE_CHECKING:
    from ...ui.painter import Painter

ROWS = 2  # the played cards lie in two rows
CARD_H_MAX = 60


def draw(p: "Painter", rect: pygame.Rect, view: dict[str, Any],
         threats: Iterable[int]) -> None:
    side = L.side_rect(rect)
    p.rect(side, (30, 52, 34), 6, alpha=200)
    p.text(_("Tickets and hands"), (side.x + 8, side.y + 4), 14, P.CHALK,
           max_width=L.tipster_button(rect).x - side.x - 14)
    n = len(view["players"])
    for pl in view["players"]:
        seat_row(p, L.seat_rect(rect, n, pl["seat"]), pl, view)
    threat_words(p, L.threat_rect(rect, n), sorted(threats))
    played(p, L.played_rect(rect, n), view)


def seat_row(p: "Painter", r: pygame.Rect, pl: dict[str, Any], view: dict[str, Any]) -> None:
    me = pl["seat"] == view["turn"] and view["phase"] != "over"
    p.rect(r, (64, 92, 60) if me else (40, 64, 42), 5)
    if me:
        p.rect(r, P.HIGHLIGHT, 5, width=1.5)
    marks.seat_mark(p, (r.x + 12, r.y + 12), 14, pl["seat"])
    p.text(pl["name"], (r.x + 24, r.y + 4), 14, P.CREAM, "ui_bold", max_width=104)
    pts = ngettext("{n} point", "{n} points", abs(pl["score"])).format(n=pl["score"])
    p.text(pts, (r.right - 6, r.y + 5), 12, P.CHALK_YELLOW, anchor="topright", max_width=84)
    h = max(12, min(24, r.h - 24))
    art.ticket(p, pygame.Rect(r.x + 24, r.y + 21, 96, h), pl["prediction"], view,
               pl["predicted"])
    hand(p, pygame.Rect(r.x + 130, r.y + 21, r.w - 136, h), pl["hand_count"])


def hand(p: "Painter", r: pygame.Rect, count: int) -> None:
    """Card backs fanned, with the count (other players' hands are backs)."""
    for i in range(min(count, 7)):
        art.card_back(p, pygame.Rect(r.x + i * 6, r.y, round(r.h * 0.7), r.h))
    p.text(f"x{count}", (r.right, r.centery), 13, P.CREAM, "ui_bold", anchor="midright")


def threat_words(p: "Painter", r: pygame.Rect, threats: list[int]) -> None:
    """The horses one card could bring home, in words beside the board's flag."""
    marks.flag(p, (r.x + 9, r.bottom - 5), 18)
    if threats:
        words = ngettext(
            "Horse {horses} is one card from the finish: the race would end at once.",
            "Horses {horses} are one card from the finish: the race would end at once.",
            len(threats)).format(horses=", ".join(map(str, threats)))
        colour = P.CHALK_YELLOW
    else:
        words = _("No horse is one card from the finish yet.")
        colour = P.CHALK_DIM
    p.text_block(words, pygame.Rect(r.x + 24, r.y, r.w - 28, r.h), 11, colour, max_lines=2)


def card_spots(r: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Where the played cards lie, oldest first: two rows as tall as the room allows,
    overlapping when many."""
    card_h = max(24, min(CARD_H_MAX, (r.h - 22) // ROWS - 4))
    card_w = round(card_h * 2 / 3)
    per_row = max(1, -(-n // ROWS))
    room = r.w - 12 - card_w
    step = min(card_w + 3, room / max(1, per_row - 1)) if per_row > 1 else 0
    out = []
    for i in range(n):
        row, k = divmod(i, per_row)
        out.append(pygame.Rect(round(r.x + 6 + k * step), r.y + 18 + row * (card_h + 4),
                               card_w, card_h))
    return out


def played(p: "Painter", r: pygame.Rect, view: dict[str, Any]) -> None:
    pile = view.get("played") or []
    p.rect(r, (24, 40, 28), 5)
    p.text(ngettext("Played this race: {n} card", "Played this race: {n} cards",
                    len(pile)).format(n=len(pile)), (r.x + 6, r.y + 3), 12, P.CHALK,
           max_width=r.w - 12)
    cards = game_data().cards
    for cid, spot in zip(pile, card_spots(r, len(pile))):
        art.card_face(p, spot, cards[cid], view)
        p.note("played_card", cid)


def tooltip(pos: tuple[float, float], rect: pygame.Rect, view: dict[str, Any],
            threats: Iterable[int]) -> str:
    """What the side column explains under the mouse ("" for nothing)."""
    n = len(view["players"])
    for pl in view["players"]:
        if L.seat_rect(rect, n, pl["seat"]).collidepoint(pos):
            return seat_tip(pl)
    if L.threat_rect(rect, n).collidepoint(pos):
        return _("A horse one card could bring to the last column wears a chequered flag: "
                 "reaching it ends the race at once, even while others still hold cards "
                 "(house ruling).")
    r = L.played_rect(rect, n)
    if r.collidepoint(pos):
        pile = view.get("played") or []
        spots = card_spots(r, len(pile))
        for cid, spot in reversed(list(zip(pile, spots))):  # the card on top first
            if spot.collidepoint(pos):
                return card_tip(game_data().cards[cid])
        return _("The cards played and discarded this race lie face up until it ends "
                 "(house ruling)")
    return ""


def seat_tip(pl: dict[str, Any]) -> str:
    if pl["prediction"] is not None:
        t = ticket_words(pl["prediction"])
    elif pl["predicted"]:
        t = _("ticket filled in, hidden")
    else:
        t = _("no ticket yet")
    return _("{name}: {score} points, {n} cards in hand; {ticket}").format(
        name=pl["name"], score=pl["score"], n=pl["hand_count"], ticket=t)
