"""The bot interface and helpers shared by the bots (reading cards and views)."""
from __future__ import annotations

import random
from typing import Any

from ..rules.actions import Action
from ..rules.data import GameData


class Bot:
    """A seat played by the program: it sees a view and returns an action."""

    name = "bot"

    def __init__(self, data: GameData, rng: random.Random) -> None:
        self.data = data
        self.rng = rng
        self.last_reason = ""  # one line saying why it did what it did

    def choose(self, view: dict[str, Any]) -> Action:
        """Returns the action for the decision in ``view["decision"]``."""
        raise NotImplementedError


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
