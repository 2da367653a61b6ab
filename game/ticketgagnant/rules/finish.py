"""The race's end: horseshoe disqualifications (Harness), the ranking by column with
photo-finish draws for horses sharing a column."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...core.rng import shuffle
from .components import TGData, TrackMap
from .events import emit
from .state import State


def ended_at_finish(data: TGData, s: State) -> int:
    """A horse in the last column (the race ends at once, house ruling); 0 if none."""
    for h in data.horses:
        if s.positions[h][0] == data.columns:
            return h
    return 0


def columns_ranked(data: TGData, tmap: TrackMap, positions: Mapping[int, Sequence[int]]
                   ) -> tuple[list[tuple[int, list[int]]], list[int]]:
    """The ranked horses grouped by column, rightmost first (a group of several goes to
    the photo finish), and the horses disqualified on horseshoes."""
    out = [h for h in data.horses if (positions[h][0], positions[h][1]) in tmap.horseshoes]
    by_column: dict[int, list[int]] = {}
    for h in data.horses:
        if h not in out:
            by_column.setdefault(positions[h][0], []).append(h)
    return [(c, by_column[c]) for c in sorted(by_column, reverse=True)], out


def rank(data: TGData, s: State, events: list[dict[str, Any]]) -> tuple[list[int], list[int]]:
    """The ranking (best first) and the disqualified horses, with their events."""
    groups, out = columns_ranked(data, data.maps[s.discipline], s.positions)
    for h in out:
        emit(s, events, "disqualified", horse=h, square=list(s.positions[h]))
    order: list[int] = []
    for col, tied in groups:
        if len(tied) > 1:
            # Photo Finish cards: only the tied horses' cards, shuffled and drawn.
            shuffle(s.rng, tied)
            emit(s, events, "photo_finish", column=col, horses=sorted(tied), order=list(tied),
                 place=len(order) + 1)
        order += tied
    emit(s, events, "ranking", race=s.race, order=order, disqualified=out)
    return order, out
