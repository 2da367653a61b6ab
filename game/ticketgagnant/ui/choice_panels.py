"""The race setup panel (hand size, discipline, visibility) and the prediction panel
(1 to 3 horses into the 1st/2nd/3rd slots). Each hands one typed action to
``ctx.choose`` when its button is pressed (Confirm or Undo follow); the choices offered
are the legal actions' own values."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...ui import input_map as K
from ...ui import palette as P
from ...ui.generic import DecisionPanel
from ...ui.generic.layout import NOTE, PANEL
from ...ui.widgets import Button, draw_button
from ..actions import Predict, SetupRace
from ..data import game_data
from ..words import SLOTS, _
from . import art
from .tipster_box import TIPSTER
from . import look as L
from .terms import card_tip, discipline_name, discipline_tip
from ...ui import key_names as KN

if TYPE_CHECKING:
    from ...ui.painter import Painter


def go_rect(rect: pygame.Rect) -> pygame.Rect:
    """A panel's "go" button: on the bottom line, left of where the table words the chosen
    action (``layout.NOTE``, 400 px in): once chosen, the two never overlap."""
    return pygame.Rect(rect.x + NOTE.x - PANEL.x - 200, rect.bottom - 40, 186, 30)


class SetupPanel(DecisionPanel):
    """The first player's race setup."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        legal = [a for a in ctx.legal if isinstance(a, SetupRace)]
        self.hands = sorted({a.hand for a in legal})
        self.disciplines = [d for d in ("flat", "obstacle", "steeplechase", "harness")
                            if any(a.discipline == d for a in legal)]
        self.hand = self.hands[len(self.hands) // 2]
        self.discipline = self.disciplines[0]
        self.visibility = ctx.view.get("default_visibility", "visible")

    def action(self) -> SetupRace:
        return SetupRace(hand=self.hand, discipline=self.discipline,
                         visibility=self.visibility)

    def marks(self) -> dict[str, Any]:
        """The race as chosen so far: the board previews its track and titles it."""
        return {"setup": {"discipline": self.discipline, "hand": self.hand,
                          "visibility": self.visibility}}

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        free = self.ctx.pending() is None
        out = []
        y = rect.y + 56
        for i, h in enumerate(self.hands):
            out.append(Button(f"hand:{h}", pygame.Rect(rect.x + 150 + i * 50, y, 44, 28),
                              str(h), selected=h == self.hand, enabled=free, size=15,
                              tip=_("Deal {n} cards to every player: more cards, longer "
                                    "and wilder races").format(n=h),
                              on_click=lambda h=h: setattr(self, "hand", h)))
        y += 40
        for i, d in enumerate(self.disciplines):
            out.append(Button(f"disc:{d}", pygame.Rect(rect.x + 150 + i * 130, y, 124, 28),
                              discipline_name(d), selected=d == self.discipline, size=14,
                              enabled=free, tip=discipline_tip(d),
                              on_click=lambda d=d: setattr(self, "discipline", d)))
        y += 40
        for i, v in enumerate(("visible", "hidden")):
            out.append(Button(f"vis:{v}", pygame.Rect(rect.x + 150 + i * 130, y, 124, 28),
                              _("visible") if v == "visible" else _("hidden"), size=14,
                              selected=v == self.visibility, enabled=free,
                              tip=_("Visible: every ticket is shown once all are filled in")
                              if v == "visible" else
                              _("Hidden: the tickets stay secret until the race ends"),
                              on_click=lambda v=v: setattr(self, "visibility", v)))
        out.append(Button("setup:go", go_rect(rect),
                          _("Start the race"), style="primary", enabled=free, size=15,
                          hotkey=KN.label("enter"),
                          on_click=lambda: self.ctx.choose(self.action())))
        return out

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        super().draw(p, rect, hover, focus)
        for i, words in enumerate((_("Hand size"), _("Discipline"), _("Predictions"))):
            p.text(words, (rect.x + 14, rect.y + 62 + i * 40), 15, P.INK_SOFT)

    def command(self, cmd: str) -> bool:
        n = K.digit(cmd)
        if n in self.hands and self.ctx.pending() is None:
            self.hand = n
            return True
        return False


class PredictPanel(DecisionPanel):
    """A ticket: click a slot (or let it fill in order), then a horse."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.slots: list[int | None] = [None, None, None]
        self.slot = 0
        # The horses a ticket may name (the legal tickets' own, once: there are hundreds
        # of tickets, and the buttons are asked for at every frame and click).
        self.horses = sorted({h for a in ctx.legal if isinstance(a, Predict)
                              for h in a.slots() if h is not None})
        TIPSTER.request(ctx.view)  # a new decision: the tipster's figures (if on) go stale

    def put(self, horse: int) -> None:
        if horse in self.slots:
            self.slots[self.slots.index(horse)] = None
        self.slots[self.slot] = horse
        empty = [i for i, h in enumerate(self.slots) if h is None]
        self.slot = empty[0] if empty else self.slot

    def action(self) -> Predict:
        a, b, c = self.slots
        return Predict(first=a, second=b, third=c)

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        free = self.ctx.pending() is None
        out = []
        for i in range(3):
            out.append(Button(f"slot:{i}", pygame.Rect(rect.x + 14 + i * 110, rect.y + 44,
                                                       100, 56), "", selected=i == self.slot,
                              enabled=free, on_click=lambda i=i: setattr(self, "slot", i),
                              tip=_("The {slot} slot: click, then a horse").format(
                                  slot=_(SLOTS[i]))))
        for i, h in enumerate(self.horses):
            out.append(Button(f"horse:{h}", pygame.Rect(rect.x + 14 + i * 54, rect.y + 116,
                                                        48, 48), "", enabled=free, data=h,
                              on_click=lambda h=h: self.put(h), hotkey=str(h)))
        out += self._hand_buttons(rect)
        out.append(Button("clear", pygame.Rect(rect.x + 350, rect.y + 58, 90, 28), _("Clear"),
                          style="ghost", size=13, enabled=free,
                          on_click=lambda: (self.slots.__init__([None] * 3),
                                            setattr(self, "slot", 0))))
        empty = all(h is None for h in self.slots)
        out.append(Button("ticket:go", go_rect(rect),
                          _("Hand in the ticket"), style="primary", size=15,
                          hotkey=KN.label("enter"),
                          enabled=free and not empty,
                          # (Disabled with horses on it: the ticket is handed in already.)
                          reason=_("Put at least one horse on the ticket") if empty else "",
                          on_click=lambda: self.ctx.choose(self.action())))
        return out

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        super().draw(p, rect, hover, focus)
        for b in self.buttons(rect):
            if b.key.startswith("slot:"):
                i = int(b.key[5:])
                p.rect(b.rect, art.TICKET, 6)
                p.rect(b.rect, P.HIGHLIGHT if i == self.slot else P.BRASS_DARK, 6,
                       width=3 if i == self.slot else 1)
                p.text(_(SLOTS[i]), (b.rect.x + 6, b.rect.y + 4), 13, P.INK_SOFT)
                h = self.slots[i]
                if h is not None:
                    art.pawn(p, (b.rect.centerx + 10, b.rect.centery + 4), 40,
                             L.colour_of(self.ctx.view, h), h)
            elif b.key.startswith("horse:"):
                h = b.data
                art.pawn(p, b.rect.center, 46, L.colour_of(self.ctx.view, h), h,
                         dim=h in self.slots, ring=P.HIGHLIGHT if b.key == focus else None)
        self._hand(p, rect)

    def _hand_buttons(self, rect: pygame.Rect) -> list[Button]:
        """The seat's own hand, to read while predicting (not playable yet): each card
        says what it does on hover."""
        hand = self.ctx.view["hand"]
        data = game_data()
        x0 = rect.x + 470
        w = min(54, (rect.right - 14 - x0) // max(1, len(hand)) - 4)
        return [Button(f"hand:{i}", pygame.Rect(x0 + i * (w + 4), rect.y + 62, w,
                                                round(w * 1.5)), "", data=c,
                       tip=card_tip(data.cards[c]))
                for i, c in enumerate(hand)]

    def _hand(self, p: "Painter", rect: pygame.Rect) -> None:
        hand = self.ctx.view["hand"]
        if not hand:
            return
        p.text(_("Your hand"), (rect.x + 470, rect.y + 44), 13, P.INK_SOFT)
        data = game_data()
        for b in self._hand_buttons(rect):
            art.card_face(p, b.rect, data.cards[b.data], self.ctx.view)

    def board_choice(self, choice: Any) -> bool:
        if isinstance(choice, tuple) and choice[0] == "square" and self.ctx.pending() is None:
            for h, sq in self.ctx.view["positions"].items():
                if tuple(sq) == tuple(choice[1]):
                    self.put(int(h))
                    return True
        return False

    def command(self, cmd: str) -> bool:
        n = K.digit(cmd)
        if n is not None and 1 <= n <= 8 and self.ctx.pending() is None:
            self.put(n)
            return True
        return False
