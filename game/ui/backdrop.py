"""The table's backdrop every screen of every game stands on: the felt and the letterbox."""
from __future__ import annotations

from . import fallback_art as FA
from . import palette as P
from .painter import Painter


def draw_background(p: Painter) -> None:
    """The letterbox colour, then the green felt tiled over the 1280x720 table."""
    p.fill(P.LETTERBOX)
    p.sprite("table_felt", (0, 0, 1280, 720), FA.felt, fit=f"tile:{p.scale:.3f}", tag=("bg", "felt"))
