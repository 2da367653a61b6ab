"""Prices (rulebook: "Purchase Phase", "Clearance Sale"): what a card costs a seat.

A card's value (``data/board.toml``; a stable's by its odds), changed by the seat's
Assistants and (star cards) character; a clearance sale pays half, rounded down to 100 D.
"""
from __future__ import annotations

from ..actions import Action
from ..data import Effect
from ..errors import IllegalAction
from ..state import GameState
from .common import board_data


def price(s: GameState, seat: int, item: str, colour: str | None = None) -> int:
    """What ``item`` costs this seat from the bank, after Assistants and abilities."""
    return priced(card_value(s, item, colour), price_effects(s, seat), item)


def price_effects(s: GameState, seat: int) -> list[Effect]:
    """The price effects of a seat's Assistants and (star cards) character, in that order."""
    p = s.players[seat]
    effects: list[Effect] = []
    if p.assistants:
        by_card = board_data(s).assistant_price_effects
        for n in p.assistants:
            effects += by_card[n]
    if s.stars:
        effects += s.data.ability_price_effects.get(p.character, ())
    return effects


def priced(base: int, effects: list[Effect], item: str) -> int:
    """A card's value changed by price effects: the lowest ``set``, then every ``add``."""
    if not effects:
        return base
    value = base
    for e in effects:
        if e.trigger == "price" and e.item == item and e.op == "set":
            value = min(value, int(e.value))  # type: ignore[arg-type]
    for e in effects:
        if e.trigger == "price" and e.item == item and e.op == "add":
            value = max(0, value + int(e.value))  # type: ignore[arg-type]
    return value


def card_value(s: GameState, item: str, colour: str | None = None) -> int:
    """A card's original value (what buying from a player and clearance sales start from)."""
    if item == "stable":
        return s.data.price_for_odds(s.odds[colour])  # type: ignore[index]
    return getattr(s.data.board.prices, item)  # type: ignore[union-attr]


def clearance_value(s: GameState, item: str, colour: str | None = None) -> int:
    """Half the card's value, rounded down to 100 D."""
    p = board_data(s).prices
    half = card_value(s, item, colour) // p.clearance_divisor
    return half - half % p.clearance_rounding


def check_price(rule: str, a: Action, price_: int, what: str) -> None:
    """An amount named (``value``) that is not the rules' price is refused, naming the
    price. (Naming even the right one is no choice the decision lists: ``check_action``
    refuses it as not offered. A wrong amount is refused here first, with the price.)

    ``what``: which price it is, as a code the words name ("board_price", "loan_sum"...).
    """
    if a.value is not None and (isinstance(a.value, bool) or a.value != price_):
        raise IllegalAction(rule, "wrong_price", value=a.value, what=what, price=price_)
