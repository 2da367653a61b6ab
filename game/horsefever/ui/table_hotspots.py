"""Every detail-bearing or pickable thing on the table, as hotspots (``table_layout.Hotspot``).

Apart from ``table_layout`` because it needs the track's squares and the Board Game's panels,
which both read the layout: here it imports them, and none of them imports it back (no
import cycle).
"""
from __future__ import annotations

from .board_panels import hotspots as board_hotspots
from .display import DisplayState
from . import table_layout as L
from .private_knowledge import PrivateKnowledge
from .track_squares import track_squares


def hotspots(ds: DisplayState, private: PrivateKnowledge | None, odds_values: tuple[int, ...],
             finish_line: int) -> list[L.Hotspot]:
    """Every detail-bearing or pickable thing on the table, in drawing order (the horses
    where the track of ``finish_line`` draws them)."""
    squares = track_squares(finish_line)
    out: list[L.Hotspot] = []
    n = len(ds.players)
    out.append(L.Hotspot(L.ROUND_RECT, ("round",)))
    for i, c in enumerate(ds.colours):
        out.append(L.Hotspot(L.lane_rect(i), ("lane", c)))
        out.append(L.Hotspot(L.badge_rect(i), ("horse", c)))
        lane = ds.lanes.get(c, [])
        lined_up = c in ds.board.lineup
        for slot, pc in enumerate(lane):
            out.append(L.Hotspot(L.lane_card_rect(i, slot, len(lane), lined_up), ("lane_card", c, slot)))
        if c not in ds.ranked:
            out.append(L.Hotspot(squares.pawn_rect(i, ds.positions.get(c, 0)), ("horse", c)))
        out.append(L.Hotspot(L.reserve_rect(i), ("reserve", c)))
    odds = ds.odds
    for r, o in enumerate(odds_values):
        out.append(L.Hotspot(L.odds_row_rect(r), ("odds_row", r)))
        on_row = [c for c in ds.colours if odds.get(c) == o]
        for k, c in enumerate(on_row):
            out.append(L.Hotspot(L.token_rect(r, k), ("token", c)))
    if ds.movement_card is not None:
        out.append(L.Hotspot(L.BB_MOVE, ("movement", ds.movement_card)))
    for place in range(1, len(ds.colours) + 1):
        out.append(L.Hotspot(L.rank_rect(place), ("rank", place)))
    for k, c in enumerate(ds.dice[:2]):
        out.append(L.Hotspot(L.DICE_RECTS[k], ("die", c)))
    for p in ds.players:
        out.append(L.Hotspot(L.panel_rect(p.seat, n), ("player", p.seat)))
        for k in reversed(range(len(p.stables))):  # where they overlap, the right one is on top
            out.append(L.Hotspot(L.panel_stable_rect(p.seat, n, k, len(p.stables)), ("stable", p.stables[k])))
        mine = [i for i, b in enumerate(ds.bets) if b["seat"] == p.seat]
        for k, bi in enumerate(mine):
            out.append(L.Hotspot(L.panel_bet_rect(p.seat, n, k, len(mine)), ("bet", bi)))
    if private is not None:
        for i, card in enumerate(private.hand):
            out.append(L.Hotspot(L.hand_card_rect(i, len(private.hand)), ("hand", i, card)))
    out.append(L.Hotspot(L.LOG, ("log",)))
    # Board Game: chips of what players own and the Horse cards lined up on the lanes.
    out.extend(board_hotspots(ds, private))
    return out
