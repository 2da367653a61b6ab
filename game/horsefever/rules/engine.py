"""The phase machine: runs a variant's round script and dispatches its decisions.

A game moves from decision to decision. ``apply_action`` checks an action against the
current decision (raising ``IllegalAction`` and changing nothing when it breaks a rule),
applies it, then advances automatically through everything that needs no decision (the
reveal, race units, payoffs, a new round), returning the events that happened.

The rules themselves are the chapters of ``family/`` and ``board/``; the state's variant
picks them (``machine.variant_of``: a ``Variant`` of steps and phases, as data).
"""
from __future__ import annotations

from ...core.actions import field_problem, field_specs
from .actions import PASS, Action
from .data import GameData
from .errors import IllegalAction
from .family.setup import new_table
from .machine import (END_ROUND, Decision, Event, fewer_than_two, rule_of,
                      variant_of)
from .state import FAMILY, PHASE_OVER, TERMINAL, GameState


def new_game(data: GameData, names: list[str], variant: str = FAMILY, seed: int = 0,
             stars: bool = False, rounds: int | None = None,
             bots: list[str] | None = None) -> tuple[GameState, list[Event]]:
    """Sets up a game for these player names and plays up to the first decision."""
    s, events = new_table(data, names, variant, seed, stars, rounds, bots)
    rules = variant_of(s)
    if rules.setup is not None:
        rules.setup(s, events)
    s.steps = list(rules.round_script)
    _advance(s, events)
    return s, events


def _advance(s: GameState, events: list[Event]) -> None:
    """Runs the round's steps until a seat must decide or the game is over.

    Ruling (docs/rules-notes.md): once fewer than two players are still in, nobody is asked
    anything more: the rest of the round is skipped and its end-of-round step (cards back,
    Horse cards returned) ends the game.
    """
    steps = s.steps
    table = variant_of(s).steps
    while s.phase != PHASE_OVER:
        name = steps[0]
        if s.step_fresh and name != END_ROUND and fewer_than_two(s):
            del steps[:steps.index(END_ROUND)]
            continue
        fresh = s.step_fresh
        s.step_fresh = False
        if table[name](s, events, fresh):
            if not fewer_than_two(s):
                return
            # A lone survivor is never asked: the step is abandoned (the game is over).
            del steps[:steps.index(END_ROUND)]
            s.queue = []
            s.step_fresh = True
            continue
        if s.phase == PHASE_OVER:
            return
        steps.pop(0)
        s.step_fresh = True


def current_player(s: GameState) -> int:
    """Returns the seat that must decide now, or TERMINAL when the game is over."""
    if s.phase == PHASE_OVER:
        return TERMINAL
    return s.queue[0]


def decision(s: GameState) -> Decision | None:
    """Describes the decision in front of the seat to move (None when the game is over)."""
    if s.phase == PHASE_OVER:
        return None
    return variant_of(s).phases[s.phase].describe(s, s.queue[0])


def legal_actions(s: GameState) -> list[Action]:
    """Lists every legal action of the seat to move (stakes expanded in 100 D steps)."""
    d = decision(s)
    if d is None:
        return []
    out = variant_of(s).phases[d.kind].expand(s, d)
    if d.can_pass:
        out.append(Action(PASS))
    return out


def check_action(s: GameState, action: Action, d: Decision | None = None) -> None:
    """Raises IllegalAction (naming the rule) unless the action is legal now.

    ``d``: the current decision when the caller has just described it (a driver that built
    the seat's view); otherwise it is described here.
    """
    if d is None:
        d = decision(s)
    if d is None:
        raise IllegalAction("End of the Game", "the game is over")
    # Types before rules: 7.0 or True would pass a rule's comparison with a legal number,
    # a list where a colour belongs would crash a look-up (TypeError).
    problem = field_problem(action, _ACTION_FIELDS) if type(action) is Action else (
        "type", f"{action!r:.40} is not an action")
    if problem is not None:
        raise IllegalAction(_FIELD_RULES.get(problem[0]) or rule_of(s, d.kind),
                            problem[1])
    if action.type == PASS:
        if not d.can_pass:
            raise IllegalAction(rule_of(s, d.kind),
                                f"{s.players[d.seat].name} may not pass now")
        return
    variant_of(s).phases[d.kind].check(s, d, action)


_ACTION_FIELDS = field_specs(Action)  # each field's type, checked by game.core.actions


_FIELD_RULES = {"stake": "Betting"}  # a mistyped field's rule, if not the phase's own


def apply_action(s: GameState, action: Action, d: Decision | None = None) -> list[Event]:
    """Applies a legal action of the seat to move and advances to the next decision.

    ``d`` (optional) is ``decision(s)`` of this very state, unchanged since it was made:
    game.horsefever.match passes the one its view was built from, so it is not described twice.
    """
    check_action(s, action, d)
    events: list[Event] = []
    variant_of(s).phases[s.phase].handle(s, events, s.queue[0], action)
    _advance(s, events)
    return events
