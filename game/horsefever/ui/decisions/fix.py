"""The race-fixing widget: pick an action card from your hand, pick a lane, confirm.

The card goes face down; until it is confirmed it shows on the lane as a highlighted
"?" card and Backspace takes it back.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....services.i18n import _, ngettext
from ...rules import Action
from ...rules.actions import PLAY_CARD
from ....ui import input_map as K
from ..describe import horse
from ..table_draw import Marks
from ....ui.widgets import Button
from .base import PAD, PANEL, DecisionWidget, bottom_rects, chip_rects, horse_chip, register


@register("fix")
class FixWidget(DecisionWidget):
    """Play one action card face down on a lane."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.cards: list[int] = list(ctx.options["cards"])
        self.lanes: list[str] = list(ctx.options["horses"])
        self.card: int | None = self.cards[0] if len(set(self.cards)) == 1 else None
        self.lane: str | None = None

    def snapshot(self) -> Any:
        return (self.card, self.lane)

    def restore(self, snap: Any) -> None:
        self.card, self.lane = snap

    def action(self) -> Action | None:
        if self.card is None or self.lane is None:
            return None
        return Action(PLAY_CARD, card=self.card, horse=self.lane)

    def missing(self) -> str:
        if self.card is None:
            return _("Choose one of your action cards first.")
        return _("Choose the lane to play it on (click a lane or press 1-6).")

    def choose_card(self, card: int) -> bool:
        if card not in self.cards:
            return self.refuse(_("That card is not in your hand."))
        if card == self.card:
            return True
        self.remember()
        self.card = card
        return True

    def choose_lane(self, c: str) -> bool:
        if c not in self.lanes:
            return self.refuse(_("There is no lane {lane}.").format(lane=c))
        if self.card is None:
            return self.refuse(_("Choose one of your action cards first."))
        if c == self.lane:
            return True
        self.remember()
        self.lane = c
        return True

    def cycle_card(self, step: int) -> bool:
        card = K.cycled(list(dict.fromkeys(self.cards)), self.card, step)
        return card is not None and self.choose_card(card)

    def on_command(self, cmd: str) -> bool:
        n = K.horse_number(cmd)
        if n is not None and n <= len(self.ctx.display.colours):
            return self.choose_lane(self.ctx.display.colours[n - 1])
        if cmd in (K.UP, K.UP_BIG):
            return self.cycle_card(1)
        if cmd in (K.DOWN, K.DOWN_BIG):
            return self.cycle_card(-1)
        return super().on_command(cmd)

    def on_pick(self, key: tuple) -> bool:
        if key[0] == "hand":
            return self.choose_card(key[2])
        if key[0] in ("lane", "horse", "token", "reserve"):
            return self.choose_lane(key[1])
        return False

    def title(self) -> str:
        left = len(self.cards)
        return _("{name}: play an action card face down on a lane ({n} in hand)").format(
            name=self.ctx.name, n=left)

    def hint(self) -> str:
        if self.card is None:
            return _("Click a card in your hand (or ← →), then a lane.")
        name = self.ctx.data.action(self.card).name
        if self.lane is None:
            return _("{card}: now choose its lane.").format(card=name)
        return _("{card} goes face down on {horse}. Other players only see a card back.").format(
            card=name, horse=horse(self.lane))

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        distinct = list(dict.fromkeys(self.cards))
        y = PANEL.y + 42
        w = min(230, (PANEL.w - 2 * PAD - 8 * (len(distinct) - 1)) / max(1, len(distinct)))
        for i, card in enumerate(distinct):
            c = self.ctx.data.action(card)
            r = pygame.Rect(round(PANEL.x + PAD + i * (w + 8)), y, round(w), 38)
            out.append(Button(f"card:{card}", r, c.name, lambda card=card: self.choose_card(card),
                              selected=self.card == card, size=15, tip=_(c.text),
                              hotkey=K.arrow_badge(distinct, self.card, card)))
        ds = self.ctx.display
        for c, r in zip(ds.colours, chip_rects(len(ds.colours), PANEL.y + 90, 48)):
            n_cards = len(ds.lanes.get(c, []))
            out.append(Button(f"lane:{c}", r, on_click=lambda c=c: self.choose_lane(c),
                              enabled=self.card is not None,
                              reason=_("Choose one of your action cards first."),
                              selected=self.lane == c,
                              content=horse_chip(c, r, ngettext("{n} card on it", "{n} cards on it",
                                                                n_cards).format(n=n_cards)),
                              hotkey=str(ds.colours.index(c) + 1), tip=_("Play it on {horse}").format(horse=horse(c))))
        undo, _pas, conf = bottom_rects()
        out.append(self.undo_button(undo))
        label = _("Play card")
        if self.card is not None and self.lane is not None:
            label = _("Play on {horse}").format(horse=horse(self.lane))
        out.append(self.confirm_button(label, conf))
        return out

    def marks(self, m: Marks) -> None:
        m.pickable_cards = True
        m.selected_card = self.card
        if self.card is not None:
            m.pickable_horses = frozenset(self.lanes)
        m.selected_horse = self.lane
        if self.card is not None and self.lane is not None:
            m.pending_card = (self.lane, self.card)
