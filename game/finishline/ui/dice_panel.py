"""The dice in hand: pick one die, then what its face asks (a horse; a source and a
target for Tempo change; the three horses' new order for Interference; the dice back
for Inside tip), or put one out doing nothing. Every choice the rules refuse is greyed
with their reason (``ctx.check``); the legal choices are the game's ``legal_actions``.

Keys (the badges; the table presses the button whose badge a key shows): 8, 9, 0 a die
in hand, 1-7 a horse (or an order, a use), P put the die out, Enter use it as it is.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import N_, _
from ...ui import input_map as K
from ...ui import palette as P
from ...ui.generic import DecisionPanel, PanelContext
from ...ui.generic.layout import NOTE
from ...ui.widgets import Button
from ..actions import Discard, Use
from ..data import load_data
from ..words import (die_colour, face_help, face_name, interference_order,
                     use_line)
from . import art
from ...ui import key_names as KN

if TYPE_CHECKING:
    from ...ui.painter import Painter

ROW1, ROW2, ROW3 = 40, 104, 150
BUSY = N_("Confirm or undo the choice first")


def side_bet_amount() -> int:
    """What a Side bet moves (the data file's)."""
    return int(load_data().side_bet)


class DicePanel(DecisionPanel):
    """The use (and Extra move) decision (see the module docstring)."""

    def __init__(self, ctx: PanelContext) -> None:
        super().__init__(ctx)
        dice = self.dice()
        self.die: str | None = dice[0]["id"] if len(dice) == 1 else None
        self.first: int | None = None  # Tempo change's source, Interference's rearmost

    def dice(self) -> list[dict[str, Any]]:
        d = self.ctx.view.get("decision") or {}
        return list((d.get("options") or {}).get("dice", []))

    def uses(self, die: str) -> list[Use]:
        """The legal uses of a die (from the game's legal actions)."""
        return [a for a in self.ctx.legal if isinstance(a, Use) and a.die == die]

    def step(self, die: str) -> str:
        """What the die asks next: "horse", "source", "rear", "order", "list" or "none"."""
        uses = self.uses(die)
        fields = {f for a in uses for f in ("target", "source", "order", "back", "back2")
                  if getattr(a, f) is not None}
        if "source" in fields:
            return "source" if self.first is None else "horse"
        if "order" in fields:
            return "rear" if self.first is None else "order"
        if fields == {"target"}:
            return "horse"
        if fields:
            return "list"
        face = next((d["effect"] for d in self.dice() if d["id"] == die), "")
        return "none" if uses or face in ("side_bet", "extra_move", "inside_tip",
                                          "dead_even") else "horse"

    # ---- buttons ----------------------------------------------------------------------
    def buttons(self, rect: pygame.Rect) -> list[Button]:
        ctx = self.ctx
        free = ctx.pending() is None
        out: list[Button] = []
        for i, d in enumerate(self.dice()):
            r = pygame.Rect(rect.x + 14 + i * 196, rect.y + ROW1, 188, 60)
            out.append(Button(f"die:{d['id']}", r, "",
                              on_click=lambda d=d["id"]: self.pick_die(d), size=14,
                              selected=self.die == d["id"], enabled=free, reason=_(BUSY),
                              tip=face_help(d["face"]), hotkey=("8", "9", "0")[i] if i < 3 else ""))
        if self.die is not None:
            out.append(Button("discard", pygame.Rect(rect.x + 610, rect.y + ROW1 + 10, 250, 32),
                              _("Do nothing: put this die out"),
                              on_click=lambda: ctx.choose(Discard(self.die)), style="ghost",
                              size=14, enabled=free, reason=_(BUSY), hotkey=KN.letter("pass")))
            out += self.choice_buttons(rect, self.die, free)
        return out

    def choice_buttons(self, rect: pygame.Rect, die: str, free: bool) -> list[Button]:
        ctx, step = self.ctx, self.step(die)
        uses = self.uses(die)
        order = list(ctx.view.get("order", []))
        y = rect.y + ROW2
        w = (rect.w - 28 - 6 * 8) / 7
        out: list[Button] = []

        def horse_button(i: int, h: int, action: Any, why: str, on: Any) -> Button:
            r = pygame.Rect(round(rect.x + 14 + i * (w + 8)), y, round(w), 38)
            return Button(f"horse:{h}", r, str(h), on_click=on, enabled=free and not why,
                          hotkey=str(i + 1),
                          reason=why or _(BUSY), size=17, selected=self.first == h,
                          tip=ctx.words(action) if action is not None else "")

        if step in ("horse", "source", "rear"):
            for i, h in enumerate(order):
                if step == "horse":
                    match = [a for a in uses if a.target == h and
                             (self.first is None or a.source == self.first)]
                    probe = Use(die, target=h, source=self.first)
                else:
                    key = "source" if step == "source" else "target"
                    match = [a for a in uses if getattr(a, key) == h]
                    probe = match[0] if match else self._probe(die, step, h, order)
                why = "" if match else (ctx.check(probe) or _("not possible"))
                on = (lambda a=match[0]: ctx.choose(a)) if match and step == "horse" else \
                    (lambda h=h: self._set_first(h))
                out.append(horse_button(i, h, match[0] if match else None, why, on))
        elif step == "order":
            opts = [a for a in uses if a.target == self.first]
            for i, a in enumerate(opts[:6]):
                r = pygame.Rect(rect.x + 14 + i * 142, y, 134, 38)
                out.append(Button(f"order:{a.order}", r, self._order_label(a, order),
                                  on_click=lambda a=a: ctx.choose(a), enabled=free,
                                  hotkey=str(i + 1),
                                  reason=_(BUSY), size=14, tip=ctx.words(a)))
        elif step == "list":
            for i, a in enumerate(uses[:8]):
                r = pygame.Rect(rect.x + 14 + (i % 4) * 214, y + (i // 4) * 44, 206, 38)
                out.append(Button(f"use:{i}", r, ctx.words(a), on_click=lambda a=a: ctx.choose(a),
                                  enabled=free, reason=_(BUSY), size=13, hotkey=str(i + 1)))
        else:  # no choice: the die is used as it is, the button says what it does
            a = uses[0] if uses else Use(die)
            why = "" if uses else ctx.check(a)
            out.append(Button("use", pygame.Rect(rect.x + 14, y, 520, 38),
                              self.use_label(a), on_click=lambda: ctx.choose(a),
                              enabled=free and not why, reason=why or _(BUSY), size=15,
                              hotkey=KN.label("enter")))
        if self.first is not None:
            out.append(Button("back", pygame.Rect(rect.x + 14, rect.y + ROW3 + 8, 120, 30),
                              _("< Back"), on_click=lambda: self._set_first(None),
                              style="ghost", size=13))
        return out

    def use_label(self, a: Use) -> str:
        """What using ``a.die`` as it is does (``words.use_line``), from this seat's view."""
        view = self.ctx.view
        effect = next((d["effect"] for d in self.dice() if d["id"] == a.die), "")
        players = view.get("players", [])
        turn = view.get("turn")
        payer = ""
        if players and isinstance(turn, int):
            payer = players[(turn + 1) % len(players)].get("name", "")
        back = [d for d in (a.back, a.back2) if d is not None]
        return use_line(effect, a.die, payer=payer, amount=side_bet_amount(),
                        order=list(view.get("order", [])), back=back)

    def _probe(self, die: str, step: str, h: int, order: list[int]) -> Use:
        """An action to ask the rules why ``h`` cannot be the first pick."""
        if step == "source":
            other = next((x for x in order if x != h), h)
            return Use(die, source=h, target=other)
        i = order.index(h) if h in order else 0
        return Use(die, target=h, order="210") if i + 2 < len(order) else Use(die, target=h,
                                                                              order="120")

    def _order_label(self, a: Use, order: list[int]) -> str:
        """Interference's choice as the three horses' new order, back to lead."""
        return interference_order(a.target, a.order or "", order)

    def pick_die(self, die: str) -> None:
        if self.ctx.pending() is None:
            self.die, self.first = die, None

    def _set_first(self, h: int | None) -> None:
        self.first = h

    def prompt_line(self) -> str:
        if self.die is None:
            return _("Pick one of your dice (hover: what it does)")
        return {"horse": _("Pick the horse"), "source": _("Take the white die from which horse?"),
                "rear": _("Pick the rearmost of the three horses"),
                "order": _("Their new order, back to lead"), "list": _("Pick the dice back"),
                "none": _("Use it")}.get(self.step(self.die), "")

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        super().draw(p, rect, hover, focus)
        for i, d in enumerate(self.dice()):  # (the buttons' words, right of the die)
            x = rect.x + 14 + i * 196
            art.draw_die(p, (x + 28, rect.y + ROW1 + 30), 36, d["colour"],
                         d["face"], ring=P.HIGHLIGHT if self.die == d["id"] else None)
            p.text(die_colour(d["id"]), (x + 54, rect.y + ROW1 + 1), 12, P.INK_SOFT, "ui_bold")
            # A long face name goes on two lines at the same size: never a shrunken one.
            lines = p.wrap(face_name(d["face"]), 126, 13, "ui_bold")[:2]
            for j, line in enumerate(lines):
                p.text(line, (x + 54, rect.y + ROW1 + 19 + j * 19), 13, P.INK, "ui_bold",
                       max_width=128)
        # (stops short of the table's "Chosen: …" note on the same line)
        p.text(self.prompt_line(), (rect.x + 150, rect.y + ROW3 + 23), 14, P.INK_SOFT,
               anchor="midleft", max_width=NOTE.x - rect.x - 158)

    # ---- keys and the board -----------------------------------------------------------------
    def board_choice(self, choice: Any) -> bool:
        if not isinstance(choice, tuple) or self.ctx.pending() is not None:
            return False
        if choice[0] == "die":
            self.pick_die(choice[1])
            return True
        if choice[0] == "horse" and self.die is not None:
            for b in self.choice_buttons(pygame.Rect(0, 0, 880, 208), self.die, True):
                if b.key == f"horse:{choice[1]}" and b.enabled:
                    b.click()
                    return True
        return False
