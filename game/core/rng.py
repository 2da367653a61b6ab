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

import math
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


_PLANS: dict[int, tuple[tuple[int, int], ...]] = {}  # a length's (i, bits of i + 1), i down


def shuffle(rng: random.Random, x: MutableSequence[Any]) -> None:
    """``rng.shuffle(x)``: the same order, from the same draws (each position's bit count
    worked out once per length of list: decks are shuffled again and again)."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    n = len(x)
    plan = _PLANS.get(n)
    if plan is None:
        plan = _PLANS[n] = tuple((i, (i + 1).bit_length()) for i in reversed(range(1, n)))
    getrandbits = rng.getrandbits
    for i, bits in plan:
        j = getrandbits(bits)
        while j > i:  # (j >= i + 1: drawn again, as random.Random._randbelow does)
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


MT_WORDS = 624  # the Mersenne Twister's state: 624 words and a position (getstate()[1])


def rng_state_to_json(rng: random.Random) -> list[Any]:
    """``rng.getstate()`` as JSON: ``[version, [625 whole numbers], gauss or null]``."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_state_from_json(v: Any) -> tuple[Any, ...]:
    """The state ``rng_state_to_json`` wrote, checked (``random.Random.setstate`` accepts
    states that make it fail later); raises ValueError with one line otherwise."""
    if not isinstance(v, list) or len(v) != 3:
        raise ValueError("a random generator state is [version, [625 numbers], gauss]")
    version, internal, gauss = v
    if type(version) is not int or version != 3:
        raise ValueError(f"random generator version {version!r:.20} is not 3")
    if not isinstance(internal, list) or len(internal) != MT_WORDS + 1:
        raise ValueError(f"a random generator state has {MT_WORDS + 1} numbers")
    for i, w in enumerate(internal[:MT_WORDS]):
        if type(w) is not int or not 0 <= w < 2 ** 32:
            raise ValueError(f"random generator word {i}: {w!r:.20} is not 0..2**32-1")
    pos = internal[MT_WORDS]
    if type(pos) is not int or not 0 <= pos <= MT_WORDS:
        raise ValueError(f"random generator position {pos!r:.20} is not 0..{MT_WORDS}")
    if not any(internal[:MT_WORDS]):
        raise ValueError("a random generator state of zeros never draws")
    if gauss is not None and (type(gauss) is not float or not math.isfinite(gauss)):
        raise ValueError(f"random generator gauss {gauss!r:.20} is not a number or null")
    return (version, tuple(internal), gauss)
