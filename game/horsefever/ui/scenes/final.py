"""Final scores: the winner, every player's VP and Danari, how ties were broken, the charts.

Two pages: the standings, and the story of the game in charts (VP and Danari after every
round, bets won and lost, each horse's odds), folded from the event log by
``game.horsefever.chart_series`` and drawn by ``game.ui.charts``. "Export" writes the event log and a
readable summary beside the saves and shows where.
"""
from __future__ import annotations

import pygame

from ...chart_series import ChartSeries, chart_series
from ....i18n import N_, _, ngettext
from ....ui import charts
from ....ui import palette as P
from ....ui import pieces
from ....ui import saves
from ..describe import horse, money, ordinal, tie_rolls
from ....ui.painter import Painter
from ....ui.widgets import Button
from ....ui.scene_registry import register_scene
from ....ui.scenes.common import SheetScene, draw_tip


def why_out(session, seat: int) -> str:
    """Why an eliminated player ranks last, from the events: a loan not repaid, or a debt or
    minimum bet they could not cover without VP tokens left to give up."""
    default = None
    for ev in session.events:
        if ev.get("seat") != seat:
            continue
        if ev.get("type") == "loan_default":
            pattern = (_("out: could not repay the Mob loan ({due} due, {held} held)")
                       if ev.get("kind") == "mob" else
                       _("out: could not repay the Bank loan ({due} due, {held} held)"))
            return pattern.format(due=money(ev.get("due", 0)), held=money(ev.get("danari_after", 0)))
        if ev.get("type") == "eliminated":
            pattern = (_("out in round {round}: could not cover the minimum bet, no VP token left")
                       if ev.get("reason") == "minimum_bet" else
                       _("out in round {round}: could not cover a payment, no VP token left"))
            default = pattern.format(round=ev.get("round"))
    return default or _("out of the game: ranks last")


def tie_notes(session) -> dict[int, str]:
    """Why tied players are in their order: Danari (Family Game), then sprint-die rolls."""
    ds = session.display
    st = [row for row in ds.standings if not row.get("eliminated")]
    family = ds.variant == "family"
    rolls: dict[int, list[str]] = {}
    for tb in ds.tie_breaks:
        for seat, colour in tie_rolls(tb):
            rolls.setdefault(seat, []).append(horse(colour))
    notes: dict[int, str] = {}
    for row in ds.standings:
        if row.get("eliminated"):
            notes[row["seat"]] = why_out(session, row["seat"])
    for row in st:
        same_vp = [o for o in st if o["vp"] == row["vp"]]
        if len(same_vp) < 2:
            continue
        same_all = [o for o in same_vp if not family or o["danari"] == row["danari"]]
        if len(same_all) < 2:
            notes[row["seat"]] = _("tied on {vp} VP, placed by Danari").format(vp=row["vp"])
        else:
            rolled = _(", then ").join(rolls.get(row["seat"], [])) or "?"
            pattern = (_("tied on {vp} VP and {danari}: sprint die {rolled}") if family else
                       _("tied on {vp} VP: sprint die {rolled}"))
            notes[row["seat"]] = pattern.format(vp=row["vp"], danari=money(row["danari"]), rolled=rolled)
    return notes


def goal_notes(session) -> dict[int, str]:
    """Board Game: each player's Goals at the final stage ("Goals 2 of 3: +4 VP")."""
    scored: dict[int, list[int]] = {}
    held: dict[int, int] = {}
    for ev in session.events:
        e = ev.get("type")
        if e in ("goal_scored", "goal_failed", "goal_duplicate"):
            held[ev["seat"]] = held.get(ev["seat"], 0) + 1
            if e == "goal_scored":
                scored.setdefault(ev["seat"], []).append(int(ev.get("vp", 0)))
    return {seat: ngettext("Goals {scored} of {n}: +{vp} VP", "Goals {scored} of {n}: +{vp} VP", n).format(
        scored=len(scored.get(seat, [])), n=n, vp=sum(scored.get(seat, []))) for seat, n in held.items()}


@register_scene("final")
class FinalScene(SheetScene):
    """The end of the game, over the table: standings, then the charts."""

    name = "final"
    back_on_escape = False
    SCORES_SHEET = pygame.Rect(170, 50, 940, 620)
    CHARTS_SHEET = pygame.Rect(24, 12, 1232, 696)

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.title = N_("Final scores")
        self.page = "scores"
        self.export_note = ""
        self.export_bad = False
        # The charts' numbers, folded once from the finished game's events.
        self.series: ChartSeries = chart_series(session.events)
        self.exported = None  # ExportPaths of the last export
        self.cheered = False  # the winner's fanfare, played once when the scores first show

    def update(self, dt: float) -> None:
        if not self.cheered:
            self.cheered = True
            audio = self.app.sound()
            audio.play("fanfare")
            audio.play("crowd_roar", 0.7)
        super().update(dt)

    @property
    def sheet(self) -> pygame.Rect:  # type: ignore[override]
        return self.CHARTS_SHEET if self.page == "charts" else self.SCORES_SHEET

    def show(self, page: str) -> None:
        self.page = page
        self.title = N_("The story of the game") if page == "charts" else N_("Final scores")

    def export(self) -> None:
        result = saves.export(self.session.events, self.app.data)
        if isinstance(result, str):
            self.export_note, self.export_bad = result, True
        else:
            self.export_note = _("Exported the event log to {log}  and the summary beside it ({summary})").format(
                log=result.log, summary=result.summary.name)
            self.export_bad = False
            self.exported = result

    def buttons(self) -> list[Button]:
        r = self.sheet
        y = r.bottom - 62
        out = [Button("tab:scores", pygame.Rect(r.right - 300, r.y + 22, 130, 34), _("Standings"),
                      lambda: self.show("scores"), selected=self.page == "scores", size=14),
               Button("tab:charts", pygame.Rect(r.right - 162, r.y + 22, 130, 34), _("Charts"),
                      lambda: self.show("charts"), selected=self.page == "charts", size=14, hotkey="C"),
               Button("new", pygame.Rect(r.x + 32, y, 190, 44), _("New game"), self.app.new_game_setup,
                      style="primary"),
               Button("title", pygame.Rect(r.x + 234, y, 160, 44), _("Title screen"), self.app.to_title),
               # (Italian's "Registro di partita" needs the room Export can spare.)
               Button("log", pygame.Rect(r.x + 406, y, 180, 44), _("Game log"), self.open_log, hotkey="L"),
               Button("export", pygame.Rect(r.x + 598, y, 130, 44), _("Export"), self.export,
                      tip=_("Writes the full event log (JSON Lines) and a readable summary beside the saves.")),
               Button("quit", pygame.Rect(r.right - 172, y, 140, 44), _("Quit"), lambda: self.app.quit(0),
                      style="danger")]
        return out

    def open_log(self) -> None:
        self.app.open("log", self.session.log)

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_c:
            self.show("scores" if self.page == "charts" else "charts")
            return True
        return super().process_event(ev)

    def on_command(self, cmd: str) -> bool:
        from ....ui import input_map as K
        if cmd == K.LOG:
            self.open_log()
            return True
        if cmd == K.MENU:
            self.app.open("pause")
            return True
        return super().on_command(cmd)

    def draw(self, p: Painter) -> None:
        super().draw(p)
        if self.page == "charts":
            # The value under the mouse, over everything else.
            data = self.app.data
            tip = charts.hover_text(self.charts_area(), self.series, data.colours, data.odds_values, self.mouse)
            if tip:
                draw_tip(p, tip, self.mouse)

    def charts_area(self) -> pygame.Rect:
        r = self.sheet
        return pygame.Rect(r.x + 24, r.y + 74, r.w - 48, r.h - 74 - (96 if self.export_note else 80))

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        if self.export_note:
            p.text(self.export_note, (r.centerx, r.bottom - 74), 12.5, P.BAD if self.export_bad else P.GOOD,
                   "ui_medium", anchor="midbottom", max_width=r.w - 60)
        if self.page == "charts":
            area = self.charts_area()
            data = self.app.data
            charts.story_charts(p, area, self.series, data.colours, data.odds_values)
            return
        self.draw_scores(p)

    def draw_scores(self, p: Painter) -> None:
        ds = self.session.display
        r = self.sheet
        st = ds.standings
        if not st:
            return
        w = st[0]
        if pieces.icon(p, "trophy", pygame.Rect(r.centerx - 216, r.y + 80, 56, 56)).startswith("fallback:"):
            pieces.rosette(p, pygame.Rect(r.centerx - 210, r.y + 82, 46, 52))
        p.text(_("Best Gambler Ever"), (r.centerx + 24, r.y + 80), 18, P.INK_SOFT, "serif_italic", anchor="midtop")
        p.text(w["name"], (r.centerx + 24, r.y + 102), 40, P.INK, "display", anchor="midtop", max_width=560)
        notes = tie_notes(self.session)
        for seat, goals in goal_notes(self.session).items():
            notes[seat] = goals + (" · " + notes[seat] if notes.get(seat) else "")
        y = r.y + 176
        cols = (r.x + 50, r.x + 110, r.x + 400, r.x + 520, r.x + 625)
        for x, h in zip(cols, ("", _("Player"), _("VP"), _("Danari"), "")):
            p.text(h, (x, y), 14, P.INK_SOFT, "ui_bold")
        y += 26
        for i, row in enumerate(st):
            pl = ds.players[row["seat"]]
            band = pygame.Rect(r.x + 36, y - 4, r.w - 72, 42)
            p.rect(band, P.HIGHLIGHT if i == 0 else P.CREAM_DARK, 8, alpha=120 if i else 170)
            p.text(ordinal(i + 1), (cols[0], y + 2), 22, P.INK, "condensed")
            p.text(row["name"], (cols[1], y), 17, P.INK, "ui_bold", max_width=280)
            p.text(pl.character, (cols[1], y + 19), 12, P.INK_SOFT, "serif_italic", max_width=280)
            p.text(f"{row['vp']}", (cols[2], y + 2), 24, P.INK, "condensed")
            p.text(money(row["danari"]), (cols[3], y + 2), 24, P.INK, "condensed")
            note = notes.get(row["seat"], "")
            if note:
                # Goals and a tie-break together do not fit one line: two lines in the band.
                room = r.right - 50 - cols[4]
                lines = p.wrap(note, room, 13, "ui")
                if len(lines) > 2:  # the rest on the second line, cut with "…" where it ends
                    lines = [lines[0], " ".join(lines[1:])]
                top = y + 8 if len(lines) == 1 else y
                for k, line in enumerate(lines):
                    p.text(line, (cols[4], top + 16 * k), 13, P.INK_SOFT, "ui", max_width=room)
            y += 48
        if not self.export_note:
            rule = (_("Most VP wins. Family Game ties: most Danari, then a sprint-die roll (higher number wins).")
                    if self.session.display.variant == "family" else
                    _("Most VP wins, after the Goals are scored. Board Game ties: a sprint-die roll "
                      "(higher number wins); Danari do not count."))
            p.text(rule, (r.centerx, r.bottom - 96), 13, P.INK_SOFT, "ui", anchor="midtop", max_width=r.w - 60)
