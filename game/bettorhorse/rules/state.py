"""The position as plain data (``State``) and its JSON form.

Every horse card is in exactly one place: a seat's hand (its unplayed deck), the table (a
seat's face-down or raced cards of the current round), a Purse, the Pool or set aside.
Sudden Death moves no card: its table (``Table.sudden``) only names the cards raced.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable

from ...core.rng import rng_state_from_json, rng_state_to_json
import random

SIDES = (0, 1)

# How the rules' chapters report an event: one dict, its keys ``type``, ``seq`` (at None:
# the engine numbers it) and then its fields, in the order the log shows them.
Emit = Callable[[dict[str, Any]], None]


@dataclasses.dataclass
class Table:
    """The round being played between seats ``seats[0]`` and ``seats[1]``."""

    seats: list[int]
    need: int  # horse cards each side races (3, or 1 in the final)
    part: str  # "round", "final", "final_1", "final_2", "sudden"
    slots: list[list[str]] = dataclasses.field(default_factory=lambda: [[], []])
    bets: list[str | None] = dataclasses.field(default_factory=lambda: [None, None])
    revealed: bool = False  # the bets are face up
    condition: str | None = None  # "wet"/"dry" once cut (Track Conditions), else None
    cutter: int | None = None  # the seat whose deck was cut
    race: int = 0  # races resolved so far
    shown: int = 0  # races whose cards are face up
    changes: list[int | None] = dataclasses.field(default_factory=lambda: [None, None])
    pending: list[bool] = dataclasses.field(default_factory=lambda: [False, False])
    results: list[list[str]] = dataclasses.field(default_factory=lambda: [[], []])
    sources: list[list[str]] | None = None  # Sudden Death: the cards each side may race

    @property
    def sudden(self) -> bool:
        return self.part == "sudden"

    @classmethod
    def laid_out(cls, seats: list[int], need: int, part: str,
                 sources: list[list[str]] | None = None) -> "Table":
        """A new round's table: every field given (no default factories: a table is laid
        out every round)."""
        return cls(seats, need, part, [[], []], [None, None], False, None, None, 0, 0,
                   [None, None], [False, False], [[], []], sources)


@dataclasses.dataclass
class State:
    """The whole game: players, card places, the schedule and the round on the table."""

    names: list[str]
    bots: list[str]
    track: bool
    seed: int
    hands: list[list[str]]
    purses: list[list[str]]
    pool: list[str]
    aside: list[str]
    schedule: list[dict[str, Any]]  # {"seats": [a, b], "need": n, "part": p}
    match: int
    table: Table | None
    rng: random.Random
    pool_matched: list[int] = dataclasses.field(default_factory=list)
    sudden: dict[str, Any] | None = None  # {"duel": [x, y], "queue": [...], "rounds": n, "number": n}
    winners: list[int] = dataclasses.field(default_factory=list)
    over: bool = False
    record: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    seq: int = 0

    @property
    def players(self) -> int:
        return len(self.names)

    def to_json(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        d["rng"] = rng_state_to_json(self.rng)
        d["table"] = None if self.table is None else dataclasses.asdict(self.table)
        return _copy(d)

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "State":
        d = _copy(d)
        rng = random.Random()
        rng.setstate(rng_state_from_json(d.pop("rng")))
        table = d.pop("table")
        return cls(rng=rng, table=None if table is None else Table(**table), **d)


_ATOMS = frozenset((str, int, bool, float, type(None)))


def _copy(v: Any) -> Any:
    """A deep copy of plain JSON data (lists, dicts, scalars): faster than copy.deepcopy
    (and the scalars in a list or dict are not even asked about their kind twice)."""
    t = type(v)
    if t is list:
        return [x if type(x) in _ATOMS else _copy(x) for x in v]
    if t is dict:
        return {k: x if type(x) in _ATOMS else _copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_copy(x) for x in v]
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    return v
