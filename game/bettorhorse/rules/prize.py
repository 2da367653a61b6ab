"""Bet Outcome and The Pool: where a round's horse cards go.

Your bet alone matches: all the round's cards to your Purse. Both match: each banks their
own. Neither: all to the Pool. The Pool goes to the final round's matching bets, split
evenly; an odd card, or a Pool nobody won, is set aside [house ruling].
"""
from __future__ import annotations

from typing import Any

from .state import Emit, State, Table


def award(s: State, t: Table, outs: list[dict[str, Any]], emit: Emit) -> str:
    """Moves the round's cards by the prize rule; returns the rule used."""
    matched = [outs[0]["matched"], outs[1]["matched"]]
    cards = t.slots[0] + t.slots[1]
    if matched[0] != matched[1]:
        rule = "alone"
        seat = t.seats[0 if matched[0] else 1]
        emit({"type": "prize", "seq": None, "rule": rule, "winners": [seat]})
        _move(s.purses[seat], cards, "purse", seat, emit)
    elif matched[0]:
        rule = "both"
        emit({"type": "prize", "seq": None, "rule": rule, "winners": list(t.seats)})
        for i in (0, 1):
            _move(s.purses[t.seats[i]], t.slots[i], "purse", t.seats[i], emit)
    else:
        rule = "neither"
        emit({"type": "prize", "seq": None, "rule": rule, "winners": []})
        _move(s.pool, cards, "pool", None, emit)
    t.slots = [[], []]
    return rule


def set_aside(s: State, emit: Emit) -> None:
    """After the final: every card still in a hand is set aside (never raced)."""
    for seat, hand in enumerate(s.hands):
        if hand:
            cards = list(hand)
            hand.clear()
            s.aside.extend(cards)
            emit({"type": "set_aside", "seq": None, "seat": seat, "cards": cards,
                  "reason": "unraced"})


def award_pool(s: State, emit: Emit) -> None:
    """The Pool to the final's matching bets, split in the order the cards entered it."""
    winners = sorted(set(s.pool_matched))
    pool = list(s.pool)
    share = len(pool) // len(winners) if winners else 0
    emit({"type": "pool_awarded", "seq": None, "winners": winners, "share": share,
          "cards": len(pool), "remainder": len(pool) - share * len(winners)})
    s.pool.clear()
    for k, seat in enumerate(winners):
        _move(s.purses[seat], pool[k * share:(k + 1) * share], "purse", seat, emit)
    rest = pool[share * len(winners):]
    if rest:
        s.aside.extend(rest)
        emit({"type": "set_aside", "seq": None, "seat": None, "cards": rest, "reason": "pool"})


def _move(dest: list[str], cards: list[str], to: str, seat: int | None, emit: Emit) -> None:
    if cards:
        dest.extend(cards)
        emit({"type": "cards_moved", "seq": None, "cards": list(cards), "to": to, "seat": seat})
