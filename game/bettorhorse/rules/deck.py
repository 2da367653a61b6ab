"""The cards ("The Cards"): the data the rules read, and each card's identity.

Each colour deck holds the same 24 horse cards (the data file's list, a house ruling) and
the three Bet cards. A horse card's id is its colour code and number: ``R05`` is the fifth
card of the red deck. The decks are public, so an id tells its speed: ids of cards a seat
may not see are never shown to it.
"""
from __future__ import annotations

import dataclasses
import functools
from typing import Any


@dataclasses.dataclass(frozen=True)
class CardSpec:
    """One card of the deck list: its speed, its back (wet/dry), Mudder, Sure Thing."""

    speed: int
    back: str
    mudder: bool = False
    sure: bool = False


@dataclasses.dataclass(frozen=True)
class Colour:
    """One colour deck: its code (on the card), name and RGB colour."""

    code: str
    name: str
    rgb: tuple[int, int, int]


@dataclasses.dataclass(frozen=True)
class Ruling:
    """A house ruling: its name, the note the rules help shows and its values."""

    name: str
    note: str
    values: dict[str, Any]


@dataclasses.dataclass(frozen=True)
class BHData:
    """Everything the rules take from ``data/bettor_horse.toml``."""

    bets: tuple[str, ...]
    race_cards: int
    final_choices: int
    min_speed: int
    colours: tuple[Colour, ...]
    deck: tuple[CardSpec, ...]
    deck_note: str
    rulings: dict[str, Ruling]
    ring_cycles: int
    part_two: dict[int, tuple[tuple[int, int], ...]]  # 0-based seats
    mudder_range: int
    sudden_death_max: int
    sudden_death_chosen: int  # Sudden Death rounds of a duel chosen before they are drawn
    player_counts: tuple[int, ...]
    identity: str  # a digest of the file: part of the rules' version

    def card_id(self, seat: int, number: int) -> str:
        """The id of card ``number`` (1-based) of seat ``seat``'s colour deck."""
        return f"{self.colours[seat].code}{number:02d}"

    def spec(self, card: str) -> CardSpec:
        """The deck entry of a card id (the caller checked it with ``is_card``)."""
        return self.specs[card]

    @functools.cached_property
    def specs(self) -> dict[str, CardSpec]:
        """Every card id of every colour -> its deck entry (looked up on every move)."""
        return {f"{c.code}{k + 1:02d}": spec for c in self.colours
                for k, spec in enumerate(self.deck)}

    @functools.cached_property
    def backs(self) -> dict[str, str]:
        """Every card id -> its back, "wet" or "dry" (read as every round is chosen)."""
        return {card: spec.back for card, spec in self.specs.items()}

    def owner(self, card: str) -> int:
        """The seat whose colour deck the card belongs to."""
        return self.codes[card[0]]

    def is_card(self, card: Any, players: int) -> bool:
        """Whether ``card`` is the id of a horse card of one of the ``players`` decks."""
        if type(card) is not str or len(card) != 3 or not card[1:].isdigit():
            return False
        seat = self.codes.get(card[0])
        return seat is not None and seat < players and 1 <= int(card[1:]) <= len(self.deck)

    def deck_ids(self, seat: int) -> list[str]:
        """Every horse card id of seat ``seat``'s deck, in number order (a new list)."""
        return list(self._deck_ids[seat])

    @functools.cached_property
    def _deck_ids(self) -> tuple[tuple[str, ...], ...]:
        # (Every game deals every deck: the ids are worded once.)
        return tuple(tuple(self.card_id(seat, i + 1) for i in range(len(self.deck)))
                     for seat in range(len(self.colours)))

    def deck_cards(self, seat: int) -> list[dict[str, Any]]:
        """Seat ``seat``'s deck as the start of a game shows it: a new list of new dicts
        ``{"card", "speed", "back", "mudder", "sure"}`` in number order."""
        return list(map(dict.copy, self._deck_cards[seat]))

    @functools.cached_property
    def _deck_cards(self) -> tuple[tuple[dict[str, Any], ...], ...]:
        # (Built once; every game gets copies: its events are its own.)
        return tuple(tuple({"card": c, "speed": sp.speed, "back": sp.back,
                            "mudder": sp.mudder, "sure": sp.sure}
                           for c, sp in zip(ids, self.deck)) for ids in self._deck_ids)

    @functools.cached_property
    def codes(self) -> dict[str, int]:
        """Colour code -> seat."""
        return {c.code: i for i, c in enumerate(self.colours)}
