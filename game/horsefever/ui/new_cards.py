"""Hot seat: the buyer's private look at the Action cards they just bought.

Without it a buyer first saw their cards at betting time: the purchase screen closes and
the next player's turn comes straight after. Horse Fever's stage makes this sheet the
buyer's own (``stage.HorseFeverStage.look``): the game waits while it shows the cards, on
the buyer's own screen (the one their pass screen opened); "Done" hides them again and the
game goes on, with a pass screen before anybody else's secrets as always (``pass_rule``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import _, ngettext
from ...ui import palette as P
from . import cards
from ...ui.generic.sheets import Sheet
from ...ui.painter import Painter
from ...ui.scenes.handover import KEY_GRACE_S
from ...ui.widgets import Button
from ...ui import key_names as KN

if TYPE_CHECKING:
    from .stage import HorseFeverStage

CARD_W, CARD_H = 230, 330


class NewCardsSheet(Sheet):
    """The new cards, large, until the buyer says they are done (Enter or the button)."""

    name = "new_cards"
    rect = pygame.Rect(190, 60, 900, 600)
    grace = KEY_GRACE_S  # the Enter that confirmed the purchase, pressed twice: not "done"

    def __init__(self, stage: "HorseFeverStage", seat: int, cards: list[int]) -> None:
        self.stage = stage
        self.seat = seat
        self.cards = list(cards)

    def buttons(self, host: Any) -> list[Button]:
        r = self.rect
        return [Button("done", pygame.Rect(r.centerx - 150, r.bottom - 70, 300, 48), _("Done: hide my cards"),
                       host.close, style="primary", hotkey=KN.label("enter"), size=18)]

    def screenshot_key(self, host: Any) -> str:
        return f"new-cards-{self.seat}-{len(self.stage.session.applied)}"

    def draw(self, p: Painter, host: Any) -> None:
        r = self.rect
        name = self.stage.session.name(self.seat)
        n = len(self.cards)
        p.text(ngettext("{name}: your new Action card", "{name}: your new Action cards", n).format(name=name),
               (r.centerx, r.y + 22), 30, P.INK,
               "display", anchor="midtop", max_width=r.w - 60)
        p.text(ngettext("Only you see it. It stays face down in your hand until you play it on a lane "
                        "before the race.",
                        "Only you see them. They stay face down in your hand until you play them on the lanes "
                        "before the race.", n), (r.centerx, r.y + 68), 15, P.INK_SOFT, "ui", anchor="midtop",
               max_width=r.w - 60)
        gap = 30
        total = n * CARD_W + (n - 1) * gap
        x = r.centerx - total / 2
        for i, card in enumerate(self.cards):
            cr = pygame.Rect(round(x + i * (CARD_W + gap)), r.y + 104, CARD_W, CARD_H)
            p.shadow(cr, 10, 5, 140)
            cards.action_card(p, self.stage.data, card, cr, "full")
        pk = self.stage.privates.get(self.seat)
        hand = len(pk.hand) if pk is not None else n
        p.text(ngettext("Your hand now holds {n} Action card.", "Your hand now holds {n} Action cards.",
                        hand).format(n=hand), (r.centerx, r.y + 452),
               15, P.INK_SOFT, "ui", anchor="midtop", max_width=r.w - 60)
