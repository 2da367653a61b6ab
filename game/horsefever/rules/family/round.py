"""A round's start and end (rulebook: the round's phases, "End of Round Phase").

The start: bet tokens back in the reserve. The end: every card back into its deck,
reshuffled; the variant's clean-up (``Variant.end_round``); the first player card passes
clockwise; after the last round, the end of the game.
"""
from __future__ import annotations

from ..machine import Event, StepFn, fewer_than_two, variant_of
from ..rand import shuffle
from ..state import GameState
from .end_of_game import end_game


def _round_start(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Begins a round: bet tokens back in the reserve, the round announced."""
    s.round += 1
    s.bets = []
    s.race = None
    s.race_odds = {}
    s.queue = []
    s.bet_tokens = {c: s.data.players[len(s.players)].bet_tokens for c in s.colours}
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"type": "round_start", "seq": s.seq, "round": s.round,
                   "first_player": s.first_player, "odds": dict(s.odds)})
    return False


def _end_round(s: GameState, events: list[Event], fresh: bool) -> bool:
    """Cards back into their decks, reshuffled; the first player card passes clockwise."""
    deck = s.action_deck
    for colour in s.colours:
        for pc in s.lanes[colour]:
            deck.append(pc.card)
        for pc in s.discarded[colour]:
            deck.append(pc.card)
        s.lanes[colour] = []
        s.discarded[colour] = []
    for p in s.players:
        s.action_deck.extend(p.hand)
        p.hand.clear()
    s.movement_deck.extend(s.movement_used)
    s.movement_used = []
    shuffle(s.rng, s.movement_deck)
    variant = variant_of(s)
    extra = variant.end_round
    if extra is not None:
        extra(s, events)
    s.seq += 1  # emit()'s event as one literal (see emit)
    events.append({"type": "round_end", "seq": s.seq, "round": s.round})
    if s.round >= s.rounds or fewer_than_two(s):
        end_game(s, events)
        return False
    s.first_player = s.clockwise_from((s.first_player + 1) % len(s.players))[0]
    s.steps.extend(variant.round_script)  # this step is popped next: the new round follows
    return False


STEPS: dict[str, StepFn] = {"round_start": _round_start, "end_round": _end_round}
