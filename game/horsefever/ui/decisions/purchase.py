"""The purchase-phase widget (Board Game): buy, borrow, buy from a player, sell, or pass.

The top row holds one plaque per kind of purchase with its price, or hatched with the
engine's reason when it is not possible now ("only once a round", "costs 400 D"...). Kinds
with several options (a stable, a loan, a card of another player, a clearance sale) open a
second row with each option and its price. Pass (+400 D) is a choice like the others:
Backspace takes any choice back until Enter confirms it.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....services.i18n import N_, _, ngettext
from ...rules import Action
from ...rules.board import BUY, CLEARANCE, OFFER
from ....ui import input_map as K
from ....ui import palette as P
from ..describe import horse, money
from ....ui.painter import Painter
from ..table_draw import Marks
from ....ui.widgets import Button
from .base import PAD, PANEL, horse_chip, register
from .board_common import OneChoiceWidget, board_card, family, spread, two_lines
from ...words import purchase_reason as unavailable

# The top row, in the order of the rulebook's purchase list.
KINDS = ("actions", "goal", "assistant", "horse", "stable", "offer", "clearance", "loan")
# (marked here, said with _() when drawn)
KIND_LABEL = {"actions": N_("Action cards"), "goal": N_("Goal"), "assistant": N_("Assistant"),
              "horse": N_("Horse"), "stable": N_("Stable"), "offer": N_("From a player"),
              "clearance": N_("Sell to bank"), "loan": N_("Loan")}
KIND_TIP = {
    "actions": N_("Draw 2 action cards from the deck into your hand."),
    "goal": N_("Draw 4 Goal cards, keep 1 (face down, secret); the rest go under the deck."),
    "assistant": N_("Draw 4 Assistants, keep 1 (face up); its ability works from now on."),
    "horse": N_("Draw 4 Horse cards, keep 1; line it up on a stable you own before the bets."),
    "stable": N_("A free Stable Owner card at its odds row's price (worth 1 VP while held)."),
    "offer": N_("Offer another player twice a card's value (a stable: twice its price); they may refuse."),
    "clearance": N_("Sell one of your cards to the bank for half its value (rounded down to 100 D)."),
    "loan": N_("Take the Bank loan or the Mob loan (each once a game): repay more at the end or be out."),
}
SUB_PER_PAGE = 4


@register("purchase")
class PurchaseWidget(OneChoiceWidget):
    """Choose one purchase (or pass) and confirm it."""

    pass_tip = N_("Buy nothing this step and receive 400 D from the bank (P)")

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        o = ctx.options
        self.allowed: dict[str, Any] = o.get("allowed", {})
        self.why: dict[str, Any] = o.get("unavailable", {})  # kind -> its reason code
        self.step: int = o.get("step", 1)
        self.tab: str | None = None  # a kind with several options, opened
        self.page = 0


    @property
    def pass_label(self) -> str:  # type: ignore[override]
        return _("Pass +{n}").format(n=self.allowed.get("pass", 400))

    # ---- state -------------------------------------------------------------------------
    def snapshot(self) -> Any:
        return (self.choice, self.tab, self.page)

    def restore(self, snap: Any) -> None:
        self.choice, self.tab, self.page = snap

    def sub_options(self, kind: str) -> list[tuple[Action, str, str, str]]:
        """(action, head, price line, tip) for each option of a kind with several."""
        data = self.ctx.data
        out: list[tuple[Action, str, str, str]] = []
        if kind == "stable":
            for c, cost in self.allowed.get("stable", {}).items():
                out.append((Action(BUY, item="stable", horse=c), horse(c), money(cost),
                            _("Buy the {horse} Stable Owner card for {price} (+1 VP while held)").format(
                                horse=horse(c), price=money(cost))))
        elif kind == "loan":
            board = data.board
            for k, receive in self.allowed.get("loan", {}).items():
                ln = board.loans[k]
                out.append((Action(BUY, item="loan", kind=k), _(ln.name),
                            _("get {danari} · repay {due}").format(danari=money(receive), due=money(ln.repay)),
                            _(ln.text)))
        elif kind == "offer":
            for o in self.allowed.get("offer", []):
                who = self.ctx.words.name(o["target"])
                if o["item"] == "stable":
                    what = _("{horse} stable").format(horse=horse(o['horse']))
                    tip = _("the {horse} Stable Owner card").format(horse=horse(o['horse']))
                elif o["item"] == "goal":
                    what, tip = _("a Goal card"), _("one of their secret Goal cards (they choose which)")
                else:
                    _f, name, text = board_card(data, o["card"])
                    what, tip = name, f"{family(o['item'])} {name}: {text}"
                out.append((Action(OFFER, target=o["target"], item=o["item"], card=o.get("card"),
                                   horse=o.get("horse")), f"{who}: {what}",
                            _("offer {price}").format(price=money(o['price'])),
                            _("Offer {name} {price} for {what}. They may accept or refuse.").format(
                                name=who, price=money(o['price']), what=tip)))
        elif kind == "clearance":
            for o in self.allowed.get("clearance", []):
                if o["item"] == "stable":
                    what = _("{horse} stable").format(horse=horse(o['horse']))
                    tip = _("Sell your {horse} Stable Owner card to the bank for {price} (and its 1 VP)")
                else:
                    what = board_card(data, o["card"])[1]
                    tip = _("Sell your {card} to the bank for {price}").replace(
                        "{card}", f"{family(o['item'])} {what}")
                out.append((Action(CLEARANCE, item=o["item"], card=o.get("card"), horse=o.get("horse")),
                            what, f"+{money(o['price'])}",
                            tip.format(horse=horse(o.get("horse") or "black"), price=money(o['price']))))
        return out

    def action(self) -> Action | None:
        return self.choice

    def missing(self) -> str:
        if self.tab is not None:
            return _("Choose which ({kind}) in the second row.").format(kind=_(KIND_LABEL[self.tab]).lower())
        return _("Choose a purchase, or Pass (+400 D).")

    # ---- choices -------------------------------------------------------------------------
    def open_kind(self, kind: str) -> bool:
        if kind not in self.allowed:
            return self.refuse(self.reason(kind))
        if kind in ("actions", "goal", "assistant", "horse"):
            if self.tab is None and self.choice == Action(BUY, item=kind):
                return True
            self.remember()
            self.tab, self.page = None, 0
            self.choice = Action(BUY, item=kind)
            return True
        if self.tab == kind:
            return True
        self.remember()
        self.tab, self.page = kind, 0
        opts = self.sub_options(kind)
        # A single option is chosen at once (one click less); several wait for a pick.
        self.choice = opts[0][0] if len(opts) == 1 else None
        return True

    def pick_sub(self, i: int) -> bool:
        opts = self.sub_options(self.tab) if self.tab else []
        if not 0 <= i < len(opts):
            return False
        return self.choose(opts[i][0])

    def choose_pass(self) -> bool:
        if self.passing:
            return True
        self.remember()
        self.tab, self.page, self.choice = None, 0, Action("pass")
        return True

    def turn_page(self, step: int) -> bool:
        n = len(self.sub_options(self.tab)) if self.tab else 0
        pages = max(1, -(-n // SUB_PER_PAGE))
        if pages <= 1:
            return False
        self.page = (self.page + step) % pages
        return True

    def current_kind(self) -> str | None:
        if self.tab is not None:
            return self.tab
        if self.choice is not None and self.choice.type == BUY:
            return self.choice.item
        return None

    def cycle_kind(self, step: int) -> bool:
        """→ / ← : the next possible kind (the keys 1-6 reach only the first six)."""
        live = [k for k in KINDS if k in self.allowed]
        if not live:
            return False
        cur = self.current_kind()
        i = live.index(cur) if cur in live else (-1 if step > 0 else 0)
        return self.open_kind(live[(i + step) % len(live)])

    def on_command(self, cmd: str) -> bool:
        n = K.horse_number(cmd)
        if n is not None:
            if self.tab is not None:
                return self.pick_sub(self.page * SUB_PER_PAGE + n - 1)
            return self.open_kind(KINDS[n - 1])
        if cmd == K.UP:
            return self.cycle_kind(1)
        if cmd == K.DOWN:
            return self.cycle_kind(-1)
        if cmd == K.UP_BIG:
            return self.turn_page(1)
        if cmd == K.DOWN_BIG:
            return self.turn_page(-1)
        return super().on_command(cmd)

    def on_pick(self, key: tuple) -> bool:
        # A click on a free stable's lane or token picks that stable.
        if key[0] in ("lane", "horse", "token") and key[1] in self.allowed.get("stable", {}):
            self.open_kind("stable")
            return self.choose(Action(BUY, item="stable", horse=key[1]))
        return False

    # ---- words ---------------------------------------------------------------------------
    def corner(self) -> str:
        return self.money_corner()

    def reason(self, kind: str) -> str:
        """Why this kind of purchase is not possible now, in words ("Loan: no loan left to take.")."""
        return _("{kind}: {why}.").format(kind=_(KIND_LABEL[kind]), why=unavailable(self.why.get(kind)))

    def title(self) -> str:
        return _("{name}: purchases, step {step} of 2 · buy one thing, or pass").format(
            name=self.ctx.name, step=self.step)

    def describe_choice(self) -> str:
        a = self.choice
        if a is None:
            return ""
        if a.type == "pass":
            return _("Pass: buy nothing this step and receive {danari}.").format(
                danari=money(self.allowed.get('pass', 400)))
        if a.type == BUY:
            if a.item in ("actions", "goal", "assistant", "horse"):
                cost = self.allowed[a.item]
                draw = _("draw 2 into your hand") if a.item == "actions" else _("draw 4, keep 1")
                return _("Buy {what} for {price}: {draw}.").format(what=family(a.item), price=money(cost),
                                                                   draw=draw)
        for act, head, price, tip in self.sub_options(self.tab or ""):
            if act == a:
                return tip.rstrip(".") + "."
        return ""

    def hint(self) -> str:
        said = self.describe_choice()
        if said:
            return said
        if self.tab is not None:
            return _(KIND_TIP[self.tab])
        return _("1-6 or ← → choose a kind; hatched ones say why not on hover. P: pass (+400 D).")

    def confirm_label(self) -> str:
        a = self.choice
        if a is None:
            return _("Buy")
        if a.type == "pass":
            return _("Pass, take {danari}").format(danari=money(self.allowed.get('pass', 400)))
        if a.type == OFFER:
            return _("Make the offer")
        if a.type == CLEARANCE:
            return _("Sell it")
        if a.item == "loan":
            return _("Take the loan")
        if a.item == "stable":
            return _("Buy {horse}").format(horse=horse(a.horse))
        return _("Buy for {price}").format(price=money(self.allowed.get(a.item, 0)))

    # ---- layout --------------------------------------------------------------------------
    def kind_price(self, kind: str) -> str:
        v = self.allowed.get(kind)
        if isinstance(v, int):
            return money(v) if v else _("free")
        if kind == "stable" and v:
            lo = min(v.values())
            return _("from {price}").format(price=money(lo))
        if kind == "loan" and v:
            return ngettext("{n} left", "{n} left", len(v)).format(n=len(v))
        if kind in ("offer", "clearance") and v:
            return ngettext("{n} option", "{n} options", len(v)).format(n=len(v))
        return ""

    def buttons(self) -> list[Button]:
        out: list[Button] = []
        rects = spread(len(KINDS), PANEL.y + 40, 46, gap=6)
        for k, (kind, r) in enumerate(zip(KINDS, rects)):
            ok = kind in self.allowed
            sub = self.kind_price(kind) if ok else unavailable(self.why.get(kind))
            selected = (self.tab == kind) or (self.tab is None and self.choice is not None
                                              and self.choice.type == BUY and self.choice.item == kind)
            out.append(Button(f"kind:{kind}", r, on_click=lambda kind=kind: self.open_kind(kind),
                              enabled=ok, reason=self.reason(kind), selected=selected,
                              content=two_lines(_(KIND_LABEL[kind]), sub,
                                                P.INK_SOFT if ok else P.BAD),
                              tip=f"{_(KIND_TIP[kind])} ({k + 1 if k < 6 else '← →'})"))
        if self.tab is not None:
            opts = self.sub_options(self.tab)
            start = self.page * SUB_PER_PAGE
            shown = opts[start:start + SUB_PER_PAGE]
            has_pages = len(opts) > SUB_PER_PAGE
            x1 = PANEL.right - PAD - (96 if has_pages else 0)
            srects = spread(max(len(shown), 3), PANEL.y + 96, 50, x1=x1, max_w=230)
            for j, ((act, head, price, tip), r) in enumerate(zip(shown, srects)):
                if self.tab == "stable":
                    content = horse_chip(act.horse, r, price, _("+1 VP while held"))
                else:
                    content = two_lines(head, price, P.GOOD if self.tab == "clearance" else P.INK_SOFT)
                out.append(Button(f"opt:{start + j}", r,
                                  on_click=lambda i=start + j: self.pick_sub(i),
                                  selected=self.choice == act, content=content, tip=tip,
                                  hotkey=str(j + 1)))
            if has_pages:
                y = PANEL.y + 101
                out.append(Button("page:-", pygame.Rect(x1 + 12, y, 40, 40), "‹", lambda: self.turn_page(-1),
                                  size=20, tip=_("Previous options (PgDn)")))
                out.append(Button("page:+", pygame.Rect(x1 + 56, y, 40, 40), "›", lambda: self.turn_page(1),
                                  size=20, tip=_("More options (PgUp)")))
        out.extend(self.bottom(self.confirm_label()))
        return out

    def draw(self, p: Painter) -> None:
        super().draw(p)
        if self.tab is None:
            # Under the plaques: what the player holds that matters for buying.
            me = self.me()
            bits = []
            if me.get("goals") is not None:
                from ..describe import card_name
                goals = ", ".join(card_name(self.ctx.data, g) for g in me["goals"]) or _("none")
                bits.append(_("Your secret Goals: {goals}").format(goals=goals))
            if not me.get("stables"):
                bits.append(_("Horse cards need a stable of yours to run on"))
            if bits:
                p.text("  ·  ".join(bits), (PANEL.x + PAD, PANEL.y + 106), 13, P.INK_SOFT, "ui_medium",
                       max_width=PANEL.w - 2 * PAD)
        elif len(self.sub_options(self.tab)) > SUB_PER_PAGE:
            n = len(self.sub_options(self.tab))
            pages = -(-n // SUB_PER_PAGE)
            p.text(_("page {n}/{total}").format(n=self.page + 1, total=pages), (PANEL.right - PAD - 48, PANEL.y + 143), 10.5,
                   P.INK_SOFT, "ui", anchor="midtop")

    def marks(self, m: Marks) -> None:
        if self.tab == "stable":
            m.pickable_horses = frozenset(self.allowed.get("stable", {}))
        if self.choice is not None and self.choice.horse:
            m.selected_horse = self.choice.horse
