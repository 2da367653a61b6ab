"""Ticket Gagnant's results moment after each race (the shell's results sheet,
``game/ui/generic/results.py``): how the race ended, the ranking, and each ticket scored
line by line (each predicted horse, where it came, its points; the bonus; the new total).

Made from the race's events as the table's reader saw them (redacted): the tickets are
public by then (``prediction_revealed``), the hands are never named.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...services.i18n import ngettext
from ...services.numbers import ordinal
from ...ui.generic.results import ResultLine, Results, SeatResult
from ..words import SLOTS, _, event_line


def result_words(line: dict[str, Any]) -> str:
    """Where a predicted horse came, in words."""
    if line["result"] == "disqualified":
        return _("disqualified")
    text = {"exact": _("came {place}: exact"), "podium": _("came {place}: on the podium"),
            "off_podium": _("came {place}: off the podium")}.get(line["result"], "{place}")
    return text.format(place=ordinal(line["place"]) if line.get("place") else "?")


def podium_words(order: Sequence[int]) -> str:
    """The first three of a ranking: "1st horse 6, 2nd horse 4, 3rd horse 8"."""
    return ", ".join(_("{place} horse {horse}").format(place=ordinal(k + 1), horse=h)
                     for k, h in enumerate(order[:3]))


def ticket_lines(ev: dict[str, Any]) -> SeatResult:
    """A ``race_score`` event as the seat's lines: each line of the ticket, the bonus."""
    lines = [ResultLine(_("{slot} horse {horse}, {result}").format(
        slot=_(SLOTS[x["slot"] - 1]), horse=x["horse"], result=result_words(x)),
        f"{x['points']:+d}", (x["points"] > 0) - (x["points"] < 0)) for x in ev["lines"]]
    if not lines:
        lines.append(ResultLine(_("An empty ticket scores nothing."), "0"))
    if ev.get("bonus"):
        words = (_("Bonus: every horse of the ticket exact") if ev.get("bonus_kind") == "all_exact"
                 else _("Bonus: the whole podium on the ticket"))
        lines.append(ResultLine(words, f"{ev['bonus']:+d}", 1 if ev["bonus"] > 0 else -1))
    if ev.get("floored"):
        lines.append(ResultLine(_("A score never falls below its floor: it stays at {total}.")
                                .format(total=ev["total"])))
    gain = ev["total"] - ev["previous"]
    head = ngettext("{gain:+d} this race · now {total} point",
                    "{gain:+d} this race · now {total} points",
                    abs(ev["total"])).format(gain=gain, total=ev["total"])
    return SeatResult(ev["seat"], head, lines)


def race_results(events: Sequence[dict[str, Any]], names: Sequence[str]) -> Results | None:
    """The sheet of the race whose events these are (None without its ranking)."""
    ranking = next((e for e in events if e.get("type") == "ranking"), None)
    if ranking is None:
        return None
    race = ranking["race"]
    start = next((e for e in events if e.get("type") == "race_start"), None)
    title = (_("Results · race {race} of {races}").format(race=race, races=start["races"])
             if start is not None else _("Results · race {race}").format(race=race))
    story = [event_line(e, list(names)) for e in events
             if e.get("type") in ("race_end", "disqualified", "photo_finish")]
    order = list(ranking["order"])
    line = _("The podium: {podium}.").format(podium=podium_words(order))
    if order[3:]:
        line += " " + _("Then: {rest}.").format(rest=", ".join(str(h) for h in order[3:]))
    if ranking.get("disqualified"):
        line += " " + _("Disqualified: {horses}.").format(
            horses=", ".join(str(h) for h in ranking["disqualified"]))
    story.append(line)
    seats = [ticket_lines(e) for e in events if e.get("type") == "race_score"]
    return Results(title, _("Race {n}").format(n=race), story, seats, part=race)
