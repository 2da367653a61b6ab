"""The generic table's own sheets: "Pass to NAME", the menu (Esc) and the rules help (F1).

The pass screen is opaque (nothing of the table shows behind it) and lets the turn show
only on Enter or its button, never in the first ``KEY_GRACE_S`` seconds (keys mashed to
hurry the last animation must not show the next player's secrets). Other scenes (the
shell's settings) are opened by name through ``app.open`` when the app has it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...core.phases import decision_phase
from ...i18n import N_, _
from .. import input_map as K
from .. import palette as P
from ..painter import Painter
from ..scenes.common import ButtonScene, SheetScene
from ..widgets import Button
from .saving import save_as

if TYPE_CHECKING:
    from .session import ContractSession

KEY_GRACE_S = 0.4


def open_rules(app: Any, sections: list[tuple[str, str]]) -> None:
    """F1 anywhere on the generic screens: this game's rules help, not another game's."""
    app.stack.push(GenericRulesScene(app, sections))


class GenericPassScene(ButtonScene):
    """Waits until the named player has the screen, then lets their turn show."""

    name = "pass"
    opaque = True
    back_on_escape = False

    def __init__(self, app: Any, session: "ContractSession", seat: int) -> None:
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def ready(self) -> None:
        self.session.confirm_handover(self.seat)
        self.app.stack.pop(self)

    def buttons(self) -> list[Button]:
        who = self.session.name(self.seat)
        return [Button("ready", pygame.Rect(490, 430, 300, 50), _("I am {name}: show my turn").format(name=who),
                       on_click=self.ready, style="primary", hotkey="Enter")]

    def on_command(self, cmd: str) -> bool:
        if cmd == K.SKIP:
            return True  # Space hurries animations: never a reason to show secrets
        if cmd == K.CONFIRM:
            if self.age >= KEY_GRACE_S:
                self.ready()
            return True
        if cmd == K.RULES:
            open_rules(self.app, self.session.pres.rules_help())
            return True
        return super().on_command(cmd)

    def draw(self, p: Painter) -> None:
        p.fill(P.FELT_DARK)
        s = self.session
        d = s.decision()
        task = ""
        if d is not None:
            ph = decision_phase(s.info.phases, d.phase)
            # The phase's words are marked where the game declares them (N_): said here.
            task = _(ph.task) if ph.task else (_("decide {what}").format(what=_(ph.asks)) if ph.asks
                                               else _("decide"))
        p.text(_(s.info.title), (640, 120), 30, P.BRASS_LIGHT, "display", anchor="midtop")
        p.text(_("Pass to {name}").format(name=s.name(self.seat)), (640, 230), 56, P.CREAM, "display",
               anchor="midtop")
        p.text(_("{name}, it is your turn to {task}.").format(name=s.name(self.seat), task=task), (640, 320), 22,
               P.CHALK, "serif_italic", anchor="midtop", max_width=900)
        p.text(_("Everybody else: look away."), (640, 362), 18, P.CHALK_DIM, anchor="midtop")
        self.draw_buttons(p)

    def screenshot_key(self) -> str | None:
        return f"pass-{self.seat}"


class GenericMenuScene(SheetScene):
    """Esc at the table: go on, save as, settings, rules help, quit to the title."""

    name = "menu"
    sheet = pygame.Rect(440, 150, 400, 420)
    title = N_("Menu")

    def __init__(self, app: Any, session: "ContractSession", rules: Callable[[], None]) -> None:
        super().__init__(app)
        self.session = session
        self.rules = rules
        self.message = ""

    def buttons(self) -> list[Button]:
        r = self.sheet
        items = [("resume", _("Back to the table"), self.back, "primary"),
                 ("save", _("Save as…"), self.save, "secondary"),
                 ("settings", _("Settings"), self.settings, "secondary"),
                 ("rules", _("Rules help (F1)"), self.rules, "secondary"),
                 ("quit", _("Quit to title"), self.quit, "danger")]
        return [Button(k, pygame.Rect(r.x + 60, r.y + 90 + i * 54, r.w - 120, 42), label,
                       on_click=fn, style=style) for i, (k, label, fn, style) in enumerate(items)]

    def save(self) -> None:
        s = self.session
        # The save's name on the Resume list, in the language it was saved in (a file name).
        label = _("{game}, {name} and others, action {n}").format(
            game=_(s.info.title), name=s.names[0], n=len(s.applied))
        try:
            path = save_as(s, label)
            self.message = _("Saved as {file}").format(file=path.name)
        except Exception as exc:  # noqa: BLE001 - a refusing disk is one line, not a crash
            self.message = _("Cannot save: {problem}").format(problem=str(exc).splitlines()[0])

    def settings(self) -> None:
        self.app.open("settings")

    def quit(self) -> None:
        """Back to the title: the autosave already holds the game (Resume goes on)."""
        self.app.to_title()

    def on_command(self, cmd: str) -> bool:
        if cmd == K.RULES:
            self.rules()
            return True
        return super().on_command(cmd)

    def draw_content(self, p: Painter) -> None:
        if self.message:
            p.text(self.message, (self.sheet.centerx, self.sheet.bottom - 34), 14, P.INK_SOFT,
                   anchor="center", max_width=self.sheet.w - 40)


class GenericRulesScene(SheetScene):
    """F1: the game's rules help (``rules_help``), one section a page."""

    name = "rules"
    title = N_("Rules")

    def __init__(self, app: Any, sections: list[tuple[str, str]]) -> None:
        super().__init__(app)
        self.sections = sections or [(N_("Rules"), N_("No rules help for this game yet."))]
        self.page = 0

    def turn(self, step: int) -> None:
        self.page = max(0, min(len(self.sections) - 1, self.page + step))

    def buttons(self) -> list[Button]:
        r = self.sheet
        y = r.bottom - 56
        return [Button("prev", pygame.Rect(r.x + 40, y, 130, 36), _("‹ Previous"),
                       on_click=lambda: self.turn(-1), enabled=self.page > 0,
                       reason=_("The first section")),
                Button("next", pygame.Rect(r.x + 180, y, 130, 36), _("Next ›"),
                       on_click=lambda: self.turn(1),
                       enabled=self.page < len(self.sections) - 1, reason=_("The last section")),
                Button("close", pygame.Rect(r.right - 170, y, 130, 36), _("Close"),
                       on_click=self.back, style="primary")]

    def on_command(self, cmd: str) -> bool:
        if cmd in (K.UP, K.DOWN):
            self.turn(1 if cmd == K.UP else -1)
            return True
        if cmd == K.RULES:
            self.back()
            return True
        return super().on_command(cmd)

    def draw_content(self, p: Painter) -> None:
        r = self.sheet
        head, text = self.sections[self.page]
        # A game's sections are its words: its helper marks them (N_), they are said here.
        p.text(f"{_(head)}  ({self.page + 1}/{len(self.sections)})", (r.x + 60, r.y + 84), 22,
               P.INK, "ui_bold", max_width=r.w - 120)
        p.text_block(_(text), pygame.Rect(r.x + 60, r.y + 122, r.w - 120, r.h - 200), 17, P.INK)
