"""What the running animations ask the table drawing to show differently this frame.

The table is drawn from the display state, which already holds the *result* of each
event. While an event is being animated the clips fill a ``RaceView`` with the in-between
picture: pawns between squares, cards not yet turned, tokens in flight (drawn by the show
instead of at their row), balances still counting up. An empty view changes nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, field

KEEP = object()  # "no override" for optional values


@dataclass
class RaceView:
    """Per-frame overrides for ``table_draw`` (all empty: draw the display state as is)."""

    positions: dict[str, float] = field(default_factory=dict)  # fractional squares
    frames: dict[str, int] = field(default_factory=dict)  # gallop sprite frame 0..5
    lift: dict[str, float] = field(default_factory=dict)  # pawn bob (logical px, up < 0)
    glow: dict[str, float] = field(default_factory=dict)  # 0..1: a sprinting / finishing horse
    hidden_tokens: set[str] = field(default_factory=set)  # odds tokens drawn by the show
    hidden_ranks: set[str] = field(default_factory=set)  # ranking tokens still in flight
    hidden_cards: set[tuple[str, int]] = field(default_factory=set)  # lane slots drawn by the show
    face_down: set[tuple[str, int]] = field(default_factory=set)  # lane slots not turned yet
    movement_card: object = KEEP  # int | None while the new card is still on its way
    lit_rows: dict[int, float] = field(default_factory=dict)  # odds row -> 0..1 glow
    hide_dice: bool = False
    money: dict[int, tuple[int, int]] = field(default_factory=dict)  # seat -> (danari, vp) shown

    def pos(self, colour: str, default: int) -> float:
        return self.positions.get(colour, float(default))
