"""Play with others: host a table at this computer, or join one at another.

A local game (New game) stays as it is; this screen leads to the two ways of playing
across computers: "Host a table" (choose a game, then its setup, where a seat may be
"Invite": a player at another computer) and "Join a table" (an address and a code, or a
table found on the network).
"""
from __future__ import annotations

from ...services.i18n import _
from .. import palette as P
from ..painter import Painter
from ..scene_registry import register_scene
from ..scenes.common import ButtonScene, draw_felt_title
from ..widgets import Button, column


@register_scene("together")
class TogetherScene(ButtonScene):
    name = "together"

    def buttons(self) -> list[Button]:
        rects = column(490, 260, 300, 54, 16, 3)
        return [
            Button("host", rects[0], _("Host a table"), lambda: self.app.open("choose", hosting=True),
                   style="primary", size=20,
                   tip=_("Players at other computers on your network join your game.")),
            Button("join", rects[1], _("Join a table"), lambda: self.app.open("join"), size=20,
                   tip=_("Sit down at a table another computer hosts.")),
            Button("back", rects[2], _("Back"), self.back, style="ghost", hotkey="Esc", size=19),
        ]

    def draw(self, p: Painter) -> None:
        draw_felt_title(p, _("Play with others"), title="HORSEBURG")
        p.text(_("Each player at their own computer, on the same network."), (640, 200), 16,
               P.CREAM_DARK, "ui", anchor="midtop", max_width=900)
        self.draw_buttons(p)
