"""Shared scene pieces: button handling (hover, focus, Enter), the dimmed sheet overlays."""
from __future__ import annotations

import pygame

from ...services.i18n import _
from .. import input_map as K
from .. import palette as P
from ..painter import Painter
from ..scene import Scene
from ..backdrop import draw_background
from ..viewport import LOGICAL_H, LOGICAL_W
from ..widgets import Button, Focus, draw_button, hit


class ButtonScene(Scene):
    """A scene whose controls are ``buttons()``: mouse, Tab focus, Enter/Space, Esc = back."""

    back_on_escape = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.mouse: tuple[float, float] = (-1.0, -1.0)
        self.focus = Focus()
        # A key pressed since the mouse last moved: no hover tips (one left where the pointer
        # rests would cover the hand's cards during keyboard play).
        self.keyboard = False

    def buttons(self) -> list[Button]:
        return []

    def back(self) -> None:
        """Esc: close this scene."""
        self.app.stack.pop(self)

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN:
            self.keyboard = True
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = self.app.logical(ev.pos)
            self.keyboard = False
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.mouse = self.app.logical(ev.pos)
            self.focus.clear()
            b = hit(self.buttons(), self.mouse)
            if b is not None and b.enabled:
                # Its tip has done its job: no tip over what the click shows (an export's
                # confirmation) until the mouse moves again.
                self.keyboard = True
                b.click()
                return True
            return self.on_click(self.mouse)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            return self.on_right_click(self.app.logical(ev.pos))
        cmd = K.command_for(ev)
        if cmd is None:
            return False
        return self.on_command(cmd)

    def on_click(self, pos: tuple[float, float]) -> bool:
        return False

    def on_right_click(self, pos: tuple[float, float]) -> bool:
        return False

    def on_command(self, cmd: str) -> bool:
        if cmd in (K.FOCUS_NEXT, K.FOCUS_PREV):
            self.focus.cycle(self.buttons(), 1 if cmd == K.FOCUS_NEXT else -1)
            return True
        if cmd in (K.CONFIRM, K.SKIP):
            b = self.focus.current(self.buttons())
            if b is not None:
                b.click()
                return True
            return self.default_action()
        if cmd == K.MENU and self.back_on_escape:
            self.back()
            return True
        if cmd == K.RULES:
            self.app.open("rules", self.rules_game())
            return True
        return False

    def rules_game(self) -> str | None:
        """The game whose rules F1 opens here (None: the game at hand, ``App.game_at_hand``):
        a setup screen's, a table's."""
        return None

    def default_action(self) -> bool:
        """Enter with nothing focused."""
        return False

    def draw_buttons(self, p: Painter, buttons: list[Button] | None = None) -> None:
        bs = self.buttons() if buttons is None else buttons
        under = hit(bs, self.mouse)
        focused = self.focus.current(bs)
        for b in bs:
            draw_button(p, b, hover=b is under, focused=b is focused)
        if under is not None and under.hover_text() and not self.keyboard:
            draw_tip(p, under.hover_text(), self.mouse, bad=not under.enabled)


# The keys every game's table answers alike (game/ui/plugin.py, "A table"): the menu, the
# rules, the whole log, the tipster on or off, a hint.
TABLE_KEYS = {K.MENU: "open_menu", K.RULES: "open_rules", K.LOG: "open_log",
              K.TIPSTER: "toggle_tipster", K.HINT: "ask_hint"}


def table_key(table: Scene, cmd: str) -> bool:
    """Esc, F1, L, T or H at a game's table: its menu, rules, log, tipster or a hint (True
    if so)."""
    name = TABLE_KEYS.get(cmd)
    if name is None:
        return False
    getattr(table, name)()
    return True


def draw_tip(p: Painter, text: str, pos: tuple[float, float], bad: bool = False) -> None:
    """A small hover note next to the mouse (reasons of disabled buttons, what a button does),
    on the overlay layer (``Painter.over``: above the scene's fields, under a sheet opened
    over the scene) and always whole inside the window."""
    p.over(lambda q: _draw_tip_now(q, text, pos, bad))


def tip_rect(p: Painter, text: str, pos: tuple[float, float]) -> tuple[pygame.Rect, list[str]]:
    """Where a tip for ``pos`` goes (below right of the mouse, above it near the bottom,
    moved in from every edge) and its lines."""
    w = min(360, p.text_size(text, 14, "ui")[0] + 20)
    lines = p.wrap(text, w - 20, 14, "ui")
    h = 14 + 18 * len(lines)
    x = max(6, min(pos[0] + 14, LOGICAL_W - w - 6))
    y = pos[1] + 22 if pos[1] + 22 + h < LOGICAL_H - 4 else pos[1] - h - 10
    y = max(4, min(y, LOGICAL_H - h - 4))
    return pygame.Rect(round(x), round(y), round(w), round(h)), lines


def _draw_tip_now(p: Painter, text: str, pos: tuple[float, float], bad: bool) -> None:
    r, lines = tip_rect(p, text, pos)
    p.note("tip", text, (r.x, r.y, r.w, r.h))
    p.shadow(r, 6, 3, 120)
    p.rect(r, (252, 244, 222), 6)
    p.rect(r, P.BAD if bad else P.BRASS_DARK, 6, width=1.5)
    for k, ln in enumerate(lines):
        p.text(ln, (r.x + 10, r.y + 7 + 18 * k), 14, P.BAD if bad else P.INK, "ui_medium")


class SheetScene(ButtonScene):
    """An overlay: the scene below is dimmed and a paper sheet sits in the middle."""

    opaque = False
    sheet = pygame.Rect(190, 70, 900, 580)
    title = ""

    def draw_sheet(self, p: Painter) -> None:
        p.rect((0, 0, 1280, 720), (8, 12, 10), alpha=165)
        r = self.sheet
        p.shadow(r, 14, 6, 160)
        p.rect(r, P.CREAM, 14)
        p.rect(r.inflate(-12, -12), P.CREAM_DARK, 10, width=1)
        p.rect(r, P.BRASS_DARK, 14, width=2.5)
        if self.title:
            p.text(_(self.title), (r.centerx, r.y + 18), 34, P.INK, "display", anchor="midtop")
            p.line((r.x + 60, r.y + 66), (r.right - 60, r.y + 66), P.BRASS_DARK, 1.5)

    def draw(self, p: Painter) -> None:
        self.draw_sheet(p)
        self.draw_content(p)
        self.draw_buttons(p)

    def draw_content(self, p: Painter) -> None:
        pass


def draw_felt_title(p: Painter, subtitle: str = "", title: str = "HORSE FEVER") -> None:
    """The felt background with a name in brass: the program's on the title screen and on
    Resume (it lists the saves of every game), the game's on its own screens (setup)."""
    draw_background(p)
    p.text(title, (640, 34), 64, P.BRASS_DARK, "display", anchor="midtop")
    p.text(title, (638, 31), 64, P.BRASS_LIGHT, "display", anchor="midtop")
    if subtitle:
        p.text(subtitle, (640, 108), 19, P.CREAM_DARK, "serif_italic", anchor="midtop")
