"""Every horse's line in the odds chart stands out from the chart's cream paper (issue 16:
the white horse's line was hard to see)."""
from __future__ import annotations

import pygame
import pytest

from game.horsefever.chart_series import chart_series
from tests.horsefever.bot_games import play_game
from game.horsefever.ui.story_charts import story_layout
from game.ui import charts
from game.ui import palette as P
from game.ui.assets import Assets
from game.ui.painter import Painter
from game.ui.viewport import Viewport

CELL = pygame.Rect(40, 40, 600, 320)


@pytest.fixture(scope="module")
def odds_lines(data):
    _game, events = play_game(data, 4, 11, "family", ["simple"])
    series = chart_series(events)
    st = story_layout(pygame.Rect(0, 0, 1208, 630), series, data.colours, data.odds_values)
    return series, st


def standing_out(surf: pygame.Surface, x: int, y: float) -> int:
    """Pixels of the column at ``x`` near ``y`` that contrast 3:1 with the paper."""
    return sum(1 for yy in range(round(y) - 10, round(y) + 11)
               if charts.contrast(tuple(surf.get_at((x, yy)))[:3], charts.PAPER) >= 3.0)


def test_the_paper_is_the_cards_colour():
    assert charts.PAPER == P.lighten(P.CREAM, 0.25)
    assert charts.contrast(P.HORSE["white"], charts.PAPER) < 3 <= charts.contrast(P.HORSE["black"], charts.PAPER)


@pytest.mark.parametrize("colour", ["black", "blue", "green", "red", "yellow", "white"])
def test_each_horse_line_stands_out_from_the_paper(data, odds_lines, colour):
    series, st = odds_lines
    line = next(ln for ln in st.horses if ln.label == P.horse_label(colour))
    pygame.init()
    pygame.display.set_mode((700, 400))
    surf = pygame.Surface((700, 400))
    surf.fill(charts.PAPER)
    p = Painter(surf, Viewport((700, 400), 1.0, 0, 0), Assets())
    # The line alone on its card (no other line crossing where it is measured).
    charts.line_chart(p, CELL, "Odds", series.odds_labels, [line], y_range=st.odds_range, invert=True)
    fr = charts.frame(CELL, series.odds_labels, [line], st.odds_range, True)
    checked = 0
    for i in range(len(line.values) - 1):
        a, b = line.values[i], line.values[i + 1]
        if a is None or b is None:
            continue
        x = round((fr.x(i) + fr.x(i + 1)) / 2)  # mid-segment: away from the markers
        y = (fr.y(a) + fr.y(b)) / 2
        # At least 3 pixels across the line read 3:1 against the paper (a 1-pixel edge on
        # each side of a white line did not).
        assert standing_out(surf, x, y) >= 3, (colour, i, standing_out(surf, x, y))
        checked += 1
    assert checked
