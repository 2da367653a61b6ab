"""Horse Fever's bots behind the game contract: they answer with typed actions.

The bots themselves (``game/bots``) read a seat's view and answer with the engine's
``Action``; this wraps one so that it answers with the typed action of ``actions.py``.
"""
from __future__ import annotations

from typing import Any

from ..bots import make_bot as make_engine_bot
from ..bots.base import Bot
from .actions import HorseFeverAction, from_engine
from .game import game_data


class BotSeat:
    """A seat played by one of the bots, seeded from the game's seed and its seat."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @property
    def last_reason(self) -> str:
        """One line saying why it did what it did."""
        return self.bot.last_reason

    def choose(self, view: dict[str, Any]) -> HorseFeverAction:
        """The bot's action for the decision in ``view["decision"]``."""
        return from_engine(self.bot.choose(view))


def make_bot(kind: str, game_seed: int, seat: int) -> BotSeat:
    """A bot of this kind (``game.bots.BOT_KINDS``) for this seat of this game."""
    return BotSeat(make_engine_bot(kind, game_data(), game_seed, seat))
