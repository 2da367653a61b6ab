"""Race replay: one past race of this game played again from the event log.

The table as it stood just before that race's reveal is folded from the log (public:
``DisplayState`` redacts every event for a spectator), then the race's events, from the
reveal to the last payoff, are presented one by one through a ``RaceShow``: the same
clips, the same dice (each throw is seeded by the game seed and the event's number),
so the replay looks exactly like the race did.
"""
from __future__ import annotations

from collections import deque
from typing import Any, Callable

from ....core.envelope import upgrade_log
from ...rules.data import GameData
from ..display import DisplayState
from .show import RaceShow, SPEED_SCALE

Event = dict[str, Any]
PLAIN_BEAT = 0.2  # seconds on an event the show does not animate (a bet lost, a log line)


def races_in(events: list[Event]) -> list[int]:
    """The rounds of this log whose race has been run (a ``ranking`` event), in order."""
    events = upgrade_log(events)
    return [ev["round"] for ev in events if ev.get("type") == "ranking" and "round" in ev]


def race_span(events: list[Event], round_no: int) -> tuple[int, int]:
    """(first, end) indexes of the race of ``round_no``: from its reveal to its round end."""
    first = end = None
    for i, ev in enumerate(events):
        if ev.get("round") != round_no:
            continue
        name = ev.get("type")
        if first is None and name in ("reveal", "race_start"):
            first = i
        if first is not None and name == "round_end":
            end = i
            break
    if first is None:
        raise ValueError(f"round {round_no} has no race in this game's log")
    return first, end if end is not None else len(events)


class RaceReplay:
    """Plays one race of the log again through a race show (the display state is its own)."""

    def __init__(self, data: GameData, events: list[Event], round_no: int, seed: int,
                 describe: Callable[[Event], str | None] | None = None, speed: str = "normal") -> None:
        self.data = data
        self.events = events = upgrade_log(events)  # (a log of before the envelope too)
        self.round = round_no
        self.seed = seed
        self.describe = describe or (lambda ev: None)
        self.first, self.end = race_span(events, round_no)
        self.show = RaceShow(data, seed, self.describe, speed="normal" if speed == "instant" else speed)
        self.restart()

    def restart(self) -> None:
        """Back to the table just before the reveal."""
        self.show.finish()
        self.display = DisplayState.empty(self.data.colours)
        n = next((len(ev["players"]) for ev in self.events if ev.get("type") == "game_start"), 0)
        if n in self.data.players:
            self.display.tokens_per_colour = self.data.players[n].bet_tokens
        for ev in self.events[:self.first]:
            self.display.apply(ev)
        self.queue: deque[Event] = deque(self.events[self.first:self.end])
        self.lines: list[str] = []
        self.beat = 0.0

    @property
    def done(self) -> bool:
        return not self.queue and not self.show.busy and self.beat <= 0

    def set_speed(self, speed: str) -> None:
        if speed in SPEED_SCALE and speed != "instant":
            self.show.set_speed(speed)

    def update(self, dt: float) -> None:
        self.show.update(dt)
        budget = dt
        while self.queue and not self.show.busy:
            if self.beat > 0:
                take = min(self.beat, budget)
                self.beat -= take
                budget -= take
                if self.beat > 1e-9:
                    return
            self._present()

    def skip(self) -> None:
        """Ends the animation playing now."""
        self.show.finish()
        self.beat = 0.0

    def _present(self) -> None:
        ev = self.queue.popleft()
        before = self.display.copy()
        self.display.apply(ev)
        line = self.describe(ev)
        if line:
            self.lines.append(line)
        if not self.show.present(ev, before, self.display):
            self.beat = PLAIN_BEAT * SPEED_SCALE.get(self.show.speed, 1.0) if line else 0.0
