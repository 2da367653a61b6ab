"""The generic table's own sheet: "Pass to NAME".

The pass screen is opaque (nothing of the table shows behind it) and lets the turn show
only on Enter or its button, never in the first ``KEY_GRACE_S`` seconds (keys mashed to
hurry the last animation must not show the next player's secrets). The menu (Esc), the
rules help (F1), the log, Save as, Export and the settings are the shell's, the same for
every game's table (``game/ui/scenes``), opened by name through ``app.open``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...core.phases import decision_phase
from ...i18n import _
from .. import input_map as K
from .. import palette as P
from ..painter import Painter
from ..scenes.common import ButtonScene
from ..widgets import Button

if TYPE_CHECKING:
    from .session import ContractSession

KEY_GRACE_S = 0.4


class GenericPassScene(ButtonScene):
    """Waits until the named player has the screen, then lets their turn show."""

    name = "pass"
    opaque = True
    back_on_escape = False

    def __init__(self, app: Any, session: "ContractSession", seat: int) -> None:
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def ready(self) -> None:
        self.session.confirm_handover(self.seat)
        self.app.stack.pop(self)

    def buttons(self) -> list[Button]:
        who = self.session.name(self.seat)
        return [Button("ready", pygame.Rect(490, 430, 300, 50), _("I am {name}: show my turn").format(name=who),
                       on_click=self.ready, style="primary", hotkey="Enter")]

    def on_command(self, cmd: str) -> bool:
        if cmd == K.SKIP:
            return True  # Space hurries animations: never a reason to show secrets
        if cmd == K.CONFIRM:
            if self.age >= KEY_GRACE_S:
                self.ready()
            return True
        return super().on_command(cmd)

    def rules_game(self) -> str | None:
        return self.session.pres.game

    def draw(self, p: Painter) -> None:
        p.fill(P.FELT_DARK)
        s = self.session
        d = s.decision()
        task = ""
        if d is not None:
            ph = decision_phase(s.info.phases, d.phase)
            # The phase's words are marked where the game declares them (N_): said here.
            task = _(ph.task) if ph.task else (_("decide {what}").format(what=_(ph.asks)) if ph.asks
                                               else _("decide"))
        draw_pass_words(p, s, self.seat, _("{name}, it is your turn to {task}.").format(
            name=s.name(self.seat), task=task))
        self.draw_buttons(p)

    def screenshot_key(self) -> str | None:
        return f"pass-{self.seat}"


def draw_pass_words(p: Painter, s: "ContractSession", seat: int, why: str) -> None:
    """A pass screen's words: the game, "Pass to NAME", why (a turn, a peek), look away."""
    p.text(_(s.info.title), (640, 120), 30, P.BRASS_LIGHT, "display", anchor="midtop")
    p.text(_("Pass to {name}").format(name=s.name(seat)), (640, 230), 56, P.CREAM, "display",
           anchor="midtop")
    p.text(why, (640, 320), 22, P.CHALK, "serif_italic", anchor="midtop", max_width=900)
    p.text(_("Everybody else: look away."), (640, 362), 18, P.CHALK_DIM, anchor="midtop")
