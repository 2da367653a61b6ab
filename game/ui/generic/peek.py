"""A hot-seat player's look at their own secrets (a sealed bet sheet, a hand), on request.

At a table shared by several people, a seat's secrets show only on its own turn. The
table's *Peek* button (shown in hot seat while nobody's secrets are on screen) opens this
scene: who is looking, then that seat's pass screen ("Pass to NAME"), then the board as
that seat sees it, drawn only while the player holds the mouse button down on it (or
holds H): let go and it is hidden again. Done (Esc) goes back to the table. The session
notes that this seat saw its secrets last, so the pass-screen rule asks for a pass screen
before anybody else's secret turn (``ContractSession.peeked``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import _
from .. import input_map as K
from .. import palette as P
from ..painter import Painter
from ..scenes.common import ButtonScene
from ..widgets import Button
from . import layout as L
from .overlays import KEY_GRACE_S, GenericPassScene, draw_pass_words

if TYPE_CHECKING:
    from .board import Board
    from .session import ContractSession

HOLD = pygame.Rect(L.BOARD.x, L.BOARD.y, L.BOARD.w, L.BOARD.h)  # where a held click shows


class PeekScene(GenericPassScene):
    """Who looks, their pass screen, then hold to show (see the module docstring)."""

    name = "peek"
    back_on_escape = True

    def __init__(self, app: Any, session: "ContractSession", board: "Board") -> None:
        humans = session.humans
        super().__init__(app, session, humans[0] if len(humans) == 1 else None)  # type: ignore[arg-type]
        self.board = board
        self.passed = False  # the seat's pass screen is confirmed
        self.held = False

    def choose(self, seat: int) -> None:
        self.seat, self.age = seat, 0.0

    def ready(self) -> None:
        if self.seat is not None and self.age >= KEY_GRACE_S:
            self.passed = True
            self.session.peeked(self.seat)

    def buttons(self) -> list[Button]:
        s = self.session
        if self.seat is None:
            return [Button(f"who:{seat}", pygame.Rect(440, 260 + i * 60, 400, 48),
                           s.name(seat), on_click=lambda seat=seat: self.choose(seat),
                           size=18, hotkey=str(i + 1) if i < 9 else "")
                    for i, seat in enumerate(s.humans)] + [self._done()]
        if not self.passed:
            return [Button("ready", pygame.Rect(440, 430, 400, 50),
                           _("I am {name}: let me look").format(name=s.name(self.seat)),
                           on_click=self.ready, style="primary", hotkey="Enter"),
                    self._done()]
        return [self._done()]

    def _done(self) -> Button:
        return Button("done", pygame.Rect(1100, 664, 160, 40), _("Done"), on_click=self.back,
                      hotkey="Esc", size=15)

    def process_event(self, ev: pygame.event.Event) -> bool:
        if self.passed:
            if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 \
                    and HOLD.collidepoint(self.app.logical(ev.pos)):
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
        if cmd == K.CONFIRM and (self.seat is None or self.passed):
            return ButtonScene.on_command(self, cmd)  # (a focused button, if any)
        return super().on_command(cmd)  # (Space never shows secrets; Enter passes)

    def draw(self, p: Painter) -> None:
        s = self.session
        p.fill(P.FELT_DARK)
        if self.seat is None:
            p.text(_("Who wants to look at their own secrets?"), (640, 160), 34, P.CREAM,
                   "display", anchor="midtop")
        elif not self.passed:
            draw_pass_words(p, s, self.seat, _("{name} looks at their own secrets.").format(
                name=s.name(self.seat)))
        elif self.held:
            self.board.draw(p, L.BOARD, s.game.view(self.seat), None)
        else:
            p.rect(HOLD, P.FELT, 12)
            p.rect(HOLD, P.BRASS_DARK, 12, width=2)
            p.text(_("Hold the mouse button down here (or hold H) to show {name}'s secrets")
                   .format(name=s.name(self.seat)), HOLD.center, 22, P.CREAM, "serif_italic",
                   anchor="center", max_width=HOLD.w - 60)
        self.draw_buttons(p)

    def screenshot_key(self) -> str | None:
        stage = "who" if self.seat is None else ("pass" if not self.passed else
                                                  ("shown" if self.held else "hidden"))
        return f"peek-{stage}"
