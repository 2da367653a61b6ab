"""Finish Line's results moment after each race (the shell's results sheet,
``game/ui/generic/results.py``): the finish, every bet sheet revealed, each bet's payout
and each Outsider bonus, and every capital before and after the race.

Made from the race's events as the table's reader saw them (redacted): the bet sheets are
public by then (``bets_revealed``, one ``payout`` per bet line).
"""
from __future__ import annotations

from typing import Any, Sequence

from ...services.i18n import _
from ...services.numbers import ordinal
from ...ui.generic.results import ResultLine, Results, SeatResult
from ..words import eur, event_line, horses


def bet_words(line: dict[str, Any]) -> str:
    """One line of a bet sheet: its kind, horses, odds and stake."""
    if line.get("kind") == "place":
        text = _("Place bet on {horses} at {odds}x, {stake} staked")
    else:
        text = _("Winner bet on {horses} at {odds}x, {stake} staked")
    return text.format(horses=horses(line["horses"]), odds=line["odds"], stake=eur(line["stake"]))


def seat_lines(events: Sequence[dict[str, Any]], seat: int, names: Sequence[str]
               ) -> list[ResultLine]:
    """The seat's bet sheet with each bet's payout, its Outsider bonuses, its side bets."""
    def who(s: int) -> str:
        return names[s] if 0 <= s < len(names) else "?"

    out: list[ResultLine] = []
    side: list[ResultLine] = []  # (the side bets last: they are paid at the game's end)
    for e in events:
        t = e.get("type")
        if t == "payout" and e["seat"] == seat:
            won = e["amount"] > 0
            out.append(ResultLine(bet_words(e), _("returns {amount}").format(amount=eur(e["amount"]))
                                  if won else _("lost"), 1 if won else -1))
        elif t == "outsider_bonus" and e["seat"] == seat:
            out.append(ResultLine(_("Outsider bonus on {horse}").format(horse=horses([e["horse"]])),
                                  "+" + eur(e["amount"]), 1))
        elif t == "side_bet" and seat in (e["seat"], e["payer"]):
            mine = e["seat"] == seat
            words = (_("Side bet: {name} owes you (paid at the end)") if mine
                     else _("Side bet: you owe {name} (paid at the end)"))
            side.append(ResultLine(words.format(name=who(e["payer"] if mine else e["seat"])),
                                   ("+" if mine else "−") + eur(e["amount"]), 1 if mine else -1))
    if not any(e.get("type") == "payout" and e["seat"] == seat for e in events):
        out.insert(0, ResultLine(_("No bets this race.")))
    return out + side


def race_results(events: Sequence[dict[str, Any]], names: Sequence[str]) -> Results | None:
    """The sheet of the race whose events these are (None without its end)."""
    end = next((e for e in events if e.get("type") == "race_end"), None)
    result = next((e for e in events if e.get("type") == "race_result"), None)
    if end is None:
        return None
    race = end["race"]
    story = [event_line(e, names) for e in events if e.get("type") in ("photo_finish",)]
    if result is not None:
        places = ", ".join(_("{place} {horse}").format(place=ordinal(k + 1), horse=horses([h]))
                           for k, h in enumerate(result["places"]))
        story.insert(0, _("The finish: {places}.").format(places=places))
        if result.get("disqualified"):
            story.append(_("Disqualified: {horses}.").format(horses=horses(result["disqualified"])))
    seats = []
    for seat, after in enumerate(end["capital"]):
        before = end["capital_before"][seat]
        head = _("{before} → {after} (staked {stakes}, back {returns})").format(
            before=eur(before), after=eur(after), stakes=eur(end["stakes"][seat]),
            returns=eur(end["returns"][seat]))
        seats.append(SeatResult(seat, head, seat_lines(events, seat, names)))
    return Results(_("Results · race {race}").format(race=race), _("Race {n}").format(n=race),
                   story, seats, part=race)
