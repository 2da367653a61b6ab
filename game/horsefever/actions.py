"""Horse Fever's actions as typed records: one frozen dataclass per kind of action.

Each converts to and from the engine's one ``Action`` record (``to_engine``/``from_engine``)
under the same field names, so the engine, its bots and its saves are unchanged. A field
of the wrong type (``card=7.0``, ``target=True``, ``horse=["red"]``) is refused with
``IllegalAction`` when the action is built (``game.core.actions``); whether a colour,
card or sum is the right one for the decision is the rules' business.
"""
from __future__ import annotations

import dataclasses
from typing import Annotated, Any, Callable

from ..core.actions import CHECKED, OneOf, TypedAction, action_kinds, fields_valid
from .rules import board
from .rules.actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .rules.errors import IllegalAction
from .rules.state import BET_KINDS


ENGINE = "_engine"  # a typed action's engine record, when it was made from one (from_engine)


class HorseFeverAction(TypedAction):
    """Base of Horse Fever's actions: refusals are the engine's ``IllegalAction``."""

    ERROR = IllegalAction
    RULE = "Actions"

    def to_engine(self) -> Action:
        """The engine's record of this action (the very record it was made from, when
        ``from_engine`` made it from one that says no more than it)."""
        made = self.__dict__.get(ENGINE)
        if made is not None:
            return made  # type: ignore[no-any-return]
        d = self.__dict__
        return Action(self.KIND, **{name: d[name] for name in _FIELDS[type(self)]})


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


# Each kind's fields, and the engine record's other fields with their defaults.
_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in ACTIONS}
_OTHERS: dict[type, tuple[tuple[str, Any], ...]] = {
    cls: tuple((f.name, f.default) for f in dataclasses.fields(Action)
               if f.name != "type" and f.name not in _FIELDS[cls]) for cls in ACTIONS}


def _converter(cls: type) -> Callable[[Action], HorseFeverAction]:
    """``from_engine`` for one kind as one compiled function (a bots game converts every
    answer): what the constructor does, without its calls (the kind's fields written in
    order and checked by the class's compiled test, ``fields_valid``; a refused field is
    left to the constructor, which words the refusal), and the engine record kept as the
    typed action's when its other fields are all at their defaults (it then says no more)."""
    names = _FIELDS[cls]
    tests = [f"d[{name!r}] is None" if default is None else
             f"(type(d[{name!r}]) is T{k} and d[{name!r}] == D{k})"
             for k, (name, default) in enumerate(_OTHERS[cls])]
    lines = ["def convert(a):", "    d = a.__dict__", "    t = new(cls)", "    td = t.__dict__",
             *(f"    td[{n!r}] = d[{n!r}]" for n in names),
             "    if not ok(td):",
             f"        return cls({', '.join(f'd[{n!r}]' for n in names)})  # (refused)",
             f"    td[{CHECKED!r}] = True",
             f"    if {' and '.join(tests) or 'True'}:",
             f"        td[{ENGINE!r}] = a",
             "    return t"]
    scope: dict[str, Any] = {"cls": cls, "new": object.__new__, "ok": fields_valid(cls)}
    for k, (_name, default) in enumerate(_OTHERS[cls]):
        scope[f"T{k}"], scope[f"D{k}"] = type(default), default
    exec("\n".join(lines), scope)  # noqa: S102 (our own text, from the dataclass fields)
    return scope["convert"]  # type: ignore[no-any-return]


_CONVERT: dict[str, Callable[[Action], HorseFeverAction]] = {}  # made when first needed
def from_engine(a: Action) -> HorseFeverAction:
    """The typed action of an engine ``Action`` (the fields its kind has; others dropped).

    It keeps ``a`` as its engine record when ``a`` says nothing more (its other fields at
    their defaults): a bot's answer then reaches the engine as the bot gave it, not built
    a second time (every decision of a bots game goes this way)."""
    convert = _CONVERT.get(a.type)
    if convert is None:
        cls = KINDS.get(a.type)
        if cls is None:
            raise IllegalAction("Actions", "no_such_action", type=a.type)
        convert = _CONVERT[a.type] = _converter(cls)  # (compiled once, at its first use)
    return convert(a)
