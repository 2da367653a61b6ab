"""Bettor Horse's decision panels: a horse card, the Bet card, a Mudder's speed.

A horse card is chosen by clicking it in the hand on the board, by its button here (the
hand grouped by speed, back and mark: cards alike in all three are alike for the game),
or by pressing its speed (1-8; again for the next card of that speed). A round is laid
out whole before it counts (``HorsePanel``): any card laid may be taken back until the
bet is confirmed. The panel only *chooses* (``ctx.choose``): the table's Confirm (Enter)
places it and Undo (Ctrl+Z) takes it back. Legality is the rules': only what they offer (the decision's options,
``ctx.legal``) is offered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import N_, _
from ...ui import input_map as K
from ...ui import palette as P
from ...ui.generic import DecisionPanel, PanelContext
from ...ui.widgets import Button, draw_button
from ..actions import PlaceHorse, PlaceRound
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
    """Places the round's horse cards face down, in race order, then its bet.

    At a round's first card the rules take the whole round at once (``PlaceRound``): a
    person then lays the cards here one by one, each shown face down in its slot, takes any
    of them back (a click on it, or Undo / Ctrl+Z for the last) and, with the round's
    cards laid, picks the bet; Confirm places the whole round, the same events as card by
    card. Anywhere else (a save from the middle of a round) each card is its own choice."""

    def __init__(self, ctx: PanelContext) -> None:
        super().__init__(ctx)
        opts = ctx.view["decision"]["options"]
        # The cards the rules offer (the decision's options). The round's first card may
        # also be the whole round at once, the bots' way (tens of thousands of orders, left
        # unread in ``ctx.legal``): the panel builds the one the person lays out.
        self.by_card = {c: PlaceHorse(c) for c in opts["cards"]}
        self.whole = "bets" in opts  # (the round's first card: the round may be laid whole)
        self.need = int(opts.get("need", 3))
        self.laid: list[str | None] = [None] * self.need  # the cards laid so far, by race
        self.bets = list(opts.get("bets") or [])  # the Bet cards, once the round is laid

    # ---- the round laid out ------------------------------------------------------------
    def left(self) -> list[str]:
        """The cards offered and not yet laid."""
        return [c for c in self.by_card if c not in self.laid]

    def full(self) -> bool:
        return self.whole and None not in self.laid

    def preview(self, view: dict[str, Any]) -> dict[str, Any]:
        """``view`` with the cards laid so far in the seat's slots, face down, and out of
        the hand; with the round laid, the Bet cards offered in the hand's place."""
        if not self.whole or view.get("seat") != self.ctx.seat or not view.get("table") \
                or not view.get("decision"):
            return view
        t = view["table"]
        if self.ctx.seat not in t["seats"]:
            return view
        k = t["seats"].index(self.ctx.seat)
        row = [None if c is None else {"card": c, "back": C.spec(view, c)["back"],
                                       "face_up": False, "speed": None} for c in self.laid]
        while row and row[-1] is None:
            row.pop()
        slots = [list(r) for r in t["slots"]]
        slots[k] = row
        pending = self.ctx.pending()
        bets, down = list(t["bets"]), list(t["bet_down"])
        if isinstance(pending, PlaceRound):  # the bet chosen, not yet confirmed
            bets[k], down[k] = pending.bet, True
        dec = dict(view["decision"])
        if self.full():
            dec = {**dec, "kind": "bet", "options": {"bets": list(self.bets)}}
        else:
            dec["options"] = {**dec["options"], "cards": self.left()}
        return {**view, "table": {**t, "slots": slots, "bets": bets, "bet_down": down},
                "decision": dec,
                "hand": [c for c in (view.get("hand") or []) if c not in self.laid]}

    def lay(self, card: str) -> bool:
        """Lays ``card`` in the first empty race (a card by card choice, mid-round)."""
        if card not in self.by_card or self.ctx.pending() is not None:
            return False
        if not self.whole:
            self.ctx.choose(self.by_card[card])
            return True
        if card in self.laid or None not in self.laid:
            return False
        self.laid[self.laid.index(None)] = card
        return True

    def take_back(self, race: int) -> bool:
        """Takes back the card laid for race ``race + 1`` (before the bet is chosen)."""
        if not self.whole or self.ctx.pending() is not None or not 0 <= race < self.need \
                or self.laid[race] is None:
            return False
        self.laid[race] = None
        return True

    def undo(self) -> bool:
        for race in range(self.need - 1, -1, -1):
            if self.laid[race] is not None:
                return self.take_back(race)
        return False

    def can_undo(self) -> bool:
        return self.whole and any(c is not None for c in self.laid)

    def bet(self, bet: str) -> bool:
        """Chooses the round whole with ``bet`` (the table's Confirm places it)."""
        if not self.full() or self.ctx.pending() is not None:
            return False
        c = self.laid
        action = PlaceRound(first=c[0], bet=bet, second=c[1] if self.need > 1 else None,
                            third=c[2] if self.need > 2 else None)
        return not self.ctx.choose(action)

    # ---- the panel ---------------------------------------------------------------------
    def buttons(self, rect: pygame.Rect) -> list[Button]:
        pending = self.ctx.pending()
        if self.full():
            out = []
            for n, b in enumerate(self.bets):
                r = pygame.Rect(rect.x + 14 + n * (150 + GAP), rect.y + 52, 150, 44)
                out.append(Button(f"bet:{b}", r, C.word(C.BET_WORDS, b), hotkey=str(n + 1),
                                  enabled=pending is None,
                                  reason=_("Confirm or undo the choice first"),
                                  tip=C.word(BET_TIPS, b), on_click=lambda b=b: self.bet(b),
                                  selected=getattr(pending, "bet", None) == b, data=b))
            return out
        out = []
        shown = groups(self.ctx.view, self.left() if self.whole else list(self.by_card))
        wide = (len(shown) <= 3 * WIDE_COLS
                and max((len(label) for label, _cs in shown), default=0) > WIDE_CHARS)
        cols, w = (WIDE_COLS, WIDE_W) if wide else (8, BTN_W)
        for n, (label, cs) in enumerate(shown):
            row, col = divmod(n, cols)
            r = pygame.Rect(rect.x + 14 + col * (w + GAP), rect.y + 48 + row * (BTN_H + GAP),
                            w, BTN_H)
            spec = C.spec(self.ctx.view, cs[0])
            speed = spec["speed"]
            # (a key naming the group, not its place: "horse:7:dry", "horse:5:wet:mudder")
            mark = ":sure" if spec.get("sure") else ":mudder" if spec.get("mudder") else ""
            out.append(Button(f"horse:{speed}:{spec['back']}{mark}", r, label,
                              enabled=pending is None,
                              hotkey=str(speed) if 1 <= speed <= 9 else "",
                              reason=_("Confirm or undo the choice first"),
                              tip=_("Place a card of speed {s} (key {s})").format(
                                  s=C.spec(self.ctx.view, cs[0])["speed"]),
                              on_click=lambda c=cs[0]: self.lay(c), size=13,
                              selected=getattr(pending, "card", None) in cs, data=cs[0]))
        return out

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        if not self.whole:
            super().draw(p, rect, hover, focus)
        else:  # (the rules' prompt names the first card: the round is laid out here)
            laid = sum(c is not None for c in self.laid)
            title = (_("{name}: now your bet") if self.full() else
                     _("{name}: lay out your horses, {n} of {need} laid")).format(
                name=self.ctx.name, n=laid, need=self.need)
            p.text(title, (rect.x + 14, rect.y + 10), self.TITLE_SIZE, P.INK, "ui_bold",
                   max_width=rect.w - self.PROMPT_ROOM)
            for b in self.buttons(rect):
                draw_button(p, b, hover=b.key == hover, focused=b.key == focus)
        if self.full():
            text = _("Now your bet: Win, Lose or Draw (keys 1-3, or a Bet card in your hand). "
                     "Undo takes back one step at a time.")
        elif self.whole:
            text = _("Click a card in your hand or a group here; keys 1-8 pick a speed. "
                     "Click a laid card to take it back.")
        else:
            text = _("Click a card in your hand or a group here; keys 1-8 pick a speed.")
        p.text_block(text, pygame.Rect(rect.x + 14, rect.bottom - 40, 380, 34), 12.5,
                     P.INK_SOFT, line_gap=1.0, max_lines=2)

    def board_choice(self, choice: Any) -> bool:
        if isinstance(choice, tuple) and choice[0] == "card":
            return self.lay(choice[1])
        if isinstance(choice, tuple) and choice[0] == "laid":
            return self.take_back(choice[1])
        if isinstance(choice, tuple) and choice[0] == "bet":
            return self.bet(choice[1])
        return False

    def command(self, cmd: str) -> bool:
        n = K.digit(cmd)
        if n is None or self.ctx.pending() is not None:
            return False
        if self.full():
            return 1 <= n <= len(self.bets) and self.bet(self.bets[n - 1])
        left = self.left() if self.whole else list(self.by_card)
        same = [c for c in left if C.spec(self.ctx.view, c)["speed"] == n]
        return bool(same) and self.lay(same[0])


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
    """On a Wet track: the Mudder runs 1 slower, as printed, or 1 faster (keys 1-3). The
    panel says what each speed does against the other card of the race (when every choice
    still loses, it says so), and lets the chooser peek at their own face-down cards (in
    hot seat the board shows the table's view while the whole table watches the races)."""

    def __init__(self, ctx: PanelContext) -> None:
        super().__init__(ctx)
        self.peek = False

    def race(self) -> tuple[int | None, int | None, str, list[str]]:
        """(this Mudder's printed speed, the other card's speed or None when it is a
        Mudder too, the other player's name, the chooser's face-down cards)."""
        view = self.ctx.view
        opts = (view.get("decision") or {}).get("options") or {}
        card = opts.get("card")
        mine = C.spec(view, card)["speed"] if card else None
        t = view.get("table") or {}
        seats = t.get("seats") or []
        if self.ctx.seat not in seats:
            return mine, None, "", []
        k = seats.index(self.ctx.seat)
        race = int(opts.get("race", 1)) - 1
        other_row = t["slots"][1 - k]
        cell = other_row[race] if race < len(other_row) else None
        theirs = None
        if cell and cell.get("card") and not opts.get("simultaneous"):
            theirs = C.spec(view, cell["card"])["speed"]
        players = view.get("players") or []
        name = players[seats[1 - k]]["name"] if seats[1 - k] < len(players) else ""
        down = [c["card"] for c in t["slots"][k] if c and c.get("card") and not c["face_up"]]
        return mine, theirs, name, down

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        pending = self.ctx.pending()
        mine, theirs, _name, down = self.race()
        out = []
        for n, a in enumerate(self.ctx.legal):
            label = {-1: _("1 slower"), 0: _("As printed"), 1: _("1 faster")}.get(
                a.change, f"{a.change:+d}")
            tip = ""
            if mine is not None:
                label = _("{label}: speed {s}").format(label=label, s=mine + a.change)
                if theirs is not None:
                    tip = _(OUTCOME_TIPS[_against(mine + a.change, theirs)]).format(
                        s=mine + a.change, t=theirs)
            r = pygame.Rect(rect.x + 14 + n * (190 + GAP), rect.y + 52, 190, 44)
            out.append(Button(f"mudder:{a.change}", r, label, hotkey=str(n + 1),
                              enabled=pending is None,
                              reason=_("Confirm or undo the choice first"), tip=tip,
                              on_click=lambda a=a: self.ctx.choose(a),
                              selected=pending == a, data=a))
        if down:
            r = pygame.Rect(rect.right - 250, rect.y + 52, 236, 44)
            out.append(Button("peek", r, _("Hide my cards") if self.peek
                              else _("Peek at my face-down cards"),
                              on_click=self.toggle_peek, size=13,
                              tip=_("Only you should look: your cards still face down")))
        return out

    def toggle_peek(self) -> None:
        self.peek = not self.peek

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        super().draw(p, rect, hover, focus)
        mine, theirs, name, down = self.race()
        y = rect.y + 108
        if mine is not None and theirs is not None:
            outs = {_against(mine + a.change, theirs) for a in self.ctx.legal}
            if outs == {"lose"}:
                text = _("Against {name}'s speed {t}, every choice still loses this race.")
            elif outs == {"win"}:
                text = _("Against {name}'s speed {t}, every choice wins this race.")
            else:
                text = _("Against {name}'s speed {t}: a higher speed wins, the same speed "
                         "ties.")
            p.text(text.format(name=name, t=theirs), (rect.x + 14, y), 14, P.INK, "ui_bold",
                   max_width=rect.w - 280)
        elif mine is not None:
            p.text(_("{name}'s card is a Mudder too: its speed may change by 1 as well.").format(
                name=name), (rect.x + 14, y), 14, P.INK, "ui_bold", max_width=rect.w - 280)
        if self.peek and down:
            for i, card in enumerate(down):
                r = pygame.Rect(rect.right - 250 + i * 50, rect.y + 104, 44, 62)
                C.draw_face(p, r, self.ctx.view, card)

    def board_choice(self, choice: Any) -> bool:
        return False


def _against(speed: int, other: int) -> str:
    """A race's result for ``speed`` against ``other`` (the higher speed wins)."""
    return "win" if speed > other else "lose" if speed < other else "draw"


OUTCOME_TIPS = {"win": N_("Speed {s} against {t}: wins this race"),
                "lose": N_("Speed {s} against {t}: loses this race"),
                "draw": N_("Speed {s} against {t}: ties this race")}
