"""``LessonSession``: a guided first game on the one table (issue 42).

The same session as any game's (``session.py``): the game's own rules run everything,
the events are shown and paced as at any table. What a lesson changes:

* the learner is seat 0, every other seat a ``ScriptedBot`` playing the lesson's moves;
* the coach (``coach.py``) says one step at a time; while it talks (a "next" step, an
  explanation, an action's result just shown) the table waits: no event is shown, no
  opponent moves (``paused``);
* any action of the learner other than the one the lesson is heading to is refused
  (``refusal``: a friendly line, so every panel greys other choices with it; ``choose``
  and ``submit`` change nothing);
* nothing is saved: no autosave, so no Resume line; Save as and Export are not offered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.history import HUMAN
from ...core.lessons import LEARNER, Lesson, ScriptedBot, new_lesson_game, words_start
from ...services.i18n import _
from .coach import Coach
from .panels import Steps
from .session import ContractSession

if TYPE_CHECKING:
    from .presentation import GenericPresentation

LESSON_KIND = "lesson"  # the opponents' seat kind (``bot_words``: "lesson bot")


class LessonSession(ContractSession):
    """A lesson's game on the table (see the module docstring)."""

    lesson: Lesson
    coach: Coach

    @classmethod
    def new_lesson(cls, pres: "GenericPresentation", lesson: Lesson, *, speed: str = "normal",
                   anim_speed: str = "normal") -> "LessonSession":
        """The lesson's game from its start: names in the player's language, the
        opponents scripted, no autosave."""
        names = [_(n) for n in lesson.names]
        game, events = new_lesson_game(pres.info, lesson, names)
        kinds = [HUMAN if seat == LEARNER else LESSON_KIND for seat in range(len(names))]
        bots = [None if seat == LEARNER else ScriptedBot(seat, lesson.scripts.get(seat, ()),
                                                          lesson.shown)
                for seat in range(len(names))]
        s = cls(pres, game, list(events), names, kinds, bots, lesson.seed,
                dict(lesson.options), speed=speed, anim_speed=anim_speed, autosave=None)
        s.lesson = lesson
        s.coach = Coach(lesson, phase="setup")
        s.skip()  # (the game's set-up, its first events, on the table before the coach speaks)
        s.coach.phase = "say"
        return s

    # ---- the table waits for the coach ------------------------------------------------------
    def paused(self) -> bool:
        return self.coach.holds(self)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.coach.update(self, dt)

    def _present(self, animate: bool) -> None:
        raw = self.queue[0] if self.queue else None
        before = len(self.queue)
        super()._present(animate)
        if raw is not None and len(self.queue) < before:
            self.coach.on_presented(raw)

    # ---- only the lesson's move ---------------------------------------------------------------
    def _wanted(self, actions: list[Any]) -> bool:
        """Whether ``actions`` are the learner's next actions of the lesson, in order."""
        expected = self.coach.expected()
        return bool(actions) and actions == expected[:len(actions)]

    def refusal(self, action: Any) -> str:
        d = self.game.decision()
        if d is not None and d.seat == LEARNER and not self._wanted([action]):
            return self.coach.refusal()
        return super().refusal(action)

    def choose(self, action: Any) -> str:
        steps = list(action) if isinstance(action, Steps) else [action]
        if self.turn_open() is not None and not self._wanted(steps):
            why = self.coach.refusal()
            self.coach.refuse(why)
            return why
        return super().choose(action)

    def submit(self, action: Any) -> None:
        d = self.game.decision()
        if d is None or d.seat != LEARNER:
            super().submit(action)
            return
        if not self._wanted([action]):
            self.coach.refuse(self.coach.refusal())  # (changes nothing)
            return
        before = len(self.events)
        super().submit(action)
        self.coach.on_applied(before, len(self.events))

    # ---- the coach's words --------------------------------------------------------------------
    def lesson_values(self, since: int) -> dict[str, str]:
        """The coach's placeholders, from the game's presentation (``lesson_values``): the
        learner's view and the events shown since the learner's last action (``since``),
        or since the step's own ``since`` event, as the learner may see them."""
        upto = len(self.events) - len(self.queue)
        start = words_start(self.events, upto, self.coach.step.since, since)
        events = [self.game.redact(e, LEARNER) for e in self.events[start:upto]]
        try:
            return dict(self.pres.lesson_values(LEARNER, self.game.view(LEARNER), events))
        except Exception:  # noqa: BLE001 - words never stop a lesson (tests check them)
            return {}

    # ---- nothing is saved -------------------------------------------------------------------
    def _autosave(self) -> None:
        """A lesson is never saved (not listed in Resume)."""
