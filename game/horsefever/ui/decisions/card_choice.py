"""Widgets that choose one Board Game card shown face up in the panel.

* ``keep``: after buying a Goal, Assistant or Horse card, keep one of the four drawn (the
  others go under the deck). Goal cards are secret: this widget is only ever shown to
  their buyer, after the pass screen.
* ``troy_copy``: Troy copies another Horse card lined up this race.
* ``cedric_copy``: Cédric Copieur copies another player's payoff Assistant.
"""
from __future__ import annotations

from ...rules import Action
from ...rules.board import COPY, KEEP
from ....ui import input_map as K
from ..describe import horse
from ....ui.widgets import Button
from .base import PANEL, register
from .board_common import FAMILY, OneChoiceWidget, board_card, card_content, card_tip, spread


class CardChoiceWidget(OneChoiceWidget):
    """Pick one of ``options["cards"]`` (1-6 or a click), then confirm."""

    verb = "Choose"
    action_type = KEEP

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.cards: list[int] = list(ctx.options.get("cards", []))

    def missing(self) -> str:
        return "Choose one of the cards (click it or press its number)."

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
            return "Click a card (or press 1-%d); its full text is on the card." % len(self.cards)
        return f"{self.verb} {self.chosen_name()}. Enter confirms, Backspace takes it back."

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        rects = spread(len(self.cards), PANEL.y + 40, 108, max_w=230)
        for i, (card, r) in enumerate(zip(self.cards, rects)):
            out.append(Button(f"card:{card}", r, on_click=lambda i=i: self.pick(i),
                              selected=self.choice is not None and self.choice.card == card,
                              content=card_content(self.ctx.data, card, self.note(card)),
                              hotkey=str(i + 1), tip=card_tip(self.ctx.data, card)))
        label = f"{self.verb} {self.chosen_name()}" if self.choice is not None else self.verb
        out.extend(self.bottom(label))
        return out


@register("keep")
class KeepWidget(CardChoiceWidget):
    verb = "Keep"
    action_type = KEEP

    def title(self) -> str:
        item = self.ctx.options.get("item", "card")
        secret = " (secret: only you see them)" if item == "goal" else ""
        return (f"{self.ctx.name}: keep one of the {len(self.cards)} {FAMILY.get(item, item)}s "
                f"drawn{secret}; the others go under the deck")


@register("troy_copy")
class TroyWidget(CardChoiceWidget):
    verb = "Copy"
    action_type = COPY

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.lane: str | None = ctx.options.get("horse")
        lineup = (ctx.view.get("board") or {}).get("lineup", {})
        self.lane_of = {v["card"]: c for c, v in lineup.items()}

    def title(self) -> str:
        on = f" on {horse(self.lane)}" if self.lane else ""
        return f"{self.ctx.name}: Troy{on} copies another Horse card in this race: choose which"

    def note(self, card: int) -> str:
        c = self.lane_of.get(card)
        return f"runs on {horse(c)}" if c else ""

    def marks(self, m) -> None:
        if self.lane:
            m.selected_horse = self.lane


@register("cedric_copy")
class CedricWidget(CardChoiceWidget):
    verb = "Copy"
    action_type = COPY

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.holder: dict[int, str] = {}
        for p in ctx.view["players"]:
            for a in p.get("assistants", []):
                self.holder.setdefault(a, p["name"])

    def title(self) -> str:
        return (f"{self.ctx.name}: Cédric Copieur copies one other player's Assistant "
                "for this payoff: choose which")

    def note(self, card: int) -> str:
        who = self.holder.get(card)
        return f"held by {who}" if who else ""

