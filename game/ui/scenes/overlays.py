"""Overlays over the table: pause menu, game log (the rules help is ``rules_book.py``; a
game's own detail sheets are its ``ui`` package's: Horse Fever's card zoom,
``game/horsefever/ui/card_scene.py``).

One of each for every game: the pause menu and the log ask the game's table (the scene
named "table") what they need (its ``log_lines()``, ``save_name()``/``save_as(name)``,
``export()``, ``rules_game()``, optionally ``replay_chips()`` and ``sheet_chips()``:
``game/ui/plugin.py``); the menu's Rules opens the table's game's rules
(``app.open("rules", GAME)``).
"""
from __future__ import annotations

import pygame
import pygame_gui

from ...services.i18n import N_, _
from .. import input_map as K
from .. import palette as P
from ..generic.logbook import colour_of
from ..gui import GuiLayer, hex_colour
from ..painter import Painter
from ..scene_registry import register_scene
from ..widgets import Button, column, hit
from .common import SheetScene
from .. import key_names as KN


@register_scene("pause")
class PauseScene(SheetScene):
    """Esc during a game: resume, rules, log, settings, leave."""

    name = "pause"
    title = N_("Paused")
    sheet = pygame.Rect(440, 42, 400, 636)

    def buttons(self) -> list[Button]:
        r = self.sheet
        rects = column(r.x + 60, r.y + 86, r.w - 120, 44, 10, 9)
        app = self.app
        no_game = _("No game in progress.")
        if getattr(self.table(), "lesson", False):
            # A lesson is never saved: no Save as, no Export; leaving goes to the title.
            return [
                Button("resume", rects[0], _("Resume"), self.back, style="primary",
                       hotkey=KN.label("esc")),
                Button("rules", rects[1], _("Rules"), self.open_rules, hotkey="F1"),
                Button("log", rects[2], _("Game log"), self.open_log, hotkey=KN.letter("log")),
                Button("settings", rects[3], _("Settings"), lambda: app.open("settings")),
                Button("fullscreen", rects[4], _("Fullscreen on/off"), app.toggle_fullscreen,
                       hotkey="F11"),
                Button("title", rects[5], _("Leave the lesson"), app.to_title,
                       tip=_("Back to the title: the lesson is not saved.")),
                Button("quit", rects[6], _("Click again to quit") if self.quit_armed
                       else _("Quit the game"), self.quit, style="danger")]
        return [
            Button("resume", rects[0], _("Resume"), self.back, style="primary", hotkey=KN.label("esc")),
            Button("rules", rects[1], _("Rules"), self.open_rules, hotkey="F1"),
            Button("log", rects[2], _("Game log"), self.open_log, hotkey=KN.letter("log"),
                   enabled=self.table() is not None, reason=no_game),
            Button("save_as", rects[3], _("Save as…"), self.open_save_as, enabled=self.table() is not None,
                   reason=no_game, tip=_("Keep this moment under a name of your own.")),
            Button("export", rects[4], _("Export log and summary"), self.export, enabled=self.table() is not None,
                   reason=no_game, tip=_("Writes the full event log and a readable summary beside the saves.")),
            Button("settings", rects[5], _("Settings"), lambda: app.open("settings")),
            Button("fullscreen", rects[6], _("Fullscreen on/off"), app.toggle_fullscreen, hotkey="F11"),
            Button("title", rects[7], _("Save and leave to title"), app.to_title,
                   tip=_("The game is saved: Resume on the title screen continues it.")),
            Button("quit", rects[8], _("Click again to quit") if self.quit_armed else _("Quit the game"),
                   self.quit, style="danger",
                   tip=_("The game is saved: Resume continues it next time.")),
        ]

    quit_armed = False  # a first click on Quit asks for a second one: no game ends by a slip

    def quit(self) -> None:
        if self.quit_armed or self.table() is None:
            self.app.quit(0)
        else:
            self.quit_armed = True

    def process_event(self, ev: pygame.event.Event) -> bool:
        if self.quit_armed and ev.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            b = self.focus.current(self.buttons()) if ev.type == pygame.KEYDOWN else \
                hit(self.buttons(), self.app.logical(ev.pos))
            if b is None or b.key != "quit":
                self.quit_armed = False  # anything else than the second click: not quitting
        return super().process_event(ev)

    # Every game's table answers the same few questions (game/ui/plugin.py, "A table"):
    # one menu for all of them.
    def open_save_as(self) -> None:
        t = self.table()
        if t is not None:
            self.app.open("save_as", t)

    def export(self) -> None:
        t = self.table()
        if t is not None:
            self.app.open("export", t)

    def table(self):
        return self.app.find("table")

    def rules_game(self) -> str | None:
        t = self.table()
        return t.rules_game() if t is not None else None

    def open_rules(self) -> None:
        self.app.open("rules", self.rules_game())

    def open_log(self) -> None:
        t = self.table()
        if t is not None:
            self.app.open("log", t.log_lines())

    def on_command(self, cmd: str) -> bool:
        if cmd == K.LOG:
            self.open_log()
            return True
        return super().on_command(cmd)


def log_html(lines: list[str]) -> str:
    """The log as the text box's markup: every line escaped (it is only ever shown as
    text: a chat line's "<b>" stays those three characters), a heading ("— Round 2 —")
    bold, a line with a colour of its own (``logbook.Tinted``: a chat line) in it, made
    legible on the paper."""
    out = []
    for ln in lines:
        esc = ln.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        colour = colour_of(ln)
        if colour is not None:
            esc = f"<font color='{hex_colour(P.readable(colour, P.CREAM))}'>{esc}</font>"
        elif ln.startswith("—"):
            esc = f"<b>{esc}</b>"
        out.append(esc)
    return "<br>".join(out)


@register_scene("log")
def log_scene(app, lines: list[str]) -> "LogScene":
    """``app.open("log", lines)``: the game log, one instance per app (the text is laid out
    again only if it grew)."""
    scene = getattr(app, "_log_scene", None)
    if scene is None:
        scene = app._log_scene = LogScene(app, lines)
    else:
        scene.refresh(lines)
        scene.pages = {}  # (each opening shows the latest chips)
    return scene


class LogScene(SheetScene):
    """L: the whole public log, scrollable."""

    name = "log"
    title = N_("Game log")
    sheet = pygame.Rect(190, 50, 900, 620)

    def __init__(self, app, lines: list[str]) -> None:
        super().__init__(app)
        self.lines = list(lines)
        self.pages: dict[str, int] = {}  # the chip rows' pages turned by hand (else the latest)
        self.box: pygame_gui.elements.UITextBox | None = None
        self.gui = GuiLayer(app, self._build)

    def refresh(self, lines: list[str]) -> None:
        if list(lines) != self.lines:
            self.lines = list(lines)
            if self.box is not None:
                self.box.kill()
            if self.gui is not None and self.gui.manager is not None:
                self._build(self.gui)

    def on_enter(self) -> None:
        if self.gui is not None and not self.gui.current:
            self.gui.rebuild()

    def on_exit(self) -> None:
        pass  # kept for the next L (see log_scene)

    def _build(self, gui: GuiLayer) -> None:
        r = self.sheet
        html = log_html(self.lines) or _("Nothing yet.")
        room = 46 if self.sheet_buttons() else 0  # a row of past sheets under the text
        self.box = pygame_gui.elements.UITextBox(html, gui.rect((r.x + 30, r.y + 80, r.w - 60, r.h - 150 - room)),
                                                 gui.manager,
                                                 object_id=pygame_gui.core.ObjectID(object_id="#log_text"))
        # Newest at the bottom, shown first.
        if self.box.scroll_bar is not None:
            self.box.scroll_bar.set_scroll_from_start_percentage(1.0)

    def buttons(self) -> list[Button]:
        r = self.sheet
        return self.replay_buttons() + self.sheet_buttons() + [
            Button("close", pygame.Rect(r.right - 170, r.bottom - 58, 140, 40), _("Close"), self.back,
                   style="primary", hotkey=KN.label("esc"))]

    # Two rows of numbered chips under the text: the past results sheets (``sheet_chips``:
    # every race's or round's results, Horse Fever's payoffs) and the races or rounds to
    # replay (``replay_chips``); each chip's tip names it. A row with more chips than fit
    # turns pages with its ‹ › buttons (it opens on the latest).
    CHIP, STEP, ROOM = 38, 42, 14

    def chip_row(self, kind: str, y: int, chips: list[tuple[int, str]], act) -> list[Button]:
        r = self.sheet
        last_page = max(0, (len(chips) - 1) // self.ROOM)
        page = min(self.pages.get(kind, last_page), last_page)
        x0 = r.x + 150
        out = [Button(f"{kind}_{n}", pygame.Rect(x0 + k * self.STEP, y, self.CHIP, 36), str(n),
                      lambda n=n: act(n), tip=tip, size=15)
               for k, (n, tip) in enumerate(chips[page * self.ROOM:(page + 1) * self.ROOM])]
        if last_page:
            x = x0 + self.ROOM * self.STEP + 6
            out += [Button(f"{kind}_prev", pygame.Rect(x, y, 30, 36), "‹",
                           lambda: self.turn(kind, page - 1), enabled=page > 0, size=15,
                           reason=_("The first page")),
                    Button(f"{kind}_next", pygame.Rect(x + 34, y, 30, 36), "›",
                           lambda: self.turn(kind, page + 1), enabled=page < last_page, size=15,
                           reason=_("The last page"))]
        return out

    def turn(self, kind: str, page: int) -> None:
        self.pages[kind] = max(0, page)

    def replay_buttons(self) -> list[Button]:
        """One chip per race or round already played, to replay it (``replay_chips``)."""
        t = self.app.find("table")
        chips = getattr(t, "replay_chips", None)
        if chips is None:
            return []
        return self.chip_row("replay", self.sheet.bottom - 56, chips(), self.replay)

    def sheet_buttons(self) -> list[Button]:
        """One chip per past results sheet the table offers again (``sheet_chips``)."""
        t = self.app.find("table")
        chips = getattr(t, "sheet_chips", None)
        if chips is None:
            return []
        return self.chip_row("sheet", self.sheet.bottom - 104,
                             [(i + 1, label) for i, label in enumerate(chips())],
                             lambda n: t.open_sheet(n - 1))

    def replay(self, n: int) -> None:
        t = self.app.find("table")
        if t is not None:
            t.open_replay(n)

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        if self.sheet_buttons():
            p.text(_("Results"), (r.x + 30, r.bottom - 86), 15, P.INK, "ui_bold", anchor="midleft",
                   max_width=114)
        if self.replay_buttons():
            p.text(_("Replay"), (r.x + 30, r.bottom - 38), 15, P.INK, "ui_bold", anchor="midleft",
                   max_width=114)
            return
        p.text(_("Public events only: nobody's hidden cards appear here."),
               (r.x + 30, r.bottom - 38), 14, P.INK_SOFT, "ui", anchor="midleft")

    def on_command(self, cmd: str) -> bool:
        if cmd == K.LOG:
            self.back()
            return True
        return super().on_command(cmd)

    def default_action(self) -> bool:
        self.back()
        return True
