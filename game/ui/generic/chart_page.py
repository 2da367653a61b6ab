"""The final scores' charts page: what a game's presentation draws on it.

``GenericPresentation.chart_page(events, names)`` gives the page (from the public events);
the final scores scene (``game/ui/scenes/final.py``) asks it to ``draw(p, area)`` and, under
the mouse, for the ``hover(area, pos)`` words of a point. The default ``SeriesCharts``
draws up to two line charts of ``chart_series`` (a line per seat in the shell's player
styles, ``game/ui/charts.py``; a line that is no seat's, named in ``line_names``, ink grey)
under one legend naming each line; a game with a story of its own to tell (Horse Fever: VP
and Danari, bets won and lost, each horse's odds) gives its own page. A game's other pages
(``GenericPresentation.final_pages``: Bettor Horse's round-by-round table) are pages too,
each a tab of the final scores.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from ...services.i18n import _
from .. import palette as P
from ..charts import Line, casing_for, legend, line_chart, player_style

if TYPE_CHECKING:
    from ..painter import Painter
    from .presentation import ScoreSeries


class ChartPage:
    """A charts page (subclass it, or use ``SeriesCharts``)."""

    series: Any = None  # what the charts are drawn from (tests read it)

    @property
    def empty(self) -> bool:
        """Nothing to chart: the page says so."""
        return not self.series

    def draw(self, p: "Painter", area: pygame.Rect) -> None:
        p.rect(area, P.CREAM, 12)
        p.text(_("No charts for this game yet."), area.center, 18, P.INK_SOFT,
               "serif_italic", anchor="center")

    def hover(self, area: pygame.Rect, pos: tuple[float, float]) -> str:
        """The value under the mouse in words ("" for none)."""
        return ""


class SeriesCharts(ChartPage):
    """Up to two line charts, one above the other, from ``ScoreSeries``."""

    def __init__(self, series: Sequence["ScoreSeries"], names: Sequence[str],
                 style: Callable[[int], tuple[P.Colour, str]] = player_style) -> None:
        self.series = list(series)
        self.names = list(names)
        self.style = style  # a seat's colour and marker (the presentation's ``seat_style``)

    LEGEND_H = 28  # the strip over the charts naming each line

    def lines(self, ser: "ScoreSeries") -> list[Line]:
        """A line per seat of one series, in each seat's style (a light colour, as some
        boards mark seats, gets the charts' dark casing to read on the paper)."""
        out = []
        for seat, values in sorted(ser.values.items()):
            colour, marker = self.style(seat)
            name = ser.line_names.get(seat) or (self.names[seat] if 0 <= seat < len(self.names)
                                                else str(seat))
            if seat in ser.line_names:  # no seat's line (Bettor Horse's Pool): ink grey,
                colour, marker = P.INK_SOFT, "down"  # never a player's colour
            out.append(Line(name, colour, values, marker, casing=casing_for(colour)))
        return out

    def draw(self, p: "Painter", area: pygame.Rect) -> None:
        if self.empty:
            super().draw(p, area)
            return
        shown = [(ser, self.lines(ser)) for ser in self.series[:2]]
        # Whose line is whose, once over both charts (as Horse Fever's page has it).
        items = list(dict.fromkeys((ln.label, ln.colour, ln.marker) for _s, ls in shown for ln in ls))
        legend(p, pygame.Rect(area.x, area.y, area.w, self.LEGEND_H), items)
        top = area.y + self.LEGEND_H + 6
        n = len(shown)
        h = (area.bottom - top - 10 * (n - 1)) // n
        for k, (ser, lines) in enumerate(shown):
            r = pygame.Rect(area.x, top + k * (h + 10), area.w, h)
            line_chart(p, r, ser.title, ser.labels, lines)
