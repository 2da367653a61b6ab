"""The odds (rulebook: "The Odds"; after the "Payoffs", the new order of odds): the
stable tokens on the Blackboard.

A card moves a token some rows (stopping at the ends); after the race each stable moves one
row towards its horse's place.
"""
from __future__ import annotations

from typing import Any

from ..machine import Event, StepFn, emit
from ..reveal import shift_row
from ..state import GameState


def move_odds(s: GameState, events: list[Event], colour: str, rows: int, cause: Any) -> None:
    """Moves a stable token ``rows`` rows (negative = towards 1:2), stopping at the ends."""
    values = s.data.odds_values
    old = s.odds[colour]
    i = shift_row(values.index(old), rows, len(values))
    s.odds[colour] = values[i]
    emit(s, events, "odds_change", round=s.round, horse=colour, rows=rows,
         **{"from": old, "to": values[i]}, cause=cause)


def _odds_update(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Each stable moves one row towards its horse's place (compared with its race row)."""
    values = s.data.odds_values
    changes = {}
    for place, colour in enumerate(s.last_ranking, start=1):
        row = values.index(s.race_odds[colour]) + 1
        new_row = row - 1 if place < row else row + 1 if place > row else row
        new_row = min(max(new_row, 1), len(values))
        s.odds[colour] = values[new_row - 1]
        if s.odds[colour] != s.race_odds[colour]:
            changes[colour] = {"from": s.race_odds[colour], "to": s.odds[colour]}
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"type": "odds_update", "seq": s.seq, "round": s.round,
                   "odds": dict(s.odds), "changes": changes})
    return False


STEPS: dict[str, StepFn] = {"odds_update": _odds_update}
