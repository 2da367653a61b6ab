"""The starting lineup (rulebook: "Starting Lineup"): each owner of Horse cards may place
one on each stable they own, clockwise, before the bets.
"""
from __future__ import annotations

from ..actions import PASS, Action
from ..errors import IllegalAction
from ..machine import Decision, Event, PhaseRules, StepFn, emit, wait
from ..state import GameState
from .common import LINEUP, PH_LINEUP


def _lineup_choices(s: GameState, seat: int) -> tuple[list[int], list[str]]:
    p = s.players[seat]
    free = [c for c in p.stables if c not in s.lineup]
    return (list(p.horses) if free else []), free


def _lineup_step(s: GameState, events: list[Event], fresh: bool) -> bool:
    if fresh:
        s.queue = s.clockwise_from(s.first_player)
    while s.queue:
        seat = s.queue[0]
        cards, free = _lineup_choices(s, seat)
        if cards and free and not s.players[seat].eliminated:
            return wait(s, PH_LINEUP, seat)
        s.queue.pop(0)
    return False


def _describe_lineup(s: GameState, seat: int) -> Decision:
    cards, free = _lineup_choices(s, seat)
    return Decision(seat, PH_LINEUP, f"{s.players[seat].name}: place a Horse card on a "
                    "stable you own, or pass", {"cards": cards, "horses": free},
                    can_pass=True)


def _check_lineup(s: GameState, d: Decision, a: Action) -> None:
    if a.type != LINEUP or a.card not in d.options["cards"]:
        raise IllegalAction("Starting Lineup", "place one of your Horse cards")
    if a.horse not in d.options["horses"]:
        raise IllegalAction("Starting Lineup", "a Horse card goes on a stable you own that "
                            "has no Horse card yet")


def _handle_lineup(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    if a.type == PASS:
        emit(s, events, "lineup_pass", round=s.round, seat=seat)
        s.queue.pop(0)
        return
    s.players[seat].horses.remove(a.card)  # type: ignore[arg-type]
    s.lineup[a.horse] = {"seat": seat, "card": a.card}  # type: ignore[index]
    emit(s, events, "lineup", round=s.round, seat=seat, horse=a.horse, card=a.card)


STEPS: dict[str, StepFn] = {"lineup": _lineup_step}
PHASES = {PH_LINEUP: PhaseRules(
    "Starting Lineup", _describe_lineup, _check_lineup, _handle_lineup,
    lambda s, d: [Action(LINEUP, card=c, horse=h) for c in d.options["cards"]
                  for h in d.options["horses"]],
    lambda s, d: [{"type": LINEUP, "horse": h, "card": c} for c in d.options["cards"]
                  for h in d.options["horses"]])}
