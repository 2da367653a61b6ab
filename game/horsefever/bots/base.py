"""The bot interface and helpers shared by the bots (reading cards and views)."""
from __future__ import annotations

import random
from typing import Any, Mapping

from ...core.phases import Phase, decision_phase
from ...services.i18n import N_, _
from ..rules.actions import Action
from ..rules.data import GameData


_PHASES: Mapping[str, Phase] | None = None  # the game's phase table, once looked up
HANDLER_KEYS: dict[str, str] = {}  # a decision kind's handler key, once looked up (``handler``)


def handler(kind: str) -> str:
    """The bot handler key of a decision kind: its ``Phase.bot`` in the game's phase table
    (``game/horsefever/phases.py``: "bet" for first and second bets...). A kind without a
    phase raises ``UnknownPhase``. The table is imported when first asked (not at import
    time: a bot's module stays light), from the game itself, not the registry, so a bot
    plays wherever the engine does (a script that never named the games)."""
    key = HANDLER_KEYS.get(kind)
    if key is not None:
        return key
    global _PHASES
    if _PHASES is None:
        from ..phases import PHASES

        _PHASES = PHASES
    key = HANDLER_KEYS[kind] = decision_phase(_PHASES, kind).bot or ""
    return key


class Bot:
    """A seat played by the program: it sees a view and returns an action."""

    name = "bot"
    # Helper bots this bot holds (attribute names), each with a generator of its own.
    HELPERS: tuple[str, ...] = ()
    # True for a bot that reads nothing of its view but ``seat`` and ``decision``: the match
    # driver then builds only those (``HorseFeverGame.decision_view``, game/core/match.py).
    decision_only = False

    def __init__(self, data: GameData, rng: random.Random) -> None:
        self.data = data
        self.rng = rng
        self.last_reason = ""  # one line saying why it did what it did

    def choose(self, view: dict[str, Any]) -> Action:
        """Returns the action for the decision in ``view["decision"]``."""
        raise NotImplementedError

    def random_generators(self) -> dict[str, random.Random]:
        """Every generator the bot draws from, by name (``rng``, ``_simple.rng``...): a save
        keeps their states, so a resumed bot plays on as the uninterrupted one would (a bot
        keeps nothing else between decisions: ``tests/test_saves.py`` checks it)."""
        out = {"rng": self.rng}
        for helper in self.HELPERS:
            for name, rng in getattr(self, helper).random_generators().items():
                out[f"{helper}.{name}"] = rng
        return out


def card_sentiment(data: GameData, number: int) -> int:
    """+1 if an action card helps the horse it is played on, -1 if it hurts it."""
    card = data.action(number)
    if card.kind == "positive":
        return 1
    if card.kind == "negative":
        return -1
    score = 0
    for e in card.effects:
        if e.trigger == "reveal" and e.op == "odds":
            score += -1 if int(e.value) > 0 else 1  # type: ignore[arg-type]
        elif e.trigger == "reveal" and e.op == "discard":
            score += 1 if e.value == "negative" else -1
        elif e.trigger == "payoff":
            score += 1 if int(e.value) > 0 else -1  # type: ignore[arg-type]
    return 1 if score >= 0 else -1


# A bet's kind inside a bot's reason ("win on red at 1:3").
_KINDS = {"win": N_("win"), "show": N_("show")}


def kind_words(kind: str) -> str:
    """"win" / "show" in the player's language (any other kind as it is)."""
    return _(_KINDS[kind]) if kind in _KINDS else kind


def public_reason(reason: str, kind: str, options: dict[str, Any] | None,
                  action: Action) -> tuple[str, bool]:
    """The part of a bot's ``last_reason`` the other players may read (without its level),
    and whether it may only be read after the reveal.

    A bot knows its own hidden cards, and its reasons name them; the game log is public.
    So the reason for a card played face down is held back until the cards are turned
    face up (True), and a Goal card kept is not named at all. Everything else (bets,
    purchases, auctions, the photo finish) is public anyway.
    """
    text = reason.split(": ", 1)[1] if ": " in reason else reason
    if kind == "fix":
        return _("had played {reason}").format(reason=text), True
    if kind == "keep" and (options or {}).get("item") == "goal":
        return _("keeps one of the Goal cards drawn"), False
    if kind == "consent" and (options or {}).get("offer", {}).get("item") == "goal":
        return text.split(" (", 1)[0], False  # its value to the bot hints at which
    return text, False
