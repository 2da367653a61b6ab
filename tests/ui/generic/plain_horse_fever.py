"""A test-only presentation: Horse Fever on the generic table, with fallback panels only.

It proves the generic table plays a real contract game without knowing it: no panel of
its own (every decision goes through ``FallbackPanel``), the ``PlainBoard`` with one clip
(a movement slides a bar across the board), money charts from Horse Fever's own
``chart_series`` (one rule, reused), and ``holds_secrets`` from the seat's view. Horse
Fever's real presentation draws its own frame (``game/horsefever/ui/table_frame.py``).
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.fx.tween import ease_out, lerp
from game.horsefever.chart_series import chart_series
from game.ui import palette as P
from game.ui.generic import Clip, GenericPresentation, ScoreSeries


def _slide(p: Any, rect: pygame.Rect, k: float) -> None:
    """A movement: a brass bar runs along the board's foot."""
    x = lerp(float(rect.x + 20), float(rect.right - 60), k)
    p.rect((x, rect.bottom - 30, 40, 12), P.BRASS, 4)


class PlainHorseFever(GenericPresentation):
    game = "horse-fever"
    sounds = {"movement": "hoof"}

    def animate(self, event: dict[str, Any]) -> Clip | None:
        if event.get("type") == "movement":
            return Clip(0.5, draw=_slide, ease=ease_out)
        return None

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        me = view["players"][seat]
        return f"{me['danari']} D, {me['vp']} VP"

    def holds_secrets(self, view: dict[str, Any], seat: int) -> bool:
        me = view["players"][seat]
        return bool(me.get("hand") or me.get("goals"))

    def chart_series(self, events: Sequence[dict[str, Any]],
                     names: Sequence[str]) -> list[ScoreSeries]:
        cs = chart_series(events)
        return [ScoreSeries("Danari", list(cs.labels), {s: list(v) for s, v in cs.danari.items()})]
