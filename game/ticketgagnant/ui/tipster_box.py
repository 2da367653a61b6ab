"""The tipster panel (the setting *Tipster*, off by default; T or its button on the board,
as in every game with a tipster): each horse's chance of the podium from the seat's own
view (``game/ticketgagnant/tipster.py``), computed on a worker thread when asked (the
table, every frame, through ``follow``; a new decision), never on the draw path; ``draw``
shows the last figures for the view on screen, or "thinking"."""
from __future__ import annotations

import random
import threading
from typing import TYPE_CHECKING, Any

import pygame

from ...ui import palette as P
from ..tipster import podium_chances
from ..words import _
from . import art
from . import look as L

if TYPE_CHECKING:
    from ...ui.painter import Painter

SAMPLES = 120


def view_key(view: dict[str, Any]) -> tuple:
    return (view.get("seat"), view.get("race"), len(view.get("played", ())),
            view.get("phase"))


class Tipster:
    """The toggle, and the figures of the last view asked about."""

    def __init__(self) -> None:
        self.on = False
        self.key: tuple | None = None
        self.chances: dict[int, list[float]] | None = None
        self._lock = threading.Lock()

    def follow(self, on: bool, view: dict[str, Any]) -> None:
        """On or off as the setting *Tipster* says (the table asks every frame); on, the
        figures of ``view`` are asked for."""
        self.on = on
        self.request(view)

    def request(self, view: dict[str, Any]) -> None:
        """Starts computing for ``view`` (when on and not already known)."""
        if not self.on or "grid" not in view or view_key(view) == self.key:
            return
        key = view_key(view)
        self.key, self.chances = key, None
        threading.Thread(target=self._work, args=(dict(view), key), daemon=True).start()

    def _work(self, view: dict[str, Any], key: tuple) -> None:
        out = podium_chances(view, random.Random(hash(key) & 0xFFFF), SAMPLES)
        with self._lock:
            if self.key == key:
                self.chances = out

    def draw(self, p: "Painter", rect: pygame.Rect, view: dict[str, Any]) -> None:
        if not self.on:
            return
        box = L.tipster_rect(rect, len(view["players"]))
        p.rect(box, (20, 28, 24), 6)
        p.text(_("Tipster: chance of the podium"), (box.x + 8, box.y + 6), 14,
               P.CHALK_YELLOW)
        chances = self.chances if self.key == view_key(view) else None
        if chances is None:
            p.text(_("thinking..."), (box.x + 8, box.y + 30), 13, P.CHALK_DIM)
            return
        y = box.y + 30
        for h in sorted(chances, key=lambda h: -sum(chances[h][:3])):
            c = chances[h]
            art.pawn(p, (box.x + 16, y + 10), 22, L.colour_of(view, h), h)
            pod = sum(c[:3])
            # (The bar, its figure and the chance of winning, each in its own room.)
            p.rect(pygame.Rect(box.x + 32, y + 4, (box.w - 136) * pod, 12), P.BRASS)
            p.text(f"{round(pod * 100)}%", (box.right - 64, y + 2), 13, P.CHALK,
                   anchor="topright")
            p.text(_("1st: {n}%").format(n=round(c[0] * 100)), (box.right - 8, y + 2), 11,
                   P.CHALK_DIM,
                   anchor="topright")
            y += min(24, (box.h - 32) / max(1, len(chances)))


TIPSTER = Tipster()
