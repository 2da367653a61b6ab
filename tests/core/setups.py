"""Setups the every-game tests play: the largest table with every optional rule on."""
from __future__ import annotations

from typing import Any

from game.core.registry import GameInfo


def richest(info: GameInfo) -> dict[str, Any]:
    """The largest table with every optional rule on: each option's last choice, true, or
    (a number but the players) its default."""
    out: dict[str, Any] = {}
    for o in info.options:
        if o.name == "players":
            out[o.name] = o.choices[-1] if o.kind == "choice" else o.hi
        elif o.kind == "bool":
            out[o.name] = True
        elif o.kind == "choice":
            out[o.name] = o.choices[-1]
    return info.setup(out)
