"""Ticket Gagnant's phases (``game.core.phases``): predictions are secret and
simultaneous, so the hot-seat screen passes the device before each ticket."""
from __future__ import annotations

from ..core.phases import Phase, Secrets, phase_table
from .words import N_

PHASES = phase_table([
    Phase("race_setup", "Deal", N_("Race setup"),
          N_("The first player chooses the hand size, the discipline and whether the "
             "predictions are visible."), Secrets.NEVER, "tg_race_setup", "race_setup",
          asks=N_("the race's setup")),
    Phase("predict", "Predictions", N_("Predictions"),
          N_("Secretly predict 1 to 3 different horses for 1st, 2nd and 3rd."),
          Secrets.ALWAYS, "tg_predict", "predict", asks=N_("a prediction ticket"),
          task=N_("fill in their ticket")),
    Phase("play", "Movement", N_("Movement"),
          N_("Play one card: move a horse exactly its number of squares, or place one "
             "horse of a two-colour card next to the other."), Secrets.ALWAYS, "tg_play",
          "play", asks=N_("a card to play"), task=N_("play a card")),
    Phase("discard", "Dead cards", N_("No legal move"),
          N_("No card of your hand can be played: discard one."), Secrets.ALWAYS,
          "tg_discard", "discard", asks=N_("a card to discard"), task=N_("discard a card")),
])
