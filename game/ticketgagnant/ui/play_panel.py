"""The play and discard panels: click a card, then the horse (joker, two-colour card),
then a highlighted legal square on the board, then (a push) the pushed horse's square.
A horse the card cannot move is still offered, greyed, with the rules' reason beside it
(the 7+8 card says why 8 cannot go next to 7); squares are named as the board names them.

Legality is the game's: the legal squares are those of the seat's ``legal_actions()``;
a square in the card's reach but refused is greyed with the rules' own reason
(``rules.movement.play_problem``, the judge ``Game.check`` uses), worded by ``words.py``.
The panel never applies: its last click hands the matching legal ``PlayCard`` to
``ctx.choose`` (Confirm or Undo follow). Keys: 1-7 a card, then 1-8 a horse, then 1-8
the square of that badge (and the pushed horse's); Ctrl+Z takes the last step back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...ui import input_map as K
from ...ui import palette as P
from ...ui.generic import DecisionPanel
from ...ui.widgets import Button, draw_button
from ..actions import Discard, PlayCard
from ..data import game_data
from ..rules.movement import destinations, movers, play_problem
from ...services.i18n import ngettext
from ..words import _, reason_body, refusal_words, square_words
from . import art
from .terms import card_tip
from .tipster_box import TIPSTER

if TYPE_CHECKING:
    from ...ui.painter import Painter

CARD_W, CARD_H = 64, 96


def card_rects(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
    return [pygame.Rect(rect.x + 14 + i * (CARD_W + 10), rect.y + 40, CARD_W, CARD_H)
            for i in range(n)]


class PlayPanel(DecisionPanel):
    """One card played, chosen in steps (module docstring)."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.data = game_data()
        self.card: int | None = None
        self.horse: int | None = None
        self.dst: tuple[int, int] | None = None
        self.positions = {int(h): tuple(sq) for h, sq in ctx.view["positions"].items()}
        self.tmap = self.data.maps[ctx.view["discipline"]]
        TIPSTER.request(ctx.view)  # a new decision: the tipster's figures (if on) go stale

    # ---- what is legal (the game's list) ------------------------------------------------------
    def plays(self, **fix: Any) -> list[PlayCard]:
        return [a for a in self.ctx.legal if isinstance(a, PlayCard)
                and all(getattr(a, k) == v for k, v in fix.items())]

    def stage(self) -> str:
        if self.card is None:
            return "card"
        if self.horse is None:
            return "horse"
        return "square" if self.dst is None else "push"

    def marks(self) -> dict[str, Any]:
        """What the board highlights: the legal squares and the greyed ones with reasons."""
        st = self.stage()
        if st == "card":
            return {}
        card = self.data.cards[self.card]  # type: ignore[index]
        if st == "horse":
            ok = {a.horse for a in self.plays(card=self.card)}
            return {"targets": {self.positions[h] for h in ok},
                    "greyed": {self.positions[h]: self.refusal(h)
                               for h in movers(card, self.data.horses) if h not in ok}}
        if st == "square":
            ok = {(a.column, a.lane) for a in self.plays(card=self.card, horse=self.horse)}
            greyed = {}
            for sq in destinations(card, self.horse, self.positions):  # type: ignore[arg-type]
                if sq in ok or not self._on(sq):
                    continue
                pr = play_problem(self.data, self.tmap, self.positions, card, self.horse,
                                  sq, None)
                if pr is not None:
                    greyed[sq] = refusal_words(*pr)
            return {"targets": ok, "greyed": greyed, "horse": self.horse, "dst": self.dst}
        ok = {(a.push_column, a.push_lane) for a in
              self.plays(card=self.card, horse=self.horse, column=self.dst[0],  # type: ignore
                         lane=self.dst[1])}  # type: ignore[index]
        greyed = {}
        for dc in (-1, 0, 1):
            for dl in (-1, 0, 1):
                sq = (self.dst[0] + dc, self.dst[1] + dl)  # type: ignore[index]
                if (dc, dl) == (0, 0) or sq in ok or not self._on(sq):
                    continue
                pr = play_problem(self.data, self.tmap, self.positions, card, self.horse,
                                  self.dst, sq)  # type: ignore[arg-type]
                if pr is not None:
                    greyed[sq] = refusal_words(*pr)
        return {"targets": ok, "greyed": greyed, "horse": self.horse, "dst": self.dst}

    def refusal(self, horse: int) -> str:
        """Why the chosen card cannot move ``horse`` at all: the rules' own reasons for
        its squares (the first two that differ)."""
        card = self.data.cards[self.card]  # type: ignore[index]
        why: list[str] = []
        for sq in destinations(card, horse, self.positions):
            pr = play_problem(self.data, self.tmap, self.positions, card, horse, sq, None)
            if pr is not None and pr[0] != "push_needed":
                words = reason_body(*pr)
                if words not in why:
                    why.append(words)
        if card.kind == "pair":
            other = card.pair[1] if horse == card.pair[0] else card.pair[0]
            return _("Horse {n} cannot go next to horse {m}: {why}").format(
                n=horse, m=other, why="; ".join(why[:2]))
        return _("This card cannot move horse {n}: {why}").format(n=horse,
                                                                  why="; ".join(why[:2]))

    def _on(self, sq: tuple[int, int]) -> bool:
        return 1 <= sq[0] <= self.data.columns and 1 <= sq[1] <= self.data.lanes

    # ---- steps --------------------------------------------------------------------------------
    def pick_card(self, card: int) -> None:
        self.card, self.horse, self.dst = card, None, None
        ms = {a.horse for a in self.plays(card=card)}
        if len(movers(self.data.cards[card], self.data.horses)) == 1 and len(ms) == 1:
            self.horse = ms.pop()  # a horse card: the horse is the card's

    def pick_horse(self, horse: int) -> bool:
        if self.stage() not in ("horse", "square") or not self.plays(card=self.card,
                                                                      horse=horse):
            return False
        self.horse, self.dst = horse, None
        return True

    def pick_square(self, sq: tuple[int, int]) -> bool:
        st = self.stage()
        if st == "horse" or (st == "square" and sq in self.positions.values()
                             and sq not in self.marks()["targets"]):
            for h, at in self.positions.items():
                if at == sq:
                    return self.pick_horse(h)
            return False
        if st == "square":
            found = self.plays(card=self.card, horse=self.horse, column=sq[0], lane=sq[1])
            if not found:
                return False
            if found[0].push() is None:
                self.ctx.choose(found[0])  # no push: the play is whole
            else:
                self.dst = sq  # a push: its square is the next step
            return True
        if st == "push":
            found = self.plays(card=self.card, horse=self.horse, column=self.dst[0],
                               lane=self.dst[1], push_column=sq[0], push_lane=sq[1])
            if found:
                self.ctx.choose(found[0])
                return True
        return False

    def back(self) -> None:
        if self.dst is not None:
            self.dst = None
        elif self.horse is not None and len(movers(self.data.cards[self.card],
                                                   self.data.horses)) > 1:
            self.horse = None
        else:
            self.card = None

    # ---- the panel ----------------------------------------------------------------------------
    def buttons(self, rect: pygame.Rect) -> list[Button]:
        hand = self.ctx.view["hand"]
        free = self.ctx.pending() is None
        out = []
        for i, (c, r) in enumerate(zip(hand, card_rects(rect, len(hand)))):
            playable = bool(self.plays(card=c))
            out.append(Button(f"card:{c}", r, "", on_click=lambda c=c: self.pick_card(c),
                              enabled=playable and free, selected=c == self.card,
                              reason=_("no legal move with this card") if not playable
                              else _("Confirm or undo the choice first"),
                              tip=card_tip(self.data.cards[c]), data=c,
                              # (the digits choose the card only until it is chosen: then
                              # its horse, its square; Ctrl+Z goes back a step)
                              hotkey=str(i + 1) if self.stage() == "card" else ""))
        x, y = rect.x + 14, rect.y + 146
        st = self.stage()
        if st == "horse":
            ok = {a.horse for a in self.plays(card=self.card)}
            for h in movers(self.data.cards[self.card], self.data.horses):  # type: ignore
                out.append(Button(f"horse:{h}", pygame.Rect(x, y, 44, 26), str(h),
                                  on_click=lambda h=h: self.pick_horse(h), size=14,
                                  hotkey=str(h),
                                  enabled=free and h in ok,
                                  reason=self.refusal(h) if h not in ok
                                  else _("Confirm or undo the choice first"),
                                  tip=_("Move horse {n}").format(n=h)))
                x += 50
        elif st in ("square", "push"):
            for i, sq in enumerate(sorted(self.marks()["targets"])[:8]):
                out.append(Button(f"sq:{sq[0]},{sq[1]}", pygame.Rect(x, y, 100, 26),
                                  square_words(sq), size=12, enabled=free, hotkey=str(i + 1),
                                  on_click=lambda sq=sq: self.pick_square(sq),
                                  tip=_("Put the horse on {square}").format(
                                      square=square_words(sq))))
                x += 104
        if st != "card":
            out.append(Button("back", pygame.Rect(rect.right - 110, rect.y + 44, 96, 26),
                              _("Back"), on_click=self.back, style="ghost", size=13,
                              enabled=free, tip=_("One step back")))
        return out

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        p.text(self.hint(), (rect.x + 14, rect.y + 10), self.TITLE_SIZE, P.INK, "ui_bold",
               max_width=rect.w - self.PROMPT_ROOM)
        for b in self.buttons(rect):
            if b.key.startswith("card:"):
                art.card_face(p, b.rect, self.data.cards[b.data], self.ctx.view,
                              selected=b.selected or b.key == focus,
                              dim=not b.enabled and self.ctx.pending() is None)
                if b.hotkey and b.enabled:  # the key that plays it, as on every button
                    chip = pygame.Rect(b.rect.right - 15, b.rect.bottom - 16, 13, 14)
                    p.rect(chip, P.INK_SOFT, 3)
                    p.text(b.hotkey, chip.center, 10.5, P.CREAM, "ui_bold", anchor="center")
            else:
                draw_button(p, b, hover=b.key == hover, focused=b.key == focus)
        self._refused_horses(p, rect)
        self._card_note(p, rect)

    def _card_note(self, p: "Painter", rect: pygame.Rect) -> None:
        """Right of the hand, the chosen card in words and what the board shows for it:
        how many squares are offered, how many refused (hatched: hover for why)."""
        if self.card is None or self.ctx.pending() is not None:
            return
        hand = self.ctx.view["hand"]
        x = card_rects(rect, max(1, len(hand)))[-1].right + 18
        box = pygame.Rect(x, rect.y + 76, rect.right - 14 - x, 64)
        if box.w < 120:
            return
        marks = self.marks()
        lines = [card_tip(self.data.cards[self.card])]
        offered, refused = len(marks.get("targets", ())), len(marks.get("greyed", {}))
        lines.append(ngettext("{n} square lit on the board", "{n} squares lit on the board",
                              offered).format(n=offered))
        if refused:
            lines[-1] += "; " + ngettext(
                "{n} refused (hatched: hover it for why)",
                "{n} refused (hatched: hover them for why)", refused).format(n=refused)
        p.text_block(" ".join(line.rstrip(".") + "." for line in lines), box, 12, P.INK_SOFT,
                     max_lines=4)

    def _refused_horses(self, p: "Painter", rect: pygame.Rect) -> None:
        """Beside the horse buttons, why a horse of the card is not offered (in words:
        not only greyed)."""
        if self.stage() != "horse":
            return
        card = self.data.cards[self.card]  # type: ignore[index]
        ok = {a.horse for a in self.plays(card=self.card)}
        out = [h for h in movers(card, self.data.horses) if h not in ok]
        if not out:
            return
        x = rect.x + 14 + 50 * len(movers(card, self.data.horses)) + 10
        box = pygame.Rect(x, rect.y + 142, rect.right - 14 - x, 40)
        words = (self.refusal(out[0]) if len(out) == 1 else
                 _("Horses {horses} cannot move with this card (hover for why)").format(
                     horses=", ".join(map(str, out))))
        p.text_block(words, box, 12, P.BAD, max_lines=2)

    def hint(self) -> str:
        st = self.stage()
        name = self.ctx.name
        if self.ctx.pending() is not None:
            return _("{name}: confirm the move or undo it").format(name=name)
        return {"card": _("{name}: choose a card to play"),
                "horse": _("{name}: choose the horse to move (click it or press its number)"),
                "square": _("{name}: click a highlighted square (or press its number)"),
                "push": _("{name}: choose where the pushed horse goes (click or its number)")
                }[st].format(name=name)

    def board_choice(self, choice: Any) -> bool:
        if self.ctx.pending() is not None or not isinstance(choice, tuple):
            return False
        if choice[0] == "square":
            return self.pick_square(tuple(choice[1]))
        return False

    def command(self, cmd: str) -> bool:
        n = K.digit(cmd)
        if n is None or self.ctx.pending() is not None:
            return False
        hand = self.ctx.view["hand"]
        if self.stage() == "card" and 1 <= n <= len(hand) and self.plays(card=hand[n - 1]):
            self.pick_card(hand[n - 1])
            return True
        if self.stage() == "horse":
            return self.pick_horse(n)
        return False  # (a square: the table presses the square button of that badge)

    def undo(self) -> bool:
        """Ctrl+Z with nothing chosen yet: the last step back (the square, the horse, the
        card)."""
        if self.stage() == "card" or self.ctx.pending() is not None:
            return False
        self.back()
        return True

    def can_undo(self) -> bool:
        return self.stage() != "card" and self.ctx.pending() is None


class DiscardPanel(DecisionPanel):
    """A dead hand: click the card to discard (the house ruling)."""

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        hand = self.ctx.view["hand"]
        data = game_data()
        return [Button(f"card:{c}", r, "", hotkey=str(i + 1), data=c,
                       on_click=lambda c=c: self.ctx.choose(Discard(card=c)),
                       enabled=self.ctx.pending() is None, tip=card_tip(data.cards[c]))
                for i, (c, r) in enumerate(zip(hand, card_rects(rect, len(hand))))]

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        super().draw(p, pygame.Rect(rect.x, rect.y, rect.w, 0), hover, focus)
        pend = self.ctx.pending()
        for b in self.buttons(rect):
            art.card_face(p, b.rect, game_data().cards[b.data], self.ctx.view,
                          selected=(pend is not None and pend.card == b.data)
                          or b.key == focus)

    def command(self, cmd: str) -> bool:
        n, hand = K.digit(cmd), self.ctx.view["hand"]
        if n is None or not 1 <= n <= len(hand) or self.ctx.pending() is not None:
            return False
        self.ctx.choose(Discard(card=hand[n - 1]))
        return True
