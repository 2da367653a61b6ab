"""Penalties and elimination (rulebook: "The Minimum Bet": a player who cannot pay).

A player who cannot pay loses VP tokens; without them they are out of the game.
"""
from __future__ import annotations

from ..machine import Event, emit
from ..state import GameState


def penalty(s: GameState, events: list[Event], seat: int, reason: str) -> None:
    """A player who cannot pay loses 2 VP tokens; without them they are eliminated."""
    p = s.players[seat]
    lost = s.data.rules.penalty_vp
    if p.vp_tokens >= lost:
        p.vp_tokens -= lost
        emit(s, events, "bet_penalty", round=s.round, seat=seat, vp=-lost, vp_lost=lost,
             eliminated=False, reason=reason, vp_after=s.vp(seat))
    else:
        emit(s, events, "bet_penalty", round=s.round, seat=seat, vp=0, vp_lost=0,
             eliminated=True, reason=reason, vp_after=s.vp(seat))
        eliminate(s, events, seat, reason)


def eliminate(s: GameState, events: list[Event], seat: int, reason: str) -> None:
    """Takes a player out of the game; their cards stay where they are."""
    p = s.players[seat]
    if p.eliminated:
        return
    p.eliminated = True
    s.eliminations += 1
    p.eliminated_order = s.eliminations
    # Unplayed action cards go back to the deck now: they can never be played.
    s.action_deck.extend(p.hand)
    p.hand.clear()
    s.queue = [q for q in s.queue if q != seat]
    emit(s, events, "eliminated", round=s.round, seat=seat, reason=reason)
