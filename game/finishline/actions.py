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
from .rules.tables import DIE_LETTERS, HIGHEST_HORSE, MOST_DICE_OF_A_LETTER, MOST_MONEY

HORSE = Annotated[int, Between(1, HIGHEST_HORSE)]
STAKE = Annotated[int, Between(0, MOST_MONEY)]
# (every id the data file may give a die: ``data.py`` bounds each colour's count)
DIE = Annotated[str, OneOf(*(f"{p}{n}" for p in DIE_LETTERS
                              for n in range(1, MOST_DICE_OF_A_LETTER + 1)))]
COLOUR = Annotated[str, OneOf("white", "green", "red", "black", "yellow")]
ORDER = Annotated[str, OneOf("012", "021", "102", "120", "201", "210")]


class FinishLineAction(TypedAction):
    """Base of Finish Line's actions: a mistyped field raises ``FinishLineError``.

    Each kind spells out its ``to_json`` (the general one's output, in the same order:
    the type, then the fields declared, those at None left out): an action is turned to
    JSON at every decision, and a loop over the compiled field specs costs more."""

    ERROR = FinishLineError
    RULE = "Actions"


@dataclasses.dataclass(frozen=True)
class WinBet(FinishLineAction):
    """A winner bet: ``stake`` on ``horse`` to win."""

    KIND = "win_bet"
    horse: HORSE
    stake: STAKE

    def to_json(self) -> dict[str, Any]:
        d = self.__dict__
        return {"type": "win_bet", "horse": d["horse"], "stake": d["stake"]}


@dataclasses.dataclass(frozen=True)
class PlaceBet(FinishLineAction):
    """A place bet: ``stake`` on ``first`` and ``second`` to finish 1-2 in either order."""

    KIND = "place_bet"
    first: HORSE
    second: HORSE
    stake: STAKE

    def to_json(self) -> dict[str, Any]:
        d = self.__dict__
        return {"type": "place_bet", "first": d["first"], "second": d["second"],
                "stake": d["stake"]}


@dataclasses.dataclass(frozen=True)
class EndBets(FinishLineAction):
    """The bet sheet is complete."""

    KIND = "end_bets"

    def to_json(self) -> dict[str, Any]:
        return {"type": "end_bets"}


@dataclasses.dataclass(frozen=True)
class Draw(FinishLineAction):
    """Take a die of this colour from the pool."""

    KIND = "draw"
    colour: COLOUR

    def to_json(self) -> dict[str, Any]:
        return {"type": "draw", "colour": self.__dict__["colour"]}


OPTIONAL_FIELDS = ("target", "slot", "source", "order", "back", "back2")  # (Use's, in order)


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

    def to_json(self) -> dict[str, Any]:
        d = self.__dict__
        out = {"type": "use", "die": d["die"]}
        for f in OPTIONAL_FIELDS:
            v = d[f]
            if v is not None:
                out[f] = v
        return out


@dataclasses.dataclass(frozen=True)
class Discard(FinishLineAction):
    """Do nothing this turn: put this die out of the race."""

    KIND = "discard"
    die: DIE

    def to_json(self) -> dict[str, Any]:
        return {"type": "discard", "die": self.__dict__["die"]}


ACTIONS: tuple[type[FinishLineAction], ...] = (WinBet, PlaceBet, EndBets, Draw, Use, Discard)
KINDS = action_kinds(ACTIONS)


def from_json(d: Any) -> FinishLineAction:
    """An action from its JSON (``FinishLineError`` if it is not one)."""
    return action_from_json(KINDS, d, FinishLineError)  # type: ignore[return-value]
