"""The position of a game of Ticket Gagnant, as plain data that round-trips through JSON.

Squares are ``[column, lane]`` (both from 1); horses are their numbers; cards are their
ids in the data file's deck. Every card is in exactly one place: the deck, a hand, or
the race's played pile (``played``: played and discarded cards, face up).
"""
from __future__ import annotations

import dataclasses
import random
from typing import Any

from ...core.rng import rng_state_from_json, rng_state_to_json

# Phases (decision kinds) and the end.
RACE_SETUP, PREDICT, PLAY, DISCARD, OVER = "race_setup", "predict", "play", "discard", "over"
MODES = ("basic", "advanced")
VISIBILITIES = ("visible", "hidden")


@dataclasses.dataclass
class State:
    """The whole game: setup, the race in progress, the scores, the generator."""

    names: list[str]
    bots: list[str]
    mode: str
    default_visibility: str
    races: int
    seed: int
    rng: random.Random
    phase: str = RACE_SETUP
    race: int = 1
    first: int = 0
    turn: int = 0
    hand_size: int = 0
    discipline: str = "flat"
    visibility: str = "visible"
    positions: dict[int, list[int]] = dataclasses.field(default_factory=dict)
    deck: list[int] = dataclasses.field(default_factory=list)
    hands: list[list[int]] = dataclasses.field(default_factory=list)
    played: list[int] = dataclasses.field(default_factory=list)
    predictions: list[list[int | None] | None] = dataclasses.field(default_factory=list)
    revealed: bool = False
    scores: list[int] = dataclasses.field(default_factory=list)
    exact: list[int] = dataclasses.field(default_factory=list)
    totals: list[list[int]] = dataclasses.field(default_factory=list)  # per race, per seat
    places: list[int] = dataclasses.field(default_factory=list)  # final, 1 = winner
    seq: int = 0

    @property
    def players(self) -> int:
        return len(self.names)

    def to_json(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        d["rng"] = rng_state_to_json(self.rng)
        d["positions"] = {str(h): list(sq) for h, sq in self.positions.items()}
        d["hands"] = [list(h) for h in self.hands]
        d["predictions"] = [None if p is None else list(p) for p in self.predictions]
        d["totals"] = [list(t) for t in self.totals]
        for k in ("names", "bots", "deck", "played", "scores", "exact", "places"):
            d[k] = list(d[k])
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "State":
        d = dict(d)
        rng = random.Random()
        rng.setstate(rng_state_from_json(d.pop("rng")))
        d["positions"] = {int(h): list(sq) for h, sq in d["positions"].items()}
        known = {f.name for f in dataclasses.fields(cls)}
        return cls(rng=rng, **{k: v for k, v in d.items() if k in known})

    def copy(self) -> "State":
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        s = dataclasses.replace(self, rng=rng)
        s.names, s.bots = list(self.names), list(self.bots)
        s.positions = {h: list(sq) for h, sq in self.positions.items()}
        s.deck, s.played = list(self.deck), list(self.played)
        s.hands = [list(h) for h in self.hands]
        s.predictions = [None if p is None else list(p) for p in self.predictions]
        s.scores, s.exact, s.places = list(self.scores), list(self.exact), list(self.places)
        s.totals = [list(t) for t in self.totals]
        return s
