"""Finish Line's lesson beyond the checks every lesson gets (``test_lessons.py``): the
coach's numbers are the rules' own (the payouts and the Outsider bonuses as ``race_end``
settles them, in the player's language), and a tile the coach rings is where a click
picks that horse on the board."""
from __future__ import annotations

import pygame

import game.catalogue  # noqa: F401  (every game named)
from game.core.lessons import run_lesson
from game.core.registry import get_game
from game.finishline.ui.lesson import lesson_values
from game.finishline.words import eur
from game.services.i18n import set_language
from game.services.lesson_files import load_lesson
from game.ui.generic import layout as L

from .lesson_driver import start

GAME = "finish-line"


def _last_step_moment():
    lesson = load_lesson(GAME)
    run = run_lesson(get_game(GAME), lesson)
    return lesson, run, run.said[-1]


def test_the_coach_pays_out_what_the_rules_settle():
    lesson, run, moment = _last_step_moment()
    end = next(e for e in run.events if e["type"] == "race_end" and e["race"] == 1)
    pays = [e for e in run.events if e["type"] == "payout" and e["seat"] == 0]
    bonus = [e for e in run.events if e["type"] == "outsider_bonus" and e["seat"] == 0]
    got = lesson_values(0, moment.view, moment.events)
    win = next(e for e in pays if e["kind"] == "win")
    place = next(e for e in pays if e["kind"] == "place")
    # the story the coach tells: both bets came in, and both Outsider bonuses were paid
    assert win["amount"] == win["stake"] * win["odds"] > 0
    assert place["amount"] == place["stake"] * place["odds"] > 0
    assert sorted(e["amount"] for e in bonus) == [1000, 3000]
    assert end["returns"][0] == win["amount"] + place["amount"] + sum(e["amount"] for e in bonus)
    assert got["win_pays"] == eur(win["amount"]) and got["win_odds"] == str(win["odds"])
    assert got["place_pays"] == eur(place["amount"])
    assert got["bonus_win"] == eur(3000) and got["bonus_place"] == eur(1000)
    assert got["returns"] == eur(end["returns"][0])
    assert got["capital_after"] == eur(end["capital"][0])
    assert (got["first"], got["second"]) == ("23", "13")


def test_the_coach_writes_money_as_the_italian_sheet_does(same_language):
    _lesson, _run, moment = _last_step_moment()
    set_language("it")
    got = lesson_values(0, moment.view, moment.events)
    assert got["bonus_win"] == "€ 3.000" and got["top_up_2"] == "€ 2.000"


def test_a_ringed_tile_is_where_a_click_picks_that_horse(data):
    app, d, table = start(data, GAME)
    coach = table.coach
    for _ in range(200):  # on to the step that rings horse 23's tile
        if "tile:23" in coach.highlight() and coach.k > 0:
            break
        d.key(pygame.K_RETURN) if coach.waits_for_next() else d.step(0.1)
    spots = dict(table.lit_spots())
    assert "tile:23" in spots
    view = table.session.view
    assert table.frame.board.hit(spots["tile:23"].center, L.BOARD, view) == ("horse", 23)
    assert table.pres.lesson_spot("tile:99", table.frame) is None
    track = table.pres.lesson_spot("track", table.frame)
    assert track is not None and track.contains(spots["tile:23"])
