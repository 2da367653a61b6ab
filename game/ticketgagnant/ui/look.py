"""Ticket Gagnant's table look: where the grid, the score track, the seats' tickets and the
played cards sit on the board; the horses' colours and colour-blind patterns; the seats'
own marks.

One place for the geometry: the board draws with it, ``hit`` and ``tooltip`` read it back,
the clips move pawns with it (what is drawn is what is clicked).

The board (880 x 440 on the generic table) is laid out so that the grid takes the room:
its squares are as big as the 8 lanes allow in the board's height, the score track runs
up the grid's right side (a ladder, so it takes no height from the lanes), and the seats'
tickets and hands and the race's played cards share the column on the right.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

HORSE_RGB: dict[str, tuple[int, int, int]] = {
    "red": (196, 44, 40), "blue": (40, 84, 186), "green": (36, 142, 70),
    "yellow": (236, 196, 40), "black": (34, 32, 36), "white": (240, 238, 230),
    "orange": (234, 124, 28), "purple": (124, 58, 160)}
# Colour-blind patterns (``colour_aid``'s setting): each colour its own mark on the pawn.
PATTERN: dict[str, str] = {"red": "stripes", "blue": "dots", "green": "cross",
                           "yellow": "ring", "black": "bars", "white": "plain",
                           "orange": "diamond", "purple": "checks"}
LIGHT = {"yellow", "white", "orange"}  # colours that take a dark number

# The seats' marks: a shape (never a disc: horses are discs) in a colour far from every
# horse's (pink, cyan, lime, brown, lavender, grey: at least 33 CIE76 units from each horse
# colour and 36 from each other), so nobody wonders whether they own a horse.
SEAT_MARKS: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("triangle", (240, 120, 200)), ("square", (40, 200, 225)), ("diamond", (170, 230, 60)),
    ("star", (130, 82, 46)), ("hexagon", (190, 170, 240)), ("cross", (150, 150, 158)))

TITLE_H = 24   # the race's title on top of the board
TOP = 44       # the grid's top: the title, then the column numbers
LEFT = 34      # room for the lane numbers and the starting stalls
RAIL = 6       # the rail around the grid
SCORE_W = 62   # the score track, a ladder up the grid's right side
SIDE_W = 220   # the seats' tickets and hands, and the played cards, right of it
PLAYED_H = 108  # the played cards at the foot of the side column, at least
SEAT_H = 58    # a seat's row
TIPSTER_H = 210  # the tipster's figures: eight horses' rows
THREAT_H = 30  # the finish threat in words, over the played cards
GAP = 10


def colour_of(view: dict[str, Any], horse: int) -> str:
    """A horse's colour name (the game_start's list, kept in the view's ``colours``; the
    data file is the fallback: both come from ``data/ticket_gagnant.toml``)."""
    from ..data import game_data
    return game_data().colours.get(horse, "white")


def rgb(view: dict[str, Any], horse: int) -> tuple[int, int, int]:
    return HORSE_RGB.get(colour_of(view, horse), (200, 200, 200))


def seat_mark(seat: int) -> tuple[str, tuple[int, int, int]]:
    """A seat's mark: its shape and colour (seats 1-6; the list repeats past six)."""
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


def _room(rect: pygame.Rect) -> tuple[int, int]:
    """The width and height the grid may take, left of the score track and the side."""
    return (rect.w - LEFT - RAIL - GAP - SCORE_W - GAP - SIDE_W - 8,
            rect.h - TOP - RAIL - 6)


def cell_size(rect: pygame.Rect, view: dict[str, Any]) -> int:
    g = view["grid"]
    w, h = _room(rect)
    return max(8, min(w // g["columns"], h // g["lanes"]))


def grid_rect(rect: pygame.Rect, view: dict[str, Any]) -> pygame.Rect:
    """The grid, centred across its room (a grid whose lanes fill the height may be
    narrower than the room: centred, it leaves no empty strip on one side)."""
    g, c = view["grid"], cell_size(rect, view)
    spare = max(0, _room(rect)[0] - c * g["columns"])
    return pygame.Rect(rect.x + LEFT + spare // 2, rect.y + TOP, c * g["columns"],
                       c * g["lanes"])


def square_rect(rect: pygame.Rect, view: dict[str, Any], sq: Sequence[int]) -> pygame.Rect:
    gr, c = grid_rect(rect, view), cell_size(rect, view)
    return pygame.Rect(gr.x + (sq[0] - 1) * c, gr.y + (sq[1] - 1) * c, c, c)


def square_centre(rect: pygame.Rect, view: dict[str, Any],
                  sq: Sequence[float]) -> tuple[float, float]:
    """The centre of a (possibly fractional, for a clip) square."""
    gr, c = grid_rect(rect, view), cell_size(rect, view)
    return gr.x + (sq[0] - 0.5) * c, gr.y + (sq[1] - 0.5) * c


def square_at(rect: pygame.Rect, view: dict[str, Any],
              pos: tuple[float, float]) -> tuple[int, int] | None:
    gr, c = grid_rect(rect, view), cell_size(rect, view)
    if not gr.collidepoint(pos):
        return None
    return int((pos[0] - gr.x) // c) + 1, int((pos[1] - gr.y) // c) + 1


def score_rect(rect: pygame.Rect, view: dict[str, Any]) -> pygame.Rect:
    """The score track: a ladder from -8 upwards, beside the grid, as tall as the grid."""
    gr = grid_rect(rect, view)
    return pygame.Rect(gr.right + RAIL + GAP, gr.y, SCORE_W, gr.h)


def side_rect(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.right - SIDE_W - 8, rect.y + 8, SIDE_W, rect.h - 16)


def seats_rect(rect: pygame.Rect, n_seats: int) -> pygame.Rect:
    """The seats' rows, under the side's header: as tall as the seats need (``SEAT_H``
    each), never so tall that the finish line and the played cards lose their room."""
    side = side_rect(rect)
    most = side.h - 26 - THREAT_H - PLAYED_H - 4
    return pygame.Rect(side.x, side.y + 26, side.w, min(most, SEAT_H * max(1, n_seats)))


def seat_rect(rect: pygame.Rect, n_seats: int, seat: int) -> pygame.Rect:
    room = seats_rect(rect, n_seats)
    h = room.h // max(1, n_seats)
    return pygame.Rect(room.x, room.y + seat * h, room.w, h - 4)


def threat_rect(rect: pygame.Rect, n_seats: int) -> pygame.Rect:
    """The finish threat's words (the horses one card could bring home), under the seats."""
    seats = seats_rect(rect, n_seats)
    return pygame.Rect(seats.x, seats.bottom + 2, seats.w, THREAT_H - 2)


def played_rect(rect: pygame.Rect, n_seats: int) -> pygame.Rect:
    """The race's played cards, face up (ruling ``cards_face_up``): the rest of the side
    column, at least ``PLAYED_H`` (fewer seats, bigger cards)."""
    side, top = side_rect(rect), threat_rect(rect, n_seats).bottom + 2
    return pygame.Rect(side.x, top, side.w, side.bottom - top)


def tipster_rect(rect: pygame.Rect, n_seats: int) -> pygame.Rect:
    """The tipster's figures, when it is on: over the seats' rows and the threat line
    (tall enough for eight horses; the played cards stay in view)."""
    seats = seats_rect(rect, n_seats)
    return pygame.Rect(seats.x, seats.y, seats.w, max(TIPSTER_H, seats.h + THREAT_H))


def tipster_button(rect: pygame.Rect) -> pygame.Rect:
    side = side_rect(rect)
    return pygame.Rect(side.right - 100, side.y, 100, 20)


def path(src: Sequence[int], dst: Sequence[int]) -> list[tuple[int, int]]:
    """The squares a straight move passes, src to dst, one step at a time (a diagonal or
    a two-colour card's jump goes column first, then lane: what the pawn is seen doing)."""
    out = [(src[0], src[1])]
    c, l = src[0], src[1]
    while c != dst[0]:
        c += 1 if dst[0] > c else -1
        out.append((c, l))
    while l != dst[1]:
        l += 1 if dst[1] > l else -1
        out.append((c, l))
    return out
