"""Loans (rulebook: "Taking a Loan Card", "Pay Back Loans"): a loan card taken in the
Purchase Phase pays its sum now; at the end of the game it is repaid (an Assistant may
lower the sum), or the borrower is out of the game.
"""
from __future__ import annotations

from ..actions import Action
from ..family.penalties import eliminate
from ..machine import Event, emit
from ..state import GameState
from .common import assistant_effects, board_data


def take_loan(s: GameState, events: list[Event], seat: int, a: Action) -> None:
    """The seat takes a loan card of kind ``a.kind`` (checked by the purchase's rules)."""
    p = s.players[seat]
    b = board_data(s)
    loan = b.loans[a.kind]  # type: ignore[index]
    p.loans.append(loan.kind)
    s.loan_cards -= 1
    p.danari += loan.receive
    s.seq += 1
    events.append({"type": "loan_taken", "seq": s.seq, "round": s.round,
                   "seat": seat, "kind": loan.kind, "danari": loan.receive,
                   "repay": loan.repay, "danari_after": p.danari})
    s.queue.pop(0)


def repay_loans(s: GameState, events: list[Event]) -> None:
    """Clockwise from the first player: each loan is repaid, or its borrower is out."""
    b = board_data(s)
    for seat in s.clockwise_from(s.first_player):
        p = s.players[seat]
        for kind in list(p.loans):
            due = b.loans[kind].repay
            for _, e in assistant_effects(s, seat):
                if e.trigger == "loan" and e.op == "repay" and e.item == kind:
                    due = min(due, int(e.value))  # type: ignore[arg-type]
            if p.danari >= due:
                p.danari -= due
                p.loans.remove(kind)
                s.loan_cards += 1
                emit(s, events, "loan_repaid", round=s.round, seat=seat, kind=kind,
                     danari=-due, danari_after=p.danari)
            else:
                emit(s, events, "loan_default", round=s.round, seat=seat, kind=kind, due=due,
                     danari_after=p.danari)
                eliminate(s, events, seat, "loan")
                break
