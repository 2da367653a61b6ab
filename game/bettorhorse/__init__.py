"""Bettor Horse (Senntertain, 2019): the card duel, 2, 4, 6 or 8 players.

Registered as ``bettor-horse`` when imported. ``rules/`` is the pure rules engine; this
package adapts it to the game contract (``game.py``), with typed actions, phases, bots,
English words and the bench figures.
"""
from __future__ import annotations

from ..core.registry import GameInfo, GameRules, SetupOption, register_game
from .actions import ACTIONS
from .bench import bench
from .bots import BOT_KINDS, make_bot
from .data import FILE, game_data
from .game import NAME, BettorHorseGame, version
from .phases import N_, PHASES
from .rules.errors import BettorHorseError


def _rules() -> GameRules:
    """What the data file settles: the player counts, and its identity in the version."""
    data = game_data()
    return GameRules(
        min_players=min(data.player_counts), max_players=max(data.player_counts),
        options=(
            SetupOption("players", "choice", min(data.player_counts), N_("number of players"),
                        choices=tuple(data.player_counts)),
            SetupOption("track_conditions", "bool", False,
                        N_("Track Conditions: Wet or Dry rounds, Mudders (optional rule)")),
        ),
        version=version(data))


INFO = register_game(GameInfo(
    name=NAME, title=N_("Bettor Horse"),
    description=N_("Race three horse cards, bet on your round, and fill your Purse."),
    rules=_rules, new_game=BettorHorseGame.new, load=BettorHorseGame.load, phases=PHASES,
    actions=ACTIONS, error=BettorHorseError, bot_kinds=BOT_KINDS, make_bot=make_bot,
    data_files=(FILE,), bench=bench,
    default_bots=("hard", "normal", "easy")))  # the levels of play, a short list repeating
