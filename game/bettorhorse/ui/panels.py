"""Bettor Horse's decision panels: a horse card, the Bet card, a Mudder's speed.

A horse card is chosen by clicking it in the hand on the board, by its button here (the
hand grouped by speed, back and mark: cards alike in all three are alike for the game),
or by pressing its speed (1-8; again for the next card of that speed). The panel only
*chooses* (``ctx.choose``): the table's Confirm (Enter) places it and Undo (Backspace)
takes it back. Legality is the rules': only what they offer (the decision's options,
``ctx.legal``) is offered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...i18n import N_, _
from ...ui import input_map as K
from ...ui import palette as P
from ...ui.generic import DecisionPanel, PanelContext
from ...ui.widgets import Button
from ..actions import PlaceHorse
from . import cards as C

if TYPE_CHECKING:
    from ...ui.painter import Painter

BTN_W, BTN_H, GAP = 100, 34, 8
# Long group labels ("5 Bagnato Mudder ×1": Italian runs longer) get six wider columns, as
# long as three rows hold the hand's groups; else eight narrow ones (the label shrinks).
WIDE_W, WIDE_COLS, WIDE_CHARS = 134, 6, 14


def groups(view: dict[str, Any], cards: list[str]) -> list[tuple[str, list[str]]]:
    """The hand's cards grouped by what tells them apart: speed, back, Sure/Mudder mark.
    (label, cards) in speed order."""
    out: dict[tuple, list[str]] = {}
    for c in cards:
        s = C.spec(view, c)
        key = (s["speed"], s["back"], bool(s.get("sure")), bool(s.get("mudder")))
        out.setdefault(key, []).append(c)
    labels = []
    for (speed, back, sure, mudder), cs in sorted(out.items()):
        mark = _(" Sure") if sure else (_(" Mudder") if mudder else "")
        labels.append((_("{speed} {back}{mark} ×{n}").format(
            speed=speed, back=C.word(C.CONDITIONS, back), mark=mark, n=len(cs)), cs))
    return labels


class HorsePanel(DecisionPanel):
    """Places the next horse card (face down, in race order)."""

    def __init__(self, ctx: PanelContext) -> None:
        super().__init__(ctx)
        # The cards the rules offer (the decision's options). The round's first card may
        # also be the whole round at once, the bots' way (tens of thousands of orders, left
        # unread in ``ctx.legal``): a person places card by card.
        self.by_card = {c: PlaceHorse(c) for c in ctx.view["decision"]["options"]["cards"]}

    def pick(self, card: str) -> bool:
        if card not in self.by_card or self.ctx.pending() is not None:
            return False
        self.ctx.choose(self.by_card[card])
        return True

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        pending = self.ctx.pending()
        out = []
        shown = groups(self.ctx.view, list(self.by_card))
        wide = (len(shown) <= 3 * WIDE_COLS
                and max((len(label) for label, _cs in shown), default=0) > WIDE_CHARS)
        cols, w = (WIDE_COLS, WIDE_W) if wide else (8, BTN_W)
        for n, (label, cs) in enumerate(shown):
            row, col = divmod(n, cols)
            r = pygame.Rect(rect.x + 14 + col * (w + GAP), rect.y + 48 + row * (BTN_H + GAP),
                            w, BTN_H)
            out.append(Button(f"group:{n}", r, label, enabled=pending is None,
                              reason=_("Confirm or undo the choice first"),
                              tip=_("Place a card of speed {s} (key {s})").format(
                                  s=C.spec(self.ctx.view, cs[0])["speed"]),
                              on_click=lambda c=cs[0]: self.pick(c), size=13,
                              selected=getattr(pending, "card", None) in cs, data=cs[0]))
        return out

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        super().draw(p, rect, hover, focus)
        p.text(_("Click a card in your hand or a group here; keys 1-8 pick a speed."),
               (rect.x + 14, rect.bottom - 26), 13, P.INK_SOFT, max_width=380)

    def board_choice(self, choice: Any) -> bool:
        if isinstance(choice, tuple) and choice[0] == "card":
            return self.pick(choice[1])
        return False

    def command(self, cmd: str) -> bool:
        n = K.digit(cmd)
        if n is None or self.ctx.pending() is not None:
            return False
        same = [c for c in self.by_card if C.spec(self.ctx.view, c)["speed"] == n]
        return bool(same) and self.pick(same[0])


class BetPanel(DecisionPanel):
    """Chooses the round's Bet card: Win, Lose or Draw (keys 1-3)."""

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        pending = self.ctx.pending()
        out = []
        for n, a in enumerate(self.ctx.legal):
            r = pygame.Rect(rect.x + 14 + n * (150 + GAP), rect.y + 52, 150, 44)
            out.append(Button(f"bet:{a.bet}", r, C.word(C.BET_WORDS, a.bet), hotkey=str(n + 1),
                              enabled=pending is None,
                              reason=_("Confirm or undo the choice first"),
                              tip=C.word(BET_TIPS, a.bet), on_click=lambda a=a: self.ctx.choose(a),
                              selected=pending == a, data=a))
        return out

    def board_choice(self, choice: Any) -> bool:
        if isinstance(choice, tuple) and choice[0] == "bet" and self.ctx.pending() is None:
            for a in self.ctx.legal:
                if a.bet == choice[1]:
                    self.ctx.choose(a)
                    return True
        return False

    def command(self, cmd: str) -> bool:
        n = K.digit(cmd)
        if n is None or not 1 <= n <= len(self.ctx.legal) or self.ctx.pending() is not None:
            return False
        self.ctx.choose(self.ctx.legal[n - 1])
        return True


BET_TIPS = {"win": N_("Your bet matches if you win 2 of the races"),
            "lose": N_("Your bet matches if you lose 2 of the races"),
            "draw": N_("Your bet matches on 2 ties, or one win, one loss and one tie")}


class MudderPanel(BetPanel):
    """On a Wet track: the Mudder runs 1 slower, as printed, or 1 faster (keys 1-3)."""

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        pending = self.ctx.pending()
        opts = (self.ctx.view.get("decision") or {}).get("options") or {}
        card = opts.get("card")
        speed = C.spec(self.ctx.view, card)["speed"] if card else None
        out = []
        for n, a in enumerate(self.ctx.legal):
            label = {-1: _("1 slower"), 0: _("As printed"), 1: _("1 faster")}.get(
                a.change, f"{a.change:+d}")
            if speed is not None:
                label = _("{label}: speed {s}").format(label=label, s=speed + a.change)
            r = pygame.Rect(rect.x + 14 + n * (240 + GAP), rect.y + 52, 240, 44)
            out.append(Button(f"mudder:{a.change}", r, label, hotkey=str(n + 1),
                              enabled=pending is None,
                              reason=_("Confirm or undo the choice first"),
                              on_click=lambda a=a: self.ctx.choose(a),
                              selected=pending == a, data=a))
        return out

    def board_choice(self, choice: Any) -> bool:
        return False
