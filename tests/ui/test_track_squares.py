"""The track the table draws follows the data's finish line (1 to 60, data_bounds).

The printed finish line (12) keeps the printed geometry to the pixel; any other gets the same
six squares beyond the line, all squares sharing the track's fixed width, numbers thinned out
where every square's would crowd, and the horses, their hotspots and the static picture of
the track all on that game's squares.
"""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.horsefever.ui import table_layout as L
from game.horsefever.ui import table_hotspots as TH
from game.ui.assets import Assets
from game.horsefever.ui.display import DisplayState
from game.ui.painter import Painter
from game.horsefever.ui.table_draw import Marks, draw_table
from game.horsefever.ui.track_squares import BEYOND, LABEL_GAP, TrackSquares, track_squares
from game.ui.viewport import Viewport

FINISH_LINES = range(1, 61)  # every value data/track.toml may hold


def with_finish_line(data, finish_line: int):
    return dataclasses.replace(data, track=dataclasses.replace(data.track, finish_line=finish_line))


def test_the_printed_finish_line_keeps_the_printed_track_to_the_pixel() -> None:
    sq = track_squares(12)
    assert sq.last == 18 and sq.label_every == 1 and not sq.numbered_pawns
    assert sq.rect(0, 0) == pygame.Rect(152, L.LANE_Y0, 50, L.LANE_H)  # the starting stall
    for k in range(1, 19):
        assert sq.rect(2, k) == pygame.Rect(202 + (k - 1) * 33, L.LANE_Y0 + 2 * L.LANE_H, 33, L.LANE_H)
    assert sq.labelled() == list(range(19))
    assert sq.pawn_rect(3, 25) == sq.pawn_rect(3, 18)  # past the last square: it waits there


@pytest.mark.parametrize("finish", FINISH_LINES)
def test_every_finish_line_gets_its_squares_side_by_side_on_the_track(finish: int) -> None:
    sq = track_squares(finish)
    assert sq.last == finish + BEYOND
    edges = [sq.x(k) for k in range(sq.last + 1)] + [sq.right(sq.last)]
    assert edges[0] == L.SQ_X0 and edges[-1] == L.TRACK_END
    widths = [b - a for a, b in zip(edges[1:], edges[2:])]
    assert max(widths) - min(widths) <= 1  # every square (but the stall) as wide as the next
    assert min(widths) >= 8  # 60 squares and 6 beyond still leave a visible square each
    # The finish square is where the line is: squares left of it are not finished.
    assert sq.rect(0, finish).x == edges[finish]
    # Each horse on its own square, further on for each square further (up to the last).
    centres = [sq.pawn_rect(0, k).centerx for k in range(sq.last + 1)]
    assert all(a < b for a, b in zip(centres, centres[1:]))
    assert all(sq.x(k) <= c < sq.right(k) for k, c in enumerate(centres))


@pytest.mark.parametrize("finish", FINISH_LINES)
def test_square_numbers_never_crowd_and_always_name_the_start_and_the_line(finish: int) -> None:
    sq = track_squares(finish)
    shown = sq.labelled()
    assert shown[0] == 0 and finish in shown
    xs = [sq.number_pos(k)[0] for k in shown]
    assert all(b - a >= LABEL_GAP - 1 for a, b in zip(xs, xs[1:])), (finish, shown)
    # Where not every square has its number, each horse carries its own.
    assert sq.numbered_pawns == (shown != list(range(sq.last + 1)))


def test_long_tracks_number_every_2nd_5th_square_short_ones_every_square() -> None:
    assert [track_squares(f).label_every for f in (1, 5, 12, 18, 19, 30, 60)] == [1, 1, 1, 1, 2, 2, 5]
    assert track_squares(30).labelled()[:4] == [0, 2, 4, 6]
    assert track_squares(0) == TrackSquares(1)  # never less than one square to run


def _table(data, finish: int, ds: DisplayState, assets: Assets) -> tuple[pygame.Surface, list]:
    pygame.init()
    pygame.display.set_mode((1280, 720))
    p = Painter(pygame.Surface((1280, 720)), Viewport((1280, 720), 1.0, 0, 0), assets)
    draw_table(p, with_finish_line(data, finish), ds, None, Marks(), [])
    return p.surface, p.ops


def test_the_table_draws_and_points_at_each_games_own_track(data) -> None:
    """Two games with other finish lines on one window: the cached picture of the track is
    not reused across them; the horse is drawn, and clicked, on its game's square."""
    ds = DisplayState.empty(tuple(data.colours))
    ds.positions = {c: 0 for c in data.colours} | {data.colours[1]: 20}
    assets = Assets()
    seen = {}
    for finish in (12, 30, 12):
        surf, ops = _table(data, finish, ds, assets)
        line = next(op[1:] for op in ops if op[0] == "finish_line")
        pawn = next(op[2:] for op in ops if op[0] == "pawn" and op[1] == data.colours[1])
        assert line == (track_squares(finish).x(finish), track_squares(finish).rect(0, finish).w)
        assert pawn == track_squares(finish).pawn_rect(1, 20).topleft
        spot = next(s for s in TH.hotspots(ds, None, data.odds_values, finish) if s.key == ("horse", data.colours[1])
                    and s.rect.w == 58)
        assert spot.rect.topleft == pawn
        seen.setdefault(finish, []).append(pygame.image.tobytes(surf, "RGB"))
    assert seen[12][0] == seen[12][1] != seen[30][0]
    # On the printed track square 20 is past the last square: the horse waits on square 18 and
    # says where it is; on a 30-square track it stands on 20 and every horse says its square.
    assert track_squares(12).pawn_rect(1, 20) == track_squares(12).pawn_rect(1, 18)
    assert track_squares(30).pawn_rect(1, 20).x > track_squares(30).pawn_rect(1, 18).x
    assert ("text", "20") in _table(data, 12, ds, assets)[1]
