"""The hard bot (work in progress)."""
from __future__ import annotations

from .normal_bot import NormalBot


class HardBot(NormalBot):
    name = "hard"
