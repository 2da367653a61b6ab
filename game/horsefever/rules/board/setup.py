"""Board Game preparation (rulebook: "Preparation", Board Game): the Goal, Assistant and
Horse decks shuffled, the loan cards counted (after the Family Game's setup).
"""
from __future__ import annotations

from ..machine import Event
from ..rand import shuffle
from ..state import GameState
from .common import board_data


def set_up(s: GameState, events: list[Event]) -> None:
    b = board_data(s)
    s.goal_deck = [g.number for g in b.goals]
    s.assistant_deck = [a.number for a in b.assistants]
    s.horse_deck = [h.number for h in b.horses]
    for deck in (s.goal_deck, s.assistant_deck, s.horse_deck):
        shuffle(s.rng, deck)
    s.loan_cards = b.prices.loan_cards
