"""Faster equivalents of ``random.Random.shuffle`` and ``randrange(n)``: the same numbers.

Every shuffle and die roll of a game comes from its one seeded ``random.Random``. The
standard methods reach ``getrandbits`` through two or three Python calls per number
(``randrange`` -> ``_randbelow`` -> ``getrandbits``, with argument checks); a game draws
a few hundred numbers, so these do the very same draws inline. For ``random.Random``
itself, ``_randbelow(n)`` draws ``n.bit_length()`` bits until the number is below ``n``
(CPython 3.11 and later); any other generator (a subclass may draw differently) is
simply asked. ``tests/test_rand.py`` checks both against the standard methods.
"""
from __future__ import annotations

import random
from typing import Any, MutableSequence


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
