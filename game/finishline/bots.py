"""Finish Line's bots: random, easy, normal, hard. Each reads only its own view (a dict).

* random: a uniformly random legal action.
* easy: modest bets on the two favourites by the odds; uses a die only to push one of
  its horses, greedily.
* normal: bets on the two best values by the position estimate (``estimate.py``), the
  stakes split by its estimated chances; uses each die where the estimate of its bets'
  worth gains most (pushing its horses or holding back their rivals).
* hard: estimates each horse's chance to win and place by simulating the rest of the
  race (the remaining dice known, every use random-legal), stakes by fractional Kelly,
  and picks dice as normal does with those sharper chances.
``last_reason`` is a reason code and its parameters (``words.bot_reason`` words it).
"""
from __future__ import annotations

from typing import Any

from ..core.legal import ActionSet
from ..core.rng import derive_rng, rng_state_from_json, rng_state_to_json
from .actions import FinishLineAction
from .game import families, sample

BOT_KINDS = ("random", "easy", "normal", "hard")


class RandomBot:
    """A uniformly random legal action, from the view's described options."""

    kind = "random"

    def __init__(self, game_seed: int, seat: int) -> None:
        self.rng = derive_rng("finish-line-bot", game_seed, seat, self.kind)
        self.seat = seat
        self.last_reason: tuple[str, dict[str, Any]] = ("random", {})

    def legal(self, view: dict[str, Any]) -> ActionSet:
        d = view["decision"]
        return ActionSet(tuple(families(d["phase"], d["options"])))

    def choose(self, view: dict[str, Any]) -> FinishLineAction:
        self.last_reason = _RANDOM_REASON  # (one reason for every move: read, never changed)
        d = view["decision"]  # (the action legal().sample would give, families unbuilt)
        return sample(d["phase"], d["options"], self.rng)

    def random_state(self) -> dict[str, Any]:
        return {"rng": rng_state_to_json(self.rng)}

    def set_random_state(self, state: Any) -> None:
        if not isinstance(state, dict) or set(state) != {"rng"}:
            raise ValueError(f"a {self.kind} bot has the generator rng only")
        self.rng.setstate(rng_state_from_json(state["rng"]))


_RANDOM_REASON: tuple[str, dict[str, Any]] = ("random", {})


def make_bot(kind: str, game_seed: int, seat: int) -> Any:
    """A bot of this kind for this seat of this game."""
    from .smart import EasyBot, HardBot, NormalBot
    classes = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
    if kind not in classes:
        raise ValueError(f"no Finish Line bot {kind!r} (kinds: {', '.join(BOT_KINDS)})")
    return classes[kind](game_seed, seat)
