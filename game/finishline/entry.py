"""Finish Line's entry in the game registry: imported, it registers ``finish-line``."""
from __future__ import annotations

from ..core.registry import GameInfo, GameRules, SetupOption, register_game
from ..services.i18n import N_
from . import words  # noqa: F401  (plugs the words into the rules' error class)
from .actions import ACTIONS
from .bench import bench
from .bots import BOT_KINDS, make_bot
from .data import FILE, load_data
from .game import NAME, FinishLineGame, version
from .phases import PHASES
from .rules import FinishLineError


def _rules() -> GameRules:
    """What the data file settles: its identity, in the version."""
    return GameRules(
        min_players=2, max_players=4,
        options=(SetupOption("players", "int", 3, N_("number of players"), lo=2, hi=4),),
        version=version(load_data()))


INFO = register_game(GameInfo(
    name=NAME, title=N_("Finish Line"),
    description=N_("Draft and roll dice to push your horses home, "
                   "with secret win and place bets."),
    rules=_rules, new_game=FinishLineGame.new, load=FinishLineGame.load, phases=PHASES,
    actions=ACTIONS, error=FinishLineError, bot_kinds=BOT_KINDS, make_bot=make_bot,
    data_files=(FILE,), bench=bench,
    default_bots=("hard", "normal", "easy")))  # the levels of play, a short list repeating
