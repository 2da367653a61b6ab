"""Play a Round, the reveal: the Bet cards, Track Conditions, then each race in turn.

Higher speed wins a race, equal speeds tie. On a Wet track a Mudder's owner may run it up
to ``mudder_range`` faster or slower, never below ``min_speed``, chosen once both cards of
the race are face up (both owners in secret when both race a Mudder) [house ruling].
"""
from __future__ import annotations

from typing import Any

from ...core.rng import randbelow
from .deck import BHData
from .errors import BettorHorseError
from .state import SIDES, Emit, State, Table

RESULT = {1: "win", -1: "lose", 0: "draw"}


def cutter_seat(t: Table, number: int) -> int:
    """Whose deck is cut: the round's second seat first, then alternating [house ruling]."""
    return t.seats[1] if number % 2 == 0 else t.seats[0]


def cut(data: BHData, s: State, t: Table, number: int, emit: Emit) -> None:
    """Track Conditions: a random unplayed card of the cutter's deck; its back decides.

    The cut card stays where it is; only its back is shown (the event's ``card`` is
    nobody's to see). With nothing unplayed (Sudden Death) the whole colour deck is cut."""
    seat = cutter_seat(t, number)
    deck = s.hands[seat] if (s.hands[seat] and not t.sudden) else data.deck_ids(seat)
    card = deck[randbelow(s.rng, len(deck))]
    back = data.spec(card).back
    t.condition, t.cutter = back, seat
    emit({"type": "track_cut", "seq": None, "deck": seat, "card": card, "back": back,
          "condition": back})


def reveal_bets(t: Table, emit: Emit) -> None:
    t.revealed = True
    (s0, s1), (b0, b1) = t.seats, t.bets  # (both sides spelt out: every round)
    emit({"type": "bets_revealed", "seq": None,
          "bets": [{"seat": s0, "bet": b0}, {"seat": s1, "bet": b1}]})


def reveal_race(data: BHData, t: Table, emit: Emit) -> None:
    """Turns the next race's two cards face up; marks Mudders that may change (Wet)."""
    r = t.shown
    t.shown = r + 1
    wet = t.condition == "wet"
    specs = data.specs
    # (Both sides spelt out, not a loop: three races a round.)
    c0, c1 = t.slots[0][r], t.slots[1][r]
    p0, p1 = specs[c0], specs[c1]
    may0, may1 = wet and p0.mudder, wet and p1.mudder
    pending, changes = t.pending, t.changes
    pending[0], pending[1] = may0, may1
    changes[0] = changes[1] = None
    s0, s1 = t.seats
    emit({"type": "race_revealed", "seq": None, "race": r + 1, "runners": [
        {"seat": s0, "card": c0, "speed": p0.speed, "mudder": p0.mudder, "sure": p0.sure,
         "may_change": may0},
        {"seat": s1, "card": c1, "speed": p1.speed, "mudder": p1.mudder, "sure": p1.sure,
         "may_change": may1}]})


def mudder_chooser(t: Table) -> int | None:
    """The side whose Mudder change is still to choose (the first side first)."""
    for i in SIDES:
        if t.pending[i] and t.changes[i] is None:
            return i
    return None


def mudder_options(data: BHData, t: Table, side: int) -> list[int]:
    """The changes this side's Mudder may take now (0 always)."""
    speed = data.spec(t.slots[side][t.race]).speed
    r = data.mudder_range
    return [c for c in range(-r, r + 1) if speed + c >= data.min_speed]


def check_mudder(data: BHData, t: Table | None, track: bool, change: int) -> None:
    """Refuses a Mudder change: no Track Conditions, not Wet, no Mudder racing, or out of
    range / below the slowest speed."""
    if not track:
        raise BettorHorseError("mudder_no_track")
    if t is None or t.condition is None or mudder_chooser(t) is None:
        if t is not None and t.condition == "dry":
            raise BettorHorseError("mudder_on_dry")
        raise BettorHorseError("mudder_not_now")
    side = mudder_chooser(t)
    assert side is not None
    if abs(change) > data.mudder_range:
        raise BettorHorseError("mudder_out_of_range", change=change, range=data.mudder_range)
    speed = data.spec(t.slots[side][t.race]).speed
    if speed + change < data.min_speed:
        raise BettorHorseError("mudder_below_one", speed=speed, change=change,
                               min=data.min_speed)


def choose_mudder(t: Table, change: int, emit: Emit) -> None:
    """Records a (checked) change. When both racers run a Mudder the choice stays secret
    until both are in (``secret``); a lone Mudder's change is chosen in view of all."""
    side = mudder_chooser(t)
    assert side is not None
    t.changes[side] = change
    emit({"type": "mudder_chosen", "seq": None, "race": t.race + 1, "seat": t.seats[side],
          "change": change, "secret": t.pending[0] and t.pending[1]})


def resolve_race(data: BHData, t: Table, emit: Emit) -> None:
    """The race's result once the Mudder changes (if any) are in; slides the cards."""
    r = t.race
    specs = data.specs
    pending, changes = t.pending, t.changes
    speeds = [specs[t.slots[0][r]].speed, specs[t.slots[1][r]].speed]
    if pending[0] or pending[1]:
        for i in SIDES:
            if pending[i]:
                speeds[i] += changes[i] or 0
        emit({"type": "mudder_revealed", "seq": None, "race": r + 1,
              "changes": [{"seat": t.seats[i], "change": changes[i] or 0, "speed": speeds[i]}
                          for i in SIDES if pending[i]]})
    sign = (speeds[0] > speeds[1]) - (speeds[0] < speeds[1])
    first, second = RESULT[sign], RESULT[-sign]
    t.results[0].append(first)
    t.results[1].append(second)
    t.pending = [False, False]
    t.race = r + 1
    s0, s1 = t.seats
    emit({"type": "race_result", "seq": None, "race": r + 1, "speeds": speeds,
          "winner": None if sign == 0 else s0 if sign > 0 else s1,
          "results": [{"seat": s0, "result": first}, {"seat": s1, "result": second}]})


def round_outcome(results: list[str]) -> str:
    """A player's round outcome: 2 or more alike decide it; otherwise (W+L+D) a Draw.
    A single race (the final round) is its own outcome [house ruling]."""
    return _outcome(results, results.count("win"), results.count("lose"))


def _outcome(results: list[str], wins: int, losses: int) -> str:
    """``round_outcome`` from the tally of wins and losses."""
    n = len(results)
    if n == 1:
        return results[0]
    if wins * 2 > n:
        return "win"
    if losses * 2 > n:
        return "lose"
    return "draw"


def outcomes(t: Table) -> list[dict[str, Any]]:
    """Each side's tally, outcome, bet and whether the bet matched."""
    return [_side(t, 0), _side(t, 1)]  # (no loop, no appends: a round ends often)


def _side(t: Table, i: int) -> dict[str, Any]:
    """One side's part of ``outcomes``."""
    res = t.results[i]
    wins, losses = res.count("win"), res.count("lose")
    o = _outcome(res, wins, losses)
    bet = t.bets[i]
    return {"seat": t.seats[i], "wins": wins, "losses": losses,
            "draws": len(res) - wins - losses, "outcome": o, "bet": bet,
            "matched": bet == o, "cards": t.slots[i][:]}
