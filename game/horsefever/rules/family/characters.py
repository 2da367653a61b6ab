"""The characters' abilities (rulebook: "Character cards", their skills; the star
characters of the Board Game).

A character card's ability is data (``data/board.toml``, ``[[ability]]``); the chapters ask
for its value here: Antonio Vesuvio's third bet (betting), Miss Paris's Show places
(payoffs), Eric Change's odds move (Board Game star cards).
"""
from __future__ import annotations

from typing import Any

from ..state import GameState


def ability_value(s: GameState, seat: int, trigger: str, op: str, default: Any) -> Any:
    """Returns the value of a character ability effect of this seat, or ``default``."""
    abilities = s.data.abilities.get(s.players[seat].character, ()) if s.stars else ()
    for e in abilities:
        if e.trigger == trigger and e.op == op:
            return e.value if e.value is not None else True
    return default
