"""What a setup stepper may offer: only the values the game declares for an option.

The setup screen's steppers move through these lists, never through plain numbers, so a
value the game would then refuse is never shown ("option players: 3 is not one of 2, 4,
6, 8"): the number of players steps through the ``players`` option's choices when the
game declares them (Bettor Horse: 2, 4, 6, 8), else through its player range; an int
option through ``lo``..``hi``; a choice through its choices.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..core.registry import GameInfo, SetupOption


def player_counts(info: GameInfo) -> list[int]:
    """The numbers of players the game allows, smallest first."""
    for o in info.options:
        if o.name == "players" and o.kind == "choice" and o.choices:
            return sorted(int(c) for c in o.choices
                          if info.min_players <= int(c) <= info.max_players)
        if o.name == "players" and o.kind == "int":
            lo, hi = max(info.min_players, o.lo), min(info.max_players, o.hi)
            return list(range(lo, hi + 1))
    return list(range(info.min_players, info.max_players + 1))


def option_values(o: SetupOption) -> list[Any]:
    """Every value an option allows (a None default aside), in the stepper's order."""
    if o.kind == "bool":
        return [False, True]
    if o.kind == "int":
        return list(range(o.lo, o.hi + 1))
    return list(o.choices)


def step(values: Sequence[int], now: int, by: int) -> int | None:
    """The allowed value ``by`` places up (+1) or down (-1) from ``now`` (which need not
    be one of them: a remembered 3 steps up to 4), or None past either end."""
    if by > 0:
        above = [v for v in values if v > now]
        return above[0] if above else None
    below = [v for v in values if v < now]
    return below[-1] if below else None


def nearest(values: Sequence[int], now: int) -> int:
    """The allowed value closest to ``now`` (the higher one on a tie)."""
    return min(values, key=lambda v: (abs(v - now), -v))
