"""The stage: what a game keeps beside its session while the events are shown.

The session (``session.py``) presents the events one at a time; the stage puts each on the
table. The default ``ClipStage`` plays each event's ``Clip`` (``GenericPresentation.animate``)
and keeps nothing else: the board draws the game's view. A game that draws from events
instead (Horse Fever: a display state folded from events redacted for a spectator, each
person's private knowledge folded from events redacted for them, a race show whose clips
hold the queue) gives its own stage (``GenericPresentation.new_stage``), with these hooks:

* ``take(event, shown, animate) -> bool``: puts one event on the table (``event`` as the
  rules gave it, ``shown`` redacted for the log's reader); True while a clip it started
  holds the next event back (``busy``);
* ``update(dt)``, ``busy``, ``finish()`` (Space: the clip playing now ends), ``set_speed``;
* ``caught_up()``: every event is shown (a stage may align itself with the game's views);
* ``display`` and ``private(seat)``: a state folded from the events (None: the board draws
  the view) and a seat's own knowledge (None: nothing private of its own);
* ``stop_before(event) -> Stop``: a sheet the table stops on before ``event`` (Horse
  Fever's payoffs sheet between rounds); ``look(seat, events) -> Stop``: a sheet only the
  seat who just acted may see, in hot seat (Horse Fever's new Action cards);
* ``draw_over(p)``: what the stage draws over the whole table (dice trays, flying coins).

A ``Stop`` holds its ``sheet`` (``sheets.Sheet``: what the shell's sheet scene shows), the
seat whose eyes only it is for, and the log's label to open it again later ("" for never).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..speeds import SCALE
from .board import Playing

if TYPE_CHECKING:
    from ..painter import Painter
    from .session import ContractSession


@dataclass(eq=False)
class Stop:
    """A sheet the table stops on: the game waits until it is closed."""

    sheet: Any  # a ``sheets.Sheet``
    seat: int | None = None  # a private look: only this seat may see it (hot seat)
    label: str = ""  # the log's chip that opens it again ("Round 3"); "" for none


class Stage:
    """The default stage's interface, doing nothing (see the module docstring)."""

    display: Any = None

    def __init__(self, session: "ContractSession") -> None:
        self.session = session

    def private(self, seat: int | None) -> Any | None:
        """What ``seat`` knows of its own that the others do not (None: nothing here)."""
        return None

    @property
    def playing(self) -> Playing | None:
        """The clip on screen, for a board that draws clips (``Board.draw``)."""
        return None

    def take(self, event: dict[str, Any], shown: dict[str, Any], animate: bool) -> bool:
        """Puts one event on the table; True when a clip now holds the next one back."""
        return False

    @property
    def busy(self) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Plays the clips on by ``dt`` seconds."""

    def finish(self) -> bool:
        """Ends the clip playing now (True if one was playing)."""
        return False

    def set_speed(self, anim_speed: str) -> None:
        """The animation speed changed (a stage with clips of its own scales them)."""

    def caught_up(self) -> None:
        """Every event is shown: the table is the game as it stands."""

    def stop_before(self, event: dict[str, Any]) -> Stop | None:
        """A sheet to stop on before ``event`` is shown (None: none)."""
        return None

    def look(self, seat: int, events: Sequence[dict[str, Any]]) -> Stop | None:
        """After a person's action in hot seat: a sheet only they may see (None: none)."""
        return None

    def draw_over(self, p: "Painter") -> None:
        """What the stage draws over the whole table (nothing by default)."""


class ClipStage(Stage):
    """Each event's ``Clip`` (``GenericPresentation.animate``), played one at a time."""

    def __init__(self, session: "ContractSession") -> None:
        super().__init__(session)
        self._playing: Playing | None = None
        self._length = 0.0  # the clip's length at the current speed (seconds)

    @property
    def playing(self) -> Playing | None:
        return self._playing

    @property
    def busy(self) -> bool:
        return self._playing is not None

    def take(self, event: dict[str, Any], shown: dict[str, Any], animate: bool) -> bool:
        scale = SCALE[self.session.anim_speed]
        clip = self.session.pres.animate(shown) if animate and scale > 0 else None
        if clip is None or clip.seconds <= 0:
            return False
        self._playing = Playing(shown, clip, 0.0)
        self._length = clip.seconds * scale
        return True

    def update(self, dt: float) -> None:
        p = self._playing
        if p is None:
            return
        t = p.t + (max(0.0, dt) / self._length if self._length > 0 else 1.0)
        self._playing = Playing(p.event, p.clip, t) if t < 1 - 1e-9 else None

    def finish(self) -> bool:
        had, self._playing = self._playing is not None, None
        return had
