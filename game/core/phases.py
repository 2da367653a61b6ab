"""Phases as objects: everything a decision phase means, in one place.

A game declares each of its decision phases once, as a ``Phase``: the key its state uses,
the rulebook section its refusals name, the title and one-line explanation the screen
shows, whether its decision shows the deciding seat's secrets (which decides the hot-seat
pass screen, ``docs/ui.md``), the widget that asks a human and the bot handler that
answers for a bot. Adding a phase is adding one object to the game's table.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Iterable, Mapping


@dataclasses.dataclass(frozen=True)
class Phase:
    """One kind of decision of one game."""

    key: str  # what the state and the decision call it ("second_bet")
    rule: str  # the rulebook section an illegal action names ("Second Bets")
    title: str  # the top bar while it is asked ("Second bets")
    explanation: str  # one line for people still learning the game
    # Whether the decision shows the deciding seat's secrets:
    #   True  - its widget shows secret cards: always a pass screen in hot seat;
    #   False - nothing secret is on screen: no pass screen (the seat's hand stays hidden);
    #   None  - the table shows the seat's private things (its hand...): a pass screen
    #           when the seat holds any.
    shows_secrets: bool | None
    widget: str  # the key of the widget that asks a human
    bot: str  # the key of the bot code that answers it
    # When the answer depends on the decision (a seller choosing one of their Goal cards):
    # decides from the decision's options instead of ``shows_secrets``.
    secret_when: Callable[[Mapping[str, Any]], bool] | None = None

    def secret(self, options: Mapping[str, Any]) -> bool | None:
        """``shows_secrets`` for a decision with these options."""
        if self.secret_when is not None:
            return self.secret_when(options)
        return self.shows_secrets


def phase_table(phases: Iterable[Phase]) -> dict[str, Phase]:
    """``{key: phase}``, in the order given; a key used twice is a programming error."""
    out: dict[str, Phase] = {}
    for p in phases:
        if p.key in out:
            raise ValueError(f"phase {p.key!r} is declared twice")
        out[p.key] = p
    return out
