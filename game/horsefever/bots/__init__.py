"""Bots: seats played by the program. Each decides from its own view only, with its own RNG."""
from __future__ import annotations

from ...core.rng import derive_rng
from ..rules.data import GameData
from .base import Bot
from .easy_bot import EasyBot
from .hard_bot import HardBot
from .normal_bot import NormalBot
from .random_bot import RandomBot
from .simple_bot import SimpleBot

BOT_KINDS: dict[str, type[Bot]] = {"random": RandomBot, "simple": SimpleBot}
BOT_KINDS["easy"] = EasyBot
BOT_KINDS["normal"] = NormalBot
BOT_KINDS["hard"] = HardBot


def make_bot(kind: str, data: GameData, game_seed: int, seat: int) -> Bot:
    """Builds a bot of this kind with an RNG seeded from the game seed and its seat."""
    if kind not in BOT_KINDS:
        raise ValueError(f"unknown bot {kind!r} (one of {', '.join(BOT_KINDS)})")
    rng = derive_rng("bot", game_seed, seat, kind)  # random.Random("bot:7:2:simple")
    return BOT_KINDS[kind](data, rng)
