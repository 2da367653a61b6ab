"""Seeded randomness for every game: one ``random.Random`` per game, sub-seeds derived from it.

A game draws every shuffle and die roll from its one seeded ``random.Random``; anything
else that needs chance (a bot, a fuzzing test, a re-deal of hidden cards) gets its own
generator derived from the game's seed and a name (``derive_rng(seed, "bot", seat)``), so
that it never disturbs the game's draws and replays from the same seed.

``shuffle`` and ``randbelow`` are faster equivalents of ``random.Random.shuffle`` and
``randrange(n)``: the same numbers. The standard methods reach ``getrandbits`` through two
or three Python calls per number (``randrange`` -> ``_randbelow`` -> ``getrandbits``, with
argument checks); a game draws a few hundred numbers, so these do the very same draws
inline. For ``random.Random`` itself, ``_randbelow(n)`` draws ``n.bit_length()`` bits until
the number is below ``n`` (CPython 3.11 and later); any other generator (a subclass may draw
differently) is simply asked. ``tests/test_rand.py`` checks both against the standard methods.
"""
from __future__ import annotations

import random
from typing import Any, MutableSequence


def derive_seed(*parts: Any) -> str:
    """A seed for a sub-generator: the parts joined by ``:`` (e.g. ``bot:7:2:simple``).

    ``random.Random`` seeds a string through SHA-512, the same on every run and platform
    (unlike ``hash()``), so the generator it makes replays.
    """
    return ":".join(str(p) for p in parts)


def derive_rng(*parts: Any) -> random.Random:
    """A generator of its own for ``parts`` (a name, the game's seed, a seat...)."""
    return random.Random(derive_seed(*parts))


def shuffle(rng: random.Random, x: MutableSequence[Any]) -> None:
    """``rng.shuffle(x)``: the same order, from the same draws."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    for i in reversed(range(1, len(x))):
        n = i + 1
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        x[i], x[j] = x[j], x[i]


def randbelow(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` for ``n`` >= 1: the same number, from the same draws."""
    if type(rng) is not random.Random or n < 1:
        return rng.randrange(n)
    bits = n.bit_length()
    r = rng.getrandbits(bits)
    while r >= n:
        r = rng.getrandbits(bits)
    return r
