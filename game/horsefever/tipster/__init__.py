"""The tipster: race-odds estimates from one seat's view, for the bots and the game panel.

Pure Python and NumPy: no pygame, no game state. ``estimate(view, data)`` simulates the
rest of the race a few thousand times from what the seat may see and returns each horse's
chance to win, to finish in the top 3 (show) and its expected place.

    from game.horsefever.tipster import estimate
    est = estimate(game.view(seat), data, races=2000, rng=7)
    est.p_win["red"], est.p_show["red"], est.exp_place["red"]
"""
from __future__ import annotations

from .chance import Forced, draw_chance
from .estimate import DEFAULT_RACES, Estimate, estimate, estimate_situation, summarise
from .model import placement_policy
from .simulate import SimResult, simulate
from .situation import UNKNOWN, Situation, Slot, situation_from_view
from .tables import Tables, tables_for

__all__ = ["estimate", "estimate_situation", "summarise", "Estimate", "DEFAULT_RACES",
           "simulate", "draw_chance", "Forced", "SimResult", "Situation", "Slot", "UNKNOWN",
           "situation_from_view", "Tables", "tables_for", "placement_policy"]
