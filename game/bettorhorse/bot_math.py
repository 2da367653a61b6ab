"""The bots' arithmetic (numpy): round outcomes of card multisets against each other.

The decks are public, so a bot reasons about *speed multisets*: a hand of 24 cards has at
most a hundred-odd distinct triples of speeds, few enough to weigh every one of its own
and every one the opponent may race (card counting: the opponent's unplayed cards).
"""
from __future__ import annotations

import itertools
from collections import Counter
from math import comb
from typing import Callable, Sequence

import numpy as np

PERMS = np.array(list(itertools.permutations(range(3))))
MIRROR = np.array([1, 0, 2])  # an outcome code (0 win, 1 lose, 2 draw) seen from the other side


def codes(mine: np.ndarray, theirs: np.ndarray, n: int) -> np.ndarray:
    """Outcome codes (0 win, 1 lose, 2 draw) of every row of ``mine`` (C x n speeds, in race
    order) against every row of ``theirs`` (D x n): a C x D array."""
    diff = np.sign(mine[:, None, :] - theirs[None, :, :])
    w = (diff > 0).sum(axis=2)
    lo = (diff < 0).sum(axis=2)
    if n == 1:
        return np.where(w > 0, 0, np.where(lo > 0, 1, 2))
    return np.where(2 * w > n, 0, np.where(2 * lo > n, 1, 2))


def outcome_probs(mine: Sequence[Sequence[int]], theirs: Sequence[Sequence[int]],
                  n: int) -> np.ndarray:
    """P[i, j, outcome]: my multiset i, in a random race order, against their j."""
    ms, ts = np.array(mine), np.array(theirs)
    perms = PERMS if n == 3 else np.array([list(range(n))])
    p = np.zeros((len(mine), len(theirs), 3))
    for order in perms:
        c = codes(ms[:, order], ts, n)
        for b in range(3):
            p[:, :, b] += c == b
    return p / len(perms)


def multisets(cards: Sequence[str], k: int, speed: Callable[[str], int]) -> list[list[str]]:
    """One card list per distinct multiset of ``k`` speeds among ``cards``."""
    out: dict[tuple[int, ...], list[str]] = {}
    for combo in itertools.combinations(sorted(cards, key=lambda c: (speed(c), c)), k):
        out.setdefault(tuple(speed(c) for c in combo), list(combo))
    return list(out.values())


def multiplicity(cards: Sequence[str], sets: Sequence[Sequence[str]],
                 speed: Callable[[str], int]) -> np.ndarray:
    """How many card choices among ``cards`` give each multiset (a random triple's odds)."""
    have = Counter(speed(c) for c in cards)
    out = []
    for s in sets:
        v = 1
        for sp, m in Counter(speed(c) for c in s).items():
            v *= comb(have[sp], m)
        out.append(v)
    return np.array(out, dtype=float)
