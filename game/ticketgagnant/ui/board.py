"""Ticket Gagnant's board: the racecourse grid, the pawns, the score track, each seat's
ticket and hand, the race's played cards, drawn from the view it is given
(``GenericPresentation.board_class``).

Which race is shown (title and track alike) comes from ``shown.py``: the race being set
up previews as it is chosen. What the seat is choosing (the play panel's legal squares,
refused squares with the game's reason, the setup panel's race) is read from the decision
panel the table links (``Board.panel``); the finish threat from ``threat.py`` (public
state only); the tipster's figures from its cache. ``draw`` changes nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...ui import palette as P
from ...ui.generic import Board, Playing
from ...ui.generic.board import TIPSTER_BUTTON
from ..threat import view_threats
from ..words import _
from . import art
from . import look as L
from . import marks as M
from . import score_track, side
from .shown import shown_race, start_positions
from .terms import colour_name, feature_tip, square_name
from .tipster_box import TIPSTER

if TYPE_CHECKING:
    from ...ui.painter import Painter


class TicketBoard(Board):
    """The table's main area of Ticket Gagnant."""

    def draw(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any],
             playing: Playing | None) -> None:
        p.rect(rect, (46, 84, 40), 10)
        p.rect(rect, P.BRASS_DARK, 10, width=2)
        if "grid" not in view:
            return
        marks = self.marks()
        shown = shown_race(view, marks, playing)
        p.text(shown.title(), (rect.x + 14, rect.y + 4), 17, P.CHALK_YELLOW, "display",
               max_width=L.side_rect(rect).x - rect.x - 24)
        p.note("track", shown.discipline)  # (the draw list says which track is drawn)
        art.racecourse(p, rect, view, shown.track())
        for sq in marks.get("greyed", {}):
            M.refused(p, L.square_rect(rect, view, sq))
        for sq in marks.get("targets", ()):
            M.offered(p, L.square_rect(rect, view, sq))
        chosen = marks.get("horse")
        dst = marks.get("dst")
        c = L.cell_size(rect, view)
        if dst is not None and chosen is not None:  # the mover's landing square, ghosted
            art.pawn(p, L.square_centre(rect, view, dst), c * 0.9,
                     L.colour_of(view, chosen), chosen, dim=True, ring=P.HIGHLIGHT)
        moving = self._moving(playing)
        threats = view_threats(view)
        for h, sq in sorted(start_positions(view, playing).items()):
            if int(h) in moving:
                continue
            centre = L.square_centre(rect, view, sq)
            ring = P.HIGHLIGHT if chosen == int(h) else None
            art.pawn(p, centre, c, L.colour_of(view, int(h)), int(h), ring=ring)
            if int(h) in threats:
                M.flag(p, (centre[0] + c * 0.22, centre[1] - c * 0.08), c * 0.42)
        if shown.discipline is None:  # somebody else is choosing: no track claimed yet
            gr = L.grid_rect(rect, view)
            p.rect(gr, (20, 30, 20), alpha=150)
            p.text(shown.title(), gr.center, 18, P.CREAM, "display", anchor="center",
                   max_width=gr.w - 20)
        score_track.draw(p, L.score_rect(rect, view), view)
        side.draw(p, rect, view, threats)
        self._tipster_button(p, rect)
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

    @staticmethod
    def _tipster_button(p: "Painter", rect: pygame.Rect) -> None:
        r = L.tipster_button(rect)
        p.rect(r, P.BRASS_DARK, 4)
        p.text(_("Tipster: on") if TIPSTER.on else _("Tipster: off"), r.center, 12, P.CREAM,
               anchor="center", max_width=r.w - 6)

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
            return self._square_tip(sq, rect, view)
        if L.score_rect(rect, view).collidepoint(pos):
            return score_track.tooltip(view)
        if TIPSTER.on and L.tipster_rect(rect, len(view["players"])).collidepoint(pos):
            return ""
        return side.tooltip(pos, rect, view, view_threats(view))

    def _square_tip(self, sq: tuple[int, int], rect: pygame.Rect,
                    view: dict[str, Any]) -> str:
        marks = self.marks()
        why = marks.get("greyed", {}).get(sq)
        if why:
            return why
        lines = [square_name(sq)]
        threats = view_threats(view)
        for h, at in view["positions"].items():
            if tuple(at) == sq:
                lines.append(_("Horse {n} ({colour})").format(
                    n=h, colour=colour_name(L.colour_of(view, int(h)))))
                if int(h) in threats:
                    lines.append(_("One card could bring it to the finish: the race would "
                                   "end at once"))
        lines += feature_tip(view, sq, shown_race(view, marks, None).track())
        if sq in marks.get("targets", ()):
            lines.append(_("Click to choose this square"))
        return ". ".join(lines)
