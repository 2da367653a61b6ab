"""The pool: the dice of a turn drawn one click each, rolled by one Confirm.

The starting player draws three dice, every later player one (rulebook C, I-IV). Each
click on a colour picks a die, and a picked die goes back with a click on it (the last
one also with Undo, the shell's ``DecisionPanel.undo``); once the
hand would be full the picks are chosen together (``Steps`` of ``Draw``: the table shows
them with Confirm and Undo), so a turn takes two confirmations, the roll's and the use's.
A roll cannot be taken back: the dice show their faces once it is confirmed (ruling in
docs/rules-notes.md). Whether a colour may be picked is the rules' own judgement: the
first pick by ``ctx.check``, a later one by ``dice.draw_problem`` on the pool and hand
as the picks before it would leave them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import N_, _
from ...ui import input_map as K
from ...ui import palette as P
from ...ui.generic import DecisionPanel, PanelContext, Steps
from ...ui.widgets import Button
from ..actions import Draw
from ..data import load_data
from ..rules import dice as rules_dice
from ..words import die_colour, refusal_words
from . import art

if TYPE_CHECKING:
    from ...ui.painter import Painter

ROW1, ROW2, ROW3 = 44, 128, 160
BUSY = N_("Confirm or undo the choice first")


class PoolPanel(DecisionPanel):
    """Draw the turn's dice, one click each (see the module docstring)."""

    def __init__(self, ctx: PanelContext) -> None:
        super().__init__(ctx)
        self.picked: list[str] = []  # the colours clicked, in order, not yet rolled

    # ---- what is picked ---------------------------------------------------------------
    def need(self) -> int:
        """How many dice this turn draws (three for the starting player, else one)."""
        return max(1, load_data().hand - len(self.ctx.view.get("hand", [])))

    def current(self) -> list[str]:
        """The picks on screen: with the hand full but nothing chosen (Undo pressed, or
        the rules refused), the last pick is taken back."""
        if self.ctx.pending() is None and len(self.picked) >= self.need():
            return self.picked[:self.need() - 1]
        return list(self.picked)

    def after(self, picks: list[str]) -> dict[str, Any]:
        """The pool and hand as ``picks`` would leave them (the pool's first die of a
        colour is the one drawn, as ``dice.draw`` takes it)."""
        data = load_data()
        pool, hand = list(self.ctx.view.get("pool", [])), list(self.ctx.view.get("hand", []))
        for colour in picks:
            die = next((d for d in pool if data.die_colour.get(d) == colour), None)
            if die is not None:
                pool.remove(die)
                hand.append(die)
        return {"pool": pool, "hand": hand}

    def problem(self, colour: str) -> str:
        """Why a die of ``colour`` may not be picked next ("" if it may)."""
        picks = self.current()
        if not picks:
            return self.ctx.check(Draw(colour))
        got = rules_dice.draw_problem(self.after(picks), load_data(), colour)
        return refusal_words(got[0], got[1]) if got is not None else ""

    def pick(self, colour: str) -> None:
        """A colour clicked: one more die picked; the last one chooses the roll."""
        if self.ctx.pending() is not None or self.problem(colour):
            return
        self.picked = self.current() + [colour]
        if len(self.picked) >= self.need():
            self.ctx.choose(Steps(Draw(c) for c in self.picked))

    def unpick(self, i: int) -> None:
        """A picked die clicked: it goes back to the pool (with the ones after it)."""
        if self.ctx.pending() is None:
            self.picked = self.current()[:i]

    def undo(self) -> bool:
        """Undo (Backspace) with nothing chosen: the last pick goes back to the pool."""
        picks = self.current()
        if self.ctx.pending() is not None or not picks:
            return False
        self.picked = picks[:-1]
        return True

    def can_undo(self) -> bool:
        return self.ctx.pending() is None and bool(self.current())

    # ---- buttons ----------------------------------------------------------------------
    def buttons(self, rect: pygame.Rect) -> list[Button]:
        ctx = self.ctx
        free = ctx.pending() is None
        pool = self.after(self.current())["pool"]
        out = []
        for i, colour in enumerate(art.COLOURS):
            n = sum(1 for d in pool if art.die_colour(d) == colour)
            why = self.problem(colour) if free else ""
            r = pygame.Rect(rect.x + 14 + i * 170, rect.y + ROW1 + 20, 160, 56)
            out.append(Button(f"colour:{colour}", r, f"      {_(colour)} ({n})",
                              on_click=lambda c=colour: self.pick(c),
                              enabled=free and not why, reason=why or _(BUSY),
                              hotkey=str(i + 1), size=16))
        for i, colour in enumerate(self.current() if free else self.picked):
            r = pygame.Rect(rect.x + 14 + 110 + i * 120, rect.y + ROW2, 112, 34)
            out.append(Button(f"picked:{i}", r, f"     {_(colour)}  x",
                              on_click=lambda i=i: self.unpick(i), style="chip", size=14,
                              enabled=free, reason=_(BUSY),
                              tip=_("Put this die back into the pool")))
        return out

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        super().draw(p, rect, hover, focus)
        for i, colour in enumerate(art.COLOURS):
            art.draw_die(p, (rect.x + 40 + i * 170, rect.y + ROW1 + 48), 30, colour, None)
        picks = self.current() if self.ctx.pending() is None else self.picked
        p.text(_("Drawn:"), (rect.x + 14, rect.y + ROW2 + 17), 15, P.INK, "ui_bold",
               anchor="midleft")
        for i, colour in enumerate(picks):
            art.draw_die(p, (rect.x + 14 + 110 + i * 120 + 18, rect.y + ROW2 + 17), 20,
                         colour, None)
        hand = self.ctx.view.get("hand", [])
        x = rect.x + 14 + 110 + len(picks) * 120 + 10
        if hand:
            p.text(_("In hand: {dice}").format(dice=", ".join(die_colour(d) for d in hand)),
                   (x, rect.y + ROW2 + 17), 14, P.INK_SOFT, anchor="midleft",
                   max_width=rect.right - x - 14)
        need = self.need()
        hint = (ngettext_hint(need) if len(picks) < need
                else _("Confirm rolls your three dice; Undo takes the last one back"))
        p.text(hint, (rect.x + 14, rect.y + ROW3 + 24), 14, P.INK_SOFT, anchor="midleft",
               max_width=380)
        if ((self.ctx.view.get("decision") or {}).get("options") or {}).get("homestretch"):
            p.text(_("Homestretch: yellow dice may be drawn"),
                   (rect.x + 14, rect.y + ROW1 + 2), 14, P.BAD, "ui_bold")

    def command(self, cmd: str) -> bool:
        n = K.digit(cmd)
        if n is not None and 1 <= n <= 5 and self.ctx.pending() is None:
            self.pick(art.COLOURS[n - 1])
            return True
        return False

    def board_choice(self, choice: Any) -> bool:
        if isinstance(choice, tuple) and choice[0] == "colour" and self.ctx.pending() is None:
            self.pick(choice[1])
            return True
        return False


def ngettext_hint(need: int) -> str:
    """What to do while dice are still to be picked."""
    if need == 1:
        return _("Click a colour: one die, then Confirm rolls")
    return _("Click {n} colours, one die each (a click on a drawn die puts it back)").format(
        n=need)
