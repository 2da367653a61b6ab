"""Fixing the race (rulebook: "Fixing the Race"): action cards played face down on lanes,
one a turn, clockwise, until every hand is empty.
"""
from __future__ import annotations

from ..actions import PLAY_CARD, Action
from ..errors import IllegalAction
from ..machine import Decision, Event, PhaseRules, StepFn, wait
from ..state import PHASE_FIX, GameState, PlayedCard


def _fix(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Every action card in hand is played face down, one a turn, clockwise."""
    if fresh:
        s.queue = [seat for seat in s.clockwise_from(s.first_player) if s.players[seat].hand]
        s.seq += 1  # emit()'s event as one literal (see emit)
        events.append({"type": "fixing_start", "seq": s.seq, "round": s.round})
    s.queue = [q for q in s.queue if s.players[q].hand and not s.players[q].eliminated]
    if s.queue:
        return wait(s, PHASE_FIX, s.queue[0])
    return False


def _describe_fix(s: GameState, seat: int) -> Decision:
    p = s.players[seat]
    return Decision(seat, PHASE_FIX, f"{p.name}: play an action card face down on a lane",
                    {"cards": list(p.hand), "horses": list(s.colours)})


def _check_fix(s: GameState, d: Decision, action: Action) -> None:
    if action.type != PLAY_CARD:
        raise IllegalAction("Fixing the Race", "expected_card", type=action.type)
    if action.card not in d.options["cards"]:
        raise IllegalAction("Fixing the Race", "not_in_hand", card=action.card,
                            name=s.players[d.seat].name)
    if action.horse not in s.colours:
        raise IllegalAction("Fixing the Race", "no_lane", horse=action.horse)


def _handle_fix(s: GameState, events: list[Event], seat: int, action: Action) -> None:
    p = s.players[seat]
    p.hand.remove(action.card)  # type: ignore[arg-type]
    s.lanes[action.horse].append(PlayedCard(seat, action.card))  # type: ignore[index,arg-type]
    s.seq += 1
    events.append({"type": "action_played", "seq": s.seq, "round": s.round, "seat": seat,
                   "horse": action.horse, "card": action.card})
    s.queue.pop(0)
    if p.hand:
        s.queue.append(seat)


def _expand_fix(s: GameState, d: Decision) -> list[Action]:
    return [Action(PLAY_CARD, card=c, horse=h) for c in sorted(set(d.options["cards"]))
            for h in d.options["horses"]]


STEPS: dict[str, StepFn] = {"fix": _fix}
PHASES = {PHASE_FIX: PhaseRules("Fixing the Race", _describe_fix, _check_fix, _handle_fix,
                                _expand_fix)}
