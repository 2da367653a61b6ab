"""Ticket Gagnant's lesson (``data/lessons/ticket_gagnant.toml``), beyond the checks every
lesson gets (``test_lessons.py``): the coach's numbers are the rules' own, and every
highlight the script names is on the table while its step waits (a button drawn, or a
spot of the board), so no step points at nothing.
"""
from __future__ import annotations

import pygame

from game.catalogue import get_game
from game.core.lessons import run_lesson
from game.services.lesson_files import load_lesson
from game.ticketgagnant.ui.lesson import lesson_values
from game.ui.generic.coach import lit

from .lesson_driver import lit_button, start

GAME = "ticket-gagnant"


def test_the_coachs_numbers_are_the_races_own():
    lesson = load_lesson(GAME)
    run = run_lesson(get_game(GAME), lesson)
    said = {k: lesson_values(0, m.view, m.events) for k, m in enumerate(run.said)}
    explained = {k: lesson_values(0, m.view, m.events)
                 for k, m in enumerate(run.explained) if m is not None}
    steps = lesson.steps

    def step_of(words: str) -> int:
        return next(k for k, s in enumerate(steps) if words in s.say)

    # the ticket's table, from the data file
    rules = explained[next(k for k, s in enumerate(steps) if "{bonus_all}" in s.explain)]
    assert (rules["exact1"], rules["exact2"], rules["exact3"], rules["bonus_all"],
            rules["bonus_podium"], rules["off"]) == ("7", "5", "4", "5", "2", "1")
    # Ada's ticket once shown, the push as the rules made it
    assert said[step_of("{their_ticket}")]["their_ticket"] == \
        "1st horse 2, 2nd horse 8, 3rd horse 7"
    push = explained[next(k for k, s in enumerate(steps) if "{push_to}" in s.explain)]
    assert (push["pushed"], push["push_to"]) == ("2", "column 4, lane 4")
    # the race's end: the podium, the photo finish, both tickets scored
    end = said[step_of("{podium_words}")]
    assert end["podium_words"] == "1st horse 6, 2nd horse 4, 3rd horse 8"
    assert (end["photo_column"], end["photo_order"]) == ("5", "horse 4, horse 8")
    mine = said[step_of("{your_lines}")]
    assert (mine["your_total"], mine["your_bonus"]) == ("21", "+5")
    assert mine["your_lines"].count("exact") == 3
    theirs = said[step_of("{their_lines}")]
    assert theirs["their_total"] == "1" and theirs["their_lines"].count("-1") == 2


def test_every_highlight_is_on_the_table_while_its_step_waits(data):
    """Played by clicks as a learner does: each step's every highlight glob is drawn (a
    button of that key) or placed (a spot of the board) at some moment of the step."""
    app, d, table = start(data, GAME)
    coach = table.coach
    found: dict[int, set[str]] = {}
    for _ in range(5000):
        top = app.stack.top
        if getattr(top, "name", "") == "lesson_end":
            break
        if top is not table:
            d.go_on()  # the race's results: Enter, as a person closes them
            continue
        if coach.phase == "say" and coach.step.highlight:
            keys = [b.key for b in table.frame_buttons()]
            spots = {name for name, _r in table.lit_spots()}
            found.setdefault(coach.k, set()).update(
                g for g in coach.step.highlight
                if g in spots or any(lit(k, (g,)) for k in keys))
        if coach.waits_for_next():
            d.key(pygame.K_RETURN)
        elif coach.phase == "say" and coach.step.until in ("click", "do") and \
                table.session.caught_up():
            b = lit_button(table)
            if b is not None:
                d.click(b.rect.center)
            elif table.lit_spots():
                d.click(table.lit_spots()[0][1].center)
            else:
                d.step(0.1)
        else:
            d.step(0.1)
    assert app.stack.top.name == "lesson_end"
    missing = [f"step[{k + 1}] {g}" for k, s in enumerate(table.session.lesson.steps)
               for g in s.highlight if g not in found.get(k, set())]
    assert missing == []
