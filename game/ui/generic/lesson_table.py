"""``LessonTable``: the one table scene, playing a lesson (issue 42).

The game's own frame draws the table as at any game; over it the coach's panel and the
highlight rings (``coach_panel.py``). Input goes through one gate before the frame sees
it: while a step waits, only what the coach points at acts (a highlighted button, by
click or by the key its badge shows, or a click inside a highlighted spot); the table's
menu, rules, log and skipping stay free; anything else gets the coach's friendly refusal
and changes nothing. Enter (and Next) goes on when the coach waits for it.

When the last step is over the lesson is complete (``lesson_end``: a real game against
easy bots, or the title). The final scores never open in a lesson; it is never saved.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...services.i18n import _
from .. import input_map as K
from ..scenes.common import draw_tip
from ..widgets import Button, hit
from . import coach_panel as CP
from .coach import lit
from .table import GenericTableScene

if TYPE_CHECKING:
    from ..painter import Painter
    from .lesson_session import LessonSession

# What stays free during a lesson: the shell's table keys and buttons, and skipping.
FREE_COMMANDS = frozenset({K.MENU, K.RULES, K.LOG, K.FOCUS_NEXT, K.FOCUS_PREV, K.SKIP,
                           K.TIPSTER, K.FULLSCREEN, K.SCREENSHOT, K.MUTE})
FREE_BUTTONS = frozenset({"menu", "rules", "log", "tipster", "skip"})


class LessonTable(GenericTableScene):
    """A lesson at the table (see the module docstring)."""

    lesson = True  # (the pause menu offers "Leave the lesson", no saves)
    session: "LessonSession"

    def __init__(self, app: Any, session: "LessonSession") -> None:
        super().__init__(app, session)
        self.final_opened = True  # (a lesson ends on "Lesson complete", never the scores)
        self.clock = 0.0  # the rings' pulse
        self.end_opened = False
        self.placed: tuple[list[pygame.Rect], pygame.Rect] | None = None  # (``update``)

    @property
    def coach(self) -> Any:
        return self.session.coach

    # ---- time --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)
        # What is lit and where the coach sits, as this frame draws it (worked out here
        # once, never while drawing; clicks on the coach's buttons hit what was drawn).
        rects = self.lit_rects()
        self.placed = (rects, CP.place(self.frame.coach_places(), rects))
        if self.coach.done and not self.end_opened and self.app.stack.top is self:
            self.end_opened = True
            self.frame.on_pause()
            self.app.open("lesson_end", self.pres.game, self.session.names[0])

    # ---- what is lit, where the coach sits -----------------------------------------------------
    def frame_buttons(self) -> list[Button]:
        return self.frame.buttons()

    def lit_spots(self) -> list[tuple[str, pygame.Rect]]:
        """The highlighted spots the game names on its board, with their rectangles."""
        out = []
        for name in self.coach.highlight():
            try:
                r = self.pres.lesson_spot(name, self.frame)
            except Exception:  # noqa: BLE001 - a spot the board cannot place now: none
                r = None
            if r is not None:
                out.append((name, pygame.Rect(r)))
        return out

    def lit_rects(self) -> list[pygame.Rect]:
        globs = self.coach.highlight()
        rects = [b.rect for b in self.frame_buttons() if globs and lit(b.key, globs)]
        return rects + [r for _n, r in self.lit_spots()]

    def coach_area(self) -> pygame.Rect:
        if self.placed is not None:
            return self.placed[1]
        return CP.place(self.frame.coach_places(), self.lit_rects())

    def log_area(self, log: pygame.Rect) -> pygame.Rect:
        """What the coach leaves of the frame's log column (the coach over its top: the
        log is drawn under it, newest lines in sight)."""
        area = self.coach_area()
        if self.coach.done or not log.contains(area) or area.y > log.y + 4:
            return log
        top = area.bottom + 8
        return pygame.Rect(log.x, top, log.w, max(0, log.bottom - top))

    def coach_buttons(self) -> list[Button]:
        out = CP.buttons(self.coach, self.coach_area())
        for b in out:
            b.on_click = self.coach_next if b.key == "coach:next" else self.leave
        return out

    def buttons(self) -> list[Button]:
        # (no Hint in a lesson: the coach says what to do)
        return self.frame_buttons() + self.coach_buttons()

    # ---- the coach's buttons ---------------------------------------------------------------------
    def coach_next(self) -> None:
        self.coach.next()

    def leave(self) -> None:
        """Leaves the lesson: back to the title (nothing is saved)."""
        self.app.to_title()

    def ask_hint(self) -> None:
        self.coach.refuse(_("In a lesson the coach gives the hints."))

    # ---- the gate ------------------------------------------------------------------------------
    def refuse(self) -> bool:
        self.coach.refuse(self.coach.refusal())
        return True

    def process_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            pos = self.app.logical(ev.pos)
            self.mouse = pos
            b = hit(self.coach_buttons(), pos)
            if b is not None:
                self.focus.clear()
                b.click()
                return True
            return self._click(ev, pos)
        if ev.type == pygame.KEYDOWN:
            cmd = K.command_for(ev)
            if cmd is not None and cmd not in FREE_COMMANDS:
                return self._key(ev, cmd)
        return super().process_event(ev)

    def _click(self, ev: pygame.event.Event, pos: tuple[float, float]) -> bool:
        globs = self.coach.highlight()
        b = hit(self.frame_buttons(), pos)
        if b is not None:
            if b.key in FREE_BUTTONS:
                return super().process_event(ev)
            if not (globs and lit(b.key, globs)) or self.coach.waits_for_next():
                return self.refuse()
            done = super().process_event(ev)
            self.coach.clicked(b.key)
            return done
        spot = next((name for name, r in self.lit_spots() if r.collidepoint(pos)), None)
        if spot is not None and not self.coach.waits_for_next():
            done = super().process_event(ev)
            self.coach.clicked(spot)
            return done
        if self.session.turn_open() is None:
            return super().process_event(ev)  # (nothing of the learner's can act)
        return self.refuse()

    def _key(self, ev: pygame.event.Event, cmd: str) -> bool:
        """A key other than the free ones: Next when the coach waits for it, else only a
        key whose badge a highlighted button shows (or the focused one, if lit)."""
        self.keyboard = True
        if cmd == K.CONFIRM and self.coach.waits_for_next() and \
                self.focus.current(self.buttons()) is None:
            self.coach.next()
            return True
        if cmd == K.HINT:
            self.ask_hint()
            return True
        globs = self.coach.highlight()
        bs = self.frame_buttons()
        focused = self.focus.current(self.buttons())
        if cmd == K.CONFIRM and focused is not None:
            if focused.key.startswith("coach:") or focused.key in FREE_BUTTONS:
                return super().process_event(ev)
            carriers = [focused]
        elif cmd == K.UNDO:
            carriers = [b for b in bs if b.key == "undo" and b.enabled]
        else:
            badge = K.badge(cmd)
            carriers = [b for b in bs if badge and b.hotkey == badge and b.enabled]
        if not carriers:
            if self.session.turn_open() is None and cmd != K.UNDO:
                return super().process_event(ev)  # (nothing of the learner's can act)
            return self.refuse()
        chosen = next((b for b in carriers if globs and lit(b.key, globs)), None)
        if chosen is None or self.coach.waits_for_next():
            return self.refuse()
        if len(carriers) > 1 and chosen is not focused:
            # (a badge several buttons show, "5" for every 5 of a hand: the key presses
            # the highlighted one, not whichever the panel would take first)
            chosen.click()
            done = True
        else:
            done = super().process_event(ev)
        self.coach.clicked(chosen.key)
        return done

    # ---- what a lesson does not offer ------------------------------------------------------------
    def save_as(self, name: str) -> Any:
        return _("A lesson is not saved.")

    def export(self) -> Any:
        return _("A lesson is not saved.")

    # ---- drawing (reads only) -----------------------------------------------------------------------
    def draw(self, p: "Painter") -> None:
        self.frame.draw(p)
        if self.coach.done:
            return
        CP.draw_rings(p, self.placed[0] if self.placed is not None else self.lit_rects(),
                      self.clock)
        bs = self.coach_buttons()
        under = hit(bs, self.mouse)
        focused = self.focus.current(self.buttons())
        CP.draw_panel(p, self.coach, self.coach_area(), under.key if under else None,
                      focused.key if focused else None)
        if under is not None and under.hover_text() and not self.keyboard:
            draw_tip(p, under.hover_text(), self.mouse)

    def screenshot_key(self) -> str | None:
        return f"lesson-{self.pres.game}-{self.coach.k + 1}"
