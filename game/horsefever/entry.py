"""Horse Fever's entry in the game registry: registered as ``horse-fever`` when this module is
imported (``game/catalogue.py`` names it: the registry imports it the first time Horse Fever is
asked for); ``game.horsefever.INFO`` is the same entry.
"""
from __future__ import annotations

from .bots import BOT_KINDS
from ..core.registry import GameInfo, GameRules, SetupOption, register_game
from ..services.i18n import N_
from .rules.data_files import FILES
from .rules.errors import IllegalAction
from .rules.identity import NAME, version
from .rules.state import VARIANTS
from .actions import ACTIONS
from .bot_seats import make_bot
from .game import HorseFeverGame, game_data
from .headless import result_line, save_meta
from .phases import PHASES
from . import words  # noqa: F401  (installs the refusals' sentences: str(IllegalAction))


def _bench(seconds: float) -> list[dict]:
    """Its ``make bench`` figures (``bench.py``, imported only when asked for)."""
    from .bench import bench
    return bench(seconds)


def _rules() -> GameRules:
    """What Horse Fever's data files settle: the player counts and rounds of the rounds
    table (data/rules.toml) and the data's identity in the version."""
    data = game_data()
    rules = data.rules
    return GameRules(
        min_players=min(data.players), max_players=max(data.players),
        options=(
            SetupOption("variant", "choice", VARIANTS[0], N_("Family Game or Board Game"),
                        choices=VARIANTS),
            SetupOption("players", "int", 4, N_("number of players"),
                        lo=min(data.players), hi=max(data.players)),
            SetupOption("stars", "bool", False, N_("star cards and characters (Board Game)")),
            SetupOption("rounds", "int", None, N_("number of rounds"), lo=rules.min_rounds,
                        hi=rules.max_rounds, none_means=N_("the rulebook's number for the "
                                     "number of players")),
        ),
        # The rules live in the data files too: their identity is part of the version.
        version=version(data))


INFO = register_game(GameInfo(
    name=NAME, title="Horse Fever",
    description=N_("Bet on a horse race, fix it with action cards, and get rich."),
    rules=_rules, new_game=HorseFeverGame.new, load=HorseFeverGame.load, phases=PHASES,
    actions=ACTIONS, error=IllegalAction, bot_kinds=tuple(BOT_KINDS), make_bot=make_bot,
    data_files=tuple(f.name for f in FILES), bench=_bench,
    # Three levels of play, a short list repeating: each seat plays with a purpose.
    default_bots=("normal", "easy", "simple"), result_line=result_line, save_meta=save_meta,
    # Its snapshot saves of before histories (format 1), read by this module when met.
    old_saves="game.horsefever.old_saves"))
