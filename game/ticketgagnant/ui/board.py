"""Ticket Gagnant's board: the racecourse grid, the pawns, the score track, each seat's
ticket and hand, drawn from the view it is given (``GenericPresentation.board_class``).

What the seat is choosing (the play panel's legal squares, greyed squares with the game's
reason) is read from the decision panel the table links (``Board.panel``); the tipster's
figures from its cache. ``draw`` changes nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...ui import palette as P
from ...ui.generic import Board, Playing
from ...ui.generic.board import TIPSTER_BUTTON
from ...i18n import ngettext
from ..words import _
from . import art
from . import look as L
from .terms import colour_name, deal_words, discipline_name, feature_tip
from .tipster_box import TIPSTER

if TYPE_CHECKING:
    from ...ui.painter import Painter

SEAT_RGB = ((214, 80, 60), (70, 130, 220), (90, 180, 90), (230, 190, 60), (170, 100, 200),
            (80, 200, 200))
TRACK_LO = -8


class TicketBoard(Board):
    """The table's main area of Ticket Gagnant."""

    def draw(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any],
             playing: Playing | None) -> None:
        p.rect(rect, (46, 84, 40), 10)
        p.rect(rect, P.BRASS_DARK, 10, width=2)
        if "grid" not in view:
            return
        self._title(p, rect, view)
        art.racecourse(p, rect, view)
        marks = self.marks()
        chosen = marks.get("horse")
        for sq, why in marks.get("greyed", {}).items():
            p.rect(L.square_rect(rect, view, sq).inflate(-2, -2), (40, 40, 40), 3, alpha=120)
        for sq in marks.get("targets", ()):
            r = L.square_rect(rect, view, sq).inflate(-3, -3)
            p.rect(r, P.HIGHLIGHT, 4, alpha=110)
            p.rect(r, P.HIGHLIGHT, 4, width=2)
        dst = marks.get("dst")
        if dst is not None and chosen is not None:  # the mover's landing square, ghosted
            art.pawn(p, L.square_centre(rect, view, dst), L.cell_size(rect, view) * 0.9,
                     L.colour_of(view, chosen), chosen, dim=True, ring=P.HIGHLIGHT)
        moving = self._moving(playing)
        c = L.cell_size(rect, view)
        for h, sq in sorted(view["positions"].items()):
            if int(h) in moving:
                continue
            ring = P.HIGHLIGHT if chosen == int(h) else None
            art.pawn(p, L.square_centre(rect, view, sq), c, L.colour_of(view, int(h)), int(h),
                     ring=ring)
        self._score_track(p, rect, view)
        self._seats(p, rect, view)
        TIPSTER.draw(p, rect, view)
        super().draw(p, rect, view, playing)

    # ---- pieces ---------------------------------------------------------------------------
    def marks(self) -> dict[str, Any]:
        panel = self.panel
        fn = getattr(panel, "marks", None)
        return fn() if callable(fn) else {}

    @staticmethod
    def _moving(playing: Playing | None) -> set[int]:
        """The horses a card_played clip draws itself (hidden from the still picture)."""
        if playing is None or playing.event.get("type") != "card_played":
            return set()
        e = playing.event
        out = {int(e["horse"])}
        if e.get("push"):
            out.add(int(e["push"]["horse"]))
        return out

    def _title(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any]) -> None:
        if view["race"] < 1:
            words = _("Ticket Gagnant")
        else:
            words = _("Race {race} of {races} - {discipline}").format(
                race=view["race"], races=view["races"],
                discipline=discipline_name(view["discipline"]))
            if view["phase"] != "race_setup":
                words += " · " + deal_words(view["hand_size"], view["visibility"])
        p.text(words, (rect.x + 14, rect.y + 6), 17, P.CHALK_YELLOW, "display",
               max_width=rect.w - L.SIDE_W - 40)

    def _score_track(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any]) -> None:
        """The score track from -8 upwards, each player's marker on its space."""
        tr = L.track_rect(rect, view)
        scores = [pl["score"] for pl in view["players"]]
        hi = max(30, max(scores) + 2)
        n = hi - TRACK_LO + 1
        w = tr.w / n
        p.rect(tr, P.CREAM_DARK, 5)
        for i in range(n):
            v = TRACK_LO + i
            r = pygame.Rect(tr.x + i * w, tr.y + 18, w, tr.h - 20)
            if v == 0:
                p.rect(r, P.BRASS_LIGHT)
            if v % 5 == 0 or v == TRACK_LO:
                p.text(str(v), (r.centerx, tr.y + 3), 11, P.INK_SOFT, anchor="midtop")
            p.line((r.x, r.y), (r.x, r.bottom), P.PAPER_SHADE, 1)
        stack: dict[int, int] = {}
        for pl in view["players"]:
            v = pl["score"]
            k = stack.get(v, 0)
            stack[v] = k + 1
            cx = tr.x + (v - TRACK_LO + 0.5) * w
            cy = tr.bottom - 8 - k * 6
            p.circle((cx, cy), 6, SEAT_RGB[pl["seat"] % 6])
            p.circle((cx, cy), 6, P.INK, width=1)

    def _seats(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any]) -> None:
        side = L.side_rect(rect)
        p.rect(side, (30, 52, 34), 6, alpha=200)
        p.text(_("Tickets and hands"), (side.x + 8, side.y + 4), 14, P.CHALK,
               max_width=L.tipster_button(rect).x - side.x - 14)
        p.rect(L.tipster_button(rect), P.BRASS_DARK, 4)
        on = TIPSTER.on
        p.text(_("Tipster: on") if on else _("Tipster: off"), L.tipster_button(rect).center,
               12, P.CREAM, anchor="center", max_width=L.tipster_button(rect).w - 6)
        n = len(view["players"])
        for pl in view["players"]:
            r = L.seat_rect(rect, n, pl["seat"])
            me = pl["seat"] == view["turn"] and view["phase"] != "over"
            p.rect(r, (64, 92, 60) if me else (40, 64, 42), 5)
            p.circle((r.x + 10, r.y + 12), 5, SEAT_RGB[pl["seat"] % 6])
            p.text(pl["name"], (r.x + 20, r.y + 4), 14, P.CREAM, "ui_bold", max_width=90)
            p.text(ngettext("{n} point", "{n} points", abs(pl["score"])).format(n=pl["score"]), (r.x + 20, r.y + 22), 12, P.CHALK_DIM)
            tk = pygame.Rect(r.x + 112, r.y + 4, 84, min(30, r.h - 8))
            art.ticket(p, tk, pl["prediction"], view, pl["predicted"])
            self._hand(p, pygame.Rect(r.x + 202, r.y + 4, 54, r.h - 8), pl["hand_count"])

    @staticmethod
    def _hand(p: "Painter", r: pygame.Rect, count: int) -> None:
        """Card backs fanned, with the count (other players' hands are backs)."""
        for i in range(min(count, 4)):
            art.card_back(p, pygame.Rect(r.x + i * 5, r.y + 1, 20, min(28, r.h - 2)))
        p.text(f"x{count}", (r.right - 2, r.centery), 13, P.CREAM, "ui_bold",
               anchor="midright")

    # ---- clicks and hovers ----------------------------------------------------------------
    def hit(self, pos: tuple[float, float], rect: pygame.Rect,
            view: dict[str, Any]) -> Any | None:
        if L.tipster_button(rect).collidepoint(pos):
            return TIPSTER_BUTTON  # the table turns the setting Tipster on or off
        if "grid" not in view:
            return None
        sq = L.square_at(rect, view, pos)
        return None if sq is None else ("square", sq)

    def tooltip(self, pos: tuple[float, float], rect: pygame.Rect,
                view: dict[str, Any]) -> str:
        if "grid" not in view:
            return ""
        if L.tipster_button(rect).collidepoint(pos):
            return _("The tipster: each horse's chance of the podium from your view "
                     "(key T)")
        sq = L.square_at(rect, view, pos)
        if sq is not None:
            marks = self.marks()
            why = marks.get("greyed", {}).get(sq)
            if why:
                return why
            lines = [_("Column {c}, lane {l}").format(c=sq[0], l=sq[1])]
            for h, at in view["positions"].items():
                if tuple(at) == sq:
                    lines.append(_("Horse {n} ({colour})").format(
                        n=h, colour=colour_name(L.colour_of(view, int(h)))))
            lines += feature_tip(view, sq)
            if sq in marks.get("targets", ()):
                lines.append(_("Click to choose this square"))
            return ". ".join(lines)
        n = len(view["players"])
        for pl in view["players"]:
            if L.seat_rect(rect, n, pl["seat"]).collidepoint(pos):
                return seat_tip(pl)
        if L.track_rect(rect, view).collidepoint(pos):
            return _("The score track: from -8 (the floor) upwards, a marker per player")
        return ""


def seat_tip(pl: dict[str, Any]) -> str:
    from .terms import ticket_words
    if pl["prediction"] is not None:
        t = ticket_words(pl["prediction"])
    elif pl["predicted"]:
        t = _("ticket filled in, hidden")
    else:
        t = _("no ticket yet")
    return _("{name}: {score} points, {n} cards in hand; {ticket}").format(
        name=pl["name"], score=pl["score"], n=pl["hand_count"], ticket=t)
