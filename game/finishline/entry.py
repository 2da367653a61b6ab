"""Finish Line's entry in the game registry: imported, it registers ``finish-line``."""
from __future__ import annotations

from ..core.registry import GameInfo, SetupOption, register_game
from ..i18n import N_
from . import words  # noqa: F401  (plugs the words into the rules' error class)
from .actions import ACTIONS
from .bench import bench
from .bots import BOT_KINDS, make_bot
from .data import load_data
from .game import NAME, FinishLineGame, version
from .phases import PHASES
from .rules import FinishLineError



def _info() -> GameInfo:
    data = load_data()
    return GameInfo(
        name=NAME, title="Finish Line", min_players=2, max_players=4,
        description=N_("Draft and roll dice to push your horses home, "
                       "with secret win and place bets."),
        options=(SetupOption("players", "int", 3, N_("number of players"), lo=2, hi=4),),
        new_game=FinishLineGame.new, load=FinishLineGame.load, phases=PHASES,
        actions=ACTIONS, error=FinishLineError, bot_kinds=BOT_KINDS, make_bot=make_bot,
        version=version(data), bench=bench)


INFO = register_game(_info())
