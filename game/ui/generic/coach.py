"""The coach of a lesson: which step is on, what it waits for, and whether the table waits.

A lesson (``game/core/lessons.py``) is a list of steps; the coach says one at a time and
waits for what the step's ``until`` names:

* ``next``: the learner presses Next (or Enter). The table waits meanwhile: no event is
  shown and no opponent moves while the coach talks.
* ``click``: the learner presses a highlighted button (or clicks a highlighted spot): a
  step of a choice built in several clicks (a round's three horse cards).
* ``do``: the learner's action is applied (checked against the step's ``do`` by the
  session). With an ``explain``, the coach watches its events being shown and the table
  waits again; without one the next step starts at once and sees them being shown.
* ``shown``: the table has shown everything up to the learner's next decision.
* ``event``: the table has shown an event fitting the step's ``event`` pattern.

A step's ``explain`` follows once its result is on the table (Next to go on). The words
are filled by the game's presentation hook ``lesson_values(seat, view, events)`` from the
learner's view and the events shown since the learner's last action (``words``).

The coach draws nothing (``coach_panel.py`` does) and changes only in ``update`` and on
the session's calls (``on_presented``, ``on_applied``), never while drawing.
"""
from __future__ import annotations

import fnmatch
import string
from typing import TYPE_CHECKING, Any

from ...core.actions import TypedAction
from ...core.lessons import LEARNER, Lesson, Step, matches, placeholder_names
from ...services.i18n import _, current_language

if TYPE_CHECKING:
    from .lesson_session import LessonSession

NOTE_S = 3.5  # how long a refusal stays in the coach's panel


class _Missing(dict):
    """A placeholder the game did not fill shows as nothing, never as "{x}" (the tests
    check every placeholder is filled)."""

    def __missing__(self, key: str) -> str:
        return ""


def fill(text: str, values: dict[str, str]) -> str:
    """``text`` with its ``{name}`` placeholders filled from ``values``."""
    try:
        return string.Formatter().vformat(text, (), _Missing(values))
    except (ValueError, IndexError):
        return text


def lit(key: str, globs: tuple[str, ...]) -> bool:
    """Whether a button's key fits one of a step's highlight globs."""
    return any(fnmatch.fnmatchcase(key, g) for g in globs)


class Coach:
    """A lesson's progress (see the module docstring)."""

    def __init__(self, lesson: Lesson, phase: str = "say") -> None:
        self.lesson = lesson
        self.k = 0  # the step on
        # setup (the game's first events shown) | say | watch (the learner's action's
        # events shown) | explain | done
        self.phase = phase
        self.done_do = 0  # the learner's actions of the lesson applied so far
        self.mark = 0  # (watch) the events of the learner's action end here
        self.since = 0  # the events the coach's words speak of begin here
        self.note = ""  # a refusal ("Try the highlighted one."), for a while
        self.note_left = 0.0
        self.text = ""  # the words on screen (filled in ``update``, drawn as they are)
        self._text_key: tuple[Any, ...] | None = None

    # ---- what is on ---------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.lesson.steps[min(self.k, len(self.lesson.steps) - 1)]

    @property
    def done(self) -> bool:
        return self.phase == "done"

    @property
    def total(self) -> int:
        return len(self.lesson.steps)

    def highlight(self) -> tuple[str, ...]:
        """The globs and spots lit now (none while an action's result is being shown)."""
        return self.step.highlight if self.phase == "say" else ()

    def waits_for_next(self) -> bool:
        """Next (Enter) goes on: a "next" step, or a result explained."""
        return self.phase == "explain" or (self.phase == "say" and self.step.until == "next")

    def expected(self) -> list[TypedAction]:
        """The learner's actions still to come, in order (the next one first)."""
        steps = self.lesson.steps
        return [steps[i].do for i in self.lesson.do_steps[self.done_do:]]  # type: ignore[misc]

    def holds(self, session: "LessonSession") -> bool:
        """Whether the table waits for the coach: no event shown, no opponent moving."""
        if self.phase == "done" or self.waits_for_next():
            return True
        return self.phase == "watch" and shown(session) >= self.mark

    # ---- moving on ------------------------------------------------------------------------
    def update(self, session: "LessonSession", dt: float) -> None:
        """Once a frame (never while drawing): a step whose wait is over ends; the words
        on screen are filled anew when the step, the events shown or the language change."""
        if self.note_left > 0:
            self.note_left = max(0.0, self.note_left - dt)
            if self.note_left == 0:
                self.note = ""
        if self.phase == "say" and self.step.until == "shown":
            d = session.game.decision()
            if session.caught_up() and (d is None or d.seat == LEARNER):
                self.finish()
        elif self.phase == "watch" and shown(session) >= self.mark and session.caught_up():
            self.finish()
        self._words(session)

    def finish(self) -> None:
        """The step's wait is over: its explanation, else the next step."""
        if self.phase in ("say", "watch") and self.step.explain:
            self.phase = "explain"
        else:
            self.advance()

    def advance(self) -> None:
        self.k += 1
        self.phase = "say" if self.k < len(self.lesson.steps) else "done"
        self._text_key = None

    def next(self) -> bool:
        """Next (the button, Enter): True when it went on."""
        if not self.waits_for_next():
            return False
        self.finish() if self.phase == "say" else self.advance()
        return True

    def clicked(self, key: str) -> None:
        """A highlighted button was pressed (or a highlighted spot clicked)."""
        if self.phase == "say" and self.step.until == "click" and lit(key, self.step.highlight):
            self.finish()

    def on_presented(self, raw: dict[str, Any]) -> None:
        """An event was put on the table (the session's ``_present``)."""
        if self.phase == "say" and self.step.until == "event" and self.step.event is not None \
                and matches(raw, self.step.event):
            self.finish()

    def on_applied(self, before: int, after: int) -> None:
        """The learner's next action of the lesson was applied: its events are
        ``session.events[before:after]``; the coach watches them being shown."""
        self.done_do += 1
        self.k = self.lesson.do_steps[self.done_do - 1]
        self.since, self.mark = before, after
        self._text_key = None
        if self.step.explain:
            self.phase = "watch"  # (the explanation once the action's events are shown)
        else:
            self.advance()  # (the next step sees them shown: an "event" step may wait)

    def refuse(self, text: str) -> None:
        """A move the lesson does not want now: said in the panel for a while."""
        self.note, self.note_left = text, NOTE_S

    def refusal(self) -> str:
        """The friendly refusal of a move other than the one the coach points at."""
        if self.waits_for_next():
            return _("Read the coach first, then press Next.")
        return _("Not yet: try the highlighted one.")

    # ---- words ----------------------------------------------------------------------------
    def _words(self, session: "LessonSession") -> None:
        key = (self.k, self.phase, shown(session), current_language())
        if key == self._text_key:
            return
        self._text_key = key
        if self.phase == "done":
            self.text = ""
            return
        step = self.step
        text = _(step.explain) if self.phase == "explain" else _(step.say)
        if placeholder_names(text):
            text = fill(text, session.lesson_values(self.since))
        self.text = text


def shown(session: "LessonSession") -> int:
    """How many of the game's events the table has put on screen."""
    return len(session.events) - len(session.queue)
