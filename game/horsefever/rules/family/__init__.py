"""The Family Game, one module per chapter of the rulebook.

| chapter | module |
|---|---|
| Preparation | ``setup.py`` |
| a round's start and end | ``round.py`` |
| the deal of action cards | ``deal.py`` |
| betting (first and second bets) | ``betting.py`` |
| penalties and elimination | ``penalties.py`` |
| fixing the race | ``fixing.py`` |
| the reveal | ``reveal.py`` |
| the odds (moves, the update after the race) | ``odds.py`` |
| the race | ``race.py`` |
| the photo finish | ``photo_finish.py`` |
| payoffs | ``payoffs.py`` |
| characters' abilities | ``characters.py`` |
| the end of the game | ``end_of_game.py`` |

``FAMILY_GAME`` is the variant as data: its round script, its steps and its decision
phases, which ``engine.py`` runs. The Board Game (``game/horsefever/rules/board``) reuses them.
"""
from __future__ import annotations

from ..machine import StepFn, Variant
from ..state import FAMILY
from . import betting, deal, fixing, odds, payoffs, photo_finish, race, reveal, round

STEPS: dict[str, StepFn] = {**round.STEPS, **deal.STEPS, **betting.STEPS, **fixing.STEPS,
                            **reveal.STEPS, **race.STEPS, **payoffs.STEPS, **odds.STEPS}
PHASES = {**betting.PHASES, **fixing.PHASES, **photo_finish.PHASES}

FAMILY_GAME = Variant(
    name=FAMILY,
    round_script=("round_start", "deal", "first_bets", "fix", "second_bets", "reveal",
                  "reveal_odds", "race", "payoffs", "odds_update", "end_round"),
    steps=STEPS,
    phases=PHASES,
)
