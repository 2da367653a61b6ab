"""The bet widget (first and second bets): horse, Win or Show, stake in 100 D steps.

Illegal choices stay visible but disabled, each with its reason (no token left, the same
kind of bet already on that horse, below the minimum bet, more than the player has). The
stake is set with − / +, the quick amounts (minimum, +500, +1000, all), or typed into the
stake box (stake_entry.py); a typed amount the rules refuse keeps the bet button off, with
the reason. The line under the controls previews what the bet pays if it wins, from
``rules.preview`` (the seat's own view, every effect it knows applied): this module only
puts it in words.
"""
from __future__ import annotations

from typing import Any

import pygame

from ....services.i18n import N_, _, ngettext
from ...log_words import card_name, ordinal
from ...rules import Action
from ...rules.actions import BET, PASS
from ...rules.preview import BetPreview, bet_preview
from ....ui import input_map as K
from ..describe import horse, money
from ....services.numbers import number
from ..table_draw import Marks
from ....ui.widgets import Button
from .base import PAD, PANEL, DecisionWidget, bottom_rects, chip_rects, horse_chip, register
from .stake_entry import StakeEntry, draw_box, stake_problem
from ....ui import key_names as KN

# The kinds' words (the log's "win" / "show", a capital letter on a button: "Win" alone is
# Bettor Horse's card, "Vittoria"). Said with kind_word() when drawn.
KIND_WORD = {"win": N_("win"), "show": N_("show")}


def kind_word(kind: str) -> str:
    """"Win" / "Show" ("Vincente" / "Piazzato") for a button or a label."""
    return _(KIND_WORD[kind]).capitalize()
QUICK = (500, 1000)  # the "+500" and "+1000" quick amounts


@register("bet")  # first_bet, second_bet (their Phase.widget)
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
        self.stake: int | None = self.lo  # None: the stake box was emptied while typing
        self.entry = StakeEntry()
        self.typed_once = False  # a digit was typed since the box was clicked (one undo step)
        self.before_typing: int | None = self.lo  # the stake when typing started
        # The preview replays the reveal and the payoffs on a copy of the view: worked out
        # when the bet changes, not on every frame that draws the hint.
        self._preview: tuple[tuple[Any, ...], str] = ((), "")

    # ---- state -------------------------------------------------------------------------
    def snapshot(self) -> Any:
        return (self.horse, self.kind, self.stake)

    def restore(self, snap: Any) -> None:
        self.horse, self.kind, self.stake = snap

    def action(self) -> Action | None:
        if self.horse is None or self.kind is None or self.stake_reason():
            return None
        return Action(BET, horse=self.horse, kind=self.kind, stake=self.stake)

    def missing(self) -> str:
        why = self.stake_reason()
        if why:
            return why
        if self.horse is None:
            return _("Choose a horse first (click a lane or press 1-6).")
        return _("Choose Win or Show (W / S).")

    def stake_reason(self) -> str:
        """Why the stake cannot be bet ("" if it can)."""
        me = self.ctx.view["players"][self.ctx.seat]
        return stake_problem(self.stake, self.lo, self.hi, self.step, me["danari"], me["vp"])

    def horse_reason(self, c: str) -> str:
        """Why this horse cannot be bet on now ("" if it can)."""
        if c in self.allowed:
            return ""
        if self.ctx.display.bet_tokens.get(c, 0) <= 0:
            return _("No {horse} bet token is left in the reserve this round.").format(horse=horse(c))
        return _("You already bet both Win and Show on {horse}.").format(horse=horse(c))

    def kind_reason(self, k: str) -> str:
        if self.horse is None or k in self.allowed.get(self.horse, []):
            return ""
        said = (_("You already have a Win bet on {horse}: a second bet on the same horse must be "
                  "the other kind.") if k == "win" else
                _("You already have a Show bet on {horse}: a second bet on the same horse must be "
                  "the other kind."))
        return said.format(horse=horse(self.horse))

    # ---- choices -------------------------------------------------------------------------
    def choose_horse(self, c: str) -> bool:
        self.stop_typing()
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
        self.stop_typing()
        why = self.kind_reason(k)
        if why:
            return self.refuse(why)
        if k == self.kind:
            return True
        self.remember()
        self.kind = k
        return True

    def set_stake(self, v: int) -> bool:
        self.stop_typing()
        v = max(self.lo, min(self.hi, v))
        if v == self.stake:
            if v == self.lo:
                return self.refuse(self.min_reason())
            return self.refuse(self.max_reason())
        self.remember()
        self.stake = v
        return True

    def step_stake(self, steps: int) -> bool:
        """− / + (and the big steps): from a typed amount off the 100 D grid, to the grid first."""
        now = self.stake if self.stake is not None else self.lo
        base = now - now % self.step
        if now % self.step and steps > 0:
            steps -= 1  # (rounding down already moved it: one step less up)
            base += self.step
        return self.set_stake(base + steps * self.step)

    def add_stake(self, amount: int) -> bool:
        """A quick amount: this much more, if the player has it."""
        now = self.stake if self.stake is not None and not self.stake_reason() else self.lo
        if now + amount > self.hi:
            return self.refuse(self.quick_reason(amount))
        return self.set_stake(now + amount)

    def quick_reason(self, amount: int) -> str:
        now = self.stake if self.stake is not None and not self.stake_reason() else self.lo
        if now + amount <= self.hi:
            return ""
        return _("{now} + {more} is more than the {most} you can stake.").format(
            now=money(now), more=money(amount), most=money(self.hi))

    # ---- the stake box -------------------------------------------------------------------
    def toggle_typing(self) -> bool:
        """A click on the stake box: start typing into it (a second click ends it)."""
        if self.entry.editing:
            return self.end_typing()
        self.entry.start(self.stake if self.stake is not None else self.lo)
        self.before_typing = self.stake
        self.typed_once = False
        self.message = ""
        return True

    def type_digit(self, d: int) -> bool:
        if not self.typed_once:
            self.remember()  # one undo step for the whole amount typed
            self.typed_once = True
        self.entry.type_digit(d)
        self.stake = self.entry.value
        self.message = self.stake_reason() if self.entry.value is not None else ""
        return True

    def erase_digit(self) -> bool:
        if not self.typed_once:
            self.remember()
            self.typed_once = True
        self.entry.backspace()
        self.stake = self.entry.value
        self.message = ""
        return True

    def end_typing(self) -> bool:
        """Enter in the box: done typing (the amount stays; a bad one keeps its reason)."""
        self.stop_typing()
        self.message = self.stake_reason()
        return True

    def stop_typing(self) -> None:
        """Typing ends (Enter, or any other control): a box left empty gets its amount back."""
        if self.entry.editing and self.entry.value is None:
            self.stake = self.before_typing
        self.entry.stop()

    def typing_command(self, cmd: str) -> bool | None:
        """A key while typing: digits, Backspace and Enter belong to the box (None: not handled)."""
        d = K.digit(cmd)
        if d is not None:
            return self.type_digit(d)
        if cmd == K.ERASE:
            return self.erase_digit()
        if cmd == K.CONFIRM:
            return self.end_typing()
        return None

    def min_reason(self) -> str:
        vp = self.ctx.view["players"][self.ctx.seat]["vp"]
        return _("The minimum bet is {minimum} (100 D × your {vp} VP).").format(minimum=money(self.lo), vp=vp)

    def max_reason(self) -> str:
        return _("You have {danari}: no more to stake.").format(
            danari=money(self.ctx.view['players'][self.ctx.seat]['danari']))

    def undo(self) -> bool:
        self.stop_typing()
        return super().undo()

    def confirm(self) -> bool:
        self.stop_typing()
        return super().confirm()

    def pass_turn(self) -> bool:
        self.stop_typing()
        if not self.ctx.decision.get("can_pass"):
            return self.refuse(_("The first bet is compulsory."))
        self.done = True
        self.ctx.submit(Action(PASS))
        return True

    # ---- input -------------------------------------------------------------------------
    def on_command(self, cmd: str) -> bool:
        if self.entry.editing:
            used = self.typing_command(cmd)
            if used is not None:
                return used
        n = K.horse_number(cmd)
        if n is not None and n <= len(self.ctx.display.colours):
            return self.choose_horse(self.ctx.display.colours[n - 1])
        if cmd == K.WIN:
            return self.choose_kind("win")
        if cmd == K.SHOW:
            return self.choose_kind("show")
        if cmd == K.UP:
            return self.step_stake(1)
        if cmd == K.DOWN:
            return self.step_stake(-1)
        if cmd == K.UP_BIG:
            return self.step_stake(10)
        if cmd == K.DOWN_BIG:
            return self.step_stake(-10)
        if cmd == K.PASS:
            return self.pass_turn()
        return super().on_command(cmd)

    def on_pick(self, key: tuple) -> bool:
        self.stop_typing()
        if key[0] in ("lane", "horse", "token", "reserve"):
            return self.choose_horse(key[1])
        return False

    # ---- drawing -----------------------------------------------------------------------
    def title(self) -> str:
        if self.ctx.kind == "first_bet":
            return _("{name}: place your first bet").format(name=self.ctx.name)
        return _("{name}: place your second bet (or pass)").format(name=self.ctx.name)

    def hint(self) -> str:
        if self.entry.editing:
            return self.stake_reason() or _("Typing the stake: Enter (or a click elsewhere) when done.")
        why = self.stake_reason()
        if why:
            return why
        if self.horse is None:
            return _("Pick a horse on the track, the Blackboard or below.")
        if not self.ctx.hints:
            return ""
        key = (self.horse, self.kind, self.stake, id(self.ctx.view))
        if self._preview[0] != key:
            self._preview = (key, preview_words(self.ctx, self.horse, self.kind, self.stake))
        return self._preview[1]

    def buttons(self) -> list[Button]:
        ds = self.ctx.display
        out: list[Button] = []
        for c, r in zip(ds.colours, chip_rects(len(ds.colours), PANEL.y + 42)):
            why = self.horse_reason(c)
            left = ds.bet_tokens.get(c, 0)
            out.append(Button(f"horse:{c}", r, on_click=lambda c=c: self.choose_horse(c),
                              enabled=not why, reason=why, selected=self.horse == c,
                              content=horse_chip(c, r, _("odds 1:{odds}").format(odds=ds.odds.get(c, '?')),
                                                 ngettext("{n} token left", "{n} tokens left", left).format(n=left)),
                              hotkey=str(ds.colours.index(c) + 1),
                              tip=_("Bet on {horse}").format(horse=horse(c))))
        y = PANEL.y + 104
        for i, k in enumerate(("win", "show")):
            r = pygame.Rect(PANEL.x + PAD + i * 104, y, 96, 38)
            why = self.kind_reason(k)
            out.append(Button(f"kind:{k}", r, kind_word(k), lambda k=k: self.choose_kind(k),
                              enabled=not why, reason=why, selected=self.kind == k,
                              hotkey=KN.letter(k),
                              tip=_("Win: pays stake × odds and 3 VP if 1st") if k == "win"
                              else _("Show: pays stake × 2 and 1 VP if 1st to 3rd")))
        sx = PANEL.x + PAD + 232
        out.append(Button("stake:-", pygame.Rect(sx, y, 38, 38), "−", lambda: self.step_stake(-1),
                          enabled=self.stake is None or self.stake > self.lo, reason=self.min_reason(),
                          size=22, tip=_("100 D less (− or ↓)")))
        bad = bool(self.stake_reason())
        out.append(Button("stake:box", pygame.Rect(sx + 44, y, 114, 38), on_click=self.toggle_typing,
                          content=lambda p, r, on: draw_box(p, r, self.entry, self.stake, bad),
                          tip=_("Click, then type the stake (Enter when done)")))
        out.append(Button("stake:+", pygame.Rect(sx + 164, y, 38, 38), "+", lambda: self.step_stake(1),
                          enabled=self.stake is None or self.stake < self.hi,
                          reason=self.max_reason(), size=22, tip=_("100 D more (+ or ↑)")))
        x = sx + 212
        out.append(Button("stake:min", pygame.Rect(x, y, 50, 38), _("Min"), lambda: self.set_stake(self.lo),
                          enabled=self.stake != self.lo, reason=_("Already the minimum bet."), size=14,
                          tip=_("Minimum bet: {minimum}").format(minimum=money(self.lo))))
        x += 56
        for amount in QUICK:
            w = 54 if amount < 1000 else 62
            why = self.quick_reason(amount)
            out.append(Button(f"stake:+{amount}", pygame.Rect(x, y, w, 38), f"+{amount}",
                              lambda a=amount: self.add_stake(a), enabled=not why, reason=why,
                              size=14, tip=_("{amount} more").format(amount=money(amount))))
            x += w + 6
        out.append(Button("stake:max", pygame.Rect(x, y, 50, 38), _("All"), lambda: self.set_stake(self.hi),
                          enabled=self.stake != self.hi, reason=_("That is everything you have."), size=14,
                          tip=_("Stake everything: {danari}").format(danari=money(self.hi))))
        undo, pas, conf = bottom_rects(bool(self.ctx.decision.get("can_pass")))
        out.append(self.undo_button(undo))
        if self.ctx.decision.get("can_pass"):
            out.append(Button("pass", pas, _("Pass"), self.pass_turn, tip=_("No second bet this round (P)"),
                              hotkey=KN.letter("pass")))
        label = _("Confirm bet")
        if self.horse and self.kind and not self.stake_reason():
            label = _("Bet {stake} on {horse} · {kind}").format(
                stake=number(self.stake or 0), horse=horse(self.horse), kind=kind_word(self.kind))
        out.append(self.confirm_button(label, conf))
        return out

    def corner(self) -> str:
        me = self.ctx.view["players"][self.ctx.seat]
        return _("Minimum {minimum}  ·  you have {danari}").format(minimum=money(self.lo), danari=money(me['danari']))

    def marks(self, m: Marks) -> None:
        m.pickable_horses = frozenset(self.allowed)
        m.selected_horse = self.horse


def preview_words(ctx: Any, colour: str, kind: str | None, stake: int) -> str:
    """The payout preview in words: what the bet pays if it wins, as this seat knows it."""
    if kind is None:
        w = bet_preview(ctx.data, ctx.view, colour, "win", stake)
        s = bet_preview(ctx.data, ctx.view, colour, "show", stake)
        return _with_unsure(_("Win pays × {odds}{after} and {vp} VP; Show pays × {show} and {show_vp} VP "
                              "on places 1-{places}.").format(odds=w.odds, after=_moved(ctx, w), vp=w.vp,
                                                             show=s.danari // max(stake, 1), show_vp=s.vp,
                                                             places=s.places), w)
    p = bet_preview(ctx.data, ctx.view, colour, kind, stake)
    if kind == "win":
        text = _("If {horse} wins: {danari} + {vp} VP (1:{odds}{after})").format(
            horse=horse(colour), danari=money(p.danari), vp=p.vp, odds=p.odds, after=_moved(ctx, p))
    else:
        text = _("If {horse} is 1st-{place}: {danari} + {vp} VP").format(
            horse=horse(colour), place=ordinal(p.places), danari=money(p.danari), vp=p.vp)
    extra = [f"{'+' if p.star_danari > 0 else '−'}{money(abs(p.star_danari))}"] if p.star_danari else []
    extra += [("+" if p.star_vp > 0 else "−") + _("{vp} VP").format(vp=abs(p.star_vp))] if p.star_vp else []
    if extra:
        names = ", ".join(card_name(ctx.data, c) for c in p.star_cards)
        text += f", {' '.join(extra)} ({names})"
    return _with_unsure(text + ".", p)


# About what two lines of the hint hold: past it, the reasons of "may still change" go.
HINT_CHARS = 112


def _moved(ctx: Any, p: BetPreview) -> str:
    """" after El Guapo": the known cards that move the odds at the reveal."""
    if not p.causes or p.odds == p.odds_now:
        return ""
    return " " + _("after {cards}").format(cards=", ".join(card_name(ctx.data, c) for c in p.causes))


def _with_unsure(text: str, p: BetPreview) -> str:
    if not p.unsure:
        return text
    why = "; ".join(unsure_words(u) for u in p.unsure)
    full = text + " " + _("Odds may still change at the reveal: {why}.").format(why=why)
    return full if len(full) <= HINT_CHARS else text + " " + _("Odds may still change at the reveal.")


def unsure_words(reason: tuple[str, Any]) -> str:
    """One of ``rules.preview``'s reasons (a code and its parameter) in the player's
    language: "2 face-down cards on this lane", "cards still to be played", "Troy's choice"."""
    code, value = reason
    if code == "face_down":
        return ngettext("{n} face-down card on this lane", "{n} face-down cards on this lane",
                        value).format(n=value)
    if code == "cards_to_play":
        return _("cards still to be played")
    return _("{who}'s choice").format(who=_(value))
