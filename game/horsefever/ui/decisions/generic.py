"""The generic widget: every legal action as a button, for decision kinds without a widget.

It keeps new engine phases (the Board Game's purchases, lineup, auctions...) playable the
day they appear; a dedicated widget registered for the kind replaces it later.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....services.i18n import N_, _, ngettext
from ...rules import Action
from ....services.numbers import money
from ....ui import input_map as K
from ....ui import palette as P
from ....ui.widgets import Button
from .base import PAD, PANEL, DecisionWidget, bottom_rects, register

PER_PAGE = 8
# Each action type in words (an unknown one: its key, as a last resort).
TYPE_WORDS = {"bet": N_("Place a bet"), "play_card": N_("Play card"), "photo_pick": N_("Place ahead"),
              "buy": N_("Buy"), "keep": N_("Keep"), "offer": N_("Offer"), "accept": N_("Accept"),
              "clearance": N_("Sell to bank"), "lineup": N_("Line up"), "copy": N_("Copy"),
              "odds_move": N_("Move odds"), "bid": N_("Bid")}


def label(action: Action, ctx) -> str:
    """Readable words for any action ("Buy: stable, 4 Red", "Keep: Rapida Ventus")."""
    from ..describe import card_name, horse

    if action.type == "pass":
        return _("Pass")
    bits = []
    if action.item:
        from .board_common import family
        bits.append(family(action.item))
    if action.horse:
        bits.append(horse(action.horse))
    if action.card is not None:
        bits.append(card_name(ctx.data, action.card))
    if action.target is not None:
        bits.append(_("from {name}").format(name=ctx.words.name(action.target)))
    if action.kind:
        bits.append(_(action.kind))  # (win, show: the bots' words; a loan's kind as it is)
    if action.stake:
        bits.append(money(action.stake))
    if action.value is not None:
        bits.append(money(action.value))
    word = TYPE_WORDS.get(action.type)
    head = _(word) if word else action.type.replace("_", " ").capitalize()
    return head + (": " + ", ".join(bits) if bits else "")


@register("generic")  # a Phase may name it: every legal action as a button
class GenericWidget(DecisionWidget):
    """Choose one of ``legal_actions()`` (paged), then confirm."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.actions: list[Action] = list(ctx.legal())
        self.choice: int | None = None
        self.page = 0

    def snapshot(self) -> Any:
        return self.choice

    def restore(self, snap: Any) -> None:
        self.choice = snap

    def action(self) -> Action | None:
        return None if self.choice is None else self.actions[self.choice]

    def missing(self) -> str:
        return _("Choose one of the options.")

    def pick(self, i: int) -> bool:
        if i == self.choice:
            return True
        self.remember()
        self.choice = i
        return True

    def turn_page(self, step: int) -> bool:
        pages = max(1, -(-len(self.actions) // PER_PAGE))
        self.page = (self.page + step) % pages
        return True

    def on_command(self, cmd: str) -> bool:
        n = K.horse_number(cmd)
        if n is not None:
            i = self.page * PER_PAGE + n - 1
            if i < len(self.actions):
                return self.pick(i)
        if cmd in (K.UP, K.UP_BIG):
            return self.turn_page(1)
        if cmd in (K.DOWN, K.DOWN_BIG):
            return self.turn_page(-1)
        return super().on_command(cmd)

    def title(self) -> str:
        # (the rules' prompt is English: the decision is named by its phase's words instead)
        from ..status_words import what
        return _("{name}: decide {what}").format(name=self.ctx.name, what=what(self.ctx.kind))

    def hint(self) -> str:
        if self.choice is not None:
            return _("Chosen: {choice}").format(choice=label(self.actions[self.choice], self.ctx))
        n = len(self.actions)
        return ngettext("{n} possible choice.", "{n} possible choices.", n).format(n=n)

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        start = self.page * PER_PAGE
        shown = self.actions[start:start + PER_PAGE]
        cols = 4
        w = (PANEL.w - 2 * PAD - (cols - 1) * 8) / cols
        for k, a in enumerate(shown):
            i = start + k
            r = pygame.Rect(round(PANEL.x + PAD + (k % cols) * (w + 8)), PANEL.y + 42 + (k // cols) * 46,
                            round(w), 38)
            out.append(Button(f"act:{i}", r, label(a, self.ctx), lambda i=i: self.pick(i),
                              selected=self.choice == i, size=14, hotkey=str(k + 1) if k < 6 else "",
                              tip=label(a, self.ctx)))
        undo, _pas, conf = bottom_rects()
        if len(self.actions) > PER_PAGE:
            out.append(Button("page:-", pygame.Rect(undo.x - 100, PANEL.bottom - 50, 40, 40), "‹",
                              lambda: self.turn_page(-1), size=20, tip=_("Previous page (←)")))
            out.append(Button("page:+", pygame.Rect(undo.x - 54, PANEL.bottom - 50, 40, 40), "›",
                              lambda: self.turn_page(1), size=20, tip=_("Next page (→)")))
        out.append(self.undo_button(undo))
        out.append(self.confirm_button(_("Confirm"), conf))
        return out

    def draw(self, p) -> None:
        super().draw(p)
        pages = max(1, -(-len(self.actions) // PER_PAGE))
        if pages > 1:
            p.text(_("page {n} of {total}").format(n=self.page + 1, total=pages), (PANEL.right - PAD, PANEL.y + 15), 13,
                   P.INK_SOFT, "ui", anchor="topright")
