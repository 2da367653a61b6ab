"""Horse Fever's page of the final scores' charts: the story of the game in four charts.

VP and Danari after every round (a line per player), bets won and lost (bars per player)
and each horse's odds at the start of every round, folded from the public events by
``game.horsefever.chart_series`` and drawn with the shell's chart pieces
(``game/ui/charts.py``). ``StoryCharts`` is the ``ChartPage`` Horse Fever's presentation
gives the shell's final scores (``game/ui/generic/chart_page.py``): ``draw`` the four
charts, ``hover`` the value of the point under the mouse.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from ...services.i18n import N_, _, ngettext
from ...services.numbers import money, number
from ...ui import palette as P
from ...ui.charts import Line, card, casing_for, frame, legend, line_chart, marker, player_style
from ...ui.generic.chart_page import ChartPage
from ...ui.painter import Painter
from ..chart_series import BetTally, ChartSeries, chart_series
from ..log_words import horse


class StoryCharts(ChartPage):
    """The four charts of a finished game, from its public events."""

    def __init__(self, events: Sequence[dict[str, Any]], colours: Sequence[str],
                 odds_values: Sequence[int]) -> None:
        self.series: ChartSeries = chart_series(events)
        self.colours = list(colours)
        self.odds_values = list(odds_values)

    @property
    def empty(self) -> bool:
        return self.series.empty

    def draw(self, p: Painter, area: pygame.Rect) -> None:
        story_charts(p, area, self.series, self.colours, self.odds_values)

    def hover(self, area: pygame.Rect, pos: tuple[float, float]) -> str:
        return hover_text(area, self.series, self.colours, self.odds_values, pos)


def bet_bars(p: Painter, r: pygame.Rect, names: Sequence[str], tallies: Sequence[BetTally],
             styles: Sequence[tuple[P.Colour, str]], title: str = N_("Bets won and lost")) -> None:
    """Per player: a green bar of bets won and a red bar of bets lost, with counts and Danari."""
    area = card(p, r, _(title), _("counts; Danari paid / staked beside"))
    if not tallies:
        p.text(_("No bets."), area.center, 14, P.INK_SOFT, "serif_italic", anchor="center")
        return
    most = max(1, max(max(t.won, t.lost) for t in tallies))
    name_w = 118
    money_w = 130
    label_w = 50  # "12 lost" after the longest bar, inside the card
    row_h = min(40.0, area.h / len(tallies))
    bar_w = area.w - name_w - money_w - label_w - 24
    for i, (name, t, (colour, mk)) in enumerate(zip(names, tallies, styles)):
        y = area.y + i * row_h
        cy = y + row_h / 2
        marker(p, mk, (area.x + 8, cy), colour, 4.2)
        p.text(name, (area.x + 20, cy), 13.5, P.INK, "ui_medium", anchor="midleft", max_width=name_w - 22)
        half = max(4.0, row_h / 2 - 3)
        x0 = area.x + name_w
        for k, (n, fill, won) in enumerate(((t.won, P.GOOD, True), (t.lost, P.BAD, False))):
            by = y + 2 + k * half
            w = bar_w * n / most
            p.rect((x0, by, bar_w, half - 1), P.mix(P.CREAM, P.CREAM_DARK, 0.5), 2)
            if n:
                p.rect((x0, by, max(3, w), half - 1), fill, 2)
            said = (ngettext("{n} won", "{n} won", n) if won else ngettext("{n} lost", "{n} lost", n))
            p.text(said.format(n=n), (x0 + max(3, w) + 5, by + half / 2), 14, P.INK, "condensed",
                   anchor="midleft")
        p.text(f"{number(t.paid)} / {money(t.staked)}", (area.right - 2, cy), 15, P.INK,
               "condensed", anchor="midright")


@dataclass
class Story:
    """The final screen's charts, laid out: the legend row, four cells and their lines."""

    legend: pygame.Rect
    cells: list[pygame.Rect]
    vp: list[Line]
    danari: list[Line]
    horses: list[Line]
    odds_range: tuple[float, float]


def story_layout(r: pygame.Rect, series: ChartSeries, colours: Sequence[str],
                 odds_values: Sequence[int]) -> Story:
    """Where everything of ``story_charts`` goes (pure: drawing and hovering share it)."""
    players = series.players
    styles = [player_style(i) for i in range(len(players))]
    gap = 12
    top = r.y + 32
    w = (r.w - gap) // 2
    h = (r.bottom - top - gap) // 2
    cells = [pygame.Rect(r.x, top, w, h), pygame.Rect(r.x + w + gap, top, w, h),
             pygame.Rect(r.x, top + h + gap, w, h), pygame.Rect(r.x + w + gap, top + h + gap, w, h)]

    def lines(table: dict[int, list[int | None]]) -> list[Line]:
        return [Line(pl.name, c, table.get(pl.seat, []), m, stopped=pl.eliminated_at)
                for pl, (c, m) in zip(players, styles)]

    horse_lines = [Line(horse(c), P.HORSE.get(c, P.INK), series.odds[c], "circle",
                        casing=casing_for(P.HORSE.get(c, P.INK)),
                        end_tag=str(P.NUMBER.get(c, "")), end_tag_ink=P.HORSE_INK.get(c, P.CREAM))
                   for c in colours if c in series.odds]
    lo, hi = (min(odds_values), max(odds_values)) if odds_values else (2, 7)
    return Story(pygame.Rect(r.x, r.y, r.w, 24), cells, lines(series.vp), lines(series.danari),
                 horse_lines, (lo, hi))


def story_charts(p: Painter, r: pygame.Rect, series: ChartSeries, colours: Sequence[str],
                 odds_values: Sequence[int]) -> None:
    """The final screen's four charts in a 2 x 2 grid inside ``r``, with the players' legend."""
    st = story_layout(r, series, colours, odds_values)
    players = series.players
    styles = [player_style(i) for i in range(len(players))]
    legend(p, st.legend, [(_("{name} (out)").format(name=pl.name) if pl.eliminated_at is not None else pl.name,
                           c, m) for pl, (c, m) in zip(players, styles)])
    n = series.rounds_played
    rounds_note = ngettext("after each of {n} round", "after each of {n} rounds", n).format(n=n)
    labels, odds_labels = x_words(series.labels), x_words(series.odds_labels)
    line_chart(p, st.cells[0], _("Victory Points"), labels, st.vp, subtitle=rounds_note)
    # Whole Danari grouped in the language's way ("12,500" / "12.500"): no "k" to translate.
    line_chart(p, st.cells[1], _("Danari"), labels, st.danari,
               fmt=lambda v: number(round(v)), subtitle=rounds_note)
    bet_bars(p, st.cells[2], [pl.name for pl in players], [series.bets[pl.seat] for pl in players], styles)
    line_chart(p, st.cells[3], _("Odds of each horse"), odds_labels, st.horses,
               fmt=lambda v: f"1:{v:g}", subtitle=_("start of each round; favourites on top"),
               y_range=st.odds_range, invert=True)


# The x axis's two words (chart_series keeps them in English, as keys).
_X_WORDS = {"Start": N_("Start"), "End": N_("End")}


def x_words(labels: Sequence[str]) -> list[str]:
    """The x labels as drawn: "Start" and "End" in the player's language, rounds as numbers."""
    out = []
    for lab in labels:
        word = _X_WORDS.get(lab)
        out.append(_(word) if word else lab)
    return out


def point_label(label: str, what: str) -> str:
    """The x position of a point in words."""
    if label == "Start":
        return _("at the start")
    if label == "End":
        return _("at the end") if what != "odds" else _("after the last race")
    pattern = _("after round {round}") if what != "odds" else _("at the start of round {round}")
    return pattern.format(round=label)


def hover_text(r: pygame.Rect, series: ChartSeries, colours: Sequence[str], odds_values: Sequence[int],
               pos: tuple[float, float], reach: float = 9.0) -> str:
    """What the point under the mouse says ("Ada, after round 3: 8 VP"), or ""."""
    st = story_layout(r, series, colours, odds_values)
    charts = ((st.cells[0], series.labels, st.vp, None, False, "vp"),
              (st.cells[1], series.labels, st.danari, None, False, "danari"),
              (st.cells[3], series.odds_labels, st.horses, st.odds_range, True, "odds"))
    best: tuple[float, str] | None = None
    for cell, labels, lines, y_range, invert, what in charts:
        if not cell.collidepoint(pos):
            continue
        fr = frame(cell, labels, lines, y_range, invert)
        if fr is None:
            continue
        for k, ln in enumerate(lines):
            for i, v in enumerate(ln.values):
                if v is None:
                    continue
                d = math.hypot(fr.x(i) - pos[0], fr.y(v, k) - pos[1])
                if d <= reach and (best is None or d < best[0]):
                    value = {"vp": _("{vp} VP").format(vp=f"{v:g}"), "danari": money(round(v)),
                             "odds": _("odds 1:{odds}").format(odds=f"{v:g}")}[what]
                    best = (d, _("{name}, {when}: {value}").format(
                        name=ln.label, when=point_label(labels[i], what), value=value))
    return best[1] if best else ""
