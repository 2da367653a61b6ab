"""Finish Line's phases (``game.core.phases``): who decides, and what is secret.

Betting is the secret simultaneous phase: each sheet is filled behind a pass screen in
hot seat. The race's decisions (draw, use a die, an Extra move after the race) show
nothing secret: every die and face is on the table.
"""
from __future__ import annotations

from ..core.phases import Phase, Secrets, phase_table
from ..services.i18n import N_

PHASES = phase_table([
    Phase("bet", N_("Betting"), N_("Bets"),
          N_("Fill in your bet sheet in secret: up to 3 winner bets and 2 place bets."),
          Secrets.ALWAYS, widget="fl_bet_sheet", bot="bet", asks=N_("your bets"),
          task=N_("fill in their bet sheet")),
    Phase("draw", N_("The race"), N_("Draw a die"),
          N_("Take a die from the pool: your three dice must show two colours."),
          Secrets.NEVER, widget="fl_pool", bot="draw", asks=N_("a die to draw")),
    Phase("use", N_("Dice results"), N_("Use a die"),
          N_("Use one of your three dice as its face says, or put one out doing nothing."),
          Secrets.NEVER, widget="fl_dice", bot="use", asks=N_("a die to use")),
    Phase("extra", N_("When does the race end?"), N_("Extra move"),
          N_("Place your saved Extra move as a white horseshoe, or decline it."),
          Secrets.NEVER, widget="fl_dice", bot="use", asks=N_("your extra move")),
])
