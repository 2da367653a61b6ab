"""Betting (rulebook: "Betting Phase", "The Minimum Bet", "How to bet", "Bet to Win &
Bet to Show", "Second Bets").

Compulsory first bets clockwise from the first player, optional second bets
counter-clockwise ending with the first player (Antonio Vesuvio: a third). A seat that
cannot cover the minimum bet pays the penalty (``penalties.py``).
"""
from __future__ import annotations

from ..actions import BET, PASS, Action
from ..errors import IllegalAction
from ..machine import Decision, Event, PhaseRules, StepFn, emit, fewer_than_two, rule_of, wait
from ..state import (BET_KINDS, PHASE_FIRST_BET, PHASE_SECOND_BET, SHOW, WIN, Bet,
                     GameState)
from .characters import ability_value
from .end_of_game import end_game
from .penalties import penalty


def bets_allowed(s: GameState, seat: int) -> int:
    """How many bets a seat may place in a round (Antonio Vesuvio: more)."""
    return 2 + ability_value(s, seat, "bets", "extra", 0)


def bet_options(s: GameState, seat: int, which: str) -> dict[str, list[str]]:
    """Returns, per horse with a bet token left, the bet kinds this seat may place."""
    # A later bet on the same horse must be the other kind of bet.
    taken: dict[str, list[str]] = {}
    for b in s.bets:
        if b.seat == seat:
            taken.setdefault(b.horse, []).append(b.kind)
    tokens = s.bet_tokens
    out: dict[str, list[str]] = {}
    if not taken:  # (this seat's first bet: every horse with a token, both kinds)
        for colour in s.data.colours:
            if tokens[colour] > 0:
                out[colour] = [WIN, SHOW]  # BET_KINDS, as a fresh list for the caller
        return out
    for colour in s.data.colours:
        if tokens[colour] <= 0:
            continue
        had = taken.get(colour)
        if had is None:
            out[colour] = [WIN, SHOW]  # BET_KINDS, as a fresh list for the caller
        else:
            kinds = [k for k in BET_KINDS if k not in had]
            if kinds:
                out[colour] = kinds
    return out


def _has_bet_option(s: GameState, seat: int) -> bool:
    """``bool(bet_options(s, seat, ...))`` without building it: a token left on a horse
    this seat has not yet bet both ways on."""
    tokens = s.bet_tokens
    for colour in s.colours:
        if tokens[colour] > 0:
            kinds = 0
            for b in s.bets:
                if b.seat == seat and b.horse == colour:
                    kinds += 1
            if kinds < len(BET_KINDS):
                return True
    return False


def _can_cover(s: GameState, seat: int) -> bool:
    return s.players[seat].danari >= s.min_stake(seat)


def _first_bets(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Compulsory first bets clockwise from the first player; penalties when unaffordable."""
    if fresh:
        s.queue = s.clockwise_from(s.first_player)
    while s.queue and not fewer_than_two(s):
        seat = s.queue[0]
        if s.players[seat].eliminated:
            s.queue.pop(0)
            continue
        if not _can_cover(s, seat):
            penalty(s, events, seat, "minimum_bet")
            s.queue = [q for q in s.queue if q != seat]
            continue
        if not _has_bet_option(s, seat):
            _bet_pass(s, events, seat, "first", "no_tokens")
            s.queue.pop(0)
            continue
        return wait(s, PHASE_FIRST_BET, seat)
    if fewer_than_two(s):
        # Too few players left for a race: the stakes on the table go back to their owners,
        # and the bet tokens to the reserve.
        for b in s.bets:
            p = s.players[b.seat]
            p.danari += b.stake
            s.bet_tokens[b.horse] += 1
            emit(s, events, "bet_refund", round=s.round, seat=b.seat, horse=b.horse,
                 kind=b.kind, danari=b.stake, danari_after=p.danari)
        s.bets = []
        end_game(s, events)
    return False


def _second_bets(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Optional second bets counter-clockwise from the first player's right (first player last)."""
    if fresh:
        order = s.clockwise_from(s.first_player)
        s.queue = list(reversed(order[1:])) + order[:1]
        s.seq += 1  # emit()'s event as one literal (see emit)
        events.append({"type": "second_bets_start", "seq": s.seq, "round": s.round})
    while s.queue:
        seat = s.queue[0]
        if s.players[seat].eliminated:
            s.queue.pop(0)
            continue
        which = _later_bet_name(s, seat)
        reason = None
        if not _can_cover(s, seat):
            reason = "cannot_cover"
        elif not _has_bet_option(s, seat):
            reason = "no_tokens"
        if reason is None:
            return wait(s, PHASE_SECOND_BET, seat)
        _bet_pass(s, events, seat, which, reason)
        s.queue.pop(0)
    return False


_BET_WORDS = {"first": "place your first bet", "second": "place a second bet or pass",
              "third": "place a third bet (Antonio Vesuvio) or pass"}


def _describe_bet(s: GameState, seat: int) -> Decision:
    p = s.players[seat]
    step_d = s.data.rules.stake_step
    which = "first" if s.phase == PHASE_FIRST_BET else _later_bet_name(s, seat)
    lo = s.min_stake(seat)
    hi = (p.danari // step_d) * step_d
    return Decision(seat, s.phase, f"{p.name}: {_BET_WORDS[which]} (minimum {lo} D)",
                    {"horses": bet_options(s, seat, which), "min_stake": lo,
                     "max_stake": hi, "step": step_d, "which": which},
                    which != "first")


def _check_bet(s: GameState, d: Decision, action: Action) -> None:
    # (The phase's rule is looked up only for a refusal: a legal bet needs no words.)
    if action.type != BET:
        raise IllegalAction(rule_of(s, d.kind), "expected_bet", type=action.type)
    o = d.options
    if action.horse not in s.colours:
        raise IllegalAction(rule_of(s, d.kind), "no_horse", horse=action.horse)
    if s.bet_tokens[action.horse] <= 0:
        raise IllegalAction("Bet Tokens Table", "no_bet_token", horse=action.horse)
    if action.kind not in BET_KINDS:
        raise IllegalAction("Bet to Win & Bet to Show", "bet_kind", kind=action.kind)
    if action.kind not in o["horses"].get(action.horse, []):
        raise IllegalAction("Second Bets", "second_bet_kind")
    if not isinstance(action.stake, int) or isinstance(action.stake, bool):
        raise IllegalAction("Betting", "stake_whole", stake=action.stake)
    if action.stake % o["step"]:
        raise IllegalAction("Betting", "stake_step", stake=action.stake, step=o["step"])
    if action.stake < o["min_stake"]:
        raise IllegalAction("The Minimum Bet", "stake_min", stake=action.stake,
                            min=o["min_stake"])
    if action.stake > s.players[d.seat].danari:
        raise IllegalAction("Betting", "stake_max", stake=action.stake,
                            danari=s.players[d.seat].danari)


def _handle_bet(s: GameState, events: list[Event], seat: int, action: Action) -> None:
    which = "first" if s.phase == PHASE_FIRST_BET else _later_bet_name(s, seat)
    if action.type == PASS:
        _bet_pass(s, events, seat, which, "declined")
        s.queue.pop(0)
        return
    p = s.players[seat]
    p.danari -= action.stake
    s.bet_tokens[action.horse] -= 1  # type: ignore[index]
    s.bets.append(Bet(seat, action.horse, action.kind, action.stake, which))  # type: ignore[arg-type]
    s.seq += 1
    events.append({"type": "bet", "seq": s.seq, "round": s.round, "seat": seat,
                   "horse": action.horse, "kind": action.kind, "stake": action.stake,
                   "which": which, "danari_after": p.danari})
    # Antonio Vesuvio's third bet comes right after his second one.
    if not (which == "second" and bets_allowed(s, seat) > 2):
        s.queue.pop(0)


def _bet_pass(s: GameState, events: list[Event], seat: int, which: str, reason: str) -> None:
    """The ``bet_pass`` event: a seat places no (more) bets this round, and why."""
    s.seq += 1
    events.append({"type": "bet_pass", "seq": s.seq, "round": s.round, "seat": seat,
                   "which": which, "reason": reason})


def _later_bet_name(s: GameState, seat: int) -> str:
    """Names a seat's bet in the second-bet phase: its second, or Antonio's third."""
    for b in s.bets:
        if b.seat == seat and b.which == "second":
            return "third"
    return "second"


def _expand_bet(s: GameState, d: Decision) -> list[Action]:
    o = d.options
    return [Action(BET, horse=h, kind=k, stake=stake)
            for h, kinds in o["horses"].items() for k in kinds
            for stake in range(o["min_stake"], o["max_stake"] + 1, o["step"])]


STEPS: dict[str, StepFn] = {"first_bets": _first_bets, "second_bets": _second_bets}
PHASES = {PHASE_FIRST_BET: PhaseRules("First Bets", _describe_bet, _check_bet, _handle_bet,
                                      _expand_bet),
          PHASE_SECOND_BET: PhaseRules("Second Bets", _describe_bet, _check_bet, _handle_bet,
                                       _expand_bet)}
