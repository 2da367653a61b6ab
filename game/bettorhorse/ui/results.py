"""Bettor Horse's results moment after each round (the shell's results sheet,
``game/ui/generic/results.py``): the track, where the round's cards went (and, after the
final, the Pool and Sudden Death); each racer's three races (speed, Mudder, won or lost)
and its bet against the outcome.

Made from the round's events as the table's reader saw them (redacted): the horses and
bets are public by then (``race_revealed``, ``bets_revealed``, ``round_outcome``).
"""
from __future__ import annotations

from typing import Any, Sequence

from ...services.i18n import _
from ...ui.generic.results import ResultLine, Results, SeatResult
from ..words import PART, bet, event_line

# The events whose log line the sheet's story repeats (in the order they came).
STORY = ("track_cut", "prize", "cards_moved", "final_over", "set_aside", "pool_awarded",
         "sudden_result", "sudden_death", "tie_stands")


def race_line(race: int, runner: dict[str, Any], speed: int, result: str) -> ResultLine:
    """One race of a racer: its horse's speed (a Mudder's change) and how it went."""
    text = _("Race {race}: speed {speed}").format(race=race, speed=speed)
    if runner.get("mudder"):
        text += " · " + (_("Mudder, ran {change:+d}").format(change=speed - runner["speed"])
                         if speed != runner["speed"] else _("Mudder"))
    if runner.get("sure"):
        text += " · " + _("Sure Thing")
    value, tone = {"win": (_("won"), 1), "lose": (_("lost"), -1)}.get(result, (_("tie"), 0))
    return ResultLine(text, value, tone)


def racer(events: Sequence[dict[str, Any]], outcome: dict[str, Any]) -> SeatResult:
    """A racer's lines: each race run, then the bet against the outcome."""
    seat = outcome["seat"]
    lines, runners, speeds = [], {}, {}
    for e in events:
        t = e.get("type")
        if t == "race_revealed":
            for x in e["runners"]:
                if x["seat"] == seat:
                    runners[e["race"]] = x
                    speeds[e["race"]] = x["speed"]
        elif t == "mudder_revealed":
            for x in e["changes"]:
                if x["seat"] == seat:
                    speeds[e["race"]] = x["speed"]
        elif t == "race_result" and e["race"] in runners:
            got = next((x["result"] for x in e["results"] if x["seat"] == seat), "draw")
            lines.append(race_line(e["race"], runners[e["race"]], speeds[e["race"]], got))
    matched = bool(outcome.get("matched"))
    lines.append(ResultLine(_("Bet {bet}, the round's outcome {outcome}").format(
        bet=bet(outcome.get("bet")), outcome=bet(outcome.get("outcome"))),
        _("matched") if matched else _("missed"), 1 if matched else -1))
    head = _("{w} won, {l} lost, {d} tied").format(w=outcome.get("wins", 0),
                                                   l=outcome.get("losses", 0),
                                                   d=outcome.get("draws", 0))
    return SeatResult(seat, head, lines)


def round_results(events: Sequence[dict[str, Any]], names: Sequence[str]) -> Results | None:
    """The sheet of the round whose events these are (None without its outcome)."""
    at = next((i for i, e in enumerate(events) if e.get("type") == "round_outcome"), None)
    if at is None:
        return None
    outcome = events[at]
    start = next((e for e in reversed(events[:at])
                  if e.get("type") in ("round_start", "sudden_round")), None)
    if start is not None and start["type"] == "sudden_round":
        title = _("Results · Sudden Death, round {n}").format(n=start["round"])
        label = _("Sudden Death {n}").format(n=start["round"])
    elif start is not None:
        title = _("Results · {part} {round} of {rounds}").format(
            part=_(PART.get(start.get("part", "round"), PART["round"])), round=start["round"],
            rounds=start["rounds"])
        label = _("Round {n}").format(n=start["round"])
    else:
        title, label = _("Results"), _("Round")
    story = [event_line(e, list(names)) for e in events if e.get("type") in STORY]
    seats = [racer(events, o) for o in outcome["outcomes"]]
    return Results(title, label, story, seats)
