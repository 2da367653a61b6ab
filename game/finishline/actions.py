"""Finish Line's typed actions (``game.core.actions``): one frozen dataclass per kind.

Bets are entered one line of the sheet at a time (``WinBet``, ``PlaceBet``) and closed
with ``EndBets``; in the race a player ``Draw``s a die by colour, then ``Use``s one of the
three rolled (the choices its face takes) or ``Discard``s one doing nothing.
"""
from __future__ import annotations

import dataclasses
from typing import Annotated, Any

from ..core.actions import Between, OneOf, TypedAction, action_from_json, action_kinds
from .rules.errors import FinishLineError

HORSE = Annotated[int, Between(1, 99)]
STAKE = Annotated[int, Between(0, 10 ** 9)]
DIE = Annotated[str, OneOf(*(f"{p}{n}" for p, k in
                              (("W", 10), ("G", 4), ("R", 5), ("K", 3), ("Y", 5))
                              for n in range(1, k + 1)))]
COLOUR = Annotated[str, OneOf("white", "green", "red", "black", "yellow")]
ORDER = Annotated[str, OneOf("012", "021", "102", "120", "201", "210")]


class FinishLineAction(TypedAction):
    """Base of Finish Line's actions: a mistyped field raises ``FinishLineError``."""

    ERROR = FinishLineError
    RULE = "Actions"


@dataclasses.dataclass(frozen=True)
class WinBet(FinishLineAction):
    """A winner bet: ``stake`` on ``horse`` to win."""

    KIND = "win_bet"
    horse: HORSE
    stake: STAKE


@dataclasses.dataclass(frozen=True)
class PlaceBet(FinishLineAction):
    """A place bet: ``stake`` on ``first`` and ``second`` to finish 1-2 in either order."""

    KIND = "place_bet"
    first: HORSE
    second: HORSE
    stake: STAKE


@dataclasses.dataclass(frozen=True)
class EndBets(FinishLineAction):
    """The bet sheet is complete."""

    KIND = "end_bets"


@dataclasses.dataclass(frozen=True)
class Draw(FinishLineAction):
    """Take a die of this colour from the pool."""

    KIND = "draw"
    colour: COLOUR


@dataclasses.dataclass(frozen=True)
class Use(FinishLineAction):
    """Use one rolled die (or, after the race, a saved Extra move) as its face says."""

    KIND = "use"
    die: DIE
    target: HORSE | None = None
    slot: Annotated[int, Between(0, 9)] | None = None
    source: HORSE | None = None
    order: ORDER | None = None
    back: DIE | None = None
    back2: DIE | None = None


@dataclasses.dataclass(frozen=True)
class Discard(FinishLineAction):
    """Do nothing this turn: put this die out of the race."""

    KIND = "discard"
    die: DIE


ACTIONS: tuple[type[FinishLineAction], ...] = (WinBet, PlaceBet, EndBets, Draw, Use, Discard)
KINDS = action_kinds(ACTIONS)


def from_json(d: Any) -> FinishLineAction:
    """An action from its JSON (``FinishLineError`` if it is not one)."""
    return action_from_json(KINDS, d, FinishLineError)  # type: ignore[return-value]
