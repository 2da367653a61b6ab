"""Decision panels: what asks a person for one decision and yields a typed action.

The table builds one panel when a human's turn is put on screen (after its pass screen),
from a ``PanelContext``: the seat, its phase (``game.core.phases.Phase``), the prompt,
the seat's own view, the legal actions listed, and ``choose``. A panel never applies
anything: ``ctx.choose(action)`` makes the action the seat's *chosen* one, which the
table shows with Confirm and Undo (Enter / Ctrl+Z) until it is confirmed, so every
choice can be taken back before it counts.

A game's panel subclasses ``DecisionPanel`` and overrides what it needs:

* ``buttons(rect)``: its buttons for the panel area (pure: built from its state, the
  same list for drawing and for clicks, so what is drawn is what is clicked);
* ``draw(p, rect, hover, focus)``: the panel (the default draws the prompt and buttons);
* ``board_choice(choice)``: a click on the board (``Board.hit``) offered to the panel;
* ``command(cmd)``: a key command (``game/ui/input_map.py``) the table did not use; a key
  the panel leaves presses the panel's button whose badge shows it (a digit, a letter of
  ``key_names``), so a badge needs no code of its own;
* ``undo()``, ``can_undo()``: a choice built in steps takes back its last step (Undo,
  Ctrl+Z) when no action is chosen yet.

``FallbackPanel`` works for ANY phase of any game: the legal actions as buttons labelled
by ``GenericPresentation.describe_action``, a page at a time, keys 1-9 for the n-th.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from ...core.phases import Phase
from ...services.i18n import _
from .. import input_map as K
from .. import palette as P
from ..widgets import Button, draw_button
from .. import key_names as KN

if TYPE_CHECKING:
    from ..painter import Painter


class Steps(tuple):
    """Several actions of one seat chosen as one (Finish Line's draws of a turn, one click
    each): ``ctx.choose(Steps(...))`` checks them in order on a copy of the game; Confirm
    applies them in order, Undo takes them all back."""


@dataclass
class PanelContext:
    """What a decision panel may know and do (only the deciding seat's own things)."""

    seat: int
    name: str  # the deciding player's name
    phase: Phase
    prompt: str  # ``Decision.prompt``
    view: dict[str, Any]  # ``game.view(seat)``
    legal: Sequence[Any]  # ``game.legal_actions()`` (possibly long)
    words: Callable[[Any], str]  # an action as a label (``describe_action``)
    choose: Callable[[Any], str]  # makes an action the chosen one: "" or why it is refused
    pending: Callable[[], Any | None]  # the chosen, unconfirmed action (None: none yet)
    # Why the rules would refuse an action now ("" if legal): the game's own ``check``,
    # so a panel greys a choice with the rules' reason instead of re-deciding it.
    check: Callable[[Any], str] = lambda action: ""


class DecisionPanel:
    """One decision of one human seat (see the module docstring)."""

    TITLE_SIZE = 19
    # The table's Confirm and Undo sit at the panel's top right: the prompt stops short.
    PROMPT_ROOM = 252

    def __init__(self, ctx: PanelContext) -> None:
        self.ctx = ctx
        # The key of the table's focused button when a key arrives (set by the table before
        # ``command``): a panel's number field takes digits only while it has the focus.
        self.focused: str | None = None

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        """The panel's buttons inside ``rect`` (pure)."""
        return []

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        """Draws the prompt and the buttons (``hover``/``focus``: button keys)."""
        ctx = self.ctx
        prompt = (_(ctx.prompt) if ctx.name in ctx.prompt
                  else _("{name}: {prompt}").format(name=ctx.name, prompt=_(ctx.prompt)))
        p.text(prompt, (rect.x + 14, rect.y + 10), self.TITLE_SIZE,
               P.INK, "ui_bold", max_width=rect.w - self.PROMPT_ROOM)
        for b in self.buttons(rect):
            draw_button(p, b, hover=b.key == hover, focused=b.key == focus)

    def board_choice(self, choice: Any) -> bool:
        """A click on the board as a choice; True when the panel used it."""
        return False

    def undo(self) -> bool:
        """Ctrl+Z or Undo with no chosen action: a panel that builds its choice in
        steps (Bettor Horse's round: three cards, then the bet) takes back its last step
        (True if it did). Nothing by default."""
        return False

    def can_undo(self) -> bool:
        """Whether ``undo`` would take something back (the Undo button is lit)."""
        return False

    def command(self, cmd: str) -> bool:
        """A key command the table left to the panel; True when used."""
        return False


# The keys that pick the n-th action of a page: 1-6 arrive as horse commands, 7-9 as digits.
PICK_KEYS = 9


class FallbackPanel(DecisionPanel):
    """Every legal action as a button, a page at a time: playable in any phase."""

    COLS = 3
    ROWS = 3
    ROW_H = 34
    GAP = 8

    def __init__(self, ctx: PanelContext) -> None:
        super().__init__(ctx)
        self.page = 0

    @property
    def per_page(self) -> int:
        return self.COLS * self.ROWS

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.ctx.legal) // self.per_page))

    def shown(self) -> list[tuple[int, Any]]:
        """(index in ``legal``, action) of the page on screen."""
        start = self.page * self.per_page
        return list(enumerate(self.ctx.legal))[start:start + self.per_page]

    def buttons(self, rect: pygame.Rect) -> list[Button]:
        top = rect.y + 44
        w = (rect.w - 28 - (self.COLS - 1) * self.GAP) / self.COLS
        pending = self.ctx.pending()
        out: list[Button] = []
        for n, (i, action) in enumerate(self.shown()):
            row, col = divmod(n, self.COLS)
            r = pygame.Rect(round(rect.x + 14 + col * (w + self.GAP)),
                            round(top + row * (self.ROW_H + self.GAP)), round(w), self.ROW_H)
            label = self.ctx.words(action)
            out.append(Button(f"action:{i}", r, label, enabled=pending is None,
                              reason=_("Confirm or undo the choice first"),
                              tip=label if len(label) > 36 else "",  # (cut short on screen)
                              on_click=lambda a=action: self.ctx.choose(a), size=14,
                              hotkey=str(n + 1) if n < PICK_KEYS else "",
                              selected=pending is not None and pending == action,
                              data=action))
        if self.pages > 1:
            y = rect.bottom - 38
            out.append(Button("page:prev", pygame.Rect(rect.x + 14, y, 110, 28), _("‹ Previous"),
                              enabled=self.page > 0, reason=_("This is the first page"),
                              on_click=lambda: self.turn(-1), style="ghost", size=13,
                              hotkey=KN.label("pgup")))
            out.append(Button("page:next", pygame.Rect(rect.x + 132, y, 110, 28), _("Next ›"),
                              enabled=self.page < self.pages - 1,
                              reason=_("This is the last page"),
                              on_click=lambda: self.turn(1), style="ghost", size=13,
                              hotkey=KN.label("pgdn")))
        return out

    def draw(self, p: "Painter", rect: pygame.Rect, hover: str | None,
             focus: str | None) -> None:
        super().draw(p, rect, hover, focus)
        if self.pages > 1:
            p.text(_("page {n}/{total}, {choices} choices").format(n=self.page + 1, total=self.pages, choices=len(self.ctx.legal)),
                   (rect.x + 252, rect.bottom - 24), 12.5, P.INK_SOFT, anchor="midleft",
                   max_width=140)

    def turn(self, step: int) -> None:
        """Shows the previous (-1) or next (+1) page."""
        self.page = max(0, min(self.pages - 1, self.page + step))

    def command(self, cmd: str) -> bool:
        if cmd == K.UP_BIG:
            self.turn(1)
            return True
        if cmd == K.DOWN_BIG:
            self.turn(-1)
            return True
        n = K.digit(cmd)
        if n is None or not 1 <= n <= PICK_KEYS or self.ctx.pending() is not None:
            return False
        page = self.shown()
        if n > len(page):
            return False
        self.ctx.choose(page[n - 1][1])
        return True
