"""Bettor Horse's typed actions: a horse card placed, a Bet card, a Mudder change.

A field of the wrong type is refused with ``BettorHorseError`` when the action is built
(``game.core.actions``); whether the card or change fits the decision is the rules' call.
"""
from __future__ import annotations

import dataclasses
from typing import Annotated, ClassVar

from ..core.actions import OneOf, TypedAction, action_kinds
from .rules.engine import BET, HORSE, MUDDER
from .rules.errors import BettorHorseError


class BettorHorseAction(TypedAction):
    """Base of the actions: refusals are ``BettorHorseError``."""

    ERROR = BettorHorseError
    RULE = "mistyped_action"
    FIELD: ClassVar[str] = ""  # the field whose value the rules engine takes

    def rules_value(self) -> object:
        """The value the rules engine takes for this action."""
        return self.__dict__[self.FIELD]


@dataclasses.dataclass(frozen=True)
class PlaceHorse(BettorHorseAction):
    """The next horse card of the round, face down, in race order (``R05``)."""

    KIND = HORSE
    FIELD = "card"
    card: str


@dataclasses.dataclass(frozen=True)
class PlaceBet(BettorHorseAction):
    """The Bet card (Win, Lose or Draw): it confirms the round's choice."""

    KIND = BET
    FIELD = "bet"
    bet: Annotated[str, OneOf("win", "lose", "draw")]


@dataclasses.dataclass(frozen=True)
class MudderChange(BettorHorseAction):
    """A Wet-track Mudder run 1 faster (+1), 1 slower (-1) or as printed (0)."""

    KIND = MUDDER
    FIELD = "change"
    change: int


ACTIONS = (PlaceHorse, PlaceBet, MudderChange)
KINDS = action_kinds(ACTIONS)
