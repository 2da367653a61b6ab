"""Bettor Horse's phases as ``Phase`` objects (``game.core.phases``).

Choosing horses and a bet is secret (a pass screen stands before it in hot seat); a
Mudder change is secret only when both racers hold a Mudder (they choose at once).
"""
from __future__ import annotations

from ..core.phases import Phase, Secrets, phase_table


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs, as ``game.services.i18n.N_`` does (the screen translates
    it where it shows it). Not imported from ``game.services.i18n``: this module is loaded with the
    game's package, also when only its rules package is imported, and the rules load no
    words (tests/core/test_rules_packages.py)."""
    return message


PHASES = phase_table([
    Phase("horse", "Choose Horses", N_("Choose horses"),
          N_("Place your horse cards face down, in race order: the first races first."),
          Secrets.ALWAYS, widget="bh_horse", bot="horse", asks=N_("your horses"),
          task=N_("choose their horses in secret")),
    Phase("bet", "Make Bets", N_("Make a bet"),
          N_("Bet on your round: Win (2 of 3 races won), Lose (2 lost) or Draw."),
          Secrets.ALWAYS, widget="bh_bet", bot="bet", asks=N_("your bet"),
          task=N_("choose their bet in secret")),
    Phase("mudder", "Track Conditions", N_("Mudder"),
          N_("The track is Wet: your Mudder may run 1 faster or 1 slower."),
          Secrets.NEVER, widget="bh_mudder", bot="mudder",
          secret_when=lambda options: bool(options.get("simultaneous")),
          asks=N_("your Mudder's speed"), task=N_("choose their Mudder's speed")),
    Phase("reveal", "Play a Round", N_("The reveal"),
          N_("Bets turn face up together, then each race's two horses."),
          Secrets.NEVER, widget=None, bot=None),
    Phase("sudden", "Sudden Death", N_("Sudden Death"),
          N_("Tied leaders race any 3 Purse cards (later 3 horses dealt at random) until one "
             "bet alone matches."),
          Secrets.NEVER, widget=None, bot=None),
])
