"""Ticket Gagnant's part of the guided lesson (``data/lessons/ticket_gagnant.toml``): the
coach's numbers and names in the game's terms (``lesson_values``) and the board's spots
the coach points at (``lesson_spot``).

The values come from the data file (the points of a ticket's lines and bonuses), the
learner's view (the hand, the tickets shown) and the events seen so far (the last card
played, the ranking, each ticket's score), so the coach's words always say what the rules
did, never what a script assumed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ...ui.generic import layout as LAYOUT
from ..data import game_data
from ..words import SLOTS, _, card_name, cards_named, square_words
from . import look as L
from .results import podium_words, result_words
from .terms import ticket_words

if TYPE_CHECKING:
    from ...ui.generic.frame import TableFrame


def _line(line: dict[str, Any]) -> str:
    """One line of a scored ticket, as the results sheet words it, with its points:
    "1st horse 6, came 1st: exact, +7"."""
    return _("{slot} horse {horse}, {result}, {points:+d}").format(
        slot=_(SLOTS[line["slot"] - 1]), horse=line["horse"], result=result_words(line),
        points=line["points"])


def _last(events: Sequence[dict[str, Any]], kind: str, **fields: Any) -> dict[str, Any] | None:
    for e in reversed(events):
        if e.get("type") == kind and all(e.get(k) == v for k, v in fields.items()):
            return e
    return None


def lesson_values(seat: int, view: dict[str, Any], events: Sequence[dict[str, Any]]
                  ) -> dict[str, str]:
    """The coach's placeholders: the scoring table, the learner's hand, the opponent's
    ticket once shown, the last card played and the race's results (those the events
    since the learner's last action hold). ``their_*``: the other seat's (a lesson of two
    players; with more, the last seat's)."""
    d = game_data()
    out = {"exact1": str(d.exact[0]), "exact2": str(d.exact[1]), "exact3": str(d.exact[2]),
           "podium": str(d.podium_other), "off": str(-d.off_podium),
           "out": str(-d.disqualified), "bonus_all": str(d.bonus_all_exact),
           "bonus_podium": str(d.bonus_podium), "floor": str(d.floor),
           "columns": str(d.columns), "line": str(d.line_after),
           "hand": cards_named(view.get("hand") or [])}
    for pl in view.get("players", []):
        if pl["seat"] != seat and pl.get("prediction"):
            out["their_ticket"] = ticket_words(pl["prediction"])
    play = _last(events, "card_played")
    if play is not None:
        out.update(card=card_name(play["card"]), horse=str(play["horse"]),
                   to=square_words(play["to"]), column=str(play["to"][0]))
        if play.get("push"):
            out.update(pushed=str(play["push"]["horse"]),
                       push_to=square_words(play["push"]["to"]))
    ranking = _last(events, "ranking")
    if ranking is not None:
        out["podium_words"] = podium_words(ranking["order"])
    # (the photo finish that settled the podium: the rightmost one, when it did)
    photo = next((e for e in events if e.get("type") == "photo_finish" and e["place"] <= 3),
                 None)
    if photo is not None:
        out["photo_column"] = str(photo["column"])
        out["photo_order"] = ", ".join(_("horse {n}").format(n=h) for h in photo["order"])
    for e in events:
        if e.get("type") != "race_score":
            continue
        who = "your" if e["seat"] == seat else "their"
        out[f"{who}_lines"] = "; ".join(_line(x) for x in e["lines"])
        out[f"{who}_bonus"] = f"{e['bonus']:+d}"
        out[f"{who}_total"] = str(e["total"])
    return out


def lesson_spot(name: str, frame: "TableFrame") -> pygame.Rect | None:
    """A named spot of the table drawn now: ``square:C,L`` (a square of the grid),
    ``line`` (the dotted line), ``finish`` (the last column), ``score`` (the score track),
    ``ticket:SEAT`` (that seat's row: name, points, ticket, hand), ``hand`` (the cards of
    the decision panel's hand, as one); None when the table has no such spot now."""
    view = frame.session.view
    if "grid" not in view:
        return None
    rect, g = LAYOUT.BOARD, view["grid"]
    if name.startswith("square:"):
        try:
            c, lane = (int(x) for x in name[7:].split(","))
        except ValueError:
            return None
        return L.square_rect(rect, view, (c, lane))
    gr, cell = L.grid_rect(rect, view), L.cell_size(rect, view)
    if name == "line":
        x = gr.x + g["line_after"] * cell
        return pygame.Rect(x - 5, gr.y, 10, gr.h)
    if name == "finish":
        return pygame.Rect(gr.x + (g["columns"] - 1) * cell, gr.y, cell, gr.h)
    if name == "score":
        return L.score_rect(rect, view)
    if name == "hand":  # the hand in the decision panel: one ring round all its cards
        cards = [b.rect for b in frame.buttons() if b.key.startswith(("hand:", "card:"))
                 and b.data is not None]
        return cards[0].unionall(cards) if cards else None
    if name.startswith("ticket:") and name[7:].isdigit():
        n = len(view.get("players", []))
        return L.seat_rect(rect, n, int(name[7:])) if int(name[7:]) < n else None
    return None
