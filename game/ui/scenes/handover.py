"""The hot-seat "Pass to NAME" screen, one for every game: opaque, so nothing of the table
shows behind it.

The session decides when it comes (``pass_rule``: before a screen showing a seat's secrets
to a human other than the one who last saw secrets); this scene only waits for that player.
It says what they must decide (the phase's words) and where the game stands (the game's
presentation: ``progress_words``). The menu (Esc), the rules (F1) and the settings stay
at hand, as at the table.
"""
from __future__ import annotations

import pygame

from ...i18n import _
from .. import input_map as K
from .. import palette as P
from ..painter import Painter
from ...core.phases import decision_phase
from ..phase_table import task_words
from ..backdrop import draw_background
from ..widgets import Button
from ..scene_registry import register_scene
from .common import ButtonScene


# Keys pressed this soon after the pass screen appears were meant for the screen before it
# (Space or Enter mashed to hurry a race along): they must not show the next player's cards.
KEY_GRACE_S = 0.4


@register_scene("pass")
class PassScene(ButtonScene):
    """Waits until the named player has the screen, then lets their turn show.

    Only Enter or a click on the button lets the cards show, never Space (the key that hurries
    animations along), and no Enter in the first ``KEY_GRACE_S`` seconds.
    """

    name = "pass"
    opaque = True  # the table (and every hand on it) is not drawn at all
    back_on_escape = False

    def __init__(self, app, session, seat: int) -> None:
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and self.age < KEY_GRACE_S and K.command_for(ev) == K.CONFIRM:
            return True  # swallowed: see KEY_GRACE_S (Esc for the menu still works at once)
        return super().process_event(ev)

    def confirm(self) -> None:
        self.session.confirm_handover(self.seat)
        self.app.stack.pop(self)

    ready = confirm

    def rules_game(self) -> str | None:
        return self.session.pres.game

    def buttons(self) -> list[Button]:
        name = self.session.name(self.seat)
        return [Button("ready", pygame.Rect(440, 470, 400, 56), _("I am {name}: show my cards").format(name=name), self.confirm,
                       style="primary", hotkey="Enter", size=19),
                Button("menu", pygame.Rect(1100, 660, 150, 40), _("Menu"), self.open_menu, style="ghost",
                       hotkey="Esc")]

    def open_menu(self) -> None:
        self.app.open("pause")

    def default_action(self) -> bool:
        self.confirm()
        return True

    def on_command(self, cmd: str) -> bool:
        if cmd == K.MENU:
            self.open_menu()
            return True
        if cmd == K.SKIP:
            return True  # Space hurries animations; here it does nothing (see the class doc)
        if cmd == K.CONFIRM and self.focus.current(self.buttons()) is None:
            self.confirm()
            return True
        return super().on_command(cmd)

    def screenshot_key(self) -> str:
        return f"pass-{self.seat}-{len(self.session.applied)}"

    def draw(self, p: Painter) -> None:
        draw_background(p)
        card = pygame.Rect(300, 150, 680, 410)
        p.shadow(card, 16, 6, 160)
        p.rect(card, P.CREAM, 16)
        p.rect(card.inflate(-14, -14), P.CREAM_DARK, 12, width=1)
        p.rect(card, P.BRASS_DARK, 16, width=3)
        name = self.session.name(self.seat)
        p.text(_("Pass the screen to"), (640, 190), 26, P.INK_SOFT, "serif_italic", anchor="midtop")
        p.text(name, (640, 232), 64, P.INK, "display", anchor="midtop", max_width=620)
        p.text(_("Everybody else, please look away: {name}'s cards will be shown.").format(name=name), (640, 330), 18,
               P.INK, "ui_medium", anchor="midtop", max_width=620)
        s = self.session
        d = s.game.decision()
        what = task_words(decision_phase(s.info.phases, d.phase)) if d else _("decide")
        p.text(_("{name} must {what}.").format(name=name, what=what), (640, 362), 16, P.INK_SOFT, "ui",
               anchor="midtop", max_width=640)
        where = s.pres.progress_words(s.view)
        p.text(_(s.info.title) + (" · " + where if where else ""), (640, 400), 15,
               P.INK_FAINT, "ui", anchor="midtop", max_width=640)
        self.draw_buttons(p)
