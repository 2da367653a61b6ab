"""Assistants (rulebook: "Assistant Cards"): their Payoffs effects clockwise from the first
player; Cédric Copieur copies another player's Assistant. (Their price effects are
``prices.py``, their hire bonus ``purchases.py``, their loan discount ``loans.py``.)
"""
from __future__ import annotations

from ..actions import Action
from ..data import Effect
from ..errors import IllegalAction
from ..family.payoffs import pay, winning_bet
from ..machine import Decision, Event, PhaseRules, StepFn, emit, wait
from ..state import GameState
from .common import COPY, PH_CEDRIC, board_data, charge


def _neighbour(s: GameState, seat: int, direction: int) -> int | None:
    """The next player still in to the left (+1, clockwise) or right (-1)."""
    n = len(s.players)
    for i in range(1, n):
        other = (seat + direction * i) % n
        if not s.players[other].eliminated:
            return other if other != seat else None
    return None


def _apply_assistant(s: GameState, events: list[Event], seat: int, card: int,
                     e: Effect, via: int | None = None) -> None:
    """One Assistant's Payoffs effect for ``seat`` (``via``: Cédric Copieur copying it)."""
    extra = {"card": card} if via is None else {"card": via, "copied": card}
    if e.op == "danari":
        pay(s, events, seat, int(e.value), 0, "assistant", **extra)  # type: ignore[arg-type]
    elif e.op == "danari_if_no_win":
        if not any(b.seat == seat and winning_bet(s, b) for b in s.bets):
            pay(s, events, seat, int(e.value), 0, "assistant", **extra)  # type: ignore[arg-type]
    elif e.op in ("take_left", "take_right"):
        victim = _neighbour(s, seat, 1 if e.op == "take_left" else -1)
        if victim is not None and charge(s, events, victim, int(e.value), "assistant_taken",  # type: ignore[arg-type]
                                         to=seat, **extra):
            pay(s, events, seat, int(e.value), 0, "assistant", source=victim, **extra)  # type: ignore[arg-type]


def _copyable(s: GameState, seat: int) -> list[int]:
    """Payoff Assistants other players hold that Cédric Copieur may copy."""
    out = []
    for other in s.active_seats():
        if other == seat:
            continue
        for n in s.players[other].assistants:
            if any(e.trigger == "payoff" and e.op != "copy_assistant"
                   for e in board_data(s).assistant(n).effects):
                out.append(n)
    return sorted(set(out))


def _assistant_money(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Assistants' Payoffs effects clockwise from the first player."""
    if fresh:
        s.board["assistant_queue"] = [[seat, n] for seat in s.clockwise_from(s.first_player)
                                      for n in s.players[seat].assistants]
    todo = s.board["assistant_queue"]
    while todo:
        seat, n = todo[0]
        if s.players[seat].eliminated:
            todo.pop(0)
            continue
        for e in board_data(s).assistant(n).effects:
            if e.trigger != "payoff":
                continue
            if e.op == "copy_assistant":
                options = _copyable(s, seat)
                if len(options) > 1:
                    s.queue = []
                    return wait(s, PH_CEDRIC, seat)
                if options:  # one Assistant to copy: no choice to ask for
                    _cedric_copy(s, events, seat, n, options[0], auto="one_target")
            else:
                _apply_assistant(s, events, seat, n, e)
        todo.pop(0)
    return False


def _cedric_copy(s: GameState, events: list[Event], seat: int, card: int, copied: int,
                 auto: str | None = None) -> None:
    extra = {"auto": auto} if auto else {}
    emit(s, events, "assistant_copy", round=s.round, seat=seat, card=card, copied=copied,
         **extra)
    for e in board_data(s).assistant(copied).effects:
        if e.trigger == "payoff":
            _apply_assistant(s, events, seat, copied, e, via=card)


def _describe_cedric(s: GameState, seat: int) -> Decision:
    return Decision(seat, PH_CEDRIC, f"{s.players[seat].name} (Cédric Copieur): choose "
                    "another player's Assistant to copy", {"cards": _copyable(s, seat)})


def _check_cedric(s: GameState, d: Decision, a: Action) -> None:
    if a.type != COPY or a.card not in d.options["cards"]:
        raise IllegalAction("Cédric Copieur", "copy one of the other players' Assistants")


def _handle_cedric(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    card = s.board["assistant_queue"].pop(0)[1]
    s.queue.pop(0)
    _cedric_copy(s, events, seat, card, a.card)  # type: ignore[arg-type]


STEPS: dict[str, StepFn] = {"assistant_money": _assistant_money}
PHASES = {PH_CEDRIC: PhaseRules("Cédric Copieur", _describe_cedric, _check_cedric,
                                _handle_cedric,
                                lambda s, d: [Action(COPY, card=c) for c in d.options["cards"]])}
