"""Horse Fever's lesson beyond the checks every lesson gets (``test_lessons.py``): the
spots its steps point at are on the table at that moment, and the coach's numbers are the
game's own, in both languages (``game/horsefever/ui/lesson.py``)."""
from __future__ import annotations

import types

import pygame

from game.catalogue import registered_games  # noqa: F401  (every game registered)
from game.core.lessons import run_lesson
from game.core.registry import get_game
from game.horsefever.ui import table_layout as L
from game.horsefever.ui.lesson import is_spot, lesson_spot, lesson_values
from game.services.i18n import _, set_language
from game.services.lesson_files import load_lesson
from game.ui.generic.coach import fill

GAME = "horse-fever"
SCREEN = pygame.Rect(0, 0, 1280, 720)


def _run():
    lesson = load_lesson(GAME)
    return lesson, run_lesson(get_game(GAME), lesson)


def test_every_spot_the_lesson_points_at_is_on_the_table_then():
    lesson, run = _run()
    pointed = 0
    for k, step in enumerate(lesson.steps):
        frame = types.SimpleNamespace(session=types.SimpleNamespace(view=run.said[k].view))
        for name in step.highlight:
            if not is_spot(name):
                continue
            r = lesson_spot(name, frame)
            assert r is not None and SCREEN.contains(r) and r.w > 10 and r.h > 10, \
                f"step[{k + 1}] {name}: {r}"
            pointed += 1
    assert pointed >= 5
    frame = types.SimpleNamespace(session=types.SimpleNamespace(view=run.said[0].view))
    assert lesson_spot("hand-card:99", frame) is None and lesson_spot("nowhere", frame) is None
    assert lesson_spot("track-lane:red", frame) == L.lane_rect(3)


def _said(lesson, run, k: int) -> str:
    step, moment = lesson.steps[k], run.explained[k] or run.said[k]
    text = _(step.explain or step.say)
    return fill(text, lesson_values(0, moment.view, moment.events))


def test_the_payoffs_are_explained_with_the_games_own_numbers_in_both_languages():
    lesson, run = _run()
    k = next(i for i, s in enumerate(lesson.steps) if s.event == {"type": "odds_update"})
    # (the bank's payout of the Win bet, as the engine made it)
    win = next(e for e in run.events if e["type"] == "payout" and e["seat"] == 0
               and e["reason"] == "win_bet")
    assert win["danari"] == 4900 and win["stake"] == 700
    set_language("en")
    assert "pays 700 D × 7 = 4,900 D and 3 VP, because 4 Red ran at 1:7" in _said(lesson, run, k)
    set_language("it")
    said = _said(lesson, run, k)
    assert "paga 700 D × 7 = 4.900 D e 3 PV, perché 4 Rosso ha corso a 1:7" in said
    reveal = next(i for i, s in enumerate(lesson.steps) if s.event and
                  s.event.get("type") == "odds_change")
    assert "la tua Magna Velocitas e Steven Sting di Ada" in _said(lesson, run, reveal)
