"""Events: plain JSON dicts with a ``type`` and a ``seq`` (1, 2, ... over the game)."""
from __future__ import annotations

from typing import Any

from .state import State


def emit(s: State, events: list[dict[str, Any]], type_: str, **fields: Any) -> None:
    """Appends one event, numbered."""
    s.seq += 1
    events.append({"type": type_, "seq": s.seq, **fields})
