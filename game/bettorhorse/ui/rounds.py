"""The final scores' round-by-round table: who raced whom, the bets, where the cards went.

Folded from the public events (``rows``: plain data, tested) and drawn as a ledger on a
cream card (``RoundsPage.draw``): one line a round (Sudden Death's too), a matched bet in
green, then the Pool shared out at the end. A long game (18 rounds and more with 4 players)
draws its lines closer, never cut.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ...services.i18n import _, ngettext
from ...ui import palette as P
from ...ui.charts import card
from ...ui.generic.chart_page import ChartPage
from . import cards as C

if TYPE_CHECKING:
    from ...ui.painter import Painter

# The round's number as the table shows it (a final's part, Sudden Death).
LABELS = {"round": "{n}", "final": "{n} F", "final_1": "{n} F·I", "final_2": "{n} F·II"}


@dataclass
class Racer:
    """One side of a round: its seat, bet, outcome, whether the bet matched."""

    seat: int
    bet: str = ""
    outcome: str = ""
    matched: bool = False


@dataclass
class Row:
    """One line of the table: a round (``part``: round, final..., sudden, or pool)."""

    number: int
    part: str
    racers: list[Racer] = field(default_factory=list)
    cards: list[tuple[int | None, int]] = field(default_factory=list)  # (seat or None: Pool, n)
    winner: int | None = None  # Sudden Death: the seat whose bet alone matched


def rows(events: Sequence[dict[str, Any]]) -> list[Row]:
    """The table's lines from the public events, in play order."""
    out: list[Row] = []
    for ev in events:
        t = ev.get("type")
        if t == "round_start":
            out.append(Row(ev["round"], ev.get("part", "round"),
                           [Racer(s) for s in ev["seats"]]))
        elif t == "sudden_round":
            out.append(Row(ev["round"], "sudden", [Racer(s) for s in ev["seats"]]))
        elif t == "round_outcome" and out:
            got = {o["seat"]: o for o in ev["outcomes"]}
            for r in out[-1].racers:
                o = got.get(r.seat)
                if o is not None:
                    r.bet, r.outcome, r.matched = o["bet"], o["outcome"], bool(o["matched"])
        elif t == "pool_awarded":
            out.append(Row(0, "pool"))
        elif t == "cards_moved" and out:
            to = None if ev["to"] == "pool" else ev["seat"]
            out[-1].cards.append((to, len(ev["cards"])))
        elif t == "sudden_result" and out:
            out[-1].winner = ev.get("winner")
    return out


def round_words(row: Row) -> str:
    if row.part == "sudden":
        return _("SD {n}").format(n=row.number)
    return LABELS.get(row.part, "{n}").format(n=row.number)


def cards_words(row: Row, names: Sequence[str]) -> str:
    """Where the round's cards went ("6 to Ada", "3 to Ada, 3 to Bruno", "6 to the Pool")."""
    if row.part == "sudden":
        if row.winner is None:
            return _("no single bet matched")
        return _("{name} wins the tie").format(name=_name(names, row.winner))
    if not row.cards:
        return "—"
    parts = []
    for seat, n in row.cards:
        if seat is None:
            parts.append(ngettext("{n} to the Pool", "{n} to the Pool", n).format(n=n))
        else:
            parts.append(ngettext("{n} to {name}", "{n} to {name}", n).format(
                n=n, name=_name(names, seat)))
    return ", ".join(parts)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else str(seat + 1)


class RoundsPage(ChartPage):
    """The round-by-round table, drawn into the final scores' charts area."""

    def __init__(self, events: Sequence[dict[str, Any]], names: Sequence[str]) -> None:
        self.rows = rows(events)
        self.names = list(names)

    @property
    def empty(self) -> bool:
        return not self.rows

    def draw(self, p: "Painter", area: pygame.Rect) -> None:
        body = card(p, area, _("Round by round"),
                    _("a bet that matched in green; Sudden Death: SD"))
        cols = [body.x + 4, body.x + 62, body.x + 250, body.x + 520]
        heads = [_("Round"), _("Racers"), _("Bets → outcomes"), _("The cards went")]
        for x, h in zip(cols, heads):
            p.text(h, (x, body.y), 13, P.INK_SOFT, "ui_bold")
        top = body.y + 22
        step = min(22.0, (body.bottom - top) / max(1, len(self.rows)))
        size = min(13.5, step * 0.68)
        for i, row in enumerate(self.rows):
            y = top + i * step
            if i % 2:
                p.rect((body.x, y - 2, body.w, step), P.mix(P.CREAM, P.CREAM_DARK, 0.5), 3)
            if row.part == "pool":
                p.text(_("Pool"), (cols[0], y), size, P.INK, "ui_bold")
                p.text(cards_words(row, self.names), (cols[1], y), size, P.INK,
                       max_width=body.right - cols[1])
                continue
            p.text(round_words(row), (cols[0], y), size, P.INK, "ui_bold", max_width=56)
            p.text(_("{a} v {b}").format(a=_name(self.names, row.racers[0].seat),
                                         b=_name(self.names, row.racers[1].seat)),
                   (cols[1], y), size, P.INK, max_width=cols[2] - cols[1] - 8)
            half = (cols[3] - cols[2]) / 2
            for k, r in enumerate(row.racers):
                if not r.bet:
                    continue
                text = _("{bet} → {outcome}").format(bet=C.word(C.BET_WORDS, r.bet),
                                                     outcome=C.word(C.BET_WORDS, r.outcome))
                p.text(text, (cols[2] + k * half, y), size, P.GOOD if r.matched else P.INK_SOFT,
                       "ui_bold" if r.matched else "ui", max_width=half - 8)
            p.text(cards_words(row, self.names), (cols[3], y), size, P.INK,
                   max_width=body.right - cols[3])

    def hover(self, area: pygame.Rect, pos: tuple[float, float]) -> str:
        return ""
