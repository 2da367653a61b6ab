"""The final scores of every game: the standings, then the story of the game in charts.

Opened by the table once the game is over and shown (``app.open("final", session)``),
over the dimmed table. Two pages:

* **Standings**: the winner, then every seat in order (``Game.standings()``: place, name,
  score fields) with the game's columns (``score_columns``: Horse Fever's VP and Danari),
  a line under each name (``standing_subtitle``: a character, a bot's kind), why a seat
  stands where it does (``standing_notes``: ties broken, Goals, eliminations; else its
  ``score_line``), its chart colour and marker, and how the game is won (``final_rule``);
* **Charts** (C): the game's chart page (``chart_page``, ``game/ui/generic/chart_page.py``),
  the value under the mouse read out;
* a game's other pages (``final_pages``: Bettor Horse's round-by-round table), a tab each
  at the sheet's top left, drawn on the charts' sheet.

New game, the title, the whole log (L), Export (E: the event log and a summary,
``game/ui/generic/export.py``), Replay (the whole game played back) and Quit; Esc the menu.
"""
from __future__ import annotations

from typing import Any

import pygame

from ...services.i18n import N_, _
from ...services.numbers import ordinal
from ...saves.files import SaveError
from .. import input_map as K
from .. import palette as P
from .. import pieces
from ..charts import marker
from ..generic.export import export
from ..generic.saving import replay_refusal
from ..painter import Painter
from ..scene_registry import register_scene
from ..widgets import Button
from .common import SheetScene, draw_tip

ROW_H = 48  # a standing's row, shrunk when many seats must fit


@register_scene("final")
class FinalScene(SheetScene):
    """The end of the game, over the table: standings, then the charts."""

    name = "final"
    back_on_escape = False
    SCORES_SHEET = pygame.Rect(170, 50, 940, 620)
    CHARTS_SHEET = pygame.Rect(24, 12, 1232, 696)

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.pres = pres = session.pres
        self.standings = session.game.standings()
        public = [session.game.redact(ev, None) for ev in session.events]
        # The charts and the notes, folded once from the finished game's public events.
        self.charts = pres.chart_page(public, session.names)
        self.series = self.charts.series
        self.notes = pres.standing_notes(public, session.names)
        self.pages = pres.final_pages(public, session.names)  # (title, page): "page0"...
        self.title = N_("Final scores")
        self.page = "scores"
        self.export_note = ""
        self.export_bad = False
        self.exported = None  # ExportPaths of the last export
        self.cheered = False  # the winner's fanfare, played once when the scores first show

    def update(self, dt: float) -> None:
        if not self.cheered:
            self.cheered = True
            audio = self.app.sound()
            for sound, volume in self.pres.final_sounds:
                audio.play(sound, volume)
        super().update(dt)

    @property
    def sheet(self) -> pygame.Rect:  # type: ignore[override]
        return self.SCORES_SHEET if self.page == "scores" else self.CHARTS_SHEET

    def show(self, page: str) -> None:
        self.page = page
        # (A game's other page names itself on its card: the sheet keeps the charts' title.)
        self.title = N_("Final scores") if page == "scores" else N_("The story of the game")

    def other_page(self) -> tuple[str, Any] | None:
        """The game's other page on screen ((title, page)), or None."""
        if self.page.startswith("page") and self.page[4:].isdigit():
            k = int(self.page[4:])
            return self.pages[k] if k < len(self.pages) else None
        return None

    def shown_chart(self) -> Any | None:
        """The page drawn in the charts' area (None: the standings)."""
        other = self.other_page()
        return other[1] if other is not None else self.charts if self.page == "charts" else None

    def export(self) -> None:
        try:
            self.exported = export(self.session)
        except SaveError as e:
            self.export_note, self.export_bad = str(e), True
            return
        self.export_note = _("Exported the event log to {log}  and the summary beside it "
                             "({summary})").format(log=self.exported.log,
                                                   summary=self.exported.summary.name)
        self.export_bad = False

    def replay(self) -> None:
        """The whole game played back from its history (``replay.py``)."""
        self.app.open("replay", self.session)

    def rules_game(self) -> str | None:
        return self.pres.game

    def buttons(self) -> list[Button]:
        r = self.sheet
        y = r.bottom - 62
        x = r.x + 32
        out = [Button("tab:scores", pygame.Rect(r.right - 300, r.y + 22, 130, 34), _("Standings"),
                      lambda: self.show("scores"), selected=self.page == "scores", size=14),
               Button("tab:charts", pygame.Rect(r.right - 162, r.y + 22, 130, 34), _("Charts"),
                      lambda: self.show("charts"), selected=self.page == "charts", size=14,
                      hotkey="C")]
        for k, (title, _page) in enumerate(self.pages):  # the game's other pages, top left
            out.append(Button(f"tab:page{k}", pygame.Rect(r.x + 32 + 170 * k, r.y + 22, 160, 34),
                              title, lambda k=k: self.show(f"page{k}"),
                              selected=self.page == f"page{k}", size=14))
        row = (("new", 160, _("New game"), self.app.new_game_setup, "primary", "", ""),
               ("title", 140, _("Title screen"), self.app.to_title, "normal", "", ""),
               # (Italian's "Registro di partita" needs the room the others can spare.)
               ("log", 160, _("Game log"), self.open_log, "normal", "L", ""),
               ("export", 120, _("Export"), self.export, "normal", "E",
                _("Writes the full event log (JSON Lines) and a readable summary beside the saves.")),
               ("replay", 120, _("Replay"), self.replay, "normal", "", _("Play the game back")))
        # A game played across computers is not replayed here: its history is its host's.
        replay_why = replay_refusal(self.session)
        for key, w, label, act, style, hotkey, tip in row:
            out.append(Button(key, pygame.Rect(x, y, w, 44), label, act, style=style,
                              hotkey=hotkey, tip=tip, enabled=key != "replay" or not replay_why,
                              reason=replay_why))
            x += w + 10
        out.append(Button("quit", pygame.Rect(r.right - 152, y, 120, 44), _("Quit"),
                          lambda: self.app.quit(0), style="danger"))
        return out

    def open_log(self) -> None:
        self.app.open("log", self.session.log_lines(
            explain=bool(getattr(self.app.settings, "explain_bots", True))))

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_c:
            self.show("scores" if self.page == "charts" else "charts")
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_e:
            self.export()
            return True
        return super().process_event(ev)

    def on_command(self, cmd: str) -> bool:
        if cmd == K.LOG:
            self.open_log()
            return True
        if cmd == K.MENU:
            self.app.open("pause")
            return True
        return super().on_command(cmd)

    # ---- drawing ------------------------------------------------------------------------
    def draw(self, p: Painter) -> None:
        super().draw(p)
        page = self.shown_chart()
        if page is not None:
            tip = page.hover(self.charts_area(), self.mouse)  # over everything else
            if tip:
                draw_tip(p, tip, self.mouse)

    def charts_area(self) -> pygame.Rect:
        r = self.sheet
        return pygame.Rect(r.x + 24, r.y + 74, r.w - 48, r.h - 74 - (96 if self.export_note else 80))

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        if self.export_note:
            p.text(self.export_note, (r.centerx, r.bottom - 74), 12.5,
                   P.BAD if self.export_bad else P.GOOD, "ui_medium", anchor="midbottom",
                   max_width=r.w - 60)
        page = self.shown_chart()
        if page is not None:
            page.draw(p, self.charts_area())
            return
        self.draw_scores(p)

    def draw_scores(self, p: Painter) -> None:
        r = self.sheet
        st = self.standings
        if not st:
            return
        if pieces.icon(p, "trophy", pygame.Rect(r.centerx - 216, r.y + 80, 56, 56)).startswith("fallback:"):
            pieces.rosette(p, pygame.Rect(r.centerx - 210, r.y + 82, 46, 52))
        p.text(self.pres.winner_caption(), (r.centerx + 24, r.y + 80), 18, P.INK_SOFT,
               "serif_italic", anchor="midtop")
        winners = [s.name for s in st if s.place == 1]
        p.text(_(" and ").join(winners), (r.centerx + 24, r.y + 102), 40, P.INK, "display",
               anchor="midtop", max_width=560)
        columns = [self.pres.score_columns(s.score) for s in st]
        heads = [h for h, _v in columns[0]][:2]
        xs = [r.x + 400 + 120 * k for k in range(len(heads))]
        note_x = r.x + (400 + 120 * len(heads) if heads else 400)
        y = r.y + 176
        for x, h in zip([r.x + 50, r.x + 110] + xs, ["", _("Player")] + heads):
            p.text(h, (x, y), 14, P.INK_SOFT, "ui_bold")
        y += 26
        bottom = r.bottom - (110 if not self.export_note else 126)
        row = max(24, min(ROW_H, (bottom - y) // max(1, len(st))))
        big = row >= 40
        lines = bool(self.charts.series) and not self.charts.empty
        for i, s in enumerate(st):
            band = pygame.Rect(r.x + 36, y - 4, r.w - 72, row - 6)
            p.rect(band, P.HIGHLIGHT if s.place == 1 else P.CREAM_DARK, 8,
                   alpha=170 if s.place == 1 else 120)
            p.text(ordinal(s.place), (r.x + 50, y + 2), 22 if big else 16, P.INK, "condensed",
                   max_width=56)
            name_w = xs[0] - r.x - 130 if xs else note_x - r.x - 130
            p.text(s.name, (r.x + 110, y), 17 if big else 15, P.INK, "ui_bold", max_width=name_w)
            sub = self.pres.standing_subtitle(self.session, s.seat)
            if sub and big:
                p.text(sub, (r.x + 110, y + 19), 12, P.INK_SOFT, "serif_italic", max_width=name_w)
            if lines:  # the seat's line in the charts: its colour and marker
                colour, kind = self.pres.seat_style(s.seat)
                p.line((r.x + 62, y + row - 14), (r.x + 92, y + row - 14), colour, 2.4)
                marker(p, kind, (r.x + 77, y + row - 14), colour, 5)
            for x, (_h, value) in zip(xs, columns[i]):
                p.text(value, (x, y + 2), 24 if big else 17, P.INK, "condensed")
            note = self.notes.get(s.seat) or ("" if heads else self.pres.score_line(s.score))
            if note:
                self.draw_note(p, note, note_x, y, r.right - 50 - note_x, two=big)
            y += row
        rule = self.pres.final_rule(self.session)
        if rule and not self.export_note:
            p.text(rule, (r.centerx, r.bottom - 96), 13, P.INK_SOFT, "ui", anchor="midtop",
                   max_width=r.w - 60)

    def draw_note(self, p: Painter, note: str, x: float, y: float, room: float,
                  two: bool) -> None:
        """Why a seat stands where it does: two lines in its band when it needs them,
        the rest cut with "…" where the second ends."""
        lines = p.wrap(note, room, 13, "ui")
        if len(lines) > 2 or (len(lines) > 1 and not two):
            lines = [lines[0], " ".join(lines[1:])] if two else [" ".join(lines)]
        top = y + 8 if len(lines) == 1 else y
        for k, line in enumerate(lines):
            p.text(line, (x, top + 16 * k), 13, P.INK_SOFT, "ui", max_width=room)

    def screenshot_key(self) -> str | None:
        return "final" if self.page == "scores" else f"final-{self.page}"
