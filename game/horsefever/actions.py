"""Horse Fever's actions as typed records: one frozen dataclass per kind of action.

Each converts to and from the engine's one ``Action`` record (``to_engine``/``from_engine``)
under the same field names, so the engine, its bots and its saves are unchanged. A field
of the wrong type (``card=7.0``, ``target=True``, ``horse=["red"]``) is refused with
``IllegalAction`` when the action is built (``game.core.actions``); whether a colour,
card or sum is the right one for the decision is the rules' business.
"""
from __future__ import annotations

import dataclasses
from typing import Annotated, Any

from ..core.actions import OneOf, TypedAction, action_kinds
from .rules import board
from .rules.actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .rules.errors import IllegalAction
from .rules.state import BET_KINDS


class HorseFeverAction(TypedAction):
    """Base of Horse Fever's actions: refusals are the engine's ``IllegalAction``."""

    ERROR = IllegalAction
    RULE = "Actions"

    def to_engine(self) -> Action:
        """The engine's record of this action."""
        return Action(self.KIND, **{f.name: getattr(self, f.name)
                                    for f in dataclasses.fields(self)})  # type: ignore[arg-type]


@dataclasses.dataclass(frozen=True)
class Bet(HorseFeverAction):
    """A bet: a stake on a horse, to win or to show."""

    KIND = BET
    horse: str
    kind: Annotated[str, OneOf(*BET_KINDS)]
    stake: int


@dataclasses.dataclass(frozen=True)
class Pass(HorseFeverAction):
    """Declining an optional decision (a second bet, a purchase, an offer, an auction)."""

    KIND = PASS


@dataclasses.dataclass(frozen=True)
class PlayCard(HorseFeverAction):
    """Fixing the race: an action card from hand, face down behind a lane."""

    KIND = PLAY_CARD
    card: int
    horse: str


@dataclasses.dataclass(frozen=True)
class PhotoPick(HorseFeverAction):
    """Photo finish: the horse placed next."""

    KIND = PHOTO_PICK
    horse: str


@dataclasses.dataclass(frozen=True)
class Buy(HorseFeverAction):
    """Board Game purchase: ``item`` (a stable names its ``horse``, a loan its ``kind``);
    ``value``, if named, must be the price."""

    KIND = board.BUY
    item: str
    horse: str | None = None
    kind: str | None = None
    value: int | None = None


@dataclasses.dataclass(frozen=True)
class Keep(HorseFeverAction):
    """The card kept of those drawn."""

    KIND = board.KEEP
    card: int


@dataclasses.dataclass(frozen=True)
class Offer(HorseFeverAction):
    """An offer to buy another player's (``target``) card or stable."""

    KIND = board.OFFER
    target: int
    item: str
    card: int | None = None
    horse: str | None = None
    value: int | None = None


@dataclasses.dataclass(frozen=True)
class Accept(HorseFeverAction):
    """The seller's yes (``card``: which Goal), or accepting the Dutch auction's offer."""

    KIND = board.ACCEPT
    card: int | None = None
    value: int | None = None


@dataclasses.dataclass(frozen=True)
class Clearance(HorseFeverAction):
    """A card (or a stable) sold to the bank."""

    KIND = board.CLEARANCE
    item: str
    card: int | None = None
    horse: str | None = None
    value: int | None = None


@dataclasses.dataclass(frozen=True)
class Lineup(HorseFeverAction):
    """A Horse card placed on a stable the player owns."""

    KIND = board.LINEUP
    card: int
    horse: str


@dataclasses.dataclass(frozen=True)
class Copy(HorseFeverAction):
    """Troy's or Cédric Copieur's choice of a card to copy."""

    KIND = board.COPY
    card: int


@dataclasses.dataclass(frozen=True)
class OddsMove(HorseFeverAction):
    """Eric Change: a stable token moved ``value`` rows (negative: towards 1:2)."""

    KIND = board.ODDS_MOVE
    horse: str
    value: int


@dataclasses.dataclass(frozen=True)
class Bid(HorseFeverAction):
    """The English auction's next bid."""

    KIND = board.BID
    value: int


ACTIONS: tuple[type[HorseFeverAction], ...] = (
    Bet, Pass, PlayCard, PhotoPick, Buy, Keep, Offer, Accept, Clearance, Lineup, Copy,
    OddsMove, Bid)
KINDS = action_kinds(ACTIONS)


def from_engine(a: Action) -> HorseFeverAction:
    """The typed action of an engine ``Action`` (the fields its kind has; others dropped)."""
    cls = KINDS.get(a.type)
    if cls is None:
        raise IllegalAction("Actions", f"there is no action {a.type!r}")
    values: dict[str, Any] = {f.name: getattr(a, f.name) for f in dataclasses.fields(cls)}
    return cls(**values)  # type: ignore[return-value]
