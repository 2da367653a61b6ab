"""Bettor Horse's typed actions: a horse card placed, a Bet card, a Mudder change, and a
round's whole choice at once (the bots' way: three cards in race order and the bet).

A field of the wrong type is refused with ``BettorHorseError`` when the action is built
(``game.core.actions``); whether the card or change fits the decision is the rules' call.
"""
from __future__ import annotations

import dataclasses
from typing import Annotated, ClassVar

from ..core.actions import OneOf, TypedAction, action_kinds
from .rules.engine import BET, HORSE, MUDDER

ROUND = "round"  # (a contract action: the engine takes it as its horse and bet moves)
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


@dataclasses.dataclass(frozen=True)
class PlaceRound(BettorHorseAction):
    """The whole of a round's choice at once: its horse cards in race order (``second``
    and ``third`` None in the final round, which races one) and its Bet card. Legal where
    the round's first horse card is due; the same as placing each card and then the bet
    (the same events), refused whole or applied whole."""

    KIND = ROUND
    FIELD = "first"
    first: str
    bet: Annotated[str, OneOf("win", "lose", "draw")]
    second: str | None = None  # (None in the final round, which races one card)
    third: str | None = None

    def cards(self) -> list[str]:
        """The horse cards named, in race order (up to the first slot left None)."""
        d = self.__dict__  # (read straight: a bot's every round asks)
        second, third = d["second"], d["third"]
        if second is None:
            return [d["first"]] if third is None else [d["first"], third]
        return [d["first"], second] if third is None else [d["first"], second, third]


ROUND_SLOTS = ("first", "second", "third")
ACTIONS = (PlaceHorse, PlaceBet, MudderChange, PlaceRound)
KINDS = action_kinds(ACTIONS)
