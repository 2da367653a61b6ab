"""Bots: seats played by the program. Each decides from its own view only, with its own RNG.

A kind's module is imported when a bot of that kind is first made: the easy, normal and
hard bots bring NumPy and the race estimator (``tipster/``), which a game of random or
simple bots, and the window's start, do without.
"""
from __future__ import annotations

import importlib

from ...core.rng import derive_rng
from ..rules.data import GameData
from .base import Bot

# kind -> (module, class), in order of strength.
_WHERE = {"random": ("random_bot", "RandomBot"), "simple": ("simple_bot", "SimpleBot"),
          "easy": ("easy_bot", "EasyBot"), "normal": ("normal_bot", "NormalBot"),
          "hard": ("hard_bot", "HardBot")}
BOT_KINDS: tuple[str, ...] = tuple(_WHERE)
_CLASSES: dict[str, type[Bot]] = {}  # each kind's class once imported (asked at every game)


def bot_class(kind: str) -> type[Bot]:
    """The class of a kind of bot (its module imported now if it was not yet)."""
    cls = _CLASSES.get(kind)
    if cls is None:
        if kind not in _WHERE:
            raise ValueError(f"unknown bot {kind!r} (one of {', '.join(BOT_KINDS)})")
        module, name = _WHERE[kind]
        cls = _CLASSES[kind] = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    return cls


def make_bot(kind: str, data: GameData, game_seed: int, seat: int) -> Bot:
    """Builds a bot of this kind with an RNG seeded from the game seed and its seat."""
    cls = bot_class(kind)
    rng = derive_rng("bot", game_seed, seat, kind)  # random.Random("bot:7:2:simple")
    return cls(data, rng)
