"""Ticket Gagnant (Célestine and Jean-Christophe Bouvier, 2024): push horses on a grid and
predict the podium, 2-6 players. Registered as ``ticket-gagnant`` when imported.

The rules are ``rules/`` (pure, one module per chapter); the components, maps, tables and
every house ruling are ``data/ticket_gagnant.toml`` (``data.py``).
"""
from __future__ import annotations

from ..core.registry import GameInfo, GameRules, SetupOption, register_game
from .actions import ACTIONS
from .bench import bench
from .bots import BOT_KINDS, make_bot
from .data import FILE, game_data
from .game import NAME, RULES_VERSION, TicketGagnantGame
from .phases import PHASES
from .rules.errors import TicketGagnantError
from .rules.state import MODES, VISIBILITIES


def N_(message: str) -> str:
    """Marks a message for the catalogs (game/services/i18n.py's ``N_``, without importing the
    words: importing the game's rules must load no gettext, tests/ticketgagnant)."""
    return message




def _rules() -> GameRules:
    """What the data file settles: the range of a custom number of races."""
    data = game_data()
    lo, hi = data.custom_races
    return GameRules(
        min_players=2, max_players=6,
        options=(
            SetupOption("players", "int", 4, N_("number of players"), lo=2, hi=6),
            SetupOption("mode", "choice", "basic", N_("basic (Flat only) or advanced "
                        "(the first player picks each race's discipline)"), choices=MODES),
            SetupOption("predictions", "choice", "visible", N_("the default of each race: "
                        "predictions visible or hidden"), choices=VISIBILITIES),
            SetupOption("races", "int", None, N_("number of races"), lo=lo, hi=hi,
                        none_means=N_("the table's number for the number of players")),
        ),
        version=RULES_VERSION)


INFO = register_game(GameInfo(
    name=NAME, title=N_("Ticket Gagnant"),
    description=N_("Push horses across the grid and predict the podium."),
    rules=_rules, new_game=TicketGagnantGame.new, load=TicketGagnantGame.load,
    phases=PHASES, actions=ACTIONS, error=TicketGagnantError, bot_kinds=BOT_KINDS,
    make_bot=make_bot, data_files=(FILE,), bench=bench,
    default_bots=("hard", "normal", "easy")))  # the levels of play, a short list repeating
