"""Placeholder until the thinking bots land."""
from .bots import RandomBot


class EasyBot(RandomBot):
    kind = "easy"


class NormalBot(RandomBot):
    kind = "normal"


class HardBot(RandomBot):
    kind = "hard"
