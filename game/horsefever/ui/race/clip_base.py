"""What every clip of the race show is: a small animation driven by elapsed seconds.

A clip has a duration, advances with ``update(dt, show)``, tells the table what to draw
differently (``apply(view)``), draws its own extras on top (``draw(p, show)``) and can be
finished at once (``finish``: skipping lands on the end state, which is the display
state itself, so a skipped clip simply stops overriding anything).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ....ui.painter import Painter
from ..track_squares import TrackSquares, track_squares
from .view import RaceView

if TYPE_CHECKING:
    from .show import RaceShow


class Clip:
    """One animation: ``t`` seconds played of ``duration``."""

    blocking = True

    def __init__(self, duration: float) -> None:
        self.duration = max(0.0, duration)
        self.t = 0.0
        self.done = False
        self.started = False

    @property
    def k(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)

    def update(self, dt: float, show: "RaceShow") -> float:
        """Advances; returns the seconds left over once the clip is done."""
        if not self.started:
            self.started = True
            self.start(show)
        self.t += dt
        self.tick(dt, show)
        if self.t >= self.duration:
            self.done = True
            return self.t - self.duration
        return 0.0

    def finish(self, show: "RaceShow") -> None:
        self.t = self.duration
        self.done = True

    def start(self, show: "RaceShow") -> None:
        """Called on the first update (sounds that open the clip)."""

    def tick(self, dt: float, show: "RaceShow") -> None:
        """Per-update work (spawning dust, sounds on cue)."""

    def apply(self, view: RaceView) -> None:
        """Overrides for the table drawing while this clip plays."""

    def draw(self, p: Painter, show: "RaceShow") -> None:
        """Extras drawn over the table."""


def phase(t: float, a: float, b: float) -> float:
    """0..1 progress of ``t`` through the interval [a, b]."""
    return 0.0 if t <= a else 1.0 if t >= b else (t - a) / (b - a)




def squares_of(show: "RaceShow") -> TrackSquares:
    """The track the table draws for the show's game (its data's finish line)."""
    return track_squares(show.data.track.finish_line)
