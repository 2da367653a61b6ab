"""The game contract: what every game offers the program, whatever the game.

A game registers a ``GameInfo`` (``registry.py``) whose factory makes a ``Game`` (the
protocol below) from setup options and a seed. The match driver, the tests (one generic
random-simulation test runs every registered game) and, in later steps, the desktop shell
and the command line talk to a game only through this.

Shape (after OpenSpiel's state API and boardgame.io's ``playerView``):

* whose decision it is, described (``decision()``: seat, phase key, prompt);
* the legal actions, described rather than listed where they are too many (``legal()``:
  an ``ActionSet`` of stake ranges and cards to choose from, which samples with a given
  ``random.Random``), and listed where listable (``legal_actions()``);
* ``check``/``apply`` of a typed action: an illegal one raises the game's error
  (``GameInfo.error``) with one line naming the rule, and changes nothing; ``apply``
  returns the events up to the next decision;
* what a seat may see: ``view(seat)`` and ``redact(event, seat)`` (None: a spectator);
* ``standings()`` once over, ``to_json()`` (``GameInfo.load`` reads it back);
* ``redeal_hidden(seat, rng)``: a copy of the game with everything ``seat`` cannot see
  dealt anew, consistently with its view (the secrecy test: the view must not change).
"""
from __future__ import annotations

import dataclasses
import random
from typing import Any, Protocol, runtime_checkable

from .actions import quicker_init
from .legal import ActionSet

Event = dict[str, Any]


@quicker_init  # (read at every move of every game)
@dataclasses.dataclass(frozen=True)
class Decision:
    """Whose decision it is and what about: ``phase`` is a key of the game's phases."""

    seat: int
    phase: str
    prompt: str


@dataclasses.dataclass(frozen=True)
class Standing:
    """One seat's final place (1 = the winner; tied seats share a place) and its score."""

    seat: int
    name: str
    place: int
    score: dict[str, Any]


@runtime_checkable
class Game(Protocol):
    """One game in progress (the mutable position and its rules)."""

    def is_over(self) -> bool:
        """True once the game has ended."""
        ...

    def decision(self) -> Decision | None:
        """Whose decision it is and what about; None once the game is over."""
        ...

    def legal(self) -> ActionSet:
        """The legal actions of the seat to decide, described (empty once over)."""
        ...

    def legal_actions(self) -> list[Any]:
        """The legal actions listed (may be long: prefer ``legal()`` to sample)."""
        ...

    def check(self, action: Any) -> None:
        """Raises the game's error (one line, naming the rule) unless ``action`` is legal."""
        ...

    def apply(self, action: Any) -> list[Event]:
        """Applies a legal action; returns the events up to the next decision.

        An illegal action raises the game's error and leaves the state as it was."""
        ...

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator), as plain JSON data."""
        ...

    def redact(self, event: Event, seat: int | None) -> Event:
        """``event`` as ``seat`` may see it."""
        ...

    def standings(self) -> list[Standing]:
        """The final standings, best first (empty until the game is over)."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The whole state as plain JSON data (``GameInfo.load`` reads it back)."""
        ...

    def copy(self) -> "Game":
        """An independent copy (to try an action on)."""
        ...

    def redeal_hidden(self, seat: int, rng: random.Random) -> "Game":
        """A copy with everything ``seat`` cannot see dealt anew from ``rng``, consistently
        with what it sees: ``copy.view(seat) == self.view(seat)``."""
        ...
