"""Which race the board shows: one source for the board's title and its track.

* While the race starts (its ``race_start`` event on screen), the event's race, even
  though the picture behind it is still the one from before the first player's choice.
* While a person sets the race up, the discipline and deal chosen so far on the panel:
  the track previews as soon as a discipline is clicked.
* While a bot (or a replay) sets it up: basic mode races Flat only, so Flat; in advanced
  mode the discipline is not known yet and the board says who is choosing it (the view
  still holds the last race's discipline: never shown as the next race's).
* Otherwise the view's race.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from ..data import game_data
from ..words import _
from ...ui.generic import Playing
from .terms import deal_words, discipline_name


@dataclass(frozen=True)
class ShownRace:
    race: int
    races: int
    discipline: str | None  # None: being chosen by somebody else
    hand: int | None = None
    visibility: str | None = None
    preview: bool = False  # the deciding seat's choice so far, not started yet
    chooser: str = ""  # who is choosing, when the discipline is not known

    def track(self) -> dict[str, Any]:
        """The track to draw: the shown discipline's; plain turf while it is unknown."""
        return track_of(self.discipline or "flat")

    def title(self) -> str:
        if self.discipline is None:
            return _("Race {race} of {races}: {name} chooses the discipline").format(
                race=self.race, races=self.races, name=self.chooser)
        words = _("Race {race} of {races} - {discipline}").format(
            race=self.race, races=self.races, discipline=discipline_name(self.discipline))
        if self.hand is not None and self.visibility is not None:
            words += " · " + deal_words(self.hand, self.visibility)
        if self.preview:
            words += " · " + _("being chosen")
        return words


@functools.lru_cache(maxsize=None)
def _track_json(discipline: str) -> tuple[tuple[str, Any], ...]:
    return tuple(game_data().maps[discipline].to_json().items())


def track_of(discipline: str) -> dict[str, Any]:
    """A discipline's track as the view gives it (``TrackMap.to_json``)."""
    return dict(_track_json(discipline))


def starting(playing: Playing | None) -> dict[str, Any] | None:
    """The ``race_start`` event on screen, if one is."""
    if playing is not None and playing.event.get("type") == "race_start":
        return playing.event
    return None


def shown_race(view: dict[str, Any], marks: dict[str, Any],
               playing: Playing | None) -> ShownRace:
    """The race the board shows now (the module docstring)."""
    start = starting(playing)
    if start is not None:
        return ShownRace(start["race"], start["races"], start["discipline"],
                         start["hand_size"], start["visibility"])
    race, races = view["race"], view["races"]
    if view["phase"] != "race_setup":
        return ShownRace(race, races, view["discipline"], view["hand_size"],
                         view["visibility"])
    chosen = marks.get("setup")
    if chosen:
        return ShownRace(race, races, chosen["discipline"], chosen["hand"],
                         chosen["visibility"], preview=True)
    if view.get("mode") == "basic":
        return ShownRace(race, races, "flat")
    first = view["players"][view["first"]]["name"] if view.get("players") else ""
    return ShownRace(race, races, None, chooser=first)


def start_positions(view: dict[str, Any], playing: Playing | None
                    ) -> dict[str, list[float]]:
    """The horses' squares to draw: while a race starts, each walks from where the last
    race left it to its starting stall (the picture is from before the start)."""
    start = starting(playing)
    if start is None:
        return {h: list(sq) for h, sq in view["positions"].items()}
    k = playing.k if playing is not None else 1.0
    out = {}
    for h, to in start["positions"].items():
        frm = view["positions"].get(h, to)
        out[h] = [frm[0] + (to[0] - frm[0]) * k, frm[1] + (to[1] - frm[1]) * k]
    return out
