"""Horse Fever's bots behind the game contract: they answer with typed actions.

The bots themselves (``game/horsefever/bots``) read a seat's view and answer with the engine's
``Action``; this wraps one so that it answers with the typed action of ``actions.py``.
"""
from __future__ import annotations

from typing import Any

from .bots import make_bot as make_engine_bot
from .bots.base import Bot
from ..core.rng import rng_state_from_json, rng_state_to_json
from .actions import HorseFeverAction, from_engine
from .game import game_data


class BotSeat:
    """A seat played by one of the bots, seeded from the game's seed and its seat."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._last_view: dict[str, Any] = {}  # the view of the decision last chosen
        # The bot reads only its view's decision: the match driver gives it only that part
        # (a stand-in with a ``choose`` of its own, as tests wrap a bot, gets the whole view).
        self.decision_only: bool = getattr(bot, "decision_only", False)

    @property
    def last_options(self) -> dict[str, Any]:
        """The options of the decision last chosen (a copy, made when asked: the bot
        chooses at every move of a bots game, the table reads them for its reasons)."""
        d = self._last_view.get("decision")
        return dict(d.get("options") or {}) if isinstance(d, dict) else {}

    @property
    def name(self) -> str:
        """The bot's kind ("hard")."""
        return self.bot.name

    @property
    def last_reason(self) -> str:
        """One line saying why it did what it did (this decision's: "" if it said none)."""
        return self.bot.last_reason

    def choose(self, view: dict[str, Any]) -> HorseFeverAction:
        """The bot's action for the decision in ``view["decision"]``."""
        bot = self.bot
        bot.last_reason = ""  # a reason left from an earlier move must not be told
        self._last_view = view  # (a view is read, never changed: kept, not copied)
        return from_engine(bot.choose(view))

    def random_state(self) -> dict[str, Any]:
        """The states of every generator the bot draws from, as JSON (a save keeps them)."""
        return random_state(self.bot)

    def set_random_state(self, state: Any) -> None:
        """Restores ``random_state()``; ValueError (one line) if it does not fit the bot."""
        set_random_state(self.bot, state)


def random_state(bot: Bot) -> dict[str, Any]:
    """An engine bot's generators as JSON, by name (``rng``, ``_simple.rng``...)."""
    return {name: rng_state_to_json(r) for name, r in bot.random_generators().items()}


def set_random_state(bot: Bot, state: Any) -> None:
    """Restores ``random_state(bot)`` into ``bot``; ValueError (one line) if it does not
    fit: other generators than the bot has, or a malformed state."""
    have = bot.random_generators()
    if not isinstance(state, dict) or set(state) != set(have):
        got = sorted(state) if isinstance(state, dict) else type(state).__name__
        raise ValueError(f"a {bot.name} bot has the generators {sorted(have)}, not {got}")
    checked = {}
    for name in sorted(have):
        try:
            checked[name] = rng_state_from_json(state[name])
        except ValueError as e:
            raise ValueError(f"{name}: {e}") from None
    for name, st in checked.items():
        have[name].setstate(st)


def make_bot(kind: str, game_seed: int, seat: int) -> BotSeat:
    """A bot of this kind (``game.horsefever.bots.BOT_KINDS``) for this seat of this game."""
    return BotSeat(make_engine_bot(kind, game_data(), game_seed, seat))
