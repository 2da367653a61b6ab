"""Finish Line's decision panels: the bet sheet, the pool, the dice in hand.

Each panel builds typed actions (``game/finishline/actions.py``) and hands them to
``ctx.choose``; the table shows them with Confirm and Undo. What may not be chosen is
greyed with the rules' own reason (``ctx.check``, the game's ``check``): no rule is
decided here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import _
from ...ui import input_map as K
from ...ui import palette as P
from ...ui.generic import DecisionPanel, PanelContext
from ...ui.number_field import NumberField
from ...ui.widgets import Button, draw_button
from ..actions import EndBets, PlaceBet, WinBet
from ..words import die_label, face_help, face_name
from . import art
from .board import eur
from ...ui import key_names as KN

if TYPE_CHECKING:
    from ...ui.painter import Painter

ROW1, ROW2, ROW3 = 44, 92, 140  # the panel's rows, from its top
STAKE_X = 312  # the stake's "-" button, from the panel's left margin


def _opts(ctx: PanelContext) -> dict[str, Any]:
    d = ctx.view.get("decision") or {}
    return d.get("options") or {}


class BetSheetPanel(DecisionPanel):
    """One line of the bet sheet at a time: a winner bet (a horse) or a place bet (two
    horses), with a typed stake; "Sheet complete" closes it.

    Keys: 1-7 pick the horse of that starting position (its badge); the stake box takes
    digits only while it has the focus (a click on it, or Tab onto it), the amount shown
    selected so that typing replaces it; Backspace erases there; W / S the kind of bet,
    Left / Right the stake by a step, P "Sheet complete"."""

    def __init__(self, ctx: PanelContext) -> None:
        super().__init__(ctx)
        step = int(_opts(ctx).get("step", 100))
        # A panel is built anew for every line of the sheet: the kind and stake of the
        # line just written stay chosen (a player writing place bets goes on with them).
        last = self.last_line()
        self.mode = "win"
        if last is not None and last.get("kind") == "place" and _opts(ctx).get("place_open"):
            self.mode = "place"
        elif last is not None and not _opts(ctx).get("win_horses") \
                and _opts(ctx).get("place_open"):
            self.mode = "place"  # (no winner bet is left to write)
        self.first: int | None = None  # a place bet's first horse
        self.entry = NumberField(text=str(int(last["stake"]) if last is not None else step))

    def last_line(self) -> dict[str, Any] | None:
        """The last bet on this seat's own sheet of the race (None before the first)."""
        view, seat = self.ctx.view, self.ctx.seat
        sheets, race = view.get("sheets") or [], int(view.get("race") or 0)
        row = sheets[race - 1] if 0 < race <= len(sheets) else []
        mine = row[seat] if 0 <= seat < len(row) else None
        return mine[-1] if mine else None

    @property
    def stake(self) -> int:
        return self.entry.value or 0

    def stake_box(self, rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect.x + 14 + STAKE_X + 42, rect.y + ROW1, 120, 34)

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        ctx, o = self.ctx, _opts(self.ctx)
        free = ctx.pending() is None
        busy = _("Confirm or undo the choice first")
        x, y = rect.x + 14, rect.y + ROW1
        out = [Button("mode:win", pygame.Rect(x, y, 150, 34), _("Winner bet"),
                      on_click=lambda: self._mode("win"), selected=self.mode == "win",
                      style="chip", size=15, hotkey=KN.letter("win"), enabled=free, reason=busy),
               Button("mode:place", pygame.Rect(x + 156, y, 140, 34), _("Place bet"),
                      on_click=lambda: self._mode("place"), selected=self.mode == "place",
                      style="chip", size=15, hotkey=KN.letter("show"), enabled=free, reason=busy)]
        sx = x + STAKE_X
        out.append(Button("stake:down", pygame.Rect(sx, y, 34, 34), "-",
                          on_click=lambda: self._step(-1), size=18, hotkey=KN.label("left"),
                          enabled=free, reason=busy))
        out.append(Button("stake:box", self.stake_box(rect), "", on_click=self._toggle_typing,
                          style="ghost", enabled=free, reason=busy,
                          tip=_("Click, then type the stake")))
        out.append(Button("stake:up", pygame.Rect(sx + 170, y, 34, 34), "+",
                          on_click=lambda: self._step(1), size=18, hotkey=KN.label("right"),
                          enabled=free, reason=busy))
        out.append(Button("stake:clear", pygame.Rect(sx + 212, y, 70, 34), _("Clear"),
                          on_click=self._clear, style="ghost", size=14, enabled=free,
                          reason=busy))
        start, odds = ctx.view.get("start", []), ctx.view.get("odds", [])
        w = (rect.w - 28 - 6 * 8) / 7
        for i, h in enumerate(start):
            r = pygame.Rect(round(x + i * (w + 8)), rect.y + ROW2, round(w), 40)
            label = f"{h}  {odds[i]}x" if i < len(odds) else str(h)  # (under "Pick the horse")
            why = self._horse_problem(h)
            out.append(Button(f"horse:{h}", r, label, on_click=lambda h=h: self.pick(h),
                              enabled=free and not why, reason=why or busy, size=16,
                              hotkey=str(i + 1),
                              selected=self.first == h, tip=_("starting position {n}").format(
                                  n=i + 1)))
        out.append(Button("end", pygame.Rect(x, rect.y + ROW3 + 10, 200, 34),
                          _("Sheet complete"), on_click=lambda: ctx.choose(EndBets()),
                          enabled=free, reason=busy, size=15, hotkey=KN.letter("pass")))
        return out

    def _horse_problem(self, h: int) -> str:
        """Why this horse cannot take the bet being written ("" if it can)."""
        ctx = self.ctx
        if self.mode == "win":
            return ctx.check(WinBet(h, self.stake))
        if self.first is None:
            others = [x for x in ctx.view.get("start", []) if x != h]
            probs = [ctx.check(PlaceBet(h, x, self.stake)) for x in others]
            return "" if any(not q for q in probs) else (probs[0] if probs else "")
        if h == self.first:
            return ""
        return ctx.check(PlaceBet(self.first, h, self.stake))

    def pick(self, h: int) -> None:
        """A horse chosen (a button, its tile on the board): the bet, or its first half."""
        if self.ctx.pending() is not None or self._horse_problem(h):
            return
        self.entry.stop()
        if self.mode == "win":
            self.ctx.choose(WinBet(h, self.stake))
        elif self.first is None:
            self.first = h
        elif self.first == h:
            self.first = None
        else:
            self.ctx.choose(PlaceBet(self.first, h, self.stake))
            self.first = None

    def _mode(self, mode: str) -> None:
        self.mode, self.first = mode, None
        self.entry.stop()

    def _step(self, n: int) -> None:
        step = int(_opts(self.ctx).get("step", 100))
        self.entry.stop()
        self.entry.text = str(max(0, self.stake + n * step))

    def _clear(self) -> None:
        self.entry.start(None)  # (an empty box takes the digits typed next)

    def _toggle_typing(self) -> None:
        """A click on the stake box (or Enter on it): typing starts, the amount selected;
        a second one ends it."""
        if self.entry.editing:
            self.entry.stop()
        else:
            self.entry.start(self.entry.value)

    def typing(self) -> bool:
        """Whether the stake box has the focus: clicked, or reached by Tab (which selects
        its amount); the focus on any other button ends the typing."""
        if self.focused == "stake:box":
            if not self.entry.editing:
                self.entry.start(self.entry.value)
        elif self.focused is not None:
            self.entry.stop()
        return self.entry.editing

    def type_digit(self, d: int) -> None:
        """A typed digit: replaces the selected amount, else goes after the others."""
        self.entry.type_digit(d)

    def command(self, cmd: str) -> bool:
        if self.ctx.pending() is not None:
            return False
        d = K.digit(cmd)
        if self.typing():
            if d is not None:
                self.type_digit(d)
                return True
            if cmd == K.ERASE:
                self.entry.backspace()
                return True
        if cmd in (K.UP, K.DOWN):
            self._step(1 if cmd == K.UP else -1)
            return True
        if cmd in (K.WIN, K.SHOW):
            self._mode("win" if cmd == K.WIN else "place")
            return True
        if cmd == K.PASS:
            self.ctx.choose(EndBets())
            return True
        return False

    def board_choice(self, choice: Any) -> bool:
        if isinstance(choice, tuple) and choice[0] == "horse":
            self.pick(choice[1])
            return True
        return False

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        super().draw(p, rect, hover, focus)
        o = _opts(self.ctx)
        box = self.stake_box(rect)
        # (Tab onto the box selects its amount: drawn so before the first key arrives)
        typing = self.entry.editing or (focus == "stake:box" and self.ctx.pending() is None)
        fresh = self.entry.fresh or not self.entry.editing
        p.rect(box, P.WHITE, 6)
        p.rect(box, P.HIGHLIGHT if typing else P.INK_SOFT, 6, width=2.5 if typing else 1.5)
        shown = eur(self.stake) if self.entry.text else "€ _"
        if typing and fresh and self.entry.text:
            # The amount is selected: the first digit typed replaces it.
            w, h = p.text_size(shown, 17, "ui_bold")
            p.rect(pygame.Rect(round(box.centerx - w / 2 - 3), round(box.centery - h / 2),
                               round(w + 6), round(h)), P.HIGHLIGHT, 3)
        p.text(shown, box.center, 17, P.INK, "ui_bold", anchor="center")
        if focus != "stake:box":  # (the focus ring says it then, where these words would be)
            p.text(_("type the stake") if typing else _("stake: click to type"),
                   (box.centerx, box.bottom + 2), 11, P.INK_SOFT, anchor="midtop")
        left = _("Left to stake: {amount}").format(amount=eur(int(o.get("room", 0))))
        p.text(left, (rect.x + 620, rect.y + ROW1 + 17), 15, P.INK, "ui_bold",
               anchor="midleft", max_width=rect.w - 634)
        hint = _("Pick the horse") if self.mode == "win" else (
            _("Pick the first horse of the pair") if self.first is None
            else _("Horse {horse} and which other horse?").format(horse=self.first))
        p.text(hint, (rect.x + 230, rect.y + ROW3 + 27), 14, P.INK_SOFT, anchor="midleft",
               max_width=380)


from .dice_panel import DicePanel  # noqa: E402  (the other panels, in their own modules)
from .pool_panel import PoolPanel  # noqa: E402

__all__ = ["BetSheetPanel", "PoolPanel", "DicePanel"]
