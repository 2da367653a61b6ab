"""Shared parts of the Board Game decision widgets: a one-choice base and card buttons.

Every Board Game decision ends in one ``Action``. ``OneChoiceWidget`` keeps that action as
the unconfirmed choice (Backspace takes it back, Enter confirms after ``Game.check``),
including "pass", so a pass is undoable like any other choice until it is confirmed.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from ....services.i18n import N_, _
from ...rules import Action
from ...rules.actions import PASS
from ....ui import input_map as K
from ....ui import palette as P
from ..describe import card_name, goal_worth, money
from ....ui.painter import Painter
from ....ui.widgets import Button
from .base import PAD, PANEL, DecisionWidget, bottom_rects
from ....ui import key_names as KN

# Card families of the Board Game, in the words a player reads.
# (marked here, said with ``family(item)``)
FAMILY = {"goal": N_("Goal card"), "assistant": N_("Assistant"), "horse": N_("Horse card"),
          "actions": N_("2 Action cards"), "stable": N_("Stable Owner card"), "loan": N_("Loan card")}
INK = {"assistant": (86, 70, 128), "horse": (112, 74, 40), "goal": (38, 92, 92)}


def family(item: str | None) -> str:
    """A card family in the player's language ("Goal card"); an unknown one: "card"."""
    word = FAMILY.get(item or "")
    return _(word) if word else _("card")


def board_card(data: Any, number: int) -> tuple[str, str, str]:
    """(family, name, text) of a Board Game card by number, in the player's language (the
    Goal names and every card text are the catalogs'; Assistants and Horses are names)."""
    board = data.board
    for family, look in (("assistant", board.assistant), ("horse", board.horse),
                         ("goal", board.goal)):
        try:
            c = look(number)
        except (KeyError, IndexError, AttributeError):
            continue
        return family, (_(c.name) if family == "goal" else c.name), _(c.text)
    return "card", card_name(data, number), ""


def card_worth(data: Any, number: int) -> str:
    """What a card scores at the end, on its face and tooltip ("+2 VP (house ruling)" on a
    Goal card, whose printed value is lost), or ""."""
    return goal_worth(data.board) if board_card(data, number)[0] == "goal" else ""


def card_tip(data: Any, number: int, verb: str = "") -> str:
    """A card's tooltip: its name, full text and worth ("Sell Goal: End of game: ...");
    ``verb`` is a whole message with {card} ("Sell {card}")."""
    _f, name, text = board_card(data, number)
    worth = card_worth(data, number)
    head = verb.format(card=name) if verb else name
    tip = _("{card}: {text}").format(card=head, text=text)
    return tip + (" " + _("Worth {worth}.").format(worth=worth) if worth else "")


def card_content(data: Any, number: int, note: str = "") -> Callable[[Painter, pygame.Rect, bool], None]:
    """A button drawn as a Board Game card: coloured band with the name, the full text, its
    worth (a Goal card) and a note at the bottom."""
    family, name, text = board_card(data, number)
    band_ink = INK.get(family, P.BRASS_DARK)
    worth = card_worth(data, number)
    foot = [t for t in (worth, note) if t]

    def draw(p: Painter, r: pygame.Rect, enabled: bool) -> None:
        band = pygame.Rect(r.x + 5, r.y + 5, r.w - 10, 22)
        p.rect(band, band_ink if enabled else P.mix(band_ink, P.DISABLED, 0.6), 4)
        p.text(name, (band.x + 6, band.centery + 0.5), 14, P.CREAM, "serif_bold", anchor="midleft",
               max_width=band.w - 30)
        p.text(str(number), (band.right - 5, band.centery + 0.5), 10, P.CREAM, "ui_bold",
               anchor="midright")
        body = pygame.Rect(r.x + 7, band.bottom + 4, r.w - 14, r.h - band.h - 14 - 13 * len(foot))
        p.text_block(text, body, 12, P.INK if enabled else P.INK_FAINT, "ui", align="left",
                     max_lines=max(1, int(body.h // 14)))
        for k, line in enumerate(reversed(foot)):  # the worth above the note
            ink = band_ink if line == worth else P.INK_SOFT
            p.text(line, (r.x + 7, r.bottom - 5 - 13 * k), 11, ink if enabled else P.INK_FAINT,
                   "ui_bold", anchor="bottomleft", max_width=r.w - 14)
    return draw


def two_lines(head: str, sub: str, sub_ink: tuple[int, int, int] = P.INK_SOFT
              ) -> Callable[[Painter, pygame.Rect, bool], None]:
    """A button with a bold first line and a small second line (a price, a reason)."""
    def draw(p: Painter, r: pygame.Rect, enabled: bool) -> None:
        ink = P.INK if enabled else P.INK_FAINT
        p.text(head, (r.centerx, r.y + r.h * 0.34), 14, ink, "ui_bold", anchor="center",
               max_width=r.w - 10)
        p.text(sub, (r.centerx, r.y + r.h * 0.72), 11.5, sub_ink if enabled else P.INK_FAINT,
               "ui_medium", anchor="center", max_width=r.w - 8)
    return draw


def spread(n: int, y: int, h: int, x0: int | None = None, x1: int | None = None, gap: int = 8,
           max_w: int = 400) -> list[pygame.Rect]:
    """``n`` equal rectangles across [x0, x1] (the panel's width by default)."""
    x0 = PANEL.x + PAD if x0 is None else x0
    x1 = PANEL.right - PAD if x1 is None else x1
    w = min(max_w, (x1 - x0 - (n - 1) * gap) / max(1, n))
    return [pygame.Rect(round(x0 + i * (w + gap)), y, round(w), h) for i in range(n)]


class OneChoiceWidget(DecisionWidget):
    """A decision made of one action, chosen, undoable, then confirmed."""

    pass_label = N_("Pass")  # (class words are marked here, said with _() when drawn)
    pass_tip = N_("Pass (P)")

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.choice: Action | None = None

    def snapshot(self) -> Any:
        return self.choice

    def restore(self, snap: Any) -> None:
        self.choice = snap

    def action(self) -> Action | None:
        return self.choice

    def choose(self, a: Action) -> bool:
        if a == self.choice:
            return True
        self.remember()
        self.choice = a
        return True

    def choose_pass(self) -> bool:
        if not self.ctx.decision.get("can_pass"):
            return self.refuse(_("Passing is not allowed here."))
        return self.choose(Action(PASS))

    @property
    def passing(self) -> bool:
        return self.choice is not None and self.choice.type == PASS

    def on_command(self, cmd: str) -> bool:
        if cmd == K.PASS and self.ctx.decision.get("can_pass"):
            return self.choose_pass()
        return super().on_command(cmd)

    def me(self) -> dict[str, Any]:
        return self.ctx.view["players"][self.ctx.seat]

    def bottom(self, confirm_label: str) -> list[Button]:
        """Undo, pass (when allowed) and confirm, in the panel's corner."""
        can_pass = bool(self.ctx.decision.get("can_pass"))
        undo, pas, conf = bottom_rects(can_pass)
        out = [self.undo_button(undo)]
        if can_pass:
            out.append(Button("pass", pas, _(self.pass_label), self.choose_pass, selected=self.passing,
                              tip=_(self.pass_tip), hotkey=KN.letter("pass") if pas.w >= 70 else "", size=14))
        out.append(self.confirm_button(confirm_label, conf))
        return out

    def money_corner(self) -> str:
        """The player's Danari, for the panel's top-right corner (``corner``)."""
        return _("You have {danari}").format(danari=money(self.me()['danari']))


def pass_action() -> Action:
    return Action(PASS)
