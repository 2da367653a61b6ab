"""The generic final scores: standings, a chart per ``chart_series``, export and replay.

The standings are the game's own (``Game.standings()``: place, name, score fields); the
charts are folded by the presentation from the public events (each event redacted for a
spectator), one line per seat in the shell's player styles (``game/ui/charts.py``).
Export writes the game's whole event log as JSON Lines and a text summary of the
described events to the exports folder (``game/save_files.exports_dir``); Replay plays
the game back from its history (``replay.py``).
"""
from __future__ import annotations

import datetime as _dt
import pathlib
from typing import TYPE_CHECKING, Any

import pygame

from ...save_files import SaveError, exports_dir, safe_name
from ...saves import event_line
from ...settings import atomic_write_text
from ...i18n import _
from .. import input_map as K
from .. import palette as P
from ..charts import Line, line_chart, marker, player_style
from ..painter import Painter
from ..scenes.common import ButtonScene
from ..backdrop import draw_background
from ..widgets import Button
from .replay import GenericReplayScene
from .saving import history

if TYPE_CHECKING:
    from .session import ContractSession


def summary_text(session: "ContractSession") -> str:
    """The game as text: title, players, standings, then every event described."""
    s = session
    # Worded in the language chosen when exporting (the .jsonl beside it stays neutral).
    lines = [_("{game} (seed {seed})").format(game=_(s.info.title), seed=s.seed),
             _("Players: {players}").format(players=", ".join(
                 f"{n} ({_('person') if i in s.humans else s.kinds[i]})"
                 for i, n in enumerate(s.names))),
             "", _("Standings:")]
    for st in s.game.standings():
        lines.append(f"  {st.place}. {st.name}: {s.pres.score_line(st.score)}")
    lines += ["", _("Events:")]
    for ev in s.events:
        text = s.pres.describe(ev, s.names)
        if text:
            lines.append("  " + text)
    return "\n".join(lines) + "\n"


def export(session: "ContractSession", directory: pathlib.Path | None = None) \
        -> tuple[pathlib.Path, pathlib.Path]:
    """Writes ``<game>-<seed>-<time>.jsonl`` (every event) and ``.txt`` (the summary);
    SaveError (one line) if the disk refuses."""
    d = directory if directory is not None else exports_dir()
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    stem = safe_name(f"{session.info.name}-{session.seed}-{stamp}")
    log, summary = d / f"{stem}.jsonl", d / f"{stem}.txt"
    try:
        atomic_write_text(log, "".join(event_line(e) for e in session.events))
        atomic_write_text(summary, summary_text(session))
    except OSError as e:
        raise SaveError(d, f"cannot write the export ({e.strerror or e})") from None
    return log, summary


class GenericFinalScene(ButtonScene):
    """The final scores of a finished contract game (see the module docstring)."""

    name = "final"
    opaque = True
    back_on_escape = False

    def __init__(self, app: Any, session: "ContractSession") -> None:
        super().__init__(app)
        self.session = session
        self.standings = session.game.standings()
        public = [session.game.redact(ev, None) for ev in session.events]
        self.series = session.pres.chart_series(public, session.names)
        self.message = ""

    def buttons(self) -> list[Button]:
        return [Button("export", pygame.Rect(380, 660, 160, 40), _("Export"), hotkey="E",
                       on_click=self.export, tip=_("The event log and a text summary")),
                Button("replay", pygame.Rect(560, 660, 160, 40), _("Replay"),
                       on_click=self.replay, tip=_("Play the game back")),
                Button("title", pygame.Rect(740, 660, 160, 40), _("To the title"),
                       on_click=self.to_title, style="primary", hotkey="Esc")]

    def export(self) -> None:
        try:
            log, summary = export(self.session)
            self.message = _("Exported {log} and {summary} to {folder}").format(log=log.name, summary=summary.name, folder=log.parent)
        except SaveError as e:
            self.message = str(e)

    def replay(self) -> None:
        self.app.stack.push(GenericReplayScene(self.app, self.session.pres,
                                               history(self.session)))

    def to_title(self) -> None:
        self.app.to_title()

    def rules_game(self) -> str | None:
        return self.session.pres.game

    def on_command(self, cmd: str) -> bool:
        if cmd == K.MENU:
            self.to_title()
            return True
        return super().on_command(cmd)

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_e:
            self.export()
            return True
        return super().process_event(ev)

    def draw(self, p: Painter) -> None:
        s = self.session
        draw_background(p)
        p.text(_("{game}: final scores").format(game=_(s.info.title)), (640, 22), 40, P.BRASS_LIGHT, "display",
               anchor="midtop")
        box = pygame.Rect(40, 90, 420, 540)
        p.rect(box, P.CREAM, 12)
        p.rect(box, P.BRASS_DARK, 12, width=2)
        for i, st in enumerate(self.standings):
            y = box.y + 20 + i * 64
            ink = P.INK if st.place > 1 else P.BRASS_DARK
            p.text(f"{st.place}.", (box.x + 20, y), 30, ink, "display")
            p.text(st.name, (box.x + 70, y + 2), 22, ink, "ui_bold", max_width=280)
            if self.series:  # the seat's line in the charts: its colour and marker
                colour, kind = player_style(st.seat)
                p.line((box.right - 62, y + 14), (box.right - 26, y + 14), colour, 2.6)
                marker(p, kind, (box.right - 44, y + 14), colour, 6)
            # Two lines for a long score line (Italian runs longer), never cut in one.
            p.text_block(s.pres.score_line(st.score), pygame.Rect(box.x + 70, y + 28, box.w - 90, 34),
                         14, P.INK_SOFT, line_gap=1.0, max_lines=2)
        self.draw_charts(p, pygame.Rect(480, 90, 760, 540))
        if self.message:
            p.text(self.message, (640, 640), 13.5, P.CREAM, anchor="center", max_width=1200)
        self.draw_buttons(p)

    def draw_charts(self, p: Painter, area: pygame.Rect) -> None:
        if not self.series:
            p.rect(area, P.CREAM, 12)
            p.text(_("No charts for this game yet."), area.center, 18, P.INK_SOFT,
                   "serif_italic", anchor="center")
            return
        n = min(2, len(self.series))
        h = (area.h - 10 * (n - 1)) // n
        for k, ser in enumerate(self.series[:n]):
            r = pygame.Rect(area.x, area.y + k * (h + 10), area.w, h)
            lines = []
            for seat, values in sorted(ser.values.items()):
                colour, marker = player_style(seat)
                name = ser.line_names.get(seat) or self.session.name(seat)
                lines.append(Line(name, colour, values, marker))
            line_chart(p, r, ser.title, ser.labels, lines)

    def screenshot_key(self) -> str | None:
        return "generic-final"
