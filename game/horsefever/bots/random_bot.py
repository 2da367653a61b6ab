"""The random bot: a uniformly random legal choice, with sensible stakes."""
from __future__ import annotations

import random
from typing import Any, Sequence, TypeVar

from ..rules.actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .base import Bot, handler

T = TypeVar("T")


def _below(rng: random.Random, n: int) -> int:
    """``rng._randbelow(n)`` for ``n`` >= 1, what ``rng.choice`` and ``rng.randint`` draw,
    done inline (as game/horsefever/rules/rand.py does): the very same ``getrandbits`` draws."""
    bits = n.bit_length()
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return r


def _choice(rng: random.Random, seq: Sequence[T]) -> T:
    """``rng.choice(seq)``: the same element from the same draws (the bot chooses at every
    decision of the benchmark's games; the standard method is two Python calls deep)."""
    if type(rng) is not random.Random or not seq:
        return rng.choice(seq)
    n = len(seq)  # _below(rng, n), inline
    bits = n.bit_length()
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return seq[r]


class RandomBot(Bot):
    """Picks at random among the legal choices; stakes stay near the minimum bet."""

    name = "random"

    def choose(self, view: dict[str, Any]) -> Action:
        d = view["decision"]
        o = d["options"]
        key = handler(d["kind"])
        rng = self.rng
        if key == "bet":
            if d["can_pass"] and rng.random() < 0.5:
                self.last_reason = "random: passes"
                return Action(PASS)
            horse = _choice(rng, sorted(o["horses"]))
            bet_kind = _choice(rng, o["horses"][horse])
            steps = (o["max_stake"] - o["min_stake"]) // o["step"]
            top = min(steps, 3)
            # rng.randint(0, top) is rng._randbelow(top + 1).
            extra = (_below(rng, top + 1) if top >= 0 and type(rng) is random.Random
                     else rng.randint(0, top))
            stake = o["min_stake"] + o["step"] * extra
            self.last_reason = "random: a random bet"
            return Action(BET, horse=horse, kind=bet_kind, stake=stake)
        if key == "fix":
            self.last_reason = "random: a random card on a random lane"
            return Action(PLAY_CARD, card=_choice(rng, o["cards"]),
                          horse=_choice(rng, o["horses"]))
        if key == "photo":
            self.last_reason = "random: a random horse"
            return Action(PHOTO_PICK, horse=_choice(rng, o["horses"]))
        self.last_reason = "random: a random choice"
        return Action.from_json(_choice(rng, d["actions"]))
