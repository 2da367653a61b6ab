"""The Hint button and the hint's note, the same at every game's table.

The table scene (``table.py``) adds the button beside the frame's own (where the frame
says: ``TableFrame.hint_button``), answers H and the button with ``HintBox.ask``, and
draws the note over the frame (``TableFrame.hint_area``: above the decision panel by
default). The hint itself is worked out off the frame loop (``hint.py``); while it is,
the note says so. A refusal (a bot's turn, a turn not on screen yet) is shown in the
same place for a few seconds.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...services.i18n import _
from .. import palette as P
from .. import input_map as K
from ..painter import Painter
from ..widgets import Button
from .hint import HintAsker

if TYPE_CHECKING:
    from .frame import TableFrame
    from .session import ContractSession

NOTE_S = 3.0  # seconds a refusal stays on screen
SIZE = 15  # the note's text size
LINE_H = 20


class HintBox:
    """The table's Hint button and note (see the module docstring)."""

    def __init__(self, session: "ContractSession") -> None:
        self.asker = HintAsker(session)
        self.refused = ""  # why the last ask was refused, shown for a while
        self.refused_for = 0.0

    def ask(self) -> None:
        why = self.asker.ask()
        self.refused, self.refused_for = why, (NOTE_S if why else 0.0)

    def update(self, dt: float) -> None:
        if self.refused_for > 0:
            self.refused_for -= dt
            if self.refused_for <= 0:
                self.refused = ""

    def button(self, frame: "TableFrame") -> Button:
        return Button("hint", frame.hint_button(), _("Hint"), on_click=self.ask, style="ghost",
                      hotkey=K.badge(K.HINT), size=14, enabled=self.asker.available(),
                      reason=_("Hints are for your own turn."),
                      tip=_("What the hard bot would do now in your seat, and why (it reads "
                            "only what you can see)"))

    def text(self) -> str:
        """The note's words now ("" for no note)."""
        shown = self.asker.shown()
        if shown is not None:
            return shown or _("Thinking about a hint…")
        return self.refused

    def draw(self, p: Painter, frame: "TableFrame") -> None:
        """The note above ``frame.hint_area()`` (nothing when there is none)."""
        text = self.text()
        if not text:
            return
        area = frame.hint_area()
        lines = p.wrap(text, area.w - 28, SIZE, "ui_medium")[:4]
        h = 16 + LINE_H * len(lines)
        r = pygame.Rect(area.x, area.bottom - h, area.w, h)
        p.shadow(r, 8, 3, 120)
        p.rect(r, (252, 244, 222), 8)
        p.rect(r, P.BRASS_DARK, 8, width=2)
        bad = text == self.refused and self.asker.shown() is None
        for k, line in enumerate(lines):
            p.text(line, (r.x + 14, r.y + 8 + LINE_H * k), SIZE, P.BAD if bad else P.INK,
                   "ui_medium", max_width=r.w - 28)
