"""The deal (rulebook, Family Game: "Action Cards"): two action cards to each player.

The Board Game buys its action cards in the Purchase Phase instead (``board/purchases.py``).
"""
from __future__ import annotations

from ..machine import Event, StepFn
from ..rand import shuffle
from ..state import GameState


def _deal(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Family Game deal: the action deck is shuffled and each player gets two cards."""
    shuffle(s.rng, s.action_deck)
    order = s.clockwise_from(s.first_player)
    for _ in range(s.data.rules.action_cards_dealt):
        for seat in order:
            if s.action_deck:
                s.players[seat].hand.append(s.action_deck.pop())
    for seat in order:
        hand = s.players[seat].hand
        s.seq += 1
        events.append({"type": "deal", "seq": s.seq, "round": s.round, "seat": seat,
                       "count": len(hand), "cards": list(hand)})
    return False


STEPS: dict[str, StepFn] = {"deal": _deal}
