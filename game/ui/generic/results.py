"""The results moment of every game: after each race or round, a sheet that waits.

A game says when a race or round is over and what its results are; the shell shows them
alike for every game (``results_sheet.ResultsSheet``, a ``sheets.Sheet`` shown by the
shell's one sheet scene), waiting until a person closes it (Enter, a click on Continue;
never Space, which hurries animations), or, with nobody at the table, for
``speeds.RESULTS_DWELL`` (none at instant speed, a click goes on sooner). Each sheet is kept
for the log, which opens any past one again.

The game's presentation (``GenericPresentation``) declares:

* ``results_after``: the event types after which a race or round has been played out (its
  ranking, its payouts: Finish Line's ``race_end``);
* ``results_before``: the event types before which its results then show (the next race's
  start, the end of the game): the moment comes before the first of these that follows one
  of ``results_after``, once the events between (the scores, the payouts) are shown;
* ``results(events, names) -> Results``: the sheet's words, from the events shown since
  the last results moment, **as redacted for the log's reader** (the one person at a
  one-person table, else nobody: ``ContractSession.log_seat``), so a sheet says nothing
  the table may not know.

Horse Fever's payoffs sheet comes from its own stage (``stop_before``) and shows in the
same scene, with the same dwell and keys.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .stage import Stop

if TYPE_CHECKING:
    from .session import ContractSession


@dataclass
class ResultLine:
    """One line of a seat's results: the words, a value at the right ("+3", "€1,200")
    and its tone (1 good, -1 bad, 0 plain)."""

    text: str
    value: str = ""
    tone: int = 0


@dataclass
class SeatResult:
    """A seat's part of the results: its heading beside the name (the score it ends on)
    and its lines (each ticket line scored, each bet paid, each race run)."""

    seat: int
    head: str = ""
    lines: list[ResultLine] = field(default_factory=list)


@dataclass
class Results:
    """What a results sheet shows: its title, the log's label to open it again, what
    happened (``story``, a line each), each seat's part, and the part of the game a
    replay plays again from the sheet (the presentation's ``replay_part``; None: none)."""

    title: str
    label: str
    story: list[str] = field(default_factory=list)
    seats: list[SeatResult] = field(default_factory=list)
    part: int | None = None


class ResultsKeeper:
    """Keeps the events shown since the last results moment (as the log's reader sees
    them) and says when the next one comes (the session asks before each event)."""

    def __init__(self, session: "ContractSession") -> None:
        self.session = session
        pres = session.pres
        self.on = bool(pres.results_after and pres.results_before)
        self.since: list[dict[str, Any]] = []
        self.played = False  # a results_after event has been shown since the last sheet
        self.parts = 0  # races or rounds started so far (``part_starts``): the replay's part

    def take(self, shown: dict[str, Any]) -> None:
        """An event put on the table (redacted for the log's reader)."""
        if not self.on:
            return
        self.since.append(shown)
        t = shown.get("type")
        self.parts += t in self.session.pres.part_starts
        if t in self.session.pres.results_after:
            self.played = True

    def stop_before(self, event: dict[str, Any]) -> Stop | None:
        """The results sheet to show before ``event`` (None: not now)."""
        if not (self.on and self.played and event.get("type") in self.session.pres.results_before):
            return None
        from .results_sheet import ResultsSheet  # (drawing: imported when first shown)
        s = self.session
        events, self.since, self.played = self.since, [], False
        results = s.pres.results(events, list(s.names))
        if results is None:
            return None
        if results.part is None and self.parts:
            results.part = self.parts  # (the race or round a replay plays again)
        return Stop(ResultsSheet(s, results, events), label=results.label)
