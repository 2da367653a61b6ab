"""The photo-finish widget: the first player chooses which tied horse is placed next."""
from __future__ import annotations

from typing import Any

from ....services.i18n import _
from ...rules import Action
from ...rules.actions import PHOTO_PICK
from ....ui import input_map as K
from ..describe import horse
from ..table_draw import Marks
from ....ui.widgets import Button
from .base import PANEL, DecisionWidget, bottom_rects, chip_rects, horse_chip, register


@register("photo")  # photo_finish
class PhotoWidget(DecisionWidget):
    """Pick one of the horses tied on squares and odds."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.tied: list[str] = list(ctx.options["horses"])
        self.horse: str | None = None

    def snapshot(self) -> Any:
        return self.horse

    def restore(self, snap: Any) -> None:
        self.horse = snap

    def action(self) -> Action | None:
        return None if self.horse is None else Action(PHOTO_PICK, horse=self.horse)

    def missing(self) -> str:
        return _("Choose the horse placed next (click it or press its number).")

    def choose(self, c: str) -> bool:
        if c not in self.tied:
            return self.refuse(_("{horse} is not in this photo finish.").format(horse=horse(c)))
        if c == self.horse:
            return True
        self.remember()
        self.horse = c
        return True

    def on_command(self, cmd: str) -> bool:
        n = K.horse_number(cmd)
        if n is not None and n <= len(self.ctx.display.colours):
            return self.choose(self.ctx.display.colours[n - 1])
        return super().on_command(cmd)

    def on_pick(self, key: tuple) -> bool:
        if key[0] in ("lane", "horse", "token"):
            return self.choose(key[1])
        return False

    def title(self) -> str:
        return _("Photo finish! {name}, as first player, choose the horse placed next").format(name=self.ctx.name)

    def hint(self) -> str:
        names = ", ".join(horse(h) for h in self.tied[:-1])
        names = _("{a} and {b}").format(a=names, b=horse(self.tied[-1])) if names else horse(self.tied[-1])
        return _("{horses} crossed the line level at equal odds.").format(horses=names)

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        odds = self.ctx.display.race_odds or self.ctx.display.odds
        for c, r in zip(self.tied, chip_rects(len(self.tied), PANEL.y + 48, 56)):
            pos = self.ctx.display.positions.get(c, 0)
            out.append(Button(f"horse:{c}", r, on_click=lambda c=c: self.choose(c), selected=self.horse == c,
                              content=horse_chip(c, r, _("odds 1:{odds}").format(odds=odds.get(c, '?')),
                                                 _("square {n}").format(n=pos)),
                              hotkey=str(self.ctx.display.colours.index(c) + 1),
                              tip=_("Place {horse} ahead").format(horse=horse(c))))
        undo, _pas, conf = bottom_rects()
        out.append(self.undo_button(undo))
        out.append(self.confirm_button(_("Place {horse} next").format(horse=horse(self.horse)) if self.horse
                                       else _("Place it"),
                                       conf))
        return out

    def marks(self, m: Marks) -> None:
        m.pickable_horses = frozenset(self.tied)
        m.selected_horse = self.horse
