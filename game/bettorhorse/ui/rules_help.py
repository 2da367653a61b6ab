"""The rules help (F1) of Bettor Horse: the rules text in short, then every house ruling
marked "House ruling" (from the data file, ``words.house_rulings``)."""
from __future__ import annotations

from typing import Any

from ...i18n import N_, _
from .. import words
from ..data import game_data

RULES = [
    (N_("Bettor Horse"), N_("Each player has a colour deck of 24 horse cards (speeds 1 to 8; 1 is "
     "the slowest) and the three Bet cards Win, Lose and Draw. The player with the most "
     "cards in their Purse at the end wins.")),
    (N_("A round"), N_("Each player secretly places 3 horse cards face down in race order and one "
     "Bet card. The Bet cards are revealed together, then races 1, 2 and 3 one at a time: "
     "the higher speed wins, equal speeds tie.")),
    (N_("Your round's outcome"), N_("Win 2 races: Win. Lose 2 races: Lose. Otherwise Draw (two "
     "ties, or one win, one loss and one tie).")),
    (N_("The prize"), N_("If your bet alone matches your outcome, all 6 cards go to your Purse. If "
     "both bets match, each player banks their own 3 cards. If neither matches, all 6 go "
     "to the Pool.")),
    (N_("Track Conditions"), N_("Optional rule: after the bets a card is cut to decide Wet or Dry. "
     "On Wet, a Mudder's owner may play it 1 higher or lower after seeing the opposing "
     "card.")),
    (N_("The final round"), N_("Each player chooses 1 of their last 3 cards; the race follows the "
     "normal prize rule. The Pool goes to the final round's matching bet.")),
    (N_("Sudden Death"), N_("Tied players race any 3 of their Purse cards, again and again, until "
     "one bet alone matches. House ruling: when chosen rounds leave the tie, the horses are "
     "then dealt at random from each player's colour deck and only the bets are chosen (the "
     "house ruling \"Sudden Death\" below says when).")),
]


def rules_sections(info: Any) -> list[tuple[str, str]]:
    """The sections of the rules help, house rulings last and marked."""
    out = [(_(title), _(text)) for title, text in RULES]
    out += [(_(ph.title), _(ph.explanation)) for ph in info.phases.values()]
    return out + words.house_rulings(game_data())
