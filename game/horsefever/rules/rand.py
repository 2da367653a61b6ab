"""Faster equivalents of ``random.Random.shuffle`` and ``randrange(n)``: the same numbers.

They know no game, so they live in ``game/core/rng.py``; this name stays for the rules
modules that import it.
"""
from __future__ import annotations

from ...core.rng import randbelow, shuffle

__all__ = ["randbelow", "shuffle"]
