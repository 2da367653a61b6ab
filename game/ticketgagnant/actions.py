"""Ticket Gagnant's actions as typed records (``game.core.actions``)."""
from __future__ import annotations

import dataclasses
from typing import Annotated

from ..core.actions import Between, OneOf, TypedAction, action_kinds
from .data import DISCIPLINES
from .rules.errors import TicketGagnantError

Horse = Annotated[int, Between(1, 99)]
Coord = Annotated[int, Between(-99, 99)]


class TicketGagnantAction(TypedAction):
    """Base of the game's actions: a mistyped field is the game's error."""

    ERROR = TicketGagnantError
    RULE = "Actions"

    def __post_init__(self) -> None:
        super().__post_init__()
        # Checked once when built; an action forged past the constructor lacks the mark
        # and is checked again by the game (``TicketGagnantGame._dispatch``).
        object.__setattr__(self, "_checked", True)

    def checked(self) -> bool:
        """Whether the constructor checked every field (not forged)."""
        return self.__dict__.get("_checked", False)


@dataclasses.dataclass(frozen=True)
class SetupRace(TicketGagnantAction):
    """The first player's choices: hand size, discipline, predictions visible or hidden."""

    KIND = "setup_race"
    hand: Annotated[int, Between(0, 99)]
    discipline: Annotated[str, OneOf(*DISCIPLINES)]
    visibility: Annotated[str, OneOf("visible", "hidden")]


@dataclasses.dataclass(frozen=True)
class Predict(TicketGagnantAction):
    """A ticket: a horse (or none) for 1st, 2nd and 3rd."""

    KIND = "predict"
    first: Horse | None = None
    second: Horse | None = None
    third: Horse | None = None

    def slots(self) -> list[int | None]:
        return [self.first, self.second, self.third]


@dataclasses.dataclass(frozen=True)
class PlayCard(TicketGagnantAction):
    """A card played: the horse moved, its destination, and where a pushed horse goes."""

    KIND = "play_card"
    card: Annotated[int, Between(0, 999)]
    horse: Horse
    column: Coord
    lane: Coord
    push_column: Coord | None = None
    push_lane: Coord | None = None

    def push(self) -> tuple[int, int] | None:
        if self.push_column is None and self.push_lane is None:
            return None
        return (self.push_column if self.push_column is not None else -1,
                self.push_lane if self.push_lane is not None else -1)


@dataclasses.dataclass(frozen=True)
class Discard(TicketGagnantAction):
    """A dead card discarded (no card of the hand has a legal play)."""

    KIND = "discard"
    card: Annotated[int, Between(0, 999)]


ACTIONS: tuple[type[TicketGagnantAction], ...] = (SetupRace, Predict, PlayCard, Discard)
KINDS = action_kinds(ACTIONS)
