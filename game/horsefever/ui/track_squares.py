"""The squares of the racetrack for the game's finish line, in logical coordinates.

The track's frame never moves (``table_layout``: the starting stall at ``SQ_X0``, the last
square ending at ``TRACK_END``); what the data says is how many squares share that width.
The printed track has the finish line on square 12 and 6 squares beyond it (19 in all, 33 px
each); any other ``finish_line`` gets the same 6 squares beyond, and every square the same
width, so a short track has wide squares and a long one narrow squares. The numbers over the
squares thin out (every 2nd, 5th or 10th square) where every square's would not be readable,
and then each horse carries its own square's number (``numbered_pawns``).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pygame import Rect

from . import table_layout as L

PRINTED_FINISH = 12  # the printed board's finish line (the table looks exactly as printed)
BEYOND = 6  # squares drawn past the finish line; a horse further on waits on the last one
PAWN = (58, 44)  # a horse on the track (logical px), whatever the squares' width
LABEL_GAP = 24  # least room (px) between two square numbers' centres
LABEL_STEPS = (1, 2, 5, 10)  # the numbers drawn: every square, every 2nd, 5th or 10th


@dataclass(frozen=True)
class TrackSquares:
    """Squares 0 (the start stall) to ``last`` (the finish line plus ``BEYOND``)."""

    finish: int

    @property
    def last(self) -> int:
        """The last square drawn; a horse further on is drawn on it, its square on its badge."""
        return self.finish + BEYOND

    @property
    def width(self) -> float:
        """Every square's width but the start stall's (fractional: edges are rounded)."""
        return (L.TRACK_END - L.SQ_X0 - L.START_W) / self.last

    @property
    def label_every(self) -> int:
        """Square numbers are drawn on every n-th square (the start and finish always)."""
        return next((k for k in LABEL_STEPS if k * self.width >= LABEL_GAP), LABEL_STEPS[-1])

    @property
    def numbered_pawns(self) -> bool:
        """True when not every square is numbered: each horse then shows its square."""
        return self.label_every > 1

    def shown(self, sq: int) -> int:
        """The square a horse on ``sq`` is drawn on (past the last, it waits there)."""
        return max(0, min(self.last, sq))

    def x(self, sq: int) -> int:
        """Left edge of square ``sq`` (square 0 is the wider starting stall)."""
        sq = self.shown(sq)
        return L.SQ_X0 if sq == 0 else L.SQ_X0 + L.START_W + round((sq - 1) * self.width)

    def right(self, sq: int) -> int:
        sq = self.shown(sq)
        return L.TRACK_END if sq == self.last else self.x(sq + 1)

    def rect(self, lane: int, sq: int) -> Rect:
        """Square ``sq`` of lane ``lane`` (clamped to the squares drawn)."""
        x = self.x(sq)
        return Rect(x, L.LANE_Y0 + lane * L.LANE_H, self.right(sq) - x, L.LANE_H)

    def number_pos(self, sq: int) -> tuple[int, int]:
        """Where square ``sq``'s number is written, over the lanes."""
        return (self.rect(0, sq).centerx, L.TRACK.y + 8 + L.HEADER_H // 2)

    def labelled(self) -> list[int]:
        """The squares whose number is written: 0, the finish line, and every n-th square
        that does not crowd the finish line's number."""
        k = self.label_every
        out = [sq for sq in range(0, self.last + 1, k) if sq == 0 or abs(sq - self.finish) * self.width >= LABEL_GAP]
        return sorted(set(out) | {self.finish})

    def pawn_rect(self, lane: int, pos: int) -> Rect:
        """The horse of lane ``lane`` standing on square ``pos``: centred on its square."""
        sq = self.rect(lane, pos)
        w, h = PAWN
        return Rect(sq.centerx - w // 2, sq.centery - h // 2 - 1, w, h)


@lru_cache(maxsize=None)
def track_squares(finish_line: int) -> TrackSquares:
    """The track for a finish line (``data.track.finish_line``: 1 to 60, see data_bounds)."""
    return TrackSquares(max(1, finish_line))
