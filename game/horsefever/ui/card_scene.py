"""Horse Fever's card sheet: right-click on anything at its table for its full text, and
the card itself, large (the scene named "card": the table opens it by name).
"""
from __future__ import annotations

import pygame

from ...services.i18n import _
from ...ui import key_names as KN
from ...ui import palette as P
from ...ui import pieces
from ...ui.painter import Painter
from ...ui.scene_registry import register_scene
from ...ui.scenes.common import SheetScene
from ...ui.widgets import Button
from ..rules.data import GameData
from . import cards
from .describe import Detail


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
                       style="primary", hotkey=KN.label("esc"))]

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
            cards.action_card(p, self.data, d.card, cr, "full")
            x = cr.right + 30
        elif d.colour:
            tr = pygame.Rect(r.x + 40, r.y + 44, 120, 120)
            pieces.token(p, d.colour, tr)
            x = tr.right + 30
        elif d.kind == "movement_card" and d.card is not None:
            cr = pygame.Rect(r.x + 40, r.y + 44, 130, 250)
            cards.movement_card(p, self.data, d.card, cr,
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

