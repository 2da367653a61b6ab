"""Plays a game's lesson in the real window as a learner does: through the table's own
input events, the highlighted choice at every step (shared by every game's lesson test).

``play_by_clicks`` clicks the first highlighted button (or the highlighted spot) the
coach points at, presses Enter where the coach waits for Next, closes a results sheet
with Enter as a person does, and returns once "Lesson complete" is up. ``by_keys`` presses
a highlighted button's key badge instead of clicking it, where it has one.
"""
from __future__ import annotations

import pygame

from game.ui.generic.lesson_table import LessonTable
from game.ui.widgets import Button
from tests.ui.driver import Driver, make_app


def start(data, game: str, speed: str = "instant"):
    """An App with ``game``'s lesson on the table (through "Learn to play" on Choose a
    game, as a person starts it)."""
    app = make_app(data, speed=speed)
    pygame.event.clear()  # (nothing another test left in the queue reaches this app)
    d = Driver(app)
    d.step()
    app.open("choose")
    d.step()
    scene = app.stack.top
    learn = next(b for b in scene.buttons() if b.key == f"learn:{game}")
    d.click(learn.rect.center)
    d.step()
    table = app.stack.top
    assert isinstance(table, LessonTable), \
        f"no lesson table: {type(table).__name__} {getattr(table, 'message', '')}"
    return app, d, table


def lit_button(table: LessonTable) -> Button | None:
    globs = table.coach.highlight()
    from game.ui.generic.coach import lit
    for b in table.frame_buttons():
        if globs and lit(b.key, globs) and b.enabled:
            return b
    return None


def shown_highlights(table: LessonTable, found: dict[tuple[int, str], bool]) -> None:
    """Notes, for the step on, which of its highlights name something on screen now (a
    button whose key fits, or a spot the game places): ``found[(step, glob)]``."""
    from game.ui.generic.coach import lit
    coach = table.coach
    if coach.phase != "say":
        return
    keys = [b.key for b in table.frame_buttons()]
    spots = {name for name, _r in table.lit_spots()}
    for glob in coach.step.highlight:
        hit = any(lit(k, (glob,)) for k in keys) or glob in spots
        found[(coach.k, glob)] = found.get((coach.k, glob), False) or hit


def play_by_clicks(app, d: Driver, table: LessonTable, by_keys: bool = False,
                   limit: int = 20000, seen: list | None = None,
                   found: dict | None = None) -> None:
    """Plays the lesson to "Lesson complete" (see the module docstring); ``found``
    collects which highlights named something on screen (``shown_highlights``)."""
    coach = table.coach
    for _ in range(limit):
        if found is not None and app.stack.top is table:
            shown_highlights(table, found)
        top = app.stack.top
        if getattr(top, "name", "") == "lesson_end":
            return
        if top is not table:
            if getattr(top, "name", "") in ("pause", "log", "rules"):
                raise AssertionError(f"{top.name} opened during the lesson")
            d.go_on()  # a results sheet: Enter once its grace is over
            continue
        if seen is not None:
            seen.append((coach.k, coach.phase, coach.text))
        if coach.waits_for_next():
            d.key(pygame.K_RETURN)
            continue
        if coach.phase == "say" and coach.step.until in ("click", "do"):
            b = lit_button(table)
            if b is not None and table.session.caught_up():
                from game.ui import input_map as K
                if by_keys and b.hotkey and b.hotkey != "Enter":
                    key = _key_for(b.hotkey)
                    if key is not None:
                        d.key(key)
                        continue
                d.click(b.rect.center)
                continue
            spots = table.lit_spots()
            if spots and table.session.caught_up():
                d.click(spots[0][1].center)
                continue
        d.step(0.1)
    raise AssertionError(f"the lesson did not end: step {coach.k + 1} ({coach.phase}): "
                         f"{coach.text!r}")


def _key_for(badge: str) -> int | None:
    if len(badge) == 1 and badge.isdigit():
        return getattr(pygame, f"K_{badge}")
    if len(badge) == 1 and badge.isalpha():
        return pygame.key.key_code(badge.lower())
    return None
