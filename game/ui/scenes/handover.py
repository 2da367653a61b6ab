"""The hot-seat "Pass to NAME" screen, one for every game: opaque, so nothing of the table
shows behind it; and a player's *Peek* at their own secrets, which begins with that screen.

The session decides when it comes (``pass_rule``: before a screen showing a seat's secrets
to a human other than the one who last saw secrets); this scene only waits for that player.
It says what they must decide (the phase's words) and where the game stands (the game's
presentation: ``progress_words``). The menu (Esc), the rules (F1) and the settings stay
at hand, as at the table.

Peek (``PeekScene``, opened by a table frame that offers it: the default ``BoardFrame``'s
button in hot seat): who is looking, that seat's pass screen, then what the seat sees
(the frame's drawing of the seat's view), shown only while the player holds the mouse
button down on it (or holds H); let go and it is hidden again. Done (Esc) goes back to
the table. The seat then counts as the one who last saw secrets (``HotSeatTurns.peeked``),
so anybody else's secret turn gets a pass screen.
"""
from __future__ import annotations

import pygame

from typing import Any, Callable

from ...services.i18n import _
from .. import input_map as K
from .. import palette as P
from ..painter import Painter
from ...core.phases import decision_phase
from ..phase_table import task_words
from ..backdrop import draw_background
from ..widgets import Button
from ..scene_registry import register_scene
from .common import ButtonScene
from .. import key_names as KN


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
                       style="primary", hotkey=KN.label("enter"), size=19),
                Button("menu", pygame.Rect(1100, 660, 150, 40), _("Menu"), self.open_menu, style="ghost",
                       hotkey=KN.label("esc"))]

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
        s = self.session
        d = s.game.decision()
        what = task_words(decision_phase(s.info.phases, d.phase)) if d else _("decide")
        name = s.name(self.seat)
        draw_pass_card(p, s, self.seat, _("{name} must {what}.").format(name=name, what=what))
        self.draw_buttons(p)


def draw_pass_card(p: Painter, s: Any, seat: int, why: str) -> None:
    """A pass screen's card: "Pass the screen to NAME", look away, ``why`` (the turn's task,
    a peek) and where the game stands. Every pass screen's words, drawn once."""
    draw_background(p)
    card = pygame.Rect(300, 150, 680, 410)
    p.shadow(card, 16, 6, 160)
    p.rect(card, P.CREAM, 16)
    p.rect(card.inflate(-14, -14), P.CREAM_DARK, 12, width=1)
    p.rect(card, P.BRASS_DARK, 16, width=3)
    name = s.name(seat)
    p.text(_("Pass the screen to"), (640, 190), 26, P.INK_SOFT, "serif_italic", anchor="midtop")
    p.text(name, (640, 232), 64, P.INK, "display", anchor="midtop", max_width=620)
    p.text(_("Everybody else, please look away: {name}'s cards will be shown.").format(name=name), (640, 330), 18,
           P.INK, "ui_medium", anchor="midtop", max_width=620)
    p.text(why, (640, 362), 16, P.INK_SOFT, "ui", anchor="midtop", max_width=640)
    where = s.pres.progress_words(s.view)
    p.text(_(s.info.title) + (" · " + where if where else ""), (640, 400), 15,
           P.INK_FAINT, "ui", anchor="midtop", max_width=640)


@register_scene("peek")
class PeekScene(PassScene):
    """Who looks, their pass screen, then hold to show (see the module docstring).

    ``area`` is where the seat's secrets show while held; ``show(p, seat)`` draws them (the
    frame's board with the seat's own view)."""

    name = "peek"

    def __init__(self, app: Any, session: Any, area: pygame.Rect,
                 show: Callable[[Painter, int], None]) -> None:
        humans = session.humans
        super().__init__(app, session, humans[0] if len(humans) == 1 else None)  # type: ignore[arg-type]
        self.area, self.show = area, show
        self.passed = False  # the seat's pass screen is confirmed
        self.held = False

    def choose(self, seat: int) -> None:
        self.seat, self.age = seat, 0.0

    def confirm(self) -> None:
        """The seat's pass screen is confirmed (Enter, its button): its secrets may show."""
        if self.seat is not None and not self.passed and self.age >= KEY_GRACE_S:
            self.passed = True
            self.session.peeked(self.seat)

    ready = confirm

    def buttons(self) -> list[Button]:
        s = self.session
        if self.seat is None:
            return [Button(f"who:{seat}", pygame.Rect(440, 260 + i * 60, 400, 48),
                           s.name(seat), on_click=lambda seat=seat: self.choose(seat),
                           size=18, hotkey=str(i + 1) if i < 9 else "")
                    for i, seat in enumerate(s.humans)] + [self._done()]
        if not self.passed:
            return [Button("ready", pygame.Rect(440, 470, 400, 56),
                           _("I am {name}: let me look").format(name=s.name(self.seat)),
                           on_click=self.confirm, style="primary", hotkey=KN.label("enter"), size=19),
                    self._done()]
        return [self._done()]

    def _done(self) -> Button:
        return Button("done", pygame.Rect(1100, 660, 150, 40), _("Done"), on_click=self.back,
                      hotkey=KN.label("esc"), size=15)

    def process_event(self, ev: pygame.event.Event) -> bool:
        if self.passed:
            if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 \
                    and self.area.collidepoint(self.app.logical(ev.pos)):
                self.held = True
                return True
            if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
                self.held = False
                return True
            if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key == pygame.K_h:
                self.held = ev.type == pygame.KEYDOWN
                return True
        return super().process_event(ev)

    def on_command(self, cmd: str) -> bool:
        if cmd == K.MENU:
            self.back()  # (Done: back to the table, where the menu is)
            return True
        return super().on_command(cmd)

    def draw(self, p: Painter) -> None:
        s = self.session
        if self.seat is None:
            draw_background(p)
            p.text(_("Who wants to look at their own secrets?"), (640, 160), 34, P.CREAM,
                   "display", anchor="midtop")
        elif not self.passed:
            draw_pass_card(p, s, self.seat, _("{name} looks at their own secrets.").format(
                name=s.name(self.seat)))
        elif self.held:
            draw_background(p)
            self.show(p, self.seat)
        else:
            draw_background(p)
            p.rect(self.area, P.FELT, 12)
            p.rect(self.area, P.BRASS_DARK, 12, width=2)
            p.text(_("Hold the mouse button down here (or hold H) to show {name}'s secrets")
                   .format(name=s.name(self.seat)), self.area.center, 22, P.CREAM,
                   "serif_italic", anchor="center", max_width=self.area.w - 60)
        self.draw_buttons(p)

    def screenshot_key(self) -> str:
        stage = "who" if self.seat is None else ("pass" if not self.passed else
                                                  ("shown" if self.held else "hidden"))
        return f"peek-{stage}"
