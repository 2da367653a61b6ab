"""The rules help of any game as a book of pages: F1 anywhere (a setup screen's game, a
table's, the game at hand's on the title), Rules on the setup screen and in the menu.

``app.open("rules", GAME)``: the pages of that game (None: the game at hand), its
``Presentation.rules_pages()`` (``game/ui/plugin.py``). The pages' titles stand in a column
on the left (a click opens one); the page itself is laid out by ``game/ui/rules_layout.py``
over as many sheets as it needs at this window's scale and in this language. Previous /
Next (← → or the wheel) turn the sheets, then the pages; PgUp / PgDn jump a page; F1 or Esc
close. Laying out measures text only: ``draw`` changes nothing.
"""
from __future__ import annotations

from typing import Any

import pygame

from ...core.registry import get_game
from ...services.i18n import _, current_language
from .. import input_map as K
from .. import palette as P
from ..painter import Painter
from ..plugin import RulesPage, presentation
from ..rules_layout import Sheet, draw_blocks, flow
from ..scene_registry import register_scene
from ..widgets import Button
from .common import SheetScene
from .. import key_names as KN

SHEET = pygame.Rect(36, 20, 1208, 680)
LIST_W = 226  # the pages' titles, left
TAB_H, TAB_STEP = 34, 39
CONTENT = pygame.Rect(SHEET.x + LIST_W + 54, SHEET.y + 124, SHEET.right - SHEET.x - LIST_W - 84, 478)


@register_scene("rules")
def rules_scene(app: Any, game: str | None = None) -> "RulesBookScene":
    """``app.open("rules", GAME)``: that game's rules (None: the game at hand), one book per
    app and game (it opens again at the page left; opening it while it is open leaves it
    where it is), worded anew when the language changed."""
    game = game or app.game_at_hand
    cache = app.__dict__.setdefault("_rules_books", {})
    scene = cache.get(game)
    if scene is None or scene.language != current_language():
        scene = cache[game] = RulesBookScene(app, game)
    return scene


class RulesBookScene(SheetScene):
    """A game's rules help (see the module docstring)."""

    name = "rules"
    sheet = SHEET

    def __init__(self, app: Any, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.language = current_language()  # the pages' words (rules_scene words them anew)
        self.game_title = _(get_game(game).title)
        # (a game whose data file is broken: one page, its one line)
        problem = get_game(game).problem()
        self.pages = ([RulesPage(_("Rules"), (problem,))] if problem is not None
                      else list(presentation(game).rules_pages())) or [
            RulesPage(_("Rules"), (_("No rules help for this game yet."),))]
        self.page = 0
        self.part = 0  # the sheet of the page shown (a long page goes on over several)

    def rules_game(self) -> str:
        return self.game

    # ---- the layout ----------------------------------------------------------------------
    def sheets(self, page: int, p: Painter | None = None) -> list[Sheet]:
        """Page ``page`` laid out with ``p``'s fonts (by default the window's: the sheets
        a click turns are the sheets drawn)."""
        if p is None:
            app = self.app
            p = Painter(app.screen, app.viewport, app.assets)
        return flow(p, self.pages[page], CONTENT)

    def show(self, page: int, part: int = 0) -> None:
        self.page = max(0, min(len(self.pages) - 1, page))
        self.part = max(0, min(len(self.sheets(self.page)) - 1, part))

    def turn(self, step: int) -> None:
        """The next (1) or previous (-1) sheet, over into the next or previous page."""
        part = self.part + step
        if 0 <= part < len(self.sheets(self.page)):
            self.part = part
        elif step > 0 and self.page + 1 < len(self.pages):
            self.show(self.page + 1)
        elif step < 0 and self.page > 0:
            self.show(self.page - 1, len(self.sheets(self.page - 1)) - 1)

    def at_start(self) -> bool:
        return self.page == 0 and self.part == 0

    def at_end(self) -> bool:
        return self.page == len(self.pages) - 1 and self.part >= len(self.sheets(self.page)) - 1

    # ---- controls ------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        r = self.sheet
        out = [Button(f"page:{i}", pygame.Rect(r.x + 26, r.y + 84 + i * TAB_STEP, LIST_W, TAB_H),
                      page.title, lambda i=i: self.show(i), selected=i == self.page, size=15)
               for i, page in enumerate(self.pages)]
        y = r.bottom - 58
        out.append(Button("prev", pygame.Rect(CONTENT.x, y, 140, 40), _("‹ Previous"),
                          lambda: self.turn(-1), enabled=not self.at_start(),
                          reason=_("This is the first page."), size=15))
        out.append(Button("next", pygame.Rect(CONTENT.x + 150, y, 140, 40), _("Next ›"),
                          lambda: self.turn(1), enabled=not self.at_end(),
                          reason=_("This is the last page."), size=15))
        out.append(Button("close", pygame.Rect(r.right - 170, y, 140, 40), _("Close"), self.back,
                          style="primary", hotkey=KN.label("esc")))
        return out

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEWHEEL:
            self.turn(-1 if ev.y > 0 else 1)
            return True
        return super().process_event(ev)

    def on_command(self, cmd: str) -> bool:
        if cmd == K.RULES:
            self.back()
            return True
        if cmd in (K.UP, K.DOWN):
            self.turn(1 if cmd == K.UP else -1)
            return True
        if cmd in (K.UP_BIG, K.DOWN_BIG):
            self.show(self.page + (1 if cmd == K.DOWN_BIG else -1))
            return True
        return super().on_command(cmd)

    def default_action(self) -> bool:
        self.back()
        return True

    # ---- drawing -------------------------------------------------------------------------
    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        p.text(_("Rules of {game}").format(game=self.game_title), (r.x + 30, r.y + 22), 30, P.INK,
               "display", max_width=r.w - 60)
        p.line((r.x + 26, r.y + 70), (r.right - 26, r.y + 70), P.BRASS_DARK, 1.5)
        sheets = self.sheets(self.page, p)
        part = min(self.part, len(sheets) - 1)
        title = self.pages[self.page].title
        if len(sheets) > 1:
            title = _("{title} ({part} of {parts})").format(title=title, part=part + 1,
                                                           parts=len(sheets))
        p.text(title, (CONTENT.x, r.y + 84), 24, P.INK, "serif_bold", max_width=CONTENT.w)
        draw_blocks(p, sheets[part])
