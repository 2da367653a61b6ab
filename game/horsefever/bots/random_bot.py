"""The random bot: a uniformly random legal choice, with sensible stakes."""
from __future__ import annotations

import random
from typing import Any, Sequence, TypeVar

from ...services.i18n import N_, _
from ..rules.actions import BET, PASS, PHOTO_PICK, PLAY_CARD, Action
from .base import HANDLER_KEYS, Bot, handler

T = TypeVar("T")

# Why it chose (``RandomBot.last_reason``), worded when read.
_PASSES = N_("passes")
_A_RANDOM_BET = N_("a random bet")
_A_RANDOM_CARD_ON_A_RANDOM_LANE = N_("a random card on a random lane")
_A_RANDOM_HORSE = N_("a random horse")
_A_RANDOM_CHOICE = N_("a random choice")


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
    decision_only = True  # (reads ``view["decision"]`` alone: choose())
    # Why it chose: a message worded only when asked (``last_reason``). The bot decides at
    # every move of a bots game; its words are read far less often.
    _why = ""

    @property  # type: ignore[override]
    def last_reason(self) -> str:
        return "random: " + _(self._why) if self._why else ""

    @last_reason.setter
    def last_reason(self, text: str) -> None:  # (the base class starts it at "")
        self._why = text

    def choose(self, view: dict[str, Any]) -> Action:
        d = view["decision"]
        o = d["options"]
        kind = d["kind"]
        key = HANDLER_KEYS.get(kind) or handler(kind)  # (known kinds without a call)
        rng = self.rng
        if key == "bet":
            if d["can_pass"] and rng.random() < 0.5:
                self._why = _PASSES
                return Action(PASS)
            horse = _choice(rng, sorted(o["horses"]))
            bet_kind = _choice(rng, o["horses"][horse])
            steps = (o["max_stake"] - o["min_stake"]) // o["step"]
            top = min(steps, 3)
            # rng.randint(0, top) is rng._randbelow(top + 1).
            extra = (_below(rng, top + 1) if top >= 0 and type(rng) is random.Random
                     else rng.randint(0, top))
            stake = o["min_stake"] + o["step"] * extra
            self._why = _A_RANDOM_BET
            # (Its fields by position, type, horse, kind, stake: a call with keywords costs
            # a third more, and the bot answers every decision of a bots game.)
            return Action(BET, horse, bet_kind, stake)
        if key == "fix":
            self._why = _A_RANDOM_CARD_ON_A_RANDOM_LANE
            card = _choice(rng, o["cards"])  # (drawn first: the draws as they always were)
            return Action(PLAY_CARD, _choice(rng, o["horses"]), None, 0, card)
        if key == "photo":
            self._why = _A_RANDOM_HORSE
            return Action(PHOTO_PICK, horse=_choice(rng, o["horses"]))
        self._why = _A_RANDOM_CHOICE
        return Action.from_json(_choice(rng, d["actions"]))
