"""Hot seat: the buyer's private look at the Action cards they just bought.

Without it a buyer first saw their cards at betting time: the purchase screen closes and
the next player's turn comes straight after. The session holds the game (``new_cards``)
while this sheet shows the cards, on the buyer's own screen (the one their pass screen
opened); "Done" hides them again and the game goes on, with a pass screen before anybody
else's secrets as always (``pass_rule``).
"""
from __future__ import annotations

import pygame

from ....i18n import _, ngettext
from ....ui import input_map as K
from ....ui import palette as P
from ....ui import pieces
from ....ui.painter import Painter
from ....ui.widgets import Button
from ....ui.scene_registry import register_scene
from ....ui.scenes.common import SheetScene
from ....ui.scenes.handover import KEY_GRACE_S

CARD_W, CARD_H = 230, 330


@register_scene("new_cards")
class NewCardsScene(SheetScene):
    """The new cards, large, until the buyer says they are done (Enter or the button)."""

    name = "new_cards"
    back_on_escape = False
    sheet = pygame.Rect(190, 60, 900, 600)

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.seat, self.cards = session.new_cards
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and self.age < KEY_GRACE_S and K.command_for(ev) in (K.CONFIRM, K.SKIP):
            return True  # the Enter that confirmed the purchase, pressed twice: not "done"
        return super().process_event(ev)

    def done(self) -> None:
        self.session.new_cards_seen()
        self.app.stack.pop(self)

    def default_action(self) -> bool:
        self.done()
        return True

    def on_command(self, cmd: str) -> bool:
        if cmd == K.MENU:
            self.app.open("pause")
            return True
        return super().on_command(cmd)

    def buttons(self) -> list[Button]:
        r = self.sheet
        return [Button("done", pygame.Rect(r.centerx - 150, r.bottom - 70, 300, 48), _("Done: hide my cards"),
                       self.done, style="primary", hotkey="Enter", size=18)]

    def screenshot_key(self) -> str:
        return f"new-cards-{self.seat}-{len(self.session.applied)}"

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        name = self.session.name(self.seat)
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
            pieces.action_card(p, self.session.data, card, cr, "full")
        pk = self.session.privates.get(self.seat)
        hand = len(pk.hand) if pk is not None else n
        p.text(ngettext("Your hand now holds {n} Action card.", "Your hand now holds {n} Action cards.",
                        hand).format(n=hand), (r.centerx, r.y + 452),
               15, P.INK_SOFT, "ui", anchor="midtop", max_width=r.w - 60)
