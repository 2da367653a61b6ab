"""Horse Fever's bot tournaments: the generic tournament (``game/core/tournament.py``) with
Horse Fever's setup named the way its tests and tools name it.

    python main.py --tournament --variant family --players 4 --games 2000 \
        --seats hard,normal,easy,random --seed 1

Everything else (seat rotation, worker processes, Wilson intervals, the table with the
mean VP and Danari and the eliminations, from its ``Standing.score`` fields) is the
core's; this module only maps ``variant``/``stars``/``rounds`` to its setup options.
"""
from __future__ import annotations

from typing import Any

from ..core.tournament import KindStats, ladder_holds, rotated, table
from ..core.tournament import run_tournament as run_core_tournament
from .rules.data import GameData

__all__ = ["KindStats", "ladder_holds", "rotated", "run_tournament", "table"]


def run_tournament(data: GameData, kinds: list[str], games: int, seed: int,
                   variant: str = "family", rounds: int | None = None, stars: bool = False,
                   processes: int = 2, progress: Any = None) -> dict[str, KindStats]:
    """Plays ``games`` seat-rotated games of ``len(kinds)`` players; returns the statistics
    per bot kind. ``data`` is the loaded data files (the registered game reads the same)."""
    from . import INFO
    del data  # the registered game holds the data files it was built from
    options = {"variant": variant, "players": len(kinds), "stars": stars, "rounds": rounds}
    return run_core_tournament(INFO, options, kinds, games, seed, processes, progress)
