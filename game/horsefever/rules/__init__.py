"""The Horse Fever rules engine: pure Python, no pygame, no pymunk, no file I/O.

``Game`` is the API the UI, the bots, the simulator and the tests drive: who decides,
what they may do, apply an action and get its events, per-seat views, JSON round-trip.
"""
from __future__ import annotations

from typing import Any

from . import engine
from .actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .data import GameData
from .errors import IllegalAction, RulesError
from .machine import Decision, Event
from .serialize import StateFormatError, state_from_json, state_to_json
from .state import BOARD, FAMILY, TERMINAL, GameState
from .views import redact_event, view_for

__all__ = ["Game", "Action", "Decision", "Event", "GameData", "GameState", "IllegalAction",
           "RulesError", "StateFormatError", "FAMILY", "BOARD", "TERMINAL", "BET", "PASS",
           "PHOTO_PICK", "PLAY_CARD", "redact_event", "view_for"]


class Game:
    """One game of Horse Fever: the state plus the rules that move it."""

    def __init__(self, state: GameState) -> None:
        self.state = state

    @classmethod
    def new(cls, data: GameData, names: list[str], variant: str = FAMILY, seed: int = 0,
            stars: bool = False, rounds: int | None = None,
            bots: list[str] | None = None) -> tuple["Game", list[Event]]:
        """Sets up a game and plays to the first decision; returns it with its events."""
        state, events = engine.new_game(data, names, variant, seed, stars, rounds, bots)
        return cls(state), events

    def current_player(self) -> int:
        """The seat to decide now, or TERMINAL."""
        return engine.current_player(self.state)

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.current_player() == TERMINAL

    def decision(self) -> Decision | None:
        """What the seat to move must decide."""
        return engine.decision(self.state)

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move."""
        return engine.legal_actions(self.state)

    def check(self, action: Action) -> None:
        """Raises IllegalAction if the action is not legal now."""
        engine.check_action(self.state, action)

    def apply(self, action: Action) -> list[Event]:
        """Applies a legal action; returns the events up to the next decision."""
        return engine.apply_action(self.state, action)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator)."""
        return view_for(self.state, seat)

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON data."""
        return state_to_json(self.state)

    @classmethod
    def from_json(cls, d: dict[str, Any], data: GameData) -> "Game":
        """Rebuilds a game from ``to_json`` output."""
        return cls(state_from_json(d, data))
