"""The game's components as records: the movement cards, a discipline's track, and
everything the rules read from the data file (``game/ticketgagnant/data.py`` reads and
checks the file; the rules only use these records)."""
from __future__ import annotations

import dataclasses
from typing import Any

DISCIPLINES = ("flat", "obstacle", "steeplechase", "harness")


@dataclasses.dataclass(frozen=True)
class Card:
    """One movement card: kind "horse" (``horse``, ``value``), "joker" (``value``) or
    "pair" (``pair``: the two horses)."""

    id: int
    kind: str
    value: int = 0
    horse: int = 0
    pair: tuple[int, int] = (0, 0)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "value": self.value, "horse": self.horse,
                "pair": list(self.pair)}


@dataclasses.dataclass(frozen=True)
class TrackMap:
    """One discipline's track: its look and its special squares, as (column, lane)."""

    surface: str
    hedges: frozenset[tuple[int, int]]
    river: frozenset[tuple[int, int]]
    horseshoes: frozenset[tuple[int, int]]

    def to_json(self) -> dict[str, Any]:
        return {"surface": self.surface, "hedges": sorted(map(list, self.hedges)),
                "river": sorted(map(list, self.river)),
                "horseshoes": sorted(map(list, self.horseshoes))}


@dataclasses.dataclass(frozen=True)
class TGData:
    """Everything the rules read from the data file."""

    lanes: int
    columns: int
    line_after: int  # the dotted line lies between this column and the next
    hand_min: int
    hand_max: int
    floor: int
    exact: tuple[int, int, int]
    podium_other: int
    off_podium: int
    disqualified: int
    bonus_all_exact: int
    bonus_podium: int
    horses: tuple[int, ...]
    colours: dict[int, str]
    cards: tuple[Card, ...]
    races: dict[int, int]
    custom_races: tuple[int, int]
    maps: dict[str, TrackMap]
    rulings: dict[str, str]
