"""Ticket Gagnant's lesson (``data/lessons/ticket_gagnant.toml``), beyond the checks every
lesson gets (``test_lessons.py``: headless, Italian, in the window, refusals, highlights):
the coach's numbers and names are the race's own, as the rules made them.
"""
from __future__ import annotations

from game.catalogue import get_game
from game.core.lessons import run_lesson
from game.services.lesson_files import load_lesson
from game.ticketgagnant.ui.lesson import lesson_values

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
