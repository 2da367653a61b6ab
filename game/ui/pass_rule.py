"""The hot-seat rule: what comes before a human's turn when people share one screen.

One rule for every game (docs/ui.md, "Pass screens and turn banners"):

* a full "Pass to NAME" screen comes before any screen that shows a seat's secrets (hand,
  own face-down cards, Goal cards, a private choice) to a human other than the one who
  last saw secrets;
* otherwise a short "NAME's turn" banner over the table, unless the same human simply goes
  on deciding (nobody else moved in between): then nothing.

"The one who last saw secrets" stops counting as soon as another human takes a turn, even
a public one: the screen has changed hands, so the next secret screen needs a pass screen.

The game knowledge is the game's phase table: each ``Phase`` says what its decision shows
of the seat's secrets (``Secrets``: always, never, or when the seat holds any). A decision
kind without a phase is an error, never silently secret or public. This module is pure (no
pygame): the session feeds it and the scenes act on its answer.
"""
from __future__ import annotations

from typing import Any

from .phase_table import decision

PASS_SCREEN = "pass"
BANNER = "banner"


def shows_secrets(kind: str, options: dict[str, Any]) -> bool | None:
    """Whether a decision's screen shows the deciding seat's secrets, by its ``Phase``.

    True or False by its phase (and options); None for a ``Secrets.HELD`` phase, where it
    depends on whether the seat holds a hand, face-down cards or Goals
    (``Session.has_private``). A kind without a phase raises ``UnknownPhase``.
    """
    return decision(kind).secret(options)


def screen_before(seat: int, *, hotseat: bool, secret: bool, holder: int | None,
                  previous: int | None) -> str | None:
    """What comes before ``seat``'s turn: ``PASS_SCREEN``, ``BANNER`` or None (nothing).

    ``secret``: the turn's screen shows the seat's secrets. ``holder``: the human who last
    saw secrets (see ``next_holder``). ``previous``: the seat whose move came last (None
    at the start or after a resume).
    """
    if not hotseat:
        return None  # one human at the screen: nothing to hide, nobody to call
    if secret and holder != seat:
        return PASS_SCREEN
    if previous == seat:
        return None  # the same human goes on: they know it is their turn
    return BANNER


def next_holder(seat: int, secret: bool, holder: int | None) -> int | None:
    """The human who last saw secrets, once ``seat``'s turn is on the screen."""
    if secret:
        return seat
    return holder if holder == seat else None  # another human had the screen: nobody now


class HotSeatTurns:
    """The pass-screen rule as a session applies it (Horse Fever's session and the generic
    table's ``ContractSession`` both): what comes before the turn of the human to move.

    The session supplies ``human_to_move()``, ``has_private(seat)``, ``applied`` (the
    actions applied, each ``(seat, action)``), ``hotseat``, ``holder`` (who holds the screen)
    and ``_opened`` (how many actions had been applied when the turn went on screen)."""

    applied: list
    hotseat: bool
    holder: int | None
    _opened: int
    humans: list[int]
    viewer: int | None  # (the seat whose secrets are on screen: the generic table's)

    def human_to_move(self) -> int | None:
        raise NotImplementedError

    def has_private(self, seat: int) -> bool:
        raise NotImplementedError

    def next_screen(self) -> str | None:
        """What comes before the turn of the human to move: ``PASS_SCREEN``, ``BANNER``
        or None (also once the turn is on screen, and when no human moves)."""
        seat = self.human_to_move()
        if seat is None or self._opened == len(self.applied):
            return None
        previous = self.applied[-1][0] if self.applied else None
        return screen_before(seat, hotseat=self.hotseat, secret=self.has_private(seat),
                             holder=self.holder, previous=previous)

    def peeked(self, seat: int) -> None:
        """``seat`` looked at its own secrets (``PeekScene``, ``game/ui/scenes/handover.py``):
        it had the screen last, so the pass-screen rule asks for one before anybody else's
        secret turn."""
        if seat in self.humans:
            self.holder = seat

    def may_peek(self) -> bool:
        """A hot-seat player may look at their own secrets now: nobody's are on screen and
        no pass screen waits."""
        return self.hotseat and self.viewer is None and self.handover_needed() is None

    def handover_needed(self) -> int | None:
        """The seat that must confirm a "Pass to NAME" screen before its turn, if any."""
        return self.human_to_move() if self.next_screen() == PASS_SCREEN else None
