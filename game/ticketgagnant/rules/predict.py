"""Predictions: each player secretly fills 1 to 3 of the slots 1st, 2nd, 3rd with
different horses; revealed together (visible) or at scoring (hidden)."""
from __future__ import annotations

from typing import Any, Sequence

from .components import TGData
from .errors import TicketGagnantError
from .events import emit
from .state import State


def prediction_problem(data: TGData, slots: Sequence[int | None]) -> tuple[str, dict] | None:
    """What makes a ticket illegal, or None."""
    chosen = [h for h in slots if h is not None]
    if not chosen:
        return "no_prediction", {}
    for h in chosen:
        if h not in data.colours:
            return "no_horse", {"horse": h}
    if len(set(chosen)) != len(chosen):
        return "same_horse", {"horses": chosen}
    return None


def predict(data: TGData, s: State, seat: int, slots: Sequence[int | None],
            events: list[dict[str, Any]]) -> None:
    """Records ``seat``'s ticket (private until revealed)."""
    problem = prediction_problem(data, slots)
    if problem is not None:
        raise TicketGagnantError(problem[0], **problem[1])
    s.predictions[seat] = list(slots)
    emit(s, events, "prediction_made", seat=seat, slots=list(slots))


def reveal(s: State, events: list[dict[str, Any]]) -> None:
    """Every ticket made public, seat by seat from the first player."""
    if s.revealed:
        return
    s.revealed = True
    for k in range(s.players):
        seat = (s.first + k) % s.players
        emit(s, events, "prediction_revealed", seat=seat, slots=list(s.predictions[seat] or []))


def next_to_predict(s: State) -> int | None:
    """The next seat (from the first player) still to predict; None when all have."""
    for k in range(s.players):
        seat = (s.first + k) % s.players
        if s.predictions[seat] is None:
            return seat
    return None
