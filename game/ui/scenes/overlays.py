"""Overlays over the table: pause menu, rules help, game log, card details.

One of each for every game: the pause menu and the log ask the game's table (the scene
named "table") what they need (its ``log_lines()``, ``save_name()``/``save_as(name)``,
``export()``, ``rules_game()``, optionally ``replay_chips()`` and ``sheet_chips()``:
``game/ui/plugin.py``), and
the rules help shows the pages of the game asked for (``app.open("rules", GAME)``).
"""
from __future__ import annotations

import pygame
import pygame_gui

from ...core.registry import get_game
from ...i18n import N_, _, current_language
from ...horsefever.rules.data import GameData
from .. import input_map as K
from .. import palette as P
from .. import pieces
from ...horsefever.ui.describe import Detail
from ..gui import GuiLayer
from ..painter import Painter
from ..plugin import presentation
from ..scene_registry import register_scene
from ..widgets import Button, column, hit
from .common import SheetScene


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
        return [
            Button("resume", rects[0], _("Resume"), self.back, style="primary", hotkey="Esc"),
            Button("rules", rects[1], _("Rules"), self.open_rules, hotkey="F1"),
            Button("log", rects[2], _("Game log"), self.open_log, hotkey="L",
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


@register_scene("rules")
def rules_scene(app, game: str | None = None) -> "RulesScene":
    """``app.open("rules", GAME)``: the rules help of that game (None: the game at hand),
    one instance per app and game (its pages stay laid out between visits; opening it
    while it is open leaves it where it is)."""
    game = game or app.game_at_hand
    cache = app.__dict__.setdefault("_rules_scenes", {})
    scene = cache.get(game)
    if scene is None or scene.language != current_language():  # laid out in another language
        scene = cache[game] = RulesScene(app, game)
    return scene


def rules_pages(game: str) -> list[tuple[str, str]]:
    """A game's rules help as (title, pygame_gui HTML) pages: its presentation's own
    (``rules_pages``), else its ``rules_help`` sections, those of one title in a row made
    one page (a game's many house rulings read as one scrolling page)."""
    pres = presentation(game)
    own = getattr(pres, "rules_pages", None)
    if own is not None:
        return list(own())
    out: list[tuple[str, str]] = []
    for title, text in pres.rules_help():
        html = _(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        html = html.replace("\n", "<br>")
        if out and out[-1][0] == title:
            out[-1] = (title, out[-1][1] + "<br><br>" + html)
        else:
            out.append((title, html))
    return out or [(N_("Rules"), _("No rules help for this game yet."))]


class RulesScene(SheetScene):
    """F1: a game's rules as pages, each in a scrolling pygame_gui text box (laid out once)."""

    name = "rules"
    sheet = pygame.Rect(70, 40, 1140, 640)

    def __init__(self, app, game: str, page: int = 0) -> None:
        super().__init__(app)
        self.game = game
        # (a game whose data file is broken: one page, its one line)
        problem = get_game(game).problem()
        self.pages = rules_pages(game) if problem is None else [(N_("Rules"), problem)]
        self.language = current_language()  # the pages' words (rules_scene lays them out again)
        self.page = page
        self.boxes: dict[int, pygame_gui.elements.UITextBox] = {}
        self.gui = GuiLayer(app, self._build)

    def rules_game(self) -> str | None:
        return self.game

    @property
    def box(self) -> pygame_gui.elements.UITextBox | None:
        return self.boxes.get(self.page)

    def _build(self, gui: GuiLayer) -> None:
        self.boxes = {}
        self._show_box(gui)

    def _show_box(self, gui: GuiLayer | None = None) -> None:
        # The layer is passed in while it is being built: ``self.gui`` is not assigned yet
        # then, and without it the first page opened blank.
        gui = gui or self.gui
        if gui is None or gui.manager is None:
            return
        for i, b in self.boxes.items():
            if i != self.page:
                b.hide()
        if self.page in self.boxes:
            self.boxes[self.page].show()
            return
        r = self.sheet
        rect = gui.rect((r.x + 260, r.y + 70, r.w - 290, r.h - 140))
        title, html = self.pages[self.page]
        self.boxes[self.page] = pygame_gui.elements.UITextBox(
            f"<font size=5><b>{_(title)}</b></font><br><br>{html}", rect, gui.manager,
            object_id=pygame_gui.core.ObjectID(object_id="#rules_text"))

    def on_enter(self) -> None:
        if self.gui is not None and not self.gui.current:
            self.gui.rebuild()

    def on_exit(self) -> None:
        pass  # kept for the next F1 (see rules_scene); the app holds on to it

    def show(self, i: int) -> None:
        self.page = i % len(self.pages)
        self._show_box()

    def buttons(self) -> list[Button]:
        r = self.sheet
        out = []
        step = min(40, (r.h - 150) // max(1, len(self.pages)))  # every page's button fits
        for i, (title, _html) in enumerate(self.pages):
            out.append(Button(f"page:{i}", pygame.Rect(r.x + 30, r.y + 70 + i * step, 210, step - 6),
                              _(title), lambda i=i: self.show(i), selected=i == self.page,
                              size=15 if step >= 36 else 13))
        out.append(Button("close", pygame.Rect(r.right - 170, r.bottom - 58, 140, 40), _("Close"),
                          self.back, style="primary", hotkey="Esc"))
        out.append(Button("prev", pygame.Rect(r.x + 260, r.bottom - 58, 110, 40), _("‹ Previous"),
                          lambda: self.show(self.page - 1), size=15))
        out.append(Button("next", pygame.Rect(r.x + 378, r.bottom - 58, 110, 40), _("Next ›"),
                          lambda: self.show(self.page + 1), size=15))
        return out

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        pres = presentation(self.game)
        p.text(_("Rules of {game}").format(game=_(get_game(self.game).title)), (r.x + 30, r.y + 22),
               30, P.INK, "display", max_width=r.w // 2)
        note = getattr(pres, "rules_note", None)
        p.text(note() if note is not None else
               _("“House ruling”: where this program settles what the rulebook leaves open."),
               (r.right - 30, r.y + 34), 14, (154, 42, 30), "ui_medium", anchor="topright",
               max_width=r.w // 2 - 40)

    def on_command(self, cmd: str) -> bool:
        if cmd == K.RULES:
            self.back()
            return True
        if cmd == K.UP:
            self.show(self.page + 1)
            return True
        if cmd == K.DOWN:
            self.show(self.page - 1)
            return True
        return super().on_command(cmd)

    def default_action(self) -> bool:
        self.back()
        return True


@register_scene("log")
def log_scene(app, lines: list[str]) -> "LogScene":
    """``app.open("log", lines)``: the game log, one instance per app (the text is laid out
    again only if it grew)."""
    scene = getattr(app, "_log_scene", None)
    if scene is None:
        scene = app._log_scene = LogScene(app, lines)
    else:
        scene.refresh(lines)
    return scene


class LogScene(SheetScene):
    """L: the whole public log, scrollable."""

    name = "log"
    title = N_("Game log")
    sheet = pygame.Rect(190, 50, 900, 620)

    def __init__(self, app, lines: list[str]) -> None:
        super().__init__(app)
        self.lines = list(lines)
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
        esc = [ln.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") for ln in self.lines]
        html = "<br>".join(f"<b>{ln}</b>" if ln.startswith("—") else ln for ln in esc) or _("Nothing yet.")
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
                   style="primary", hotkey="Esc")]

    def replay_buttons(self) -> list[Button]:
        """One "Replay race N" chip per race already run, where the table offers them
        (``replay_chips``: Horse Fever's races)."""
        t = self.app.find("table")
        chips = getattr(t, "replay_chips", None)
        if chips is None:
            return []
        r = self.sheet
        return [Button(f"replay_{n}", pygame.Rect(r.x + 150 + k * 50, r.bottom - 56, 44, 36), str(n),
                       lambda n=n: self.replay(n), tip=tip, size=15)
                for k, (n, tip) in enumerate(chips()[:10])]

    def sheet_buttons(self) -> list[Button]:
        """The past sheets the table offers again (``sheet_chips``: Horse Fever's payoffs
        of each round), the latest five, over the bottom row."""
        t = self.app.find("table")
        chips = getattr(t, "sheet_chips", None)
        if chips is None:
            return []
        r = self.sheet
        shown = list(enumerate(chips()))[-5:]
        return [Button(f"sheet_{i}", pygame.Rect(r.x + 30 + k * 170, r.bottom - 104, 160, 36), label,
                       lambda i=i: t.open_sheet(i), size=13,
                       tip=_("Opens this sheet again (the game goes on where it is)"))
                for k, (i, label) in enumerate(shown)]

    def replay(self, n: int) -> None:
        t = self.app.find("table")
        if t is not None:
            t.open_replay(n)

    def draw_content(self, p: Painter) -> None:
        if self.replay_buttons():
            p.text(_("Replay race"), (self.sheet.x + 30, self.sheet.bottom - 38), 15, P.INK, "ui_bold",
                   anchor="midleft")
            return
        p.text(_("Public events only: nobody's hidden cards appear here."),
               (self.sheet.x + 30, self.sheet.bottom - 38), 14, P.INK_SOFT, "ui", anchor="midleft")

    def on_command(self, cmd: str) -> bool:
        if cmd == K.LOG:
            self.back()
            return True
        return super().on_command(cmd)

    def default_action(self) -> bool:
        self.back()
        return True


@register_scene("card")
class CardScene(SheetScene):
    """Right-click on anything: its full text (and the card itself, large)."""

    name = "card"
    sheet = pygame.Rect(240, 110, 800, 500)

    def __init__(self, app, detail: Detail, data: GameData) -> None:
        super().__init__(app)
        self.detail = detail
        self.data = data

    def buttons(self) -> list[Button]:
        r = self.sheet
        return [Button("close", pygame.Rect(r.right - 160, r.bottom - 60, 130, 40), _("Close"), self.back,
                       style="primary", hotkey="Esc")]

    def on_click(self, pos) -> bool:
        self.back()
        return True

    def on_right_click(self, pos) -> bool:
        self.back()
        return True

    def default_action(self) -> bool:
        self.back()
        return True

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        d = self.detail
        x = r.x + 36
        if d.kind == "action_card" and d.card is not None:
            cr = pygame.Rect(r.x + 36, r.y + 40, 290, 414)
            p.shadow(cr, 10, 5, 140)
            pieces.action_card(p, self.data, d.card, cr, "full")
            x = cr.right + 30
        elif d.colour:
            tr = pygame.Rect(r.x + 40, r.y + 44, 120, 120)
            pieces.token(p, d.colour, tr)
            x = tr.right + 30
        elif d.kind == "movement_card" and d.card is not None:
            cr = pygame.Rect(r.x + 40, r.y + 44, 130, 250)
            pieces.movement_card(p, self.data, d.card, cr,
                                 [pygame.Rect(cr.x, cr.y + 34 + i * 34, cr.w, 34) for i in range(6)])
            for i, o in enumerate(self.data.odds_values):
                p.text(f"1:{o}", (cr.x - 6, cr.y + 51 + i * 34), 15, P.INK_SOFT, "condensed", anchor="midright")
            x = cr.right + 30
        w = r.right - 36 - x
        p.text(d.title, (x, r.y + 40), 30, P.INK, "serif_bold", max_width=w)
        y = r.y + 84
        if d.subtitle:
            p.text(d.subtitle, (x, y), 15, P.INK_SOFT, "serif_italic", max_width=w)
            y += 30
        for para in d.body:
            if not para:
                continue
            y += p.text_block(para, pygame.Rect(x, y, w, r.bottom - 80 - y), 17, P.INK, "serif") + 10
        p.text(_("Click anywhere or press Esc to close."), (r.right - 180, r.bottom - 40), 13, P.INK_FAINT, "ui",
               anchor="midright")

