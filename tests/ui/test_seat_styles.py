"""A player is one colour everywhere at a game's table (issue 40's follow-up): the final
scores' chart lines take each seat's colour and marker from the presentation's
``seat_style``, the same that marks the seat beside its name and tints its chat lines; a
game whose board marks seats its own way (Ticket Gagnant) is followed by its charts."""
from __future__ import annotations

import pytest

from game import catalogue  # noqa: F401  (registers every game)
from game.core.match import play_match
from game.core.registry import get_game
from game.ui.charts import MARKERS
from game.ui.generic.chart_page import SeriesCharts
from game.ui.plugin import presentation

GAMES = ("bettor-horse", "ticket-gagnant", "finish-line")  # Horse Fever draws its own story


@pytest.mark.parametrize("game", GAMES)
def test_the_charts_lines_are_the_seats_own_style(game):
    info = get_game(game)
    pres = presentation(game)
    players = 4 if game == "bettor-horse" else 3
    match = play_match(info, {"players": players}, 5, [info.bot_kinds[0]] * players)
    names = list(match.names)
    page = pres.chart_page(match.events, names)
    assert isinstance(page, SeriesCharts)
    checked = 0
    for ser in page.series:
        for line, (seat, _values) in zip(page.lines(ser), sorted(ser.values.items())):
            if seat in ser.line_names:  # no seat's line (Bettor Horse's Pool)
                continue
            colour, kind = pres.seat_style(seat)
            assert (line.colour, line.marker) == (colour, kind)
            assert pres.seat_colour(seat) == colour and kind in MARKERS
            checked += 1
    assert checked >= players


def test_ticket_gagnants_seats_keep_their_board_marks():
    from game.ticketgagnant.ui.look import SEAT_MARKS
    pres = presentation("ticket-gagnant")
    for seat, (shape, colour) in enumerate(SEAT_MARKS):
        assert pres.seat_style(seat) == (colour, shape if shape in MARKERS else "circle")
