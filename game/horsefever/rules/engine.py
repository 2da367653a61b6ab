"""The phase machine: runs a variant's round script and dispatches its decisions.

A game moves from decision to decision. ``apply_action`` checks an action against the
current decision (raising ``IllegalAction`` and changing nothing when it breaks a rule),
applies it, then advances automatically through everything that needs no decision (the
reveal, race units, payoffs, a new round), returning the events that happened.

The rules themselves are the chapters of ``family/`` and ``board/``; the state's variant
picks them (``machine.variant_of``: a ``Variant`` of steps and phases, as data).
"""
from __future__ import annotations

from ...core.actions import field_problem, field_specs, fields_valid
from .actions import PASS, Action
from .data import GameData
from .errors import IllegalAction
from .family.setup import new_table
from .machine import (END_ROUND, Decision, Event, Variant, fewer_than_two, rule_of,
                      variant_of)
from .state import (FAMILY, PHASE_FIRST_BET, PHASE_FIX, PHASE_OVER, PHASE_SECOND_BET,
                    TERMINAL, GameState)


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


def _advance(s: GameState, events: list[Event], rules: Variant | None = None) -> None:
    """Runs the round's steps until a seat must decide or the game is over.

    Ruling (docs/rules-notes.md): once fewer than two players are still in, nobody is asked
    anything more: the rest of the round is skipped and its end-of-round step (cards back,
    Horse cards returned) ends the game.
    """
    steps = s.steps
    table = (rules or variant_of(s)).steps  # (``rules``: the state's, when the caller has it)
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


def check_action(s: GameState, action: Action, d: Decision | None = None,
                 fields_checked: bool = False) -> None:
    """Raises IllegalAction (naming the rule) unless the action is legal now.

    ``d``: the current decision when the caller has just described it (a driver that built
    the seat's view); otherwise it is described here. ``fields_checked``: the caller has
    checked the action's fields by type already, as strictly (the record of a typed action,
    ``game.horsefever.actions.from_engine``): they are not checked twice.
    """
    _check(s, variant_of(s), action, d, fields_checked)


def _check(s: GameState, variant: Variant, action: Action, d: Decision | None,
           fields_checked: bool) -> None:
    """``check_action`` with the state's variant looked up by the caller (``apply_action``
    needs it again: it is looked up once a move)."""
    if d is None:
        d = decision(s)
    if d is None:
        raise IllegalAction("End of the Game", "game_over")
    # Types before rules: 7.0 or True would pass a rule's comparison with a legal number,
    # a list where a colour belongs would crash a look-up (TypeError).
    if type(action) is not Action:
        raise IllegalAction(rule_of(s, d.kind), "not_an_action", action=f"{action!r:.40}")
    # (The fields' checks compiled into one test first; ``field_problem`` words a refusal.)
    problem = None if fields_checked or _FIELDS_VALID(action.__dict__) else \
        field_problem(action, _ACTION_FIELDS)
    if problem is not None:
        # The field's problem comes worded from game.core.actions (a programming error
        # in a caller, not a player's choice): it is passed on as it is.
        raise IllegalAction(_FIELD_RULES.get(problem[0]) or rule_of(s, d.kind),
                            "bad_field", field=problem[0], problem=problem[1])
    if action.type == PASS:
        if not d.can_pass:
            raise IllegalAction(rule_of(s, d.kind), "may_not_pass",
                                name=s.players[d.seat].name)
        return
    rules = variant.phases[d.kind]
    rules.check(s, d, action)
    # One definition of legal: a phase's check reads the fields it needs, so an action
    # that names one more (``Accept(card=99)`` at a Dutch auction, a Goal bought "for" a
    # horse) would pass it; the decision's listed actions are what is legal. (A bet and
    # race fixing are judged field by field, every field of theirs: not listed here.)
    if d.kind not in JUDGED_WHOLE:
        listed = d.actions_json  # (the list the seat's view was given, when it was built)
        if not (action.to_json() in listed if listed is not None
                else action in rules.expand(s, d)):
            raise IllegalAction(rules.rule, "not_offered", action=action.type)


_ACTION_FIELDS = field_specs(Action)  # each field's type, checked by game.core.actions
_FIELDS_VALID = fields_valid(Action)  # the same checks as one compiled test
# The decisions whose phase check judges every field an action of theirs has (bets: the
# horse, win or show, the stake; race fixing: the card and the lane): never listed.
JUDGED_WHOLE = frozenset((PHASE_FIRST_BET, PHASE_SECOND_BET, PHASE_FIX))


_FIELD_RULES = {"stake": "Betting"}  # a mistyped field's rule, if not the phase's own


def apply_action(s: GameState, action: Action, d: Decision | None = None,
                 fields_checked: bool = False) -> list[Event]:
    """Applies a legal action of the seat to move and advances to the next decision.

    ``d`` (optional) is ``decision(s)`` of this very state, unchanged since it was made:
    the game contract's adapter (``game.horsefever.game``) passes the one its view was built
    from, so it is not described twice; ``fields_checked`` as for ``check_action``.
    """
    variant = variant_of(s)
    _check(s, variant, action, d, fields_checked)
    events: list[Event] = []
    variant.phases[s.phase].handle(s, events, s.queue[0], action)
    _advance(s, events, variant)
    return events
