"""The starting-lineup widget (Board Game): put a Horse card on a stable you own.

Pick one of your Horse cards (shown with its full text), then the lane of one of your free
stables (a click on the lane, its token, or 1-6). Until Enter the card lies highlighted on
that lane; Backspace takes it back. Pass places no (more) Horse cards this round.
"""
from __future__ import annotations

from typing import Any

from ....services.i18n import N_, _
from ...rules import Action
from ...rules.board import LINEUP
from ....ui import input_map as K
from ....ui import palette as P
from .. import cards
from ..board_panels import lineup_rect
from ....ui.painter import Painter
from ..describe import horse
from ..table_draw import Marks
from ....ui.widgets import Button
from .base import PAD, PANEL, horse_chip, register
from .board_common import OneChoiceWidget, board_card, card_content, spread


@register("lineup")
class LineupWidget(OneChoiceWidget):
    """Choose a Horse card and a lane of yours."""

    pass_label = N_("Pass")
    pass_tip = N_("Place no (more) Horse cards this round (P)")

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.cards: list[int] = list(ctx.options.get("cards", []))
        self.lanes: list[str] = list(ctx.options.get("horses", []))
        self.card: int | None = self.cards[0] if len(self.cards) == 1 else None
        self.lane: str | None = self.lanes[0] if len(self.lanes) == 1 and self.card is not None else None

    def snapshot(self) -> Any:
        return (self.card, self.lane, self.choice)

    def restore(self, snap: Any) -> None:
        self.card, self.lane, self.choice = snap

    def action(self) -> Action | None:
        if self.passing:
            return self.choice
        if self.card is None or self.lane is None:
            return None
        return Action(LINEUP, card=self.card, horse=self.lane)

    def missing(self) -> str:
        if self.card is None:
            return _("Choose one of your Horse cards first.")
        return _("Choose the lane of one of your stables (click it or press 1-6).")

    def choose_card(self, card: int) -> bool:
        if card not in self.cards:
            return False
        if card == self.card and not self.passing:
            return True
        self.remember()
        self.card, self.choice = card, None
        if len(self.lanes) == 1:
            self.lane = self.lanes[0]
        return True

    def choose_lane(self, c: str) -> bool:
        if c not in self.lanes:
            return self.refuse(_("{horse} is not a free stable of yours: a Horse card runs only "
                                 "for its owner's stable.").format(horse=horse(c)))
        if self.card is None:
            return self.refuse(_("Choose one of your Horse cards first."))
        if c == self.lane and not self.passing:
            return True
        self.remember()
        self.lane, self.choice = c, None
        return True

    def choose_pass(self) -> bool:
        if self.passing:
            return True
        self.remember()
        self.card = self.lane = None
        self.choice = Action("pass")
        return True

    def on_command(self, cmd: str) -> bool:
        n = K.horse_number(cmd)
        if n is not None and n <= len(self.ctx.display.colours):
            return self.choose_lane(self.ctx.display.colours[n - 1])
        if cmd in (K.UP, K.DOWN) and self.cards:
            return self.choose_card(K.cycled(list(self.cards), self.card, 1 if cmd == K.UP else -1))
        return super().on_command(cmd)

    def on_pick(self, key: tuple) -> bool:
        if key[0] in ("lane", "horse", "token", "stable", "lineup"):
            return self.choose_lane(key[1])
        return False

    def title(self) -> str:
        return _("{name}: starting lineup · place a Horse card on a stable you own, or pass").format(
            name=self.ctx.name)

    def hint(self) -> str:
        if self.passing:
            return _("Pass: no more Horse cards this round.")
        if self.card is None:
            return _("Click a Horse card (← →), then one of your lanes (1-6).")
        name = board_card(self.ctx.data, self.card)[1]
        if self.lane is None:
            return _("{card}: now choose one of your lanes.").format(card=name)
        return _("{card} runs on {horse} this race; it comes back to you after the round.").format(
            card=name, horse=horse(self.lane))

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        # The Horse cards take what they need (at most 470 px), the stables the rest, so that
        # three or four stables still show their whole names.
        n = max(1, len(self.cards))
        x_split = PANEL.x + PAD + min(470, n * 170 + (n - 1) * 8) + 16
        rects = spread(len(self.cards), PANEL.y + 40, 104, x1=x_split - 16, max_w=170)
        for card, r in zip(self.cards, rects):
            _f, name, text = board_card(self.ctx.data, card)
            out.append(Button(f"card:{card}", r, on_click=lambda card=card: self.choose_card(card),
                              selected=self.card == card, content=card_content(self.ctx.data, card),
                              hotkey=K.arrow_badge(list(self.cards), self.card, card),
                              tip=_("{card}: {text}").format(card=name, text=text)))
        lrects = spread(len(self.lanes), PANEL.y + 40, 50, x0=x_split, max_w=150)
        ds = self.ctx.display
        for c, r in zip(self.lanes, lrects):
            out.append(Button(f"lane:{c}", r, on_click=lambda c=c: self.choose_lane(c),
                              enabled=self.card is not None, reason=_("Choose one of your Horse cards first."),
                              selected=self.lane == c,
                              content=horse_chip(c, r, _("your stable")),
                              hotkey=str(ds.colours.index(c) + 1),
                              tip=_("Line it up on {horse}").format(horse=horse(c))))
        label = _("Pass") if self.passing else (_("Line up on {horse}").format(horse=horse(self.lane))
                                                if self.lane else _("Line up"))
        out.extend(self.bottom(label))
        return out

    def draw(self, p: Painter) -> None:
        super().draw(p)
        if self.card is not None and self.lane is not None:
            # The unconfirmed card already lies on its lane, highlighted (Backspace lifts it).
            r = lineup_rect(self.ctx.display.colours.index(self.lane))
            p.note("card_face", self.card)
            cards.other_card(p, self.ctx.data, self.card, r)
            p.rect(r.inflate(4, 4), P.HIGHLIGHT, 4, width=2)

    def marks(self, m: Marks) -> None:
        if self.card is not None:
            m.pickable_horses = frozenset(self.lanes)
        m.selected_horse = self.lane
