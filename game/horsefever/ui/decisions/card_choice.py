"""Widgets that choose one Board Game card shown face up in the panel.

* ``keep``: after buying a Goal, Assistant or Horse card, keep one of the four drawn (the
  others go under the deck). Goal cards are secret: this widget is only ever shown to
  their buyer, after the pass screen.
* ``troy_copy``: Troy copies another Horse card lined up this race.
* ``cedric_copy``: Cédric Copieur copies another player's payoff Assistant.
"""
from __future__ import annotations

from ....services.i18n import N_, _, ngettext
from ...rules import Action
from ...rules.board import COPY, KEEP
from ....ui import input_map as K
from ..describe import horse
from ....ui.widgets import Button
from .base import PANEL, register
from .board_common import OneChoiceWidget, board_card, card_content, card_tip, spread


class CardChoiceWidget(OneChoiceWidget):
    """Pick one of ``options["cards"]`` (1-6 or a click), then confirm."""

    verb = N_("Choose")  # the confirm button's word alone
    verb_card = N_("Choose {card}")  # ... and with the card chosen
    action_type = KEEP

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.cards: list[int] = list(ctx.options.get("cards", []))

    def missing(self) -> str:
        return _("Choose one of the cards (click it or press its number).")

    def pick(self, i: int) -> bool:
        if not 0 <= i < len(self.cards):
            return False
        return self.choose(Action(self.action_type, card=self.cards[i]))

    def on_command(self, cmd: str) -> bool:
        n = K.horse_number(cmd)
        if n is not None:
            return self.pick(n - 1)
        if cmd in (K.UP, K.DOWN):
            i = self.cards.index(self.choice.card) if self.choice is not None else -1
            return self.pick((i + (1 if cmd == K.UP else -1)) % len(self.cards))
        return super().on_command(cmd)

    def note(self, card: int) -> str:
        """A small line under a card's text (who holds it, where it runs)."""
        return ""

    def chosen_name(self) -> str:
        return board_card(self.ctx.data, self.choice.card)[1] if self.choice is not None else ""

    def hint(self) -> str:
        if self.choice is None:
            return _("Click a card (or press 1-{n}); its full text is on the card.").format(n=len(self.cards))
        return _("{choice}. Enter confirms, Backspace takes it back.").format(
            choice=_(self.verb_card).format(card=self.chosen_name()).rstrip("."))  # ("Bros.." no more)

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        rects = spread(len(self.cards), PANEL.y + 40, 108, max_w=230)
        for i, (card, r) in enumerate(zip(self.cards, rects)):
            out.append(Button(f"card:{card}", r, on_click=lambda i=i: self.pick(i),
                              selected=self.choice is not None and self.choice.card == card,
                              content=card_content(self.ctx.data, card, self.note(card)),
                              hotkey=str(i + 1), tip=card_tip(self.ctx.data, card)))
        label = (_(self.verb_card).format(card=self.chosen_name()) if self.choice is not None
                 else _(self.verb))
        out.extend(self.bottom(label))
        return out


@register("keep")
class KeepWidget(CardChoiceWidget):
    verb = N_("Keep")
    verb_card = N_("Keep {card}")
    action_type = KEEP

    def title(self) -> str:
        item = self.ctx.options.get("item", "card")
        n = len(self.cards)
        said = {"goal": ngettext("{name}: keep one of the {n} Goal card drawn (secret: only you see them); "
                                 "the others go under the deck",
                                 "{name}: keep one of the {n} Goal cards drawn (secret: only you see "
                                 "them); the others go under the deck", n),
                "assistant": ngettext("{name}: keep one of the {n} Assistant drawn; the others go under "
                                      "the deck", "{name}: keep one of the {n} Assistants drawn; the "
                                      "others go under the deck", n),
                "horse": ngettext("{name}: keep one of the {n} Horse card drawn; the others go under the "
                                  "deck", "{name}: keep one of the {n} Horse cards drawn; the others go "
                                  "under the deck", n)}.get(
            item, ngettext("{name}: keep one of the {n} card drawn; the others go under the deck",
                           "{name}: keep one of the {n} cards drawn; the others go under the deck", n))
        return said.format(name=self.ctx.name, n=n)


@register("troy_copy")
class TroyWidget(CardChoiceWidget):
    verb = N_("Copy")
    verb_card = N_("Copy {card}")
    action_type = COPY

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.lane: str | None = ctx.options.get("horse")
        lineup = (ctx.view.get("board") or {}).get("lineup", {})
        self.lane_of = {v["card"]: c for c, v in lineup.items()}

    def title(self) -> str:
        if self.lane:
            return _("{name}: Troy on {horse} copies another Horse card in this race: choose which").format(
                name=self.ctx.name, horse=horse(self.lane))
        return _("{name}: Troy copies another Horse card in this race: choose which").format(name=self.ctx.name)

    def note(self, card: int) -> str:
        c = self.lane_of.get(card)
        return _("runs on {horse}").format(horse=horse(c)) if c else ""

    def marks(self, m) -> None:
        if self.lane:
            m.selected_horse = self.lane


@register("cedric_copy")
class CedricWidget(CardChoiceWidget):
    verb = N_("Copy")
    verb_card = N_("Copy {card}")
    action_type = COPY

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.holder: dict[int, str] = {}
        for p in ctx.view["players"]:
            for a in p.get("assistants", []):
                self.holder.setdefault(a, p["name"])

    def title(self) -> str:
        return _("{name}: Cédric Copieur copies one other player's Assistant for this payoff: "
                 "choose which").format(name=self.ctx.name)

    def note(self, card: int) -> str:
        who = self.holder.get(card)
        return _("held by {name}").format(name=who) if who else ""

