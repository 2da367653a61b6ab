"""Bettor Horse's rules, pure and deterministic: no screen, no words, no files.

One module per chapter of the leaflet: ``deck`` (the cards, from data), ``state`` (the
position as JSON), ``schedule`` (who races whom: 2 players and "4+ Players"), ``choose``
("Play a Round": horses and bets), ``race`` (the reveal, Track Conditions, the Mudder),
``prize`` ("Bet Outcome", "The Pool"), ``finish`` ("Finishing the Game", "Sudden Death"),
``engine`` (whose decision, legal actions, apply), ``views`` (what each seat sees, the
re-deal of hidden cards). Refusals are ``BettorHorseError(code, **params)``.
"""
from __future__ import annotations

from .engine import Engine
from .errors import BettorHorseError

__all__ = ["BettorHorseError", "Engine"]
