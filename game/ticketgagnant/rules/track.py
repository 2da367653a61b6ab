"""The track: the grid, the dotted line, hedges, the river, and the restrictions every
move and every push obeys. One place for the geometry; ``movement`` and the tipster ask
here whether a square may be reached.

A problem is a reason code and its parameters (``("river", {"square": [7, 3]})``), or
None when the move is allowed. Positions map horse -> [column, lane].
"""
from __future__ import annotations

from typing import Any, Iterator, Mapping, Sequence

from .components import TGData, TrackMap

Problem = tuple[str, dict[str, Any]] | None
Square = tuple[int, int]
NEIGHBOURS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))


def on_board(data: TGData, sq: Sequence[int]) -> bool:
    return 1 <= sq[0] <= data.columns and 1 <= sq[1] <= data.lanes


def past_line(data: TGData, column: int) -> bool:
    """Whether a horse in this column has crossed the dotted line (it can't go back)."""
    return column > data.line_after


def occupant(positions: Mapping[int, Sequence[int]], sq: Sequence[int],
             besides: int = 0) -> int:
    """The horse on ``sq`` other than ``besides``; 0 if none."""
    for h, p in positions.items():
        if h != besides and p[0] == sq[0] and p[1] == sq[1]:
            return h
    return 0


def move_problem(data: TGData, tmap: TrackMap, src: Sequence[int], dst: Sequence[int],
                 ) -> Problem:
    """What forbids a horse on ``src`` ending on ``dst`` (a straight move, or a two-colour
    card's placement: both leave the horse in ``dst``'s lane), pushes aside."""
    if not on_board(data, dst):
        return "off_board", {"square": list(dst)}
    c0, c1, lane = src[0], dst[0], dst[1]
    if c1 < c0:
        if past_line(data, c0):
            return "past_line", {"square": list(dst)}
        # Backward over a hedge: any hedge square entered on the way (house ruling for a
        # two-colour card: the squares of the lane it lands in, between the columns).
        for c in range(c1, c0):
            if (c, lane) in tmap.hedges:
                return "hedge_backward", {"square": [c, lane]}
    if (dst[0], dst[1]) in tmap.river:
        return "river", {"square": list(dst)}
    return None


def taken(positions: Mapping[int, Sequence[int]], *besides: int) -> set[Square]:
    """The squares held by horses other than ``besides``."""
    return {(p[0], p[1]) for h, p in positions.items() if h not in besides}


def push_problem(data: TGData, tmap: TrackMap, held: set[Square], src: Sequence[int],
                 dst: Sequence[int]) -> Problem:
    """What forbids the horse pushed off ``src`` (where the mover lands) going to ``dst``;
    ``held``: the squares of the other horses (the mover's old square is free)."""
    if max(abs(dst[0] - src[0]), abs(dst[1] - src[1])) != 1:
        return "push_not_neighbour", {"square": list(dst)}
    if not on_board(data, dst):
        return "push_off_board", {"square": list(dst)}
    if (dst[0], dst[1]) in held:
        return "push_occupied", {"square": list(dst)}
    if dst[0] < src[0]:
        if past_line(data, src[0]):
            return "push_past_line", {"square": list(dst)}
        if (dst[0], dst[1]) in tmap.hedges:
            return "push_hedge", {"square": list(dst)}
    if (dst[0], dst[1]) in tmap.river:
        return "push_river", {"square": list(dst)}
    return None


def _push_squares(data: TGData, tmap: TrackMap, positions: Mapping[int, Sequence[int]],
                  pushed: int, mover: int, src: Sequence[int]) -> Iterator[Square]:
    held = taken(positions, pushed, mover)
    for dc, dl in NEIGHBOURS:
        dst = (src[0] + dc, src[1] + dl)
        if push_problem(data, tmap, held, src, dst) is None:
            yield dst


def push_targets(data: TGData, tmap: TrackMap, positions: Mapping[int, Sequence[int]],
                 pushed: int, mover: int, src: Sequence[int]) -> list[Square]:
    """The squares the horse ``pushed`` (on ``src``, where ``mover`` lands) may go to."""
    return list(_push_squares(data, tmap, positions, pushed, mover, src))


def can_push(data: TGData, tmap: TrackMap, positions: Mapping[int, Sequence[int]],
             pushed: int, mover: int, src: Sequence[int]) -> bool:
    """Whether ``push_targets`` is not empty (asked at every push: stops at the first)."""
    return next(_push_squares(data, tmap, positions, pushed, mover, src), None) is not None
