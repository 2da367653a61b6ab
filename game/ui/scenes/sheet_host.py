"""The one scene every game's sheets show in (``game/ui/generic/sheets.py``).

``app.open("sheet", session, stop)`` shows the stop's sheet over the dimmed table while
the game waits on it; closing it tells the session to go on (``session.resume``). With
``waits=False`` it is a past sheet opened again from the log: closing it only closes it.
"""
from __future__ import annotations

from typing import Any

import pygame

from .. import input_map as K
from ...services.i18n import _
from ..painter import Painter
from ..scene_registry import register_scene
from ..speeds import RESULTS_DWELL
from ..widgets import Button
from .common import SheetScene


@register_scene("sheet")
class SheetHost(SheetScene):
    """A game's sheet over its table (see the module docstring)."""

    back_on_escape = False

    def __init__(self, app: Any, session: Any, stop: Any, waits: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.stop = stop
        self.part = stop.sheet
        self.waits = waits
        self.name = self.part.name
        speed = getattr(session, "anim_speed", "normal")
        self.age = 0.0  # seconds since it opened
        self.whole = speed == "instant" or not waits  # a sheet that fills in shows whole
        # Nobody at the table to close it: it goes on by itself after a while.
        spectating = waits and stop.seat is None and not getattr(session, "humans", [1])
        self.auto: float | None = RESULTS_DWELL.get(speed, 0.0) if spectating else None

    @property
    def sheet(self) -> pygame.Rect:  # type: ignore[override]
        return self.part.rect

    @property
    def title(self) -> str:  # type: ignore[override]
        return self.part.title()

    @property
    def close_label(self) -> str:
        """The words on the button that closes it: "Continue" where the game waits on the
        sheet, "Close" on a past sheet opened again from the log (the game goes on as it is)."""
        return _("Continue") if self.waits else _("Close")

    def filled(self) -> bool:
        """Whether the whole sheet is drawn (one that fills in bit by bit)."""
        return self.part.filled(self)

    def close(self) -> None:
        if self.waits:
            self.session.resume()
        self.app.stack.pop(self)

    back = close

    def default_action(self) -> bool:
        if self.age < self.part.grace:
            return True  # Enter meant for the screen before (a purchase confirmed twice)
        self.close()
        return True

    def update(self, dt: float) -> None:
        self.age += dt
        self.part.update(dt, self)
        if self.auto is not None:
            self.auto -= dt
            if self.auto <= 0:
                self.close()

    def buttons(self) -> list[Button]:
        return self.part.buttons(self)

    def on_click(self, pos: tuple[float, float]) -> bool:
        """With nobody at the table a click anywhere goes on sooner; a person's click
        elsewhere than a button never closes it (clicks also hurry animations along)."""
        if self.auto is not None and self.age >= self.part.grace:
            self.close()
            return True
        return False

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN:
            cmd = K.command_for(ev)
            if cmd == K.SKIP:
                return True  # Space hurries animations: it never closes a sheet
            if cmd == K.CONFIRM and self.age < self.part.grace:
                return True  # (see Sheet.grace)
            if self.part.key(ev.key, self):
                return True
        return super().process_event(ev)

    def on_command(self, cmd: str) -> bool:
        if cmd == K.MENU:
            if self.part.escape_closes or not self.waits:
                self.close()
            else:
                self.app.open("pause")
            return True
        return super().on_command(cmd)

    def draw_content(self, p: Painter) -> None:
        self.part.draw(p, self)

    def screenshot_key(self) -> str | None:
        return self.part.screenshot_key(self)
