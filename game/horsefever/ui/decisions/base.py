"""The decision widget interface, the registry, and helpers shared by the widgets.

A widget holds only the player's *unconfirmed* choices (BGA undo policy: Ctrl+Z takes
back the last of them; nothing is undone once confirmed). It reads the decision from the
deciding seat's own view, checks its action with the engine before sending it, and never
touches the game itself: ``ctx.submit`` does.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ....services.i18n import _
from ...rules import Action
from ...rules.data import GameData
from ....ui import input_map as K
from ....ui import palette as P
from ....ui import pieces
from .. import table_layout as L
from ..describe import Words, horse
from ..display import DisplayState
from ....ui.painter import Painter
from ....ui.phase_table import decision
from ..private_knowledge import PrivateKnowledge
from ..table_draw import Marks
from ....ui.widgets import Button
from ....ui import key_names as KN

PANEL = L.DECISION
PAD = 16


@dataclass
class DecisionContext:
    """What a decision widget may read, and the one way it acts."""

    seat: int
    decision: dict[str, Any]  # {"kind", "prompt", "options", "can_pass"} from the seat's view
    view: dict[str, Any]  # the deciding seat's own view
    display: DisplayState
    private: PrivateKnowledge | None
    words: Words
    data: GameData
    submit: Callable[[Action], None]
    check: Callable[[Action], str | None]  # None if legal, else the engine's reason
    legal: Callable[[], list[Action]] = field(default=lambda: [])
    hints: bool = True  # the payout hints under the controls (a setting)

    @property
    def kind(self) -> str:
        return self.decision["kind"]

    @property
    def options(self) -> dict[str, Any]:
        return self.decision.get("options", {})

    @property
    def name(self) -> str:
        return self.words.name(self.seat)


# Widget key (a Phase's ``widget``: "bet" serves first_bet and second_bet) -> widget class.
REGISTRY: dict[str, type["DecisionWidget"]] = {}


def register(*keys: str) -> Callable[[type["DecisionWidget"]], type["DecisionWidget"]]:
    """Class decorator: this widget is the one of these widget keys."""
    def deco(cls: type["DecisionWidget"]) -> type["DecisionWidget"]:
        for k in keys:
            REGISTRY[k] = cls
        return cls
    return deco


def widget_for(ctx: DecisionContext) -> "DecisionWidget":
    """The widget of the decision's phase (``Phase.widget``); the generic list of legal
    actions while that key has no widget registered. A kind without a phase raises
    ``UnknownPhase``."""
    # (the generic widget registers itself as "generic": no import of its module here,
    # which imports this one)
    return REGISTRY.get(decision(ctx.kind).widget or "", REGISTRY["generic"])(ctx)


class DecisionWidget:
    """Base class: unconfirmed choices, undo, buttons and table highlights."""

    def __init__(self, ctx: DecisionContext) -> None:
        self.ctx = ctx
        self.history: list[Any] = []  # snapshots of the choices, for Undo (Ctrl+Z)
        self.message = ""  # the last refusal, shown in the panel
        self.done = False

    # ---- what the player sees ----------------------------------------------------------
    def title(self) -> str:
        """The decision in words (the panel's first line)."""
        return self.ctx.name

    def buttons(self) -> list[Button]:
        """The panel's controls for the current choices (pure)."""
        return []

    def marks(self, m: Marks) -> None:
        """Adds this decision's highlights to the table marks."""

    def hint(self) -> str:
        """A line under the controls (what confirming would do)."""
        return ""

    def corner(self) -> str:
        """A short line in the panel's top-right corner (the player's Danari), or ""."""
        return ""

    def draw(self, p: Painter) -> None:
        """Draws the text parts of the panel (the scene draws frame and buttons)."""
        r = PANEL
        room = r.w - 2 * PAD
        corner = self.corner()
        if corner:
            said = p.text(corner, (r.right - PAD, r.y + 15), 14, P.INK_SOFT, "ui_medium", anchor="topright")
            room = said.x - 16 - (r.x + PAD)
        # A longer language's title gets a smaller size before it is cut.
        title = self.title()
        size = next((s for s in (18, 17, 16, 15) if p.text_size(title, s, "ui_bold")[0] <= room), 15)
        p.text(title, (r.x + PAD, r.y + 12 + (18 - size) / 2), size, P.INK, "ui_bold", max_width=room)
        line = self.message or self.hint()
        if line:
            ink = P.BAD if self.message else P.INK_SOFT
            box = self.line_box()
            # The whole line, wrapped: a refusal cut after two lines ("...a second bet on the
            # same horse must be the") hid the rule. A smaller size before a cut.
            for size in (14, 13, 12, 11):
                lines = p.wrap(line, box.w, size, "ui_medium")
                lh = round(size * 1.25)
                if len(lines) * lh <= box.h:
                    break
            fit = max(1, int(box.h // lh))
            if len(lines) > fit:  # too long even at 11 points: the rest is on the hover tip
                lines = lines[:fit - 1] + [lines[fit - 1].rstrip(". ") + "…"]
            y = max(box.y, min(r.bottom - 31 - len(lines) * lh / 2, box.bottom - len(lines) * lh))
            for k, ln in enumerate(lines):
                p.text(ln, (box.x, y + k * lh + lh / 2), size, ink, "ui_medium", anchor="midleft",
                       max_width=box.w)

    def line_box(self) -> pygame.Rect:
        """Where the hint or refusal goes: the panel's bottom-left corner, left of the
        bottom row's buttons, up to the lowest control above it."""
        r = PANEL
        bs = self.buttons()
        left = min([b.rect.x for b in bs if b.rect.y >= r.bottom - 52 and b.rect.x > r.x + 200]
                   + [r.right - PAD]) - PAD
        top = min(max([b.rect.bottom for b in bs if b.rect.y < r.bottom - 52 and b.rect.x < left]
                      + [r.bottom - 52]) + 3, r.bottom - 40)
        return pygame.Rect(r.x + PAD, top, left - r.x - PAD, r.bottom - 5 - top)

    # ---- input ---------------------------------------------------------------------------
    def on_command(self, cmd: str) -> bool:
        """Handles a keyboard command; True if used."""
        if cmd == K.UNDO:
            return self.undo()
        if cmd == K.CONFIRM:
            return self.confirm()
        return False

    def on_pick(self, key: tuple) -> bool:
        """Handles a click on a table item (a lane, a horse, a card in hand)."""
        return False

    def snapshot(self) -> Any:
        return None

    def restore(self, snap: Any) -> None:
        pass

    def remember(self) -> None:
        """Saves the current choices before changing them (for undo)."""
        self.history.append(self.snapshot())
        self.message = ""

    def undo(self) -> bool:
        """Takes back the last unconfirmed choice."""
        if not self.history:
            self.message = _("Nothing to undo: confirmed choices stay.")
            return False
        self.restore(self.history.pop())
        self.message = ""
        return True

    def action(self) -> Action | None:
        """The action the current choices make, or None when incomplete."""
        return None

    def missing(self) -> str:
        """What is still to choose (shown on the disabled confirm button)."""
        return _("Make a choice first.")

    def confirm(self) -> bool:
        """Sends the action if complete and legal; else explains why not."""
        a = self.action()
        if a is None:
            self.message = self.missing()
            return False
        why = self.ctx.check(a)
        if why:
            self.message = why
            return False
        self.done = True
        self.ctx.submit(a)
        return True

    def refuse(self, why: str) -> bool:
        self.message = why
        return False

    # ---- shared controls -----------------------------------------------------------------
    def confirm_button(self, label: str, rect: pygame.Rect) -> Button:
        a = self.action()
        why = "" if a is not None else self.missing()
        if a is not None:
            why = self.ctx.check(a) or ""
        return Button("confirm", rect, label, self.confirm, enabled=not why, reason=why,
                      style="primary", hotkey=KN.label("enter"), tip=_("Confirm (Enter)"))

    def undo_button(self, rect: pygame.Rect) -> Button:
        label = _("Undo")
        # The ⌫ badge only beside a short word: a longer one ("Annulla") takes its room whole
        # (the tip names the key).
        return Button("undo", rect, label, self.undo, enabled=bool(self.history),
                      reason=_("Nothing to undo yet.") if not self.history else "",
                      tip=_("Take back your last unconfirmed choice (Ctrl+Z)"),
                      hotkey=KN.label("undo"))


def horse_chip(colour: str, rect: pygame.Rect, line2: str, line3: str = "") -> Callable[[Painter, pygame.Rect, bool], None]:
    """Content of a horse button: token, "4 Red", and one or two small lines."""
    def draw(p: Painter, r: pygame.Rect, enabled: bool) -> None:
        d = min(r.h - 12, 30)
        tr = pygame.Rect(r.x + 7, r.centery - d // 2, d, d)
        pieces.token(p, colour, tr, alpha=255 if enabled else 110)
        ink = P.INK if enabled else P.INK_FAINT
        x = tr.right + 6
        # Three lines sit closer together so the third stays inside the button's border.
        y = r.y + (3 if line3 else 5)
        # The name clear of the hotkey in the corner: a smaller size for a longer word.
        name, room = horse(colour), r.right - x - 12
        size = next((s for s in (15, 14, 13) if p.text_size(name, s, "ui_bold")[0] <= room), 13)
        p.text(name, (x, y + (15 - size) / 2), size, ink, "ui_bold", max_width=room)
        p.text(line2, (x, y + (16 if line3 else 17)), 12, P.INK_SOFT if enabled else P.INK_FAINT,
               "ui_medium", max_width=r.right - x - 4)
        if line3:
            p.text(line3, (x, y + 29), 11, P.INK_FAINT, "ui", max_width=r.right - x - 4)
    return draw


def chip_rects(n: int, y: int, h: int = 52) -> list[pygame.Rect]:
    """``n`` equal buttons across the panel."""
    gap = 8
    w = (PANEL.w - 2 * PAD - (max(n, 6) - 1) * gap) / max(n, 6)
    return [pygame.Rect(round(PANEL.x + PAD + i * (w + gap)), y, round(w), h) for i in range(n)]


def bottom_rects(with_pass: bool = False) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Undo, pass and confirm buttons in the panel's bottom-right corner."""
    y = PANEL.bottom - 50
    confirm = pygame.Rect(PANEL.right - PAD - 210, y, 210, 40)
    pas = pygame.Rect(confirm.x - 8 - 84, y, 84, 40)
    undo = pygame.Rect((pas.x if with_pass else confirm.x) - 8 - 84, y, 84, 40)
    return undo, pas, confirm
