"""The two VP auctions at the end of a Board Game round, and Eric Change's odds move.

* Dutch auction (the bank buys 1 VP): the offer falls by 100 D each time a player accepts;
  the last (lowest) acceptance sells. Accept at the current price, or leave for good.
* English auction (the bank sells 1 VP): bids rise by 100 D; the highest bidder buys.
  Bid the next step, or leave for good.
* Eric Change (star character): move one stable token up or down on the Blackboard.

A ladder of prices shows where the auction stands; every choice is confirmed with Enter.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....services.i18n import N_, _, ngettext
from ...rules import Action
from ...rules.board import ACCEPT, BID, ODDS_MOVE
from ....ui import input_map as K
from ....ui import palette as P
from ..describe import horse, money
from ....ui.painter import Painter
from ..table_draw import Marks
from ....ui.widgets import Button
from .base import PAD, PANEL, chip_rects, horse_chip, register
from .board_common import OneChoiceWidget, spread, two_lines


@register("auction")  # dutch_auction, english_auction
class AuctionWidget(OneChoiceWidget):
    """Accept / bid at the current step, or leave the auction."""

    pass_label = N_("Leave")
    pass_tip = N_("Leave the auction: you are not asked again this round (P)")

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        o = ctx.options
        self.dutch = ctx.kind == "dutch_auction"
        self.offer: int = o.get("offer", 0)
        self.last: int | None = o.get("last")
        self.high: int | None = o.get("high")
        board = ctx.data.board
        self.step = board.prices.dutch_step if self.dutch else board.prices.english_step
        self.start = board.prices.dutch_start if self.dutch else board.prices.english_start
        self.au: dict[str, Any] = (ctx.view.get("board") or {}).get("auction") or {}

    def yes(self) -> Action:
        return Action(ACCEPT) if self.dutch else Action(BID, value=self.offer)

    def say_yes(self) -> bool:
        return self.choose(self.yes())

    def on_command(self, cmd: str) -> bool:
        if cmd in (K.WIN, K.UP) or K.horse_number(cmd) == 1:
            return self.say_yes()
        if K.horse_number(cmd) == 2 or cmd == K.DOWN:
            return self.choose_pass()
        return super().on_command(cmd)

    def corner(self) -> str:
        return self.money_corner()

    def title(self) -> str:
        if self.dutch:
            return _("{name}: Dutch auction · sell 1 VP token to the bank for {price}?").format(
                name=self.ctx.name, price=money(self.offer))
        return _("{name}: English auction · bid {price} for 1 VP token?").format(
            name=self.ctx.name, price=money(self.offer))

    def missing(self) -> str:
        return (_("Accept the bank's offer, or leave.") if self.dutch
                else _("Bid {price}, or leave.").format(price=money(self.offer)))

    def standing(self) -> str:
        who = self.ctx.words.name(self.last) if self.last is not None else None
        if self.dutch:
            if who is None:
                return _("Nobody has accepted yet. The offer started at {price}.").format(price=money(self.start))
            return _("{name} accepted {before}. Accept {price} to undercut: the lowest acceptance "
                     "sells.").format(name=who, before=money(self.offer + self.step), price=money(self.offer))
        if who is None:
            return _("No bid yet: the first bid is {price}.").format(price=money(self.start))
        return _("Highest bid: {price} by {name}. Raise by {step}.").format(
            price=money(self.high or 0), name=who, step=money(self.step))

    def hint(self) -> str:
        if self.passing:
            return _("Leave: you will not be asked again in this auction.")
        if self.choice is not None:
            if self.dutch:
                return _("You accept {price} for 1 VP token: if nobody goes lower, you sell it.").format(
                    price=money(self.offer))
            return _("You bid {price}. If nobody raises, you pay it and gain 1 VP.").format(price=money(self.offer))
        return self.standing()

    def buttons(self) -> list[Button]:
        r = spread(2, PANEL.y + 44, 56, max_w=260)
        me = self.me()
        if self.dutch:
            tokens = me.get('vp_tokens', me['vp'])
            yes = two_lines(_("Sell 1 VP for {price}").format(price=money(self.offer)),
                            ngettext("you have {n} VP token", "you have {n} VP tokens", tokens).format(n=tokens),
                            P.GOOD)
            tip = _("Accept the bank's offer (W or 1)")
        else:
            yes = two_lines(_("Bid {price}").format(price=money(self.offer)),
                            _("you have {danari}").format(danari=money(me['danari'])), P.INK_SOFT)
            tip = _("Bid {price} for 1 VP (W or 1)").format(price=money(self.offer))
        out = [Button("yes", r[0], on_click=self.say_yes, selected=self.choice is not None and not self.passing,
                      content=yes, hotkey="1", tip=tip),
               Button("leave", r[1], on_click=self.choose_pass, selected=self.passing,
                      content=two_lines(_("Leave the auction"), _("not asked again this round")),
                      hotkey="2", tip=_(self.pass_tip))]
        price = money(self.offer)
        label = _("Leave") if self.passing else ((_("Accept {price}").format(price=price) if self.dutch
                                                  else _("Bid {price}").format(price=price))
                                                 if self.choice else _("Answer"))
        out.extend(self.bottom(label))
        return out

    def draw(self, p: Painter) -> None:
        super().draw(p)
        # The price ladder: past steps, the current one, the next ones.
        x0 = PANEL.x + PAD + 560
        y0 = PANEL.y + 44
        p.text(_("Dutch: falling offer") if self.dutch else _("English: rising bids"), (x0, y0 - 2), 12,
               P.INK_SOFT, "ui_bold")
        sign = -1 if self.dutch else 1
        steps = []
        for k in range(-2, 3):
            price = self.offer + sign * k * self.step
            if price <= 0:
                continue
            if k < 0 and (self.dutch and price > self.start or not self.dutch and price < self.start):
                continue  # no steps before the opening price: the ladder starts right under its title
            steps.append((k, price))
        for i, (k, price) in enumerate(steps):
            y = y0 + 16 + i * 17
            cur = k == 0
            r = pygame.Rect(x0, y, 150, 16)
            if cur:
                p.rect(r, P.HIGHLIGHT, 4)
            ink = P.INK if cur else (P.INK_FAINT if k < 0 else P.INK_SOFT)
            tag = _("now") if cur else (_("taken") if k < 0 and self.last is not None else "")
            p.text(money(price), (r.x + 6, r.centery), 12.5, ink, "ui_bold" if cur else "ui_medium",
                   anchor="midleft")
            if tag:
                p.text(tag, (r.right - 6, r.centery), 11, ink, "ui", anchor="midright")
        if self.choice is not None:  # (before a choice the hint line already says it)
            p.text(self.standing(), (PANEL.x + PAD, PANEL.y + 112), 13, P.INK_SOFT, "ui_medium",
                   max_width=540)


@register("eric")  # eric_odds
class EricWidget(OneChoiceWidget):
    """Eric Change: a stable token and a direction (a move of the printed rows)."""

    pass_label = N_("Pass")
    pass_tip = N_("Move no stable token this round (P)")

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.horses: list[str] = list(ctx.options.get("horses", []))
        self.rows: list[int] = list(ctx.options.get("rows", [-1, 1]))
        self.horse: str | None = None

    def snapshot(self) -> Any:
        return (self.horse, self.choice)

    def restore(self, snap: Any) -> None:
        self.horse, self.choice = snap

    def choose_horse(self, c: str) -> bool:
        if c not in self.horses:
            return False
        if c == self.horse and not self.passing:
            return True
        self.remember()
        self.horse, self.choice = c, None
        return True

    def choose_rows(self, r: int) -> bool:
        if self.horse is None:
            return self.refuse(_("Choose a stable token first (1-6)."))
        return self.choose(Action(ODDS_MOVE, horse=self.horse, value=r))

    def choose_pass(self) -> bool:
        self.horse = None if not self.passing else self.horse
        return super().choose_pass()

    def on_command(self, cmd: str) -> bool:
        n = K.horse_number(cmd)
        if n is not None and n <= len(self.ctx.display.colours):
            return self.choose_horse(self.ctx.display.colours[n - 1])
        if cmd == K.UP:
            return self.choose_rows(min(self.rows))
        if cmd == K.DOWN:
            return self.choose_rows(max(self.rows))
        return super().on_command(cmd)

    def on_pick(self, key: tuple) -> bool:
        if key[0] in ("lane", "horse", "token"):
            return self.choose_horse(key[1])
        return False

    def missing(self) -> str:
        return _("Choose a stable token, then up or down.") if self.horse else _("Choose a stable token (1-6).")

    def title(self) -> str:
        n = max(abs(r) for r in self.rows)
        return ngettext("{name} (Eric Change): move one stable token {n} row up or down",
                        "{name} (Eric Change): move one stable token {n} rows up or down", n).format(
            name=self.ctx.name, n=n)

    def hint(self) -> str:
        if self.passing:
            return _("Pass: the odds stay as they are.")
        if self.choice is not None:
            values = list(self.ctx.data.odds_values)
            old = self.ctx.display.odds.get(self.horse, values[0])
            new = values[min(max(values.index(old) + self.choice.value, 0), len(values) - 1)]
            if new == old:
                said = (_("{horse} is already on the top row: nothing would change.") if new == values[0]
                        else _("{horse} is already on the bottom row: nothing would change."))
                return said.format(horse=horse(self.horse))
            return _("{horse} moves from 1:{old} to 1:{new} before the race.").format(
                horse=horse(self.horse), old=old, new=new)
        return _("Up = better odds (the horse runs faster, pays less). Down = the reverse.")

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        ds = self.ctx.display
        for c, r in zip(self.horses, chip_rects(len(self.horses), PANEL.y + 42, 50)):
            out.append(Button(f"horse:{c}", r, on_click=lambda c=c: self.choose_horse(c),
                              selected=self.horse == c,
                              content=horse_chip(c, r, _("odds 1:{odds}").format(odds=ds.odds.get(c, '?'))),
                              hotkey=str(ds.colours.index(c) + 1), tip=_("Move {horse}'s token").format(horse=horse(c))))
        rr = spread(2, PANEL.y + 100, 40, max_w=200)
        for r, v in zip(rr, sorted(self.rows)):
            word = _("Up ↑ (better odds)") if v < 0 else _("Down ↓ (longer odds)")
            out.append(Button(f"rows:{v}", r, word, lambda v=v: self.choose_rows(v),
                              enabled=self.horse is not None, reason=_("Choose a stable token first."),
                              selected=self.choice is not None and self.choice.value == v, size=14,
                              tip="↑ / ↓"))
        out.extend(self.bottom(_("Move it") if self.choice is not None and not self.passing else
                               (_("Pass") if self.passing else _("Move"))))
        return out

    def marks(self, m: Marks) -> None:
        m.pickable_horses = frozenset(self.horses)
        m.selected_horse = self.horse
