"""Phases as objects: everything a phase of a game means, in one place.

A game declares each of its phases once, as a ``Phase``: the key its state uses, the
rulebook section its refusals name, the title and one-line explanation the screen shows,
what its decision shows of the deciding seat's secrets (which decides the hot-seat pass
screen, ``docs/ui.md``), the widget that asks a human and the bot handler that answers for
a bot. Phases that ask nobody (a reveal, a race shown step by step) are declared the same
way, without a widget or a bot: the screen still titles and explains them. Adding a phase
is adding one object to the game's table; the screens and the bots look it up there.
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Any, Callable, Iterable, Mapping


class Secrets(enum.Enum):
    """What a decision's screen shows of the deciding seat's secrets."""

    ALWAYS = "always"  # its widget shows secret cards: always a pass screen in hot seat
    NEVER = "never"  # nothing secret on screen (the seat's hand stays hidden meanwhile)
    # The table shows the seat's private things (hand, own face-down cards...): secret when
    # the seat holds any of them, which only the screen's session knows.
    HELD = "held"


class UnknownPhase(KeyError):
    """A decision kind the game's phase table does not declare: a programming error."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown phase"


@dataclasses.dataclass(frozen=True)
class Phase:
    """One phase of one game; a decision phase has a widget and a bot handler."""

    key: str  # what the state and the decision call it ("second_bet")
    rule: str  # the rulebook section an illegal action names ("Second Bets")
    title: str  # the top bar while it is on ("Second bets")
    explanation: str  # one line for people still learning the game
    shows_secrets: Secrets
    widget: str | None  # the key of the widget that asks a human (None: asks nobody)
    bot: str | None  # the key of the bot code that answers it (None: asks nobody)
    # When the answer depends on the decision (a seller choosing one of their Goal cards):
    # decides from the decision's options instead of ``shows_secrets``.
    secret_when: Callable[[Mapping[str, Any]], bool] | None = None
    asks: str = ""  # the decision in a few words, after "to decide" ("a second bet")
    task: str = ""  # what the seat must do, for the pass screen (default: "decide " + asks)
    # The explanation where a variant of the game words it differently, by variant name.
    variant_explanations: Mapping[str, str] = dataclasses.field(default_factory=dict)

    @property
    def decides(self) -> bool:
        """Whether a seat decides in this phase (it has a widget and a bot handler)."""
        return self.widget is not None and self.bot is not None

    def secret(self, options: Mapping[str, Any]) -> bool | None:
        """Whether a decision with these options shows the seat's secrets: True, False,
        or None when it depends on whether the seat holds any (``Secrets.HELD``)."""
        if self.secret_when is not None:
            return self.secret_when(options)
        if self.shows_secrets is Secrets.HELD:
            return None
        return self.shows_secrets is Secrets.ALWAYS

    def explain(self, variant: str | None = None) -> str:
        """The explanation line in this variant of the game."""
        return self.variant_explanations.get(variant or "", self.explanation)

    def must(self) -> str:
        """What the seat must do, for the pass screen ("place a second bet or pass")."""
        return self.task or (f"decide {self.asks}" if self.asks else "decide")


def phase_table(phases: Iterable[Phase]) -> dict[str, Phase]:
    """``{key: phase}``, in the order given; a key used twice is a programming error."""
    out: dict[str, Phase] = {}
    for p in phases:
        if p.key in out:
            raise ValueError(f"phase {p.key!r} is declared twice")
        out[p.key] = p
    return out


def decision_phase(phases: Mapping[str, Phase], kind: str) -> Phase:
    """The phase of a decision of this kind; ``UnknownPhase`` (naming it) if the table
    declares none, or declares it as a phase that asks nobody."""
    p = phases.get(kind)
    if p is None or not p.decides:
        raise UnknownPhase(f"decision kind {kind!r} has no phase in the game's phase table "
                           "(declare it as one Phase object)")
    return p
