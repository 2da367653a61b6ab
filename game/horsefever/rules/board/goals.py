"""The Final Stage (rulebook: "Final Stage"): loans are repaid (``loans.py``), then each
fulfilled Goal card scores its VP.
"""
from __future__ import annotations

from ..data import BoardCard
from ..machine import Event, emit
from ..state import GameState
from .common import board_data
from .loans import repay_loans


def _goal_count(s: GameState, seat: int, item: str) -> int:
    b = board_data(s)
    cards = s.players[seat].assistants if item == "assistant" else s.players[seat].horses
    total = 0
    for n in cards:
        card: BoardCard = b.assistant(n) if item == "assistant" else b.horse(n)
        counts = [int(e.value) for e in card.effects  # type: ignore[arg-type]
                  if e.trigger == "goals" and e.op == "count" and e.item == item]
        total += counts[0] if counts else 1
    return total


def measure(s: GameState, seat: int, what: str, vp_before: dict[int, int]) -> int:
    """What a Goal compares for one seat."""
    p = s.players[seat]
    return {"stables": lambda: len(p.stables),
            "assistants": lambda: _goal_count(s, seat, "assistant"),
            "goals": lambda: len(p.goals),
            "horses": lambda: _goal_count(s, seat, "horse"),
            "danari": lambda: p.danari,
            "vp": lambda: vp_before[seat]}[what]()


def final_stage(s: GameState, events: list[Event]) -> None:
    """Loans are repaid (or the borrower is out), then fulfilled Goals score."""
    b = board_data(s)
    repay_loans(s, events)
    active = s.active_seats()
    vp_before = {seat: s.vp(seat) for seat in active}
    goal_vp = b.prices.goal_vp
    for seat in active:
        seen: set[str] = set()
        for n in s.players[seat].goals:
            g = b.goal(n)
            if g.design in seen:
                emit(s, events, "goal_duplicate", seat=seat, card=n, design=g.design)
                continue
            seen.add(g.design)
            mine = measure(s, seat, g.measure, vp_before)
            values = [measure(s, other, g.measure, vp_before) for other in active]
            if g.compare == "most":
                ok = mine >= max(values) and mine > 0
            else:
                ok = mine <= min(values)
            if ok:
                s.players[seat].vp_tokens += goal_vp
                emit(s, events, "goal_scored", seat=seat, card=n, design=g.design,
                     vp=goal_vp, vp_after=s.vp(seat))
            else:
                emit(s, events, "goal_failed", seat=seat, card=n, design=g.design)
