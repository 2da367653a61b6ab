"""The Board Game, one module per chapter of the rulebook, on top of the Family Game's.

| chapter | module |
|---|---|
| Board Game preparation (its decks) | ``setup.py`` |
| the Purchase Phase (buying from the bank, drawing 4 and keeping 1) | ``purchases.py`` |
| prices (Assistants' and characters' discounts, clearance values) | ``prices.py`` |
| buying from another player, clearance sales | ``trading.py`` |
| loans (taken; repaid at the end) | ``loans.py`` |
| the starting lineup | ``lineup.py`` |
| Horse cards (race and reveal effects, Troy, Horse money, back to owners) | ``horse_cards.py`` |
| Assistants (Payoffs effects, Cédric Copieur) | ``assistants.py`` |
| star cards (star action cards' Payoffs, Eric Change) | ``star_cards.py`` |
| the Dutch and English VP auctions | ``auctions.py`` |
| the Final Stage's Goals | ``goals.py`` |
| what they share: action types, phases, decks, paying | ``common.py`` |

``BOARD_GAME`` is the variant as data: the Family Game's steps and phases plus these, its
round script and its hooks (setup, Horse card effects, end of round, final stage).
"""
from __future__ import annotations

from ..family import PHASES as FAMILY_PHASES
from ..family import STEPS as FAMILY_STEPS
from ..machine import StepFn, Variant
from ..state import BOARD
from . import assistants, auctions, horse_cards, lineup, purchases, star_cards, trading
from .common import (ACCEPT, BID, BUY, CARD_ITEMS, CLEARANCE, COPY, KEEP, LINEUP,
                     ODDS_MOVE, OFFER, ONCE_A_ROUND, PH_CEDRIC, PH_CONSENT, PH_DUTCH,
                     PH_ENGLISH, PH_ERIC, PH_KEEP, PH_LINEUP, PH_PURCHASE, PH_TROY)
from .goals import final_stage
from .setup import set_up

__all__ = ["BOARD_GAME", "ACCEPT", "BID", "BUY", "CARD_ITEMS", "CLEARANCE", "COPY", "KEEP",
           "LINEUP", "ODDS_MOVE", "OFFER", "ONCE_A_ROUND", "PH_CEDRIC", "PH_CONSENT",
           "PH_DUTCH", "PH_ENGLISH", "PH_ERIC", "PH_KEEP", "PH_LINEUP", "PH_PURCHASE",
           "PH_TROY"]

STEPS: dict[str, StepFn] = {**FAMILY_STEPS, **purchases.STEPS, **lineup.STEPS,
                            **horse_cards.STEPS, **star_cards.STEPS, **assistants.STEPS,
                            **auctions.STEPS}

BOARD_GAME = Variant(
    name=BOARD,
    round_script=(
        "round_start", "purchase", "purchase", "lineup", "first_bets", "fix", "second_bets",
        "reveal", "troy_copy", "reveal_odds", "eric_odds", "race", "payoffs", "star_cards",
        "horse_money", "assistant_money", "odds_update", "dutch_auction", "english_auction",
        "end_round"),
    steps=STEPS,
    phases={**FAMILY_PHASES, **purchases.PHASES, **trading.PHASES, **lineup.PHASES,
            **horse_cards.PHASES, **star_cards.PHASES, **assistants.PHASES, **auctions.PHASES},
    setup=set_up,
    end_round=horse_cards.end_round,
    game_end_returns=horse_cards.return_horses,
    final_stage=final_stage,
    horse_effects=horse_cards.race_effects,
    reveal_odds_extra=horse_cards.reveal_odds_extra,
)
