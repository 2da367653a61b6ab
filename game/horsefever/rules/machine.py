"""The phase machine's parts: decisions, events, and a variant's rules as data.

A round is a script of steps. Each step is a function ``step(state, events, fresh) -> bool``
that runs what needs no decision and returns True while a seat must decide (having set
``state.phase`` and ``state.queue[0]``). Each decision phase is a ``PhaseRules``: the
rulebook section its refusals name, a describer (Decision), a checker (IllegalAction), a
handler (apply) and an expander (legal_actions). A ``Variant`` (the Family Game in
``family/``, the Board Game in ``board/``) supplies its round script, its step table, its
phases and its hooks as data; ``variant_of(state)`` picks the state's one from the table in
``variants.py``. The runner that drives them is ``engine.py``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .actions import Action
from .state import GameState


Event = dict[str, Any]


@dataclass(slots=True)
class Decision:
    """What the seat to move must decide, with its options, in words and in data."""

    seat: int
    kind: str  # the phase: first_bet, second_bet, fix, photo_finish, ...
    prompt: str
    options: dict[str, Any] = field(default_factory=dict)
    can_pass: bool = False
    # The legal actions as JSON (without the pass), when the describer built them along
    # with the options (Board Game purchases: its expand_json hands a copy to the view) or
    # the seat's view listed them: ``check_action`` judges a listed decision's action by it.
    actions_json: list[dict[str, Any]] | None = None


# A round step: runs what needs no decision; True while a seat must decide.
StepFn = Callable[[GameState, "list[Event]", bool], bool]
Hook = Callable[[GameState, "list[Event]"], None]
# A lane's extra card effects (Board Game: the Horse card on it): [(card number, Effect)].
LaneEffects = Callable[[GameState, str], list]


@dataclass(frozen=True, slots=True)
class PhaseRules:
    """Everything the engine needs of one decision phase."""

    rule: str  # the rulebook section IllegalAction names
    describe: Callable[[GameState, int], Decision]
    check: Callable[[GameState, Decision, Action], None]
    handle: Callable[[GameState, "list[Event]", int, Action], None]
    expand: Callable[[GameState, Decision], list[Action]]
    # Optional: the legal actions as JSON (``[a.to_json() for a in expand(...)]``) built
    # without Action objects, for views of decisions with many actions (purchases).
    expand_json: Callable[[GameState, Decision], list[dict[str, Any]]] | None = None


@dataclass(frozen=True, slots=True)
class Variant:
    """A variant's rules as data: what the engine runs for a state of this variant."""

    name: str
    round_script: tuple[str, ...]  # the steps of one round; the last is END_ROUND
    steps: dict[str, StepFn]
    phases: dict[str, PhaseRules]
    setup: Hook | None = None  # after the Family Game's setup (Board Game: its decks)
    end_round: Hook | None = None  # before ``round_end`` (Board Game: Horse cards back)
    # When the game ends before its round's end gave the round's cards back.
    game_end_returns: Hook | None = None
    final_stage: Hook | None = None  # before the final ranking (Board Game: loans, Goals)
    horse_effects: LaneEffects | None = None  # extra race effects per lane
    reveal_odds_extra: LaneEffects | None = None  # extra reveal-time odds changes per lane


_VARIANTS: "dict[str, Variant] | None" = None


def variant_of(s: GameState) -> Variant:
    """The rules of the state's variant (the table in ``variants.py``)."""
    table = _VARIANTS
    if table is None:
        table = _load_variants()
    return table[s.variant]


def _load_variants() -> "dict[str, Variant]":
    # Looked up on first use, not imported at the top: the chapters import this module and
    # variants.py imports the chapters.
    global _VARIANTS
    from .variants import VARIANTS
    _VARIANTS = VARIANTS
    return VARIANTS


def rule_of(s: GameState, kind: str) -> str:
    """The rulebook section a phase's refusals name (the phase's key if it has none)."""
    p = variant_of(s).phases.get(kind)
    return p.rule if p is not None else kind


# ---- events ----------------------------------------------------------------------------

def emit(s: GameState, events: list[Event], name: str, **fields: Any) -> Event:
    """Appends an event with the next sequence number and returns it.

    The events of every decision (bets, cards played, payouts, race units...) are built
    where they happen as one dict literal instead, ``s.seq += 1`` then
    ``events.append({"type": ..., "seq": s.seq, ...})`` with the fields in the same
    order: a call with keyword arguments costs about three times as much.
    """
    s.seq += 1
    ev: Event = {"type": name, "seq": s.seq, **fields}
    events.append(ev)
    return ev


# ---- waiting for a decision -------------------------------------------------------------

END_ROUND = "end_round"  # the last step of every round script


def fewer_than_two(s: GameState) -> bool:
    """True once fewer than two players are still in the game."""
    if not s.eliminations:
        # Nobody is out (eliminate() is what takes a player out, and it counts them).
        return len(s.players) < 2
    still_in = 0
    for p in s.players:
        if not p.eliminated:
            still_in += 1
            if still_in > 1:
                return False
    return True


def wait(s: GameState, phase_name: str, seat: int) -> bool:
    """Puts ``seat`` in front of a decision of ``phase_name``; returns True for step()."""
    s.phase = phase_name
    if not s.queue or s.queue[0] != seat:
        s.queue.insert(0, seat)
    return True
