"""The bet widget (first and second bets): horse, Win or Show, stake in 100 D steps.

Illegal choices stay visible but disabled, each with its reason (no token left, the same
kind of bet already on that horse, below the minimum bet, more than the player has).
"""
from __future__ import annotations

from typing import Any

import pygame

from ...rules import Action
from ...rules.actions import BET, PASS
from .. import input_map as K
from .. import palette as P
from ..describe import horse, money
from ..painter import Painter
from ..table_draw import Marks
from ..widgets import Button
from .base import PAD, PANEL, DecisionWidget, bottom_rects, chip_rects, horse_chip, register

KIND_WORD = {"win": "Win", "show": "Show"}


@register("first_bet", "second_bet")
class BetWidget(DecisionWidget):
    """Choose a horse, Win or Show and a stake; confirm (or pass a second bet)."""

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        o = ctx.options
        self.lo: int = o["min_stake"]
        self.hi: int = o["max_stake"]
        self.step: int = o.get("step", 100)
        self.allowed: dict[str, list[str]] = dict(o["horses"])
        self.horse: str | None = None
        self.kind: str | None = None
        self.stake: int = self.lo

    # ---- state -------------------------------------------------------------------------
    def snapshot(self) -> Any:
        return (self.horse, self.kind, self.stake)

    def restore(self, snap: Any) -> None:
        self.horse, self.kind, self.stake = snap

    def action(self) -> Action | None:
        if self.horse is None or self.kind is None:
            return None
        return Action(BET, horse=self.horse, kind=self.kind, stake=self.stake)

    def missing(self) -> str:
        if self.horse is None:
            return "Choose a horse first (click a lane or press 1-6)."
        return "Choose Win or Show (W / S)."

    def horse_reason(self, c: str) -> str:
        """Why this horse cannot be bet on now ("" if it can)."""
        if c in self.allowed:
            return ""
        if self.ctx.display.bet_tokens.get(c, 0) <= 0:
            return f"No {horse(c)} bet token is left in the reserve this round."
        return f"You already bet both Win and Show on {horse(c)}."

    def kind_reason(self, k: str) -> str:
        if self.horse is None or k in self.allowed.get(self.horse, []):
            return ""
        return (f"You already have a {KIND_WORD[k]} bet on {horse(self.horse)}: a second bet on the "
                "same horse must be the other kind.")

    # ---- choices -------------------------------------------------------------------------
    def choose_horse(self, c: str) -> bool:
        why = self.horse_reason(c)
        if why:
            return self.refuse(why)
        if c == self.horse:
            return True
        self.remember()
        self.horse = c
        kinds = self.allowed[c]
        if self.kind not in kinds:
            self.kind = kinds[0] if len(kinds) == 1 else None
        return True

    def choose_kind(self, k: str) -> bool:
        why = self.kind_reason(k)
        if why:
            return self.refuse(why)
        if k == self.kind:
            return True
        self.remember()
        self.kind = k
        return True

    def set_stake(self, v: int) -> bool:
        v = max(self.lo, min(self.hi, v))
        if v == self.stake:
            if v == self.lo:
                return self.refuse(self.min_reason())
            return self.refuse(self.max_reason())
        self.remember()
        self.stake = v
        return True

    def min_reason(self) -> str:
        vp = self.ctx.view["players"][self.ctx.seat]["vp"]
        return f"The minimum bet is {money(self.lo)} (100 D × your {vp} VP)."

    def max_reason(self) -> str:
        return f"You have {money(self.ctx.view['players'][self.ctx.seat]['danari'])}: no more to stake."

    def pass_turn(self) -> bool:
        if not self.ctx.decision.get("can_pass"):
            return self.refuse("The first bet is compulsory.")
        self.done = True
        self.ctx.submit(Action(PASS))
        return True

    # ---- input -------------------------------------------------------------------------
    def on_command(self, cmd: str) -> bool:
        n = K.horse_number(cmd)
        if n is not None and n <= len(self.ctx.display.colours):
            return self.choose_horse(self.ctx.display.colours[n - 1])
        if cmd == K.WIN:
            return self.choose_kind("win")
        if cmd == K.SHOW:
            return self.choose_kind("show")
        if cmd == K.UP:
            return self.set_stake(self.stake + self.step)
        if cmd == K.DOWN:
            return self.set_stake(self.stake - self.step)
        if cmd == K.UP_BIG:
            return self.set_stake(self.stake + 10 * self.step)
        if cmd == K.DOWN_BIG:
            return self.set_stake(self.stake - 10 * self.step)
        if cmd == K.PASS:
            return self.pass_turn()
        return super().on_command(cmd)

    def on_pick(self, key: tuple) -> bool:
        if key[0] in ("lane", "horse", "token", "reserve"):
            return self.choose_horse(key[1])
        return False

    # ---- drawing -----------------------------------------------------------------------
    def title(self) -> str:
        which = "first bet" if self.ctx.kind == "first_bet" else "second bet (or pass)"
        return f"{self.ctx.name}: place your {which}"

    def hint(self) -> str:
        if self.horse is None:
            return "Pick a horse on the track, the Blackboard or below."
        odds = self.ctx.display.odds.get(self.horse, 0)
        if not self.ctx.hints:
            return ""
        if self.kind == "win":
            return f"If {horse(self.horse)} wins: {money(self.stake * odds)} and 3 VP (odds 1:{odds})."
        if self.kind == "show":
            return f"If {horse(self.horse)} is 1st, 2nd or 3rd: {money(self.stake * 2)} and 1 VP."
        return f"Win pays × {odds} and 3 VP; Show pays × 2 and 1 VP on places 1-3."

    def buttons(self) -> list[Button]:
        ds = self.ctx.display
        out: list[Button] = []
        for c, r in zip(ds.colours, chip_rects(len(ds.colours), PANEL.y + 42)):
            why = self.horse_reason(c)
            left = ds.bet_tokens.get(c, 0)
            out.append(Button(f"horse:{c}", r, on_click=lambda c=c: self.choose_horse(c),
                              enabled=not why, reason=why, selected=self.horse == c,
                              content=horse_chip(c, r, f"odds 1:{ds.odds.get(c, '?')}",
                                                 f"{left} token{'s' if left != 1 else ''} left"),
                              hotkey=str(ds.colours.index(c) + 1),
                              tip=f"Bet on {horse(c)}"))
        y = PANEL.y + 104
        for i, k in enumerate(("win", "show")):
            r = pygame.Rect(PANEL.x + PAD + i * 104, y, 96, 38)
            why = self.kind_reason(k)
            out.append(Button(f"kind:{k}", r, KIND_WORD[k], lambda k=k: self.choose_kind(k),
                              enabled=not why, reason=why, selected=self.kind == k,
                              hotkey=k[0].upper(),
                              tip="Win: pays stake × odds and 3 VP if 1st" if k == "win"
                              else "Show: pays stake × 2 and 1 VP if 1st to 3rd"))
        sx = PANEL.x + PAD + 232
        out.append(Button("stake:-", pygame.Rect(sx, y, 38, 38), "−", lambda: self.set_stake(self.stake - self.step),
                          enabled=self.stake > self.lo, reason=self.min_reason(), size=22,
                          tip="100 D less (− or ↓)"))
        out.append(Button("stake:+", pygame.Rect(sx + 164, y, 38, 38), "+",
                          lambda: self.set_stake(self.stake + self.step), enabled=self.stake < self.hi,
                          reason=self.max_reason(), size=22, tip="100 D more (+ or ↑)"))
        out.append(Button("stake:min", pygame.Rect(sx + 212, y, 56, 38), "Min", lambda: self.set_stake(self.lo),
                          enabled=self.stake > self.lo, reason="Already the minimum bet.", size=14,
                          tip=f"Minimum bet: {money(self.lo)}"))
        out.append(Button("stake:max", pygame.Rect(sx + 274, y, 56, 38), "All", lambda: self.set_stake(self.hi),
                          enabled=self.stake < self.hi, reason="That is everything you have.", size=14,
                          tip=f"Stake everything: {money(self.hi)}"))
        undo, pas, conf = bottom_rects(bool(self.ctx.decision.get("can_pass")))
        out.append(self.undo_button(undo))
        if self.ctx.decision.get("can_pass"):
            out.append(Button("pass", pas, "Pass", self.pass_turn, tip="No second bet this round (P)",
                              hotkey="P"))
        label = "Confirm bet"
        if self.horse and self.kind:
            label = f"Bet {self.stake} on {horse(self.horse)} · {KIND_WORD[self.kind]}"
        out.append(self.confirm_button(label, conf))
        return out

    def draw(self, p: Painter) -> None:
        super().draw(p)
        me = self.ctx.view["players"][self.ctx.seat]
        p.text(f"Minimum {money(self.lo)}  ·  you have {money(me['danari'])}",
               (PANEL.right - PAD, PANEL.y + 15), 14, P.INK_SOFT, "ui_medium", anchor="topright")
        sx = PANEL.x + PAD + 232
        box = pygame.Rect(sx + 44, PANEL.y + 104, 114, 38)
        p.rect(box, P.lighten(P.CREAM, 0.4), 6)
        p.rect(box, P.BRASS_DARK, 6, width=1.5)
        p.text(money(self.stake), box.center, 24, P.INK, "condensed", anchor="center")
        p.text("stake", (box.centerx, box.bottom + 1), 11, P.INK_FAINT, "ui", anchor="midtop")

    def marks(self, m: Marks) -> None:
        m.pickable_horses = frozenset(self.allowed)
        m.selected_horse = self.horse
