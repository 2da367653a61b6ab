"""Ticket Gagnant's table look: where the grid, the score track and the seats' tickets sit
on the board, and the horses' colours and colour-blind patterns.

One place for the geometry: the board draws with it, ``hit`` and ``tooltip`` read it back,
the clips move pawns with it (what is drawn is what is clicked).
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

TOP = 30       # the grid's top inside the board (room for the race's title)
LEFT = 30      # room for the lane numbers
SIDE_W = 262   # the seats' tickets and hands, right of the grid
TRACK_H = 62   # the score track under the grid


def colour_of(view: dict[str, Any], horse: int) -> str:
    """A horse's colour name (the game_start's list, kept in the view's ``colours``; the
    data file is the fallback: both come from ``data/ticket_gagnant.toml``)."""
    from ..data import game_data
    return game_data().colours.get(horse, "white")


def rgb(view: dict[str, Any], horse: int) -> tuple[int, int, int]:
    return HORSE_RGB.get(colour_of(view, horse), (200, 200, 200))


def _room(rect: pygame.Rect) -> tuple[int, int]:
    """The width and height the grid may take, left of the seats and above the track."""
    return rect.w - LEFT - SIDE_W - 18, rect.h - TOP - TRACK_H - 16


def cell_size(rect: pygame.Rect, view: dict[str, Any]) -> int:
    g = view["grid"]
    w, h = _room(rect)
    return max(8, min(w // g["columns"], h // g["lanes"]))


def grid_rect(rect: pygame.Rect, view: dict[str, Any]) -> pygame.Rect:
    """The grid, centred across its room (a grid whose lanes fill the height is narrower
    than the room: centred, it leaves no empty strip beside the seats)."""
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


def track_rect(rect: pygame.Rect, view: dict[str, Any]) -> pygame.Rect:
    """The score track under the grid, across the whole room left of the seats."""
    gr = grid_rect(rect, view)
    return pygame.Rect(rect.x + 12, gr.bottom + 12, LEFT + _room(rect)[0] - 12, TRACK_H - 8)


def side_rect(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.right - SIDE_W - 8, rect.y + 8, SIDE_W, rect.h - 16)


def seat_rect(rect: pygame.Rect, n_seats: int, seat: int) -> pygame.Rect:
    side = side_rect(rect)
    h = min(66, (side.h - 30) // max(1, n_seats))
    return pygame.Rect(side.x, side.y + 26 + seat * h, side.w, h - 4)


def tipster_button(rect: pygame.Rect) -> pygame.Rect:
    side = side_rect(rect)
    return pygame.Rect(side.right - 112, side.y, 112, 20)


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
