"""The seller's consent (Board Game): another player offers to buy one of your cards.

The panel says who offers how much for what. The seller accepts (for a Goal card: choosing
which of their Goals to give, since the buyer cannot see them) or declines; either stays an
unconfirmed choice until Enter.
"""
from __future__ import annotations

from ....services.i18n import N_, _
from ...rules import Action
from ...rules.board import ACCEPT
from ....ui import input_map as K
from ....ui import palette as P
from ..describe import horse, money
from ....ui.painter import Painter
from ....ui.widgets import Button
from .base import PAD, PANEL, register
from .board_common import (OneChoiceWidget, board_card, card_content, card_tip, family, spread,
                           two_lines)
from ....ui import key_names as KN


@register("consent")
class ConsentWidget(OneChoiceWidget):
    """Accept (which Goal, if Goals) or decline an offer."""

    pass_label = N_("Decline")
    pass_tip = N_("Refuse the offer: nothing changes hands (P)")

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.offer = dict(ctx.options.get("offer", {}))
        self.goals: list[int] | None = ctx.options.get("cards")
        self.buyer = ctx.words.name(self.offer.get("seat"))
        self.price = self.offer.get("price", 0)

    def what(self) -> str:
        o = self.offer
        if o.get("item") == "stable":
            return _("your {horse} Stable Owner card (and its 1 VP)").format(horse=horse(o['horse']))
        if o.get("item") == "goal":
            return _("one of your Goal cards (you choose which)")
        name = board_card(self.ctx.data, o["card"])[1] if o.get("card") is not None else _("card")
        return _("your {card}").format(card=f"{family(o.get('item'))} {name}")

    def title(self) -> str:
        return _("{name}: {buyer} offers {price} for {what}").format(
            name=self.ctx.name, buyer=self.buyer, price=money(self.price), what=self.what())

    def missing(self) -> str:
        if self.goals is not None:
            return _("Choose the Goal card to sell, or Decline.")
        return _("Accept or Decline.")

    def accept(self, card: int | None = None) -> bool:
        return self.choose(Action(ACCEPT, card=card))

    def on_command(self, cmd: str) -> bool:
        n = K.horse_number(cmd)
        if n is not None and self.goals is not None and n <= len(self.goals):
            return self.accept(self.goals[n - 1])
        if cmd == K.WIN and self.goals is None:  # W: "yes"
            return self.accept()
        return super().on_command(cmd)

    def hint(self) -> str:
        if self.passing:
            return _("Decline: {buyer} keeps the money and may not offer again this step.").format(
                buyer=self.buyer)
        if self.choice is not None:
            if self.choice.card is not None:
                return _("Sell {card} to {buyer} for {price}: it is theirs at once.").format(
                    card=board_card(self.ctx.data, self.choice.card)[1], buyer=self.buyer,
                    price=money(self.price))
            return _("Sell to {buyer} for {price}: it is theirs at once.").format(
                buyer=self.buyer, price=money(self.price))
        return _("An offer is twice the card's value. Accepting gives you {price}.").format(
            price=money(self.price))

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        if self.goals is not None:
            rects = spread(len(self.goals), PANEL.y + 40, 108, max_w=220)
            for i, (g, r) in enumerate(zip(self.goals, rects)):
                out.append(Button(f"goal:{g}", r, on_click=lambda g=g: self.accept(g),
                                  selected=self.choice is not None and self.choice.card == g,
                                  content=card_content(self.ctx.data, g,
                                                       _("sell for {price}").format(price=money(self.price))),
                                  hotkey=str(i + 1), tip=card_tip(self.ctx.data, g, _("Sell {card}"))))
        else:
            r = spread(2, PANEL.y + 48, 56, max_w=280)
            out.append(Button("accept", r[0], on_click=self.accept,
                              selected=self.choice is not None and not self.passing,
                              content=two_lines(_("Accept: sell for {price}").format(price=money(self.price)),
                                                _("to {buyer}").format(buyer=self.buyer), P.GOOD),
                              hotkey=KN.letter("win"), tip=_("Accept the offer (W)")))
            out.append(Button("decline", r[1], on_click=self.choose_pass, selected=self.passing,
                              content=two_lines(_("Decline"), _("keep it"), P.INK_SOFT),
                              hotkey=KN.letter("pass"), tip=_(self.pass_tip)))
        label = _("Decline the offer") if self.passing else (
            _("Sell for {price}").format(price=money(self.price)) if self.choice is not None else _("Answer"))
        out.extend(self.bottom(label))
        return out

    def draw(self, p: Painter) -> None:
        super().draw(p)
        if self.goals is None and self.offer.get("card") is not None:
            _f, name, text = board_card(self.ctx.data, self.offer["card"])
            p.text(_("{card}: {text}").format(card=name, text=text), (PANEL.x + PAD, PANEL.y + 116), 13, P.INK_SOFT, "ui",
                   max_width=PANEL.w - 2 * PAD)

