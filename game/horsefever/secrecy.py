"""Re-dealing what one seat cannot see, consistently with what it sees (the secrecy test).

Hidden from a seat, by the rules: the other players' action cards in hand, the cards
behind the lanes its view shows face down, the other players' Goal cards, the order of
every deck, and the future dice (the generator's state). A re-deal gathers each kind of
hidden card into one pool, shuffles it and deals it back into the same places in the same
numbers, so every card is still in exactly one place and the seat's view is unchanged.
Cards drawn and waiting to be kept (``board["pending"]``) stay where they are.

The view is the criterion: a seat's own memory of events (a Goal card it sold to a player)
may name a card that the re-deal moves.
"""
from __future__ import annotations

import random

from ..core.rng import shuffle
from .rules.state import GameState, PlayedCard
from .rules.views import view_for


def redeal_hidden(s: GameState, seat: int, rng: random.Random) -> None:
    """Deals anew, in place, everything ``seat`` cannot see, drawing from ``rng``."""
    others = [p for p in s.players if p.seat != seat]
    # Action cards: the deck, the others' hands, and the lane cards face down to this seat
    # (its view says which: card None).
    lanes = view_for(s, seat)["lanes"]
    face_down = [(c, i) for c, cards in lanes.items()
                 for i, pc in enumerate(cards) if pc["card"] is None]
    pool = list(s.action_deck)
    for p in others:
        pool += p.hand
    for c, i in face_down:
        pool.append(s.lanes[c][i].card)
    shuffle(rng, pool)
    for p in others:
        p.hand = [pool.pop() for _ in p.hand]
    for c, i in face_down:
        s.lanes[c][i] = PlayedCard(s.lanes[c][i].seat, pool.pop())
    s.action_deck = pool
    # Goal cards lie face down in front of their holders: only counts are public.
    goals = list(s.goal_deck)
    for p in others:
        goals += p.goals
    shuffle(rng, goals)
    for p in others:
        p.goals = [goals.pop() for _ in p.goals]
    s.goal_deck = goals
    # Deck orders and the dice to come.
    for deck in (s.movement_deck, s.assistant_deck, s.horse_deck):
        shuffle(rng, deck)
    s.rng.seed(rng.getrandbits(64))
