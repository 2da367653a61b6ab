"""The random bot: a uniformly random legal choice, with sensible stakes."""
from __future__ import annotations

from typing import Any

from ..rules.actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .base import Bot


class RandomBot(Bot):
    """Picks at random among the legal choices; stakes stay near the minimum bet."""

    name = "random"

    def choose(self, view: dict[str, Any]) -> Action:
        d = view["decision"]
        o = d["options"]
        kind = d["kind"]
        rng = self.rng
        if kind in ("first_bet", "second_bet"):
            if d["can_pass"] and rng.random() < 0.5:
                self.last_reason = "random: passes"
                return Action(PASS)
            horse = rng.choice(sorted(o["horses"]))
            bet_kind = rng.choice(o["horses"][horse])
            steps = (o["max_stake"] - o["min_stake"]) // o["step"]
            stake = o["min_stake"] + o["step"] * rng.randint(0, min(steps, 3))
            self.last_reason = "random: a random bet"
            return Action(BET, horse=horse, kind=bet_kind, stake=stake)
        if kind == "fix":
            self.last_reason = "random: a random card on a random lane"
            return Action(PLAY_CARD, card=rng.choice(o["cards"]), horse=rng.choice(o["horses"]))
        if kind == "photo_finish":
            self.last_reason = "random: a random horse"
            return Action(PHOTO_PICK, horse=rng.choice(o["horses"]))
        self.last_reason = "random: a random choice"
        return Action.from_json(rng.choice(d["actions"]))
